import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config.ts';

/** Auth session cookie (opaque token, HttpOnly); set and cleared by the accounts module. */
export const SESSION_COOKIE = 'rm_session';
/** Anonymous visitor id that the XSRF token is bound to until there is a session. */
export const VISITOR_COOKIE = 'rm_visitor';

/** Which accounts this browser has signed in to, for the login limits (modules/auth/device.ts). */
export const DEVICE_COOKIE = 'rm_device';

/** 400 days: the longest lifetime browsers honour. */
export const LONG_LIVED_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/** HttpOnly, SameSite=Lax, Path=/, Secure when the app is served over https. */
export function httpOnlyCookie(config: Pick<Config, 'secureCookies'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies };
}

/**
 * The readable signed-in hint (contract `SIGNED_IN_COOKIE`): the session cookie's scope, but not
 * HttpOnly, since the page reads it to skip `/auth/me` when nobody is signed in.
 */
export function signedInHintCookie(config: Pick<Config, 'secureCookies'>): CookieSerializeOptions {
  return { ...httpOnlyCookie(config), httpOnly: false };
}
