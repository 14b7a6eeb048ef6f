import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/(public)/legal/privacy/')({
  preloadStaleTime: 0,
  component: PrivacySummaryPage,
});

// The statements of spec §1; the full policy lives on /legal/privacy/policy.
function PrivacySummaryPage() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">Privacy</h1>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-muted-foreground leading-relaxed">
        <li>We do not sell your data.</li>
        <li>
          Your queries and results may be logged anonymously and used to improve Riffmate and its models.
        </li>
        <li>Paid Pro users may opt out of model training.</li>
        <li>A private mode for proprietary music is coming soon.</li>
      </ul>
      <p className="mt-6">
        <Link
          to="/legal/privacy/policy"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Read the full privacy policy
        </Link>
      </p>
    </section>
  );
}
