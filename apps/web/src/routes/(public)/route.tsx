import { createFileRoute, Outlet } from '@tanstack/react-router';

// Layout of the pages anyone may see, signed in or not.
export const Route = createFileRoute('/(public)')({
  preloadStaleTime: 0,
  component: Outlet,
});
