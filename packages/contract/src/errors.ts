import { z } from 'zod';

/** The one error body of the API: Fastify's shape, `code` a stable SCREAMING_SNAKE string. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Stable error codes shared by server and web. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  XsrfTokenMissing: 'XSRF_TOKEN_MISSING',
  XsrfTokenInvalid: 'XSRF_TOKEN_INVALID',
  CrossSiteRequest: 'CROSS_SITE_REQUEST',
  NotFound: 'NOT_FOUND',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL_ERROR',
  Unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
