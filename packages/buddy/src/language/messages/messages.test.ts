import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { t } from './index.ts';
import { it as italian } from './it.ts';
import { pt } from './pt.ts';

const CATALOGUES = { es, fr, de, pt, it: italian } as const;
type Fn = (...args: unknown[]) => string;

describe('message catalogues', () => {
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    it(`${lang} has only English keys and keeps every variable the English text shows`, () => {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(Object.keys(en)).toContain(key);
        const english = en[key as MessageKey] as Fn;
        const args = Array.from({ length: english.length }, (_, i) => `«ARG${i}»`);
        const out = (message as Fn)(...args);
        expect(out.length).toBeGreaterThan(0);
        for (const arg of args)
          if (english(...args).includes(arg)) expect(out, `${lang}.${key}`).toContain(arg);
      }
    });
  }

  it('replies in the language asked for', () => {
    expect(t('es', 'bye')).toMatch(/^Hasta luego/);
    expect(t('de', 'pieceTempo', 90)).toBe('Es läuft mit 90 BPM.');
    expect(t('en', 'pieceTempo', 90)).toBe("It's at 90 BPM.");
  });
});
