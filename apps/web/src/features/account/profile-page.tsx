import { useMutation } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { revokeOtherSessions } from './account-api';
import { AccountPageFrame, AccountSection, backToAccount } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { PictureForm } from './picture-form';
import { TrainingSection } from './training-section';

/** /account/profile: name, picture, password, other sessions, and deleting the account. */
export function ProfilePage() {
  const { user } = useSessionUser();
  const revoke = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (message) => toast({ description: message }),
    onError: (error) => showApiError(error, 'Could not sign out your other sessions'),
  });
  if (!user) return null;

  return (
    <AccountPageFrame title="Profile" back={backToAccount}>
      <AccountSection id="profile-picture" title="Picture">
        <PictureForm user={user} />
      </AccountSection>
      <AccountSection id="profile-name" title="Your name" description="How Riffmate greets you.">
        <NameForm user={user} />
      </AccountSection>
      <AccountSection id="profile-password" title="Password">
        <PasswordForm email={user.email} name={user.name} />
      </AccountSection>
      <AccountSection
        id="profile-sessions"
        title="Sessions"
        description="Signed in on a shared or lost device? Sign out everywhere except here."
      >
        <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          <MonitorSmartphone aria-hidden />
          Sign out other sessions
        </Button>
      </AccountSection>
      <AccountSection
        id="profile-training"
        title="Privacy"
        description="We do not sell your data. Paid Pro users may opt out of model training."
      >
        <TrainingSection />
      </AccountSection>
      <AccountSection
        id="profile-danger"
        tone="danger"
        title="Danger zone"
        description="Deleting your account removes your chats, shared links and subscription data for good."
      >
        <DeleteAccountDialog />
      </AccountSection>
    </AccountPageFrame>
  );
}
