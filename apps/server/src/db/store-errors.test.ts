import { describe, expect, it } from 'vitest';
import { isStoreUnavailable, StoreTimeoutError, withTimeout } from './store-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['PostgreSQL admin shutdown', withCode('57P01')],
    ['PostgreSQL starting up', withCode('57P03')],
    ['PostgreSQL connection failure', withCode('08006')],
    ['PostgreSQL statement timeout', withCode('57014')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['SQLite busy after busy_timeout', withCode('SQLITE_BUSY', 'database is locked')],
    ['ping timeout', new StoreTimeoutError('The database', 2000)],
    ['wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
    ['dual-stack connect', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s → unavailable', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['syntax error', withCode('42601')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → not unavailable', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});

describe('withTimeout', () => {
  it('passes the result through when in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 100, 'x')).resolves.toBe(7);
  });

  it('rejects with StoreTimeoutError when late', async () => {
    const never = new Promise(() => {});
    await expect(withTimeout(never, 20, 'The database')).rejects.toBeInstanceOf(StoreTimeoutError);
  });
});
