import { describe, expect, it } from 'vitest';
import { afterSignInHref, CHAT_HOME, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/', '/chat', '/chat/abc123', '/account/profile?tab=x', '/chat/a#b', '/legal/privacy/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['an absolute URL', 'https://evil.com/chat'],
    ['a scheme-relative URL', '//evil.com'],
    ['a scheme-relative URL with a path', '//evil.com/chat'],
    ['a backslash trick', '/\\evil.com'],
    ['a backslash after the slash pair', '/\\/evil.com'],
    ['a tab the URL parser would strip', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a leading space', ' /chat'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', 'chat'],
    ['an empty string', ''],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_what, value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/chat'], { to: '/chat' }])('rejects the non-string %o', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('afterSignInHref falls back to /chat', () => {
    expect(CHAT_HOME).toBe('/chat');
    expect(afterSignInHref('/account')).toBe('/account');
    expect(afterSignInHref('//evil.com')).toBe('/chat');
    expect(afterSignInHref(undefined)).toBe('/chat');
  });
});
