/**
 * A small search-param validator: what a route's `validateSearch` takes (it is a Standard Schema,
 * so the router infers the input and output types from it), plus zod-like `parse`/`safeParse` for
 * tests. Written by hand so that zod stays out of the start-up bundle (docs/decisions/0041).
 */

export interface SearchIssue {
  message: string;
}

export class SearchValidationError extends Error {
  readonly issues: SearchIssue[];
  constructor(issues: SearchIssue[]) {
    super(issues.map((issue) => issue.message).join('; '));
    this.name = 'SearchValidationError';
    this.issues = issues;
  }
}

export type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: SearchValidationError };

export interface SearchSchema<TInput, TOutput> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'riffmate';
    readonly validate: (value: unknown) => { value: TOutput } | { issues: SearchIssue[] };
    /** Types only (never set): what links may pass, and what the page reads. */
    readonly types?: { input: TInput; output: TOutput };
  };
  parse(value: unknown): TOutput;
  safeParse(value: unknown): SafeParseResult<TOutput>;
}

/** The search as an object of unknown values (anything else reads as an empty search). */
function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A search schema from a reader that returns the validated search or throws a
 * `SearchValidationError` for a search the page cannot open with.
 */
export function searchSchema<TInput, TOutput>(
  read: (search: Record<string, unknown>) => TOutput,
): SearchSchema<TInput, TOutput> {
  const safeParse = (value: unknown): SafeParseResult<TOutput> => {
    try {
      return { success: true, data: read(asRecord(value)) };
    } catch (error) {
      if (error instanceof SearchValidationError) return { success: false, error };
      throw error;
    }
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'riffmate',
      validate: (value) => {
        const result = safeParse(value);
        return result.success ? { value: result.data } : { issues: result.error.issues };
      },
    },
    parse: (value) => {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
    safeParse,
  };
}

/**
 * zod 4's `z.email()` pattern (zod/v4/core regexes.email), copied so the start-up bundle needs no
 * zod; search-schemas.test.ts checks both agree.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}
