import { XSRF_COOKIE } from '@riffmate/contract';
import type { App } from '../../src/app.ts';

export interface Visitor {
  /** Cookie jar as name → value. */
  cookies: Record<string, string>;
  token: string;
}

/** Does a first GET like a browser and returns the cookies it got, including the XSRF token. */
export async function visit(app: App, cookies: Record<string, string> = {}): Promise<Visitor> {
  const response = await app.inject({ method: 'GET', url: '/api/not-a-route', cookies });
  const jar = { ...cookies };
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  const token = jar[XSRF_COOKIE];
  if (!token) throw new Error('the GET issued no XSRF-TOKEN cookie');
  return { cookies: jar, token };
}
