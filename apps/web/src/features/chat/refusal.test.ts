import { describe, expect, it } from 'vitest';
import { chatHttpError } from './chat-fetch';
import { refusalOf, refusalText, retryAtOf } from './refusal';

const now = new Date('2026-11-25T14:00:00Z');
const body = (code: string) => ({ statusCode: 429, code, error: 'Too Many Requests', message: 'x' });

describe('refusalOf', () => {
  it('reads the burst limit and its Retry-After', () => {
    const refusal = refusalOf(chatHttpError(429, body('RATE_LIMITED'), { 'retry-after': '40' }), now);
    expect(refusal).toEqual({ kind: 'rate-limited', retryAt: new Date('2026-11-25T14:00:40Z') });
  });

  it('reads the used-up quota and when it resets', () => {
    const error = chatHttpError(429, body('QUOTA_EXCEEDED'), {
      'retry-after': '3600',
      'x-quota-reset-at': '2026-11-25T15:04:00.000Z',
    });
    expect(refusalOf(error, now)).toEqual({ kind: 'quota', resetAt: new Date('2026-11-25T15:04:00Z') });
    // Without the quota header, Retry-After still says when.
    const bare = chatHttpError(429, body('QUOTA_EXCEEDED'), { 'retry-after': '60' });
    expect(refusalOf(bare, now)).toEqual({ kind: 'quota', resetAt: new Date('2026-11-25T14:01:00Z') });
  });

  it('reads a busy model provider', () => {
    const refusal = refusalOf(chatHttpError(429, body('MODEL_RATE_LIMITED'), { 'retry-after': '5' }), now);
    expect(refusal).toEqual({ kind: 'model-busy', retryAt: new Date('2026-11-25T14:00:05Z') });
  });

  it('a 429 without a wait still says why (a minute, the burst window)', () => {
    expect(refusalOf(chatHttpError(429, body('RATE_LIMITED')), now)).toEqual({
      kind: 'rate-limited',
      retryAt: new Date('2026-11-25T14:01:00Z'),
    });
  });

  it('anything else is no refusal', () => {
    expect(refusalOf(chatHttpError(500, null), now)).toBeNull();
    expect(refusalOf(chatHttpError(400, body('BAD_REQUEST')), now)).toBeNull();
    expect(refusalOf(chatHttpError(429, null), now)).toBeNull();
    expect(refusalOf(new Error('network'), now)).toBeNull();
  });
});

describe('retryAtOf', () => {
  it('takes seconds or an HTTP date', () => {
    expect(retryAtOf('40', now)).toEqual(new Date('2026-11-25T14:00:40Z'));
    expect(retryAtOf('Wed, 25 Nov 2026 14:05:00 GMT', now)).toEqual(new Date('2026-11-25T14:05:00Z'));
    expect(retryAtOf('soon', now)).toBeNull();
    expect(retryAtOf(undefined, now)).toBeNull();
  });
});

describe('refusalText', () => {
  it('counts the wait down, then says it is over', () => {
    const refusal = { kind: 'rate-limited', retryAt: new Date('2026-11-25T14:00:40Z') } as const;
    expect(refusalText(refusal, now)).toBe('Too many messages in a minute — try again in 40 s');
    expect(refusalText(refusal, new Date('2026-11-25T14:00:39.2Z'))).toBe(
      'Too many messages in a minute — try again in 1 s',
    );
    expect(refusalText(refusal, new Date('2026-11-25T14:00:40Z'))).toBe(
      'Too many messages in a minute — you can try again now',
    );
  });

  it('says when the quota resets, as the quota display words it', () => {
    // Local times: the display is in the browser's time zone.
    const at = (hours: number, minutes: number, days = 0) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours, minutes);
    const local = at(11, 0);
    expect(refusalText({ kind: 'quota', resetAt: at(15, 4) }, local)).toBe(
      "You've used all your messages for today — they reset today at 03:04 PM",
    );
    expect(refusalText({ kind: 'quota', resetAt: at(9, 14, 1) }, local)).toBe(
      "You've used all your messages for today — they reset tomorrow at 09:14 AM",
    );
    expect(refusalText({ kind: 'quota', resetAt: null }, local)).toBe(
      "You've used all your messages for today",
    );
  });
});
