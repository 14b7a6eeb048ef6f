import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';

export const Route = createFileRoute('/(protected)/account/')({
  preloadStaleTime: 0,
  component: AccountPage,
});
