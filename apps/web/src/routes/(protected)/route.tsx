import { createFileRoute, Outlet } from '@tanstack/react-router';

// Layout of the signed-in pages; the beforeLoad guard of spec §4 arrives with the auth issue.
export const Route = createFileRoute('/(protected)')({
  preloadStaleTime: 0,
  component: Outlet,
});
