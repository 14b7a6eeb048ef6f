import { isMinorMode, type Piece, scaleNotes } from '@riffmate/music';
import { partsText, pieceSummary } from './describe.ts';
import { barRange } from './edit-plan.ts';
import type { ReplyLanguage } from './language/messages/index.ts';
import { t } from './language/messages/index.ts';
import { keyWord, scaleWord, styleWord, tonicWord } from './language/terms.ts';

function soloScales(piece: Piece, lang: ReplyLanguage): string {
  const { tonic, mode } = piece.meta.key;
  const options: [string, string][] = isMinorMode(mode)
    ? [
        ['minor pentatonic', 'minor pentatonic'],
        [
          mode === 'minor' || mode === 'aeolian' ? 'natural minor' : mode,
          mode === 'minor' ? 'aeolian' : mode,
        ],
        ['blues', 'minor blues'],
      ]
    : [
        ['major pentatonic', 'major pentatonic'],
        [mode === 'major' || mode === 'ionian' ? 'major' : mode, mode === 'major' ? 'ionian' : mode],
        ['blues', 'major blues'],
      ];
  return options
    .map(([label, type]) =>
      t(
        lang,
        'scaleOption',
        `${tonicWord(lang, tonic)} ${scaleWord(lang, label)}`,
        (scaleNotes(tonic, type) ?? []).join(' '),
      ),
    )
    .join(', ');
}

/**
 * Answer a question about the piece in focus from the piece itself: tempo, key, meter, length,
 * chords (or the chord in one bar), parts, style, and scales to solo with.
 * @example answerPieceQuestion('what tempo is this?', piece, 'en') // "It's at 92 BPM."
 */
export function answerPieceQuestion(text: string, piece: Piece, lang: ReplyLanguage): string {
  const lower = text.toLowerCase();
  const m = piece.meta;
  const out: string[] = [];
  const scales = /\b(?:scale|solo|improvi[sz]e|jam over|pentatonic|noodle)\b/.test(lower);
  if (scales) out.push(t(lang, 'pieceScale', keyWord(lang, m.key), soloScales(piece, lang)));
  if (/\b(?:tempo|bpm|fast|slow|speed)\b/.test(lower)) out.push(t(lang, 'pieceTempo', m.tempo));
  if (/\b(?:key|major or minor|minor or major|mode|tonic)\b/.test(lower) && !scales)
    out.push(t(lang, 'pieceKey', keyWord(lang, m.key)));
  if (/\b(?:time sig(?:nature)?|meter|metre|feel|count)\b/.test(lower))
    out.push(t(lang, 'pieceMeter', `${m.meter.numerator}/${m.meter.denominator}`));
  if (/\b(?:bars?|measures?|long|length)\b/.test(lower) && !/\b(?:chord|in bar)\b/.test(lower)) {
    const seconds = Math.round((m.bars * m.meter.numerator * (4 / m.meter.denominator) * 60) / m.tempo);
    out.push(t(lang, 'pieceBars', m.bars, seconds));
  }
  if (/\b(?:chords?|progression|harmony|changes)\b/.test(lower)) {
    const range = barRange(lower, m.bars);
    if (range && range[0] === range[1]) {
      const seg = [...m.progression].reverse().find((s) => s.bar <= range[0]);
      if (seg)
        out.push(t(lang, 'pieceChordAt', range[0] + 1, `${seg.symbol}${seg.roman ? ` (${seg.roman})` : ''}`));
    } else {
      const byBar = new Map<number, string[]>();
      for (const s of m.progression) byBar.set(s.bar, [...(byBar.get(s.bar) ?? []), s.symbol]);
      const bars = [...byBar.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c.join(' '));
      const romans = m.progression
        .slice(0, 8)
        .map((s) => s.roman ?? '?')
        .join(' – ');
      out.push(
        t(lang, 'pieceChords', `| ${bars.join(' | ')} | (${romans}${m.progression.length > 8 ? ' …' : ''})`),
      );
    }
  }
  if (/\b(?:instruments?|parts?|playing|tracks?|who plays|what plays|sounds?)\b/.test(lower)) {
    out.push(t(lang, 'pieceParts', partsText(piece, lang)));
  }
  if (/\b(?:style|genre)\b/.test(lower)) out.push(t(lang, 'pieceStyle', styleWord(lang, m.style)));
  if (out.length === 0) out.push(t(lang, 'pieceSummary', pieceSummary(piece, lang)));
  return out.join(' ');
}
