import { createFileRoute } from '@tanstack/react-router';
import { verifyPhoneRouteSearchSchema } from '@/features/auth/search-schemas';
import { VerifyPhonePage } from '@/features/auth/verify-phone-page';

export const Route = createFileRoute('/(auth)/auth/verify-phone')({
  preloadStaleTime: 0,
  validateSearch: verifyPhoneRouteSearchSchema,
  // The number is checked here, from a lazily loaded module (libphonenumber is big): an invalid
  // one says so and goes back to entering the number (docs/product.md §8).
  beforeLoad: async ({ search }) => {
    const { verifiedSearchPhone } = await import('@/features/auth/verify-phone-search');
    return { phone: verifiedSearchPhone(search.phone) };
  },
  component: VerifyPhoneRoute,
});

function VerifyPhoneRoute() {
  const phone = Route.useRouteContext({ select: (context) => context.phone });
  const { redirect } = Route.useSearch();
  return <VerifyPhonePage phone={phone} redirect={redirect} />;
}
