import type { Messages } from './en.ts';

/** Instruments by their tuning key, in words. */
const INSTRUMENTS: Readonly<Record<string, string>> = {
  guitar: 'de la guitare',
  bass: 'de la basse 4 cordes',
  bass5: 'de la basse 5 cordes',
  ukulele: 'du ukulélé',
  violin: 'du violon',
  viola: 'de l’alto',
  cello: 'du violoncelle',
  mandolin: 'de la mandoline',
};

/** A melodic or root step in semitones, in words. */
const STEPS: readonly string[] = [
  '',
  'd’un demi-ton',
  'd’un ton',
  'd’une tierce mineure',
  'd’une tierce majeure',
  'd’une quarte',
  'd’un triton',
];

/** The brain's reply texts in French (same keys as en.ts; a missing key falls back to English). */
export const fr = {
  notUnderstood: () =>
    'Je n’ai pas compris. Demande-moi un morceau (« un beat lo-fi calme en fa mineur »), une modification (« plus rapide ») ou une question de théorie (« quelles sont les notes de Cmaj7 ? »).',
  greeting: () =>
    'Salut ! Je suis ton copain musical. Demande-moi des accords, une ligne de basse, une mélodie ou un groove de batterie — par ex. « un beat lo-fi calme en fa mineur à 80 BPM » — ou une question de théorie comme « pourquoi un ii-V-I se résout-il ? ».',
  thanks: () =>
    'Avec plaisir ! Une autre idée ? Peut-être « une bossa nova à la guitare nylon » ou « la même chose en 6/8 » ?',
  bye: () => 'À bientôt — tes morceaux restent dans ce chat quand tu reviens.',
  capabilities: (styles: number) =>
    `J’écris des grilles d’accords, des lignes de basse, des mélodies et des grooves de batterie en MIDI (${styles} styles, toute tonalité ou mode, des mesures comme 3/4, 6/8, 7/8, tes propres accords ou chiffres romains), je les modifie (« plus rapide », « transpose d’une quarte vers le haut », « ajoute une batterie », « fais monter la mesure 5 », « ajoute un refrain »), je réponds aux questions sur le morceau et j’explique la théorie avec les vraies notes. Essaie « une ballade triste en do dièse mineur au Rhodes ».`,
  offTopic: () =>
    'Ça sort de la musique, je ne peux donc pas t’aider là-dessus. Je peux écrire des grilles, des basses, des mélodies et des grooves de batterie en MIDI, les modifier ou expliquer la théorie — essaie « un groove funk joyeux en mi » ou « c’est quoi une substitution tritonique ? ».',
  practicalUnknown: () =>
    'Bonne question pratique, mais je ne sais pas encore bien y répondre. Ce que je peux faire : écrire ou modifier du MIDI pour t’entraîner (par ex. « un blues lent de 12 mesures en la à 70 BPM »), expliquer la théorie derrière, ou répondre aux questions sur un morceau de ce chat.',
  song: () =>
    'Je n’ai pas les accords ni les tablatures des chansons existantes, et je ne vais pas les inventer en prétendant que ce sont les originaux. Si tu tapes les accords que tu connais (par ex. « G D Em C »), je les joue, je les analyse ou j’écris une partie par-dessus.',
  theoryUnknown: (topics: string) =>
    `Je réponds exactement à : les accords d’une tonalité, les notes d’un accord, d’une gamme ou d’un mode, les intervalles, les tons relatifs et homonymes, les armures, les enharmonies, l’analyse en chiffres romains, la tonalité d’une grille, la transposition d’accords et la tonalité avec capodastre — et j’explique ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string) =>
    `Sur ${chord} (${notes}), joue ${scales}. Pose les notes de l’accord (${notes}) sur les temps forts ; les autres notes de la gamme passent entre elles.`,
  explainParallelFifths: (from: string, to: string) =>
    `Les quintes parallèles, ce sont deux voix à la quinte juste qui vont dans le même sens vers une autre quinte : ${from} vers ${to}. L’écriture classique les évite, car les deux voix fusionnent et perdent leur indépendance. En pop, rock et metal, elles sont permises et partout : chaque riff en power chords est une suite de quintes parallèles. Évite-les entre la basse et la mélodie (et dans les chœurs ou les cordes) si tu veux des voix indépendantes ; ailleurs, utilise-les librement.`,
  explainTimeSignatures: () =>
    'Le chiffrage de mesure donne le nombre de temps par mesure (chiffre du haut) et la valeur qui vaut un temps (chiffre du bas : 4 = la noire). Le 4/4 se compte 1 2 3 4, accent fort sur 1 et plus léger sur 3 : presque toute la pop, le rock, le hip-hop et la musique de danse. Le 3/4 se compte 1 2 3, la valse ; le 2/4, 1 2, marches et polkas.',
  explainTriplets: () =>
    'Un triolet place trois notes égales dans la durée de deux. Les triolets de croches mettent trois notes sur chaque temps, comptées « 1-tri-olet 2-tri-olet » ; les triolets de noires étalent trois notes sur deux temps. Le swing est un ressenti de triolet : la première et la dernière note de chaque triolet, longue-brève.',
  explainTurnaround: (key: string, plain: string, jazz: string) =>
    `Un turnaround est l’enchaînement d’accords en fin de section qui ramène au début. En ${key} : ${plain} (I–vi–ii–V), et le V tire vers le haut de la grille. Le jazz le renforce avec une dominante secondaire : ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string) =>
    `Un accord de passage se glisse entre deux accords pour adoucir le chemin, en général sur un temps faible, la basse avançant par degrés conjoints. Le classique est une septième diminuée un demi-ton sous la cible : en ${key}, ${chords}, la basse montant ${bass}. Tout accord peut servir de passage si ses voix rejoignent le suivant par petits pas.`,
  exampleAbove: () =>
    'C’est la carte juste au-dessus : appuie sur Play pour l’écouter. Dis « plus lent », « dans une autre tonalité » ou « une autre version » et je la change.',

  explanation: (text: string, offer: boolean) => (offer ? `${text}\nTu veux que je joue un exemple ?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nLe voici en court exemple : ${chords}.`,
  noPiece: () =>
    'Il n’y a pas encore de morceau dans ce chat, donc rien à lire. Demande-m’en un — par ex. « un beat lo-fi calme en fa mineur » — puis pose tes questions.',
  editWithoutPiece: () => 'Je n’ai pas de morceau précédent dans ce chat, j’en ai donc écrit un nouveau',
  composed: (summary: string, progression: string) => `Voici ${summary}.\nGrille : ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `C’est fait — ${changes}.`,
  undoneTo: (changes: string) => `retour à la version précédente : ${changes}`,
  reasonNothingToUndo: () => 'il n’y a pas de version précédente de ce morceau',
  nowIs: (summary: string, progression: string) => `C’est maintenant ${summary}.\nGrille : ${progression}.`,
  unchanged: (reason: string) => `Rien n’a changé : ${reason}.`,
  unchangedGeneric: () =>
    'Rien n’a changé — je ne trouve rien dans ce message que je sache modifier dans ce morceau. Je peux changer le tempo, la tonalité, le mode, la mesure, la longueur, les parties, les instruments, le swing, la densité, une mesure ou une plage de mesures, ou ajouter un refrain, un pont, une intro ou une fin.',
  partly: (reasons: string) => `Pas fait : ${reasons}.`,
  composeFailed: (error: string) =>
    `Je n’ai pas pu écrire celui-là : ${error}. Essaie une autre mesure ou une autre longueur — par ex. « 8 mesures en 4/4 ».`,
  styleApproximated: (asked: string, used: string) =>
    `Je n’ai pas de style ${asked}, je m’en suis donc approché avec ${used}`,
  pieceTempo: (tempo: number) => `Il est à ${tempo} BPM.`,
  pieceKey: (key: string) => `Il est en ${key}.`,
  pieceMeter: (meter: string) => `Il est en ${meter}.`,
  pieceBars: (bars: number, seconds: number) =>
    `Il fait ${bars} mesure${bars === 1 ? '' : 's'} (environ ${seconds} secondes à ce tempo).`,
  pieceChords: (chords: string) => `Les accords : ${chords}.`,
  pieceChordAt: (bar: number, chord: string) => `La mesure ${bar} est ${chord}.`,
  pieceChordsIn: (from: number, to: number, chords: string) => `Mesures ${from} à ${to} : ${chords}.`,
  pieceParts: (parts: string) => `Il contient ${parts}.`,
  pieceStyle: (style: string) => `Il est écrit dans un style ${style}.`,
  pieceScale: (key: string, scales: string) => `Sur ${key}, ceci fonctionne : ${scales}.`,
  pieceSummary: (summary: string) => `C’est ${summary}.`,
  uploadAnotherTake: (file: string, progression: string) =>
    `Voici une autre version de ton fichier : même tonalité, tempo, mesure, accords et instruments (${file}), chaque partie réécrite.\nAccords suivis : ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `C’est fait — j’ai écrit ${added} sur les accords de ton fichier en gardant toutes ses notes (${file}).\nAccords suivis : ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `Je ne peux pas ajouter ça à ton fichier : ${reason}. Je peux quand même le transposer, changer son tempo, ou lui ajouter une batterie ou une ligne de basse.`,
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string) =>
    `un morceau de ${bars} mesure${bars === 1 ? '' : 's'} style ${style} en ${key} à ${tempo} BPM en ${meter}`,
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string) =>
    `un groove de batterie de ${bars} mesure${bars === 1 ? '' : 's'} style ${style} à ${tempo} BPM en ${meter}`,
  summary: (head: string, parts: string) => `${head} — ${parts}`,
  partOn: (role: string, instrument: string) => `${role} (${instrument})`,
  listAnd: (first: string, last: string) => `${first} et ${last}`,
  swung: () => 'swingué',
  humanized: () => 'humanisé',
  nextDrums: () => 'Je te rajoute une batterie ?',
  nextMelody: () => 'Je pose une mélodie par-dessus ?',
  nextBass: () => 'Tu veux une ligne de basse en dessous ?',
  nextGrooveParts: () => 'Tu veux une ligne de basse ou des accords sur le groove ?',
  nextIdea1: () => 'Tu le veux plus rapide, ou transposé dans une autre tonalité ?',
  nextIdea2: () => 'Essaie « une basse plus chargée » ou « une autre variation ».',
  nextIdea3: () => 'Je peux le passer en 3/4, changer les instruments ou écrire 8 mesures de plus.',
  nextIdea4: () =>
    'Dis « une autre variation » pour une nouvelle version, ou « ajoute du swing » pour un feeling plus souple.',
  nextIdea5: () => 'Tu veux les accords sur un autre instrument — Rhodes, cordes, guitare classique ?',
  changedTempo: (from: number, to: number) => `le tempo est passé de ${from} à ${to} BPM`,
  changedKeyMoved: (from: string, to: string, shift: string) =>
    `je l’ai transposé de ${from} en ${to} (toutes les notes ${shift})`,
  changedKey: (to: string, from: string) => `il est maintenant en ${to} (avant : ${from})`,
  changedMeter: (to: string, from: string) => `il est maintenant en ${to} (avant : ${from})`,
  changedBars: (to: number, from: number) => `il fait maintenant ${to} mesures (avant : ${from})`,
  changedStraight: () => 'il se joue droit maintenant, sans swing',
  changedSwing: (from: number, to: number) => `le swing est passé de ${from} % à ${to} %`,
  addedDrums: () => 'j’ai ajouté une batterie',
  addedPart: (part: string) => `j’ai ajouté une partie ${part}`,
  removedPart: (part: string) => `j’ai retiré la partie ${part}`,
  changedInstrument: (role: string, to: string, from: string) =>
    `la partie ${role} passe à l’instrument ${to} (avant : ${from})`,
  movedPart: (part: string, shift: string, bars: string) =>
    `j’ai déplacé la partie ${part} ${shift}${bars ? ` (${bars})` : ''}`,
  rewrotePart: (part: string, bars: string) => `j’ai réécrit la partie ${part} (${bars})`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number) =>
    `j’ai réécrit la partie ${part} avec ${to < from ? 'moins' : 'plus'} de notes (${bars} ; ${from} → ${to})`,
  alteredPart: (part: string, bars: string) =>
    `j’ai ajusté les notes de la partie ${part} aux nouveaux accords (${bars}), même rythme`,
  silencedPart: (part: string, bars: string) => `j’ai retiré la partie ${part} (${bars})`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string) =>
    `la partie ${part} joue ${louder ? 'plus fort' : 'plus doucement'}${bars ? ` (${bars})` : ''} (vélocité moyenne ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string) =>
    `${bars} : maintenant ${to} (avant ${from}), toutes les parties suivent les nouveaux accords`,
  changedFeel: (part: string, bars: string) =>
    `j’ai changé le feeling de la partie ${part}${bars ? ` (${bars})` : ''}`,
  partWithInstrument: (role: string, instrument: string) => `${role} (${instrument})`,
  bars: (count: number, runs: string) => `${count === 1 ? 'mesure' : 'mesures'} ${runs}`,
  everyBar: () => 'toutes les mesures',
  shiftUp: (amount: string) => `${amount} plus haut`,
  shiftDown: (amount: string) => `${amount} plus bas`,
  anOctave: () => 'une octave',
  twoOctaves: () => 'deux octaves',
  aSemitone: () => 'un demi-ton',
  aWholeStep: () => 'un ton',
  semitones: (n: number) => `${n} demi-tons`,
  factChordsOfQuality: (quality: string, key: string, chords: string) =>
    `Les triades ${{ major: 'majeures', minor: 'mineures', diminished: 'diminuées', augmented: 'augmentées' }[quality] ?? quality} de ${key} : ${chords || 'aucune'}.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string) =>
    `Les ${sevenths ? 'accords de septième' : 'triades'} diatoniques de ${key} : ${chords}.\nJe t’en fais une grille ?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string) =>
    `${symbol}${type ? ` (${type})` : ''} : ${notes}${bass ? ` avec ${bass} à la basse` : ''}.\nJe peux le placer dans une grille si tu veux.`,
  factScaleNotes: (scale: string, notes: string) =>
    `${scale} : ${notes}.\nTu veux une mélodie qui l’utilise ?`,
  factInterval: (from: string, up: boolean, to: string, name: string, short: string, semitones: number) =>
    `De ${from} ${up ? 'en montant' : 'en descendant'} jusqu’à ${to}, c’est une ${name} (${short}, ${semitones} demi-ton${semitones === 1 ? '' : 's'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number) =>
    `Une ${interval} ${up ? 'au-dessus' : 'en dessous'} de ${from}, c’est ${to} (${semitones} demi-tons).`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string) =>
    `Le relatif ${minor ? 'mineur' : 'majeur'} de ${key} est ${relative} — même armure (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string) =>
    `L’homonyme ${minor ? 'mineur' : 'majeur'} de ${key} est ${parallel} — même tonique, ${signature}.`,
  factSignature: (key: string, signature: string) => `À l’armure de ${key} : ${signature}.`,
  signatureNone: () => 'aucune altération',
  signatureSharps: (n: number, accidentals: string) => `${n} dièse${n === 1 ? '' : 's'} : ${accidentals}`,
  signatureFlats: (n: number, accidentals: string) => `${n} bémol${n === 1 ? '' : 's'} : ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string) =>
    `En ${key}${chosen ? ` (tu n’as pas donné de tonalité, je l’ai donc lue en ${key})` : ''} : ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string) =>
    `En ${key}, ${romans} donne : ${chords}.\nJe te l’écris en MIDI ?`,
  factEnharmonic: (note: string, names: string) =>
    `${note} est la même hauteur que ${names} : des noms enharmoniques d’une même touche du piano ; la tonalité décide lequel s’écrit.`,
  factKeyForSignature: (signature: string, major: string, minor: string) =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} : c’est l’armure de ${major} et de son relatif mineur, ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string) => `${chords} ${shift} : ${result}.`,
  factChordName: (notes: string, symbol: string, type: string) =>
    `${notes} forment ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string) =>
    `La ${tone} de ${symbol} est ${note} (${symbol} : ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string) =>
    `En ${key}, ${role} est ${note} ; son accord est ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string) => `${roman} en ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string) =>
    `Comme notes, ${notes} forment ${symbol}${type ? ` (${type})` : ''}, un accord de plusieurs tonalités : ${homes}. Si c’étaient des accords, écris-les avec leur type (par ex. « F#m A C# »).`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string) =>
    `Le degré ${degree} de ${scale} est ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ) =>
    `La substitution tritonique de ${chord} est ${sub} (${notes}) : sa fondamentale est à un triton (6 demi-tons) de ${from}, et les deux accords contiennent le même triton, ${tritone}, donc ${sub} résout vers ${target} comme ${chord}, avec une basse qui descend d'un demi-ton.`,
  factTuning: (instrument: string, strings: string) =>
    `Accord standard ${INSTRUMENTS[instrument] ?? instrument}, de la corde la plus grave : ${strings}${instrument === 'ukulele' ? ' (le G est accordé au-dessus du C : accord « rentrant »)' : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string) =>
    `À la case ${fret}, les cordes ${INSTRUMENTS[instrument] ?? instrument} en accord standard (${open}, du grave à l’aigu) donnent ${notes} : chacune ${fret} demi-ton${fret === 1 ? '' : 's'} au-dessus de la corde à vide.`,
  factFretNote: (fret: number, string: string, note: string) =>
    `La case ${fret} de la corde de ${string} donne ${note} (${fret} demi-tons au-dessus de la corde à vide, en accordage standard ; la case 12 est l'octave).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string) =>
    `Avec un capodastre en case ${fret}, les formes de ${shape} sonnent ${sounding} : tu es en ${key}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string) =>
    `Un blues en ${bars} mesures en ${key}, mesure par mesure :\n${grid}\nC'est ${numerals}${quickChange ? ` ; un « quick change » met ${quickChange} en mesure 2` : ''}, et la dernière mesure relance le début.\nJe t'en joue un ? Donne aussi un feeling ou un tempo, p. ex. « joues-en un, shuffle, 100 bpm ».`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string) =>
    `Un accord ${name} se construit sur les degrés ${numbers} (1 est la fondamentale) : ${symbol} = ${notes}.\nJe peux le placer dans une progression si tu veux.`,
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string) =>
    `${chord} est le ${roman} de ${keys} : ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ) =>
    `${chord} n'est le ${roman} d'aucune tonalité majeure ou mineure : en ${majorKey} le ${roman} est ${majorChord}, en ${minorKey} c'est ${minorChord}.`,
  intoKey: (key: string) => `en ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string) =>
    `Cette grille est en ${key}${runnerUp ? ` (${runnerUp} suit de près)` : ''} : ${analysis}.`,
  scaleOption: (scale: string, notes: string) => `${scale} (${notes})`,
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string) =>
    `sur la ${degree} (${noteA} en ${a}, ${noteB} en ${b})`,
  explainModeCompare: (a: string, notesA: string, b: string, notesB: string, diffs: string, count: number) =>
    `${a} : ${notesA}. ${b} : ${notesB}.${diffs ? (count === 1 ? ` Ils ne diffèrent que ${diffs} — cette seule note fait toute la différence de couleur entre eux.` : ` Ils diffèrent ${diffs} — ces ${count} notes font toute la différence de couleur entre eux.`) : ' Ce sont les mêmes notes.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string) =>
    `C'est le ${degree}e mode de ${parent} : ${notes}, à partir de ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string) =>
    `Comparaison ${mode} / ${other} : ${comparison}`,
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
    `En ${key}, le ii–V–I, c’est ${chain}. Il sonne résolu grâce à la dominante : ${dominant} contient le triton ${third}–${seventh} (sa tierce et sa septième), l’intervalle le plus instable de la tonalité, et il se résout par mouvement conjoint — ${third}, la sensible, monte d’un demi-ton vers la tonique ${root}, et ${seventh} descend sur ${tonicThird}, la tierce de ${tonic}. Ces tierces et septièmes sont les notes guides : la septième de chaque accord descend d’un degré pour devenir la tierce du suivant, si bien que la ligne avance en douceur pendant que les fondamentales descendent par quintes (${roots}).`,
  explainCadences: (key: string, lines: string) => `Les cadences en ${key} — ${lines}`,
  cadenceAuthentic: (V: string, vNotes: string, I: string, iNotes: string, leading: string, tonic: string) =>
    `Cadence parfaite : V → I, ${V} (${vNotes}) → ${I} (${iNotes}). La sensible ${leading} monte vers la tonique ${tonic} et la basse descend d’une quinte : le sentiment d’arrivée le plus fort.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string) =>
    `Cadence plagale : IV → I, ${IV} (${ivNotes}) → ${I}. Pas de sensible, juste la note commune ${tonic} tenue : la fin plus douce, l’« amen » des cantiques.`,
  cadenceHalf: (IV: string, V: string, vNotes: string) =>
    `Demi-cadence : n’importe quel accord → V, par ex. ${IV} → ${V} (${vNotes}). Elle s’arrête sur la dominante, donc elle sonne comme une question ou une virgule.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string) =>
    `Cadence rompue : V → vi, ${V} → ${vi} (${viNotes}). L’oreille attend ${I} ; ${vi} partage deux de ses notes, donc la tension se résout, mais on ne rentre pas à la maison.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ) =>
    `${major} : ${majorNotes}. ${minor} : ${minorNotes}. La gamme mineure abaisse la tierce, la sixte et la septième (${lowered}) ; c’est la tierce abaissée au-dessus de la tonique qui la fait sonner triste ou sombre. ${relative} partage les notes de ${major} (c’est son relatif mineur).`,
  choiceNoStyle: () => 'tu n’as pas donné de style, je suis donc parti sur un feeling pop',
  choiceRomansKey: (key: string) =>
    `les chiffres romains ont besoin d’une tonalité et tu n’en as pas donné, je l’ai donc mis en ${key}`,
  choiceChordsKey: (key: string) => `ces accords sont en ${key}, c’est donc la tonalité`,
  choiceNoTonic: (key: string) => `tu n’as pas donné de tonique, j’ai donc choisi ${key}`,
  choiceGenreMode: (key: string, style: string) =>
    `tu n’as pas précisé le mode, j’ai donc pris ${key}, l’usage en ${style}`,
  choiceMoodMode: (key: string) =>
    `tu n’as pas précisé le mode et l’ambiance appelle le mineur, j’ai donc pris ${key}`,
  choiceNoKey: (key: string) => `tu n’as pas donné de tonalité, j’ai donc choisi ${key}`,
  choiceGrooveKey: (key: string) => `la batterie n’avait pas de tonalité, j’ai donc choisi ${key}`,
  choiceGrooveKeyAsked: (key: string) =>
    `la batterie n’avait pas de tonalité ; c’est en ${key}, comme demandé`,
  choiceForm: (form: string, style: string) => `pour un(e) ${form}, j’ai pris un feeling ${style}`,
  choiceSparse: () =>
    'j’ai laissé la batterie de côté pour rester épuré (dis « ajoute la batterie » si tu la veux)',
  choiceAddedParts: (named: string, added: string, style: string) =>
    `en plus de ${named}, que tu as nommé, j’ai complété avec ${added} d’une formation ${style} (dis « seulement » et les parties voulues pour moins)`,
  choiceNearest: (asked: string, used: string) =>
    `le General MIDI n’a pas de ${asked}, donc il joue sur ${used}, le son le plus proche`,
  choiceChordsPart: () => 'tu as donné des accords, j’ai donc ajouté une partie d’accords pour les jouer',
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean) =>
    `${role} ${down ? 'descend' : 'monte'} maintenant jusqu’à ${note}, ${down ? 'sous la note la plus grave' : 'au-dessus de la note la plus aiguë'} de l’instrument ${instrument} (${limit}) : bien pour un synthé ou un sampler, hors de portée d’un musicien`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number) =>
    `Mesure ${bar}, ${instrument} dispose ${chord} ainsi : ${notes}, du grave à l’aigu — ${
      [
        'état fondamental',
        'premier renversement (tierce à la basse)',
        'deuxième renversement (quinte à la basse)',
        'troisième renversement (septième à la basse)',
      ][position] ?? 'une extension à la basse'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string) =>
    `Il n’y a pas d’accord ${chord} — ses accords sont ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string) =>
    `Mesure ${bar}, ${role} (${instrument}) joue ${beats}.`,
  piecePartRests: (bar: number, role: string) => `${role} se tait à la mesure ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string) =>
    `${role} (${instrument}) utilise ${notes}, de ${low} à ${high}.`,
  pieceNoPart: (role: string, parts: string) => `Il n'y a pas de partie ${role} : il y a ${parts}.`,
  pieceDrumSounds: (sounds: string) => `La batterie joue ${sounds}.`,
  pieceYes: () => 'Oui.',
  pieceNo: () => 'Non.',
  pieceBeat: (n: number) => `temps ${n}`,
  reasonNoPartToMove: (role: string) => `il n’y a pas de partie ${role} à déplacer`,
  reasonNotInPiece: (named: string, has: string) => `il n’y a pas de ${named} dans le morceau ; il a ${has}`,
  reasonNoSection: (section: string) => `il n’y a pas encore de ${section}`,
  reasonNoChorus: () => 'il n’y a pas encore de refrain (dis « ajoute un refrain » et j’en écris un)',
  reasonUnknownChord: (chord: string) => `je ne sais pas lire « ${chord} » comme un accord`,
  choiceSameChordsAfresh: (bars: string, chords: string) =>
    `${bars} : déjà ${chords} ; les accords restent, les notes y sont réécrites`,
  reasonAlreadyChords: (bars: string, chords: string) => `${bars} : déjà ${chords}`,
  reasonTempoWholePiece: (bars: string) =>
    `le tempo vaut pour tout le morceau, je ne peux pas le changer seulement ${bars}`,
  reasonNoSuchBar: (bars: number) => `le morceau fait ${bars} mesures, cette mesure n’existe donc pas`,
  reasonNoSample: () =>
    'je ne peux pas sampler un enregistrement : la carte est en MIDI, qui ne contient que des notes, et je ne peux pas prendre le son d’un disque ; je peux écrire une partie dans cet esprit',
  reasonNoLyrics: () =>
    'je ne peux ni écrire de paroles ni chanter — j’écris du MIDI instrumental ; je peux plutôt donner à la mélodie un son de voix (chœur ou « oohs »)',
  reasonBadMeter: (meter: string) =>
    `je ne peux pas écrire en ${meter} : le chiffre du bas doit être 2, 4, 8 ou 16 et celui du haut de 1 à 16 (par ex. 5/4 ou 7/8)`,
  reasonBadTempo: (bpm: string) =>
    `je ne peux pas régler ${bpm} BPM : le tempo doit être entre 20 et 300 BPM`,
  reasonNoEffect: (effect: string) =>
    `je ne peux pas ajouter ${effect} : c’est un effet sur le son, et la carte est en MIDI, qui ne contient que des notes ; mets-le sur la piste dans ton DAW`,
  reasonNoGlide: () =>
    'je ne peux pas écrire de slides : un glide est un pitch bend, et je n’écris que des notes simples pour l’instant ; dans ton DAW, active le glide (portamento) sur la 808 ou la basse et fais se chevaucher les notes',
  reasonNoNoteMoves: () => 'les notes jouent déjà ainsi, ce changement n’en déplace aucune',
  cannotMix: () =>
    'Je ne peux pas le mixer : niveaux, EQ et compression agissent sur l’audio, et ceci est du MIDI, qui ne contient que des notes — ça se fait sur les pistes dans ton DAW. Dans les notes, je peux faire frapper la grosse caisse plus fort (vélocités plus hautes) ou alléger la basse là où elle tombe sur la grosse caisse pour lui laisser de la place. Dis « grosse caisse plus forte » ou « basse plus simple ».',
  cannotMaster: () =>
    'Je ne peux pas le masteriser moi-même : le mastering travaille sur l’audio, et la carte est en MIDI, qui ne contient que des notes. Exporte-le en audio dans ton DAW, puis masterise ce fichier.',
  reasonNoAudio: () =>
    'je ne peux pas produire d’audio — la carte est en MIDI, que ton DAW ou le lecteur transforme en son',
  reasonAlreadyBars: (bars: number) => `il fait déjà ${bars} mesures`,
  reasonAlreadyInKey: (key: string) => `il est déjà en ${key}`,
  reasonAlreadyTempo: (bpm: number) => `il est déjà à ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string) => `il est déjà en ${meter}`,
  reasonPartAlreadyStyled: (role: string, style: string) => `${role} : joue déjà un groove ${style}`,
  reasonAlreadyWalking: () => 'la basse marche déjà (walking bass)',
  reasonAlreadyFourOnFloor: () => 'la grosse caisse joue déjà four on the floor',
  reasonAlreadyKickBass: () => 'la basse joue déjà avec la grosse caisse',
  reasonNoKick: () =>
    'il n’y a pas de grosse caisse sur laquelle caler la basse — ajoute d’abord une batterie',
  reasonAlreadyStraight: () => 'il se joue déjà droit',
  reasonMaxSwing: (percent: number) => `il swingue déjà autant que je peux le faire (${percent} %)`,
  reasonCompoundSwing: (meter: string) =>
    `en ${meter} le temps se divise déjà en trois, il n’y a donc pas de croches droites à faire swinguer`,
  reasonNoInstrumentToSwap: (instrument: string) =>
    `il n’y a pas de ${instrument} à remplacer, j’ai donc laissé les parties telles quelles`,
  reasonNoInstrumentToRemove: (instrument: string) => `il n’y a pas de ${instrument} à retirer`,
  reasonNoRoleToRemove: (role: string) => `il n’y a pas de partie ${role} à retirer`,
  reasonAlreadyHasOn: (instrument: string, role: string) =>
    `la partie ${role} est déjà jouée par : ${instrument}`,
  reasonMostDistorted: (instrument: string) =>
    `les guitares sont déjà sur ${instrument}, la guitare la plus saturée de General MIDI`,
  reasonAlreadyHasDrums: () => 'il a déjà une batterie',
  reasonAlreadyHasPart: (role: string) => `il a déjà une partie ${role}`,
  reasonAlreadyRich: () => 'les accords sont déjà aussi riches que je les voice (neuvièmes et treizièmes)',
  reasonNoPartsLeft: () => 'il ne resterait plus aucune partie, j’ai donc gardé ce qu’il y a',
  reasonMaxParts: () => 'un morceau contient au plus 16 parties',
  choiceStaccato: () => 'chaque note commence au même endroit et dure moitié moins (staccato)',
  choiceLegato: () =>
    'chaque note commence au même endroit et tient plus longtemps, jusqu’à la suivante (legato)',
  choiceSyncopate: () =>
    'Les notes des temps forts arrivent maintenant une croche plus tôt et sont tenues (anticipations) : la partie pousse vers le temps',
  choiceDrumDetail: (detail: string) =>
    detail === 'double-time'
      ? 'La batterie joue son groove deux fois plus vite et la basse double ses notes : un feel double time au même tempo'
      : detail === 'half-time'
        ? 'La caisse claire tombe maintenant sur le temps 3 au lieu de 2 et 4 : un half-time au même tempo'
        : detail === 'four-on-the-floor'
          ? 'Une grosse caisse tombe maintenant sur chaque temps de la mesure'
          : detail === 'double-kick'
            ? 'La double pédale court en doubles croches sous chaque mesure, un peu plus douce entre les temps'
            : detail === 'hat-rolls'
              ? 'Les roulements de charleston sont des triples croches ou des triolets sur le dernier temps, de plus en plus forts'
              : detail === 'fills'
                ? 'Chaque break descend les toms sur le dernier temps et retombe sur une crash'
                : 'Les ghost notes sont des coups de caisse claire légers une double croche avant chaque contretemps',
  choiceBreakdownHalfTime: (from: number, to: number) =>
    `le breakdown occupe les mesures ${from} à ${to} : la batterie y passe en half-time`,
  choiceBreakdownParts: (from: number, to: number, parts: string) =>
    `le breakdown occupe les mesures ${from} à ${to} : s’y taisent : ${parts}`,
  choiceBreakdown: (from: number, to: number) =>
    `le breakdown occupe les mesures ${from} à ${to} : la batterie et la basse s’y taisent`,
  choiceKitRest: (pieces: string) => `seul ${pieces} s’arrête là ; le reste de la batterie continue`,
  choiceKickBass: () =>
    'la basse joue maintenant la fondamentale des accords sur chaque coup de grosse caisse, les deux frappent ensemble',
  choiceWalkingSkips: () =>
    'la basse marche en noires à travers les accords, avec une note fantôme et une approche chromatique avant chaque changement',
  choicePartStyle: (role: string, style: string) =>
    `${role} : joue maintenant un groove ${style} ; le reste est identique note pour note`,
  choicePartStyleNew: (role: string, style: string) => `${role} : joue un groove ${style} sous le reste`,
  choicePercussionStays: () =>
    'les percussions à main continuent (dis « et les percussions » pour les retirer aussi)',
  choiceWalkingBass: () =>
    'la basse marche en noires à travers les accords, avec une approche chromatique avant chaque changement',
  choiceReplacedMelody: () =>
    'il y avait déjà une mélodie : je l’ai remplacée par une nouvelle sur les mêmes accords (dis « ajoute une deuxième mélodie » pour garder les deux)',
  choicePartsIntro: (bars: number, parts: string) =>
    `l’intro fait ${bars} mesure${bars === 1 ? '' : 's'} avec ${parts} seul(e)s, puis le morceau entre`,
  choiceIntro: () => 'l’intro se place avant le morceau, plus dépouillée et sans la mélodie',
  choiceOutro: () => 'la fin se place après le morceau, plus dépouillée et sans la mélodie',
  choiceBridge: (from: string, back: string) =>
    `le pont vient après le morceau, dans la même tonalité : il quitte la tonique sur ${from} et ramène par ${back}`,
  choiceMoreBars: (bars: number) =>
    `les ${bars} nouvelles mesures suivent le morceau dans sa tonalité et son style, avec les mêmes parties ; le reste ne change pas d’une note`,
  choiceSection: (section: string) => `le ${section} vient après le morceau, plus chargé que ce qui précède`,
  and: () => 'et',
  withSevenths: () => 'en accords de septième, comme en jazz',
  or: () => 'ou',
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
    `Une substitution tritonique remplace un accord de septième de dominante par celui situé à un triton. En ${key} : ${V} devient ${sub}. Ils partagent le même triton — ${shared} (écrits ${spelledSub} dans ${subSymbol}) — donc ${subSymbol} tire vers ${I} tout aussi fort, et sa fondamentale glisse d’un demi-ton vers le bas (${slide}) au lieu de descendre d’une quinte.`,
  explainSecondaryDominants: (key: string, list: string) =>
    `Une dominante secondaire est le V (ou V7) d’un accord autre que la tonique : elle emprunte la sensible de cet accord pour qu’il sonne comme un repos provisoire. En ${key} : ${list}. Chacune contient une note hors de la tonalité — la sensible de sa cible.`,
  secondaryTo: (numeral: string, chord: string, target: string) =>
    `${numeral}, c’est ${chord}, qui se résout sur ${target}`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ) =>
    `Les tonalités relatives partagent la même armure ; les tonalités homonymes partagent la même tonique. Le relatif de ${key} est ${relative} : les deux ont la même armure (${signature}), donc les mêmes notes, mais ${relative} installe le repos sur une autre note. L’homonyme est ${parallel} : même tonique, autre armure (${parallelSignature}) ; les notes qui changent sont ${changed}. Passer au relatif est la modulation la plus douce ; emprunter des accords à l’homonyme, c’est l’emprunt modal.`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string) =>
    `${symbol} (${notes}) est le ${roman} de ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string) =>
    `Il n’appartient pas à la tonalité : il est emprunté à l’homonyme ${parallel}, et son ${outside} prend la place de ${replaced} dans la tonalité. Cette seule note altérée change la couleur un instant sans quitter la maison — c’est ce son doux-amer que tu entends.`,
  explainChordLeans: (note: string, target: string, tonic: string) =>
    `Son ${note} est à un demi-ton de ${target}, dans l’accord de tonique ${tonic}, donc il se penche tout droit vers la maison.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string) =>
    `Il partage ${shared} avec l’accord de tonique ${tonic} (${tonicNotes}), donc il sonne proche de la maison pendant que la basse bouge.`,
  explainChordBrightInMinor: () =>
    'C’est un accord majeur dans une tonalité mineure : la musique s’éclaire un instant, pleine d’espoir et de douleur à la fois — l’élan émouvant du i → VI de tant de ballades.',
  explainChordDarkInMajor: () =>
    'C’est un accord mineur dans une tonalité majeure : une nuance plus douce et plus sombre de la tonalité, qui rend les accords majeurs autour plus chaleureux.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant') =>
    fn === 'tonic'
      ? 'Sa fonction est de tonique : un point de repos.'
      : fn === 'subdominant'
        ? 'Sa fonction est de sous-dominante : il s’éloigne de la maison et prépare la dominante.'
        : 'Sa fonction est de dominante : une tension qui veut se résoudre sur la tonique.',
  explainChordSecondary: (target: string, leading: string) =>
    `C’est la dominante de ${target} : son ${leading} est hors de la tonalité et c’est la sensible de ${target}, donc pendant un instant ${target} sonne comme la maison et l’accord y est attiré.`,
  explainChordChromatic: (outside: string) =>
    `Son ${outside} est hors de la tonalité, donc il ressort comme une couleur chromatique.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string) =>
    `${a} : ${aNotes}. ${b} : ${bNotes}. ${shared ? `Ils ont en commun ${shared}.` : 'Ils n’ont aucune note en commun.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ) =>
    `La différence est la ${degree} : ${aNote} dans ${a} (une ${aInterval} au-dessus de la fondamentale), ${bNote} dans ${b} (une ${bInterval}).`,
  explainChordThirdColour: () =>
    'Ce demi-ton sur la tierce, c’est ce qui rend un accord majeur lumineux et un accord mineur sombre.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string) =>
    `${aOnly ? `${a} a ${aOnly}, que ${b} n’a pas` : `${a} n’a aucune note qui manque à ${b}`} ; ${bOnly ? `${b} a ${bOnly}, que ${a} n’a pas` : `${b} n’a aucune note qui manque à ${a}`}.`,
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
    `Les accords d’emprunt viennent de la tonalité homonyme : en ${major}, de ${minor}, qui a la même tonique mais la tierce, la sixte et la septième abaissées. Les plus courants : ${list}. Ils assombrissent un instant une progression majeure ; ${iv} à la place de ${IV}, c’est le geste doux-amer classique : son ${lowered} est le ${third} de ${IV} abaissé d’un demi-ton, et il tombe sur ${fifth}, la quinte de ${I}.`,
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
    `Les fonctions des accords en ${key} : tonique (repos) — ${I}, ${vi}, ${iii} ; sous-dominante ou prédominante (on s’éloigne) — ${IV}, ${ii} ; dominante (une tension qui veut rentrer à la maison) — ${V} et ${vii}, qui contiennent la sensible ${leading}. Les accords d’une même fonction partagent des notes (${I} et ${vi} ont en commun ${shared}), donc ils peuvent se remplacer ; les progressions vont en général tonique → sous-dominante → dominante → tonique.`,
  uploadUnreadable: (error: string) => `Ce fichier n’est pas un MIDI que je peux lire : ${error}.`,
  uploadHeader: (filename: string | null) =>
    `Voici ce que j’entends dans ${filename ? `**${filename}**` : 'ton fichier'} :`,
  uploadKey: (key: string, declared: string | null, matches: boolean) =>
    `- Tonalité : ${key} (estimée d’après les notes${declared === null ? '' : matches ? ', comme l’indique son armure' : ` ; l’armure du fichier indique ${declared}`})`,
  uploadNoKey: (declared: string | null) =>
    `- Tonalité : pas de notes à hauteur définie pour le dire${declared ? ` (son armure indique ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number) =>
    `- Tempo : ${bpm} BPM${tempoEvents === 0 ? ' (aucun tempo indiqué, donc celui par défaut du MIDI)' : tempoEvents > 1 ? ` (${tempoEvents - 1} ${tempoEvents === 2 ? 'changement' : 'changements'} de tempo ensuite)` : ''}`,
  uploadMeter: (meter: string, changes: number) =>
    `- Mesure : ${meter}${changes > 0 ? ` (change ${changes} fois)` : ''}`,
  uploadLength: (bars: number, seconds: number) =>
    `- Longueur : ${bars} ${bars === 1 ? 'mesure' : 'mesures'} (${seconds} s)`,
  uploadChords: (line: string) => `- Accords par mesure : ${line}`,
  uploadChordsNone: () => '(aucun)',
  uploadMoreBars: (n: number) => `${n} ${n === 1 ? 'mesure de plus' : 'mesures de plus'}`,
  uploadNoInstruments: () => '- Instruments : aucun — le fichier n’a pas de notes',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ) =>
    `${instrument}${trackName ? ` (« ${trackName} »)` : ''} sur le canal ${channel}, ${range}, ${notes} ${notes === 1 ? 'note' : 'notes'}`,
  uploadInstruments: (list: string) => `- Instruments : ${list}`,
  uploadOffer: () =>
    'Tu veux que je le modifie ? Essaie « transpose-le d’une quarte vers le haut », « mets-le à 100 BPM », « ajoute une batterie », « ajoute une basse » ou « réharmonise-le ».',
  uploadCannotChange: (error: string) => `Je n’ai pas pu le modifier : ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number) =>
    `C’est fait — ${changes}. Il est maintenant ${key ? `en ${key}` : 'sans tonalité claire'} à ${bpm} BPM en ${meter}, ${bars} ${bars === 1 ? 'mesure' : 'mesures'} ; écoute-le ou télécharge le .mid ci-dessous.`,
  uploadLeftOut: (skipped: string) => `J’ai laissé une chose de côté : ${skipped}.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ) =>
    `${slash} entre ${from} et ${to} transforme le changement d'accord en une ligne de basse qui avance par degrés : ${bass}. ${slash} est ${chordName} avec ${third} à la basse au lieu de la fondamentale — un accord de passage, plus léger que ${chordName} à l'état fondamental, donc l'oreille suit la ligne plutôt qu'un saut.`,
  explainInversions: (symbol: string, r: string, t: string, f: string) =>
    `Un renversement met à la basse une autre note que la fondamentale. ${symbol} : état fondamental ${r}–${t}–${f} ; premier renversement ${t}–${f}–${r} (${symbol}/${t}) ; deuxième renversement ${f}–${r}–${t} (${symbol}/${f}). Même accord, autre poids : le premier renversement est plus léger et laisse la basse avancer par degrés conjoints, le deuxième sonne instable et sert surtout de passage ou juste avant une cadence.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ) =>
    `Un accord suspendu remplace la tierce par la quarte (sus4) ou la seconde (sus2) : il n’est donc ni majeur ni mineur. ${s4} : ${s4Notes} ; ${s2} : ${s2Notes}. Le ${fourth} de ${s4} descend d’un degré vers ${third}, la tierce de ${I} — la suspension et sa résolution —, donc ${s4} → ${I} sonne comme un soupir qui se pose.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number) =>
    `Une anacrouse (ou levée) est une ou plusieurs notes avant la première mesure complète : la mélodie commence plus tôt et tombe sur le premier temps de la mesure 1, le premier temps fort. En ${meter}, une levée de ${pickup} temps commence sur le temps ${start} d’une mesure incomplète, et la dernière mesure est traditionnellement raccourcie à ${last} temps, pour que la levée et la dernière mesure fassent ensemble une mesure entière.`,
  explainHemiola: () =>
    'Une hémiole regroupe les temps pour faire entendre trois groupes de deux là où il y a deux groupes de trois. En 3/4, deux mesures comptées 1 2 3 | 1 2 3 sont accentuées comme trois blanches — 1 2 | 3 1 | 2 3 —, si bien que pendant un instant les deux mesures sonnent comme une mesure à 3/2 : trois contre deux. Elle arrive souvent juste avant une cadence et donne l’impression que la musique s’élargit. En 6/8, la même astuce change deux noires pointées en trois noires (la sensation du 3/4).',
  explainSonataForm: (home: string, second: string) =>
    `La forme sonate est un mouvement en trois parties, une histoire racontée par les tonalités. Exposition : le premier thème dans la tonalité principale (${home}), une transition, puis un second thème contrasté dans une autre tonalité (${second}) ; elle est souvent reprise. Développement : les thèmes sont fragmentés et promenés dans d’autres tonalités — le centre instable — jusqu’à ce qu’un long passage sur la dominante prépare le retour. Réexposition : les deux thèmes reviennent, le second cette fois dans la tonalité principale, et le conflit se résout ; une coda peut conclure.`,
  explainSatb: () =>
    'SATB veut dire Soprano, Alto, Ténor, Basse : les quatre pupitres d’un chœur mixte, du plus aigu au plus grave, et les quatre voix de l’harmonie classique à quatre parties. Tessitures approximatives : soprano C4–G5, alto G3–D5, ténor C3–G4 (écrit une octave plus haut, en clé de sol avec un 8 dessous), basse E2–C4 (C4 est le do central). Les sopranos chantent en général la mélodie ; les trois autres complètent l’accord, la basse sur la fondamentale ou la note la plus grave du renversement.',
  explainFermata: () =>
    'Un point d’orgue (fermata, 𝄐 : l’arc avec un point dessous qui ressemble à un œil) veut dire tenir : prolonger cette note, cet accord ou ce silence au-delà de sa valeur, puis repartir. La durée dépend du chef ou de l’interprète — une fois et demie à deux fois la valeur écrite est courant. Dans un chœur, tenez jusqu’à ce que le chef coupe, et guettez la respiration et l’entrée suivante. Dans les chorals de Bach, il marque la fin d’une phrase plutôt qu’une longue tenue.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ) =>
    `La gamme altérée (super-locrienne) est le 7e mode du mineur mélodique un demi-ton au-dessus. Sur ${dominant} : ${notes}. Sur ${dominant}7, elle garde la fondamentale, la tierce (${third}) et la septième (${seventh}) et altère toutes les autres notes : ${alterations}. Les jazzmen l’utilisent sur un V7 qui se résout — ${dominant}7alt → ${target}, surtout vers un accord mineur — pour un maximum de tension juste avant la résolution, car les notes altérées sont à un demi-ton de notes de ${target}.`,
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
    `Le ii–V « par la porte de derrière » (backdoor) atteint la tonique depuis un ton en dessous au lieu du V : en ${key}, ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), tous deux empruntés au mineur homonyme. ${b6} descend d’un demi-ton vers ${five} et ${b7} monte d’un ton vers ${tonic} : une arrivée plus douce, plus soul que V7 → I ; on l’entend dans les standards de jazz, le gospel et la soul, et elle sert aussi de turnaround.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string) =>
    `En contrepoint de première espèce (note contre note), les consonances sont l’unisson, la quinte et l’octave justes et les tierces et sixtes imparfaites, majeures ou mineures — au-dessus de ${bass} : ${third} (tierce), ${fifth} (quinte), ${sixth} (sixte) et ${bass} (octave). Tout le reste est dissonant : secondes, septièmes, le triton, et la quarte juste. La quarte compte comme dissonante contre la basse (la voix la plus grave) : ${fourth} sur ${bass} sonne comme un retard qui veut descendre sur ${third}, et fait sonner la note du haut comme la fondamentale, si bien que la basse ne sonne plus comme l’assise. Entre deux voix supérieures, une quarte va très bien (${fifth}–${bass} au-dessus d’un accord de ${bass}). Commencez et finissez sur une consonance parfaite, avec surtout des tierces et des sixtes entre les deux.`,
  explainCounterpoint: () =>
    'Le contrepoint, c’est écrire deux lignes indépendantes ou plus qui sonnent bien ensemble. Commence à deux voix, note contre note (première espèce), sur une courte mélodie donnée. Deux voix peuvent se déplacer de quatre façons : mouvement contraire (l’une monte, l’autre descend — le plus indépendant), oblique (l’une tient, l’autre bouge), direct ou semblable (même direction, intervalles différents) et parallèle (même direction, même intervalle). Privilégie le mouvement contraire et oblique, utilise librement tierces et sixtes, commence et termine sur un unisson, une octave ou une quinte, et évite les quintes et octaves parallèles (consécutives) : elles fondent les deux voix en une seule.',
  explainCatchyMelody: () =>
    'Du point de vue théorique, les mélodies accrocheuses ont quelques points communs : la répétition (un court motif qui revient, tel quel ou varié, pour que l’oreille l’anticipe), un rythme clair qui se répète même quand les notes changent, surtout des mouvements conjoints avec un ou deux sauts pour le refrain accrocheur, un contour simple (monter vers un point haut puis redescendre), une petite tessiture facile à chanter (environ une octave) et des notes de l’accord sur les temps forts, le hook tombant sur la phrase du titre.',
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
    `Un accord de sixte augmentée est un accord de pré-dominante bâti sur le 6e degré abaissé avec le 4e degré haussé au-dessus. En ${key}, ${b6} et ${raised4} sont à une sixte augmentée et s’écartent tous deux d’un demi-ton vers ${five} (${b6} descend, ${raised4} monte), la fondamentale de ${V}. Il en existe trois sortes : italienne ${it}, française ${fr} et allemande ${ger} (qui sonne comme une septième de dominante mais se résout sur ${V}).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ) =>
    `Les deux pentatoniques sont des gammes de cinq notes sans demi-tons. ${major} : ${majorNotes} — la gamme majeure sans ses 4e et 7e degrés, claire et ouverte (pop, country). ${minor} : ${minorNotes} — le mineur naturel sans ses 2e et 6e degrés, le son du rock et du blues. La majeure a les mêmes notes que sa relative ${relative}, en partant d’ailleurs ; ajoute la quinte diminuée (${blue}) à la mineure et tu obtiens la gamme blues.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string) =>
    `Demi-cadence phrygienne : iv6 → V en mineur — en ${minorKey}, ${iv6} (${ivNotes}, la tierce à la basse) → ${V}. La basse descend d’un demi-ton sur la quinte pendant que la voix supérieure monte d’un ton : le demi-ton descendant du mode phrygien ; au baroque, elle termine un mouvement lent sur une question (le majeur l’emprunte à son homonyme mineur).`,
  cadenceImperfect: () =>
    'Demi-cadence et « imperfect cadence », c’est la même chose : « imperfect cadence » est le nom britannique — les deux s’arrêtent sur V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string) =>
    `Presque tous les accords de la tonalité peuvent précéder le V : surtout les pré-dominantes IV (${IV}) et ii (${ii}), mais aussi I (${I}) ou vi (${vi}) — par exemple ${ii} → ${V} ou ${IV} → ${V}.`,
  guideToneMoves: (ii: string, a: string, V: string, b: string, c: string, I: string, d: string, e: string) =>
    `Voix par voix : ${a}, la septième de ${ii}, descend d’un degré sur ${b}, la tierce de ${V}, tandis que ${c}, sa tierce, reste en place comme septième de ${V} ; puis ${c} descend d’un degré sur ${d}, la tierce de ${I}, et ${b} → ${e}, la septième de ${I}. Les fondamentales sautent ; ces deux voix bougent à peine.`,
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
    `En ${key}, ${from} → ${to} : ${root}.${moves ? ` Voix par voix, ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Chaque note qui bouge prend le chemin le plus court vers une note de ${target}, donc ${target} sonne comme la réponse à l’accord précédent.`,
  resolutionRoot: (semitones: number, from: string, to: string) =>
    semitones === 0
      ? `les deux ont la fondamentale ${from}`
      : semitones === 5
        ? `la fondamentale descend d’une quinte (${from} → ${to}), le mouvement de fondamentale le plus fort`
        : semitones === 7
          ? `la fondamentale monte d’une quinte (${from} → ${to}), une attraction plus douce, plagale`
          : `la fondamentale ${semitones < 6 ? 'monte' : 'descend'} ${STEPS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string) =>
    `${note} ${step > 0 ? 'monte' : 'descend'} ${STEPS[Math.abs(step)]} vers ${target}${role === 'leading' ? ` (la sensible de ${target})` : role === 'seventh' ? ' (la septième, qui se résout vers le bas)' : ''}`,
  resolutionHeld: (notes: string, count: number) =>
    `${notes} ${count === 1 ? 'reste en note commune' : 'restent en notes communes'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean) =>
    `Le triton ${from}, l’intervalle le plus instable, se résout ${contrary ? 'en mouvement contraire ' : ''}sur ${to}.`,
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
    `La tension vient des intervalles instables ; la détente, c’est leur résolution. En ${key}, ${V} (${VNotes}) contient le triton ${leading}–${seventh} : ${leading} est la sensible, un demi-ton sous ${tonic}, et ${seventh} est un degré au-dessus de la tierce ${third} — les deux se résolvent par le plus petit pas sur l’accord de tonique ${I}, c’est pour ça que V7 → I (dominante vers tonique) sonne comme un retour à la maison.`,
  explainIntervals: (tonic: string, s2: string, s3: string, s4: string, s5: string, s6: string, s7: string) =>
    `Un intervalle est la distance entre deux notes, nommée par le nombre de notes qu’il couvre et sa qualité. Depuis ${tonic} : seconde majeure ${s2} (2 demi-tons), tierce majeure ${s3} (4), quarte juste ${s4} (5), quinte juste ${s5} (7), sixte majeure ${s6} (9), septième majeure ${s7} (11), octave (12). Abaisse un intervalle majeur d’un demi-ton et il devient mineur (tierce mineure = 3 demi-tons) ; le triton (6) coupe l’octave en deux et c’est la tension au cœur de chaque septième de dominante.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string) =>
    `Conduite des voix à quatre parties de ${chords}, chaque voix bougeant le moins possible — Soprano : ${soprano}. Alto : ${alto}. Ténor : ${tenor}. Basse : ${bass}. La basse prend les fondamentales ; les trois voix supérieures gardent les notes communes à deux accords et déplacent les autres par le plus petit pas, en mouvement contraire à la basse quand c’est possible, sans quintes ni octaves parallèles.`,
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
    `La conduite des voix mène chaque note d’un accord vers la note la plus proche du suivant, en gardant les notes communes. En ${key} : de ${I} (${INotes}) à ${IV} (${IVNotes}), on garde ${common}, ${third} monte d’un demi-ton vers ${to1} et ${fifth} monte d’un ton vers ${to2} — au lieu de déplacer toute la forme d’une quarte. De ${IV} à ${V} (${VNotes}), aucune note commune : les voix supérieures descendent par degrés conjoints contre une basse qui monte. Les petits pas rendent les voix chantables et les enchaînements fluides.`,
  explainModesFamily: (key: string, modes: string) =>
    `Les modes sont la gamme majeure jouée à partir de chacun de ses degrés. Avec les notes de ${key} : ${modes}. Mêmes notes, autre note d’appui — chaque mode a donc sa couleur. Compare un mode à la gamme majeure ou mineure naturelle sur la même tonique : la note qui change fait son son (la 6te haute du dorien, la 7e mineure du mixolydien, la 4te augmentée du lydien, la 2de mineure du phrygien).`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string) =>
    `Le blues en 12 mesures, ce sont trois phrases de 4 mesures sur les accords I, IV et V, en général tous de septième de dominante. En ${key} : | ${bars} |. La 1re phrase reste sur ${I}, la 2e passe à ${IV} et revient, la 3e est le turnaround : ${V} – ${IV} – ${I} – ${V} renvoie au début. Le « quick change » met ${IV} en mesure 2. Sur les 12 mesures, tu peux improviser avec la pentatonique mineure ou la gamme blues de ${tonic}.`,
  explainEnharmonicKeys: (a: string, sigA: string, b: string, sigB: string, pick: string, tie: boolean) =>
    tie
      ? `${a} a ${sigA} et ${b} a ${sigB} : égalité, donc on voit les deux — guitares et cordes penchent pour les dièses, cuivres et piano pour les bémols. Elles sonnent exactement pareil.`
      : `${a} a ${sigA} ; ${b} a ${sigB}. Elles sonnent exactement pareil, donc presque tout le monde écrit en ${pick} : moins d'altérations à lire et moins de doubles dièses ou bémols dans ses accords. En pratique : choisis l'écriture avec le moins d'altérations.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ) =>
    `Une gamme utilise chaque lettre (A–G) exactement une fois. ${key} : ${scale}. Appeler ${asked} « ${other} » donnerait deux notes sur la lettre ${otherLetter} et aucune sur ${askedLetter}, donc on l'écrit ${asked} : la même hauteur que ${other}, sur la lettre dont la gamme a besoin. L'armure reste tout en dièses ou tout en bémols, et les accords empilent des lettres en tierces (${triad}).`,
  explainTruckDriver: (key: string, halfUp: string, wholeUp: string, progression: string, lift: string) =>
    `Une « truck driver modulation » monte toute la chanson d'un demi-ton ou d'un ton — en général pour le dernier refrain — sans accord pivot : de ${key} directement à ${halfUp} (ou ${wholeUp}). La version la plus douce glisse d'abord le V7 de la nouvelle tonalité : ${progression}, où ${lift} fait le saut. Effet immédiat (partout dans les ballades pop des années 80 et 90), mais vite kitsch si on en abuse.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string) =>
    `Les changements de Coltrane (Giant Steps, Countdown) divisent l'octave en trois tonalités à une tierce majeure — ${tonics} — et passent de l'une à l'autre, chaque tonique atteinte par son propre V7 : ${cycle}. Chaque saut fait une tierce majeure (4 demi-tons), donc trois sauts ramènent au départ, et les V7 donnent à chaque arrivée l'effet d'une cadence. Il a aussi posé ce cycle sur un simple ii–V–I (${iiVI} en ${key}) comme substitution.`,
  explainPedalPoint: (key: string, pedal: string, chords: string) =>
    `Une pédale tient une note — souvent à la basse — pendant que les accords changent au-dessus. En ${key}, garde ${pedal} à la basse sous ${chords} : certains accords s’accordent avec ${pedal}, d’autres frottent, donc la tension monte et se résout sur une note qui ne bouge pas. Une pédale de tonique ancre ; une pédale de dominante (sur la 5te) donne une impression d’attente.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ) =>
    `Un power chord, c’est juste la fondamentale et la quinte, souvent avec la fondamentale doublée en haut : ${five} = ${fiveNotes}. Sans tierce (ni ${majorThird} ni ${minorThird}), il n’est ni majeur ni mineur, donc il va partout — et avec une grosse distorsion une tierce devient bouillie alors qu’une quinte seule reste serrée et énorme. C’est pour ça que les riffs rock et metal en sont faits, comme ${riff}.`,
  explainSeventhChords: (list: string, maj7: string, dom7: string, seventh: string, flatSeventh: string) =>
    `Les types d’accords de septième sur une même fondamentale : ${list}. Septième majeure = accord majeur + 7e majeure (doux, au repos). Septième de dominante = accord majeur + 7e mineure (bluesy, veut se résoudre : sa tierce et sa septième forment un triton). Mineur 7 = accord mineur + 7e mineure (moelleux). Demi-diminué = accord diminué + 7e mineure (le ii du mineur) ; le diminué empile des tierces mineures. ${maj7} et ${dom7} ne diffèrent que par la septième : ${seventh} contre ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string) =>
    `Les extensions continuent d’empiler des tierces au-dessus d’un accord de septième : 9e, 11e et 13e (la 2de, la 4te et la 6te une octave plus haut). Sur ${root} : ${chords} — la 9e est ${ninth}. Elles ajoutent de la couleur sans changer le rôle de l’accord ; sur les dominantes on peut les altérer (b9, #9, #11, b13). On omet souvent la quinte, voire la fondamentale, pour garder des voicings clairs. Un ii–V–I avec extensions : ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ) =>
    `La couleur d’un accord de trois sons vient de ses deux tierces empilées. Sur ${root} : ${major} = tierce majeure + tierce mineure (lumineux) ; ${minor} = tierce mineure + tierce majeure (plus sombre) ; ${dim} = deux tierces mineures, donc quinte diminuée (tendu, il veut bouger) ; ${aug} = deux tierces majeures, donc quinte augmentée (instable, rêveur). Seule la tierce sépare majeur et mineur : ${third} contre ${flatThird}.`,
  explainOddMeters: () =>
    'Une mesure asymétrique groupe ses temps de façon inégale, par 2 et par 3. 5/4, c’est 3+2 ou 2+3 (« Take Five ») ; 7/8, c’est en général 2+2+3 (ou 3+2+2) : compte « 1-2, 1-2, 1-2-3 » et accentue la première note de chaque groupe. Le groupe long fait comme un boitement ou une poussée en plus — c’est tout le charme. Tape les groupes avant de jouer dessus ; je peux écrire un morceau en 5/4 ou 7/8 pour l’entendre.',
  explainCompoundMeter: () =>
    '3/4 et 6/8 contiennent tous deux six croches, groupées autrement. 3/4, c’est trois temps de deux croches (« 1 et 2 et 3 et ») : une valse, ressentie à trois. 6/8, c’est deux temps de trois croches (« 1-2-3 4-5-6 ») : ça balance à deux, comme une ballade berçante ou une gigue. Même longueur de mesure, autre pulsation — en 6/8 le pied tape deux fois par mesure, en 3/4 trois fois. Le 12/8, ce sont quatre groupes de trois, le feeling du blues lent.',
  explainSyncopation: () =>
    'La syncope place les accents là où le temps ne les attend pas — sur les contretemps (les « et ») ou liés par-dessus un temps — au lieu de 1, 2, 3 et 4. Compte « 1 et 2 et 3 et 4 et » : un rythme droit tombe sur les chiffres ; un rythme syncopé frappe le « et » du 2 et tient par-dessus le 3. Le funk, le reggae, les musiques latines et les refrains pop en vivent : c’est la pulsation régulière dessous qui fait sonner l’accent à contretemps comme une poussée.',
  explainSwing: () =>
    'Le swing joue les croches par paires, longue–brève au lieu d’égales : chaque temps se ressent en triolet, la première croche en prenant deux tiers et la seconde un tiers (environ 66 % ; un swing léger tourne autour de 55–60 %, le droit c’est 50 %). Compte « 1-trio-let » et joue sur « 1 » et « let ». Le jazz, le shuffle et beaucoup de hip-hop l’utilisent. Demande « plus de swing » ou « droit » sur n’importe quel morceau ici et tu entendras la différence.',
  explainPolyrhythm: () =>
    'Une polyrythmie superpose deux pulsations différentes sur la même durée. La classique, c’est 3 contre 2 : dans une mesure, une partie joue 3 notes égales pendant qu’une autre en joue 2, et elles ne se retrouvent que sur le premier temps. Compte six subdivisions : la partie à 3 tombe sur 1, 3 et 5, celle à 2 sur 1 et 4. Le 4 contre 3 marche pareil sur douze. On l’entend dans les percussions d’Afrique de l’Ouest, le jazz et l’afrobeat.',
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ) =>
    `Une tierce picarde termine un morceau en mineur sur la tonique majeure : en ${minor}, le dernier ${i} (${iNotes}) devient ${I} (${INotes}) — seule la tierce bouge, ${from} monte à ${to}. Après un morceau sombre, cette seule note haussée sonne comme une lumière qui perce.`,
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
    `La sixte napolitaine (bII) est l’accord majeur sur le 2e degré abaissé, le plus souvent au premier renversement (N6). En ${key} : ${N} (${NNotes}), joué ${N}/${third}. Elle est dramatique parce que sa fondamentale ${root} est un demi-ton au-dessus de la tonique et hors de la tonalité : elle descend par degré sur la dominante ${V} (${VNotes}), où ${root} tombe sur ${leading} — une tierce diminuée qui serre — avant ${i}.`,
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
    `Une modulation par accord pivot passe dans une nouvelle tonalité grâce à un accord commun aux deux. De ${from} à ${to} : ${pivot} (${pivotNotes}) est le ${homeNumeral} en ${home} et le ${targetNumeral} en ${target}, donc la progression peut le traiter comme le ${targetNumeral} de la nouvelle tonalité et enchaîner ${V7} → ${I}.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ) =>
    `${from} et ${to} n’ont aucun accord en commun, donc pas de pivot : l’entrée en douceur passe par la dominante de la nouvelle tonalité. Terminez une phrase en ${from}, puis jouez ${V7} (${V7Notes}) → ${I} — sa sensible ${leading} indique à l’oreille le nouveau repos — et restez en ${to} une ou deux cadences pour qu’il s’installe.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ) =>
    `L’harmonie jazz sonne « jazzy » surtout grâce aux septièmes et aux extensions sur chaque accord, et au mouvement ii–V. En ${key} : au lieu de ${plain}, joue ${sevenths} ; chaque septième ajoute une dissonance douce, et les fondamentales qui descendent par quintes (${roots}) relancent sans cesse. Ajoute des neuvièmes par-dessus et une substitution tritonique (${sub} à la place de ${V7}) pour plus de couleur.`,
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
    `Mineur naturel de ${tonic} : ${nat}. Le mineur harmonique hausse la septième (${nat7} → ${harm7}) : ${harm} — cela donne un accord de V majeur, ${V7} (${V7Notes}), avec une sensible qui tire vers ${tonic}, au prix d’une seconde augmentée (${aug}). Le mineur mélodique hausse aussi la sixte (${nat6} → ${mel6}) : ${mel} — ce qui adoucit cet écart dans les mélodies qui montent (classiquement, il redevient mineur naturel en descendant).`,
  circleStep: (key: string, fifths: number) =>
    `${key} (${fifths === 0 ? 'aucune altération' : `${Math.abs(fifths)} ${fifths > 0 ? (Math.abs(fifths) === 1 ? 'dièse' : 'dièses') : Math.abs(fifths) === 1 ? 'bémol' : 'bémols'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string) =>
    `Le cycle des quintes range les tonalités à une quinte juste d’écart ; deux voisines diffèrent d’un seul dièse ou bémol, ce sont donc les plus proches. Chaque pas dans le sens des aiguilles d’une montre ajoute un dièse (ou enlève un bémol) : ${steps}. Les voisines ont toutes leurs notes en commun sauf une, ce sont donc les tonalités les plus proches pour moduler, et des fondamentales qui parcourent le cycle dans l’autre sens (${vi} → ${ii} → ${V} → ${I}) donnent les progressions les plus fortes.`,
} satisfies Partial<Messages>;
