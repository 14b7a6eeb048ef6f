import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { describe, expect, it } from 'vitest';
import { explain } from '../explain.ts';
import { respond } from '../respond.ts';
import type { ChatTurn, ComposerReply } from '../types.ts';

/** Run a chat and return every reply, storing each assistant turn's state as a chat would. */
function chat(messages: readonly string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of messages) {
    turns.push({ role: 'user', text });
    const r = respond(turns, { seed: 11 });
    replies.push(r);
    turns.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}

// Words of the English templates (summaries, hints, edit descriptions, facts) that must not leak
// into a reply written for another language.
const ENGLISH = [
  "Here's",
  'piece in',
  'Done —',
  'moved',
  "Now it's",
  'Progression:',
  'Want ',
  'Shall I',
  "It's",
  ' the ',
  'semitone',
  'seventh',
  'major',
  'minor',
  'swung',
  'took out',
  'went from',
];

// A compose, an edit, a question about the piece, and a theory fact, each with a word the reply
// must carry in its language.
const CHATS: Readonly<Record<string, readonly (readonly [string, string, ComposerReply['intent']])[]>> = {
  es: [
    ['un groove de funk en mi menor a 110 con bajo y batería', 'compases', 'compose'],
    ['quita la batería', 'he quitado', 'edit'],
    ['¿cuántos compases tiene?', 'compases', 'piece-question'],
    ['¿cuál es la relativa menor de do mayor?', 'la menor', 'theory-fact'],
  ],
  fr: [
    ['un beat lofi en mi bémol majeur à 80 bpm', 'mesures', 'compose'],
    ['un peu plus lent', 'le tempo est passé', 'edit'],
    ["c'est quel tempo ?", 'BPM', 'piece-question'],
    ['quelles sont les notes de l’accord de sol 7 (G7) ?', 'septième de dominante', 'theory-fact'],
  ],
  de: [
    ['Funk in e-Moll mit Bass, Schlagzeug und Saxophon', 'Takt', 'compose'],
    ['den Bass eine Oktave höher', 'verschoben', 'edit'],
    ['welche Tonart ist das?', 'e-Moll', 'piece-question'],
    ['Intervall zwischen C und G?', 'reine Quinte', 'theory-fact'],
  ],
  pt: [
    ['samba em ré menor com violão, baixo e bateria', 'compassos', 'compose'],
    ['sobe um tom', 'mi menor', 'edit'],
    ['qual é o tom?', 'mi menor', 'piece-question'],
    ['escala de si bemol maior', 'si bemol maior', 'theory-fact'],
  ],
  it: [
    ['beat lofi in mi bemolle maggiore a 80 bpm', 'battute', 'compose'],
    ['aggiungi gli archi', 'ho aggiunto', 'edit'],
    ['che tonalità è?', 'mi bemolle maggiore', 'piece-question'],
    ["che intervallo c'è tra do e sol?", 'quinta giusta', 'theory-fact'],
  ],
};

describe('replies in the user’s language', () => {
  for (const [lang, turns] of Object.entries(CHATS)) {
    it(`${lang}: compose, edit, piece question and theory fact carry no English template words`, () => {
      const replies = chat(turns.map(([text]) => text));
      replies.forEach((reply, i) => {
        const [, word, intent] = turns[i]!;
        expect(reply.intent, reply.text).toBe(intent);
        expect(reply.text).toContain(word);
        for (const english of ENGLISH) expect(reply.text, `${lang}: "${english}"`).not.toContain(english);
      });
    });
  }

  // Chord explanations: the catalogue text, and the key, interval and degree names and lists passed in.
  const EXPLAINED: Readonly<Record<string, readonly string[]>> = {
    es: [
      'es el iv de do mayor',
      'do menor, la homónima',
      'una tercera mayor',
      'Comparten C y G',
      'La relativa de la mayor es fa sostenido menor',
      '3 sostenidos',
      'Los acordes prestados',
      'Funciones de los acordes en do mayor',
      'primera inversión',
      'Un acorde suspendido',
      'tritono B–F',
      'quinta justa G (7)',
      'La conducción de voces',
      'tercera de picardía',
      'La napolitana (bII)',
      'De do mayor a sol mayor',
      'La armonía de jazz',
      'Menor natural de la',
      'El círculo de quintas',
      'sol mayor (1 sostenido)',
    ],
    fr: [
      'est le iv de do majeur',
      'homonyme do mineur',
      'une tierce majeure',
      'Ils ont en commun C et G',
      'Le relatif de la majeur est fa dièse mineur',
      '3 dièses',
      'Les accords d’emprunt',
      'Les fonctions des accords en do majeur',
      'premier renversement',
      'Un accord suspendu',
      'triton B–F',
      'quinte juste G (7)',
      'La conduite des voix',
      'tierce picarde',
      'La sixte napolitaine',
      'De do majeur à sol majeur',
      'L’harmonie jazz',
      'Mineur naturel de la',
      'Le cycle des quintes',
      'sol majeur (1 dièse)',
    ],
    de: [
      'ist die Stufe iv in C-Dur',
      'Varianttonart c-Moll',
      'eine große Terz',
      'Gemeinsam haben sie C und G',
      'f#-Moll ist die Paralleltonart von A-Dur',
      '3 Kreuze',
      'Geborgte Akkorde',
      'Akkordfunktionen in C-Dur',
      'erste Umkehrung',
      'Ein Sus-Akkord',
      'Tritonus B–F',
      'reine Quinte G (7)',
      'Stimmführung heißt',
      'picardische Terz',
      'Der Neapolitaner',
      'Von C-Dur nach G-Dur',
      'Jazzharmonik klingt',
      'A natürliches Moll',
      'Der Quintenzirkel',
      'G-Dur (1 Kreuz)',
      'H-Dur (5 Kreuze)',
    ],
    pt: [
      'é o iv de dó maior',
      'homônima dó menor',
      'uma terça maior',
      'Têm em comum C e G',
      'A relativa de lá maior é fá sustenido menor',
      '3 sustenidos',
      'Acordes emprestados',
      'Funções dos acordes em dó maior',
      'primeira inversão',
      'Um acorde suspenso',
      'trítono B–F',
      'quinta justa G (7)',
      'Condução de vozes',
      'terça de picardia',
      'O acorde napolitano',
      'De dó maior para sol maior',
      'A harmonia jazz',
      'Menor natural de lá',
      'O ciclo das quintas',
      'sol maior (1 sustenido)',
    ],
    it: [
      'è il iv di do maggiore',
      'omologa do minore',
      'una terza maggiore',
      'Hanno in comune C e G',
      'La relativa di la maggiore è fa diesis minore',
      '3 diesis',
      'Gli accordi in prestito',
      'Le funzioni degli accordi in do maggiore',
      'primo rivolto',
      'Un accordo sospeso',
      'tritono B–F',
      'quinta giusta G (7)',
      'La condotta delle voci',
      'terza piccarda',
      'La sesta napoletana',
      'Da do maggiore a sol maggiore',
      'L’armonia jazz',
      'Minore naturale di la',
      'Il circolo delle quinte',
      'sol maggiore (1 diesis)',
    ],
  };
  for (const [lang, words] of Object.entries(EXPLAINED)) {
    it(`${lang}: every explanation topic is translated`, () => {
      const l = lang as 'es' | 'fr' | 'de' | 'pt' | 'it';
      const text = [
        explain('why does Fm sound so sad in C major?', { lang: l })?.text,
        explain('what is the difference between C and Cm?', { lang: l })?.text,
        explain('explain relative and parallel keys in A major', { lang: l })?.text,
        explain('what are borrowed chords?', { lang: l })?.text,
        explain('explain chord functions in C major', { lang: l })?.text,
        explain('what are chord inversions?', { lang: l })?.text,
        explain('what is a sus4 chord?', { lang: l })?.text,
        explain('explain tension and release in C major', { lang: l })?.text,
        explain('what are intervals?', { lang: l })?.text,
        explain('explain voice leading in C major', { lang: l })?.text,
        explain('what is a picardy third in A minor?', { lang: l })?.text,
        explain('what is the neapolitan chord in A minor?', { lang: l })?.text,
        explain('what is a pivot chord modulation?', { lang: l })?.text,
        explain('how do I make chords sound jazzy in C major?', { lang: l })?.text,
        explain('harmonic minor vs melodic minor in A', { lang: l })?.text,
        explain('explain the circle of fifths in C major', { lang: l })?.text,
      ].join('\n');
      for (const w of words) expect(text).toContain(w);
      for (const english of [...ENGLISH, 'share', 'The difference', 'key', 'sharps', 'and', 'function']) {
        // Whole words, so Italian "minore" does not count as "minor".
        const word = new RegExp(`(?<![\\p{L}])${english.trim()}(?![\\p{L}])`, 'u');
        expect(text, `${lang}: "${english}"`).not.toMatch(word);
      }
    });
  }

  it('a message of mostly English-looking words with a foreign key name is answered in that language', () => {
    const [de] = chat(['Techno in f-Moll, 130 bpm']);
    expect(de!.text).toContain('Hier ist');
    expect(de!.text).toContain('f-Moll');
    const [it] = chat(['techno in fa minore, 130 bpm']);
    expect(it!.text).toContain('fa minore');
  });

  it('English made of loanwords and a bare key name stays English', () => {
    // "piano", "trio", "solo" are Italian too; "in Eb" is a key in every language.
    for (const text of ['piano trio in Eb', 'piano solo in C', 'bossa nova in F'])
      expect(chat([text])[0]!.text, text).toMatch(/^Here's/);
  });

  // An uploaded MIDI file: the analysis and, when asked, the change, in the user's language.
  const UPLOAD: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
    es: [
      'analiza este archivo MIDI',
      'añade batería',
      ['Esto es lo que oigo en', 'Tonalidad: re menor', 'Acordes por compás', 'Hecho'],
    ],
    fr: [
      'analyse ce fichier MIDI',
      'monte-le d’un ton',
      ['Voici ce que j’entends dans', 'Tonalité : ré mineur', 'Accords par mesure', 'C’est fait'],
    ],
    de: [
      'Analysiere bitte diese Datei',
      'füge Schlagzeug hinzu',
      ['Das höre ich in', 'Tonart: d-Moll', 'Akkorde pro Takt', 'Erledigt'],
    ],
    pt: [
      'analise este arquivo MIDI',
      'suba um tom',
      ['Isto é o que ouço em', 'Tom: ré menor', 'Acordes por compasso', 'Feito'],
    ],
    it: [
      'analizza questo file MIDI',
      'aggiungi la batteria',
      ['Ecco cosa sento in', 'Tonalità: re minore', 'Accordi per battuta', 'Fatto'],
    ],
  };
  for (const [lang, [analyse, change, words]] of Object.entries(UPLOAD)) {
    it(`${lang}: answers about an uploaded MIDI file are translated`, () => {
      const turns: ChatTurn[] = [
        { role: 'user', text: analyse, midi: uploadedSongMidi(), fileId: 'f1', filename: 'a.mid' },
      ];
      const first = respond(turns, { seed: 11 });
      turns.push({ role: 'assistant', text: first.text, state: null }, { role: 'user', text: change });
      const second = respond(turns, { seed: 11 });
      const text = `${first.text}\n${second.text}`;
      expect(first.intent).toBe('upload');
      for (const w of words) expect(text).toContain(w);
      for (const english of [
        "Here's what I hear",
        'Key:',
        'Chords per bar',
        'Instruments:',
        'Want me to change',
        'Done —',
      ])
        expect(text, `${lang}: "${english}"`).not.toContain(english);
    });
  }
});
