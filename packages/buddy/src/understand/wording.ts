import { knownShare } from './classifier.ts';

/** Chat spellings of everyday words: "can u make it a lil faster", "gimme a bridge". */
const SLANG: readonly [RegExp, string][] = [
  [/\bgimme\b/gi, 'give me'],
  // "whats a mixolydian mode": the article, not the tonic A (a capital "A mixolydian" stays A).
  [
    /\b(what'?s|what is|whats|explain|describe|define)\s+a\s+(?=(?:ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian)\b)/g,
    '$1 ',
  ],
  // "needs a bass part", "it could use a string line": a part wished for is a part to add.
  [
    /\b(?:it |this )?(?:really )?(?:needs|could use|is missing) (an?|some) (?=(?:[a-z][\w-]* ){1,2}(?:part|line|layer)s?\b)/gi,
    'add $1 ',
  ],
  [/\blemme\b/gi, 'let me'],
  [/\bwanna\b/gi, 'want to'],
  [/\ba ?lil\b/gi, 'a little'],
  [/\blil\b/gi, 'little'],
  [/\babit\b/gi, 'a bit'],
  [/\b(?:cn|cna|caan)(?= (?:u|you|we|i|it|ya)\b)/gi, 'can'],
  [/\b(?:kinda|sorta|kind of|sort of) (?=[a-z]+er\b)/gi, 'a bit '],
  [/\b(?<=(?:can|could|would|will|do|did|if|when|thank|thanks|pls|please|plz) )u\b/gi, 'you'],
  [/\bu (?=make|add|put|give|take|drop|change|turn|do)\b/gi, 'you '],
  [/(?<=\w\w )r(?= \w)/gi, 'are'],
  // "r we in G", "r u sure": a question opened with "r".
  [/(?<=^|[,.!?]\s*)r(?= (?:we|u|you|they|these|those)\b)/gi, 'are'],
  [/\bhi hat(s?)\b/gi, 'hi-hat$1'],
  // "sunset vibes", "chill vibes": a feel, not a vibraphone ("with vibes", "piano, bass, vibes" are).
  [
    /(?<=\b[a-z0-9']+\s)(?<!\b(?:the|some|a|with|on|and|plus|add|adding|w|no|lose|drop|mute|swap|for|of|to|more|less)\s)vibes\b(?!\s+(?:melody|solo|part|line|on|playing|comping|chords|instead|for)\b)/gi,
    'feel',
  ],
  [/\bgtr(s?)\b|\bgtar(s?)\b|\bgit(s?)(?= (?:and|n|&|,|solo|part|riff|line|chords)\b)/gi, 'guitar$1$2$3'],
  // "diffrence", "diference", "differnce": the word every comparison question hangs on.
  [/\bdif(?:f?r[ae]nce|f?er[ae]nce|fern?ce|frence)\b/gi, 'difference'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|\w)/gi, 'with '],
  // Short words slipped ("take teh organ out"), too short for the typo reader below.
  [/\b(?:teh|hte)\b/gi, 'the'],
  [/\bwat(s?)\b/gi, 'what$1'],
  [/\b(?:agian|agin|agen)\b/gi, 'again'],
  // "the bas is 2 low": after an English article "bas" is the bass (French "plus bas" stays), and
  // "2" before a complaint is "too".
  [/(?<=\b(?:the|da|that|my|ur|your) )bas\b/gi, 'bass'],
  [/\b2 (?=(?:fast|slow|loud|quiet|soft|busy|low|high|long|short|much|dark|bright)\b)/gi, 'too '],
  // "the lead instrument", "the lead sound": the melody's instrument.
  [/\bthe (?:lead|main) (?:instrument|sound|synth line|voice|line)\b/gi, 'the melody'],
  // "can the melody be a piano too", "could the bass be an upright": a swap asked as a question.
  [
    /\b(?:can|could|should|would) (?:the|that) (\w+(?: \w+)?) (?:be|sound like) (an?|the) (?=\w)/gi,
    'change the $1 to $2 ',
  ],
  // "make the melody a piano too": "too" adds nothing to the swap.
  [/(?<=\b(?:a|an) [a-z]+) too\b/gi, ''],
  // "the beepy sound", "that bleepy synth": the square lead most cards carry.
  [
    /\b(?:the|that) (?:beepy|bleepy|beeping|bleeping|chiptuney|8-bit) (?:sound|synth|thing|noise|lead|one)\b/gi,
    'the melody',
  ],
];

/** "too fast" asks for the opposite: slower. */
const OPPOSITES: Readonly<Record<string, string>> = {
  fast: 'slower',
  quick: 'slower',
  slow: 'faster',
  loud: 'softer',
  quiet: 'louder',
  soft: 'louder',
  busy: 'simpler',
  cluttered: 'simpler',
  sparse: 'busier',
  empty: 'busier',
  thin: 'busier',
  dark: 'brighter',
  bright: 'darker',
  long: 'shorter',
  short: 'longer',
  high: 'lower',
  low: 'higher',
  sad: 'happier',
  happy: 'sadder',
};
const TOO_RE = new RegExp(
  `\\b(?:(?:it'?s|its|it is|that'?s|thats|this is|it feels|feels)\\s+)?(a (?:bit|little|tad)|way|much|kinda|slightly|bit)?\\s*too (${Object.keys(OPPOSITES).join('|')})\\b`,
  'gi',
);
/**
 * "add drums, nothing too busy", "a melody on top, nothing crazy", "no need to go wild": a hedge on
 * the ask, with no change of its own (it is no "no drums", nor a mood to restyle the piece by).
 */
const HEDGE_RE =
  /\s*(?:(?:[,;]|\b(?:but|just|and|n))\s*)?\b(?:(?:nothing|nothin|nuthin)\s+(?:(?:too|that|so|super|very|overly)\s+)?(?:busy|crazy|fancy|wild|complicated|complex|flashy|much|over the top|extreme|intense|elaborate|heavy|loud|big|mad)|no need to (?:go )?(?:wild|crazy|nuts|overboard|over the top|overdo it)|(?:don'?t|dont|do not) (?:go )?(?:wild|crazy|nuts|overboard|over the top|overdo it))\b|(?:^|[,;]|\bbut\b)\s*not (?:too|overly|super) (?:busy|crazy|fancy|wild|much|complicated|complex|flashy|intense|elaborate|heavy|loud)\b/gi;
/**
 * "too much going on", "it's kinda empty": how it sounds, as the change that answers it. ("my mix
 * sounds muddy" describes the user's own track, a problem to advise on, not the piece.)
 */
const FULLNESS: readonly [RegExp, string][] = [
  [
    /(?<!\b(?:my|our) (?:[\w'-]+ ){1,3})\b(?:too much going on|too many notes|(?:it'?s|its|it is|feels|sounds) (?:kinda |a bit |pretty |really |so |way )?(?:cluttered|crowded|muddy|messy))\b/gi,
    'simpler',
  ],
  [
    /(?<!\b(?:my|our) (?:[\w'-]+ ){1,3})\b(?:(?:it'?s|its|it is|feels|sounds) (?:kinda |a bit |pretty |really |so |way )?(?:empty|bare|thin|sparse))\b/gi,
    'busier',
  ],
];
/**
 * "a darker register", "it's a bit shrill": where the notes sit, said as the octave move that
 * answers it (a register is pitch, not a mode: "darker register" keeps the key).
 */
const REGISTER: readonly [RegExp, string][] = [
  [
    /\b(?:(?:in|into|to|at)\s+)?(?:an?\s+|the\s+)?(?:darker|lower|deeper|warmer)\s+(?:register|octave)\b/gi,
    'down an octave',
  ],
  [
    /\b(?:(?:in|into|to|at)\s+)?(?:an?\s+|the\s+)?(?:higher|brighter)\s+(?:register|octave)\b/gi,
    'up an octave',
  ],
  [
    /(?<!\bless\s)(?:\s*(?:'s|\bis|\bare|\bsounds?|\bfeels?|\bit'?s|\bits|\bthat'?s|\bthats))?(?:\s+(?:a bit|a little|bit|kinda|too|so|way|really|pretty))*(?<!\bless)\s+(?:shrill|piercing|screechy)\b/gi,
    ' down an octave',
  ],
];
/** "crank up the bass", "turn down the drums": the words the edit reader knows, "turn the bass up". */
const TURN_RE =
  /\b(?:turn|crank|pump|bring|boost|push) (up|down) (the (?!tempo|speed|pace|bpm|key|pitch|swing|octave)[a-z-]+|everything|it all)\b/gi;

/**
 * "make the guitar an acoustic", "turn the piano electric": the kind said without the instrument
 * names the same instrument again ("an acoustic guitar"), which the instrument readers know.
 */
const KIND_OF_RE =
  /\b(make|turn|switch|change)(\s+(?:the|my|that|this)\s+(guitar|piano|bass)\s+)(?:(?:in)?to\s+)?(?:an?\s+)?(acoustic|electric)\b(?!\s+(?:guitar|piano|bass|keys)\b)/gi;

/**
 * "acoustic and upright bass", "acoustic + electric guitar", "take the electric out": "acoustic" or
 * "electric" said alone as an instrument is a player's guitar ("make it acoustic", "acoustic
 * treatment" stay, and so does "acoustic only", which may mean every instrument).
 */
const BARE_ACOUSTIC_RE =
  /(?<!\b(?:it|this|that|more|less|all|fully|purely|very|sound|sounds|feel|feels|be|is|are|go|get|keep it)\s+)\bacoustic(s?)\b(?=\s*(?:$|[,.;:!?+&/)]|(?:and|n|or|plus|with|too|instead|strumming|strummed)\b))/gi;
const BARE_ELECTRIC_RE =
  /(?<=\b(?:the|an|my|that|this)\s+)electric(s?)\b(?=\s*(?:$|[,.;:!?+&/)]|(?:and|n|or|plus|out|off|too|instead)\b))/gi;

/** Words a typo of which should still be read ("sloer" is "slower"). */
const EDIT_WORDS = [
  'slower',
  'faster',
  'louder',
  'softer',
  'quieter',
  'busier',
  'simpler',
  'sparser',
  'darker',
  'brighter',
  'happier',
  'sadder',
  'heavier',
  'longer',
  'shorter',
  'higher',
  'octave',
  'transpose',
  'drums',
  'melody',
  'bassline',
  'chords',
  'chorus',
  'bridge',
  'intro',
  'outro',
  'swing',
  'tempo',
  'remove',
  'please',
  // Words that tell a new piece from an edit ("somthing totally different", "for anotehr tune").
  'something',
  'another',
  'different',
  'unrelated',
  // Instruments, so "swap the sax for a trumpt" still names one.
  'trumpet',
  'trombone',
  'saxophone',
  'guitar',
  'piano',
  'violin',
  'cello',
  'strings',
  'flute',
  'clarinet',
  'organ',
  'rhodes',
  'synth',
  'marimba',
  'ukulele',
  'banjo',
  'accordion',
  'bassoon',
  'harmonica',
  'vibraphone',
];

/** Words that are themselves meant, though one slip from an edit word ("lower" is not "slower"). */
const KNOWN = new Set([
  ...EDIT_WORDS,
  ...Object.keys(OPPOSITES),
  ...Object.values(OPPOSITES),
  'lower',
  // "a simple melody" describes a new line; it is no "simpler" edit.
  'simple',
  'bridges',
  // A plural or singular is meant as typed ("a string part", "two guitars").
  'string',
  'guitars',
  'pianos',
  'violins',
  'cellos',
  'flutes',
  'organs',
  'synths',
  'trumpets',
  'trombones',
  'clarinets',
]);

/**
 * Whether a word is another with one letter dropped, doubled in or two letters swapped ("sloer",
 * "bussier", "brigther"). A letter replaced is not counted: "master" and "lover" are words.
 */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word the classifier does not know, one typo away from an edit word, is that word. */
function fixTypo(word: string): string {
  if (word.length < 5 || KNOWN.has(word) || knownShare(word) === 1) return word;
  return EDIT_WORDS.find((w) => oneSlipApart(word, w)) ?? word;
}

/**
 * English as musicians type it, in the words the readers know: chat spellings ("u", "lil",
 * "gimme"), "too fast" as "slower", "crank up the bass" as "turn the bass up", and one-letter typos
 * of edit words ("sloer", "fastr"). Lower-cases nothing the readers need: chord symbols and keys
 * keep their case.
 * @example everydayEnglish('its too fast lol') // 'slower lol'
 * @example everydayEnglish('can u make it a lil faster') // 'can you make it a little faster'
 */
export function everydayEnglish(text: string): string {
  let out = text;
  for (const [re, to] of SLANG) out = out.replace(re, to);
  out = out.replace(HEDGE_RE, '');
  for (const [re, to] of REGISTER) out = out.replace(re, to);
  out = out.replace(
    TOO_RE,
    (m: string, degree: string | undefined, word: string, at: number, all: string) => {
      // "it loops too fast" says the loop is short, not that the tempo is high.
      if (/\b(?:loops?|repeats?|cycles?|comes? around)\s*$/i.test(all.slice(0, at))) return m;
      const opposite = OPPOSITES[word.toLowerCase()]!;
      const much = degree === 'way' || degree === 'much' ? 'much ' : degree ? 'a bit ' : '';
      return `${/^\s/.test(m) ? ' ' : ''}${much}${opposite}`;
    },
  );
  // ("bass sounds muddy, bring it up an octave": the octave asked is the answer to how it sounds.)
  if (!/\boctaves?\b/i.test(out)) for (const [re, to] of FULLNESS) out = out.replace(re, to);
  out = out.replace(
    KIND_OF_RE,
    (_m, verb: string, what: string, noun: string, kind: string) =>
      `${verb}${what}${/^make$/i.test(verb) ? '' : 'into '}an ${kind} ${noun}`,
  );
  out = out.replace(BARE_ACOUSTIC_RE, (_m, plural: string) => `acoustic guitar${plural}`);
  out = out.replace(BARE_ELECTRIC_RE, (_m, plural: string) => `electric guitar${plural}`);
  out = out.replace(TURN_RE, (_m, dir: string, what: string) =>
    what === 'everything' || what === 'it all' ? `turn it ${dir}` : `turn ${what} ${dir}`,
  );
  return out.replace(/\b[a-z]{5,}\b/g, fixTypo);
}
