/** Cookie that carries the XSRF token; readable by the page's JavaScript (docs/product.md §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header in which the client echoes the XSRF token on every unsafe request (docs/product.md §7). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Response headers that update the client's quota state (docs/product.md §7). */
export const QUOTA_REMAINING_HEADER = 'x-remaining-quota';
export const QUOTA_RESET_AT_HEADER = 'x-quota-reset-at';
/**
 * Readable, non-secret hint that this browser holds a session: set and cleared with the session
 * cookie, so a signed-out page need not ask `/auth/me` (which answers 401) to know nobody is signed
 * in. It proves nothing: `/auth/me` and every protected route still check the session itself.
 */
export const SIGNED_IN_COOKIE = 'rm_signed_in';
