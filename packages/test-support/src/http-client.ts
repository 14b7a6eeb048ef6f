import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { type Cookie, parseSetCookie } from 'set-cookie-parser';

export type { Cookie } from 'set-cookie-parser';

/**
 * A browser's cookie jar for one site: name → (decoded) value. A plain record, so tests can read,
 * plant or drop a cookie directly.
 */
export type CookieJar = Record<string, string>;

const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const isUnsafeMethod = (method: string) => (UNSAFE_METHODS as readonly string[]).includes(method);

/**
 * Applies a response's `Set-Cookie` lines to the jar as a browser does (an empty value, `Max-Age=0` or
 * a past `Expires` removes the cookie) and returns them parsed.
 */
export function storeCookies(jar: CookieJar, setCookie: string | string[] | undefined): Cookie[] {
  const cookies = parseSetCookie(setCookie ?? [], { silent: true });
  for (const cookie of cookies) {
    const expired =
      cookie.value === '' ||
      (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
      (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
    if (expired) delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
  return cookies;
}

/** The `Cookie:` request header a browser would send for the jar. */
export function cookieHeader(jar: CookieJar): string {
  return Object.entries(jar)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/** The headers the SPA sends: the jar's cookies and, on unsafe methods, the XSRF cookie echoed. */
export function browserHeaders(jar: CookieJar, method = 'GET'): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = cookieHeader(jar);
  if (cookie) headers.cookie = cookie;
  const token = jar[XSRF_COOKIE];
  if (isUnsafeMethod(method) && token) headers[XSRF_HEADER] = token;
  return headers;
}

export interface SendOptions {
  body?: unknown;
  /** Raw body, sent as it is (with `contentType`, default application/json). */
  raw?: string | Buffer | Uint8Array;
  contentType?: string;
  /** A multipart body (fetch sets the content type with its boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header the client adds to unsafe requests. */
  noXsrf?: boolean;
}

export interface ClientResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON (tests read it freely). */
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are inspected ad hoc by the tests
  json: any;
  setCookies: Cookie[];
  ms: number;
}

/**
 * A browser-like HTTP client over fetch: a cookie jar, the page's Origin on unsafe requests (when
 * given), and the XSRF cookie echoed in X-XSRF-TOKEN, as the SPA's axios does.
 */
export class HttpClient {
  cookies: CookieJar = {};

  /** @param origin the page's origin, sent as `Origin` on unsafe requests. */
  constructor(
    readonly baseUrl: string,
    readonly origin?: string,
  ) {}

  get xsrf(): string | undefined {
    return this.cookies[XSRF_COOKIE];
  }

  /** The cookie and XSRF headers for a request with `method`, for callers with their own transport. */
  headers(method = 'GET'): Record<string, string> {
    return browserHeaders(this.cookies, method);
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<ClientResponse> {
    const headers = this.headers(options.noXsrf ? 'GET' : method);
    if (isUnsafeMethod(method) && this.origin) headers.origin = this.origin;
    let body: string | Uint8Array | FormData | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.raw !== undefined) {
      body = typeof options.raw === 'string' ? options.raw : new Uint8Array(options.raw);
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    Object.assign(headers, options.headers);
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = method === 'HEAD' ? '' : await response.text();
    const ms = performance.now() - started;
    const setCookies = storeCookies(this.cookies, response.headers.getSetCookie());
    let json: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, text, json, setCookies, ms };
  }

  /** Sends and throws unless the answer is 2xx; resolves with the JSON body (or the text). */
  async expectOk(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await this.send(method, path, { body });
    if (response.status < 200 || response.status > 299)
      throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return response.json ?? response.text;
  }

  get = (path: string, options?: SendOptions) => this.send('GET', path, options);
  post = (path: string, body?: unknown, options?: SendOptions) =>
    this.send('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: SendOptions) => this.send('PUT', path, { ...options, body });
  patch = (path: string, body?: unknown, options?: SendOptions) =>
    this.send('PATCH', path, { ...options, body });
  delete = (path: string, body?: unknown, options?: SendOptions) =>
    this.send('DELETE', path, { ...options, body });
}
