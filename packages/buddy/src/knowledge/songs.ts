import { REPLY_LANGUAGES, type ReplyLanguage } from '../language/messages/index.ts';
import { STYLE_APPROXIMATIONS } from '../style-approx.ts';
import { STYLE_WORDS } from '../styles.ts';
import { PHRASES } from './phrases.ts';

/** A request for an existing song's chords, tab or notes. */
export interface SongRequest {
  /** The song as the user named it ("Wonderwall", "Hotel California by the Eagles"). */
  readonly title: string;
}

// Words that describe music in general: a "song" made only of these is not a named song
// ("chords for sad songs", "tabs for beginners").
const GENERIC = new Set(
  `a an the my your our this that it these those some any me us song songs piece pieces tune tunes
  track music sad happy dark calm chill love jazz jazzy blues bluesy pop rock funk soul folk country
  metal punk reggae latin bossa nova lofi lo-fi ambient classical cinematic epic ballad ballads waltz
  march beginner beginners guitar guitars piano ukulele bass drums strings key keys major minor scale
  scales progression progressions verse chorus bridge intro outro melody melodies riff riffs solo
  solos beat beats groove grooves c d e f g b sharp flat dorian mixolydian lydian phrygian easy simple
  basic common popular famous good nice cool new fast slow upbeat slow mellow gospel christmas wedding
  each every all both one two three four five bar bars 12-bar twelve-bar blues progression better
  faster cleaner louder softer along well properly midi file files card export playback first second
  third last half end start beginning middle section part top bottom of in on richer jazzier spicier
  fancier lusher extended colourful colorful interesting different other more less old nicer
  prettier darker brighter happier sadder bigger fuller letters letter names name numbers numerals
  roman symbols words notation text plain english full order detail ghost note notes snare kick hats hi-hat
  cymbals fills hands hand independently together pedal sustain vibrato bends slides logic ableton fl
  studio garageband cubase reaper bitwig pro tools musescore daw`.split(/\s+/),
);

// Words of music theory and craft: a title made of these ("the whole tone scale", "circle of
// fifths") names a thing to explain, not a song.
const MUSIC_TERMS = new Set(
  `whole tone tones half step steps circle fifths fourths thirds sixths sevenths fifth fourth third
  sixth seventh ninth eleventh thirteenth second octave octaves unison interval intervals chord
  chords triad triads dominant diminished augmented suspended sus harmonic melodic natural pentatonic
  chromatic relative parallel neapolitan italian german french picardy tritone cadence cadences
  modulation inversion inversions voicing voicings voice leading mode modes tonic subdominant
  leading degree degrees sharps flats signature signatures time meter swing shuffle triplets
  syncopation polyrhythm polyrhythms counterpoint harmony harmonies arpeggio arpeggios walking
  turnaround turnarounds backdoor tritone substitution borrowed secondary tension release theme
  standard standards tune blues bebop altered ionian aeolian locrian phrygian odd meters drop tuning
  tunings`.split(/\s+/),
);

// Every style's name, longest first ("lofi hip hop" before "lofi"): a style, not a title.
const STYLE_NAMES_RE = new RegExp(
  `(?<![\\w'])(?:${[...STYLE_WORDS, ...STYLE_APPROXIMATIONS]
    .flatMap((s) => s.names)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&'))
    .join('|')})(?![\\w'])`,
  'g',
);

/**
 * How many words of a title are neither general nor music terms ("folsom prison blues" has two,
 * "the whole tone scale" none): the words only a song's name would hold.
 */
function plainTitleWords(title: string): number {
  return title
    .toLowerCase()
    .replace(STYLE_NAMES_RE, ' ')
    .split(/[\s,]+/)
    .filter((w) => /^[a-z']{3,}$/.test(w) && !GENERIC.has(w) && !MUSIC_TERMS.has(w)).length;
}

// Words of a sentence about the music at hand, never of a short title ("what key are we in now").
const SENTENCE_WORDS =
  /\b(?:i|we|you|u|r|me|my|it|its|why|what|whats|which|how|when|where|who|is|are|am|was|do|does|did|can|could|would|should|want|add|make|play|explain|keep|list|show|give|tell|spell|name|another|same|but|then|now|here|there|those|these|this|if|so|please|pls|using|slowly|exactly|general|our)\b/i;

/**
 * A title that can only be a song's: a short name with two words no style, technique or theory
 * term would hold ("folsom prison blues", "back in black", "pride and joy"), and nothing of a
 * sentence or a key in it. Such a name wins over the blues or the topic its words suggest.
 * @example plainlySongTitle('folsom prison blues') // true
 * @example plainlySongTitle('e phrygian, 140, distorted guitar and drums') // false
 */
export function plainlySongTitle(title: string): boolean {
  return (
    /^[a-z' ]+$/i.test(title) &&
    title.split(/\s+/).length <= 6 &&
    !SENTENCE_WORDS.test(title) &&
    !/(?:^|\s)[b-g](?:\s|$)/i.test(title) &&
    plainTitleWords(title) >= 2
  );
}

const COVER_RE = /^(?:(?:can|could|would|will) (?:you|u|ya) )(?:do|cover)\s+(.+)$/i;

const PATTERNS: readonly RegExp[] = [
  // "how does Smells Like Teen Spirit go", "how does the intro of Clocks go"
  /^how (?:does|do) (?:the (?:song |tune )?)?(?:(?:intro|riff|solo|chorus|verse|melody|bridge|outro|hook) (?:to|of|from|in) )?(.+?) go$/i,
  // "chords for Wonderwall", "the tab of Smoke on the Water", "lyrics to Yesterday"
  /\b(?:chords?|chord chart|chord progression|progression|chord changes|changes|tabs?|tablature|sheet music|score|notes|melody|riff|intro|outro|solo|lyrics|midi|bass ?line|bass part|bass riff|drum part|drum beat|guitar part|piano part|vocal line|hook)\s+(?:for|of|to|from|in)\s+(?!the key\b)(.+)$/i,
  // "what chords does Wonderwall use", "which key is Jolene in" ("which chords do people hear"
  // asks about listeners, no title).
  /^(?:what|which) (?:chords?|key|notes|progression) (?:does|do|is|are) (?!(?:we|you|u|i|it|they|this|that|those|these|there|here|people|folks|listeners|the audience|the listener|everyone|everybody|others|other people|someone|anyone)\b)(.+?)(?: (?:use|have|in))?$/i,
  // "the notes in the Smoke on the Water riff", "the Back in Black intro"
  /\b(?:in|of|for|to) the (.+?) (?:riff|intro|outro|solo|chords|chord progression|bass ?line|melody|hook|tab)$/i,
  // "do you know Wonderwall", "you know the song Creep?"
  /^(?:do |d'?)?(?:you|u|ya) know (?:the song |the tune |how to play )?(?!(?:what|how|why|when|where|who|if|any|a|an|the difference|about)\b)(.+)$/i,
  // "how do I play Hallelujah on guitar", "can you play Yesterday"
  /\b(?:how (?:do i|do you|to|can i|would i) play|(?:can|could) (?:you|u) play|play me|teach me)\s+(.+?)(?:\s+on (?:the )?(?:guitar|piano|ukulele|bass|keys))?$/i,
  // "can u do Smoke on the Water", "could you cover Hotel California": a title only when it holds
  // two words no style or technique would (see findSongRequest).
  COVER_RE,
  // "Wonderwall chords", "Let It Be by the Beatles tab"
  /^(?:the\s+)?(.+?)\s+(?:chords?|tabs?|tablature|sheet music|lyrics)$/i,
  // "play Für Elise": a bare title after "play", when nothing in it asks for a new piece or a change
  // ("play it faster", "play something in D", "play jazz with brushes").
  /^play\s+(?!.*\b(?:something|anything|again|back|faster|slower|louder|softer|quieter|more|less|in|with|at|bpm|bars?|style|version|it|this|that)\b)(.+)$/i,
];

/**
 * What may trail a song request without being part of the title: politeness, a capo or tuning
 * note, the instrument ("… chords? capo 2", "… in drop d tuning", "… for guitar pls").
 */
const ASIDE =
  /[\s,;:?!.(-]+(?:please|pls|plz|thanks|thank you|thx|(?:with |w\/ ?)?(?:a |the )?capo(?: on)?(?: (?:the )?\d+(?:st|nd|rd|th)?(?: fret)?)?|(?:in )?(?:standard|drop [a-g]|open [a-g]|half[- ]step down) tuning|(?:on|for) (?:the )?(?:guitar|piano|ukulele|uke|bass|keys|beginners))\)?$/i;

function cleanTitle(raw: string): string {
  return (
    raw
      .replace(/\s+on (?:the )?(?:guitar|piano|ukulele|bass|keys)$/i, '')
      // "let it be piano chords", "wonderwall easy guitar tab": the instrument, not the title.
      .replace(
        /(?:\s+(?:easy|simple|beginner|acoustic|electric|guitar|piano|ukulele|uke|bass|keys|keyboard))+$/i,
        '',
      )
      .replace(/\s+by\s+[^"”»]+$/i, '')
      // "the notes in the Iron Man riff": the song, not its part.
      .replace(/^the\s+(.+?)\s+(?:riff|intro|outro|solo|chords|bass ?line|melody|hook|tab)$/i, '$1')
      // "how does the stairway to heaven intro go": the song, not its part.
      .replace(/\s+(?:intro|outro|riff|solo|chorus|verse|bridge|hook|bass ?line|melody)$/i, '')
      .trim()
      .replace(/^["“'‘«](.*)["”'’»]$/u, '$1')
      .trim()
  );
}

/**
 * "something like Folsom Prison Blues", "a beat in the style of Back in Black": a song named as a
 * style to write in. ("Smells Like Teen Spirit" holds "like" inside its name.)
 */
function isStyleOfSong(title: string): boolean {
  const m =
    /^(.*?)\b(?:(?:sounds?|sounding|feels?) )?(?:like|in the (?:style|vibe|spirit) of|similar to|inspired by|a la|à la)\b/i.exec(
      title,
    );
  if (!m) return false;
  return m[1]!
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .every(
      (w) =>
        GENERIC.has(w) ||
        /^(?:something|anything|stuff|thing|kinda|sorta|kind|sort|vibe|style|just|bit|little|more)$/.test(w),
    );
}

function isNamedSong(title: string, quoted: boolean): boolean {
  if (title.length < 2 || title.length > 80) return false;
  if (quoted) return true;
  if (/\b[A-G](?:#|b)?\s*(?:major|minor|m\b|maj|dorian|mixolydian)/.test(title)) return false;
  if (/^(?:this|that|it|my|our|your|the (?:piece|song|progression|melody|card))\b/i.test(title)) return false;
  // "remove the chords", "simplify those chords": an edit of the piece's own chords, not a title.
  if (
    /^(?:remove|delete|lose|mute|ditch|swap|simplify|redo|rewrite)\s+(?:the|those|these|all|my)\b/i.test(
      title,
    )
  )
    return false;
  // "the last bar", "bars 5-8", "the first two measures", "the last bit" point into the piece in focus.
  if (
    /\b(?:last|first|final|opening|middle|next|previous)\s+(?:bit|part|section|chord|note|beat|half)\b/i.test(
      title,
    )
  )
    return false;
  if (
    /\b(?:bars?|measures?)\b/i.test(title) &&
    /\b(?:last|first|final|opening|middle|next|previous|\d+)\b/i.test(title)
  )
    return false;
  if (isStyleOfSong(title)) return false;
  // "chords for the rainy night scene": music for a scene, a level or a video, not a title.
  if (/\b(?:scene|cutscene|level|montage|trailer|vlog|podcast|commercial|credits|menu)$/i.test(title))
    return false;
  // "best way to learn chords on piano": how to learn, not a title.
  if (/^(?:best|easiest|fastest|quickest|simplest|good) (?:way|ways|method)\b/i.test(title)) return false;
  // "how to play boom chicka strum, im new to guitar": a way of playing, not a title.
  if (
    /\b(?:strum(?:s|ming)?|pattern|picking|fingerpicking|fingerstyle|technique|barre|shapes?|tremolo|vibrato|bends?|hammer[- ]?ons?|pull[- ]?offs?|slides?|palm mut\w*|i'?m new|beginner)\b/i.test(
      title,
    )
  )
    return false;
  // "rhodes or piano for the chords": a title never ends on a word that leads into another.
  if (/\b(?:for|the|a|an|of|to|in|on|with|my|your|our|these|those|some)$/i.test(title)) return false;
  // "the midi from here into ableton": where a file goes, not a title.
  if (
    /^(?:here|there|riffmate|the (?:app|site|card|chat|website))\b|\b(?:into|in|to|onto) (?:my |the )?(?:daw|ableton(?: live)?|logic(?: pro)?|fl studio|cubase|reaper|garageband|pro tools|bitwig|musescore|studio one)$/i.test(
      title,
    )
  )
    return false;
  // "how do i play with a looper", "play along to a click": how to play, not what.
  if (/^(?:with|along|in|on|at|by|without|over|to)\b/i.test(title)) return false;
  // "whats the 3rd of the first chord" asks about a chord; a title that asks must come in quotes.
  // ("perfect. whats the chords": the question after a word of thanks.)
  if (/(?:^|[.!?]\s+)(?:what|whats|what's|which|how|why|where|who|when)\b/i.test(title)) return false;
  const words = title
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.every((w) => GENERIC.has(w) || /^\d/.test(w))) return false;
  // An article or a style word in front ("a sad song", "some jazz standards") is generic.
  return !/^(?:a|an|some|any|easy|simple|common|popular)\b/i.test(title);
}

/**
 * A request for a named song's chords, tab or notes, or `null`. English text (run foreign text
 * through `normaliseForeign` first).
 * @example findSongRequest('chords for Wonderwall')?.title // 'Wonderwall'
 * @example findSongRequest('chords for a sad song') // null
 */
export function findSongRequest(text: string): SongRequest | null {
  let trimmed = text.trim();
  // Peel asides off the end ("wonderwall chords? capo 2", "… on guitar pls") until none is left.
  for (let before = ''; before !== trimmed; ) {
    before = trimmed;
    trimmed = trimmed
      .replace(/[?!.]+$/g, '')
      .replace(ASIDE, '')
      // "…, notes pls": what is asked for, said again after the title.
      .replace(/,\s*(?:just |only )?(?:the )?(?:notes|tabs?)(?: only)?$/i, '')
      // "…, we do that one after", "…, its for sunday": why it is asked, said after the title.
      .replace(
        /,\s*(?:we|we'?re|were|i|i'?m|im|it'?s|its|they|she|he|my|our|that'?s|thats|need it|gotta)\s[^,]*$/i,
        '',
      )
      // "… wonderwall in and whats the chords": a second question after the title names nothing.
      .replace(/\s+and\s+(?:what|what'?s|whats|which|how|also)\b.*$/i, '')
      .trim();
  }
  trimmed = trimmed.replace(/^(?:please|can you|could you)\s+(?:give me|show me|tell me|send me)\s+/i, '');
  const quoted = /["“«'‘„]([^"”»'’“]{2,80})["”»'’“]/u.exec(trimmed);
  for (const re of PATTERNS) {
    const m = re.exec(trimmed);
    if (!m) continue;
    const raw = cleanTitle(m[1]!);
    // A quoted name inside what was read ("\"Hallelujah\" by …", "\"紅蓮華\" tell me") is the title.
    const inQuotes = quoted !== null && raw.includes(quoted[1]!);
    const title = inQuotes ? quoted[1]!.trim() : raw;
    // ("can you do triplets", "can u do swing": a way of playing, not a title.)
    if (re === COVER_RE && !inQuotes && plainTitleWords(title) < 2) continue;
    if (isNamedSong(title, inQuotes)) return { title };
  }
  return null;
}

/** What a follow-up may want of a song just named: its chords, notes, parts, feel or key. */
const SONG_MATERIAL_RE =
  /\b(?:chords?|progression|changes|notes|melody|tabs?|riff|intro|outro|solo|verse|chorus|bridge|hook|strum\w*|pattern|picking|lyrics|words|key|tempo|bpm|tuning|capo|bass ?line|bass part|drum part|voicings?|shapes|how (?:it|does it|that) goes?|(?:is it|it'?s|is that|was it) in [a-g](?:#|b)?)\b/i;
/** Asking for music to be made, not for the song: "write me something in that vibe". */
const MAKE_RE =
  /\b(?:write|compose|create|generate|produce|make (?:me |us )?(?:a|an|one|something|my own)|something|smth|sth|anything|similar|my own|(?:that|the same|this|a similar) (?:[\w-]+ )?(?:style|vibe|feel|sound)|like (?:it|that)|instead)\b/i;

/**
 * A follow-up to a named song that asks more of it ("just the first 4 chords then", "and the
 * melody for the verse?", "the strumming pattern they use", "is Let It Be in C at least"): the
 * earlier song, or `null` when the message asks for music to be made or leaves the song. The
 * title itself may come again in any words; otherwise the song's material must be asked for.
 * @example songFollowUp('just the first 4 chords then', 'Stairway to Heaven')?.title // 'Stairway to Heaven'
 * @example songFollowUp('ok write me something like it in E minor', 'Creep') // null
 */
export function songFollowUp(text: string, earlier: string): SongRequest | null {
  if (MAKE_RE.test(text)) return null;
  const lower = text.toLowerCase();
  const named = lower.includes(earlier.toLowerCase());
  return named || SONG_MATERIAL_RE.test(lower) ? { title: earlier } : null;
}

/**
 * The song a reply declined to look up (its title as the reply named it), or `null` when the
 * reply was no such decline.
 * @example declinedSong(answerSongRequest('Creep', 'en')) // 'Creep'
 */
export function declinedSong(reply: string): string | null {
  for (const lang of REPLY_LANGUAGES) {
    const [before, after] = PHRASES[lang].song('\u0000').split('\u0000') as [string, string];
    if (reply.length > before.length + after.length && reply.startsWith(before) && reply.endsWith(after))
      return reply.slice(before.length, reply.length - after.length);
  }
  return null;
}

/**
 * The honest reply to a named song: it cannot be looked up, so no chords are invented; offer
 * the style or the user's own chords instead.
 * @example answerSongRequest('Wonderwall', 'en') // "I can't look songs up, so I won't hand you made-up chords and call them “Wonderwall”. …"
 */
export function answerSongRequest(title: string, lang: ReplyLanguage): string {
  return PHRASES[lang].song(title);
}
