import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardProtectedRoute } from '@/lib/guards';

// Layout of the signed-in pages: signed out → login, unverified → the verification steps (docs/product.md §4).
export const Route = createFileRoute('/(protected)')({
  preloadStaleTime: 0,
  beforeLoad: guardProtectedRoute,
  component: Outlet,
});
