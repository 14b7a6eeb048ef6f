import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/profile-page';

export const Route = createFileRoute('/(protected)/account/profile')({
  preloadStaleTime: 0,
  component: ProfilePage,
});
