import { XSRF_COOKIE } from '@riffmate/contract';
import { type CookieJar, storeCookies } from '@riffmate/test-support/http-client';
import type { App } from '../../src/app.ts';

export interface Visitor {
  cookies: CookieJar;
  token: string;
}

/** Does a first GET like a browser and returns the cookies it got, including the XSRF token. */
export async function visit(app: App, cookies: CookieJar = {}): Promise<Visitor> {
  const response = await app.inject({ method: 'GET', url: '/api/not-a-route', cookies });
  const jar: CookieJar = { ...cookies };
  storeCookies(jar, response.headers['set-cookie']);
  const token = jar[XSRF_COOKIE];
  if (!token) throw new Error('the GET issued no XSRF-TOKEN cookie');
  return { cookies: jar, token };
}
