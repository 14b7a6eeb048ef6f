import { describe, expect, it } from 'vitest';
import { detectLanguage, replyLanguageFor } from './detect.ts';

describe('detectLanguage', () => {
  it.each([
    ['a sad waltz in D minor', 'en'],
    ['make it faster', 'en'],
    ['lofi beat 80 bpm', 'en'],
    ['jazz in Bb', 'en'],
    ['una balada triste en la menor', 'es'],
    ['como mezclo las voces?', 'es'],
    ['hola', 'es'],
    ['progression jazz en do majeur', 'fr'],
    ['plus lent', 'fr'],
    ['bonjour', 'fr'],
    ['mach es schneller', 'de'],
    ['Akkorde in C-Dur', 'de'],
    ['danke', 'de'],
    ['mais rápido', 'pt'],
    ['uma bossa nova em ré menor', 'pt'],
    ['obrigado', 'pt'],
    ['più veloce', 'it'],
    ['accordi di do maggiore', 'it'],
    ['grazie', 'it'],
    // Mostly symbols and numbers, or words two languages share: spellings only one language uses decide.
    ['House in Es-Dur mit 124 bpm', 'de'],
    ['Lo-fi in g-Moll, 80 bpm', 'de'],
    ['Warum klingt ii-V-I so rund?', 'de'],
    ['por que o acorde de Ré menor soa triste?', 'pt'],
    ['você pode fazer um funk em lá menor?', 'pt'],
    ['o que é uma função de tônica?', 'pt'],
    ['¿por qué suena triste el iv?', 'es'],
    ["qu'est-ce qu'une cadence plagale ?", 'fr'],
    ['perché il V7 suona teso?', 'it'],
    ['notas del acorde de mi séptima (E7)', 'es'],
    ['perché', 'it'],
    ['Trance in a-Moll, 138 bpm', 'de'],
    ['deep house in si bemolle minore, 122 bpm', 'it'],
    ['why does a D7 sound good in C?', 'en'],
    ['a funk groove in E minor, 120 bpm', 'en'],
    ['Cのメジャー進行', 'ja'],
    ['ありがとう', 'ja'],
  ] as const)('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it.each(['dreamier', 'punchier', 'more reverb-y'])(
    'reads %s, short and with no sign of a language, as the chat so far (English by default)',
    (text) => {
      expect(detectLanguage(text)).toBe('en');
      expect(detectLanguage(text, 'fr')).toBe('fr');
    },
  );

  it.each(['jazzier pls', 'chiller', 'wassup', 'sup', 'whats figured bass', 'non chord tones?'])(
    'reads the short English %s as English',
    (text) => {
      expect(detectLanguage(text, 'es')).toBe('en');
    },
  );

  it('still hears a short message that clearly is another language', () => {
    expect(detectLanguage('oi tudo bem', 'en')).toBe('pt');
    expect(detectLanguage('más lento', 'en')).toBe('es');
    expect(detectLanguage('make it faster', 'es')).toBe('en');
  });

  it('reads text without words (chord symbols, numbers) as English', () => {
    expect(detectLanguage('120')).toBe('en');
    expect(detectLanguage('')).toBe('en');
  });

  it('replies to Japanese in English', () => {
    expect(replyLanguageFor('ja')).toBe('en');
    expect(replyLanguageFor('fr')).toBe('fr');
  });
});
