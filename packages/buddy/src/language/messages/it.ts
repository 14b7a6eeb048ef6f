import type { Messages } from './en.ts';

/** Instruments by their tuning key, in words. */
const INSTRUMENTS: Readonly<Record<string, string>> = {
  guitar: 'della chitarra',
  bass: 'del basso a 4 corde',
  bass5: 'del basso a 5 corde',
  ukulele: 'dell’ukulele',
  violin: 'del violino',
  viola: 'della viola',
  cello: 'del violoncello',
  mandolin: 'del mandolino',
};

/** A melodic or root step in semitones, in words. */
const STEPS: readonly string[] = [
  '',
  'di un semitono',
  'di un tono',
  'di una terza minore',
  'di una terza maggiore',
  'di una quarta',
  'di un tritono',
];

/** The brain's reply texts in Italian (same keys as en.ts; a missing key falls back to English). */
export const it = {
  notUnderstood: () =>
    'Non ho capito. Chiedimi un brano ("un beat lo-fi rilassato in fa minore"), una modifica ("più veloce") o una domanda di teoria ("quali sono le note di Cmaj7?").',
  greeting: () =>
    'Ciao! Sono il tuo compagno musicale. Chiedimi accordi, una linea di basso, una melodia o un groove di batteria — ad es. "un beat lo-fi rilassato in fa minore a 80 BPM" — o una domanda di teoria come "perché un ii-V-I risolve?".',
  thanks: () =>
    'Figurati! Un’altra idea? Magari "una bossa nova con chitarra classica" o "la stessa cosa in 6/8"?',
  bye: () => 'A presto — i tuoi brani restano in questa chat quando torni.',
  capabilities: (styles: number) =>
    `Scrivo giri di accordi, linee di basso, melodie e groove di batteria in MIDI (${styles} stili, qualsiasi tonalità o modo, metri come 3/4, 6/8, 7/8, i tuoi accordi o i gradi in numeri romani), li modifico ("più veloce", "trasponi una quarta sopra", "aggiungi la batteria", "fai salire la battuta 5", "aggiungi un ritornello"), rispondo a domande sul brano e spiego la teoria con le note vere. Prova "una ballata triste in do diesis minore sul Rhodes".`,
  offTopic: () =>
    'Questo esce dalla musica, quindi lì non posso aiutarti. Posso scrivere giri di accordi, bassi, melodie e groove di batteria in MIDI, modificarli o spiegare la teoria — prova "un groove funk allegro in mi" o "cos’è una sostituzione di tritono?".',
  practicalUnknown: () =>
    'Bella domanda pratica, ma non so ancora rispondere bene. Quello che posso fare: scrivere o modificare MIDI per esercitarti (ad es. "un blues lento di 12 battute in la a 70 BPM"), spiegare la teoria che c’è dietro o rispondere a domande su un brano di questa chat.',
  song: () =>
    'Non ho gli accordi né le tablature delle canzoni esistenti, e non li invento spacciandoli per gli originali. Se scrivi gli accordi che conosci (ad es. "G D Em C"), li suono, li analizzo o ci scrivo sopra una parte.',
  theoryUnknown: (topics: string) =>
    `Rispondo con esattezza su: accordi di una tonalità, note di un accordo, di una scala o di un modo, intervalli, tonalità relative e omologhe, armature di chiave, enarmonie, analisi in numeri romani, in che tonalità è un giro, trasporto di accordi e tonalità con capotasto — e spiego ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string) =>
    `Su ${chord} (${notes}) usa ${scales}. Appoggiati sulle note dell’accordo (${notes}) sui tempi forti; le altre note della scala passano tra di esse.`,
  explainParallelFifths: (from: string, to: string) =>
    `Le quinte parallele sono due voci a distanza di quinta giusta che si muovono nella stessa direzione verso un’altra quinta: ${from} a ${to}. La scrittura classica le evita perché le due voci si fondono e perdono indipendenza. Nel pop, nel rock e nel metal vanno benissimo e sono ovunque: ogni riff di power chord è fatto di quinte parallele. Evitale tra basso e melodia (e nei cori o negli archi) se vuoi voci indipendenti; altrove usale liberamente.`,
  explainTimeSignatures: () =>
    'L’indicazione di tempo dice quanti movimenti ha una battuta (numero in alto) e quale figura vale un movimento (numero in basso: 4 è la semiminima). Il 4/4 si conta 1 2 3 4, con l’accento più forte sull’1 e uno più leggero sul 3: quasi tutto il pop, il rock, l’hip-hop e la dance. Il 3/4 si conta 1 2 3, il valzer; il 2/4 si conta 1 2, marce e polke.',
  explainTriplets: () =>
    'Una terzina mette tre note uguali nel tempo di due. Le terzine di crome mettono tre note su ogni movimento, contate "1-ter-zi 2-ter-zi"; le terzine di semiminime distribuiscono tre note su due movimenti. Lo swing è una sensazione di terzina: la prima e l’ultima nota di ogni terzina, lunga-breve.',
  explainTurnaround: (key: string, plain: string, jazz: string) =>
    `Un turnaround è il giro di accordi alla fine di una sezione che riporta al suo inizio. In ${key}: ${plain} (I–vi–ii–V), e il V spinge di nuovo all’inizio. Il jazz lo rafforza con una dominante secondaria: ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string) =>
    `Un accordo di passaggio sta tra due accordi per rendere il percorso più morbido, di solito su un tempo debole, con il basso che si muove per grado congiunto. Il classico è una settima diminuita un semitono sotto l’arrivo: in ${key}, ${chords}, con il basso che sale ${bass}. Qualsiasi accordo può fare da passaggio se le sue voci vanno al successivo per piccoli passi.`,
  exampleAbove: () =>
    'È la scheda qui sopra: premi Play per ascoltarla. Dimmi «più lento», «in un’altra tonalità» o «un’altra versione» e la cambio.',

  explanation: (text: string, offer: boolean) => (offer ? `${text}\nVuoi che suoni un esempio?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nEccolo in un breve esempio: ${chords}.`,
  noPiece: () =>
    'In questa chat non c’è ancora nessun brano, quindi non c’è niente da cui leggerlo. Chiedimene uno — ad es. "un beat lo-fi rilassato in fa minore" — e poi chiedi pure.',
  editWithoutPiece: () => 'Non ho un brano precedente in questa chat, quindi ne ho scritto uno nuovo',
  composed: (summary: string, progression: string) => `Ecco ${summary}.\nGiro di accordi: ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `Fatto — ${changes}.`,
  undoneTo: (changes: string) => `tornato alla versione precedente: ${changes}`,
  reasonNothingToUndo: () => 'non c’è una versione precedente di questo brano',
  nowIs: (summary: string, progression: string) => `Ora è ${summary}.\nGiro di accordi: ${progression}.`,
  unchanged: (reason: string) => `Non è cambiato nulla: ${reason}.`,
  unchangedGeneric: () =>
    'Non è cambiato nulla — in quel messaggio non trovo niente che io sappia cambiare in questo brano. Posso cambiare tempo, tonalità, modo, metro, durata, parti, strumenti, swing, densità, una battuta o un gruppo di battute, oppure aggiungere un ritornello, un bridge, un’intro o un finale.',
  partly: (reasons: string) => `Non fatto: ${reasons}.`,
  composeFailed: (error: string) =>
    `Non sono riuscito a scriverlo: ${error}. Prova un altro metro o un’altra durata — ad es. "8 battute in 4/4".`,
  styleApproximated: (asked: string, used: string) =>
    `Non ho uno stile ${asked}, quindi l’ho approssimato con ${used}`,
  pieceTempo: (tempo: number) => `Va a ${tempo} BPM.`,
  pieceKey: (key: string) => `È in ${key}.`,
  pieceMeter: (meter: string) => `È in ${meter}.`,
  pieceBars: (bars: number, seconds: number) =>
    `Dura ${bars} battut${bars === 1 ? 'a' : 'e'} (circa ${seconds} secondi a questo tempo).`,
  pieceChords: (chords: string) => `Gli accordi: ${chords}.`,
  pieceChordAt: (bar: number, chord: string) => `La battuta ${bar} è ${chord}.`,
  pieceChordsIn: (from: number, to: number, chords: string) => `Battute ${from}–${to}: ${chords}.`,
  pieceParts: (parts: string) => `Ha ${parts}.`,
  pieceStyle: (style: string) => `È scritto in stile ${style}.`,
  pieceScale: (key: string, scales: string) => `Su ${key} funzionano: ${scales}.`,
  pieceSummary: (summary: string) => `È ${summary}.`,
  uploadAnotherTake: (file: string, progression: string) =>
    `Ecco un’altra versione del tuo file: stessa tonalità, tempo, metro, accordi e strumenti (${file}), ogni parte riscritta.\nAccordi che ho seguito: ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `Fatto — ho scritto ${added} sugli accordi del tuo file e ho tenuto tutte le sue note (${file}).\nAccordi che ho seguito: ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `Non posso aggiungerlo al tuo file: ${reason}. Posso comunque trasporlo, cambiarne il tempo o aggiungere batteria o una linea di basso.`,
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string) =>
    `un brano di ${bars} battut${bars === 1 ? 'a' : 'e'} in stile ${style}, in ${key} a ${tempo} BPM in ${meter}`,
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string) =>
    `un groove di batteria di ${bars} battut${bars === 1 ? 'a' : 'e'} in stile ${style} a ${tempo} BPM in ${meter}`,
  summary: (head: string, parts: string) => `${head} — ${parts}`,
  partOn: (role: string, instrument: string) => `${role} (${instrument})`,
  listAnd: (first: string, last: string) => `${first} e ${last}`,
  swung: () => 'con swing',
  humanized: () => 'umanizzato',
  nextDrums: () => 'Aggiungo la batteria?',
  nextMelody: () => 'Ci metto sopra una melodia?',
  nextBass: () => 'Vuoi una linea di basso sotto?',
  nextGrooveParts: () => 'Vuoi una linea di basso o degli accordi sul groove?',
  nextIdea1: () => 'Lo vuoi più veloce, o trasposto in un’altra tonalità?',
  nextIdea2: () => 'Prova «basso più movimentato» o «un’altra variazione».',
  nextIdea3: () => 'Posso metterlo in 3/4, cambiare gli strumenti o scrivere altre 8 battute.',
  nextIdea4: () =>
    'Di’ «un’altra variazione» per una versione nuova, o «aggiungi swing» per un feeling più sciolto.',
  nextIdea5: () => 'Vuoi gli accordi su un altro strumento — Rhodes, archi, chitarra classica?',
  changedTempo: (from: number, to: number) => `il tempo è passato da ${from} a ${to} BPM`,
  changedKeyMoved: (from: string, to: string, shift: string) =>
    `l’ho trasposto da ${from} a ${to} (ogni nota ${shift})`,
  changedKey: (to: string, from: string) => `ora è in ${to} (prima in ${from})`,
  changedMeter: (to: string, from: string) => `ora è in ${to} (prima in ${from})`,
  changedBars: (to: number, from: number) => `ora è di ${to} battute (prima ${from})`,
  changedStraight: () => 'ora suona dritto, senza swing',
  changedSwing: (from: number, to: number) => `lo swing è passato dal ${from}% al ${to}%`,
  addedDrums: () => 'ho aggiunto la batteria',
  addedPart: (part: string) => `ho aggiunto una parte di ${part}`,
  removedPart: (part: string) => `ho tolto la parte di ${part}`,
  changedInstrument: (role: string, to: string, from: string) =>
    `lo strumento della parte di ${role} ora è ${to} (prima ${from})`,
  movedPart: (part: string, shift: string, bars: string) =>
    `ho spostato la parte di ${part} ${shift}${bars ? ` (${bars})` : ''}`,
  rewrotePart: (part: string, bars: string) => `ho riscritto la parte di ${part} (${bars})`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number) =>
    `ho riscritto la parte di ${part} con ${to < from ? 'meno' : 'più'} note (${bars}; ${from} → ${to})`,
  alteredPart: (part: string, bars: string) =>
    `ho adattato le note della parte di ${part} ai nuovi accordi (${bars}), stesso ritmo`,
  silencedPart: (part: string, bars: string) => `ho tolto la parte di ${part} (${bars})`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string) =>
    `la parte di ${part} suona ${louder ? 'più forte' : 'più piano'}${bars ? ` (${bars})` : ''} (velocity media ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string) =>
    `${bars}: ora ${to} (prima ${from}), con tutte le parti che seguono i nuovi accordi`,
  changedFeel: (part: string, bars: string) =>
    `ho cambiato il feeling della parte di ${part}${bars ? ` (${bars})` : ''}`,
  partWithInstrument: (role: string, instrument: string) => `${role} (${instrument})`,
  bars: (count: number, runs: string) => `${count === 1 ? 'battuta' : 'battute'} ${runs}`,
  everyBar: () => 'tutte le battute',
  shiftUp: (amount: string) => `${amount} più in alto`,
  shiftDown: (amount: string) => `${amount} più in basso`,
  anOctave: () => 'un’ottava',
  twoOctaves: () => 'due ottave',
  aSemitone: () => 'un semitono',
  aWholeStep: () => 'un tono',
  semitones: (n: number) => `${n} semitoni`,
  factChordsOfQuality: (quality: string, key: string, chords: string) =>
    `Le triadi ${{ major: 'maggiori', minor: 'minori', diminished: 'diminuite', augmented: 'aumentate' }[quality] ?? quality} di ${key}: ${chords || 'nessuna'}.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string) =>
    `${sevenths ? 'Gli accordi di settima diatonici' : 'Le triadi diatoniche'} di ${key}: ${chords}.\nVuoi che ci costruisca una progressione?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string) =>
    `${symbol}${type ? ` (${type})` : ''}: ${notes}${bass ? ` con ${bass} al basso` : ''}.\nSe vuoi, lo inserisco in una progressione.`,
  factScaleNotes: (scale: string, notes: string) => `${scale}: ${notes}.\nVuoi una melodia che la usi?`,
  factInterval: (from: string, up: boolean, to: string, name: string, short: string, semitones: number) =>
    `Da ${from} ${up ? 'salendo' : 'scendendo'} a ${to} c’è una ${name} (${short}, ${semitones} ${semitones === 1 ? 'semitono' : 'semitoni'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number) =>
    `Una ${interval} ${up ? 'sopra' : 'sotto'} ${from} è ${to} (${semitones} semitoni).`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string) =>
    `La relativa ${minor ? 'minore' : 'maggiore'} di ${key} è ${relative} — stessa armatura di chiave (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string) =>
    `L’omologa ${minor ? 'minore' : 'maggiore'} di ${key} è ${parallel} — stessa tonica, ${signature}.`,
  factSignature: (key: string, signature: string) => `Armatura di chiave di ${key}: ${signature}.`,
  signatureNone: () => 'nessun diesis né bemolle',
  signatureSharps: (n: number, accidentals: string) => `${n} diesis: ${accidentals}`,
  signatureFlats: (n: number, accidentals: string) =>
    `${n} ${n === 1 ? 'bemolle' : 'bemolli'}: ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string) =>
    `In ${key}${chosen ? ` (non hai indicato la tonalità, quindi l’ho letta in ${key})` : ''}: ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string) =>
    `In ${key}, ${romans} diventa: ${chords}.\nVuoi che lo scriva in MIDI?`,
  factEnharmonic: (note: string, names: string) =>
    `${note} è la stessa altezza di ${names}: grafie enarmoniche dello stesso tasto del pianoforte; la tonalità decide quale nome scrivere.`,
  factKeyForSignature: (signature: string, major: string, minor: string) =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} è l’armatura di ${major} e della sua relativa minore, ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string) => `${chords} ${shift}: ${result}.`,
  factChordName: (notes: string, symbol: string, type: string) =>
    `${notes} formano ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string) =>
    `La ${tone} di ${symbol} è ${note} (${symbol}: ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string) =>
    `In ${key}, ${role} è ${note}; il suo accordo è ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string) => `${roman} in ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string) =>
    `Come note, ${notes} formano ${symbol}${type ? ` (${type})` : ''}, un accordo di più tonalità: ${homes}. Se erano accordi, scrivili con il loro tipo (es. "F#m A C#").`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string) =>
    `Il grado ${degree} di ${scale} è ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ) =>
    `La sostituzione di tritono di ${chord} è ${sub} (${notes}): la sua fondamentale è a un tritono (6 semitoni) da ${from}, e i due accordi hanno lo stesso tritono, ${tritone}, quindi ${sub} risolve su ${target} proprio come ${chord}, con il basso che scende di un semitono.`,
  factTuning: (instrument: string, strings: string) =>
    `Accordatura standard ${INSTRUMENTS[instrument] ?? instrument}, dalla corda più grave: ${strings}${instrument === 'ukulele' ? ' (il G è accordato sopra il C: accordatura «rientrante»)' : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string) =>
    `Al ${fret}° tasto, le corde ${INSTRUMENTS[instrument] ?? instrument} in accordatura standard (${open}, dal grave all’acuto) suonano ${notes}: ognuna ${fret} semiton${fret === 1 ? 'o' : 'i'} sopra la corda a vuoto.`,
  factFretNote: (fret: number, string: string, note: string) =>
    `Al ${fret}° tasto della corda di ${string} c'è ${note} (${fret} semitoni sopra la corda a vuoto, in accordatura standard; il 12° tasto è l'ottava).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string) =>
    `Con il capotasto al ${fret}° tasto, le posizioni di ${shape} suonano come ${sounding}: sei in ${key}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string) =>
    `Un blues di ${bars} battute in ${key}, battuta per battuta:\n${grid}\nÈ ${numerals}${quickChange ? `; un "quick change" mette ${quickChange} alla battuta 2` : ''}, e l'ultima battuta riporta all'inizio.\nVuoi che te ne suoni uno? Dimmi anche un feel o un tempo, p. es. "suonane uno, shuffle, 100 bpm".`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string) =>
    `Un accordo ${name} si costruisce sui gradi ${numbers} (1 è la fondamentale): ${symbol} = ${notes}.\nPosso metterlo in una progressione se vuoi.`,
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string) =>
    `${chord} è il ${roman} di ${keys}: ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ) =>
    `${chord} non è il ${roman} di nessuna tonalità maggiore o minore: in ${majorKey} il ${roman} è ${majorChord}, in ${minorKey} è ${minorChord}.`,
  intoKey: (key: string) => `in ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string) =>
    `Questa progressione è in ${key}${runnerUp ? ` (${runnerUp} segue a poca distanza)` : ''}: ${analysis}.`,
  scaleOption: (scale: string, notes: string) => `${scale} (${notes})`,
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string) =>
    `nella ${degree} (${noteA} nel modo ${a}, ${noteB} nel modo ${b})`,
  explainModeCompare: (a: string, notesA: string, b: string, notesB: string, diffs: string, count: number) =>
    `${a}: ${notesA}. ${b}: ${notesB}.${diffs ? (count === 1 ? ` Differiscono solo ${diffs} — quella sola nota è tutta la differenza di colore tra i due.` : ` Differiscono ${diffs} — quelle ${count} note sono tutta la differenza di colore tra i due.`) : ' Sono le stesse note.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string) =>
    `È il ${degree}° modo di ${parent}: ${notes}, partendo da ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string) =>
    `${mode.charAt(0).toUpperCase()}${mode.slice(1)} a confronto con ${other}: ${comparison}`,
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
    `In ${key} il ii–V–I è ${chain}. Suona risolto grazie alla dominante: ${dominant} contiene il tritono ${third}–${seventh} (la sua 3ª e la sua 7ª), l’intervallo più instabile della tonalità, e si risolve per grado congiunto — ${third}, la sensibile, sale di un semitono alla tonica ${root}, e ${seventh} scende a ${tonicThird}, la 3ª di ${tonic}. Queste 3e e 7e sono le note guida: la 7ª di ogni accordo scende di un grado e diventa la 3ª del successivo, così la linea si muove morbida mentre le fondamentali scendono per quinte (${roots}).`,
  explainCadences: (key: string, lines: string) => `Le cadenze in ${key} — ${lines}`,
  cadenceAuthentic: (V: string, vNotes: string, I: string, iNotes: string, leading: string, tonic: string) =>
    `Cadenza perfetta: V → I, ${V} (${vNotes}) → ${I} (${iNotes}). La sensibile ${leading} sale alla tonica ${tonic} e il basso scende di una quinta: il senso di arrivo più forte.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string) =>
    `Cadenza plagale: IV → I, ${IV} (${ivNotes}) → ${I}. Niente sensibile, solo la nota comune ${tonic} tenuta: il finale più morbido, l’«amen» degli inni.`,
  cadenceHalf: (IV: string, V: string, vNotes: string) =>
    `Semicadenza: un accordo qualsiasi → V, per es. ${IV} → ${V} (${vNotes}). Si ferma sulla dominante, quindi suona come una domanda o una virgola.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string) =>
    `Cadenza d’inganno: V → vi, ${V} → ${vi} (${viNotes}). L’orecchio si aspetta ${I}; ${vi} ne condivide due note, quindi risolve la tensione ma non torna a casa.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ) =>
    `${major}: ${majorNotes}. ${minor}: ${minorNotes}. La scala minore abbassa la 3ª, la 6ª e la 7ª (${lowered}); è la 3ª abbassata sopra la tonica a farla suonare triste o scura. ${relative} ha le stesse note di ${major} (è la sua relativa minore).`,
  choiceNoStyle: () => 'non hai indicato uno stile, quindi ho scelto un sapore pop',
  choiceRomansKey: (key: string) =>
    `i numeri romani hanno bisogno di una tonalità e non ne hai indicata una, quindi l’ho messo in ${key}`,
  choiceChordsKey: (key: string) => `questi accordi sono in ${key}, quindi è quella la tonalità`,
  choiceNoTonic: (key: string) => `non hai indicato la tonica, quindi ho scelto ${key}`,
  choiceGenreMode: (key: string, style: string) =>
    `non hai indicato il modo, quindi ho scelto ${key}, come si usa nel ${style}`,
  choiceMoodMode: (key: string) =>
    `non hai indicato il modo e l’atmosfera chiede il minore, quindi ho scelto ${key}`,
  choiceNoKey: (key: string) => `non hai indicato la tonalità, quindi ho scelto ${key}`,
  choiceGrooveKey: (key: string) => `la batteria non aveva una tonalità, quindi ho scelto ${key}`,
  choiceGrooveKeyAsked: (key: string) => `la batteria non aveva una tonalità; ora è in ${key}, come chiesto`,
  choiceForm: (form: string, style: string) => `per un(a) ${form} ho usato un sapore ${style}`,
  choiceSparse: () =>
    'ho lasciato fuori la batteria per tenerlo essenziale (di\' "aggiungi la batteria" se la vuoi)',
  choiceAddedParts: (named: string, added: string, style: string) =>
    `oltre a ${named}, che hai nominato, ho completato con ${added} da una formazione ${style} (di' "solo" e le parti che vuoi per averne meno)`,
  choiceNearest: (asked: string, used: string) =>
    `il General MIDI non ha ${asked}, quindi suona con ${used}, il suono più vicino`,
  choiceChordsPart: () => 'mi hai dato degli accordi, quindi ho aggiunto una parte di accordi che li suona',
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean) =>
    `${role} ora arriva a ${note}, ${down ? 'sotto la nota più grave' : 'sopra la nota più acuta'} di ${instrument} (${limit}): va bene per un synth o un campionatore, non per chi suona`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number) =>
    `Nella battuta ${bar}, ${instrument} dispone ${chord} come ${notes}, dal grave all’acuto — ${
      [
        'stato fondamentale',
        'primo rivolto (terza al basso)',
        'secondo rivolto (quinta al basso)',
        'terzo rivolto (settima al basso)',
      ][position] ?? 'un’estensione al basso'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string) =>
    `Non c’è un accordo ${chord} — i suoi accordi sono ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string) =>
    `Nella battuta ${bar}, ${role} (${instrument}) suona ${beats}.`,
  piecePartRests: (bar: number, role: string) => `${role} tace nella battuta ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string) =>
    `${role} (${instrument}) usa ${notes}, da ${low} a ${high}.`,
  pieceNoPart: (role: string, parts: string) => `Non c'è ${role}: ci sono ${parts}.`,
  pieceDrumSounds: (sounds: string) => `La batteria suona ${sounds}.`,
  pieceYes: () => 'Sì.',
  pieceNo: () => 'No.',
  pieceBeat: (n: number) => `movimento ${n}`,
  reasonNoPartToMove: (role: string) => `non c’è nessuna parte di ${role} da spostare`,
  reasonNotInPiece: (named: string, has: string) => `nel brano non c’è ${named}; ci sono ${has}`,
  reasonNoSection: (section: string) => `non c’è ancora ${section}`,
  reasonNoChorus: () => 'non c’è ancora un ritornello (di’ «aggiungi un ritornello» e lo scrivo)',
  reasonUnknownChord: (chord: string) => `non riesco a leggere «${chord}» come accordo`,
  choiceSameChordsAfresh: (bars: string, chords: string) =>
    `${bars}: già ${chords}; gli accordi restano, le note lì sono riscritte`,
  reasonAlreadyChords: (bars: string, chords: string) => `${bars}: già ${chords}`,
  reasonTempoWholePiece: (bars: string) =>
    `il tempo è di tutto il brano, quindi non posso cambiarlo solo in ${bars}`,
  reasonNoSuchBar: (bars: number) => `il brano ha ${bars} battute, quindi quella battuta non esiste`,
  reasonNoSample: () =>
    'non posso campionare una registrazione: la card è MIDI, che contiene solo note, e non posso prendere il suono da un disco; posso scrivere una parte in quello spirito',
  reasonNoLyrics: () =>
    'non posso scrivere testi né cantare — scrivo MIDI strumentale; posso però dare alla melodia un suono di voce (coro o «oohs»)',
  reasonBadMeter: (meter: string) =>
    `non posso scrivere in ${meter}: il numero sotto deve essere 2, 4, 8 o 16 e quello sopra da 1 a 16 (per es. 5/4 o 7/8)`,
  reasonBadTempo: (bpm: string) => `non posso impostare ${bpm} BPM: il tempo deve stare tra 20 e 300 BPM`,
  reasonNoEffect: (effect: string) =>
    `non posso aggiungere ${effect}: è un effetto sul suono e la scheda è MIDI, che contiene solo note; mettilo sulla traccia nella tua DAW`,
  reasonNoGlide: () =>
    'non posso scrivere slide: un glide è un pitch bend e per ora scrivo solo note semplici; nella tua DAW attiva il glide (portamento) sull’808 o sul basso e sovrapponi le note',
  reasonNoNoteMoves: () => 'le note suonano già così, quella modifica non ne sposta nessuna',
  cannotMix: () =>
    'Non posso mixarlo: livelli, EQ e compressione lavorano sull’audio, e questo è MIDI, che contiene solo note; si fa sulle tracce nella tua DAW. Nelle note posso far colpire la cassa più forte (velocity più alte) o sfoltire il basso dove cade sulla cassa per lasciarle spazio. Di\' "cassa più forte" o "basso più semplice".',
  cannotMaster: () =>
    'Non posso fare io il master: il mastering lavora sull’audio, e la scheda è MIDI, che contiene solo note. Esportalo in audio nella tua DAW e poi fai il master di quello.',
  reasonNoAudio: () =>
    'non posso creare audio — la scheda è MIDI, che la tua DAW o il player trasformano in suono',
  reasonAlreadyBars: (bars: number) => `è già lungo ${bars} battute`,
  reasonAlreadyInKey: (key: string) => `è già in ${key}`,
  reasonAlreadyTempo: (bpm: number) => `è già a ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string) => `è già in ${meter}`,
  reasonPartAlreadyStyled: (role: string, style: string) => `${role}: suona già un groove ${style}`,
  reasonAlreadyWalking: () => 'il basso cammina già (walking bass)',
  reasonAlreadyFourOnFloor: () => 'la cassa suona già four on the floor',
  reasonAlreadyKickBass: () => 'il basso suona già con la cassa',
  reasonNoKick: () => 'non c’è una cassa a cui agganciare il basso: aggiungi prima la batteria',
  reasonAlreadyStraight: () => 'suona già dritto',
  reasonMaxSwing: (percent: number) => `ha già tutto lo swing che posso dargli (${percent}%)`,
  reasonCompoundSwing: (meter: string) =>
    `in ${meter} il battito è già diviso in tre, quindi non ci sono ottavi dritti da swingare`,
  reasonNoInstrumentToSwap: (instrument: string) =>
    `non c’è ${instrument} da scambiare, quindi ho lasciato le parti com’erano`,
  reasonNoInstrumentToRemove: (instrument: string) => `non c’è ${instrument} da togliere`,
  reasonNoRoleToRemove: (role: string) => `non c’è nessuna parte di ${role} da togliere`,
  reasonAlreadyHasOn: (instrument: string, role: string) => `la parte di ${role} è già su ${instrument}`,
  reasonMostDistorted: (instrument: string) =>
    `le chitarre sono già su ${instrument}, la chitarra più distorta di General MIDI`,
  reasonAlreadyHasDrums: () => 'ha già la batteria',
  reasonAlreadyHasPart: (role: string) => `ha già una parte di ${role}`,
  reasonAlreadyRich: () => 'gli accordi sono già ricchi quanto li armonizzo (none e tredicesime)',
  reasonNoPartsLeft: () => 'non resterebbe nessuna parte, quindi ho tenuto quello che c’è',
  reasonMaxParts: () => 'un brano può avere al massimo 16 parti',
  choiceStaccato: () => 'ogni nota parte dove partiva e dura la metà (staccato)',
  choiceLegato: () => 'ogni nota parte dove partiva e dura di più, fino alla successiva (legato)',
  choiceSyncopate: () =>
    'Le note sui tempi forti ora arrivano una croma prima e si prolungano (anticipazioni), così la parte spinge verso il tempo',
  choiceDrumDetail: (detail: string) =>
    detail === 'double-time'
      ? 'La batteria suona il suo groove al doppio della velocità e il basso raddoppia le note: un feel double time allo stesso tempo'
      : detail === 'half-time'
        ? 'Il rullante ora cade sul 3 invece che sul 2 e sul 4: un half-time allo stesso tempo'
        : detail === 'four-on-the-floor'
          ? 'Ora c’è una cassa su ogni tempo della battuta'
          : detail === 'double-kick'
            ? 'La doppia cassa corre in semicrome sotto ogni battuta, un po’ più piano tra i tempi'
            : detail === 'hat-rolls'
              ? 'I rulli di hi-hat sono biscrome o terzine sull’ultimo movimento, sempre più forti'
              : detail === 'fills'
                ? 'Ogni fill scende sui tom nell’ultimo movimento e atterra su un crash'
                : 'Le ghost note sono colpi leggeri di rullante un sedicesimo prima di ogni backbeat',
  choiceBreakdownHalfTime: (from: number, to: number) =>
    `il breakdown sono le battute ${from}–${to}: lì la batteria va in half-time`,
  choiceBreakdownParts: (from: number, to: number, parts: string) =>
    `il breakdown sono le battute ${from}–${to}: lì tacciono: ${parts}`,
  choiceBreakdown: (from: number, to: number) =>
    `il breakdown sono le battute ${from}–${to}: lì batteria e basso tacciono`,
  choiceKitRest: (pieces: string) => `lì tace solo ${pieces}; il resto della batteria continua`,
  choiceKickBass: () => 'il basso ora suona la fondamentale degli accordi su ogni colpo di cassa, insieme',
  choiceWalkingSkips: () =>
    'il basso cammina in semiminime attraverso gli accordi, con una nota fantasma e un avvicinamento cromatico prima di ogni cambio',
  choicePartStyle: (role: string, style: string) =>
    `${role}: ora suona un groove ${style}; il resto è nota per nota come prima`,
  choicePartStyleNew: (role: string, style: string) => `${role}: suona un groove ${style} sotto il resto`,
  choicePercussionStays: () => 'le percussioni a mano continuano (di’ «e le percussioni» per toglierle)',
  choiceWalkingBass: () =>
    'il basso cammina in semiminime attraverso gli accordi, con una nota di avvicinamento cromatico prima di ogni cambio',
  choiceReplacedMelody: () =>
    'c’era già una melodia, quindi l’ho sostituita con una nuova sugli stessi accordi (di’ «aggiungi una seconda melodia» per tenerle entrambe)',
  choicePartsIntro: (bars: number, parts: string) =>
    `l’intro è di ${bars} battut${bars === 1 ? 'a' : 'e'} solo con ${parts}, poi entra il brano`,
  choiceIntro: () => 'l’intro va prima del brano, più scarna e senza la melodia',
  choiceOutro: () => 'il finale va dopo il brano, più scarno e senza la melodia',
  choiceBridge: (from: string, back: string) =>
    `il bridge viene dopo il brano, nella stessa tonalità: parte lontano dalla tonica con ${from} e torna tramite ${back}`,
  choiceMoreBars: (bars: number) =>
    `le ${bars} battute nuove seguono il brano nella sua tonalità e nel suo stile, con le stesse parti; quello che c’era resta nota per nota`,
  choiceSection: (section: string) =>
    `la sezione «${section}» viene dopo il brano, più movimentata di quella prima`,
  and: () => 'e',
  withSevenths: () => 'con le settime, come nel jazz',
  or: () => 'o',
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
    `Una sostituzione di tritono sostituisce un accordo di settima di dominante con quello a un tritono di distanza. In ${key}: ${V} diventa ${sub}. Condividono lo stesso tritono — ${shared} (scritti ${spelledSub} in ${subSymbol}) — quindi ${subSymbol} spinge verso ${I} con la stessa forza, e la sua fondamentale scende di un semitono (${slide}) invece di cadere di una quinta.`,
  explainSecondaryDominants: (key: string, list: string) =>
    `Una dominante secondaria è il V (o V7) di un accordo diverso dalla tonica: prende in prestito la sensibile di quell’accordo per farlo suonare come una casa temporanea. In ${key}: ${list}. Ognuna contiene una nota fuori tonalità — la sensibile del suo accordo di arrivo.`,
  secondaryTo: (numeral: string, chord: string, target: string) =>
    `${numeral} è ${chord}, che risolve su ${target}`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ) =>
    `Le tonalità relative hanno la stessa armatura di chiave; le tonalità omologhe hanno la stessa tonica. La relativa di ${key} è ${relative}: hanno la stessa armatura (${signature}), quindi usano le stesse note, ma ${relative} fa di un’altra nota la sua casa. L’omologa è ${parallel}: stessa tonica, con un’altra armatura (${parallelSignature}); le note che cambiano sono ${changed}. Passare alla relativa è la modulazione più morbida; prendere in prestito accordi dall’omologa è l’interscambio modale.`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string) =>
    `${symbol} (${notes}) è il ${roman} di ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string) =>
    `Non appartiene alla tonalità: è preso in prestito dall’omologa ${parallel}, e il suo ${outside} sta al posto di ${replaced} nella tonalità. Quell’unica nota alterata cambia il colore per un attimo senza uscire di casa — è il suono agrodolce che senti.`,
  explainChordLeans: (note: string, target: string, tonic: string) =>
    `Il suo ${note} è a un semitono da ${target}, nell’accordo di tonica ${tonic}, quindi tende dritto verso casa.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string) =>
    `Ha in comune ${shared} con l’accordo di tonica ${tonic} (${tonicNotes}), quindi suona vicino a casa mentre il basso si muove.`,
  explainChordBrightInMinor: () =>
    'È un accordo maggiore in una tonalità minore: la musica si illumina per un attimo, piena di speranza e di struggimento insieme — lo slancio emotivo del i → VI di tante ballate.',
  explainChordDarkInMajor: () =>
    'È un accordo minore in una tonalità maggiore: una sfumatura più morbida e scura della tonalità, che fa suonare più caldi gli accordi maggiori intorno.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant') =>
    fn === 'tonic'
      ? 'La sua funzione è di tonica: un punto di riposo.'
      : fn === 'subdominant'
        ? 'La sua funzione è di sottodominante: si allontana da casa e prepara la dominante.'
        : 'La sua funzione è di dominante: una tensione che vuole risolvere sulla tonica.',
  explainChordSecondary: (target: string, leading: string) =>
    `È la dominante di ${target}: il suo ${leading} è fuori dalla tonalità ed è la sensibile di ${target}, quindi per un attimo ${target} suona come casa e l’accordo tende lì.`,
  explainChordChromatic: (outside: string) =>
    `Il suo ${outside} è fuori dalla tonalità, quindi spicca come un colore cromatico.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string) =>
    `${a}: ${aNotes}. ${b}: ${bNotes}. ${shared ? `Hanno in comune ${shared}.` : 'Non hanno nessuna nota in comune.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ) =>
    `La differenza è nella ${degree}: ${aNote} in ${a} (una ${aInterval} sopra la fondamentale), ${bNote} in ${b} (una ${bInterval}).`,
  explainChordThirdColour: () =>
    'È proprio quel semitono nella terza a far suonare luminoso un accordo maggiore e scuro uno minore.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string) =>
    `${aOnly ? `${a} ha ${aOnly}, che ${b} non ha` : `${a} non ha nessuna nota che manchi a ${b}`}; ${bOnly ? `${b} ha ${bOnly}, che ${a} non ha` : `${b} non ha nessuna nota che manchi a ${a}`}.`,
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
    `Gli accordi in prestito vengono dalla tonalità omologa — in ${major}, da ${minor}, che ha la stessa tonica ma la terza, la sesta e la settima abbassate. I più comuni: ${list}. Scuriscono per un attimo una progressione maggiore; ${iv} al posto di ${IV} è la classica mossa agrodolce: il suo ${lowered} è il ${third} di ${IV} abbassato di un semitono, e scende su ${fifth}, la quinta di ${I}.`,
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
    `Le funzioni degli accordi in ${key}: tonica (riposo) — ${I}, ${vi}, ${iii}; sottodominante o predominante (si allontana) — ${IV}, ${ii}; dominante (tensione che vuole tornare a casa) — ${V} e ${vii}, che contengono la sensibile ${leading}. Gli accordi della stessa funzione hanno note in comune (${I} e ${vi} condividono ${shared}), quindi possono sostituirsi a vicenda; le progressioni di solito vanno tonica → sottodominante → dominante → tonica.`,
  uploadUnreadable: (error: string) => `Quel file non è un MIDI che riesco a leggere: ${error}.`,
  uploadHeader: (filename: string | null) =>
    `Ecco cosa sento in ${filename ? `**${filename}**` : 'il tuo file'}:`,
  uploadKey: (key: string, declared: string | null, matches: boolean) =>
    `- Tonalità: ${key} (stimata dalle note${declared === null ? '' : matches ? ', come dice la sua armatura' : `; l’armatura del file dice ${declared}`})`,
  uploadNoKey: (declared: string | null) =>
    `- Tonalità: nessuna nota intonata per capirlo${declared ? ` (la sua armatura dice ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number) =>
    `- Tempo: ${bpm} BPM${tempoEvents === 0 ? ' (nessun tempo indicato, quindi quello predefinito del MIDI)' : tempoEvents > 1 ? ` (${tempoEvents - 1} ${tempoEvents === 2 ? 'cambio' : 'cambi'} di tempo dopo)` : ''}`,
  uploadMeter: (meter: string, changes: number) =>
    `- Metro: ${meter}${changes > 0 ? ` (cambia ${changes} ${changes === 1 ? 'volta' : 'volte'})` : ''}`,
  uploadLength: (bars: number, seconds: number) =>
    `- Durata: ${bars} ${bars === 1 ? 'battuta' : 'battute'} (${seconds} s)`,
  uploadChords: (line: string) => `- Accordi per battuta: ${line}`,
  uploadChordsNone: () => '(nessuno)',
  uploadMoreBars: (n: number) => `altre ${n} ${n === 1 ? 'battuta' : 'battute'}`,
  uploadNoInstruments: () => '- Strumenti: nessuno — il file non ha note',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ) =>
    `${instrument}${trackName ? ` («${trackName}»)` : ''} sul canale ${channel}, ${range}, ${notes} ${notes === 1 ? 'nota' : 'note'}`,
  uploadInstruments: (list: string) => `- Strumenti: ${list}`,
  uploadOffer: () =>
    'Vuoi che lo modifichi? Prova «trasponilo una quarta sopra», «mettilo a 100 BPM», «aggiungi la batteria», «aggiungi un basso» o «riarmonizzalo».',
  uploadCannotChange: (error: string) => `Non sono riuscito a modificarlo: ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number) =>
    `Fatto — ${changes}. Ora è ${key ? `in ${key}` : 'senza una tonalità chiara'} a ${bpm} BPM in ${meter}, ${bars} ${bars === 1 ? 'battuta' : 'battute'}; ascoltalo o scarica il .mid qui sotto.`,
  uploadLeftOut: (skipped: string) => `Ho lasciato fuori una cosa: ${skipped}.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ) =>
    `${slash} tra ${from} e ${to} trasforma il cambio di accordo in una linea di basso che procede per grado: ${bass}. ${slash} è ${chordName} con ${third} al basso invece della fondamentale: un accordo di passaggio, più leggero di ${chordName} in stato fondamentale, così l'orecchio segue la linea invece di un salto.`,
  explainInversions: (symbol: string, r: string, t: string, f: string) =>
    `Un rivolto mette al basso una nota diversa dalla fondamentale. ${symbol}: stato fondamentale ${r}–${t}–${f}; primo rivolto ${t}–${f}–${r} (${symbol}/${t}); secondo rivolto ${f}–${r}–${t} (${symbol}/${f}). Stesso accordo, peso diverso: il primo rivolto è più leggero e lascia camminare il basso per grado congiunto, il secondo suona instabile e di solito è di passaggio o sta prima di una cadenza.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ) =>
    `Un accordo sospeso sostituisce la terza con la quarta (sus4) o la seconda (sus2), quindi non è né maggiore né minore. ${s4}: ${s4Notes}; ${s2}: ${s2Notes}. Il ${fourth} di ${s4} scende di un grado su ${third}, la terza di ${I} — la sospensione e la sua risoluzione —, quindi ${s4} → ${I} suona come un sospiro che si posa.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number) =>
    `Un’anacrusi (o levare) è una o più note prima della prima battuta completa: la melodia parte prima e arriva sul primo movimento della battuta 1, il primo tempo forte. In ${meter}, un levare di ${pickup} tempo${pickup === 1 ? '' : 'i'} inizia sul tempo ${start} di una battuta incompleta, e l’ultima battuta per tradizione si accorcia a ${last} tempo${last === 1 ? '' : 'i'}, così levare e ultima battuta insieme fanno una battuta intera.`,
  explainHemiola: () =>
    'Un’emiolia raggruppa i tempi in modo che si sentano tre gruppi da due dove ci sono due gruppi da tre. In 3/4, due battute contate 1 2 3 | 1 2 3 vengono accentate come tre minime — 1 2 | 3 1 | 2 3 —, così per un momento le due battute suonano come una battuta di 3/2: tre contro due. Di solito arriva appena prima di una cadenza e fa sembrare che la musica si allarghi. In 6/8 lo stesso trucco trasforma due semiminime puntate in tre semiminime (la sensazione del 3/4).',
  explainSonataForm: (home: string, second: string) =>
    `La forma sonata è un movimento in tre parti, una storia raccontata con le tonalità. Esposizione: il primo tema nella tonalità d’impianto (${home}), una transizione, poi un secondo tema contrastante in un’altra tonalità (${second}); spesso viene ripetuta. Sviluppo: i temi vengono spezzati e portati in altre tonalità — il centro instabile — finché un lungo tratto sulla dominante prepara il ritorno. Ripresa: tornano entrambi i temi, il secondo ora nella tonalità d’impianto, e il conflitto si risolve; una coda può chiudere.`,
  explainSatb: () =>
    'SATB sta per Soprano, Alto (contralto), Tenore, Basso: le quattro sezioni di un coro misto, dalla più acuta alla più grave, e le quattro voci dell’armonia classica a quattro parti. Estensioni indicative: soprano C4–G5, contralto G3–D5, tenore C3–G4 (scritto un’ottava sopra, in chiave di violino con un 8 sotto), basso E2–C4 (C4 è il do centrale). I soprani cantano di solito la melodia; le altre tre voci completano l’accordo, con il basso sulla fondamentale o sulla nota più grave del rivolto.',
  explainFermata: () =>
    'Una corona (fermata, 𝄐: l’arco con un punto sotto che sembra un occhio) vuol dire tenere: prolunga quella nota, accordo o pausa oltre il valore scritto, poi riparti. Quanto, lo decide il direttore o l’esecutore — di solito da una volta e mezza a due volte il valore scritto. In un coro, tieni finché il direttore chiude, e attento al respiro e all’attacco successivo. Nei corali di Bach segna la fine di una frase più che una nota lunga.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ) =>
    `La scala alterata (superlocria) è il 7° modo della minore melodica un semitono sopra. Su ${dominant}: ${notes}. Su ${dominant}7 mantiene fondamentale, terza (${third}) e settima (${seventh}) e altera tutte le altre note: ${alterations}. I jazzisti la usano su un V7 che risolve — ${dominant}7alt → ${target}, soprattutto verso un accordo minore — per la massima tensione subito prima della risoluzione, perché le note alterate stanno a un semitono da note di ${target}.`,
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
    `Il ii–V «dalla porta di servizio» (backdoor) arriva alla tonica da un tono sotto invece che dal V: in ${key}, ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), entrambi presi in prestito dal minore parallelo. ${b6} scende di un semitono a ${five} e ${b7} sale di un tono a ${tonic}: un arrivo più morbido e soul di V7 → I; si sente negli standard jazz, nel gospel e nel soul, e funziona anche come turnaround.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string) =>
    `Nel contrappunto di prima specie (nota contro nota) le consonanze sono l’unisono, la quinta e l’ottava giuste e le terze e seste imperfette, maggiori o minori — sopra ${bass}: ${third} (terza), ${fifth} (quinta), ${sixth} (sesta) e ${bass} (ottava). Tutto il resto è dissonanza: seconde, settime, il tritono e la quarta giusta. La quarta conta come dissonante contro il basso (la voce più grave): ${fourth} sopra ${bass} suona come un ritardo che vuole scendere a ${third}, e fa suonare la nota superiore come fondamentale, così il basso smette di suonare come fondamento. Tra due voci superiori una quarta va bene (${fifth}–${bass} sopra un accordo di ${bass}). Inizia e finisci su una consonanza perfetta, con soprattutto terze e seste in mezzo.`,
  explainCounterpoint: () =>
    'Il contrappunto è scrivere due o più linee indipendenti che suonino bene insieme. Comincia con due voci, nota contro nota (prima specie), su una breve melodia data. Due voci possono muoversi in quattro modi: moto contrario (una sale, l’altra scende — il più indipendente), obliquo (una tiene, l’altra si muove), retto o simile (stessa direzione, intervalli diversi) e parallelo (stessa direzione, stesso intervallo). Preferisci il moto contrario e obliquo, usa liberamente terze e seste, inizia e finisci su unisono, ottava o quinta, ed evita quinte e ottave parallele (consecutive): fondono le due voci in una sola.',
  explainCatchyMelody: () =>
    'Dal punto di vista teorico, le melodie orecchiabili hanno alcune cose in comune: la ripetizione (un breve motivo che ritorna, uguale o variato, così l’orecchio lo prevede), un ritmo chiaro che si ripete anche quando cambiano le note, moto soprattutto per gradi congiunti con uno o due salti per il gancio, un profilo semplice (salire a un punto alto e poi scendere), un’estensione ridotta e cantabile (circa un’ottava) e note dell’accordo sui tempi forti, con il gancio che cade sulla frase del titolo.',
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
    `Un accordo di sesta eccedente è un predominante costruito sul 6º grado abbassato con il 4º alzato sopra. In ${key}, ${b6} e ${raised4} distano una sesta eccedente e si aprono entrambi di un semitono verso ${five} (${b6} scende, ${raised4} sale), la fondamentale di ${V}. Ne esistono tre tipi: italiana ${it}, francese ${fr} e tedesca ${ger} (suona come una settima di dominante ma risolve su ${V}).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ) =>
    `Le due pentatoniche sono scale di cinque note senza semitoni. ${major}: ${majorNotes} — la scala maggiore senza 4º e 7º grado, luminosa e aperta (pop, country). ${minor}: ${minorNotes} — la minore naturale senza 2º e 6º grado, il suono del rock e del blues. La maggiore ha le stesse note della sua relativa ${relative}, solo partendo da un’altra nota; aggiungi la quinta diminuita (${blue}) alla minore e ottieni la scala blues.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string) =>
    `Semicadenza frigia: iv6 → V in minore — in ${minorKey}, ${iv6} (${ivNotes}, con la terza al basso) → ${V}. Il basso scende di un semitono sulla quinta mentre la voce superiore sale di un tono: il semitono discendente del modo frigio; nel Barocco chiude i movimenti lenti come una domanda (il maggiore la prende in prestito dall’omonima minore).`,
  cadenceImperfect: () =>
    'Semicadenza e «imperfect cadence» sono la stessa cosa: «imperfect cadence» è il nome britannico — entrambe si fermano sul V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string) =>
    `Quasi ogni accordo della tonalità può venire prima del V: soprattutto i predominanti IV (${IV}) e ii (${ii}), ma anche I (${I}) o vi (${vi}) — per esempio ${ii} → ${V} o ${IV} → ${V}.`,
  guideToneMoves: (ii: string, a: string, V: string, b: string, c: string, I: string, d: string, e: string) =>
    `Voce per voce: ${a}, la settima di ${ii}, scende di un grado a ${b}, la terza di ${V}, mentre ${c}, la sua terza, resta ferma come settima di ${V}; poi ${c} scende di un grado a ${d}, la terza di ${I}, e ${b} → ${e}, la settima di ${I}. Le fondamentali saltano; queste due voci si muovono appena.`,
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
    `In ${key}, ${from} → ${to}: ${root}.${moves ? ` Voce per voce, ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Ogni nota che si muove prende la strada più breve verso una nota di ${target}, così ${target} suona come la risposta all’accordo precedente.`,
  resolutionRoot: (semitones: number, from: string, to: string) =>
    semitones === 0
      ? `entrambi hanno la fondamentale ${from}`
      : semitones === 5
        ? `la fondamentale scende di una quinta (${from} → ${to}), il movimento di fondamentale più forte`
        : semitones === 7
          ? `la fondamentale sale di una quinta (${from} → ${to}), una spinta più morbida, plagale`
          : `la fondamentale ${semitones < 6 ? 'sale' : 'scende'} ${STEPS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string) =>
    `${note} ${step > 0 ? 'sale' : 'scende'} ${STEPS[Math.abs(step)]} a ${target}${role === 'leading' ? ` (la sensibile di ${target})` : role === 'seventh' ? ' (la settima, che risolve verso il basso)' : ''}`,
  resolutionHeld: (notes: string, count: number) =>
    `${notes} ${count === 1 ? 'resta come nota comune' : 'restano come note comuni'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean) =>
    `Il tritono ${from}, l’intervallo più instabile, risolve ${contrary ? 'per moto contrario ' : ''}su ${to}.`,
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
    `La tensione nasce dagli intervalli instabili; la distensione è la loro risoluzione. In ${key}, ${V} (${VNotes}) contiene il tritono ${leading}–${seventh}: ${leading} è la sensibile, un semitono sotto ${tonic}, e ${seventh} sta un grado sopra la terza ${third} — entrambe risolvono con il passo più piccolo sull’accordo di tonica ${I}, ed è per questo che V7 → I (dominante verso tonica) suona come tornare a casa.`,
  explainIntervals: (tonic: string, s2: string, s3: string, s4: string, s5: string, s6: string, s7: string) =>
    `Un intervallo è la distanza tra due note, con un nome dato dal numero di note che comprende e dalla qualità. Da ${tonic}: seconda maggiore ${s2} (2 semitoni), terza maggiore ${s3} (4), quarta giusta ${s4} (5), quinta giusta ${s5} (7), sesta maggiore ${s6} (9), settima maggiore ${s7} (11), ottava (12). Abbassa di un semitono un intervallo maggiore e diventa minore (terza minore = 3 semitoni); il tritono (6) divide l’ottava a metà ed è la tensione dentro ogni settima di dominante.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string) =>
    `Condotta delle voci a quattro parti di ${chords}, ogni voce si muove il meno possibile — Soprano: ${soprano}. Contralto: ${alto}. Tenore: ${tenor}. Basso: ${bass}. Il basso prende le fondamentali; le tre voci superiori tengono le note comuni a due accordi e muovono le altre per il passo più piccolo, per moto contrario al basso quando possono, senza quinte né ottave parallele.`,
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
    `La condotta delle voci porta ogni nota di un accordo alla nota più vicina del successivo, tenendo le note comuni. In ${key}: da ${I} (${INotes}) a ${IV} (${IVNotes}) resta ${common}, ${third} sale di un semitono a ${to1} e ${fifth} sale di un tono a ${to2} — invece di spostare tutta la forma di una quarta. Da ${IV} a ${V} (${VNotes}) non c’è una nota comune, quindi le voci superiori scendono per grado congiunto contro un basso che sale. Passi piccoli rendono le voci cantabili e i cambi morbidi.`,
  explainModesFamily: (key: string, modes: string) =>
    `I modi sono la scala maggiore suonata a partire da ciascuno dei suoi gradi. Con le note di ${key}: ${modes}. Stesse note, un'altra nota di riposo — per questo ogni modo ha il suo colore. Confronta un modo con la scala maggiore o minore naturale sulla stessa tonica e la nota che cambia è il suo suono: la 6ª alta del dorico, la 7ª minore del misolidio, la 4ª aumentata del lidio, la 2ª minore del frigio.`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string) =>
    `Il blues in 12 battute è fatto di tre frasi di 4 battute sugli accordi I, IV e V, di solito tutti di settima di dominante. In ${key}: | ${bars} |. La 1ª frase resta su ${I}, la 2ª va a ${IV} e torna, la 3ª è il turnaround: ${V} – ${IV} – ${I} – ${V} riporta all'inizio. Il "quick change" mette ${IV} alla battuta 2. Su tutte le 12 battute puoi improvvisare con la pentatonica minore o la scala blues di ${tonic}.`,
  explainEnharmonicKeys: (a: string, sigA: string, b: string, sigB: string, pick: string, tie: boolean) =>
    tie
      ? `${a} ha ${sigA} e ${b} ha ${sigB}: pareggio, quindi si usano entrambe — chitarre e archi tendono ai diesis, fiati e pianoforte ai bemolle. Suonano esattamente uguali.`
      : `${a} ha ${sigA}; ${b} ha ${sigB}. Suonano esattamente uguali, quindi quasi tutti scrivono in ${pick}: meno alterazioni da leggere e meno doppi diesis o bemolle negli accordi. Regola pratica: scegli la grafia con meno alterazioni.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ) =>
    `Una scala usa ogni lettera (A–G) esattamente una volta. ${key}: ${scale}. Chiamare ${asked} "${other}" darebbe due note sulla lettera ${otherLetter} e nessuna su ${askedLetter}, quindi si scrive ${asked}: la stessa altezza di ${other}, sulla lettera che serve alla scala. Così l'armatura resta tutta di diesis o tutta di bemolle, e gli accordi impilano lettere per terze (${triad}).`,
  explainTruckDriver: (key: string, halfUp: string, wholeUp: string, progression: string, lift: string) =>
    `Una "truck driver modulation" alza tutta la canzone di un semitono o di un tono — di solito per l'ultimo ritornello — senza accordo pivot: da ${key} direttamente a ${halfUp} (o ${wholeUp}). La versione più morbida infila prima il V7 della nuova tonalità: ${progression}, dove ${lift} è la spinta. Dà subito slancio (ovunque nelle ballate pop anni 80 e 90), ma se abusata suona kitsch.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string) =>
    `I cambi di Coltrane (Giant Steps, Countdown) dividono l'ottava in tre tonalità a distanza di terza maggiore — ${tonics} — e saltano dall'una all'altra, raggiungendo ogni tonica col proprio V7: ${cycle}. Ogni salto è una terza maggiore (4 semitoni), quindi tre salti riportano a casa, e i V7 fanno suonare ogni arrivo come una cadenza. Usò il ciclo anche sopra un normale ii–V–I (${iiVI} in ${key}) come sostituzione.`,
  explainPedalPoint: (key: string, pedal: string, chords: string) =>
    `Un pedale tiene una nota — di solito al basso — mentre sopra cambiano gli accordi. In ${key}, tieni ${pedal} al basso sotto ${chords}: alcuni accordi concordano con ${pedal}, altri ci strofinano contro, così la tensione cresce e si risolve sopra una nota che non si muove mai. Un pedale di tonica dà stabilità; uno di dominante (sulla 5ª) suona come un'attesa.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ) =>
    `Un power chord è solo fondamentale e quinta, spesso con la fondamentale raddoppiata sopra: ${five} = ${fiveNotes}. Senza terza (né ${majorThird} né ${minorThird}) non è maggiore né minore, quindi va bene per entrambi — e con molta distorsione una terza diventa fango, mentre la quinta da sola resta compatta ed enorme. Per questo i riff rock e metal sono fatti così, come ${riff}.`,
  explainSeventhChords: (list: string, maj7: string, dom7: string, seventh: string, flatSeventh: string) =>
    `I tipi di accordo di settima sulla stessa fondamentale: ${list}. Settima maggiore = triade maggiore + 7ª maggiore (morbido, a riposo). Settima di dominante = triade maggiore + 7ª minore (bluesy, vuole risolvere: 3ª e 7ª formano un tritono). Minore settima = triade minore + 7ª minore (caldo). Semidiminuito = triade diminuita + 7ª minore (il ii del minore); il diminuito sovrappone solo terze minori. ${maj7} e ${dom7} differiscono solo nella settima: ${seventh} contro ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string) =>
    `Le estensioni continuano a sovrapporre terze sopra un accordo di settima: 9ª, 11ª e 13ª (la 2ª, la 4ª e la 6ª un'ottava sopra). Su ${root}: ${chords} — la 9ª è ${ninth}. Aggiungono colore senza cambiare la funzione dell'accordo; sulle dominanti si possono alterare (b9, #9, #11, b13). Di solito si omette la quinta, e spesso la fondamentale, per tenere chiari i voicing. Un ii–V–I con estensioni: ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ) =>
    `La qualità di una triade viene dalle sue due terze sovrapposte. Su ${root}: ${major} è 3ª maggiore + 3ª minore (luminoso); ${minor} è 3ª minore + 3ª maggiore (più scuro); ${dim} sono due 3e minori, quindi la 5ª è diminuita (teso, vuole muoversi); ${aug} sono due 3e maggiori, con la 5ª aumentata (instabile, sognante). Solo la 3ª separa maggiore e minore: ${third} contro ${flatThird}.`,
  explainOddMeters: () =>
    'Un tempo irregolare raggruppa i movimenti in modo disuguale, a 2 e a 3. 5/4 è 3+2 o 2+3 ("Take Five"); 7/8 di solito è 2+2+3 (o 3+2+2): conta "1-2, 1-2, 1-2-3" e accentua la prima nota di ogni gruppo. Il gruppo più lungo sembra uno zoppicare o una spinta in più — è questo il fascino. Batti i gruppi prima di suonarci sopra; posso scriverti un brano in 5/4 o 7/8 da ascoltare.',
  explainCompoundMeter: () =>
    '3/4 e 6/8 contengono entrambi sei crome, raggruppate diversamente. 3/4 sono tre movimenti da due crome ("1 e 2 e 3 e"): un valzer, sentito in tre. 6/8 sono due movimenti da tre crome ("1-2-3 4-5-6"): ondeggia in due, come una ballata cullante o una giga. Stessa durata della battuta, pulsazione diversa — in 6/8 il piede batte due volte per battuta, in 3/4 tre. Il 12/8 sono quattro gruppi da tre, il feeling del blues lento.',
  explainSyncopation: () =>
    'La sincope mette gli accenti dove il tempo non se li aspetta — sui controtempi (gli "e") o legati sopra un movimento — invece che su 1, 2, 3 e 4. Conta "1 e 2 e 3 e 4 e": un ritmo dritto cade sui numeri; uno sincopato colpisce l\'"e" del 2 e tiene sopra il 3. Funk, reggae, musica latina e ritornelli pop ne vivono: è la pulsazione regolare sotto che fa sembrare l\'accento in controtempo una spinta.',
  explainSwing: () =>
    'Lo swing suona le crome a coppie, lunga–corta invece che uguali: ogni movimento si sente come una terzina, la prima croma ne prende due terzi e la seconda un terzo (circa il 66 %; uno swing leggero sta sul 55–60 %, dritto è il 50 %). Conta "1-ter-zina" e suona su "1" e su "na". Jazz, shuffle e molto hip-hop lo usano. Chiedi "più swing" o "dritto" su qualsiasi brano qui e sentirai la differenza.',
  explainPolyrhythm: () =>
    "Una poliritmia sovrappone due pulsazioni diverse nello stesso spazio di tempo. La classica è 3 contro 2: in una battuta una parte suona 3 note uguali mentre un'altra ne suona 2, e si incontrano solo sul primo movimento. Conta sei suddivisioni: la parte a 3 cade su 1, 3 e 5, quella a 2 su 1 e 4. Il 4 contro 3 funziona allo stesso modo su dodici. Si sente nelle percussioni dell'Africa occidentale, nel jazz e nell'afrobeat.",
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ) =>
    `Una terza piccarda chiude un brano in minore sulla tonica maggiore: in ${minor}, l’ultimo ${i} (${iNotes}) diventa ${I} (${INotes}) — si muove solo la terza, ${from} sale a ${to}. Dopo un brano scuro, quell’unica nota alzata suona come luce che filtra.`,
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
    `La sesta napoletana (bII) è l’accordo maggiore sul 2° grado abbassato, di solito in primo rivolto (N6). In ${key}: ${N} (${NNotes}), suonato come ${N}/${third}. È drammatica perché la sua fondamentale ${root} sta un semitono sopra la tonica e fuori dalla tonalità: scende per grado sulla dominante ${V} (${VNotes}), dove ${root} cade su ${leading} — una stretta di terza diminuita — prima di ${i}.`,
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
    `Una modulazione per accordo pivot passa a una nuova tonalità attraverso un accordo comune alle due. Da ${from} a ${to}: ${pivot} (${pivotNotes}) è il ${homeNumeral} in ${home} e il ${targetNumeral} in ${target}, quindi la progressione può trattarlo come il ${targetNumeral} della nuova tonalità e proseguire con ${V7} → ${I}.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ) =>
    `${from} e ${to} non hanno accordi in comune, quindi non c’è pivot: l’ingresso morbido passa dalla dominante della nuova tonalità. Chiudi una frase in ${from}, poi suona ${V7} (${V7Notes}) → ${I} — la sua sensibile ${leading} dice all’orecchio dov’è ora la casa — e resta in ${to} per una o due cadenze perché si assesti.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ) =>
    `L’armonia jazz suona «jazz» soprattutto grazie a settime ed estensioni su ogni accordo e al movimento ii–V. In ${key}: invece di ${plain}, suona ${sevenths}; ogni settima aggiunge una dissonanza morbida, e le fondamentali che scendono per quinte (${roots}) continuano a spingere in avanti. Aggiungi none sopra e una sostituzione di tritono (${sub} al posto di ${V7}) per più colore.`,
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
    `Minore naturale di ${tonic}: ${nat}. La minore armonica alza la settima (${nat7} → ${harm7}): ${harm} — questo dà un accordo di V maggiore, ${V7} (${V7Notes}), con una sensibile che tende a ${tonic}, al prezzo di una seconda eccedente (${aug}). La minore melodica alza anche la sesta (${nat6} → ${mel6}): ${mel} — addolcendo quel salto nelle melodie che salgono (classicamente, scendendo torna alla minore naturale).`,
  circleStep: (key: string, fifths: number) =>
    `${key} (${fifths === 0 ? 'nessuna alterazione' : `${Math.abs(fifths)} ${fifths > 0 ? 'diesis' : Math.abs(fifths) === 1 ? 'bemolle' : 'bemolli'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string) =>
    `Il circolo delle quinte ordina le tonalità a distanza di quinta giusta; tonalità vicine differiscono per un solo diesis o bemolle, quindi sono le più affini. Ogni passo in senso orario aggiunge un diesis (o toglie un bemolle): ${steps}. Le vicine hanno in comune tutte le note tranne una, quindi sono le tonalità più vicine verso cui modulare, e le fondamentali che percorrono il circolo al contrario (${vi} → ${ii} → ${V} → ${I}) danno le progressioni più forti.`,
} satisfies Partial<Messages>;
