/** Where a signed-in user lands by default (docs/product.md §2: after login and after phone verification). */
export const CHAT_HOME = '/chat';

/** Longer return addresses are not worth keeping (and no real page needs one). */
const MAX_REDIRECT_LENGTH = 2048;

// Whitespace and control characters are stripped by the URL parser ("/\t/evil.com" becomes
// "//evil.com"), and browsers read "\" as "/", so none of them may appear at all.
const UNSAFE_CHARACTERS = /[\s\\\p{Cc}]/u;

/**
 * The return address of a `redirect` search param when it is safe to follow, else null.
 *
 * Only same-site relative paths are safe: a single leading "/" (never "//host"), no scheme, no
 * backslash or whitespace tricks, and resolving it against any origin must keep that origin.
 * Anything else would make the login page an open redirect.
 *
 * @example safeRedirect('/chat/abc?x=1') // '/chat/abc?x=1'
 * @example safeRedirect('//evil.com') // null
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (UNSAFE_CHARACTERS.test(value)) return null;
  const base = 'https://riffmate.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}

/** Where to go once signed in (or verified): the safe redirect, else the chat. */
export function afterSignInHref(redirect: unknown): string {
  return safeRedirect(redirect) ?? CHAT_HOME;
}
