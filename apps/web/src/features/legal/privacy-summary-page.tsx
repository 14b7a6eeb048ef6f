import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { LegalPage } from './legal-page';
import { PRIVACY_STATEMENTS } from './privacy-statements';

/** /legal/privacy/: the four statements of docs/product.md §1 and the way to the full policy. */
export function PrivacySummaryPage() {
  return (
    <LegalPage title="Privacy" intro="The short version of how Riffmate treats your data.">
      <ul className="grid gap-3">
        {PRIVACY_STATEMENTS.map((statement) => (
          <li key={statement} className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>{statement}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link
          to="/legal/privacy/policy"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Read the full privacy policy
        </Link>
      </p>
    </LegalPage>
  );
}
