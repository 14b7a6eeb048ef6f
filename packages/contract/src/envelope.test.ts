import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemsEnvelope, messageEnvelope } from './envelope.ts';
import { apiErrorSchema } from './errors.ts';

describe('envelopes', () => {
  it.each([
    [{ data: { items: [{ id: 'a' }] } }, true],
    [{ data: { items: [] } }, true],
    [{ data: { items: [{ id: 1 }] } }, false],
    [{ items: [] }, false],
  ])('items envelope %j valid=%s', (body, ok) => {
    expect(itemsEnvelope(z.object({ id: z.string() })).safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ data: { message: 'ok' } }, true],
    [{ data: {} }, false],
  ])('message envelope %j valid=%s', (body, ok) => {
    expect(messageEnvelope.safeParse(body).success).toBe(ok);
  });

  it('error shape requires all four fields', () => {
    expect(
      apiErrorSchema.safeParse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'x' })
        .success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'x' }).success).toBe(
      false,
    );
  });
});
