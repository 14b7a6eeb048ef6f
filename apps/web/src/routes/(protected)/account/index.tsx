import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(protected)/account/')({
  preloadStaleTime: 0,
  component: AccountPage,
});

function AccountPage() {
  return (
    <PagePlaceholder title="Account">An overview of your account, profile and subscription.</PagePlaceholder>
  );
}
