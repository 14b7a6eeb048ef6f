import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A hot query built and compiled once per store (transactions included), then run again with new arguments.
 * Kysely builds and compiles every query it runs (tens of µs); the few queries on every request
 * (session lookup, chat list) skip that. `build` must pass each argument straight to the query as a
 * value (never branch on it or interpolate it): the compiled parameters equal to a placeholder
 * argument are swapped for the real ones. See docs/decisions/0082.
 */
export function reusableQuery<DB, Args extends (string | number | null)[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  // Keyed by the store's adapter, which a transaction shares with the Kysely instance it came from.
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db, ...args) => {
    const store = db.getExecutor().adapter;
    let entry = compiled.get(store);
    if (!entry) {
      const placeholders = args.map(
        (_, index) => `\u0000reusable-query-argument-${index}\u0000`,
      ) as unknown as Args;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((value) => placeholders.indexOf(value as string));
      if (new Set(slots.filter((slot) => slot >= 0)).size !== args.length) {
        throw new Error(`reusableQuery: every argument must appear as a parameter of: ${query.sql}`);
      }
      entry = { query, slots };
      compiled.set(store, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index]!;
      return slot >= 0 ? args[slot] : value;
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
