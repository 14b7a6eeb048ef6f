/**
 * Page paths of the SPA's auth group (docs/product.md §2). The server serves the SPA for GET on these,
 * while every other `/auth/*` path belongs to the JSON API.
 */
export const AUTH_PAGE_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/request-password-reset',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/request-phone-verification',
  '/auth/verify-phone',
] as const;
export type AuthPagePath = (typeof AUTH_PAGE_PATHS)[number];

/** Path prefixes owned by the JSON API: unknown paths under them answer 404 JSON, never the SPA. */
export const API_PREFIXES = ['/api/', '/auth/'] as const;
