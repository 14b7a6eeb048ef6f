import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, registerBody } from './auth.ts';

describe('passwordSchema', () => {
  it.each([
    ['1234567', false],
    ['12345678', true],
    ['a'.repeat(128), true],
    ['a'.repeat(129), false],
    // 8 emoji are 16 UTF-16 units and 32 bytes but 8 characters.
    ['🎸'.repeat(8), true],
    ['🎸'.repeat(7), false],
    ['🎸'.repeat(128), true],
    ['🎸'.repeat(129), false],
  ])('%j valid=%s', (password, ok) => {
    expect(passwordSchema.safeParse(password).success).toBe(ok);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it.each(['', 'ada', 'ada@', '@example.com', `${'a'.repeat(250)}@example.com`])('rejects %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });
});

describe('registerBody', () => {
  it('names every bad field', () => {
    const result = registerBody.safeParse({ name: '', email: 'x', password: 'short' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'name', 'password']);
  });
});
