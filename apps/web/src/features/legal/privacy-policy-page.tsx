import { Link } from '@tanstack/react-router';
import { LegalPage, LegalSection } from './legal-page';
import { PRIVACY_STATEMENTS } from './privacy-statements';

/** /legal/privacy/policy: the full privacy policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what Riffmate collects when you use it, why, how long we keep it and the choices you have."
    >
      <LegalSection title="In short">
        <ul>
          {PRIVACY_STATEMENTS.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="What we collect">
        <ul>
          <li>
            Account data: your name, e-mail address, phone number, password (stored only as a hash) and
            profile picture if you add one.
          </li>
          <li>Content: your chats, the music Riffmate writes for you, and the links you share.</li>
          <li>
            Usage data: how many messages you send, for quotas, and security logs such as sign-in attempts.
          </li>
          <li>
            Billing data, once subscriptions are available: handled by our payment provider; we never see your
            full card number.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Why we use it">
        <ul>
          <li>To run the service: sign you in, keep your history, and compose and return your music.</li>
          <li>To keep it safe: verify e-mail and phone, limit abuse and investigate security incidents.</li>
          <li>
            To improve it: queries and results may be logged anonymously and used to improve the product and
            its models. Paid Pro users may opt out of model training.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Sharing">
        <p>
          We do not sell your data. We share it only with the providers that help us run Riffmate (hosting,
          e-mail and text message delivery, payments), under contracts that limit them to that purpose, or
          when the law requires it. A chat you share by link can be seen by anyone who has the link until you
          stop sharing it.
        </p>
      </LegalSection>
      <LegalSection title="Retention and deletion">
        <p>
          Your chats are kept until you delete them. Deleting a chat, clearing your history or deleting your
          account removes that data from our servers; backups expire within 30 days. Anonymous logs used for
          improvement cannot be linked back to you.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>
          Riffmate uses only the cookies that signing in and security need. See the{' '}
          <Link
            to="/legal/cookie-policy"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            cookie policy
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can see and change your account data on your account page, download your MIDI files at any time,
          and delete your chats or your whole account yourself. For anything else — access, correction,
          objection — write to our support address and we will answer within 30 days.
        </p>
      </LegalSection>
      <LegalSection title="Coming soon">
        <p>
          A private mode for proprietary music is coming soon: chats in it will never be logged or used for
          training.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
