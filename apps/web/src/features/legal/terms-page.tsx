import { Link } from '@tanstack/react-router';
import { LegalPage, LegalSection } from './legal-page';

/** /legal/terms-of-service */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms apply when you use Riffmate. Please read them; by using the service you accept them."
    >
      <LegalSection title="Your account">
        <p>
          You need an account with a verified e-mail address and phone number to chat. Keep your password to
          yourself; you are responsible for what happens under your account. You must be old enough to agree
          to these terms where you live.
        </p>
      </LegalSection>
      <LegalSection title="Your music">
        <p>
          What you write with Riffmate is yours. You may use the MIDI it generates for any purpose, including
          commercial releases, without attribution. Similar prompts can lead to similar results for other
          users, so we cannot promise that a generated idea is unique.
        </p>
      </LegalSection>
      <LegalSection title="Fair use">
        <ul>
          <li>Each plan has a number of messages per 24 hours; Riffmate tells you when your quota resets.</li>
          <li>Do not try to break, overload or reverse-engineer the service, or use it to harass anyone.</li>
          <li>Do not upload material you have no right to use.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Plans and payment">
        <p>
          Plus and Pro are monthly subscriptions once checkout is available. You can cancel at any time; the
          plan stays active until the end of the period you paid for.
        </p>
      </LegalSection>
      <LegalSection title="Sharing">
        <p>
          A shared chat can be viewed by anyone with its link. Only share what you are comfortable making
          public, and stop sharing whenever you like.
        </p>
      </LegalSection>
      <LegalSection title="No warranty">
        <p>
          Riffmate is a creative tool. Its theory answers come from a music engine, but we provide the service
          “as is” and are not liable for indirect damages, to the extent the law allows.
        </p>
      </LegalSection>
      <LegalSection title="Privacy and changes">
        <p>
          How we treat your data is described in the{' '}
          <Link
            to="/legal/privacy/policy"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            privacy policy
          </Link>
          . If these terms change in a way that matters, we tell you by e-mail before the change applies.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
