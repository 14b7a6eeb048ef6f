import { describe, expect, it } from 'vitest';
import { createXsrfToken, isValidXsrfToken } from './xsrf.ts';

const secret = 'k'.repeat(32);

describe('XSRF tokens', () => {
  it('verify for the binding they were made for', () => {
    const token = createXsrfToken(secret, 'visitor-1');
    expect(isValidXsrfToken(secret, 'visitor-1', token)).toBe(true);
  });

  it('are random each time', () => {
    expect(createXsrfToken(secret, 'v')).not.toBe(createXsrfToken(secret, 'v'));
  });

  it.each([
    ['another binding', (token: string) => [secret, 'visitor-2', token] as const],
    ['another secret', (token: string) => ['z'.repeat(32), 'visitor-1', token] as const],
    ['a swapped random part', (token: string) => [secret, 'visitor-1', `AAAA${token.slice(4)}`] as const],
    ['no signature', (token: string) => [secret, 'visitor-1', token.split('.')[0]!] as const],
    ['extra parts', (token: string) => [secret, 'visitor-1', `${token}.x`] as const],
    ['empty', () => [secret, 'visitor-1', ''] as const],
  ])('do not verify with %s', (_name, args) => {
    const [key, binding, token] = args(createXsrfToken(secret, 'visitor-1'));
    expect(isValidXsrfToken(key, binding, token)).toBe(false);
  });
});
