import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/legal/privacy-policy-page';

export const Route = createFileRoute('/(public)/legal/privacy/policy')({
  preloadStaleTime: 0,
  component: PrivacyPolicyPage,
});
