import type { Messages } from './en.ts';

/** Instruments by their tuning key, in words. */
const INSTRUMENTS: Readonly<Record<string, string>> = {
  guitar: 'la guitarra',
  bass: 'el bajo de 4 cuerdas',
  bass5: 'el bajo de 5 cuerdas',
  ukulele: 'el ukelele',
  violin: 'el violín',
  viola: 'la viola',
  cello: 'el violonchelo',
  mandolin: 'la mandolina',
};

/** A melodic or root step in semitones, in words. */
const STEPS: readonly string[] = [
  '',
  'medio tono',
  'un tono',
  'una tercera menor',
  'una tercera mayor',
  'una cuarta',
  'un tritono',
];

/** The brain's reply texts in Spanish (same keys as en.ts; a missing key falls back to English). */
export const es = {
  notUnderstood: () =>
    'No te he entendido. Pídeme una pieza («un beat lo-fi tranquilo en fa menor»), un cambio («hazlo más rápido») o una pregunta de teoría («¿qué notas tiene Cmaj7?»).',
  greeting: () =>
    '¡Hola! Soy tu compañero musical. Pídeme acordes, una línea de bajo, una melodía o un ritmo de batería —p. ej. «un beat lo-fi tranquilo en fa menor a 80 BPM»— o una pregunta de teoría como «¿por qué resuelve un ii-V-I?».',
  thanks: () =>
    '¡Cuando quieras! ¿Otra idea? Quizá «una bossa nova con guitarra de nailon» o «lo mismo en 6/8».',
  bye: () => 'Hasta luego: tus piezas se quedan en este chat para cuando vuelvas.',
  capabilities: (styles: number) =>
    `Escribo progresiones de acordes, líneas de bajo, melodías y ritmos de batería en MIDI (${styles} estilos, cualquier tonalidad o modo, compases como 3/4, 6/8, 7/8, tus propios acordes o números romanos), los edito («más rápido», «transpón una cuarta arriba», «añade batería», «que el compás 5 suba», «añade un estribillo»), respondo preguntas sobre la pieza y explico teoría con las notas reales. Prueba «una balada triste en do sostenido menor con Rhodes».`,
  offTopic: () =>
    'Eso queda fuera de la música, así que ahí no puedo ayudarte. Puedo escribir progresiones, bajos, melodías y ritmos de batería en MIDI, editarlos o explicar teoría: prueba «un groove funk alegre en mi» o «¿qué es una sustitución tritonal?».',
  practicalUnknown: () =>
    'Buena pregunta práctica, pero todavía no sé responderla bien. Lo que sí puedo: escribir o editar MIDI para practicar (p. ej. «un blues de 12 compases lento en la a 70 BPM»), explicar la teoría que hay detrás o responder preguntas sobre una pieza de este chat.',
  song: () =>
    'No tengo los acordes ni las tablaturas de canciones existentes, y no voy a inventarlos diciendo que son los originales. Si escribes los acordes que conoces (p. ej. «G D Em C»), los toco, los analizo o escribo una parte encima.',
  theoryUnknown: (topics: string) =>
    `Esto lo respondo con exactitud: acordes de una tonalidad, notas de un acorde, escala o modo, intervalos, tonalidades relativas y homónimas, armaduras, enarmonías, análisis con números romanos, en qué tonalidad está una progresión, transportar acordes y la tonalidad con cejilla; y explico ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string) =>
    `Sobre ${chord} (${notes}) usa ${scales}. Apoya en las notas del acorde (${notes}) en los tiempos fuertes; las demás notas de la escala pasan entre ellas.`,
  explainParallelFifths: (from: string, to: string) =>
    `Las quintas paralelas son dos voces a una quinta justa que se mueven en la misma dirección hasta otra quinta: ${from} a ${to}. La armonía clásica las evita porque las dos voces se funden en una y pierden independencia. En pop, rock y metal están bien y aparecen por todas partes: cada riff de power chords son quintas paralelas. Evítalas entre el bajo y la melodía (y en coros o cuerdas) si quieres voces independientes; en lo demás, úsalas sin miedo.`,
  explainTimeSignatures: () =>
    'El compás indica cuántos pulsos tiene cada compás (número de arriba) y qué figura vale un pulso (número de abajo: 4 es la negra). El 4/4 se cuenta 1 2 3 4, con el acento más fuerte en el 1 y otro más suave en el 3: casi todo el pop, rock, hip-hop y música de baile. El 3/4 se cuenta 1 2 3, el vals; el 2/4, 1 2, marchas y polcas.',
  explainTriplets: () =>
    'Un tresillo mete tres notas iguales en el tiempo de dos. Los tresillos de corchea ponen tres notas en cada pulso, contadas «1-tre-si 2-tre-si»; los de negra reparten tres notas en dos pulsos. El swing es una sensación de tresillo: la primera y la última nota de cada tresillo, larga-corta.',
  explainTurnaround: (key: string, plain: string, jazz: string) =>
    `Un turnaround es la vuelta de acordes al final de una sección que lleva de nuevo a su inicio. En ${key}: ${plain} (I–vi–ii–V), y el V empuja de vuelta al principio. El jazz lo refuerza con una dominante secundaria: ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string) =>
    `Un acorde de paso se coloca entre dos acordes para suavizar el camino, normalmente en un tiempo débil y con el bajo moviéndose por grado conjunto. El clásico es una séptima disminuida un semitono por debajo del destino: en ${key}, ${chords}, con el bajo subiendo ${bass}. Cualquier acorde sirve de paso si sus voces se mueven por pasos pequeños al siguiente.`,
  exampleAbove: () =>
    'Es la tarjeta justo arriba: pulsa Play para oírla. Dime «más lento», «en otra tonalidad» u «otra versión» y la cambio.',

  explanation: (text: string, offer: boolean) => (offer ? `${text}\n¿Quieres que toque un ejemplo?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nAquí va como ejemplo corto: ${chords}.`,
  noPiece: () =>
    'Todavía no hay ninguna pieza en este chat, así que no hay de dónde sacarlo. Pídeme una —p. ej. «un beat lo-fi tranquilo en fa menor»— y luego pregunta lo que quieras.',
  editWithoutPiece: () => 'No tengo una pieza anterior en este chat, así que he escrito una nueva',
  composed: (summary: string, progression: string) => `Aquí tienes ${summary}.\nProgresión: ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `Hecho: ${changes}.`,
  undoneTo: (changes: string) => `vuelta a la versión anterior: ${changes}`,
  reasonNothingToUndo: () => 'no hay una versión anterior de esta pieza a la que volver',
  nowIs: (summary: string, progression: string) => `Ahora es ${summary}.\nProgresión: ${progression}.`,
  unchanged: (reason: string) => `No ha cambiado nada: ${reason}.`,
  unchangedGeneric: () =>
    'No ha cambiado nada: no encuentro en ese mensaje nada que sepa cambiar en esta pieza. Puedo cambiar tempo, tonalidad, modo, compás, duración, partes, instrumentos, swing, densidad, un compás o un rango de compases, o añadir un estribillo, un puente, una intro o un final.',
  partly: (reasons: string) => `No hecho: ${reasons}.`,
  composeFailed: (error: string) =>
    `No he podido escribir esa: ${error}. Prueba con otro compás u otra duración, p. ej. «8 compases en 4/4».`,
  styleApproximated: (asked: string, used: string) =>
    `No tengo el estilo ${asked}, así que me he acercado con ${used}`,
  pieceTempo: (tempo: number) => `Va a ${tempo} BPM.`,
  pieceKey: (key: string) => `Está en ${key}.`,
  pieceMeter: (meter: string) => `Está en ${meter}.`,
  pieceBars: (bars: number, seconds: number) =>
    `Dura ${bars} ${bars === 1 ? 'compás' : 'compases'} (unos ${seconds} segundos a este tempo).`,
  pieceChords: (chords: string) => `Los acordes: ${chords}.`,
  pieceChordAt: (bar: number, chord: string) => `El compás ${bar} es ${chord}.`,
  pieceChordsIn: (from: number, to: number, chords: string) => `Compases ${from}–${to}: ${chords}.`,
  pieceParts: (parts: string) => `Tiene ${parts}.`,
  pieceStyle: (style: string) => `Está escrita en estilo ${style}.`,
  pieceScale: (key: string, scales: string) => `Sobre ${key} funcionan: ${scales}.`,
  pieceSummary: (summary: string) => `Es ${summary}.`,
  uploadAnotherTake: (file: string, progression: string) =>
    `Aquí tienes otra versión de tu archivo: la misma tonalidad, tempo, compás, acordes e instrumentos (${file}), cada parte escrita de nuevo.\nAcordes que seguí: ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `Hecho: escribí ${added} sobre los propios acordes de tu archivo y conservé todas sus notas (${file}).\nAcordes que seguí: ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `No puedo añadir eso a tu archivo: ${reason}. Aun así puedo transponerlo, cambiar su tempo o añadirle batería o una línea de bajo.`,
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string) =>
    `una pieza de ${bars} ${bars === 1 ? 'compás' : 'compases'} de estilo ${style} en ${key} a ${tempo} BPM en ${meter}`,
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string) =>
    `un groove de batería de ${bars} ${bars === 1 ? 'compás' : 'compases'} de estilo ${style} a ${tempo} BPM en ${meter}`,
  summary: (head: string, parts: string) => `${head}: ${parts}`,
  partOn: (role: string, instrument: string) => `${role} (${instrument})`,
  listAnd: (first: string, last: string) => `${first} y ${last}`,
  swung: () => 'con swing',
  humanized: () => 'humanizada',
  nextDrums: () => '¿Le añado batería?',
  nextMelody: () => '¿Le pongo una melodía encima?',
  nextBass: () => '¿Quieres una línea de bajo debajo?',
  nextGrooveParts: () => '¿Quieres una línea de bajo o unos acordes sobre el groove?',
  nextIdea1: () => '¿La quieres más rápida, o en otra tonalidad?',
  nextIdea2: () => 'Prueba «haz el bajo más movido» u «otra variación».',
  nextIdea3: () => 'Puedo pasarla a 3/4, cambiar los instrumentos o escribir 8 compases más.',
  nextIdea4: () => 'Di «otra variación» para una versión nueva, o «añade swing» para un groove más suelto.',
  nextIdea5: () => '¿Quieres los acordes en otro instrumento: Rhodes, cuerdas, guitarra española?',
  changedTempo: (from: number, to: number) => `el tempo pasó de ${from} a ${to} BPM`,
  changedKeyMoved: (from: string, to: string, shift: string) =>
    `la he pasado de ${from} a ${to} (todas las notas ${shift})`,
  changedKey: (to: string, from: string) => `ahora está en ${to} (antes en ${from})`,
  changedMeter: (to: string, from: string) => `ahora está en ${to} (antes en ${from})`,
  changedBars: (to: number, from: number) => `ahora tiene ${to} compases (antes ${from})`,
  changedStraight: () => 'ahora suena recta, sin swing',
  changedSwing: (from: number, to: number) => `el swing pasó del ${from} % al ${to} %`,
  addedDrums: () => 'he añadido batería',
  addedPart: (part: string) => `he añadido una parte de ${part}`,
  removedPart: (part: string) => `he quitado la parte de ${part}`,
  changedInstrument: (role: string, to: string, from: string) =>
    `la parte de ${role} ahora suena con ${to} (antes con ${from})`,
  movedPart: (part: string, shift: string, bars: string) =>
    `he movido la parte de ${part} ${shift}${bars ? ` (${bars})` : ''}`,
  rewrotePart: (part: string, bars: string) => `he reescrito la parte de ${part} (${bars})`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number) =>
    `he reescrito la parte de ${part} con ${to < from ? 'menos' : 'más'} notas (${bars}; ${from} → ${to})`,
  alteredPart: (part: string, bars: string) =>
    `he ajustado las notas de la parte de ${part} a los nuevos acordes (${bars}), con el mismo ritmo`,
  silencedPart: (part: string, bars: string) => `he quitado la parte de ${part} (${bars})`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string) =>
    `la parte de ${part} suena ${louder ? 'más fuerte' : 'más suave'}${bars ? ` (${bars})` : ''} (velocidad media ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string) =>
    `${bars}: ahora ${to} (antes ${from}), con todas las partes siguiendo los nuevos acordes`,
  changedFeel: (part: string, bars: string) =>
    `he cambiado el groove de la parte de ${part}${bars ? ` (${bars})` : ''}`,
  partWithInstrument: (role: string, instrument: string) => `${role} (${instrument})`,
  bars: (count: number, runs: string) => `${count === 1 ? 'compás' : 'compases'} ${runs}`,
  everyBar: () => 'todos los compases',
  shiftUp: (amount: string) => `${amount} hacia arriba`,
  shiftDown: (amount: string) => `${amount} hacia abajo`,
  anOctave: () => 'una octava',
  twoOctaves: () => 'dos octavas',
  aSemitone: () => 'un semitono',
  aWholeStep: () => 'un tono',
  semitones: (n: number) => `${n} semitonos`,
  factChordsOfQuality: (quality: string, key: string, chords: string) =>
    `Las tríadas ${{ major: 'mayores', minor: 'menores', diminished: 'disminuidas', augmented: 'aumentadas' }[quality] ?? quality} de ${key}: ${chords || 'ninguna'}.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string) =>
    `${sevenths ? 'Los acordes de séptima diatónicos' : 'Las tríadas diatónicas'} de ${key}: ${chords}.\n¿Construyo una progresión con ellos?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string) =>
    `${symbol}${type ? ` (${type})` : ''}: ${notes}${bass ? ` con ${bass} en el bajo` : ''}.\nSi quieres, lo meto en una progresión.`,
  factScaleNotes: (scale: string, notes: string) => `${scale}: ${notes}.\n¿Quieres una melodía que la use?`,
  factInterval: (from: string, up: boolean, to: string, name: string, short: string, semitones: number) =>
    `De ${from} ${up ? 'subiendo' : 'bajando'} a ${to} hay una ${name} (${short}, ${semitones} ${semitones === 1 ? 'semitono' : 'semitonos'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number) =>
    `Una ${interval} ${up ? 'por encima' : 'por debajo'} de ${from} es ${to} (${semitones} semitonos).`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string) =>
    `El relativo ${minor ? 'menor' : 'mayor'} de ${key} es ${relative}: misma armadura (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string) =>
    `El homónimo ${minor ? 'menor' : 'mayor'} de ${key} es ${parallel}: misma tónica, ${signature}.`,
  factSignature: (key: string, signature: string) => `Armadura de ${key}: ${signature}.`,
  signatureNone: () => 'ni sostenidos ni bemoles',
  signatureSharps: (n: number, accidentals: string) =>
    `${n} ${n === 1 ? 'sostenido' : 'sostenidos'}: ${accidentals}`,
  signatureFlats: (n: number, accidentals: string) => `${n} ${n === 1 ? 'bemol' : 'bemoles'}: ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string) =>
    `En ${key}${chosen ? ` (no indicaste tonalidad, así que la leí en ${key})` : ''}: ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string) =>
    `En ${key}, ${romans} es: ${chords}.\n¿Te lo escribo en MIDI?`,
  factEnharmonic: (note: string, names: string) =>
    `${note} es la misma altura que ${names}: grafías enarmónicas de una misma tecla del piano; la tonalidad decide qué nombre se escribe.`,
  factKeyForSignature: (signature: string, major: string, minor: string) =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} es la armadura de ${major} y de su relativa menor, ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string) => `${chords} ${shift}: ${result}.`,
  factChordName: (notes: string, symbol: string, type: string) =>
    `${notes} forman ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string) =>
    `La ${tone} de ${symbol} es ${note} (${symbol}: ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string) =>
    `En ${key}, ${role} es ${note}; su acorde es ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string) => `${roman} en ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string) =>
    `Como notas, ${notes} forman ${symbol}${type ? ` (${type})` : ''}, un acorde de varias tonalidades: ${homes}. Si eran acordes, escríbelos con su tipo (p. ej. «F#m A C#»).`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string) =>
    `El grado ${degree} de ${scale} es ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ) =>
    `La sustitución tritonal de ${chord} es ${sub} (${notes}): su raíz está a un tritono (6 semitonos) de ${from}, y los dos acordes tienen el mismo tritono, ${tritone}, así que ${sub} resuelve a ${target} igual que ${chord}, con el bajo bajando medio tono.`,
  factTuning: (instrument: string, strings: string) =>
    `Afinación estándar de ${INSTRUMENTS[instrument] ?? instrument}, desde la cuerda más grave: ${strings}${instrument === 'ukulele' ? ' (el G va afinado por encima del C: afinación «reentrante»)' : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string) =>
    `En el traste ${fret}, las cuerdas de ${INSTRUMENTS[instrument] ?? instrument} en afinación estándar (${open}, de grave a agudo) suenan ${notes}: cada una ${fret} semitono${fret === 1 ? '' : 's'} por encima de la cuerda al aire.`,
  factFretNote: (fret: number, string: string, note: string) =>
    `En el traste ${fret} de la cuerda ${string} está ${note} (${fret} semitonos sobre la cuerda al aire, en afinación estándar; el traste 12 es la octava).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string) =>
    `Con la cejilla en el traste ${fret}, las posiciones de ${shape} suenan como ${sounding}: estás en ${key}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string) =>
    `Un blues de ${bars} compases en ${key}, compás a compás:\n${grid}\nEs ${numerals}${quickChange ? `; un "quick change" pone ${quickChange} en el compás 2` : ''}, y el último compás vuelve al principio.\n¿Te toco uno? Dime también un feel o un tempo, p. ej. "toca uno, shuffle, 100 bpm".`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string) =>
    `Un acorde ${name} se forma con los grados ${numbers} (1 es la fundamental): ${symbol} = ${notes}.\nPuedo ponerlo en una progresión si quieres.`,
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string) =>
    `${chord} es el ${roman} de ${keys}: ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ) =>
    `${chord} no es el ${roman} de ninguna tonalidad mayor o menor: en ${majorKey} el ${roman} es ${majorChord}, en ${minorKey} es ${minorChord}.`,
  intoKey: (key: string) => `en ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string) =>
    `Esa progresión está en ${key}${runnerUp ? ` (${runnerUp} queda muy cerca)` : ''}: ${analysis}.`,
  scaleOption: (scale: string, notes: string) => `${scale} (${notes})`,
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string) =>
    `en la ${degree} (${noteA} en ${a}, ${noteB} en ${b})`,
  explainModeCompare: (a: string, notesA: string, b: string, notesB: string, diffs: string, count: number) =>
    `${a}: ${notesA}. ${b}: ${notesB}.${diffs ? (count === 1 ? ` Solo se diferencian ${diffs}: esa única nota es toda la diferencia de color entre ellos.` : ` Se diferencian ${diffs}: esas ${count} notas son toda la diferencia de color entre ellos.`) : ' Son las mismas notas.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string) =>
    `Es el ${degree}.º modo de ${parent}: ${notes}, empezando en ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string) =>
    `${mode.charAt(0).toUpperCase()}${mode.slice(1)} comparado con ${other}: ${comparison}`,
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
    `En ${key}, el ii–V–I es ${chain}. Suena resuelto por la dominante: ${dominant} contiene el tritono ${third}–${seventh} (su 3.ª y su 7.ª), el intervalo más inestable de la tonalidad, y se resuelve por grado conjunto: ${third}, la sensible, sube un semitono a la tónica, ${root}, y ${seventh} baja a ${tonicThird}, la 3.ª de ${tonic}. Esas 3.ª y 7.ª son las notas guía: la 7.ª de cada acorde baja un grado y se convierte en la 3.ª del siguiente, así que la línea se mueve con suavidad mientras las fundamentales caen por quintas (${roots}).`,
  explainCadences: (key: string, lines: string) => `Cadencias en ${key}: ${lines}`,
  cadenceAuthentic: (V: string, vNotes: string, I: string, iNotes: string, leading: string, tonic: string) =>
    `Cadencia auténtica (perfecta): V → I, ${V} (${vNotes}) → ${I} (${iNotes}). La sensible ${leading} sube a la tónica, ${tonic}, y el bajo cae una quinta: la sensación de llegada más fuerte.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string) =>
    `Cadencia plagal: IV → I, ${IV} (${ivNotes}) → ${I}. Sin sensible, solo la nota común ${tonic} que se mantiene: el final suave, el «amén» de los himnos.`,
  cadenceHalf: (IV: string, V: string, vNotes: string) =>
    `Semicadencia: cualquier acorde → V, p. ej. ${IV} → ${V} (${vNotes}). Se detiene en la dominante, así que suena a pregunta o a coma.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string) =>
    `Cadencia rota: V → vi, ${V} → ${vi} (${viNotes}). El oído espera ${I}; ${vi} comparte dos de sus notas, así que resuelve la tensión pero no llega a casa.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ) =>
    `${major}: ${majorNotes}. ${minor}: ${minorNotes}. La escala menor baja la 3.ª, la 6.ª y la 7.ª (${lowered}); esa 3.ª rebajada sobre la tónica es lo que la hace sonar triste u oscura. ${relative} comparte las notas de ${major} (es su relativa menor).`,
  choiceNoStyle: () => 'no indicaste estilo, así que le di un aire pop',
  choiceRomansKey: (key: string) =>
    `los números romanos necesitan una tonalidad y no indicaste ninguna, así que la puse en ${key}`,
  choiceChordsKey: (key: string) => `esos acordes están en ${key}, así que esa es la tonalidad`,
  choiceNoTonic: (key: string) => `no indicaste la tónica, así que elegí ${key}`,
  choiceGenreMode: (key: string, style: string) =>
    `no indicaste el modo, así que elegí ${key}, lo habitual en ${style}`,
  choiceMoodMode: (key: string) => `no indicaste el modo y el ánimo pide menor, así que elegí ${key}`,
  choiceNoKey: (key: string) => `no indicaste tonalidad, así que elegí ${key}`,
  choiceGrooveKey: (key: string) => `la batería no tenía tonalidad propia, así que elegí ${key}`,
  choiceGrooveKeyAsked: (key: string) => `la batería no tenía tonalidad propia; está en ${key}, como pediste`,
  choiceForm: (form: string, style: string) => `para un(a) ${form} usé un aire ${style}`,
  choiceSparse: () => 'dejé fuera la batería para que suene despojado (di "añade batería" si la quieres)',
  choiceAddedParts: (named: string, added: string, style: string) =>
    `además de ${named}, que nombraste, completé ${added} con la formación de ${style} (di "solo" y las partes que quieras para menos)`,
  choiceNearest: (asked: string, used: string) =>
    `General MIDI no tiene ${asked}, así que suena con ${used}, el sonido más cercano`,
  choiceChordsPart: () => 'me diste acordes, así que añadí una parte de acordes que los toca',
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean) =>
    `${role} llega ahora hasta ${note}, ${down ? 'por debajo de la nota más grave' : 'por encima de la nota más aguda'} de ${instrument} (${limit}): vale para un sintetizador o un sampler, no para un intérprete`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number) =>
    `En el compás ${bar}, ${instrument} dispone ${chord} como ${notes}, de grave a agudo — ${
      [
        'estado fundamental',
        'primera inversión (3.ª en el bajo)',
        'segunda inversión (5.ª en el bajo)',
        'tercera inversión (7.ª en el bajo)',
      ][position] ?? 'una tensión en el bajo'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string) =>
    `No hay ningún acorde ${chord} — sus acordes son ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string) =>
    `En el compás ${bar}, ${role} (${instrument}) toca ${beats}.`,
  piecePartRests: (bar: number, role: string) => `${role} descansa en el compás ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string) =>
    `${role} (${instrument}) usa ${notes}, de ${low} a ${high}.`,
  pieceNoPart: (role: string, parts: string) => `No hay ${role}: tiene ${parts}.`,
  pieceDrumSounds: (sounds: string) => `La batería toca ${sounds}.`,
  pieceYes: () => 'Sí.',
  pieceNo: () => 'No.',
  pieceBeat: (n: number) => `tiempo ${n}`,
  reasonNoPartToMove: (role: string) => `no hay ninguna parte de ${role} que mover`,
  reasonNotInPiece: (named: string, has: string) => `no hay ${named} en la pieza; tiene ${has}`,
  reasonNoSection: (section: string) => `todavía no hay ${section}`,
  reasonNoChorus: () => 'todavía no hay estribillo (di «añade un estribillo» y lo escribo)',
  reasonUnknownChord: (chord: string) => `no puedo leer «${chord}» como acorde`,
  choiceSameChordsAfresh: (bars: string, chords: string) =>
    `${bars}: ya suena ${chords}; los acordes se quedan y las notas ahí son nuevas`,
  reasonAlreadyChords: (bars: string, chords: string) => `${bars}: ya suena ${chords}`,
  reasonTempoWholePiece: (bars: string) =>
    `el tempo es de toda la pieza, así que no puedo cambiarlo solo en ${bars}`,
  reasonNoSuchBar: (bars: number) => `la pieza tiene ${bars} compases, así que ese compás no existe`,
  reasonNoSample: () =>
    'no puedo samplear una grabación: la tarjeta es MIDI, que solo guarda notas, y no puedo tomar sonido de un disco; puedo escribir una parte con ese espíritu',
  reasonNoLyrics: () =>
    'no puedo escribir letras ni cantar: escribo MIDI instrumental; en su lugar puedo darle a la melodía un sonido de voz (coro u «oohs»)',
  reasonBadMeter: (meter: string) =>
    `no puedo escribir en ${meter}: el número de abajo debe ser 2, 4, 8 o 16 y el de arriba de 1 a 16 (p. ej. 5/4 o 7/8)`,
  reasonBadTempo: (bpm: string) => `no puedo poner ${bpm} BPM: el tempo debe estar entre 20 y 300 BPM`,
  reasonNoEffect: (effect: string) =>
    `no puedo añadir ${effect}: es un efecto de sonido y la tarjeta es MIDI, que solo lleva notas; ponlo en la pista en tu DAW`,
  reasonNoGlide: () =>
    'no puedo escribir slides: un glide es un pitch bend y por ahora solo escribo notas simples; en tu DAW activa el glide (portamento) en el 808 o el bajo y solapa las notas que quieras deslizar',
  reasonNoNoteMoves: () => 'las notas ya suenan así, ese cambio no mueve ninguna',
  cannotMix: () =>
    'No puedo mezclarlo: niveles, ecualización y compresión actúan sobre el audio, y esto es MIDI, que solo tiene notas; eso se hace en las pistas de tu DAW. En las notas sí puedo hacer que el bombo golpee más fuerte (velocidades más altas) o aligerar el bajo donde coincide con el bombo para dejarle sitio. Di "bombo más fuerte" o "bajo más simple".',
  cannotMaster: () =>
    'No puedo masterizarlo yo: el mastering trabaja sobre el audio, y la tarjeta es MIDI, que solo contiene notas. Renderízalo a audio en tu DAW y masteriza eso.',
  reasonNoAudio: () =>
    'no puedo generar audio: la tarjeta es MIDI, y tu DAW o el reproductor lo convierten en sonido',
  reasonAlreadyBars: (bars: number) => `ya tiene ${bars} compases`,
  reasonAlreadyInKey: (key: string) => `ya está en ${key}`,
  reasonAlreadyTempo: (bpm: number) => `ya está a ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string) => `ya está en ${meter}`,
  reasonPartAlreadyStyled: (role: string, style: string) => `${role}: ya toca un groove de ${style}`,
  reasonAlreadyWalking: () => 'el bajo ya camina (walking bass)',
  reasonAlreadyFourOnFloor: () => 'el bombo ya va a negras (four on the floor)',
  reasonAlreadyKickBass: () => 'el bajo ya toca con el bombo',
  reasonNoKick: () => 'no hay bombo al que ajustar el bajo; añade batería primero',
  reasonAlreadyStraight: () => 'ya suena recta, sin swing',
  reasonMaxSwing: (percent: number) => `ya tiene todo el swing que puedo darle (${percent} %)`,
  reasonCompoundSwing: (meter: string) =>
    `en ${meter} el pulso ya va en tresillos, así que no hay corcheas rectas que swinguear`,
  reasonNoInstrumentToSwap: (instrument: string) =>
    `no hay ${instrument} que cambiar, así que dejé las partes como estaban`,
  reasonNoInstrumentToRemove: (instrument: string) => `no hay ${instrument} que quitar`,
  reasonNoRoleToRemove: (role: string) => `no hay ninguna parte de ${role} que quitar`,
  reasonAlreadyHasOn: (instrument: string, role: string) => `ya tiene ${instrument} en la parte de ${role}`,
  reasonMostDistorted: (instrument: string) =>
    `las guitarras ya están en ${instrument}, la guitarra más distorsionada de General MIDI`,
  reasonAlreadyHasDrums: () => 'ya tiene batería',
  reasonAlreadyHasPart: (role: string) => `ya tiene una parte de ${role}`,
  reasonAlreadyRich: () => 'los acordes ya son tan ricos como los armonizo (novenas y trecenas)',
  reasonNoPartsLeft: () => 'no quedaría ninguna parte, así que dejé lo que hay',
  reasonMaxParts: () => 'una pieza admite como máximo 16 partes',
  choiceStaccato: () => 'cada nota empieza donde estaba y dura la mitad (staccato)',
  choiceLegato: () => 'cada nota empieza donde estaba y se sostiene más, hasta la siguiente (legato)',
  choiceSyncopate: () =>
    'Las notas de los tiempos fuertes llegan ahora una corchea antes y se prolongan (anticipaciones), así la parte empuja hacia el pulso',
  choiceDrumDetail: (detail: string) =>
    detail === 'double-time'
      ? 'La batería toca su groove al doble de velocidad y el bajo duplica sus notas: un feel de double time al mismo tempo'
      : detail === 'half-time'
        ? 'La caja cae ahora en el tiempo 3 en vez de en el 2 y el 4: un half-time al mismo tempo'
        : detail === 'four-on-the-floor'
          ? 'Ahora hay un bombo en cada tiempo del compás'
          : detail === 'double-kick'
            ? 'El doble bombo corre en semicorcheas bajo cada compás, algo más suave entre los tiempos'
            : detail === 'hat-rolls'
              ? 'Los redobles de hi-hat son fusas o tresillos en el último tiempo, cada vez más fuertes'
              : detail === 'fills'
                ? 'Cada fill baja por los toms en el último tiempo y cae en un crash'
                : 'Las ghost notes son golpes suaves de caja una semicorchea antes de cada backbeat',
  choiceBreakdownHalfTime: (from: number, to: number) =>
    `el breakdown son los compases ${from}–${to}: ahí la batería pasa a medio tiempo`,
  choiceBreakdownParts: (from: number, to: number, parts: string) =>
    `el breakdown son los compases ${from}–${to}: ahí callan: ${parts}`,
  choiceBreakdown: (from: number, to: number) =>
    `el breakdown son los compases ${from}–${to}: ahí callan la batería y el bajo`,
  choiceKitRest: (pieces: string) => `ahí solo calla ${pieces}; el resto de la batería sigue`,
  choiceKickBass: () =>
    'el bajo toca ahora la fundamental de cada acorde en cada golpe de bombo, los dos juntos',
  choiceWalkingSkips: () =>
    'el bajo camina en negras por los acordes, con una nota fantasma y una aproximación cromática antes de cada cambio',
  choicePartStyle: (role: string, style: string) =>
    `${role}: ahora toca un groove de ${style}; lo demás queda nota por nota como estaba`,
  choicePartStyleNew: (role: string, style: string) => `${role}: toca un groove de ${style} bajo lo demás`,
  choicePercussionStays: () =>
    'la percusión de mano sigue sonando (di «y la percusión» para quitarla también)',
  choiceWalkingBass: () =>
    'el bajo camina en negras por los acordes, con una nota de aproximación cromática antes de cada cambio',
  choiceReplacedMelody: () =>
    'ya tenía una melodía, así que la he cambiado por una nueva sobre los mismos acordes (di «añade una segunda melodía» para tener las dos)',
  choicePartsIntro: (bars: number, parts: string) =>
    `la intro son ${bars} compás${bars === 1 ? '' : 'es'} solo con ${parts}; luego entra la pieza`,
  choiceIntro: () => 'la intro va antes de la pieza, más despojada y sin la melodía',
  choiceOutro: () => 'el final va después de la pieza, más despojado y sin la melodía',
  choiceBridge: (from: string, back: string) =>
    `el puente va después de la pieza, en la misma tonalidad: sale de casa con ${from} y vuelve por ${back}`,
  choiceMoreBars: (bars: number) =>
    `los ${bars} compases nuevos siguen a la pieza en su tonalidad y su estilo, con las mismas partes; lo que había queda nota por nota`,
  choiceSection: (section: string) =>
    `la sección «${section}» va después de la pieza, con más movimiento que lo anterior`,
  and: () => 'y',
  withSevenths: () => 'con séptimas, como en el jazz',
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
    `Una sustitución tritonal cambia un acorde de séptima de dominante por el que está a un tritono de distancia. En ${key}: ${V} se convierte en ${sub}. Comparten el mismo tritono —${shared} (escritos ${spelledSub} en ${subSymbol})—, así que ${subSymbol} tira hacia ${I} con la misma fuerza, y su fundamental baja un semitono (${slide}) en lugar de caer una quinta.`,
  explainSecondaryDominants: (key: string, list: string) =>
    `Una dominante secundaria es el V (o V7) de un acorde que no es la tónica: toma prestada la sensible de ese acorde para que suene como un hogar pasajero. En ${key}: ${list}. Cada una tiene una nota fuera de la tonalidad: la sensible de su destino.`,
  secondaryTo: (numeral: string, chord: string, target: string) =>
    `${numeral} es ${chord}, que resuelve en ${target}`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ) =>
    `Las tonalidades relativas comparten armadura; las homónimas comparten tónica. La relativa de ${key} es ${relative}: las dos tienen la misma armadura (${signature}), así que usan las mismas notas, pero ${relative} toma otra nota como casa. La homónima es ${parallel}: la misma tónica, con otra armadura (${parallelSignature}); las notas que cambian son ${changed}. Pasar a la relativa es la modulación más suave; tomar acordes prestados de la homónima es intercambio modal.`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string) =>
    `${symbol} (${notes}) es el ${roman} de ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string) =>
    `No pertenece a la tonalidad: viene prestado de ${parallel}, la homónima, y su ${outside} ocupa el lugar de ${replaced} en la tonalidad. Esa única nota alterada cambia el color un momento sin salir de casa: es el sonido agridulce que oyes.`,
  explainChordLeans: (note: string, target: string, tonic: string) =>
    `Su ${note} está a un semitono de ${target}, del acorde de tónica ${tonic}, así que tira directamente de vuelta a casa.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string) =>
    `Comparte ${shared} con el acorde de tónica ${tonic} (${tonicNotes}), así que suena cerca de casa mientras el bajo se mueve.`,
  explainChordBrightInMinor: () =>
    'Es un acorde mayor en una tonalidad menor: la música se ilumina un momento, esperanzada y dolida a la vez; es el impulso emotivo del i → VI de tantas baladas.',
  explainChordDarkInMajor: () =>
    'Es un acorde menor en una tonalidad mayor: un tono más suave y oscuro de la tonalidad que hace que los acordes mayores de alrededor suenen más cálidos.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant') =>
    fn === 'tonic'
      ? 'Su función es de tónica: un lugar de reposo.'
      : fn === 'subdominant'
        ? 'Su función es de subdominante: se aleja de casa y prepara la dominante.'
        : 'Su función es de dominante: una tensión que pide resolver en la tónica.',
  explainChordSecondary: (target: string, leading: string) =>
    `Es la dominante de ${target}: su ${leading} está fuera de la tonalidad y es la sensible de ${target}, así que por un momento ${target} suena como casa y el acorde tira hacia allí.`,
  explainChordChromatic: (outside: string) =>
    `Su ${outside} está fuera de la tonalidad, así que destaca como un color cromático.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string) =>
    `${a}: ${aNotes}. ${b}: ${bNotes}. ${shared ? `Comparten ${shared}.` : 'No comparten ninguna nota.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ) =>
    `La diferencia está en la ${degree}: ${aNote} en ${a} (una ${aInterval} sobre la fundamental), ${bNote} en ${b} (una ${bInterval}).`,
  explainChordThirdColour: () =>
    'Ese semitono de la tercera es lo que hace que un acorde mayor suene luminoso y uno menor, oscuro.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string) =>
    `${aOnly ? `${a} tiene ${aOnly}, que ${b} no tiene` : `${a} no tiene ninguna nota que falte en ${b}`}; ${bOnly ? `${b} tiene ${bOnly}, que ${a} no tiene` : `${b} no tiene ninguna nota que falte en ${a}`}.`,
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
    `Los acordes prestados vienen de la tonalidad homónima: en ${major}, de ${minor}, que tiene la misma tónica pero la tercera, la sexta y la séptima bajadas. Los más habituales: ${list}. Oscurecen un momento una progresión en mayor; ${iv} en lugar de ${IV} es el giro agridulce clásico: su ${lowered} es el ${third} de ${IV} bajado un semitono, y cae sobre ${fifth}, la quinta de ${I}.`,
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
    `Funciones de los acordes en ${key}: tónica (reposo): ${I}, ${vi}, ${iii}; subdominante o predominante (se aleja): ${IV}, ${ii}; dominante (tensión que pide volver a casa): ${V} y ${vii}, que contienen la sensible ${leading}. Los acordes de una misma función comparten notas (${I} y ${vi} comparten ${shared}), así que pueden sustituirse entre sí; las progresiones suelen ir tónica → subdominante → dominante → tónica.`,
  uploadUnreadable: (error: string) => `Ese archivo no es un MIDI que pueda leer: ${error}.`,
  uploadHeader: (filename: string | null) =>
    `Esto es lo que oigo en ${filename ? `**${filename}**` : 'tu archivo'}:`,
  uploadKey: (key: string, declared: string | null, matches: boolean) =>
    `- Tonalidad: ${key} (estimada a partir de las notas${declared === null ? '' : matches ? ', coincide con su armadura' : `; la armadura del archivo dice ${declared}`})`,
  uploadNoKey: (declared: string | null) =>
    `- Tonalidad: no hay notas con altura para saberlo${declared ? ` (su armadura dice ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number) =>
    `- Tempo: ${bpm} BPM${tempoEvents === 0 ? ' (sin tempo indicado, así que el predeterminado de MIDI)' : tempoEvents > 1 ? ` (${tempoEvents - 1} ${tempoEvents === 2 ? 'cambio' : 'cambios'} de tempo después)` : ''}`,
  uploadMeter: (meter: string, changes: number) =>
    `- Compás: ${meter}${changes > 0 ? ` (cambia ${changes} ${changes === 1 ? 'vez' : 'veces'})` : ''}`,
  uploadLength: (bars: number, seconds: number) =>
    `- Duración: ${bars} ${bars === 1 ? 'compás' : 'compases'} (${seconds} s)`,
  uploadChords: (line: string) => `- Acordes por compás: ${line}`,
  uploadChordsNone: () => '(ninguno)',
  uploadMoreBars: (n: number) => `${n} ${n === 1 ? 'compás más' : 'compases más'}`,
  uploadNoInstruments: () => '- Instrumentos: ninguno; el archivo no tiene notas',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ) =>
    `${instrument}${trackName ? ` («${trackName}»)` : ''} en el canal ${channel}, ${range}, ${notes} ${notes === 1 ? 'nota' : 'notas'}`,
  uploadInstruments: (list: string) => `- Instrumentos: ${list}`,
  uploadOffer: () =>
    '¿Quieres que lo cambie? Prueba «transponlo una cuarta arriba», «ponlo a 100 BPM», «añade batería», «añade un bajo» o «rearmonízalo».',
  uploadCannotChange: (error: string) => `No he podido cambiarlo: ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number) =>
    `Hecho: ${changes}. Ahora está ${key ? `en ${key}` : 'sin una tonalidad clara'} a ${bpm} BPM en ${meter}, ${bars} ${bars === 1 ? 'compás' : 'compases'}; reprodúcelo o descarga el .mid abajo.`,
  uploadLeftOut: (skipped: string) => `He dejado una cosa fuera: ${skipped}.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ) =>
    `${slash} entre ${from} y ${to} convierte el cambio de acorde en una línea de bajo que avanza por grados: ${bass}. ${slash} es ${chordName} con ${third} en el bajo en lugar de la fundamental: un acorde de paso, más ligero que ${chordName} en estado fundamental, así que el oído sigue la línea y no un salto.`,
  explainInversions: (symbol: string, r: string, t: string, f: string) =>
    `Una inversión pone en el bajo una nota que no es la fundamental. ${symbol}: estado fundamental ${r}–${t}–${f}; primera inversión ${t}–${f}–${r} (${symbol}/${t}); segunda inversión ${f}–${r}–${t} (${symbol}/${f}). El mismo acorde con otro peso: la primera inversión es más ligera y deja que el bajo camine por grados; la segunda suena inestable y suele ser de paso o ir justo antes de una cadencia.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ) =>
    `Un acorde suspendido cambia la tercera por la cuarta (sus4) o la segunda (sus2), así que no es ni mayor ni menor. ${s4}: ${s4Notes}; ${s2}: ${s2Notes}. El ${fourth} de ${s4} baja un grado hasta ${third}, la tercera de ${I} (la suspensión y su resolución), así que ${s4} → ${I} suena como un suspiro que se asienta.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number) =>
    `Una anacrusa (o antecompás) es una o varias notas antes del primer compás completo: la melodía empieza antes y cae en el primer tiempo del compás 1, el primer tiempo fuerte. En ${meter}, una anacrusa de ${pickup} tiempo${pickup === 1 ? '' : 's'} empieza en el tiempo ${start} de un compás incompleto, y el último compás se acorta tradicionalmente a ${last} tiempo${last === 1 ? '' : 's'}, para que la anacrusa y el último compás sumen un compás entero.`,
  explainHemiola: () =>
    'Una hemiola reagrupa los tiempos para que se oigan tres grupos de dos donde van dos grupos de tres. En 3/4, dos compases contados 1 2 3 | 1 2 3 se acentúan como tres blancas — 1 2 | 3 1 | 2 3 —, así que por un momento los dos compases suenan como uno de 3/2: tres contra dos. Suele llegar justo antes de una cadencia y hace que la música se ensanche. En 6/8 el mismo truco convierte dos negras con puntillo en tres negras (la sensación de 3/4).',
  explainSonataForm: (home: string, second: string) =>
    `La forma sonata es un movimiento en tres partes, una historia contada con tonalidades. Exposición: el primer tema en la tonalidad principal (${home}), una transición y un segundo tema contrastante en otra tonalidad (${second}); suele repetirse. Desarrollo: los temas se fragmentan y pasan por otras tonalidades — el centro inestable — hasta que un largo pasaje sobre la dominante prepara el regreso. Reexposición: vuelven los dos temas, el segundo ahora en la tonalidad principal, y el conflicto se resuelve; una coda puede cerrarla.`,
  explainSatb: () =>
    'SATB significa Soprano, Alto (contralto), Tenor y Bajo: las cuatro voces de un coro mixto, de la más aguda a la más grave, y las cuatro voces de la armonía clásica a cuatro partes. Tesituras aproximadas: soprano C4–G5, alto G3–D5, tenor C3–G4 (escrito una octava más alto, en clave de sol con un 8 debajo), bajo E2–C4 (C4 es el do central). Las sopranos suelen cantar la melodía; las otras tres completan el acorde, con el bajo en la fundamental o en la nota más grave de la inversión.',
  explainFermata: () =>
    'Un calderón (fermata, 𝄐: el arco con un punto debajo que parece un ojo) significa sostener: alarga esa nota, acorde o silencio más de lo escrito y luego sigue. Cuánto lo decide el director o el intérprete; lo habitual es entre una vez y media y el doble del valor escrito. En un coro, sostén hasta que el director corte y atento a la respiración y a la siguiente entrada. En los corales de Bach marca el final de una frase más que una nota larga.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ) =>
    `La escala alterada (superlocria) es el 7.º modo de la menor melódica medio tono por encima. Sobre ${dominant}: ${notes}. Sobre ${dominant}7 conserva la fundamental, la 3.ª (${third}) y la 7.ª (${seventh}) y altera todas las demás: ${alterations}. Los músicos de jazz la usan en un V7 que resuelve — ${dominant}7alt → ${target}, sobre todo hacia un acorde menor — para tener la máxima tensión justo antes de la resolución, porque las notas alteradas quedan a medio tono de notas de ${target}.`,
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
    `El ii–V «por la puerta de atrás» (backdoor) llega a la tónica desde un tono por debajo en lugar de desde el V: en ${key}, ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), ambos prestados del modo menor paralelo. ${b6} baja medio tono a ${five} y ${b7} sube un tono a ${tonic}: una llegada más suave y soul que V7 → I; aparece en estándares de jazz, gospel y soul, y sirve también como turnaround.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string) =>
    `En el contrapunto de primera especie (nota contra nota) las consonancias son el unísono, la 5.ª y la octava justas y las 3.as y 6.as imperfectas, mayores o menores — sobre ${bass}: ${third} (3.ª), ${fifth} (5.ª), ${sixth} (6.ª) y ${bass} (octava). Todo lo demás es disonancia: 2.as, 7.as, el tritono y la 4.ª justa. La 4.ª cuenta como disonante contra el bajo (la voz más grave): ${fourth} sobre ${bass} suena como un retardo que quiere bajar a ${third}, y hace que la nota de arriba suene como fundamental, así que el bajo deja de sonar como la base. Entre dos voces superiores una 4.ª está bien (${fifth}–${bass} encima de un acorde de ${bass}). Empieza y termina en una consonancia perfecta, con sobre todo 3.as y 6.as en medio.`,
  explainCounterpoint: () =>
    'El contrapunto es escribir dos o más líneas independientes que suenen bien juntas. Empieza con dos voces, nota contra nota (primera especie), sobre una melodía dada corta. Dos voces pueden moverse de cuatro formas: movimiento contrario (una sube, otra baja — el más independiente), oblicuo (una se mantiene, la otra se mueve), directo o similar (misma dirección, intervalos distintos) y paralelo (misma dirección, mismo intervalo). Prefiere el movimiento contrario y oblicuo, usa terceras y sextas con libertad, empieza y termina en unísono, octava o quinta, y evita las quintas y octavas paralelas (consecutivas): funden las dos voces en una.',
  explainCatchyMelody: () =>
    'Desde la teoría, las melodías pegadizas comparten algunas cosas: repetición (un motivo corto que vuelve, igual o variado, para que el oído lo prediga), un ritmo claro que se repite aunque cambien las notas, movimiento sobre todo por grados con uno o dos saltos para el gancho, un contorno simple (subir a un punto alto y volver a bajar), un registro pequeño que se pueda cantar (una octava más o menos) y notas del acorde en los tiempos fuertes, con el gancho cayendo en la frase del título.',
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
    `Un acorde de sexta aumentada es un predominante construido sobre el 6.º grado rebajado con el 4.º elevado encima. En ${key}, ${b6} y ${raised4} están a una sexta aumentada y los dos se abren un semitono hacia ${five} (${b6} baja, ${raised4} sube), la fundamental de ${V}. Hay tres tipos: italiana ${it}, francesa ${fr} y alemana ${ger} (suena como una séptima de dominante, pero resuelve a ${V}).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ) =>
    `Las dos pentatónicas son escalas de cinco notas sin semitonos. ${major}: ${majorNotes} — la escala mayor sin su 4.º y 7.º grado, brillante y abierta (pop, country). ${minor}: ${minorNotes} — la menor natural sin su 2.º y 6.º grado, el sonido del rock y el blues. La mayor tiene las mismas notas que su relativa ${relative}, solo que empieza en otro sitio; añade la quinta disminuida (${blue}) a la menor y tienes la escala de blues.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string) =>
    `Semicadencia frigia: iv6 → V en tonalidad menor — en ${minorKey}, ${iv6} (${ivNotes}, con la 3.ª en el bajo) → ${V}. El bajo baja un semitono hasta la 5.ª mientras la voz superior sube un tono: el semitono descendente del modo frigio; en el Barroco cerraba movimientos lentos como una pregunta (las tonalidades mayores la toman de su homónima menor).`,
  cadenceImperfect: () =>
    'La semicadencia y la «imperfect cadence» son lo mismo: «imperfect cadence» es el nombre británico; las dos se detienen en V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string) =>
    `Casi cualquier acorde de la tonalidad puede ir antes del V: sobre todo los predominantes IV (${IV}) y ii (${ii}), también I (${I}) o vi (${vi}); por ejemplo ${ii} → ${V} o ${IV} → ${V}.`,
  guideToneMoves: (ii: string, a: string, V: string, b: string, c: string, I: string, d: string, e: string) =>
    `Voz por voz: ${a}, la séptima de ${ii}, baja un grado a ${b}, la tercera de ${V}, mientras ${c}, su tercera, se queda como séptima de ${V}; luego ${c} baja un grado a ${d}, la tercera de ${I}, y ${b} → ${e}, la séptima de ${I}. Las fundamentales saltan; estas dos voces casi no se mueven.`,
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
    `En ${key}, ${from} → ${to}: ${root}.${moves ? ` Voz por voz, ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Cada nota que se mueve toma el camino más corto hacia una nota de ${target}, así que ${target} suena como la respuesta al acorde anterior.`,
  resolutionRoot: (semitones: number, from: string, to: string) =>
    semitones === 0
      ? `los dos tienen la fundamental ${from}`
      : semitones === 5
        ? `la fundamental baja una quinta (${from} → ${to}), el movimiento de fundamental más fuerte`
        : semitones === 7
          ? `la fundamental sube una quinta (${from} → ${to}), un impulso más suave, plagal`
          : `la fundamental ${semitones < 6 ? 'sube' : 'baja'} ${STEPS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string) =>
    `${note} ${step > 0 ? 'sube' : 'baja'} ${STEPS[Math.abs(step)]} a ${target}${role === 'leading' ? ` (la sensible de ${target})` : role === 'seventh' ? ' (la séptima, que resuelve hacia abajo)' : ''}`,
  resolutionHeld: (notes: string, count: number) =>
    `${notes} ${count === 1 ? 'se queda como nota común' : 'se quedan como notas comunes'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean) =>
    `El tritono ${from}, el intervalo más inestable, resuelve ${contrary ? 'por movimiento contrario ' : ''}en ${to}.`,
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
    `La tensión viene de los intervalos inestables; la relajación es su resolución. En ${key}, ${V} (${VNotes}) contiene el tritono ${leading}–${seventh}: ${leading} es la sensible, un semitono por debajo de ${tonic}, y ${seventh} está un grado por encima de la tercera ${third}; las dos resuelven por el paso más pequeño en el acorde de tónica ${I}, y por eso V7 → I (dominante a tónica) suena a volver a casa.`,
  explainIntervals: (tonic: string, s2: string, s3: string, s4: string, s5: string, s6: string, s7: string) =>
    `Un intervalo es la distancia entre dos notas, con nombre según el número de notas que abarca y su calidad. Desde ${tonic}: segunda mayor ${s2} (2 semitonos), tercera mayor ${s3} (4), cuarta justa ${s4} (5), quinta justa ${s5} (7), sexta mayor ${s6} (9), séptima mayor ${s7} (11), octava (12). Baja un intervalo mayor un semitono y es menor (tercera menor = 3 semitonos); el tritono (6) parte la octava por la mitad y es la tensión que hay dentro de cada séptima de dominante.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string) =>
    `Conducción de voces a cuatro partes de ${chords}, cada voz moviéndose lo menos posible — Soprano: ${soprano}. Contralto: ${alto}. Tenor: ${tenor}. Bajo: ${bass}. El bajo toma las fundamentales; las tres voces superiores mantienen las notas que comparten dos acordes y mueven las demás por el paso más pequeño, en movimiento contrario al bajo cuando pueden, sin quintas ni octavas paralelas.`,
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
    `La conducción de voces lleva cada nota de un acorde a la nota más cercana del siguiente, manteniendo las notas comunes. En ${key}: de ${I} (${INotes}) a ${IV} (${IVNotes}) se mantiene ${common}, ${third} sube un semitono a ${to1} y ${fifth} sube un tono a ${to2}, en lugar de saltar toda la forma una cuarta. De ${IV} a ${V} (${VNotes}) no hay nota común, así que las voces superiores bajan por grados contra un bajo que sube. Los pasos pequeños hacen que las voces se puedan cantar y que los cambios suenen suaves.`,
  explainModesFamily: (key: string, modes: string) =>
    `Los modos son la escala mayor empezada desde cada uno de sus grados. Con las notas de ${key}: ${modes}. Mismas notas, otra nota de reposo, así que cada modo tiene su color. Compara un modo con la escala mayor o menor natural sobre la misma tónica y la nota que cambia es su sonido: la 6.ª alta del dórico, la 7.ª menor del mixolidio, la 4.ª aumentada del lidio, la 2.ª menor del frigio.`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string) =>
    `El blues de 12 compases son tres frases de 4 compases sobre los acordes I, IV y V, normalmente todos séptimas de dominante. En ${key}: | ${bars} |. La primera frase se queda en ${I}, la segunda va a ${IV} y vuelve, y la tercera es el turnaround: ${V} – ${IV} – ${I} – ${V} te devuelve al principio. El "quick change" pone ${IV} en el compás 2. Sobre los 12 compases puedes improvisar con la pentatónica menor o la escala de blues de ${tonic}.`,
  explainEnharmonicKeys: (a: string, sigA: string, b: string, sigB: string, pick: string, tie: boolean) =>
    tie
      ? `${a} tiene ${sigA} y ${b} tiene ${sigB}: empate, así que se usan las dos — guitarristas y cuerdas tiran a la de sostenidos, vientos y piano a la de bemoles. Suenan exactamente igual.`
      : `${a} tiene ${sigA}; ${b} tiene ${sigB}. Suenan exactamente igual, así que casi todo el mundo escribe en ${pick}: menos alteraciones que leer y menos dobles sostenidos o bemoles en sus acordes. Regla práctica: elige la grafía con menos alteraciones.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ) =>
    `Una escala usa cada letra (A–G) exactamente una vez. ${key}: ${scale}. Llamar "${other}" a ${asked} daría dos notas con la letra ${otherLetter} y ninguna con ${askedLetter}, así que se escribe ${asked}: el mismo sonido que ${other}, en la letra que la escala necesita. Así la armadura queda toda de sostenidos o toda de bemoles, y los acordes apilan letras en terceras (${triad}).`,
  explainTruckDriver: (key: string, halfUp: string, wholeUp: string, progression: string, lift: string) =>
    `Una "truck driver modulation" sube toda la canción medio tono o un tono — normalmente para el último estribillo — sin acorde pivote: de ${key} directamente a ${halfUp} (o ${wholeUp}). La versión más suave mete antes el V7 de la nueva tonalidad: ${progression}, donde ${lift} es el empujón. Levanta al instante (muy de baladas pop de los 80 y 90), pero abusar de ella suena cursi.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string) =>
    `Los cambios de Coltrane (Giant Steps, Countdown) dividen la octava en tres tonalidades a una tercera mayor — ${tonics} — y saltan entre ellas, llegando a cada tónica por su propio V7: ${cycle}. Cada salto es una tercera mayor (4 semitonos), así que tres saltos te devuelven a casa, y los V7 hacen que cada llegada suene a cadencia. También puso el ciclo sobre un ii–V–I normal (${iiVI} en ${key}) como sustitución.`,
  explainPedalPoint: (key: string, pedal: string, chords: string) =>
    `Una nota pedal mantiene una nota (normalmente en el bajo) mientras los acordes cambian encima. En ${key}, deja ${pedal} en el bajo bajo ${chords}: unos acordes coinciden con ${pedal} y otros chocan, así que la tensión crece y se resuelve sobre una nota que no se mueve. Un pedal de tónica da estabilidad; uno de dominante (en la 5.ª) suena a espera.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ) =>
    `Un power chord es solo la fundamental y la 5.ª, a menudo con la fundamental doblada arriba: ${five} = ${fiveNotes}. Sin 3.ª (ni ${majorThird} ni ${minorThird}) no es mayor ni menor, así que encaja en ambos casos, y con mucha distorsión una 3.ª se embarra mientras la 5.ª sola suena compacta y enorme. Por eso los riffs de rock y metal se construyen con ellos, como ${riff}.`,
  explainSeventhChords: (list: string, maj7: string, dom7: string, seventh: string, flatSeventh: string) =>
    `Los tipos de acorde de séptima sobre una misma fundamental: ${list}. Séptima mayor = tríada mayor + 7.ª mayor (suave, en reposo). Séptima de dominante = tríada mayor + 7.ª menor (bluesero, quiere resolver: su 3.ª y su 7.ª forman un tritono). Menor séptima = tríada menor + 7.ª menor (cálido). Semidisminuido = tríada disminuida + 7.ª menor (el ii del modo menor); el disminuido apila terceras menores. ${maj7} y ${dom7} solo difieren en la 7.ª: ${seventh} frente a ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string) =>
    `Las extensiones siguen apilando terceras sobre un acorde de séptima: 9.ª, 11.ª y 13.ª (la 2.ª, la 4.ª y la 6.ª una octava arriba). Sobre ${root}: ${chords}; la 9.ª es ${ninth}. Añaden color sin cambiar la función del acorde; en los dominantes se pueden alterar (b9, #9, #11, b13) para más tensión. Se suele omitir la 5.ª, y a menudo la fundamental, para que la voz quede clara. Un ii–V–I con extensiones: ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ) =>
    `La calidad de una tríada sale de sus dos terceras apiladas. Sobre ${root}: ${major} es 3.ª mayor + 3.ª menor (brillante); ${minor} es 3.ª menor + 3.ª mayor (más oscuro); ${dim} son dos 3.as menores, así que su 5.ª es disminuida (tenso, quiere moverse); ${aug} son dos 3.as mayores, con la 5.ª aumentada (inestable, soñador). Solo la 3.ª separa mayor de menor: ${third} frente a ${flatThird}.`,
  explainOddMeters: () =>
    'Un compás irregular agrupa los pulsos de forma desigual, en 2 y 3. 5/4 es 3+2 o 2+3 ("Take Five"); 7/8 suele ser 2+2+3 (o 3+2+2): cuenta "1-2, 1-2, 1-2-3" y acentúa la primera nota de cada grupo. El grupo largo se siente como una cojera o un empujón extra, y ahí está la gracia. Marca los grupos antes de tocar encima; puedo escribirte una pieza en 5/4 o 7/8 para oírlo.',
  explainCompoundMeter: () =>
    '3/4 y 6/8 contienen seis corcheas, agrupadas de otra forma. 3/4 son tres pulsos de dos corcheas ("1 y 2 y 3 y"): un vals, que se siente en tres. 6/8 son dos pulsos de tres corcheas ("1-2-3 4-5-6"): se mece en dos, como una balada o una giga. Misma duración de compás, otro pulso: en 6/8 el pie marca dos veces por compás, en 3/4 tres. 12/8 son cuatro grupos de tres, el aire del blues lento.',
  explainSyncopation: () =>
    'La síncopa pone acentos donde el pulso no los espera: en los contratiempos (los "y") o ligados por encima del pulso, en lugar de en 1, 2, 3 y 4. Cuenta "1 y 2 y 3 y 4 y": un ritmo recto cae en los números; uno sincopado toca el "y" del 2 y se sostiene sobre el 3. El funk, el reggae, lo latino y los ganchos pop viven de ella: el pulso constante debajo es lo que hace que el acento a contratiempo empuje.',
  explainSwing: () =>
    'El swing toca las corcheas por pares, larga–corta en vez de iguales: cada pulso se siente como un tresillo, la primera corchea ocupa dos tercios y la segunda uno (alrededor del 66 %; un swing ligero anda por el 55–60 %, y recto es el 50 %). Cuenta "1-tre-si-llo" y toca en "1" y en "llo". El jazz, el shuffle y mucho hip-hop lo usan. Pide "más swing" o "recto" en cualquier pieza de aquí y oirás la diferencia.',
  explainPolyrhythm: () =>
    'Una polirritmia toca dos pulsos distintos a la vez en el mismo espacio. La clásica es 3 contra 2: en un compás una parte toca 3 notas iguales y otra 2, y solo coinciden en la primera parte. Cuenta seis subdivisiones: la de 3 cae en 1, 3 y 5, la de 2 en 1 y 4. El 4 contra 3 funciona igual sobre doce. Se oye en la percusión de África occidental, el jazz y el afrobeat.',
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ) =>
    `Una tercera de picardía termina una pieza en menor sobre la tónica mayor: en ${minor}, el último ${i} (${iNotes}) se convierte en ${I} (${INotes}); solo se mueve la tercera, ${from} sube a ${to}. Después de una pieza oscura, esa única nota alzada suena como luz que se abre paso.`,
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
    `La napolitana (bII) es el acorde mayor sobre el segundo grado rebajado, normalmente en primera inversión (N6). En ${key}: ${N} (${NNotes}), tocado como ${N}/${third}. Es dramática porque su fundamental ${root} está un semitono por encima de la tónica y fuera de la tonalidad: baja por grados a la dominante ${V} (${VNotes}), donde ${root} cae a ${leading} (un apretón de tercera disminuida) antes de ${i}.`,
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
    `Una modulación por acorde pivote pasa a una tonalidad nueva a través de un acorde que comparten las dos. De ${from} a ${to}: ${pivot} (${pivotNotes}) es ${homeNumeral} en ${home} y ${targetNumeral} en ${target}, así que la progresión puede tratarlo como el ${targetNumeral} de la tonalidad nueva y seguir con ${V7} → ${I}.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ) =>
    `${from} y ${to} no comparten ningún acorde, así que no hay pivote: la entrada suave es la dominante de la tonalidad nueva. Cierra una frase en ${from} y toca ${V7} (${V7Notes}) → ${I} — su sensible ${leading} le dice al oído dónde está ahora el reposo — y quédate en ${to} una o dos cadencias para que se asiente.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ) =>
    `La armonía de jazz suena «jazzera» sobre todo por las séptimas y tensiones en cada acorde y por el movimiento ii–V. En ${key}: en lugar de ${plain}, toca ${sevenths}; cada séptima añade una disonancia suave, y las fundamentales que caen por quintas (${roots}) siguen empujando hacia delante. Añade novenas arriba y un sustituto tritonal (${sub} en lugar de ${V7}) para más color.`,
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
    `Menor natural de ${tonic}: ${nat}. La menor armónica sube la séptima (${nat7} → ${harm7}): ${harm}; eso da un acorde de V mayor, ${V7} (${V7Notes}), con una sensible que tira hacia ${tonic}, a costa de una segunda aumentada (${aug}). La menor melódica sube también la sexta (${nat6} → ${mel6}): ${mel}; suaviza ese salto en las melodías que suben (en la tradición clásica, al bajar vuelve a la menor natural).`,
  circleStep: (key: string, fifths: number) =>
    `${key} (${fifths === 0 ? 'sin alteraciones' : `${Math.abs(fifths)} ${fifths > 0 ? (Math.abs(fifths) === 1 ? 'sostenido' : 'sostenidos') : Math.abs(fifths) === 1 ? 'bemol' : 'bemoles'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string) =>
    `El círculo de quintas ordena las tonalidades a distancia de quinta justa; las vecinas se diferencian en un solo sostenido o bemol, así que son las más cercanas. Cada paso en el sentido de las agujas del reloj añade un sostenido (o quita un bemol): ${steps}. Las vecinas comparten todas las notas menos una, así que son las tonalidades más cercanas para modular, y las fundamentales que recorren el círculo en sentido contrario (${vi} → ${ii} → ${V} → ${I}) dan las progresiones más fuertes.`,
} satisfies Partial<Messages>;
