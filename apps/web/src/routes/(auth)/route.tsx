import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardAuthRoute } from '@/lib/guards';

// Layout of the sign-in and onboarding pages; who may open which is decided by authGuard (docs/product.md §4).
export const Route = createFileRoute('/(auth)')({
  preloadStaleTime: 0,
  beforeLoad: guardAuthRoute,
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center">
      <Outlet />
    </div>
  );
}
