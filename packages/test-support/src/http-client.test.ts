import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { browserHeaders, type CookieJar, cookieHeader, storeCookies } from './http-client.ts';

describe('the cookie jar', () => {
  it('keeps set cookies (values decoded) and sends them back encoded', () => {
    const jar: CookieJar = {};
    const parsed = storeCookies(jar, [
      'sid=a%2Bb%2Fc.sig; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600',
      `${XSRF_COOKIE}=tok; Path=/; SameSite=Lax`,
    ]);
    expect(jar).toEqual({ sid: 'a+b/c.sig', [XSRF_COOKIE]: 'tok' });
    expect(parsed[0]).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    expect(cookieHeader(jar)).toBe(`sid=a%2Bb%2Fc.sig; ${XSRF_COOKIE}=tok`);
  });

  it.each([
    ['an empty value', 'sid=; Path=/'],
    ['Max-Age=0', 'sid=x; Max-Age=0'],
    ['an Expires in the past', 'sid=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
  ])('drops a cookie cleared with %s', (_what, line) => {
    const jar: CookieJar = { sid: 'old', other: 'kept' };
    storeCookies(jar, line);
    expect(jar).toEqual({ other: 'kept' });
  });

  it('echoes the XSRF cookie on unsafe methods only, as the SPA does', () => {
    const jar: CookieJar = { [XSRF_COOKIE]: 'tok' };
    expect(browserHeaders(jar, 'GET')).toEqual({ cookie: `${XSRF_COOKIE}=tok` });
    expect(browserHeaders(jar, 'POST')).toEqual({ cookie: `${XSRF_COOKIE}=tok`, [XSRF_HEADER]: 'tok' });
    expect(browserHeaders({}, 'DELETE')).toEqual({});
  });
});
