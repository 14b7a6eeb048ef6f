import type { Messages } from './en.ts';

/** Instruments by their tuning key, in words. */
const INSTRUMENTS: Readonly<Record<string, string>> = {
  guitar: 'der Gitarre',
  bass: 'des 4-saitigen Basses',
  bass5: 'des 5-saitigen Basses',
  ukulele: 'der Ukulele',
  violin: 'der Geige',
  viola: 'der Bratsche',
  cello: 'des Cellos',
  mandolin: 'der Mandoline',
};

/** A melodic or root step in semitones, in words. */
const STEPS: readonly string[] = [
  '',
  'einen Halbton',
  'einen Ganzton',
  'eine kleine Terz',
  'eine große Terz',
  'eine Quarte',
  'einen Tritonus',
];

/** The brain's reply texts in German (same keys as en.ts; a missing key falls back to English). */
export const de = {
  notUnderstood: () =>
    'Das habe ich nicht verstanden. Frag mich nach einem Stück („ein entspannter Lo-Fi-Beat in f-Moll“), einer Änderung („mach es schneller“) oder einer Theoriefrage („welche Töne hat Cmaj7?“).',
  greeting: () =>
    'Hallo! Ich bin dein Musik-Kumpel. Frag mich nach Akkorden, einer Basslinie, einer Melodie oder einem Drum-Groove — z. B. „ein entspannter Lo-Fi-Beat in f-Moll mit 80 BPM“ — oder nach Theorie wie „warum löst sich ein ii-V-I auf?“.',
  thanks: () =>
    'Gern! Noch eine Idee — vielleicht „eine Bossa Nova auf Nylongitarre“ oder „dasselbe im 6/8-Takt“?',
  bye: () => 'Bis bald — deine Stücke bleiben in diesem Chat, wenn du zurückkommst.',
  capabilities: (styles: number) =>
    `Ich schreibe Akkordfolgen, Basslinien, Melodien und Drum-Grooves als MIDI (${styles} Stile, jede Tonart oder jeder Modus, Taktarten wie 3/4, 6/8, 7/8, deine eigenen Akkorde oder römische Stufen), ändere sie („schneller“, „eine Quarte höher transponieren“, „füge Schlagzeug hinzu“, „Takt 5 höher“, „füge einen Refrain hinzu“), beantworte Fragen zum Stück und erkläre Theorie mit den echten Tönen. Probier „eine traurige Ballade in cis-Moll auf Rhodes“.`,
  offTopic: () =>
    'Das liegt außerhalb der Musik, da kann ich nicht helfen. Ich kann Akkordfolgen, Basslinien, Melodien und Drum-Grooves als MIDI schreiben, sie ändern oder Theorie erklären — probier „ein fröhlicher Funk-Groove in E“ oder „was ist eine Tritonus-Substitution?“.',
  practicalUnknown: () =>
    'Gute praktische Frage, aber die kann ich noch nicht gut beantworten. Was ich kann: MIDI zum Üben schreiben oder ändern (z. B. „ein langsamer 12-Takt-Blues in A mit 70 BPM“), die Theorie dahinter erklären oder Fragen zu einem Stück in diesem Chat beantworten.',
  song: () =>
    'Ich habe weder Akkorde noch Tabs bestehender Songs, und ich erfinde keine und gebe sie als das Original aus. Wenn du die Akkorde eintippst, die du kennst (z. B. „G D Em C“), spiele ich sie ab, analysiere sie oder schreibe eine Stimme dazu.',
  theoryUnknown: (topics: string) =>
    `Genau beantworten kann ich: Akkorde einer Tonart, Töne eines Akkords, einer Tonleiter oder eines Modus, Intervalle, Parallel- und Varianttonarten, Vorzeichen, enharmonische Verwechslungen, Stufenanalyse mit römischen Ziffern, in welcher Tonart eine Akkordfolge steht, Akkorde transponieren und die Tonart mit Kapodaster — und ich erkläre ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string) =>
    `Über ${chord} (${notes}) passt ${scales}. Lande auf betonten Zählzeiten auf den Akkordtönen (${notes}); die übrigen Töne der Tonleiter verbinden sie.`,
  explainParallelFifths: (from: string, to: string) =>
    `Quintparallelen sind zwei Stimmen im Abstand einer reinen Quinte, die sich in dieselbe Richtung zu einer weiteren Quinte bewegen: ${from} nach ${to}. Der klassische Satz vermeidet sie, weil die beiden Stimmen verschmelzen und ihre Eigenständigkeit verlieren. In Pop, Rock und Metal sind sie erlaubt und überall: Jedes Powerchord-Riff besteht aus Quintparallelen. Vermeide sie zwischen Bass und Melodie (und im Chor- oder Streichersatz), wenn die Stimmen eigenständig bleiben sollen; sonst nutze sie ruhig.`,
  explainTimeSignatures: () =>
    'Die Taktangabe nennt die Schläge pro Takt (obere Zahl) und den Notenwert eines Schlags (untere Zahl: 4 ist die Viertel). 4/4 zählt 1 2 3 4, mit dem stärksten Akzent auf 1 und einem leichteren auf 3 — fast aller Pop, Rock, Hip-Hop und Dance. 3/4 zählt 1 2 3, der Walzer; 2/4 zählt 1 2, Märsche und Polkas.',
  explainTriplets: () =>
    'Eine Triole bringt drei gleich lange Noten in der Zeit von zweien unter. Achteltriolen setzen drei Noten auf jeden Schlag, gezählt „1-Tri-ole 2-Tri-ole“; Vierteltriolen verteilen drei Noten auf zwei Schläge. Swing ist ein Triolengefühl: die erste und die letzte Note jeder Triole, lang-kurz.',
  explainTurnaround: (key: string, plain: string, jazz: string) =>
    `Ein Turnaround ist die Akkordfolge am Ende eines Teils, die zu seinem Anfang zurückführt. In ${key}: ${plain} (I–vi–ii–V), die V zieht zurück an den Anfang. Im Jazz verstärkt ihn eine Zwischendominante: ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string) =>
    `Ein Durchgangsakkord steht zwischen zwei Akkorden und glättet den Weg, meist auf einer leichten Zählzeit, der Bass geht schrittweise. Der Klassiker ist ein verminderter Septakkord einen Halbton unter dem Ziel: in ${key} ${chords}, der Bass steigt ${bass}. Jeder Akkord kann durchgehen, wenn seine Stimmen in kleinen Schritten in den nächsten führen.`,
  exampleAbove: () =>
    'Es ist die Karte direkt darüber — drück auf Play. Sag „langsamer“, „in einer anderen Tonart“ oder „noch eine Version“, dann ändere ich sie.',

  explanation: (text: string, offer: boolean) => (offer ? `${text}\nSoll ich ein Beispiel spielen?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nHier als kurzes Beispiel: ${chords}.`,
  noPiece: () =>
    'In diesem Chat gibt es noch kein Stück, also nichts, woraus ich das lesen könnte. Frag mich nach einem — z. B. „ein entspannter Lo-Fi-Beat in f-Moll“ — und frag dann los.',
  editWithoutPiece: () => 'In diesem Chat gibt es kein früheres Stück, also habe ich ein neues geschrieben',
  composed: (summary: string, progression: string) => `Hier ist ${summary}.\nAkkordfolge: ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `Erledigt — ${changes}.`,
  undoneTo: (changes: string) => `zurück zur vorigen Fassung: ${changes}`,
  reasonNothingToUndo: () => 'es gibt keine frühere Fassung dieses Stücks',
  nowIs: (summary: string, progression: string) => `Jetzt ist es ${summary}.\nAkkordfolge: ${progression}.`,
  unchanged: (reason: string) => `Nichts geändert: ${reason}.`,
  unchangedGeneric: () =>
    'Nichts geändert — ich finde in der Nachricht nichts, was ich an diesem Stück zu ändern weiß. Ich kann Tempo, Tonart, Modus, Taktart, Länge, Stimmen, Instrumente, Swing, Dichte, einen Takt oder Taktbereich ändern oder einen Refrain, eine Bridge, ein Intro oder ein Outro hinzufügen.',
  partly: (reasons: string) => `Nicht erledigt: ${reasons}.`,
  composeFailed: (error: string) =>
    `Das konnte ich nicht schreiben: ${error}. Versuch eine andere Taktart oder Länge — z. B. „8 Takte im 4/4-Takt“.`,
  styleApproximated: (asked: string, used: string) =>
    `Einen ${asked}-Stil habe ich nicht, also habe ich ihn mit ${used} angenähert`,
  pieceTempo: (tempo: number) => `Es läuft mit ${tempo} BPM.`,
  pieceKey: (key: string) => `Es steht in ${key}.`,
  pieceMeter: (meter: string) => `Es steht im ${meter}-Takt.`,
  pieceBars: (bars: number, seconds: number) =>
    `Es ist ${bars} Takt${bars === 1 ? '' : 'e'} lang (etwa ${seconds} Sekunden bei diesem Tempo).`,
  pieceChords: (chords: string) => `Die Akkorde: ${chords}.`,
  pieceChordAt: (bar: number, chord: string) => `Takt ${bar} ist ${chord}.`,
  pieceChordsIn: (from: number, to: number, chords: string) => `Takte ${from}–${to}: ${chords}.`,
  pieceParts: (parts: string) => `Es hat ${parts}.`,
  pieceStyle: (style: string) => `Es ist im ${style}-Stil geschrieben.`,
  pieceScale: (key: string, scales: string) => `Über ${key} passen: ${scales}.`,
  pieceSummary: (summary: string) => `Es ist ${summary}.`,
  uploadAnotherTake: (file: string, progression: string) =>
    `Hier ist eine neue Version deiner Datei: dieselbe Tonart, dasselbe Tempo, Taktmaß, dieselben Akkorde und Instrumente (${file}), jede Stimme neu geschrieben.\nAkkorde, denen ich gefolgt bin: ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `Erledigt — ich habe ${added} über die Akkorde deiner Datei geschrieben und jede ihrer Noten behalten (${file}).\nAkkorde, denen ich gefolgt bin: ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `Das kann ich deiner Datei nicht hinzufügen: ${reason}. Ich kann sie aber transponieren, ihr Tempo ändern oder Schlagzeug oder eine Basslinie hinzufügen.`,
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string) =>
    `ein ${bars}-taktiges Stück im ${style}-Stil in ${key} mit ${tempo} BPM im ${meter}-Takt`,
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string) =>
    `ein ${bars}-taktiger Drum-Groove im ${style}-Stil mit ${tempo} BPM im ${meter}-Takt`,
  summary: (head: string, parts: string) => `${head} — ${parts}`,
  partOn: (role: string, instrument: string) => `${role} (${instrument})`,
  listAnd: (first: string, last: string) => `${first} und ${last}`,
  swung: () => 'mit Swing',
  humanized: () => 'humanisiert',
  nextDrums: () => 'Soll ich noch Schlagzeug dazunehmen?',
  nextMelody: () => 'Soll ich eine Melodie darüberlegen?',
  nextBass: () => 'Willst du eine Basslinie darunter?',
  nextGrooveParts: () => 'Soll ich eine Basslinie oder Akkorde über den Groove legen?',
  nextIdea1: () => 'Willst du es schneller, oder in eine andere Tonart transponiert?',
  nextIdea2: () => 'Probier „mach den Bass lebendiger“ oder „noch eine Variation“.',
  nextIdea3: () => 'Ich kann es in 3/4 setzen, die Instrumente tauschen oder 8 Takte mehr schreiben.',
  nextIdea4: () =>
    'Sag „noch eine Variation“ für eine neue Fassung oder „mehr Swing“ für ein lockereres Feeling.',
  nextIdea5: () => 'Willst du die Akkorde auf einem anderen Instrument — Rhodes, Streicher, Konzertgitarre?',
  changedTempo: (from: number, to: number) => `das Tempo ist von ${from} auf ${to} BPM gegangen`,
  changedKeyMoved: (from: string, to: string, shift: string) =>
    `ich habe es von ${from} nach ${to} transponiert (jede Note ${shift})`,
  changedKey: (to: string, from: string) => `es steht jetzt in ${to} (vorher ${from})`,
  changedMeter: (to: string, from: string) => `es steht jetzt im ${to}-Takt (vorher ${from})`,
  changedBars: (to: number, from: number) => `es hat jetzt ${to} Takte (vorher ${from})`,
  changedStraight: () => 'es läuft jetzt gerade, ohne Swing',
  changedSwing: (from: number, to: number) => `der Swing ist von ${from} % auf ${to} % gegangen`,
  addedDrums: () => 'ich habe Schlagzeug hinzugefügt',
  addedPart: (part: string) => `ich habe eine Stimme hinzugefügt: ${part}`,
  removedPart: (part: string) => `ich habe die Stimme ${part} herausgenommen`,
  changedInstrument: (role: string, to: string, from: string) =>
    `das Instrument für ${role} ist jetzt ${to} (vorher ${from})`,
  movedPart: (part: string, shift: string, bars: string) =>
    `ich habe die Stimme ${part} ${shift} verschoben${bars ? ` (${bars})` : ''}`,
  rewrotePart: (part: string, bars: string) => `ich habe die Stimme ${part} neu geschrieben (${bars})`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number) =>
    `ich habe die Stimme ${part} mit ${to < from ? 'weniger' : 'mehr'} Noten neu geschrieben (${bars}; ${from} → ${to})`,
  alteredPart: (part: string, bars: string) =>
    `ich habe die Töne der Stimme ${part} an die neuen Akkorde angepasst (${bars}), gleicher Rhythmus`,
  silencedPart: (part: string, bars: string) => `die Stimme ${part} pausiert jetzt (${bars})`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string) =>
    `die Stimme ${part} spielt ${louder ? 'lauter' : 'leiser'}${bars ? ` (${bars})` : ''} (mittlere Anschlagstärke ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string) =>
    `${bars}: jetzt ${to} (vorher ${from}), alle Stimmen folgen dort den neuen Akkorden`,
  changedFeel: (part: string, bars: string) =>
    `ich habe das Feeling der Stimme ${part} geändert${bars ? ` (${bars})` : ''}`,
  partWithInstrument: (role: string, instrument: string) => `${role} (${instrument})`,
  bars: (count: number, runs: string) => `${count === 1 ? 'Takt' : 'Takte'} ${runs}`,
  everyBar: () => 'alle Takte',
  shiftUp: (amount: string) => `${amount} nach oben`,
  shiftDown: (amount: string) => `${amount} nach unten`,
  anOctave: () => 'eine Oktave',
  twoOctaves: () => 'zwei Oktaven',
  aSemitone: () => 'einen Halbton',
  aWholeStep: () => 'einen Ganzton',
  semitones: (n: number) => `${n} Halbtöne`,
  factChordsOfQuality: (quality: string, key: string, chords: string) =>
    `${{ major: 'Dur', minor: 'Moll', diminished: 'Verminderte', augmented: 'Übermäßige' }[quality] ?? quality}-Dreiklänge in ${key}: ${chords || 'keine'}.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string) =>
    `Die leitereigenen ${sevenths ? 'Vierklänge' : 'Dreiklänge'} in ${key}: ${chords}.\nSoll ich daraus eine Akkordfolge bauen?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string) =>
    `${symbol}${type ? ` (${type})` : ''}: ${notes}${bass ? ` mit ${bass} im Bass` : ''}.\nWenn du willst, baue ich ihn in eine Akkordfolge ein.`,
  factScaleNotes: (scale: string, notes: string) =>
    `${scale}: ${notes}.\nSoll ich eine Melodie damit schreiben?`,
  factInterval: (from: string, up: boolean, to: string, name: string, short: string, semitones: number) =>
    `Von ${from} ${up ? 'aufwärts' : 'abwärts'} nach ${to} ist es eine ${name} (${short}, ${semitones} ${semitones === 1 ? 'Halbton' : 'Halbtöne'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number) =>
    `Eine ${interval} ${up ? 'über' : 'unter'} ${from} ist ${to} (${semitones} Halbtöne).`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string) =>
    `Die Paralleltonart (${minor ? 'Moll' : 'Dur'}) von ${key} ist ${relative} — gleiche Vorzeichen (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string) =>
    `Die Varianttonart (${minor ? 'Moll' : 'Dur'}) von ${key} ist ${parallel} — gleicher Grundton, ${signature}.`,
  factSignature: (key: string, signature: string) => `${key} hat ${signature}.`,
  signatureNone: () => 'keine Vorzeichen',
  signatureSharps: (n: number, accidentals: string) => `${n} Kreuz${n === 1 ? '' : 'e'}: ${accidentals}`,
  signatureFlats: (n: number, accidentals: string) => `${n} b-Vorzeichen: ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string) =>
    `In ${key}${chosen ? ` (du hast keine Tonart genannt, also habe ich es in ${key} gelesen)` : ''}: ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string) =>
    `In ${key} ergibt ${romans}: ${chords}.\nSoll ich es als MIDI ausschreiben?`,
  factEnharmonic: (note: string, names: string) =>
    `${note} ist derselbe Ton wie ${names} — enharmonische Schreibweisen derselben Taste; die Tonart entscheidet, welchen Namen man schreibt.`,
  factKeyForSignature: (signature: string, major: string, minor: string) =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} ist die Vorzeichnung von ${major} und seiner Paralleltonart ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string) => `${chords} ${shift}: ${result}.`,
  factChordName: (notes: string, symbol: string, type: string) =>
    `${notes} ergeben ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string) =>
    `${tone.charAt(0).toUpperCase()}${tone.slice(1)} von ${symbol}: ${note} (${symbol}: ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string) =>
    `In ${key} ist ${role} ${note}; der Akkord darauf ist ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string) => `${roman} in ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string) =>
    `Als Töne ergeben ${notes} ${symbol}${type ? ` (${type})` : ''}, einen Akkord mehrerer Tonarten: ${homes}. Falls du Akkorde meintest, schreib sie mit ihrem Typ (z. B. „F#m A C#“).`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string) =>
    `Die Stufe ${degree} von ${scale} ist ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ) =>
    `Die Tritonus-Substitution für ${chord} ist ${sub} (${notes}): Ihr Grundton liegt einen Tritonus (6 Halbtöne) von ${from} entfernt, und beide Akkorde enthalten denselben Tritonus, ${tritone} — so zieht ${sub} genau wie ${chord} nach ${target}, mit einem Bass, der einen Halbton abwärts gleitet.`,
  factTuning: (instrument: string, strings: string) =>
    `Standardstimmung ${INSTRUMENTS[instrument] ?? instrument}, von der tiefsten Saite an: ${strings}${instrument === 'ukulele' ? ' (das G liegt über dem C: „re-entrant“ gestimmt)' : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string) =>
    `Im ${fret}. Bund klingen die Saiten ${INSTRUMENTS[instrument] ?? instrument} in Standardstimmung (${open}, von tief nach hoch) ${notes} — jede ${fret} Halbt${fret === 1 ? 'on' : 'öne'} über der leeren Saite.`,
  factFretNote: (fret: number, string: string, note: string) =>
    `Im ${fret}. Bund der ${string}-Saite liegt ${note} (${fret} Halbtöne über der leeren Saite, in Standardstimmung; der 12. Bund ist die Oktave).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string) =>
    `Mit Kapodaster im ${fret}. Bund klingen ${shape}-Griffe als ${sounding} — du spielst in ${key}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string) =>
    `Ein ${bars}-taktiger Blues in ${key}, Takt für Takt:\n${grid}\nDas ist ${numerals}${quickChange ? `; ein „Quick Change“ setzt ${quickChange} in Takt 2` : ''}, und der letzte Takt führt zurück zum Anfang.\nSoll ich einen spielen? Sag gern Feel oder Tempo dazu, z. B. „spiel einen, Shuffle, 100 bpm“.`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string) =>
    `Ein ${name}-Akkord besteht aus den Stufen ${numbers} (1 ist der Grundton): ${symbol} = ${notes}.\nIch kann ihn gern in einer Akkordfolge spielen.`,
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string) =>
    `${chord} ist die ${roman} von ${keys}: ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ) =>
    `${chord} ist in keiner Dur- oder Molltonart die ${roman}: In ${majorKey} ist die ${roman} ${majorChord}, in ${minorKey} ${minorChord}.`,
  intoKey: (key: string) => `nach ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string) =>
    `Diese Akkordfolge steht in ${key}${runnerUp ? ` (${runnerUp} folgt knapp dahinter)` : ''}: ${analysis}.`,
  scaleOption: (scale: string, notes: string) => `${scale} (${notes})`,
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string) =>
    `in der ${degree} (${noteA} in ${a.charAt(0).toUpperCase()}${a.slice(1)}, ${noteB} in ${b.charAt(0).toUpperCase()}${b.slice(1)})`,
  explainModeCompare: (a: string, notesA: string, b: string, notesB: string, diffs: string, count: number) =>
    `${a}: ${notesA}. ${b}: ${notesB}.${diffs ? (count === 1 ? ` Sie unterscheiden sich nur ${diffs} — dieser eine Ton macht den ganzen Farbunterschied aus.` : ` Sie unterscheiden sich ${diffs} — diese ${count} Töne machen den ganzen Farbunterschied aus.`) : ' Es sind dieselben Töne.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string) =>
    `Es ist der ${degree}. Modus von ${parent}: ${notes}, ab ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string) =>
    `${mode.charAt(0).toUpperCase()}${mode.slice(1)} im Vergleich mit ${other}: ${comparison}`,
  explainIiVI: (
    key: string,
    chain: string,
    dominant: string,
    third: string,
    seventh: string,
    root: string,
    tonicThird: string,
    tonic: string,
    roots: string,
  ) =>
    `In ${key} ist das ii–V–I ${chain}. Es klingt aufgelöst wegen der Dominante: ${dominant} enthält den Tritonus ${third}–${seventh} (Terz und Septime), das instabilste Intervall der Tonart, und er löst sich schrittweise auf — ${third}, der Leitton, steigt einen Halbton zum Grundton ${root}, und ${seventh} fällt zu ${tonicThird}, der Terz von ${tonic}. Diese Terzen und Septimen sind die Leittöne der Stimmführung (Guide Tones): Die Septime jedes Akkords fällt einen Schritt und wird zur Terz des nächsten, sodass die Linie glatt läuft, während die Grundtöne in Quinten fallen (${roots}).`,
  explainCadences: (key: string, lines: string) => `Kadenzen in ${key} — ${lines}`,
  cadenceAuthentic: (V: string, vNotes: string, I: string, iNotes: string, leading: string, tonic: string) =>
    `Authentische (vollkommene) Kadenz: V → I, ${V} (${vNotes}) → ${I} (${iNotes}). Der Leitton ${leading} steigt zum Grundton ${tonic}, und der Bass fällt eine Quinte: das stärkste Gefühl von Ankommen.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string) =>
    `Plagale Kadenz: IV → I, ${IV} (${ivNotes}) → ${I}. Kein Leitton, nur der gemeinsame Ton ${tonic} bleibt liegen: der weichere „Amen“-Schluss der Choräle.`,
  cadenceHalf: (IV: string, V: string, vNotes: string) =>
    `Halbschluss: ein beliebiger Akkord → V, z. B. ${IV} → ${V} (${vNotes}). Er endet auf der Dominante und klingt deshalb wie eine Frage oder ein Komma.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string) =>
    `Trugschluss: V → vi, ${V} → ${vi} (${viNotes}). Das Ohr erwartet ${I}; ${vi} teilt zwei seiner Töne, löst die Spannung also auf, kommt aber nicht nach Hause.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ) =>
    `${major}: ${majorNotes}. ${minor}: ${minorNotes}. Moll senkt Terz, Sexte und Septime (${lowered}); die kleine Terz über dem Grundton lässt es traurig oder dunkel klingen. ${relative} hat dieselben Töne wie ${major} (seine Moll-Paralleltonart).`,
  choiceNoStyle: () => 'du hast keinen Stil genannt, also habe ich es poppig angelegt',
  choiceRomansKey: (key: string) =>
    `Stufenziffern brauchen eine Tonart und du hast keine genannt, also habe ich ${key} genommen`,
  choiceChordsKey: (key: string) => `diese Akkorde stehen in ${key}, also ist das die Tonart`,
  choiceNoTonic: (key: string) => `du hast keinen Grundton genannt, also habe ich ${key} genommen`,
  choiceGenreMode: (key: string, style: string) =>
    `du hast kein Tongeschlecht genannt, also habe ich ${key} genommen, wie im ${style} üblich`,
  choiceMoodMode: (key: string) =>
    `du hast kein Tongeschlecht genannt und die Stimmung ist Moll, also habe ich ${key} genommen`,
  choiceNoKey: (key: string) => `du hast keine Tonart genannt, also habe ich ${key} genommen`,
  choiceGrooveKey: (key: string) => `das Schlagzeug hatte keine eigene Tonart, also habe ich ${key} genommen`,
  choiceGrooveKeyAsked: (key: string) =>
    `das Schlagzeug hatte keine eigene Tonart; es steht jetzt wie gewünscht in ${key}`,
  choiceForm: (form: string, style: string) => `für ${form} habe ich einen ${style}-Stil genommen`,
  choiceSparse: () =>
    'ich habe das Schlagzeug weggelassen, damit es sparsam bleibt (sag „Schlagzeug dazu“, wenn du es willst)',
  choiceAddedParts: (named: string, added: string, style: string) =>
    `neben ${named}, das du genannt hast, habe ich ${added} aus einer ${style}-Besetzung ergänzt (sag „nur“ und die gewünschten Stimmen für weniger)`,
  choiceNearest: (asked: string, used: string) =>
    `General MIDI hat kein(e) ${asked}, also spielt es auf ${used}, dem nächstliegenden Klang`,
  choiceChordsPart: () =>
    'du hast Akkorde angegeben, also habe ich eine Akkordstimme hinzugefügt, die sie spielt',
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean) =>
    `${role} reicht jetzt bis ${note}, ${down ? 'unter den tiefsten' : 'über den höchsten'} Ton von ${instrument} (${limit}) – gut für einen Synth oder Sampler, für Spieler nicht erreichbar`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number) =>
    `In Takt ${bar} setzt ${instrument} ${chord} als ${notes}, von tief nach hoch — ${
      [
        'Grundstellung',
        'erste Umkehrung (Terz im Bass)',
        'zweite Umkehrung (Quinte im Bass)',
        'dritte Umkehrung (Septime im Bass)',
      ][position] ?? 'eine Option im Bass'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string) =>
    `Darin gibt es keinen ${chord}-Akkord — die Akkorde sind ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string) =>
    `In Takt ${bar} spielt ${role} (${instrument}) ${beats}.`,
  piecePartRests: (bar: number, role: string) => `${role} pausiert in Takt ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string) =>
    `${role} (${instrument}) verwendet ${notes}, von ${low} bis ${high}.`,
  pieceNoPart: (role: string, parts: string) => `Es gibt keine Stimme ${role} — es hat ${parts}.`,
  pieceDrumSounds: (sounds: string) => `Das Schlagzeug spielt ${sounds}.`,
  pieceYes: () => 'Ja.',
  pieceNo: () => 'Nein.',
  pieceBeat: (n: number) => `Schlag ${n}`,
  reasonNoPartToMove: (role: string) => `es gibt keine Stimme ${role}, die ich verschieben könnte`,
  reasonNotInPiece: (named: string, has: string) => `darin gibt es kein ${named} – das Stück hat ${has}`,
  reasonNoSection: (section: string) => `es gibt noch keine(n) ${section}`,
  reasonNoChorus: () =>
    'es gibt noch keinen Refrain (sag „füge einen Refrain hinzu“, dann schreibe ich einen)',
  reasonUnknownChord: (chord: string) => `„${chord}“ kann ich nicht als Akkord lesen`,
  choiceSameChordsAfresh: (bars: string, chords: string) =>
    `${bars}: schon ${chords}; die Akkorde bleiben, die Töne dort sind neu geschrieben`,
  reasonAlreadyChords: (bars: string, chords: string) => `${bars}: schon ${chords}`,
  reasonTempoWholePiece: (bars: string) =>
    `das Tempo gilt für das ganze Stück, in ${bars} allein kann ich es nicht ändern`,
  reasonNoSuchBar: (bars: number) => `das Stück hat ${bars} Takte, diesen Takt gibt es also nicht`,
  reasonNoSample: () =>
    'ich kann keine Aufnahme samplen: die Karte ist MIDI und enthält nur Noten, Klang aus einer Platte kann ich nicht übernehmen; ich kann aber eine Stimme in diesem Geist schreiben',
  reasonNoLyrics: () =>
    'ich kann keine Texte schreiben oder singen — ich schreibe instrumentales MIDI; ich kann der Melodie aber einen stimmähnlichen Klang geben (Chor oder „Oohs“)',
  reasonBadMeter: (meter: string) =>
    `im ${meter}-Takt kann ich nicht schreiben: die untere Zahl muss 2, 4, 8 oder 16 sein und die obere 1 bis 16 (z. B. 5/4 oder 7/8)`,
  reasonBadTempo: (bpm: string) =>
    `${bpm} BPM kann ich nicht einstellen: das Tempo muss zwischen 20 und 300 BPM liegen`,
  reasonNoEffect: (effect: string) =>
    `${effect} kann ich nicht hinzufügen: das ist ein Klangeffekt, und die Karte ist MIDI, also nur Noten; setz ihn in deiner DAW auf die Spur`,
  reasonNoGlide: () =>
    'Slides kann ich nicht schreiben: ein Glide ist ein Pitchbend, und ich schreibe bisher nur einfache Noten; schalte in deiner DAW Glide (Portamento) an der 808 oder am Bass ein und lass die Noten überlappen',
  reasonNoNoteMoves: () => 'die Noten spielen schon so, diese Änderung bewegt keine davon',
  cannotMix: () =>
    'Mischen kann ich nicht: Pegel, EQ und Kompression wirken auf das Audio, und das hier ist MIDI, also nur Noten — das machst du auf den Spuren in deiner DAW. In den Noten kann ich die Kick härter spielen lassen (lautere Velocities) oder den Bass dort ausdünnen, wo er auf der Kick liegt, damit sie Platz hat. Sag "Kick lauter" oder "Bass einfacher".',
  cannotMaster: () =>
    'Mastern kann ich es nicht selbst: Mastering bearbeitet das Audio, und die Karte ist MIDI, das nur Noten enthält. Rendere es in deiner DAW zu Audio und mastere dann das.',
  reasonNoAudio: () =>
    'ich kann kein Audio erzeugen — die Karte ist MIDI, das deine DAW oder der Player in Klang verwandelt',
  reasonAlreadyBars: (bars: number) => `es ist schon ${bars} Takte lang`,
  reasonAlreadyInKey: (key: string) => `es steht schon in ${key}`,
  reasonAlreadyTempo: (bpm: number) => `es läuft schon mit ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string) => `es steht schon im ${meter}-Takt`,
  reasonPartAlreadyStyled: (role: string, style: string) => `${role}: spielt schon einen ${style}-Groove`,
  reasonAlreadyWalking: () => 'der Bass läuft schon (Walking Bass)',
  reasonAlreadyFourOnFloor: () => 'die Kick spielt schon four on the floor',
  reasonAlreadyKickBass: () => 'der Bass spielt schon mit der Kick',
  reasonNoKick: () => 'es gibt keine Kick, an die sich der Bass halten könnte — erst Drums dazunehmen',
  reasonAlreadyStraight: () => 'es läuft schon gerade',
  reasonMaxSwing: (percent: number) => `es swingt schon so stark, wie ich es kann (${percent} %)`,
  reasonCompoundSwing: (meter: string) =>
    `im ${meter}-Takt ist der Schlag schon dreiteilig, es gibt also keine geraden Achtel zum Swingen`,
  reasonNoInstrumentToSwap: (instrument: string) =>
    `es gibt kein ${instrument} zum Tauschen, also habe ich die Stimmen gelassen, wie sie waren`,
  reasonNoInstrumentToRemove: (instrument: string) => `es gibt kein ${instrument} zum Herausnehmen`,
  reasonNoRoleToRemove: (role: string) => `es gibt keine Stimme ${role} zum Herausnehmen`,
  reasonAlreadyHasOn: (instrument: string, role: string) => `die Stimme ${role} spielt schon ${instrument}`,
  reasonMostDistorted: (instrument: string) =>
    `die Gitarren spielen schon ${instrument}, die verzerrteste Gitarre in General MIDI`,
  reasonAlreadyHasDrums: () => 'es hat schon Schlagzeug',
  reasonAlreadyHasPart: (role: string) => `es hat schon eine Stimme ${role}`,
  reasonAlreadyRich: () => 'die Akkorde sind schon so reich, wie ich sie setze (Nonen und Tredezimen)',
  reasonNoPartsLeft: () => 'dann bliebe keine Stimme übrig, also habe ich alles gelassen',
  reasonMaxParts: () => 'ein Stück hat höchstens 16 Stimmen',
  choiceStaccato: () => 'jede Note beginnt wie vorher und klingt halb so lang (staccato)',
  choiceLegato: () => 'jede Note beginnt wie vorher und klingt länger, bis zur nächsten (legato)',
  choiceSyncopate: () =>
    'Die Töne auf den schweren Schlägen kommen jetzt eine Achtel früher und klingen über (Antizipationen), so drängt der Part in den Schlag',
  choiceDrumDetail: (detail: string) =>
    detail === 'double-time'
      ? 'Die Drums spielen ihren Groove doppelt so schnell und der Bass verdoppelt seine Noten: ein Double-Time-Feel im selben Tempo'
      : detail === 'half-time'
        ? 'Die Snare kommt jetzt auf Zählzeit 3 statt auf 2 und 4: ein Halftime-Feel im selben Tempo'
        : detail === 'four-on-the-floor'
          ? 'Jetzt landet auf jedem Schlag des Takts eine Bassdrum'
          : detail === 'double-kick'
            ? 'Die Doublebass läuft in Sechzehnteln unter jedem Takt, zwischen den Schlägen etwas leiser'
            : detail === 'hat-rolls'
              ? 'Die Hi-Hat-Rolls sind Zweiunddreißigstel oder Triolen auf dem letzten Schlag, immer lauter'
              : detail === 'fills'
                ? 'Jedes Fill läuft auf dem letzten Schlag über die Toms und landet auf einem Crash'
                : 'Die Ghost Notes sind leise Snare-Schläge eine Sechzehntel vor jedem Backbeat',
  choiceBreakdownHalfTime: (from: number, to: number) =>
    `der Breakdown sind die Takte ${from}–${to}: die Drums spielen dort Halftime`,
  choiceBreakdownParts: (from: number, to: number, parts: string) =>
    `der Breakdown sind die Takte ${from}–${to}: dort setzen aus: ${parts}`,
  choiceBreakdown: (from: number, to: number) =>
    `der Breakdown sind die Takte ${from}–${to}: Drums und Bass setzen dort aus`,
  choiceKitRest: (pieces: string) => `dort setzt nur ${pieces} aus; der Rest des Schlagzeugs spielt weiter`,
  choiceKickBass: () =>
    'der Bass spielt jetzt die Grundtöne der Akkorde auf jeder Kick, beide schlagen zusammen',
  choiceWalkingSkips: () =>
    'der Bass läuft in Vierteln durch die Akkorde, mit einem gedämpften Skip und einem chromatischen Annäherungston vor jedem Wechsel',
  choicePartStyle: (role: string, style: string) =>
    `${role}: spielt jetzt einen ${style}-Groove; alles andere ist Note für Note wie vorher`,
  choicePartStyleNew: (role: string, style: string) => `${role}: spielt einen ${style}-Groove unter dem Rest`,
  choicePercussionStays: () =>
    'die Handpercussion spielt weiter (sag „und die Percussion“, um sie auch herauszunehmen)',
  choiceWalkingBass: () =>
    'der Bass läuft in Vierteln durch die Akkorde, mit einem chromatischen Annäherungston vor jedem Wechsel',
  choiceReplacedMelody: () =>
    'es hatte schon eine Melodie, also habe ich sie durch eine neue über denselben Akkorden ersetzt (sag „füge eine zweite Melodie hinzu“, um beide zu behalten)',
  choicePartsIntro: (bars: number, parts: string) =>
    `das Intro sind ${bars} Takt${bars === 1 ? '' : 'e'} nur mit ${parts}, dann setzt das Stück ein`,
  choiceIntro: () => 'das Intro kommt vor das Stück, sparsamer und ohne die Melodie',
  choiceOutro: () => 'das Outro kommt nach dem Stück, sparsamer und ohne die Melodie',
  choiceBridge: (from: string, back: string) =>
    `die Bridge kommt nach dem Stück, in derselben Tonart: sie verlässt die Tonika mit ${from} und führt über ${back} zurück`,
  choiceMoreBars: (bars: number) =>
    `die ${bars} neuen Takte folgen dem Stück in seiner Tonart und seinem Stil, mit denselben Stimmen; das Bisherige bleibt Note für Note`,
  choiceSection: (section: string) =>
    `der Teil „${section}“ kommt nach dem Stück, bewegter als das Vorherige`,
  and: () => 'und',
  withSevenths: () => 'mit Septimen, wie im Jazz',
  or: () => 'oder',
  explainTritoneSub: (
    key: string,
    V: string,
    sub: string,
    shared: string,
    spelledSub: string,
    subSymbol: string,
    I: string,
    slide: string,
  ) =>
    `Eine Tritonussubstitution ersetzt einen Dominantseptakkord durch den Dominantseptakkord einen Tritonus entfernt. In ${key}: Aus ${V} wird ${sub}. Beide teilen denselben Tritonus — ${shared} (in ${subSymbol} als ${spelledSub} notiert) —, deshalb zieht ${subSymbol} genauso stark nach ${I}, und sein Grundton rutscht einen Halbton abwärts (${slide}), statt eine Quinte zu fallen.`,
  explainSecondaryDominants: (key: string, list: string) =>
    `Eine Zwischendominante ist die V (oder V7) eines anderen Akkords als der Tonika: Sie leiht sich dessen Leitton, damit er wie ein vorübergehendes Zuhause klingt. In ${key}: ${list}. Jede enthält einen leiterfremden Ton — den Leitton ihres Ziels.`,
  secondaryTo: (numeral: string, chord: string, target: string) =>
    `${numeral} ist ${chord} und löst sich nach ${target} auf`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ) =>
    `Paralleltonarten teilen die Vorzeichen, Varianttonarten den Grundton. ${relative} ist die Paralleltonart von ${key}: Beide haben dieselben Vorzeichen (${signature}), also dieselben Töne, aber ${relative} macht einen anderen Ton zum Zuhause. ${parallel} ist die Varianttonart: derselbe Grundton, andere Vorzeichen (${parallelSignature}); es ändern sich ${changed}. Der Wechsel in die Paralleltonart ist die weichste Modulation; Akkorde aus der Varianttonart zu borgen heißt Modal Interchange (Modalmischung).`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string) =>
    `${symbol} (${notes}) ist die Stufe ${roman} in ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string) =>
    `Er gehört nicht zur Tonart: Er ist aus der Varianttonart ${parallel} geborgt, und sein ${outside} steht dort, wo die Tonart ${replaced} hat. Dieser eine veränderte Ton färbt den Klang kurz um, ohne das Zuhause zu verlassen — das Bittersüße, das du hörst.`,
  explainChordLeans: (note: string, target: string, tonic: string) =>
    `Sein ${note} liegt einen Halbton neben ${target} im Tonikaakkord ${tonic}, deshalb zieht er direkt zurück nach Hause.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string) =>
    `Er teilt ${shared} mit dem Tonikaakkord ${tonic} (${tonicNotes}), deshalb klingt er nah am Zuhause, während sich der Bass bewegt.`,
  explainChordBrightInMinor: () =>
    'Er ist ein Durakkord in einer Molltonart: Die Musik hellt sich kurz auf, hoffnungsvoll und sehnsüchtig zugleich — der emotionale Aufschwung von i → VI in so vielen Balladen.',
  explainChordDarkInMajor: () =>
    'Er ist ein Mollakkord in einer Durtonart: eine weichere, dunklere Schattierung der Tonart, die die Durakkorde um ihn herum wärmer wirken lässt.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant') =>
    fn === 'tonic'
      ? 'Seine Funktion ist Tonika: ein Ruhepunkt.'
      : fn === 'subdominant'
        ? 'Seine Funktion ist Subdominante: Er führt vom Zuhause weg und bereitet die Dominante vor.'
        : 'Seine Funktion ist Dominante: Spannung, die sich zur Tonika auflösen will.',
  explainChordSecondary: (target: string, leading: string) =>
    `Er ist die Dominante von ${target}: Sein ${leading} liegt außerhalb der Tonart und ist der Leitton von ${target}, deshalb klingt ${target} für einen Moment wie das Zuhause, und der Akkord zieht dorthin.`,
  explainChordChromatic: (outside: string) =>
    `Sein ${outside} liegt außerhalb der Tonart, deshalb sticht er als chromatische Farbe heraus.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string) =>
    `${a}: ${aNotes}. ${b}: ${bNotes}. ${shared ? `Gemeinsam haben sie ${shared}.` : 'Sie haben keinen Ton gemeinsam.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ) =>
    `Der Unterschied ist die ${degree}: ${aNote} in ${a} (eine ${aInterval} über dem Grundton), ${bNote} in ${b} (eine ${bInterval}).`,
  explainChordThirdColour: () =>
    'Genau dieser eine Halbton in der Terz lässt einen Durakkord hell und einen Mollakkord dunkel klingen.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string) =>
    `${aOnly ? `${a} hat ${aOnly}, was ${b} fehlt` : `${a} hat keinen Ton, der ${b} fehlt`}; ${bOnly ? `${b} hat ${bOnly}, was ${a} fehlt` : `${b} hat keinen Ton, der ${a} fehlt`}.`,
  explainBorrowedChords: (
    major: string,
    minor: string,
    list: string,
    iv: string,
    IV: string,
    lowered: string,
    third: string,
    fifth: string,
    I: string,
  ) =>
    `Geborgte Akkorde kommen aus der Varianttonart — in ${major} aus ${minor}, das denselben Grundton hat, aber eine tiefere Terz, Sexte und Septime. Die üblichen: ${list}. Sie verdunkeln eine Dur-Progression für einen Moment; ${iv} statt ${IV} ist der klassische bittersüße Griff: Sein ${lowered} ist das ${third} von ${IV}, einen Halbton tiefer, und es fällt auf ${fifth}, die Quinte von ${I}.`,
  explainChordFunctions: (
    key: string,
    I: string,
    vi: string,
    iii: string,
    IV: string,
    ii: string,
    V: string,
    vii: string,
    leading: string,
    shared: string,
  ) =>
    `Akkordfunktionen in ${key}: Tonika (Ruhe) — ${I}, ${vi}, ${iii}; Subdominante oder Prädominante (weg vom Zuhause) — ${IV}, ${ii}; Dominante (Spannung, die nach Hause will) — ${V} und ${vii}, die den Leitton ${leading} enthalten. Akkorde einer Funktion teilen Töne (${I} und ${vi} teilen ${shared}), deshalb können sie einander vertreten; Progressionen laufen meist Tonika → Subdominante → Dominante → Tonika.`,
  uploadUnreadable: (error: string) => `Diese Datei ist keine MIDI-Datei, die ich lesen kann: ${error}.`,
  uploadHeader: (filename: string | null) =>
    `Das höre ich in ${filename ? `**${filename}**` : 'deiner Datei'}:`,
  uploadKey: (key: string, declared: string | null, matches: boolean) =>
    `- Tonart: ${key} (aus den Noten geschätzt${declared === null ? '' : matches ? ', passend zu ihren Vorzeichen' : `; die Vorzeichen der Datei sagen ${declared}`})`,
  uploadNoKey: (declared: string | null) =>
    `- Tonart: keine Töne mit Tonhöhe, an denen man sie erkennen könnte${declared ? ` (ihre Vorzeichen sagen ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number) =>
    `- Tempo: ${bpm} BPM${tempoEvents === 0 ? ' (kein Tempo gesetzt, also der MIDI-Standard)' : tempoEvents > 1 ? ` (${tempoEvents - 1} Tempowechsel später)` : ''}`,
  uploadMeter: (meter: string, changes: number) =>
    `- Taktart: ${meter}${changes > 0 ? ` (wechselt ${changes}-mal)` : ''}`,
  uploadLength: (bars: number, seconds: number) =>
    `- Länge: ${bars} ${bars === 1 ? 'Takt' : 'Takte'} (${seconds} s)`,
  uploadChords: (line: string) => `- Akkorde pro Takt: ${line}`,
  uploadChordsNone: () => '(keine)',
  uploadMoreBars: (n: number) => `${n} ${n === 1 ? 'weiterer Takt' : 'weitere Takte'}`,
  uploadNoInstruments: () => '- Instrumente: keine — die Datei hat keine Noten',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ) =>
    `${instrument}${trackName ? ` („${trackName}“)` : ''} auf Kanal ${channel}, ${range}, ${notes} ${notes === 1 ? 'Note' : 'Noten'}`,
  uploadInstruments: (list: string) => `- Instrumente: ${list}`,
  uploadOffer: () =>
    'Soll ich sie ändern? Probier „transponiere sie eine Quarte höher“, „mach sie 100 BPM“, „füge Schlagzeug hinzu“, „füge eine Basslinie hinzu“ oder „harmonisiere sie neu“.',
  uploadCannotChange: (error: string) => `Ich konnte sie nicht ändern: ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number) =>
    `Erledigt — ${changes}. Sie steht jetzt ${key ? `in ${key}` : 'ohne klare Tonart'} mit ${bpm} BPM im ${meter}-Takt, ${bars} ${bars === 1 ? 'Takt' : 'Takte'}; spiel sie ab oder lade die .mid unten herunter.`,
  uploadLeftOut: (skipped: string) => `Eines habe ich weggelassen: ${skipped}.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ) =>
    `${slash} zwischen ${from} und ${to} macht aus dem Akkordwechsel eine Basslinie, die stufenweise läuft: ${bass}. ${slash} ist ${chordName} mit ${third} im Bass statt des Grundtons — ein Durchgangsakkord, leichter als ${chordName} in Grundstellung, sodass das Ohr der Linie folgt statt einem Sprung.`,
  explainInversions: (symbol: string, r: string, t: string, f: string) =>
    `Eine Umkehrung legt einen anderen Ton als den Grundton in den Bass. ${symbol}: Grundstellung ${r}–${t}–${f}; erste Umkehrung (Sextakkord) ${t}–${f}–${r} (${symbol}/${t}); zweite Umkehrung (Quartsextakkord) ${f}–${r}–${t} (${symbol}/${f}). Derselbe Akkord, anderes Gewicht: Die erste Umkehrung ist leichter und lässt den Bass schrittweise laufen, die zweite klingt instabil und steht meist im Durchgang oder vor einer Kadenz.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ) =>
    `Ein Sus-Akkord (Vorhalt) ersetzt die Terz durch die Quarte (sus4) oder die Sekunde (sus2), er ist also weder Dur noch Moll. ${s4}: ${s4Notes}; ${s2}: ${s2Notes}. Das ${fourth} von ${s4} sinkt einen Schritt zu ${third}, der Terz von ${I} — der Vorhalt und seine Auflösung —, deshalb klingt ${s4} → ${I} wie ein Seufzer, der zur Ruhe kommt.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number) =>
    `Ein Auftakt (Anakrusis) ist ein Ton oder mehrere vor dem ersten vollen Takt: Die Melodie beginnt früher und landet auf der Eins von Takt 1, dem ersten schweren Schlag. Im ${meter} beginnt ein Auftakt von ${pickup} Schl${pickup === 1 ? 'ag' : 'ägen'} auf Schlag ${start} eines unvollständigen Takts, und der letzte Takt wird traditionell auf ${last} Schl${last === 1 ? 'ag' : 'äge'} gekürzt, sodass Auftakt und Schlusstakt zusammen einen ganzen Takt ergeben.`,
  explainHemiola: () =>
    'Eine Hemiole gruppiert die Schläge um: Drei Zweiergruppen klingen dort, wo zwei Dreiergruppen hingehören. Im 3/4 werden zwei Takte 1 2 3 | 1 2 3 als drei halbe Noten betont — 1 2 | 3 1 | 2 3 —, sodass sich die zwei Takte kurz wie ein 3/2-Takt anfühlen: drei gegen zwei. Meist steht sie kurz vor einer Kadenz und lässt die Musik breiter werden. Im 6/8 macht derselbe Trick aus zwei punktierten Vierteln drei Viertel (das Gefühl eines 3/4).',
  explainSonataForm: (home: string, second: string) =>
    `Die Sonatenform ist ein Satz in drei Teilen, eine Geschichte, erzählt mit Tonarten. Exposition: das erste Thema in der Grundtonart (${home}), eine Überleitung, dann ein kontrastierendes zweites Thema in einer neuen Tonart (${second}); sie wird oft wiederholt. Durchführung: die Themen werden zerlegt und durch andere Tonarten geführt — die instabile Mitte —, bis eine lange Strecke auf der Dominante die Rückkehr vorbereitet. Reprise: beide Themen kehren zurück, das zweite jetzt in der Grundtonart, und der Konflikt löst sich; eine Coda kann abschließen.`,
  explainSatb: () =>
    'SATB steht für Sopran, Alt, Tenor, Bass: die vier Stimmen eines gemischten Chors, von der höchsten zur tiefsten, und die vier Stimmen des klassischen vierstimmigen Satzes. Ungefähre Umfänge: Sopran C4–G5, Alt G3–D5, Tenor C3–G4 (eine Oktave höher notiert, im Violinschlüssel mit einer 8 darunter), Bass E2–C4 (C4 ist das eingestrichene C). Der Sopran singt meist die Melodie; die anderen drei füllen den Akkord, der Bass auf dem Grundton oder dem tiefsten Ton der Umkehrung.',
  explainFermata: () =>
    'Eine Fermate (𝄐, der Bogen mit einem Punkt darunter, der wie ein Auge aussieht) heißt halten: diesen Ton, Akkord oder diese Pause länger aushalten als notiert, dann weiter. Wie lange, entscheidet der Dirigent oder Spieler — etwa das Anderthalb- bis Zweifache des Notenwerts ist üblich. Im Chor halten, bis die Leitung abwinkt, und auf den Atem und den nächsten Einsatz achten. In Bach-Chorälen markiert die Fermate eher das Ende einer Phrase als einen langen Halt.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ) =>
    `Die alterierte Skala (Superlokrisch) ist der 7. Modus von Melodisch-Moll einen Halbton höher. Auf ${dominant}: ${notes}. Über ${dominant}7 behält sie Grundton, Terz (${third}) und Septime (${seventh}) und alteriert alle anderen Töne: ${alterations}. Jazzmusiker spielen sie über einem V7, der sich auflöst — ${dominant}7alt → ${target}, besonders zu einem Mollakkord —, für die größte Spannung direkt vor der Auflösung, denn die alterierten Töne liegen einen Halbton neben Tönen von ${target}.`,
  explainBackdoor: (
    key: string,
    iv: string,
    bVII: string,
    I: string,
    b6: string,
    five: string,
    b7: string,
    tonic: string,
  ) =>
    `Die Backdoor-ii–V erreicht die Tonika von einem Ganzton darunter statt von der V: in ${key} ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), beide aus dem gleichnamigen Moll geborgt. ${b6} fällt einen Halbton zu ${five}, ${b7} steigt einen Ganzton zu ${tonic} — eine weichere, souligere Ankunft als V7 → I; man hört sie in Jazzstandards, Gospel und Soul, und sie taugt auch als Turnaround.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string) =>
    `Im Kontrapunkt erster Gattung (Note gegen Note) sind die Konsonanzen Prime, Quinte und Oktave (vollkommen) sowie Terzen und Sexten (unvollkommen), groß oder klein — über ${bass}: ${third} (Terz), ${fifth} (Quinte), ${sixth} (Sexte) und ${bass} (Oktave). Alles andere ist Dissonanz: Sekunden, Septimen, der Tritonus und die reine Quarte. Die Quarte gilt gegen den Bass (die tiefste Stimme) als dissonant: ${fourth} über ${bass} klingt wie ein Vorhalt, der zu ${third} fallen will, und lässt den oberen Ton wie den Grundton klingen, sodass der Bass nicht mehr wie das Fundament klingt. Zwischen zwei Oberstimmen ist eine Quarte in Ordnung (${fifth}–${bass} über einem ${bass}-Akkord). Auf einer vollkommenen Konsonanz beginnen und enden, dazwischen vor allem Terzen und Sexten.`,
  explainCounterpoint: () =>
    'Kontrapunkt heißt, zwei oder mehr eigenständige Stimmen zu schreiben, die gut zusammen klingen. Fang mit zwei Stimmen an, Note gegen Note (erste Gattung), über einer kurzen gegebenen Melodie. Zwei Stimmen können sich auf vier Arten bewegen: Gegenbewegung (eine hoch, eine runter — am selbstständigsten), Seitenbewegung (eine hält, eine bewegt sich), gleichgerichtete Bewegung (gleiche Richtung, andere Intervalle) und Parallelbewegung (gleiche Richtung, gleiches Intervall). Bevorzuge Gegen- und Seitenbewegung, nutze Terzen und Sexten frei, beginne und ende auf Einklang, Oktave oder Quinte und meide parallele Quinten und Oktaven — sie lassen die zwei Stimmen zu einer verschmelzen.',
  explainCatchyMelody: () =>
    'Theoretisch gesehen haben eingängige Melodien ein paar Dinge gemeinsam: Wiederholung (ein kurzes Motiv kehrt wieder, genau oder variiert, sodass das Ohr es vorhersagen kann), ein klarer Rhythmus, der sich wiederholt, auch wenn die Töne wechseln, meist Schrittbewegung mit ein, zwei Sprüngen für die Hook, eine einfache Kontur (hoch zu einem Gipfel, dann wieder herunter), ein kleiner singbarer Umfang (etwa eine Oktave) und Akkordtöne auf den schweren Zählzeiten, wobei die Hook auf der Titelzeile landet.',
  explainAugmentedSixth: (
    key: string,
    b6: string,
    raised4: string,
    five: string,
    it: string,
    fr: string,
    ger: string,
    V: string,
  ) =>
    `Ein übermäßiger Sextakkord ist eine Subdominant-Vorbereitung auf der tiefen 6. Stufe mit der erhöhten 4. darüber. In ${key} liegen ${b6} und ${raised4} eine übermäßige Sexte auseinander und gehen beide einen Halbton nach außen zu ${five} (${b6} abwärts, ${raised4} aufwärts), dem Grundton von ${V}. Es gibt drei Sorten: italienisch ${it}, französisch ${fr} und deutsch ${ger} (klingt wie ein Dominantseptakkord, löst sich aber nach ${V} auf).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ) =>
    `Beide Pentatoniken sind Fünftonleitern ohne Halbtonschritte. ${major}: ${majorNotes} — die Durtonleiter ohne 4. und 7. Stufe, hell und offen (Pop, Country). ${minor}: ${minorNotes} — das natürliche Moll ohne 2. und 6. Stufe, der Rock- und Blues-Sound. Die Dur-Pentatonik hat dieselben Töne wie ihre parallele ${relative}, nur mit anderem Anfang; füge der Moll-Pentatonik die verminderte Quinte (${blue}) hinzu, und du hast die Bluestonleiter.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string) =>
    `Phrygischer Halbschluss: iv6 → V in Moll — in ${minorKey} ${iv6} (${ivNotes}, die Terz im Bass) → ${V}. Der Bass fällt einen Halbton auf die 5. Stufe, die Oberstimme steigt einen Ganzton: der Halbtonschritt abwärts des phrygischen Modus; im Barock ein beliebter Schluss langsamer Sätze, der wie eine Frage offen bleibt (Dur leiht ihn sich aus der gleichnamigen Molltonart).`,
  cadenceImperfect: () =>
    'Halbschluss und „imperfect cadence“ sind dasselbe: „imperfect cadence“ ist der britische Name — beide enden auf V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string) =>
    `Vor der V kann fast jeder Akkord der Tonart stehen: am häufigsten die Subdominanten IV (${IV}) und ii (${ii}), auch I (${I}) oder vi (${vi}) — z. B. ${ii} → ${V} oder ${IV} → ${V}.`,
  guideToneMoves: (ii: string, a: string, V: string, b: string, c: string, I: string, d: string, e: string) =>
    `Stimme für Stimme: ${a}, die Septime von ${ii}, fällt einen Schritt zu ${b}, der Terz von ${V}, während ${c}, seine Terz, als Septime von ${V} liegen bleibt; dann fällt ${c} einen Schritt zu ${d}, der Terz von ${I}, und ${b} → ${e}, die Septime von ${I}. Die Grundtöne springen; diese zwei Stimmen bewegen sich kaum.`,
  explainResolution: (
    from: string,
    to: string,
    key: string,
    root: string,
    moves: string,
    held: string,
    tritone: string,
    target: string,
  ) =>
    `In ${key}, ${from} → ${to}: ${root}.${moves ? ` Stimme für Stimme: ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Jeder Ton, der sich bewegt, nimmt den kürzesten Weg zu einem Ton von ${target}, deshalb klingt ${target} wie die Antwort auf den Akkord davor.`,
  resolutionRoot: (semitones: number, from: string, to: string) =>
    semitones === 0
      ? `beide stehen auf ${from}`
      : semitones === 5
        ? `der Grundton fällt eine Quinte (${from} → ${to}), die stärkste Grundtonbewegung überhaupt`
        : semitones === 7
          ? `der Grundton steigt eine Quinte (${from} → ${to}), ein sanfterer, plagaler Zug`
          : `der Grundton ${semitones < 6 ? 'steigt' : 'fällt'} ${STEPS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string) =>
    `${note} ${step > 0 ? 'steigt' : 'fällt'} ${STEPS[Math.abs(step)]} zu ${target}${role === 'leading' ? ` (der Leitton zu ${target})` : role === 'seventh' ? ' (die Septime, die sich abwärts auflöst)' : ''}`,
  resolutionHeld: (notes: string, count: number) =>
    `${notes} ${count === 1 ? 'bleibt als gemeinsamer Ton liegen' : 'bleiben als gemeinsame Töne liegen'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean) =>
    `Der Tritonus ${from}, das instabilste Intervall, löst sich ${contrary ? 'in Gegenbewegung ' : ''}nach ${to} auf.`,
  explainTension: (
    key: string,
    V: string,
    VNotes: string,
    leading: string,
    seventh: string,
    tonic: string,
    I: string,
    third: string,
  ) =>
    `Spannung entsteht aus instabilen Intervallen; Entspannung ist ihre Auflösung. In ${key} enthält ${V} (${VNotes}) den Tritonus ${leading}–${seventh}: ${leading} ist der Leitton, einen Halbton unter ${tonic}, und ${seventh} liegt einen Schritt über der Terz ${third} — beide lösen sich mit dem kleinsten Schritt in den Tonikaakkord ${I} auf, deshalb klingt V7 → I (Dominante zur Tonika) wie Heimkommen.`,
  explainIntervals: (tonic: string, s2: string, s3: string, s4: string, s5: string, s6: string, s7: string) =>
    `Ein Intervall ist der Abstand zwischen zwei Tönen, benannt nach der Zahl der Stufen und der Qualität. Von ${tonic} aus: große Sekunde ${s2} (2 Halbtöne), große Terz ${s3} (4), reine Quarte ${s4} (5), reine Quinte ${s5} (7), große Sexte ${s6} (9), große Septime ${s7} (11), Oktave (12). Ein großes Intervall einen Halbton kleiner ergibt das kleine (kleine Terz = 3 Halbtöne); der Tritonus (6) teilt die Oktave in der Mitte und ist die Spannung in jedem Dominantseptakkord.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string) =>
    `Vierstimmige Stimmführung von ${chords}, jede Stimme bewegt sich so wenig wie möglich — Sopran: ${soprano}. Alt: ${alto}. Tenor: ${tenor}. Bass: ${bass}. Der Bass nimmt die Grundtöne; die drei Oberstimmen halten die Töne, die zwei Akkorde gemeinsam haben, und bewegen die anderen im kleinsten Schritt, wo möglich in Gegenbewegung zum Bass, ohne Quint- oder Oktavparallelen.`,
  explainVoiceLeading: (
    key: string,
    I: string,
    INotes: string,
    IV: string,
    IVNotes: string,
    common: string,
    third: string,
    to1: string,
    fifth: string,
    to2: string,
    V: string,
    VNotes: string,
  ) =>
    `Stimmführung heißt, jeden Ton eines Akkords zum nächstgelegenen Ton des folgenden zu führen und gemeinsame Töne zu halten. In ${key}: Von ${I} (${INotes}) nach ${IV} (${IVNotes}) bleibt ${common} liegen, ${third} steigt einen Halbton zu ${to1} und ${fifth} einen Ganzton zu ${to2} — statt die ganze Form eine Quarte hochzuspringen. Von ${IV} nach ${V} (${VNotes}) gibt es keinen gemeinsamen Ton, also gehen die Oberstimmen schrittweise abwärts gegen einen steigenden Bass. Kleine Schritte machen die Stimmen singbar und die Wechsel weich.`,
  explainModesFamily: (key: string, modes: string) =>
    `Die Modi sind die Durtonleiter, von jeder ihrer Stufen aus gespielt. Mit den Tönen von ${key}: ${modes}. Dieselben Töne, ein anderer Grundton — darum hat jeder Modus seine eigene Farbe. Vergleiche einen Modus mit Dur oder natürlichem Moll auf demselben Grundton: der eine abweichende Ton ist sein Klang (die hohe 6 in Dorisch, die kleine 7 in Mixolydisch, die übermäßige 4 in Lydisch, die kleine 2 in Phrygisch).`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string) =>
    `Der 12-taktige Blues besteht aus drei 4-taktigen Zeilen auf den Akkorden I, IV und V, meist alle als Dominantseptakkorde. In ${key}: | ${bars} |. Zeile 1 bleibt auf ${I}, Zeile 2 geht zu ${IV} und zurück, Zeile 3 ist der Turnaround: ${V} – ${IV} – ${I} – ${V} führt zurück an den Anfang. Beim „Quick Change“ steht ${IV} schon in Takt 2. Über alle 12 Takte kannst du mit der Moll-Pentatonik oder der Bluesskala von ${tonic} improvisieren.`,
  explainEnharmonicKeys: (a: string, sigA: string, b: string, sigB: string, pick: string, tie: boolean) =>
    tie
      ? `${a} hat ${sigA} und ${b} hat ${sigB} — Gleichstand, also kommen beide vor: Gitarre und Streicher schreiben eher die Kreuz-Tonart, Bläser und Klavier eher die B-Tonart. Sie klingen genau gleich.`
      : `${a} hat ${sigA}; ${b} hat ${sigB}. Sie klingen genau gleich, also schreibt fast jeder in ${pick}: weniger Vorzeichen zu lesen und weniger Doppelkreuze oder Doppel-Bs in den Akkorden. Faustregel: die Schreibweise mit weniger Vorzeichen nehmen.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ) =>
    `Eine Tonleiter nutzt jeden Stammton (A–G) genau einmal. ${key}: ${scale}. Würde man ${asked} „${other}“ nennen, gäbe es zwei Töne auf ${otherLetter} und keinen auf ${askedLetter} — also schreibt man ${asked}: dieselbe Tonhöhe wie ${other}, auf dem Buchstaben, den die Tonleiter braucht. So bleiben die Vorzeichen alle Kreuze oder alle Bs, und die Akkorde schichten Buchstaben in Terzen (${triad}).`,
  explainTruckDriver: (key: string, halfUp: string, wholeUp: string, progression: string, lift: string) =>
    `Eine „Truck Driver Modulation“ (Rückung) schiebt den ganzen Song einen Halbton oder Ganzton höher — meist für den letzten Refrain — ohne Drehakkord: von ${key} direkt nach ${halfUp} (oder ${wholeUp}). Am weichsten klingt es, wenn vorher der V7 der neuen Tonart kommt: ${progression}, wobei ${lift} der Schubs ist. Sofortiger Aufschwung (überall in Pop-Balladen der 80er und 90er) — zu oft eingesetzt wirkt es kitschig.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string) =>
    `Die Coltrane-Changes (Giant Steps, Countdown) teilen die Oktave in drei Tonarten im Abstand einer großen Terz — ${tonics} — und springen zwischen ihnen, jede neue Tonika über ihren eigenen V7: ${cycle}. Jeder Sprung ist eine große Terz (4 Halbtöne), drei Sprünge führen nach Hause, und die V7 lassen jede Landung wie eine Kadenz klingen. Er legte den Zyklus auch als Substitution über ein normales ii–V–I (${iiVI} in ${key}).`,
  explainPedalPoint: (key: string, pedal: string, chords: string) =>
    `Ein Orgelpunkt hält einen Ton — meist im Bass —, während die Akkorde darüber wechseln. In ${key} bleibt ${pedal} im Bass unter ${chords}: manche Akkorde passen zu ${pedal}, andere reiben sich daran, so baut sich Spannung auf und löst sich über einem Ton, der sich nie bewegt. Ein Orgelpunkt auf der Tonika erdet; einer auf der Dominante (der 5. Stufe) klingt nach Warten.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ) =>
    `Ein Powerchord ist nur Grundton und Quinte, oft mit verdoppeltem Grundton oben: ${five} = ${fiveNotes}. Ohne Terz (weder ${majorThird} noch ${minorThird}) ist er weder Dur noch Moll und passt zu beidem — und unter starker Verzerrung wird eine Terz zu Matsch, während die bloße Quinte straff und riesig bleibt. Darum bestehen Rock- und Metal-Riffs daraus, etwa ${riff}.`,
  explainSeventhChords: (list: string, maj7: string, dom7: string, seventh: string, flatSeventh: string) =>
    `Die Septakkord-Typen auf einem Grundton: ${list}. Major-7 = Durdreiklang + große Septime (weich, in Ruhe). Dominantseptakkord = Durdreiklang + kleine Septime (bluesig, will sich auflösen: Terz und Septime bilden einen Tritonus). Moll-7 = Molldreiklang + kleine Septime (warm). Halbvermindert = verminderter Dreiklang + kleine Septime (die ii in Moll); der verminderte Septakkord schichtet nur kleine Terzen. ${maj7} und ${dom7} unterscheiden sich nur in der Septime: ${seventh} gegen ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string) =>
    `Optionstöne schichten weitere Terzen über einen Septakkord: None, Undezime und Tredezime (2, 4 und 6 eine Oktave höher). Auf ${root}: ${chords} — die None ist ${ninth}. Sie färben, ohne die Funktion des Akkords zu ändern; auf Dominanten kann man sie alterieren (b9, #9, #11, b13). Meist lässt man die Quinte und oft den Grundton weg, damit das Voicing klar bleibt. Ein ii–V–I mit Optionstönen: ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ) =>
    `Das Geschlecht eines Dreiklangs kommt von seinen zwei geschichteten Terzen. Auf ${root}: ${major} = große + kleine Terz (hell); ${minor} = kleine + große Terz (dunkler); ${dim} = zwei kleine Terzen, also verminderte Quinte (gespannt, will weiter); ${aug} = zwei große Terzen, also übermäßige Quinte (schwebend, traumhaft). Nur die Terz trennt Dur von Moll: ${third} gegen ${flatThird}.`,
  explainOddMeters: () =>
    'Eine ungerade Taktart gruppiert ihre Schläge ungleich, in 2er und 3er. 5/4 ist 3+2 oder 2+3 („Take Five“); 7/8 meist 2+2+3 (oder 3+2+2): zähle „1-2, 1-2, 1-2-3“ und betone jeweils den ersten Ton der Gruppe. Die längere Gruppe fühlt sich wie ein Humpeln oder ein extra Schub an — genau das ist der Reiz. Klopf die Gruppen, bevor du darüber spielst; ich kann dir ein Stück in 5/4 oder 7/8 schreiben.',
  explainCompoundMeter: () =>
    '3/4 und 6/8 enthalten beide sechs Achtel, nur anders gruppiert. 3/4 sind drei Schläge aus je zwei Achteln („1 und 2 und 3 und“): ein Walzer, in drei gefühlt. 6/8 sind zwei Schläge aus je drei Achteln („1-2-3 4-5-6“): er wiegt in zwei, wie eine Ballade oder ein Jig. Gleiche Taktlänge, anderer Puls — in 6/8 tippt der Fuß zweimal pro Takt, in 3/4 dreimal. 12/8 sind vier Dreiergruppen, das Gefühl des langsamen Blues.',
  explainSyncopation: () =>
    'Synkopen setzen Betonungen dorthin, wo der Schlag sie nicht erwartet — auf die Offbeats (die „und“) oder übergebunden über einen Schlag — statt auf 1, 2, 3 und 4. Zähle „1 und 2 und 3 und 4 und“: ein gerader Rhythmus landet auf den Zahlen; ein synkopierter trifft das „und“ nach 2 und hält über die 3. Funk, Reggae, Latin und Pop-Hooks leben davon: erst der gleichmäßige Schlag darunter lässt die Offbeat-Betonung nach vorne drücken.',
  explainSwing: () =>
    'Swing spielt Achtelpaare lang–kurz statt gleich: jeder Schlag wird als Triole gefühlt, die erste Achtel nimmt zwei Drittel, die zweite ein Drittel (etwa 66 %; leichter Swing liegt bei 55–60 %, gerade sind 50 %). Zähle „1-Tri-ole“ und spiele auf „1“ und „le“. Jazz, Shuffles und viel Hip-Hop nutzen ihn. Sag bei einem Stück hier „mehr Swing“ oder „gerade“, dann hörst du den Unterschied.',
  explainPolyrhythm: () =>
    'Ein Polyrhythmus legt zwei verschiedene Pulse gleichzeitig über dieselbe Zeitspanne. Der Klassiker ist 3 gegen 2: in einem Takt spielt eine Stimme 3 gleichmäßige Töne, eine andere 2 — sie treffen sich nur auf der Eins. Zähle sechs Unterteilungen: die 3er-Stimme trifft 1, 3 und 5, die 2er-Stimme 1 und 4. 4 gegen 3 funktioniert genauso über zwölf. Man hört ihn in westafrikanischer Perkussion, im Jazz und im Afrobeat.',
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ) =>
    `Eine picardische Terz beendet ein Mollstück auf der Durtonika: In ${minor} wird das letzte ${i} (${iNotes}) zu ${I} (${INotes}) — nur die Terz bewegt sich, ${from} hinauf zu ${to}. Nach einem dunklen Stück klingt dieser eine erhöhte Ton wie Licht, das durchbricht.`,
  explainNeapolitan: (
    key: string,
    N: string,
    NNotes: string,
    third: string,
    root: string,
    V: string,
    VNotes: string,
    leading: string,
    i: string,
  ) =>
    `Der Neapolitaner (bII) ist der Durakkord auf der tiefalterierten 2. Stufe, meist als Sextakkord (N6). In ${key}: ${N} (${NNotes}), gespielt als ${N}/${third}. Er wirkt dramatisch, weil sein Grundton ${root} einen Halbton über der Tonika und außerhalb der Tonart liegt: Er fällt schrittweise in die Dominante ${V} (${VNotes}), wo ${root} zu ${leading} sinkt — eine verminderte Terz, die zusammenzieht — vor ${i}.`,
  explainPivot: (
    from: string,
    to: string,
    pivot: string,
    pivotNotes: string,
    home: string,
    target: string,
    V7: string,
    I: string,
    homeNumeral: string,
    targetNumeral: string,
  ) =>
    `Eine Modulation mit Pivotakkord (Umdeutung) wechselt über einen Akkord, den beide Tonarten teilen, in eine neue Tonart. Von ${from} nach ${to}: ${pivot} (${pivotNotes}) ist ${homeNumeral} in ${home} und ${targetNumeral} in ${target}, also kann die Progression ihn als ${targetNumeral} der neuen Tonart deuten und mit ${V7} → ${I} weitergehen.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ) =>
    `${from} und ${to} haben keinen Akkord gemeinsam, also gibt es keinen Pivot: Der sanfte Weg führt über die Dominante der neuen Tonart. Schließ eine Phrase in ${from} ab, spiel dann ${V7} (${V7Notes}) → ${I} — sein Leitton ${leading} zeigt dem Ohr das neue Zuhause — und bleib ein, zwei Kadenzen in ${to}, damit es sich setzt.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ) =>
    `Jazzharmonik klingt vor allem durch Septimen und Optionstöne auf jedem Akkord und durch ii–V-Bewegungen „jazzig“. In ${key}: Statt ${plain} spiel ${sevenths}; jede Septime bringt eine weiche Dissonanz, und die in Quinten fallenden Grundtöne (${roots}) ziehen immer weiter. Für mehr Farbe noch Nonen oben drauf und eine Tritonussubstitution (${sub} statt ${V7}).`,
  explainMinorScales: (
    tonic: string,
    nat: string,
    nat7: string,
    harm7: string,
    harm: string,
    V7: string,
    V7Notes: string,
    aug: string,
    nat6: string,
    mel6: string,
    mel: string,
  ) =>
    `${tonic} natürliches Moll: ${nat}. Harmonisch Moll erhöht die Septime (${nat7} → ${harm7}): ${harm} — das ergibt eine Dur-Dominante, ${V7} (${V7Notes}), mit einem Leitton, der nach ${tonic} zieht, um den Preis einer übermäßigen Sekunde (${aug}). Melodisch Moll erhöht auch die Sexte (${nat6} → ${mel6}): ${mel} — das glättet diese Lücke in aufsteigenden Melodien (klassisch kehrt es abwärts zu natürlichem Moll zurück).`,
  circleStep: (key: string, fifths: number) =>
    `${key} (${fifths === 0 ? 'keine Vorzeichen' : `${Math.abs(fifths)} ${fifths > 0 ? (Math.abs(fifths) === 1 ? 'Kreuz' : 'Kreuze') : 'b'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string) =>
    `Der Quintenzirkel ordnet die Tonarten im Abstand einer reinen Quinte; benachbarte Tonarten unterscheiden sich um ein Kreuz oder ein b und sind daher am engsten verwandt. Jeder Schritt im Uhrzeigersinn fügt ein Kreuz hinzu (oder nimmt ein b weg): ${steps}. Nachbarn teilen alle Töne bis auf einen, sind also die nächsten Ziele für eine Modulation, und Grundtöne, die den Zirkel andersherum durchlaufen (${vi} → ${ii} → ${V} → ${I}), ergeben die stärksten Progressionen.`,
} satisfies Partial<Messages>;
