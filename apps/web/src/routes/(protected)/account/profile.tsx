import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(protected)/account/profile')({
  preloadStaleTime: 0,
  component: ProfilePage,
});

function ProfilePage() {
  return <PagePlaceholder title="Profile">Your name, e-mail, phone and picture.</PagePlaceholder>;
}
