import { chatSummarySchema, itemsEnvelope, userItemSchema } from '@riffmate/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer.ts';

// The hot routes' serializer must write the bytes the default (zod) serializer writes.
const zodSerializer = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test' } as never) as (data: unknown) => string;
const fastSerializer = (schema: z.ZodType) => fastSerializerCompiler({ schema });

const awkward = [
  'plain',
  '',
  'quotes " and \\ backslash',
  'controls \u0000 \u0001 \b \f \n \r \t \u001f \u007f',
  'line separators \u2028 \u2029',
  'accents é ü, CJK 和弦, emoji 🎹',
  'lone surrogates \ud800 and \udfff',
  '</script><!--',
];

describe('fastSerializerCompiler', () => {
  it('writes the chat list exactly as the zod serializer does', () => {
    const schema = itemsEnvelope(chatSummarySchema);
    const items = awkward.map((title, index) => ({
      id: `chat-${index}`,
      title,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...(index % 2 ? { sharePath: `/share/${title}` } : {}),
    }));
    for (const data of [{ data: { items } }, { data: { items: [] } }]) {
      expect(fastSerializer(schema)(data)).toBe(zodSerializer(schema)(data));
    }
  });

  it('writes users (nullable fields, nested subscription) exactly as the zod serializer does', () => {
    const schema = itemsEnvelope(userItemSchema);
    const subscription = {
      status: 'active',
      currentPeriodEnd: null,
      price: { id: 'price_1', product: { name: 'Pro "max"' } },
    };
    for (const [picture, sub] of [
      [null, null],
      ['https://example.com/p.png', subscription],
      [null, { ...subscription, currentPeriodEnd: '2026-02-01T00:00:00.000Z' }],
    ] as const) {
      const user = {
        id: 'u1',
        name: awkward.join('|'),
        email: 'a@example.com',
        picture,
        emailVerified: true,
        phoneVerified: false,
        subscription: sub,
      };
      const data = { data: { items: [{ user }] } };
      expect(fastSerializer(schema)(data)).toBe(zodSerializer(schema)(data));
    }
  });

  it('writes only what the schema names (as zod strips), and fails on a missing required field', () => {
    const schema = itemsEnvelope(chatSummarySchema);
    const leaky = {
      data: {
        items: [{ id: 'c', title: 't', createdAt: 'x', user_id: 'secret', password_hash: 'secret' }],
        extra: 'secret',
      },
    };
    expect(fastSerializer(schema)(leaky)).toBe(zodSerializer(schema)(leaky));
    expect(fastSerializer(schema)(leaky)).not.toContain('secret');
    expect(() => fastSerializer(schema)({ data: { items: [{ id: 'c', title: 't' }] } })).toThrow();
  });

  it('refuses a schema that is not zod', () => {
    expect(() => fastSerializerCompiler({ schema: { type: 'object' } })).toThrow(/zod/);
  });
});
