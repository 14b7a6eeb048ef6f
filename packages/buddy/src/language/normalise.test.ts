import { describe, expect, it } from 'vitest';
import { normaliseForeign } from './normalise.ts';

describe('normaliseForeign', () => {
  it.each([
    // solfège with mode words and accidentals
    ['fr', 'progression jazz en do majeur', 'progression jazz in C major'],
    ['fr', 'quelles sont les notes de si bémol majeur', 'what are the notes of Bb major'],
    ['fr', 'fa# mineur', 'F# minor'],
    ['es', 'una balada triste en la menor', 'a ballad sad in A minor'],
    ['es', 'sib mayor', 'Bb major'],
    ['es', 'hazlo en mi menor con batería', 'make it in E minor with drums'],
    ['es', 'un blues en mi', 'a blues in E'],
    ['es', 'do sostenido menor', 'C# minor'],
    ['pt', 'uma bossa nova em ré menor', 'a bossa nova in D minor'],
    ['pt', 'quais são as notas de dó maior', 'what are the notes of C major'],
    ['it', 'un valzer triste in re minore', 'a waltz sad in D minor'],
    ['it', 'fa diesis maggiore', 'F# major'],
    // chord lists in solfège
    ['pt', 'Sol Re Mim Do', 'G D Em C'],
    ['es', 'Do Lam Fa Sol7', 'C Am F G7'],
    // German letter names
    ['de', 'ein trauriger Walzer in fis-Moll', 'a sad waltz in F# minor'],
    ['de', 'welche Noten hat H-Dur', 'what notes are in B major'],
    ['de', 'Akkorde in B-Dur', 'chords in Bb major'],
    ['de', 'Es-Dur', 'Eb major'],
    ['de', 'mach es schneller', 'make it faster'],
    ['de', 'füge Schlagzeug hinzu', 'add drums'],
    // edits and tempo
    ['es', 'más movido', 'busier'],
    ['fr', 'plus chargée', 'busier'],
    ['de', 'lebendiger', 'livelier'],
    ['pt', 'mais movimentado', 'busier'],
    ['it', 'più semplice', 'simpler'],
    ['fr', 'plus lent', 'slower'],
    ['it', 'più veloce', 'faster'],
    ['pt', 'mais rápido', 'faster'],
    ['es', 'transporta un tono arriba', 'transpose a whole step up'],
    ['it', 'aggiungi la batteria', 'add the drums'],
    // Japanese
    ['ja', 'Cのメジャー進行', 'C major progression'],
    ['ja', 'ハ長調の進行', 'C major progression'],
    ['ja', '変ロ長調のジャズ', 'Bb major jazz'],
    ['ja', '嬰ヘ短調のワルツ', 'F# minor waltz'],
    ['ja', 'もっと速く', 'faster'],
    ['ja', 'ラのマイナースケールの構成音は？', 'A minor scale notes?'],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(normaliseForeign(text, lang)).toBe(expected);
  });

  it('keeps words that only look like notes', () => {
    // Portuguese "sim" (yes) is not B minor; Spanish "mi casa" is not E.
    expect(normaliseForeign('tocar sim', 'pt')).toBe('play sim');
    expect(normaliseForeign('en mi casa', 'es')).toBe('in my casa');
  });

  it('keeps typed chord symbols out of the glossary', () => {
    // Portuguese "em" means "in", but the chord Em stays a chord.
    expect(normaliseForeign('acordes Am Em C G', 'pt')).toBe('chords Am Em C G');
    expect(normaliseForeign('Em dó maior, uma valsa', 'pt')).toBe('in C major, a waltz');
  });

  it('keeps roman-numeral progressions out of the glossary', () => {
    // Italian "i" is "the", Spanish "vi" is "I saw": inside a progression they are numerals.
    expect(normaliseForeign('perché un ii-V-I suona risolto?', 'it')).toBe('why a ii-V-I sounds resolved?');
    expect(normaliseForeign('i VI III VII in do minore', 'it')).toBe('i VI III VII in C minor');
    expect(normaliseForeign('i bassi e la batteria', 'it')).toBe('the bass and the drums');
    expect(normaliseForeign('¿por qué el V7 resuelve a la tónica?', 'es')).toContain('resolves');
  });

  it('reads the word after a French or Italian elision', () => {
    expect(normaliseForeign('comment éviter la latence quand j’enregistre', 'fr')).toBe(
      'how avoid the latency when record',
    );
    expect(normaliseForeign('come allenare l’orecchio', 'it')).toBe('how train ear');
  });

  it('reads intervals between solfège names, tempos after "a", and Japanese word order', () => {
    expect(normaliseForeign('¿qué intervalo hay entre do y sol?', 'es')).toBe(
      'what interval is between C and G?',
    );
    expect(normaliseForeign('reggae en sol majeur à 75', 'fr')).toBe('reggae in G major at 75');
    expect(normaliseForeign('CとGの音程は？', 'ja')).toBe('interval between C and G?');
    expect(normaliseForeign('サックスを消して', 'ja')).toBe('remove saxophone');
    expect(normaliseForeign('ドリアンとエオリアンの違いは？', 'ja')).toBe(
      'difference between dorian and aeolian?',
    );
  });

  it('never translates a quoted title', () => {
    expect(normaliseForeign('cifra de "garota de ipanema"', 'pt')).toBe('chords of "garota de ipanema"');
  });

  it('keeps a quoted Japanese title for the song check', () => {
    expect(normaliseForeign('「紅蓮華」のコードを教えて', 'ja')).toBe('chords of "紅蓮華" tell me');
  });

  it('returns English text unchanged', () => {
    expect(normaliseForeign('a sad waltz in D minor', 'en')).toBe('a sad waltz in D minor');
  });
});
