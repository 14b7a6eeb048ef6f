/** One onset of a step pattern: its step, how many steps it lasts, and its character. */
export interface PatternHit {
  readonly step: number;
  readonly length: number;
  readonly char: string;
}

/** A parsed one-bar pattern. */
export interface ParsedPattern {
  readonly steps: number;
  readonly hits: readonly PatternHit[];
}

const cache = new Map<string, ParsedPattern>();

/**
 * Parse a step string (one character per sixteenth; `-` holds the previous hit, `.` is a rest,
 * spaces are ignored; any other character is a hit).
 * @example parseSteps('x--.x...').hits // [{ step: 0, length: 3, char: 'x' }, { step: 4, length: 1, char: 'x' }]
 */
export function parseSteps(pattern: string): ParsedPattern {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const chars = pattern.replace(/\s+/g, '');
  const hits: PatternHit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '-' || c === '.') continue;
    let len = 1;
    while (chars[i + len] === '-') len++;
    hits.push({ step: i, length: len, char: c });
  }
  const parsed = { steps: chars.length, hits };
  cache.set(pattern, parsed);
  return parsed;
}
