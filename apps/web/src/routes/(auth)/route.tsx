import { createFileRoute, Outlet } from '@tanstack/react-router';

// Layout of the sign-in and onboarding pages; their access guards arrive with the auth issue.
export const Route = createFileRoute('/(auth)')({
  preloadStaleTime: 0,
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center">
      <Outlet />
    </div>
  );
}
