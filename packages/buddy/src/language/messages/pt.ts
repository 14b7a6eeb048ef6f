import type { Messages } from './en.ts';

/** Instruments by their tuning key, in words. */
const INSTRUMENTS: Readonly<Record<string, string>> = {
  guitar: 'do violão',
  bass: 'do baixo de 4 cordas',
  bass5: 'do baixo de 5 cordas',
  ukulele: 'do ukulele',
  violin: 'do violino',
  viola: 'da viola',
  cello: 'do violoncelo',
  mandolin: 'do bandolim',
};

/** A melodic or root step in semitones, in words. */
const STEPS: readonly string[] = [
  '',
  'meio tom',
  'um tom',
  'uma terça menor',
  'uma terça maior',
  'uma quarta',
  'um trítono',
];

/** The brain's reply texts in Portuguese (same keys as en.ts; a missing key falls back to English). */
export const pt = {
  notUnderstood: () =>
    'Não entendi. Peça uma peça ("um beat lo-fi tranquilo em fá menor"), uma alteração ("mais rápido") ou uma pergunta de teoria ("quais são as notas de Cmaj7?").',
  greeting: () =>
    'Oi! Sou seu parceiro musical. Peça acordes, uma linha de baixo, uma melodia ou um groove de bateria — por ex. "um beat lo-fi tranquilo em fá menor a 80 BPM" — ou uma pergunta de teoria como "por que um ii-V-I resolve?".',
  thanks: () =>
    'Por nada! Quer outra ideia — talvez "uma bossa nova no violão de nylon" ou "a mesma coisa em 6/8"?',
  bye: () => 'Até mais — suas peças ficam neste chat quando você voltar.',
  capabilities: (styles: number) =>
    `Escrevo progressões de acordes, linhas de baixo, melodias e grooves de bateria em MIDI (${styles} estilos, qualquer tom ou modo, compassos como 3/4, 6/8, 7/8, seus próprios acordes ou graus em algarismos romanos), altero-os ("mais rápido", "transponha uma quarta acima", "adicione bateria", "faça o compasso 5 subir", "adicione um refrão"), respondo perguntas sobre a peça e explico teoria com as notas reais. Experimente "uma balada triste em dó sustenido menor no Rhodes".`,
  offTopic: () =>
    'Isso está fora da música, então aí não posso ajudar. Posso escrever progressões, baixos, melodias e grooves de bateria em MIDI, alterá-los ou explicar teoria — experimente "um groove funk alegre em mi" ou "o que é uma substituição de trítono?".',
  practicalUnknown: () =>
    'Boa pergunta prática, mas ainda não sei respondê-la bem. O que posso fazer: escrever ou alterar MIDI para você praticar (por ex. "um blues de 12 compassos lento em lá a 70 BPM"), explicar a teoria por trás ou responder perguntas sobre uma peça deste chat.',
  song: () =>
    'Não tenho os acordes nem as tablaturas de músicas existentes, e não vou inventá-los dizendo que são os originais. Se você digitar os acordes que conhece (por ex. "G D Em C"), eu toco, analiso ou escrevo uma parte por cima.',
  theoryUnknown: (topics: string) =>
    `Respondo com exatidão: acordes de um tom, notas de um acorde, escala ou modo, intervalos, tons relativos e homônimos, armaduras de clave, enarmonias, análise em graus romanos, em que tom está uma progressão, transposição de acordes e o tom com capotraste — e explico ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string) =>
    `Sobre ${chord} (${notes}) use ${scales}. Apoie nas notas do acorde (${notes}) nos tempos fortes; as outras notas da escala passam entre elas.`,
  explainParallelFifths: (from: string, to: string) =>
    `Quintas paralelas são duas vozes a uma quinta justa que se movem na mesma direção até outra quinta: ${from} para ${to}. A escrita clássica as evita porque as duas vozes se fundem e perdem a independência. No pop, rock e metal elas são normais e estão em todo lugar: todo riff de power chords é feito de quintas paralelas. Evite-as entre o baixo e a melodia (e em coros ou cordas) se quiser vozes independentes; no resto, use à vontade.`,
  explainTimeSignatures: () =>
    'A fórmula de compasso diz quantos tempos há em cada compasso (número de cima) e que figura vale um tempo (número de baixo: 4 é a semínima). O 4/4 conta 1 2 3 4, com o acento mais forte no 1 e um mais leve no 3 — quase todo o pop, rock, hip-hop e música de pista. O 3/4 conta 1 2 3, a valsa; o 2/4 conta 1 2, marchas e polcas.',
  explainTriplets: () =>
    'Uma quiáltera (tercina) encaixa três notas iguais no tempo de duas. Tercinas de colcheia põem três notas em cada tempo, contadas "1-tre-ci 2-tre-ci"; tercinas de semínima espalham três notas por dois tempos. O swing é uma sensação de tercina: a primeira e a última nota de cada tercina, longa-curta.',
  explainTurnaround: (key: string, plain: string, jazz: string) =>
    `Um turnaround é a volta de acordes no fim de uma seção que leva de novo ao início. Em ${key}: ${plain} (I–vi–ii–V), e o V puxa de volta ao começo. O jazz o reforça com uma dominante secundária: ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string) =>
    `Um acorde de passagem fica entre dois acordes para suavizar o caminho, normalmente num tempo fraco, com o baixo andando por grau conjunto. O clássico é uma sétima diminuta um semitom abaixo do alvo: em ${key}, ${chords}, com o baixo subindo ${bass}. Qualquer acorde serve de passagem se as vozes andarem por passos pequenos até o próximo.`,
  exampleAbove: () =>
    'É o cartão logo acima: carregue em Play para ouvir. Diga «mais lento», «noutro tom» ou «outra versão» e eu mudo.',

  explanation: (text: string, offer: boolean) => (offer ? `${text}\nQuer que eu toque um exemplo?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nAqui vai um exemplo curto: ${chords}.`,
  noPiece: () =>
    'Ainda não há nenhuma peça neste chat, então não há de onde tirar isso. Peça uma — por ex. "um beat lo-fi tranquilo em fá menor" — e depois pergunte à vontade.',
  editWithoutPiece: () => 'Não tenho uma peça anterior neste chat, então escrevi uma nova',
  composed: (summary: string, progression: string) => `Aqui está ${summary}.\nProgressão: ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `Feito — ${changes}.`,
  undoneTo: (changes: string) => `de volta à versão anterior: ${changes}`,
  reasonNothingToUndo: () => 'não há uma versão anterior desta peça para voltar',
  nowIs: (summary: string, progression: string) => `Agora é ${summary}.\nProgressão: ${progression}.`,
  unchanged: (reason: string) => `Nada mudou: ${reason}.`,
  unchangedGeneric: () =>
    'Nada mudou — não encontro nessa mensagem nada que eu saiba mudar nesta peça. Posso mudar andamento, tom, modo, compasso, duração, partes, instrumentos, swing, densidade, um compasso ou um trecho de compassos, ou adicionar um refrão, uma ponte, uma introdução ou um final.',
  partly: (reasons: string) => `Não feito: ${reasons}.`,
  composeFailed: (error: string) =>
    `Não consegui escrever essa: ${error}. Tente outro compasso ou outra duração — por ex. "8 compassos em 4/4".`,
  styleApproximated: (asked: string, used: string) =>
    `Não tenho o estilo ${asked}, então me aproximei com ${used}`,
  pieceTempo: (tempo: number) => `Está a ${tempo} BPM.`,
  pieceKey: (key: string) => `Está em ${key}.`,
  pieceMeter: (meter: string) => `Está em ${meter}.`,
  pieceBars: (bars: number, seconds: number) =>
    `Tem ${bars} compasso${bars === 1 ? '' : 's'} (cerca de ${seconds} segundos neste andamento).`,
  pieceChords: (chords: string) => `Os acordes: ${chords}.`,
  pieceChordAt: (bar: number, chord: string) => `O compasso ${bar} é ${chord}.`,
  pieceChordsIn: (from: number, to: number, chords: string) => `Compassos ${from}–${to}: ${chords}.`,
  pieceParts: (parts: string) => `Tem ${parts}.`,
  pieceStyle: (style: string) => `Está escrita no estilo ${style}.`,
  pieceScale: (key: string, scales: string) => `Sobre ${key}, funcionam: ${scales}.`,
  pieceSummary: (summary: string) => `É ${summary}.`,
  uploadAnotherTake: (file: string, progression: string) =>
    `Aqui está outra versão do seu arquivo: mesmo tom, andamento, compasso, acordes e instrumentos (${file}), cada parte escrita de novo.\nAcordes que segui: ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `Feito — escrevi ${added} sobre os próprios acordes do seu arquivo e mantive todas as notas dele (${file}).\nAcordes que segui: ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `Não consigo adicionar isso ao seu arquivo: ${reason}. Ainda posso transpô-lo, mudar o andamento ou adicionar bateria ou uma linha de baixo.`,
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string) =>
    `uma peça de ${bars} compasso${bars === 1 ? '' : 's'} em estilo ${style}, em ${key} a ${tempo} BPM em ${meter}`,
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string) =>
    `um groove de bateria de ${bars} compasso${bars === 1 ? '' : 's'} em estilo ${style} a ${tempo} BPM em ${meter}`,
  summary: (head: string, parts: string) => `${head} — ${parts}`,
  partOn: (role: string, instrument: string) => `${role} (${instrument})`,
  listAnd: (first: string, last: string) => `${first} e ${last}`,
  swung: () => 'com swing',
  humanized: () => 'humanizada',
  nextDrums: () => 'Quer que eu coloque bateria?',
  nextMelody: () => 'Coloco uma melodia por cima?',
  nextBass: () => 'Quer uma linha de baixo por baixo?',
  nextGrooveParts: () => 'Quer uma linha de baixo ou uns acordes sobre o groove?',
  nextIdea1: () => 'Quer mais rápido, ou transposto para outro tom?',
  nextIdea2: () => 'Experimente “deixa o baixo mais movimentado” ou “outra variação”.',
  nextIdea3: () => 'Posso passar para 3/4, trocar os instrumentos ou escrever mais 8 compassos.',
  nextIdea4: () =>
    'Diga “outra variação” para uma versão nova, ou “coloca swing” para uma levada mais solta.',
  nextIdea5: () => 'Quer os acordes em outro instrumento — Rhodes, cordas, violão de nylon?',
  changedTempo: (from: number, to: number) => `o andamento foi de ${from} para ${to} BPM`,
  changedKeyMoved: (from: string, to: string, shift: string) =>
    `passei de ${from} para ${to} (todas as notas ${shift})`,
  changedKey: (to: string, from: string) => `agora está em ${to} (antes em ${from})`,
  changedMeter: (to: string, from: string) => `agora está em ${to} (antes em ${from})`,
  changedBars: (to: number, from: number) => `agora tem ${to} compassos (antes ${from})`,
  changedStraight: () => 'agora toca reto, sem swing',
  changedSwing: (from: number, to: number) => `o swing foi de ${from}% para ${to}%`,
  addedDrums: () => 'adicionei bateria',
  addedPart: (part: string) => `adicionei uma parte de ${part}`,
  removedPart: (part: string) => `tirei a parte de ${part}`,
  changedInstrument: (role: string, to: string, from: string) =>
    `o instrumento da parte de ${role} agora é ${to} (antes ${from})`,
  movedPart: (part: string, shift: string, bars: string) =>
    `movi a parte de ${part} ${shift}${bars ? ` (${bars})` : ''}`,
  rewrotePart: (part: string, bars: string) => `reescrevi a parte de ${part} (${bars})`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number) =>
    `reescrevi a parte de ${part} com ${to < from ? 'menos' : 'mais'} notas (${bars}; ${from} → ${to})`,
  alteredPart: (part: string, bars: string) =>
    `ajustei as notas da parte de ${part} aos novos acordes (${bars}), mesmo ritmo`,
  silencedPart: (part: string, bars: string) => `tirei a parte de ${part} (${bars})`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string) =>
    `a parte de ${part} toca ${louder ? 'mais forte' : 'mais suave'}${bars ? ` (${bars})` : ''} (velocidade média ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string) =>
    `${bars}: agora ${to} (antes ${from}), com todas as partes seguindo os novos acordes`,
  changedFeel: (part: string, bars: string) =>
    `mudei a levada da parte de ${part}${bars ? ` (${bars})` : ''}`,
  partWithInstrument: (role: string, instrument: string) => `${role} (${instrument})`,
  bars: (count: number, runs: string) => `${count === 1 ? 'compasso' : 'compassos'} ${runs}`,
  everyBar: () => 'todos os compassos',
  shiftUp: (amount: string) => `${amount} acima`,
  shiftDown: (amount: string) => `${amount} abaixo`,
  anOctave: () => 'uma oitava',
  twoOctaves: () => 'duas oitavas',
  aSemitone: () => 'um semitom',
  aWholeStep: () => 'um tom',
  semitones: (n: number) => `${n} semitons`,
  factChordsOfQuality: (quality: string, key: string, chords: string) =>
    `As tríades ${{ major: 'maiores', minor: 'menores', diminished: 'diminutas', augmented: 'aumentadas' }[quality] ?? quality} de ${key}: ${chords || 'nenhuma'}.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string) =>
    `${sevenths ? 'Os acordes de sétima diatônicos' : 'As tríades diatônicas'} de ${key}: ${chords}.\nQuer que eu monte uma progressão com eles?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string) =>
    `${symbol}${type ? ` (${type})` : ''}: ${notes}${bass ? ` com ${bass} no baixo` : ''}.\nSe quiser, posso usá-lo numa progressão.`,
  factScaleNotes: (scale: string, notes: string) =>
    `${scale}: ${notes}.\nQuer uma melodia que use essa escala?`,
  factInterval: (from: string, up: boolean, to: string, name: string, short: string, semitones: number) =>
    `De ${from} ${up ? 'subindo' : 'descendo'} até ${to} é uma ${name} (${short}, ${semitones} ${semitones === 1 ? 'semitom' : 'semitons'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number) =>
    `Uma ${interval} ${up ? 'acima' : 'abaixo'} de ${from} é ${to} (${semitones} semitons).`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string) =>
    `O relativo ${minor ? 'menor' : 'maior'} de ${key} é ${relative} — mesma armadura (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string) =>
    `O homônimo ${minor ? 'menor' : 'maior'} de ${key} é ${parallel} — mesma tônica, ${signature}.`,
  factSignature: (key: string, signature: string) => `Armadura de ${key}: ${signature}.`,
  signatureNone: () => 'nenhum sustenido nem bemol',
  signatureSharps: (n: number, accidentals: string) => `${n} sustenido${n === 1 ? '' : 's'}: ${accidentals}`,
  signatureFlats: (n: number, accidentals: string) => `${n} ${n === 1 ? 'bemol' : 'bemóis'}: ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string) =>
    `Em ${key}${chosen ? ` (você não disse o tom, então li em ${key})` : ''}: ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string) =>
    `Em ${key}, ${romans} fica: ${chords}.\nQuer que eu escreva em MIDI?`,
  factEnharmonic: (note: string, names: string) =>
    `${note} é a mesma altura que ${names}: grafias enarmônicas da mesma tecla do piano; o tom decide qual nome se escreve.`,
  factKeyForSignature: (signature: string, major: string, minor: string) =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} é a armadura de ${major} e do seu relativo menor, ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string) => `${chords} ${shift}: ${result}.`,
  factChordName: (notes: string, symbol: string, type: string) =>
    `${notes} formam ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string) =>
    `A ${tone} de ${symbol} é ${note} (${symbol}: ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string) =>
    `Em ${key}, ${role} é ${note}; o acorde dela é ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string) => `${roman} em ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string) =>
    `Como notas, ${notes} formam ${symbol}${type ? ` (${type})` : ''}, um acorde de vários tons: ${homes}. Se eram acordes, escreva-os com o tipo (ex.: "F#m A C#").`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string) =>
    `O grau ${degree} de ${scale} é ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ) =>
    `A substituição de trítono de ${chord} é ${sub} (${notes}): a fundamental fica a um trítono (6 semitons) de ${from}, e os dois acordes têm o mesmo trítono, ${tritone}, então ${sub} resolve em ${target} como ${chord}, com o baixo descendo meio tom.`,
  factTuning: (instrument: string, strings: string) =>
    `Afinação padrão ${INSTRUMENTS[instrument] ?? instrument}, da corda mais grave: ${strings}${instrument === 'ukulele' ? ' (o G é afinado acima do C: afinação «reentrante»)' : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string) =>
    `Na casa ${fret}, as cordas ${INSTRUMENTS[instrument] ?? instrument} em afinação padrão (${open}, do grave ao agudo) soam ${notes}: cada uma ${fret} semiton${fret === 1 ? '' : 's'} acima da corda solta.`,
  factFretNote: (fret: number, string: string, note: string) =>
    `Na casa ${fret} da corda ${string} está ${note} (${fret} semitons acima da corda solta, na afinação padrão; a casa 12 é a oitava).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string) =>
    `Com o capotraste na casa ${fret}, as formas de ${shape} soam como ${sounding}: você está em ${key}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string) =>
    `Um blues de ${bars} compassos em ${key}, compasso a compasso:\n${grid}\nÉ ${numerals}${quickChange ? `; um "quick change" põe ${quickChange} no compasso 2` : ''}, e o último compasso volta ao início.\nQuer que eu toque um? Diga também um feel ou andamento, p. ex. "toca um, shuffle, 100 bpm".`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string) =>
    `Um acorde ${name} é formado pelos graus ${numbers} (1 é a fundamental): ${symbol} = ${notes}.\nPosso colocá-lo numa progressão se quiser.`,
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string) =>
    `${chord} é o ${roman} de ${keys}: ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ) =>
    `${chord} não é o ${roman} de nenhuma tonalidade maior ou menor: em ${majorKey} o ${roman} é ${majorChord}, em ${minorKey} é ${minorChord}.`,
  intoKey: (key: string) => `em ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string) =>
    `Essa progressão está em ${key}${runnerUp ? ` (${runnerUp} vem logo atrás)` : ''}: ${analysis}.`,
  scaleOption: (scale: string, notes: string) => `${scale} (${notes})`,
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string) =>
    `na ${degree} (${noteA} no ${a}, ${noteB} no ${b})`,
  explainModeCompare: (a: string, notesA: string, b: string, notesB: string, diffs: string, count: number) =>
    `${a}: ${notesA}. ${b}: ${notesB}.${diffs ? (count === 1 ? ` Eles só diferem ${diffs} — essa única nota é toda a diferença de cor entre eles.` : ` Eles diferem ${diffs} — essas ${count} notas são toda a diferença de cor entre eles.`) : ' São as mesmas notas.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string) =>
    `É o ${degree}.º modo de ${parent}: ${notes}, começando em ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string) =>
    `${mode.charAt(0).toUpperCase()}${mode.slice(1)} comparado com ${other}: ${comparison}`,
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
    `Em ${key}, o ii–V–I é ${chain}. Ele soa resolvido por causa da dominante: ${dominant} contém o trítono ${third}–${seventh} (sua 3ª e sua 7ª), o intervalo mais instável do tom, e resolve por grau conjunto — ${third}, a sensível, sobe um semitom para a tônica, ${root}, e ${seventh} desce para ${tonicThird}, a 3ª de ${tonic}. Essas 3ªs e 7ªs são as notas-guia: a 7ª de cada acorde desce um grau e vira a 3ª do próximo, então a linha anda suave enquanto as fundamentais caem em quintas (${roots}).`,
  explainCadences: (key: string, lines: string) => `Cadências em ${key} — ${lines}`,
  cadenceAuthentic: (V: string, vNotes: string, I: string, iNotes: string, leading: string, tonic: string) =>
    `Cadência autêntica (perfeita): V → I, ${V} (${vNotes}) → ${I} (${iNotes}). A sensível ${leading} sobe para a tônica, ${tonic}, e o baixo cai uma quinta: a sensação de chegada mais forte.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string) =>
    `Cadência plagal: IV → I, ${IV} (${ivNotes}) → ${I}. Sem sensível, só a nota comum ${tonic} mantida: o final mais suave, o “amém” dos hinos.`,
  cadenceHalf: (IV: string, V: string, vNotes: string) =>
    `Meia cadência: qualquer acorde → V, por ex. ${IV} → ${V} (${vNotes}). Ela para na dominante, então soa como uma pergunta ou uma vírgula.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string) =>
    `Cadência de engano: V → vi, ${V} → ${vi} (${viNotes}). O ouvido espera ${I}; ${vi} tem duas notas em comum com ele, então resolve a tensão, mas não volta para casa.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ) =>
    `${major}: ${majorNotes}. ${minor}: ${minorNotes}. A escala menor abaixa a 3ª, a 6ª e a 7ª (${lowered}); é a 3ª abaixada sobre a tônica que a faz soar triste ou escura. ${relative} tem as mesmas notas de ${major} (é o relativo menor).`,
  choiceNoStyle: () => 'você não disse o estilo, então fui numa levada pop',
  choiceRomansKey: (key: string) =>
    `números romanos precisam de um tom e você não disse nenhum, então coloquei em ${key}`,
  choiceChordsKey: (key: string) => `esses acordes estão em ${key}, então esse é o tom`,
  choiceNoTonic: (key: string) => `você não disse a tônica, então escolhi ${key}`,
  choiceGenreMode: (key: string, style: string) =>
    `você não disse o modo, então escolhi ${key}, o usual no ${style}`,
  choiceMoodMode: (key: string) => `você não disse o modo e o clima pede menor, então escolhi ${key}`,
  choiceNoKey: (key: string) => `você não disse o tom, então escolhi ${key}`,
  choiceGrooveKey: (key: string) => `a bateria não tinha tom próprio, então escolhi ${key}`,
  choiceGrooveKeyAsked: (key: string) => `a bateria não tinha tom próprio; está em ${key}, como pediu`,
  choiceForm: (form: string, style: string) => `para um(a) ${form} usei uma levada ${style}`,
  choiceSparse: () => 'deixei a bateria de fora para ficar enxuto (diga "adicione bateria" se quiser)',
  choiceAddedParts: (named: string, added: string, style: string) =>
    `além de ${named}, que você citou, completei com ${added} de uma formação de ${style} (diga "só" e as partes que quer para menos)`,
  choiceNearest: (asked: string, used: string) =>
    `o General MIDI não tem ${asked}, então toca em ${used}, o som mais próximo`,
  choiceChordsPart: () => 'você deu acordes, então adicionei uma parte de acordes para tocá-los',
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean) =>
    `${role} agora chega até ${note}, ${down ? 'abaixo da nota mais grave' : 'acima da nota mais aguda'} de ${instrument} (${limit}): serve para um sintetizador ou sampler, não para um instrumentista`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number) =>
    `No compasso ${bar}, ${instrument} dispõe ${chord} como ${notes}, do grave ao agudo — ${
      [
        'estado fundamental',
        'primeira inversão (3ª no baixo)',
        'segunda inversão (5ª no baixo)',
        'terceira inversão (7ª no baixo)',
      ][position] ?? 'uma extensão no baixo'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string) =>
    `Não há nenhum acorde ${chord} — os acordes são ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string) =>
    `No compasso ${bar}, ${role} (${instrument}) toca ${beats}.`,
  piecePartRests: (bar: number, role: string) => `${role} descansa no compasso ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string) =>
    `${role} (${instrument}) usa ${notes}, de ${low} a ${high}.`,
  pieceNoPart: (role: string, parts: string) => `Não há ${role}: tem ${parts}.`,
  pieceDrumSounds: (sounds: string) => `A bateria toca ${sounds}.`,
  pieceYes: () => 'Sim.',
  pieceNo: () => 'Não.',
  pieceBeat: (n: number) => `tempo ${n}`,
  reasonNoPartToMove: (role: string) => `não há nenhuma parte de ${role} para mover`,
  reasonNotInPiece: (named: string, has: string) => `não há ${named} na peça; ela tem ${has}`,
  reasonNoSection: (section: string) => `ainda não há ${section}`,
  reasonNoChorus: () => 'ainda não há refrão (diga «adicione um refrão» e eu escrevo um)',
  reasonUnknownChord: (chord: string) => `não consigo ler «${chord}» como acorde`,
  choiceSameChordsAfresh: (bars: string, chords: string) =>
    `${bars}: já soa ${chords}; os acordes ficam e as notas ali são reescritas`,
  reasonAlreadyChords: (bars: string, chords: string) => `${bars}: já toca ${chords}`,
  reasonTempoWholePiece: (bars: string) =>
    `o andamento é da peça inteira, então não posso mudá-lo só em ${bars}`,
  reasonNoSuchBar: (bars: number) => `a peça tem ${bars} compassos, então esse compasso não existe`,
  reasonNoSample: () =>
    'não consigo samplear uma gravação: o card é MIDI, que guarda só notas, e não consigo tirar som de um disco; posso escrever uma parte nesse espírito',
  reasonNoLyrics: () =>
    'não consigo escrever letras nem cantar — escrevo MIDI instrumental; posso dar à melodia um som de voz (coro ou “oohs”)',
  reasonBadMeter: (meter: string) =>
    `não consigo escrever em ${meter}: o número de baixo deve ser 2, 4, 8 ou 16 e o de cima de 1 a 16 (por ex. 5/4 ou 7/8)`,
  reasonBadTempo: (bpm: string) => `não consigo pôr ${bpm} BPM: o andamento deve ficar entre 20 e 300 BPM`,
  reasonNoEffect: (effect: string) =>
    `não posso adicionar ${effect}: é um efeito no som, e o cartão é MIDI, que só tem notas; coloque-o na faixa na sua DAW`,
  reasonNoGlide: () =>
    'não consigo escrever slides: um glide é um pitch bend e por enquanto só escrevo notas simples; na sua DAW ative o glide (portamento) no 808 ou no baixo e sobreponha as notas',
  reasonNoNoteMoves: () => 'as notas já tocam assim, essa mudança não move nenhuma',
  cannotMix: () =>
    'Não consigo mixar: níveis, EQ e compressão atuam no áudio, e isto é MIDI, que só tem notas; isso se faz nas faixas da sua DAW. Nas notas posso fazer o bumbo bater mais forte (velocidades mais altas) ou aliviar o baixo onde ele cai no bumbo para dar espaço. Diga "bumbo mais forte" ou "baixo mais simples".',
  cannotMaster: () =>
    'Não consigo masterizar eu mesmo: a masterização trabalha no áudio, e o cartão é MIDI, que só guarda notas. Renderize para áudio na sua DAW e masterize esse arquivo.',
  reasonNoAudio: () =>
    'não consigo gerar áudio — o cartão é MIDI, que a sua DAW ou o player transforma em som',
  reasonAlreadyBars: (bars: number) => `já tem ${bars} compassos`,
  reasonAlreadyInKey: (key: string) => `já está em ${key}`,
  reasonAlreadyTempo: (bpm: number) => `já está a ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string) => `já está em ${meter}`,
  reasonPartAlreadyStyled: (role: string, style: string) => `${role}: já toca um groove de ${style}`,
  reasonAlreadyWalking: () => 'o baixo já caminha (walking bass)',
  reasonAlreadyFourOnFloor: () => 'o bumbo já toca four on the floor',
  reasonAlreadyKickBass: () => 'o baixo já toca com o bumbo',
  reasonNoKick: () => 'não há bumbo para prender o baixo; adicione bateria primeiro',
  reasonAlreadyStraight: () => 'já toca reto',
  reasonMaxSwing: (percent: number) => `já tem todo o swing que consigo dar (${percent}%)`,
  reasonCompoundSwing: (meter: string) =>
    `em ${meter} o tempo já se divide em três, então não há colcheias retas para balançar`,
  reasonNoInstrumentToSwap: (instrument: string) =>
    `não há ${instrument} para trocar, então deixei as partes como estavam`,
  reasonNoInstrumentToRemove: (instrument: string) => `não há ${instrument} para tirar`,
  reasonNoRoleToRemove: (role: string) => `não há nenhuma parte de ${role} para tirar`,
  reasonAlreadyHasOn: (instrument: string, role: string) => `a parte de ${role} já está em ${instrument}`,
  reasonMostDistorted: (instrument: string) =>
    `as guitarras já estão em ${instrument}, a guitarra mais distorcida do General MIDI`,
  reasonAlreadyHasDrums: () => 'já tem bateria',
  reasonAlreadyHasPart: (role: string) => `já tem uma parte de ${role}`,
  reasonAlreadyRich: () => 'os acordes já são tão ricos quanto eu os harmonizo (nonas e décimas terceiras)',
  reasonNoPartsLeft: () => 'não sobraria nenhuma parte, então mantive o que há',
  reasonMaxParts: () => 'uma peça tem no máximo 16 partes',
  choiceStaccato: () => 'cada nota começa onde começava e dura metade (staccato)',
  choiceLegato: () => 'cada nota começa onde começava e soa mais, até a próxima (legato)',
  choiceSyncopate: () =>
    'As notas dos tempos fortes agora chegam uma colcheia antes e se prolongam (antecipações), então a parte empurra para o tempo',
  choiceDrumDetail: (detail: string) =>
    detail === 'double-time'
      ? 'A bateria toca o groove duas vezes mais rápido e o baixo dobra as notas: um feel de double time no mesmo andamento'
      : detail === 'half-time'
        ? 'A caixa agora cai no tempo 3 em vez de no 2 e no 4: um half-time no mesmo andamento'
        : detail === 'four-on-the-floor'
          ? 'Agora há um bumbo em cada tempo do compasso'
          : detail === 'double-kick'
            ? 'O pedal duplo corre em semicolcheias sob cada compasso, um pouco mais suave entre os tempos'
            : detail === 'hat-rolls'
              ? 'Os rulos de chimbal são fusas ou tercinas no último tempo, cada vez mais fortes'
              : detail === 'fills'
                ? 'Cada virada desce pelos tons no último tempo e cai num crash'
                : 'As ghost notes são toques leves de caixa uma semicolcheia antes de cada backbeat',
  choiceBreakdownHalfTime: (from: number, to: number) =>
    `o breakdown são os compassos ${from}–${to}: ali a bateria cai para meio tempo`,
  choiceBreakdownParts: (from: number, to: number, parts: string) =>
    `o breakdown são os compassos ${from}–${to}: ali param: ${parts}`,
  choiceBreakdown: (from: number, to: number) =>
    `o breakdown são os compassos ${from}–${to}: ali a bateria e o baixo param`,
  choiceKitRest: (pieces: string) => `ali só ${pieces} para; o resto da bateria continua`,
  choiceKickBass: () =>
    'o baixo agora toca a fundamental dos acordes em cada batida do bumbo, os dois juntos',
  choiceWalkingSkips: () =>
    'o baixo caminha em semínimas pelos acordes, com uma nota fantasma e uma aproximação cromática antes de cada mudança',
  choicePartStyle: (role: string, style: string) =>
    `${role}: agora toca um groove de ${style}; o resto fica nota por nota como estava`,
  choicePartStyleNew: (role: string, style: string) =>
    `${role}: toca um groove de ${style} por baixo do resto`,
  choicePercussionStays: () => 'a percussão de mão continua (diga «e a percussão» para tirá-la também)',
  choiceWalkingBass: () =>
    'o baixo caminha em semínimas pelos acordes, com uma nota de aproximação cromática antes de cada mudança',
  choiceReplacedMelody: () =>
    'já tinha uma melodia, então troquei por uma nova sobre os mesmos acordes (diga «adiciona uma segunda melodia» para manter as duas)',
  choicePartsIntro: (bars: number, parts: string) =>
    `a introdução tem ${bars} compasso${bars === 1 ? '' : 's'} só com ${parts}, depois entra a peça`,
  choiceIntro: () => 'a intro vem antes da peça, mais enxuta e sem a melodia',
  choiceOutro: () => 'o final vem depois da peça, mais enxuto e sem a melodia',
  choiceBridge: (from: string, back: string) =>
    `a ponte vem depois da peça, no mesmo tom: sai de casa com ${from} e volta por ${back}`,
  choiceMoreBars: (bars: number) =>
    `os ${bars} compassos novos seguem a peça na sua tonalidade e no seu estilo, com as mesmas partes; o que havia fica nota por nota`,
  choiceSection: (section: string) =>
    `a seção “${section}” vem depois da peça, mais movimentada que a anterior`,
  and: () => 'e',
  withSevenths: () => 'com sétimas, como no jazz',
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
    `Uma substituição de trítono troca um acorde de sétima da dominante pelo que está a um trítono de distância. Em ${key}: ${V} vira ${sub}. Eles têm o mesmo trítono — ${shared} (escritos ${spelledSub} em ${subSymbol}) —, então ${subSymbol} puxa para ${I} com a mesma força, e a fundamental desce um semitom (${slide}) em vez de cair uma quinta.`,
  explainSecondaryDominants: (key: string, list: string) =>
    `Uma dominante secundária é o V (ou V7) de um acorde que não é a tônica: ela pega emprestada a sensível desse acorde para que ele soe como uma casa provisória. Em ${key}: ${list}. Cada uma tem uma nota fora do tom — a sensível do seu alvo.`,
  secondaryTo: (numeral: string, chord: string, target: string) =>
    `${numeral} é ${chord}, resolvendo em ${target}`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ) =>
    `Tonalidades relativas têm a mesma armadura; tonalidades homônimas têm a mesma tônica. A relativa de ${key} é ${relative}: as duas têm a mesma armadura (${signature}), então usam as mesmas notas, mas ${relative} faz de outra nota o seu repouso. A homônima é ${parallel}: a mesma tônica, com outra armadura (${parallelSignature}); as notas que mudam são ${changed}. Ir para a relativa é a modulação mais suave; pegar acordes emprestados da homônima é empréstimo modal.`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string) =>
    `${symbol} (${notes}) é o ${roman} de ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string) =>
    `Ele não pertence à tonalidade: vem emprestado da homônima ${parallel}, e o seu ${outside} fica no lugar de ${replaced} na tonalidade. Essa única nota alterada muda a cor por um instante sem sair de casa — é o som agridoce que você ouve.`,
  explainChordLeans: (note: string, target: string, tonic: string) =>
    `O seu ${note} fica a um semitom de ${target}, do acorde de tônica ${tonic}, então puxa direto de volta para casa.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string) =>
    `Ele tem ${shared} em comum com o acorde de tônica ${tonic} (${tonicNotes}), então soa perto de casa enquanto o baixo se move.`,
  explainChordBrightInMinor: () =>
    'É um acorde maior num tom menor: a música se ilumina por um instante, esperançosa e doída ao mesmo tempo — o impulso emocionante do i → VI de tantas baladas.',
  explainChordDarkInMajor: () =>
    'É um acorde menor num tom maior: uma nuance mais suave e escura do tom, que deixa os acordes maiores em volta mais calorosos.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant') =>
    fn === 'tonic'
      ? 'A sua função é de tônica: um lugar de repouso.'
      : fn === 'subdominant'
        ? 'A sua função é de subdominante: afasta-se de casa e prepara a dominante.'
        : 'A sua função é de dominante: uma tensão que quer resolver na tônica.',
  explainChordSecondary: (target: string, leading: string) =>
    `É a dominante de ${target}: o seu ${leading} está fora da tonalidade e é a sensível de ${target}, então por um instante ${target} soa como casa e o acorde puxa para lá.`,
  explainChordChromatic: (outside: string) =>
    `O seu ${outside} está fora da tonalidade, então se destaca como uma cor cromática.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string) =>
    `${a}: ${aNotes}. ${b}: ${bNotes}. ${shared ? `Têm em comum ${shared}.` : 'Não têm nenhuma nota em comum.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ) =>
    `A diferença está na ${degree}: ${aNote} em ${a} (uma ${aInterval} acima da fundamental), ${bNote} em ${b} (uma ${bInterval}).`,
  explainChordThirdColour: () =>
    'Esse único semitom na terça é o que faz um acorde maior soar brilhante e um acorde menor soar escuro.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string) =>
    `${aOnly ? `${a} tem ${aOnly}, que ${b} não tem` : `${a} não tem nenhuma nota que falte em ${b}`}; ${bOnly ? `${b} tem ${bOnly}, que ${a} não tem` : `${b} não tem nenhuma nota que falte em ${a}`}.`,
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
    `Acordes emprestados vêm da tonalidade homônima — em ${major}, de ${minor}, que tem a mesma tônica mas a terça, a sexta e a sétima abaixadas. Os mais comuns: ${list}. Eles escurecem por um instante uma progressão maior; ${iv} no lugar de ${IV} é o movimento agridoce clássico: o seu ${lowered} é o ${third} de ${IV} abaixado um semitom, e ele cai em ${fifth}, a quinta de ${I}.`,
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
    `Funções dos acordes em ${key}: tônica (repouso) — ${I}, ${vi}, ${iii}; subdominante ou pré-dominante (afasta-se) — ${IV}, ${ii}; dominante (tensão que quer voltar para casa) — ${V} e ${vii}, que contêm a sensível ${leading}. Acordes da mesma função têm notas em comum (${I} e ${vi} têm ${shared} em comum), então podem substituir um ao outro; as progressões costumam ir tônica → subdominante → dominante → tônica.`,
  uploadUnreadable: (error: string) => `Esse arquivo não é um MIDI que eu consiga ler: ${error}.`,
  uploadHeader: (filename: string | null) =>
    `Isto é o que ouço em ${filename ? `**${filename}**` : 'seu arquivo'}:`,
  uploadKey: (key: string, declared: string | null, matches: boolean) =>
    `- Tom: ${key} (estimado pelas notas${declared === null ? '' : matches ? ', igual à armadura dele' : `; a armadura do arquivo diz ${declared}`})`,
  uploadNoKey: (declared: string | null) =>
    `- Tom: não há notas com altura definida para dizer${declared ? ` (a armadura dele diz ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number) =>
    `- Andamento: ${bpm} BPM${tempoEvents === 0 ? ' (sem andamento definido, então o padrão do MIDI)' : tempoEvents > 1 ? ` (${tempoEvents - 1} ${tempoEvents === 2 ? 'mudança' : 'mudanças'} de andamento depois)` : ''}`,
  uploadMeter: (meter: string, changes: number) =>
    `- Compasso: ${meter}${changes > 0 ? ` (muda ${changes} ${changes === 1 ? 'vez' : 'vezes'})` : ''}`,
  uploadLength: (bars: number, seconds: number) =>
    `- Duração: ${bars} ${bars === 1 ? 'compasso' : 'compassos'} (${seconds} s)`,
  uploadChords: (line: string) => `- Acordes por compasso: ${line}`,
  uploadChordsNone: () => '(nenhum)',
  uploadMoreBars: (n: number) => `mais ${n} ${n === 1 ? 'compasso' : 'compassos'}`,
  uploadNoInstruments: () => '- Instrumentos: nenhum — o arquivo não tem notas',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ) =>
    `${instrument}${trackName ? ` (“${trackName}”)` : ''} no canal ${channel}, ${range}, ${notes} ${notes === 1 ? 'nota' : 'notas'}`,
  uploadInstruments: (list: string) => `- Instrumentos: ${list}`,
  uploadOffer: () =>
    'Quer que eu mude? Experimente “transponha uma quarta acima”, “deixe em 100 BPM”, “adicione bateria”, “adicione um baixo” ou “rearmonize”.',
  uploadCannotChange: (error: string) => `Não consegui mudar: ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number) =>
    `Feito — ${changes}. Agora está ${key ? `em ${key}` : 'sem um tom claro'} a ${bpm} BPM em ${meter}, ${bars} ${bars === 1 ? 'compasso' : 'compassos'}; toque ou baixe o .mid abaixo.`,
  uploadLeftOut: (skipped: string) => `Deixei uma coisa de fora: ${skipped}.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ) =>
    `${slash} entre ${from} e ${to} transforma a troca de acorde numa linha de baixo que anda por graus: ${bass}. ${slash} é ${chordName} com ${third} no baixo em vez da fundamental — um acorde de passagem, mais leve que ${chordName} em posição fundamental, então o ouvido segue a linha em vez de um salto.`,
  explainInversions: (symbol: string, r: string, t: string, f: string) =>
    `Uma inversão põe no baixo uma nota que não é a fundamental. ${symbol}: estado fundamental ${r}–${t}–${f}; primeira inversão ${t}–${f}–${r} (${symbol}/${t}); segunda inversão ${f}–${r}–${t} (${symbol}/${f}). O mesmo acorde com outro peso: a primeira inversão é mais leve e deixa o baixo andar por graus conjuntos; a segunda soa instável e costuma ser de passagem ou vir logo antes de uma cadência.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ) =>
    `Um acorde suspenso troca a terça pela quarta (sus4) ou pela segunda (sus2), então não é nem maior nem menor. ${s4}: ${s4Notes}; ${s2}: ${s2Notes}. O ${fourth} de ${s4} desce um grau até ${third}, a terça de ${I} — a suspensão e a sua resolução —, então ${s4} → ${I} soa como um suspiro que se acomoda.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number) =>
    `Uma anacruse (ou levare) é uma ou mais notas antes do primeiro compasso completo: a melodia começa antes e cai no primeiro tempo do compasso 1, o primeiro tempo forte. Em ${meter}, uma anacruse de ${pickup} tempo${pickup === 1 ? '' : 's'} começa no tempo ${start} de um compasso incompleto, e o último compasso é tradicionalmente encurtado para ${last} tempo${last === 1 ? '' : 's'}, para que a anacruse e o último compasso somem um compasso inteiro.`,
  explainHemiola: () =>
    'Uma hemíola reagrupa os tempos para que se ouçam três grupos de dois onde cabem dois grupos de três. Em 3/4, dois compassos contados 1 2 3 | 1 2 3 são acentuados como três mínimas — 1 2 | 3 1 | 2 3 —, então por um instante os dois compassos soam como um compasso de 3/2: três contra dois. Costuma vir logo antes de uma cadência e faz a música parecer alargar. Em 6/8 o mesmo truque transforma duas semínimas pontuadas em três semínimas (a sensação de 3/4).',
  explainSonataForm: (home: string, second: string) =>
    `A forma sonata é um movimento em três partes, uma história contada com tonalidades. Exposição: o primeiro tema na tonalidade principal (${home}), uma transição e um segundo tema contrastante em outra tonalidade (${second}); costuma ser repetida. Desenvolvimento: os temas são fragmentados e levados por outras tonalidades — o meio instável — até que um longo trecho na dominante prepara a volta. Reexposição: os dois temas voltam, o segundo agora na tonalidade principal, e o conflito se resolve; uma coda pode fechar.`,
  explainSatb: () =>
    'SATB quer dizer Soprano, Contralto (Alto), Tenor e Baixo: os quatro naipes de um coro misto, do mais agudo ao mais grave, e as quatro vozes da harmonia clássica a quatro partes. Extensões aproximadas: soprano C4–G5, contralto G3–D5, tenor C3–G4 (escrito uma oitava acima, na clave de sol com um 8 embaixo), baixo E2–C4 (C4 é o dó central). As sopranos costumam cantar a melodia; as outras três completam o acorde, com o baixo na fundamental ou na nota mais grave da inversão.',
  explainFermata: () =>
    'Uma fermata (𝄐, o arco com um ponto embaixo que parece um olho) significa sustentar: segure essa nota, acorde ou pausa por mais tempo do que o escrito e depois siga. Quanto tempo, decide o regente ou o intérprete — entre uma vez e meia e o dobro do valor escrito é o comum. No coro, segure até o regente cortar e fique atento à respiração e à próxima entrada. Nos corais de Bach ela marca o fim de uma frase, mais do que uma nota longa.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ) =>
    `A escala alterada (superlócria) é o 7.º modo da menor melódica meio tom acima. Sobre ${dominant}: ${notes}. Sobre ${dominant}7 ela mantém a fundamental, a terça (${third}) e a sétima (${seventh}) e altera todas as outras notas: ${alterations}. Os músicos de jazz a usam num V7 que resolve — ${dominant}7alt → ${target}, sobretudo para um acorde menor — para ter a máxima tensão logo antes da resolução, já que as notas alteradas ficam a meio tom de notas de ${target}.`,
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
    `O ii–V «pela porta dos fundos» (backdoor) chega à tônica a partir de um tom abaixo em vez de pelo V: em ${key}, ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), ambos emprestados do menor homônimo. ${b6} desce meio tom para ${five} e ${b7} sobe um tom para ${tonic}: uma chegada mais suave e soul que V7 → I; aparece em standards de jazz, gospel e soul, e funciona também como turnaround.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string) =>
    `No contraponto de primeira espécie (nota contra nota) as consonâncias são o uníssono, a quinta e a oitava justas e as terças e sextas imperfeitas, maiores ou menores — acima de ${bass}: ${third} (terça), ${fifth} (quinta), ${sixth} (sexta) e ${bass} (oitava). Todo o resto é dissonância: segundas, sétimas, o trítono e a quarta justa. A quarta conta como dissonante contra o baixo (a voz mais grave): ${fourth} sobre ${bass} soa como um retardo que quer descer para ${third}, e faz a nota de cima soar como fundamental, de modo que o baixo deixa de soar como alicerce. Entre duas vozes superiores uma quarta vai bem (${fifth}–${bass} em cima de um acorde de ${bass}). Comece e termine numa consonância perfeita, com sobretudo terças e sextas no meio.`,
  explainCounterpoint: () =>
    'Contraponto é escrever duas ou mais linhas independentes que soem bem juntas. Comece com duas vozes, nota contra nota (primeira espécie), sobre uma melodia dada curta. Duas vozes podem se mover de quatro jeitos: movimento contrário (uma sobe, a outra desce — o mais independente), oblíquo (uma segura, a outra se move), direto ou semelhante (mesma direção, intervalos diferentes) e paralelo (mesma direção, mesmo intervalo). Prefira o movimento contrário e oblíquo, use terças e sextas à vontade, comece e termine em uníssono, oitava ou quinta, e evite quintas e oitavas paralelas (consecutivas): elas fundem as duas vozes numa só.',
  explainCatchyMelody: () =>
    'Do ponto de vista da teoria, melodias grudentas têm algumas coisas em comum: repetição (um motivo curto que volta, igual ou variado, para o ouvido prever), um ritmo claro que se repete mesmo quando as notas mudam, movimento quase sempre por graus conjuntos com um ou dois saltos para o gancho, um contorno simples (subir até um ponto alto e depois descer), uma extensão pequena e cantável (mais ou menos uma oitava) e notas do acorde nos tempos fortes, com o gancho caindo na frase do título.',
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
    `Um acorde de sexta aumentada é um pré-dominante construído sobre o 6º grau abaixado com o 4º elevado acima. Em ${key}, ${b6} e ${raised4} estão a uma sexta aumentada e os dois se abrem um semitom até ${five} (${b6} desce, ${raised4} sobe), a fundamental de ${V}. Há três tipos: italiana ${it}, francesa ${fr} e alemã ${ger} (soa como uma sétima da dominante, mas resolve em ${V}).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ) =>
    `As duas pentatônicas são escalas de cinco notas sem semitons. ${major}: ${majorNotes} — a escala maior sem o 4º e o 7º grau, brilhante e aberta (pop, country). ${minor}: ${minorNotes} — a menor natural sem o 2º e o 6º grau, o som do rock e do blues. A maior tem as mesmas notas da sua relativa ${relative}, só começando em outro lugar; acrescente a quinta diminuta (${blue}) à menor e você tem a escala blues.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string) =>
    `Meia cadência frígia: iv6 → V em tom menor — em ${minorKey}, ${iv6} (${ivNotes}, com a 3ª no baixo) → ${V}. O baixo desce um semitom até a 5ª enquanto a voz de cima sobe um tom: o semitom descendente do modo frígio; no Barroco fechava movimentos lentos como uma pergunta (os tons maiores a tomam emprestada do homônimo menor).`,
  cadenceImperfect: () =>
    'Meia cadência e «imperfect cadence» são a mesma coisa: «imperfect cadence» é o nome britânico — as duas param no V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string) =>
    `Quase qualquer acorde do tom pode vir antes do V: principalmente os pré-dominantes IV (${IV}) e ii (${ii}), e também I (${I}) ou vi (${vi}) — por exemplo ${ii} → ${V} ou ${IV} → ${V}.`,
  guideToneMoves: (ii: string, a: string, V: string, b: string, c: string, I: string, d: string, e: string) =>
    `Voz por voz: ${a}, a sétima de ${ii}, desce um grau para ${b}, a terça de ${V}, enquanto ${c}, a sua terça, fica parada como sétima de ${V}; depois ${c} desce um grau para ${d}, a terça de ${I}, e ${b} → ${e}, a sétima de ${I}. As fundamentais saltam; essas duas vozes quase não se movem.`,
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
    `Em ${key}, ${from} → ${to}: ${root}.${moves ? ` Voz a voz, ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Cada nota que se move segue o caminho mais curto até uma nota de ${target}, por isso ${target} soa como a resposta ao acorde anterior.`,
  resolutionRoot: (semitones: number, from: string, to: string) =>
    semitones === 0
      ? `os dois têm a fundamental ${from}`
      : semitones === 5
        ? `a fundamental desce uma quinta (${from} → ${to}), o movimento de fundamental mais forte`
        : semitones === 7
          ? `a fundamental sobe uma quinta (${from} → ${to}), uma atração mais suave, plagal`
          : `a fundamental ${semitones < 6 ? 'sobe' : 'desce'} ${STEPS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string) =>
    `${note} ${step > 0 ? 'sobe' : 'desce'} ${STEPS[Math.abs(step)]} para ${target}${role === 'leading' ? ` (a sensível de ${target})` : role === 'seventh' ? ' (a sétima, que resolve para baixo)' : ''}`,
  resolutionHeld: (notes: string, count: number) =>
    `${notes} ${count === 1 ? 'fica como nota comum' : 'ficam como notas comuns'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean) =>
    `O trítono ${from}, o intervalo mais instável, resolve ${contrary ? 'em movimento contrário ' : ''}em ${to}.`,
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
    `A tensão vem dos intervalos instáveis; o relaxamento é a sua resolução. Em ${key}, ${V} (${VNotes}) contém o trítono ${leading}–${seventh}: ${leading} é a sensível, um semitom abaixo de ${tonic}, e ${seventh} fica um grau acima da terça ${third} — as duas resolvem pelo menor passo no acorde de tônica ${I}, e é por isso que V7 → I (dominante para tônica) soa como voltar para casa.`,
  explainIntervals: (tonic: string, s2: string, s3: string, s4: string, s5: string, s6: string, s7: string) =>
    `Um intervalo é a distância entre duas notas, com nome pelo número de notas que abrange e pela qualidade. A partir de ${tonic}: segunda maior ${s2} (2 semitons), terça maior ${s3} (4), quarta justa ${s4} (5), quinta justa ${s5} (7), sexta maior ${s6} (9), sétima maior ${s7} (11), oitava (12). Abaixe um intervalo maior um semitom e ele fica menor (terça menor = 3 semitons); o trítono (6) divide a oitava ao meio e é a tensão dentro de toda sétima da dominante.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string) =>
    `Condução de vozes a quatro partes de ${chords}, cada voz se movendo o mínimo possível — Soprano: ${soprano}. Contralto: ${alto}. Tenor: ${tenor}. Baixo: ${bass}. O baixo fica com as fundamentais; as três vozes superiores mantêm as notas que dois acordes têm em comum e movem as outras pelo menor passo, em movimento contrário ao baixo quando dá, sem quintas nem oitavas paralelas.`,
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
    `Condução de vozes é levar cada nota de um acorde para a nota mais próxima do seguinte, mantendo as notas comuns. Em ${key}: de ${I} (${INotes}) para ${IV} (${IVNotes}) fica ${common}, ${third} sobe um semitom para ${to1} e ${fifth} sobe um tom para ${to2} — em vez de pular a forma inteira uma quarta acima. De ${IV} para ${V} (${VNotes}) não há nota comum, então as vozes de cima descem por graus conjuntos contra um baixo que sobe. Passos pequenos deixam as vozes cantáveis e as mudanças suaves.`,
  explainModesFamily: (key: string, modes: string) =>
    `Os modos são a escala maior tocada a partir de cada um dos seus graus. Com as notas de ${key}: ${modes}. As mesmas notas, outra nota de repouso — por isso cada modo tem sua cor. Compare um modo com a escala maior ou menor natural na mesma tônica e a nota que muda é o seu som: a 6.ª alta do dórico, a 7.ª menor do mixolídio, a 4.ª aumentada do lídio, a 2.ª menor do frígio.`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string) =>
    `O blues de 12 compassos são três frases de 4 compassos nos acordes I, IV e V, geralmente todos com sétima de dominante. Em ${key}: | ${bars} |. A 1.ª frase fica em ${I}, a 2.ª vai a ${IV} e volta, e a 3.ª é o turnaround: ${V} – ${IV} – ${I} – ${V} leva de volta ao início. O "quick change" coloca ${IV} no compasso 2. Nos 12 compassos você pode improvisar com a pentatônica menor ou a escala blues de ${tonic}.`,
  explainEnharmonicKeys: (a: string, sigA: string, b: string, sigB: string, pick: string, tie: boolean) =>
    tie
      ? `${a} tem ${sigA} e ${b} tem ${sigB}: empate, então as duas aparecem — guitarra e cordas tendem aos sustenidos, sopros e piano aos bemóis. Soam exatamente iguais.`
      : `${a} tem ${sigA}; ${b} tem ${sigB}. Soam exatamente iguais, então quase todo mundo escreve em ${pick}: menos acidentes para ler e menos dobrados sustenidos ou bemóis nos acordes. Regra prática: escolha a grafia com menos acidentes.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ) =>
    `Uma escala usa cada letra (A–G) exatamente uma vez. ${key}: ${scale}. Chamar ${asked} de "${other}" daria duas notas na letra ${otherLetter} e nenhuma em ${askedLetter}, então se escreve ${asked}: a mesma altura que ${other}, na letra de que a escala precisa. Assim a armadura fica toda em sustenidos ou toda em bemóis, e os acordes empilham letras em terças (${triad}).`,
  explainTruckDriver: (key: string, halfUp: string, wholeUp: string, progression: string, lift: string) =>
    `Uma "truck driver modulation" sobe a música inteira meio tom ou um tom — normalmente no último refrão — sem acorde pivô: de ${key} direto para ${halfUp} (ou ${wholeUp}). A versão mais suave coloca antes o V7 da nova tonalidade: ${progression}, onde ${lift} é o empurrão. Dá um impulso imediato (muito comum em baladas pop dos anos 80 e 90), mas em excesso soa brega.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string) =>
    `As mudanças de Coltrane (Giant Steps, Countdown) dividem a oitava em três tonalidades a uma terça maior — ${tonics} — e saltam entre elas, chegando a cada tônica pelo seu próprio V7: ${cycle}. Cada salto é uma terça maior (4 semitons), então três saltos trazem você de volta, e os V7 fazem cada chegada soar como cadência. Ele também usou o ciclo sobre um ii–V–I comum (${iiVI} em ${key}) como substituição.`,
  explainPedalPoint: (key: string, pedal: string, chords: string) =>
    `Um pedal sustenta uma nota — geralmente no baixo — enquanto os acordes mudam por cima. Em ${key}, mantenha ${pedal} no baixo sob ${chords}: alguns acordes concordam com ${pedal} e outros atritam, então a tensão cresce e se resolve sobre uma nota que nunca se move. Um pedal de tônica dá chão; um de dominante (na 5.ª) soa como espera.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ) =>
    `Um power chord é só a fundamental e a 5.ª, muitas vezes com a fundamental dobrada em cima: ${five} = ${fiveNotes}. Sem 3.ª (nem ${majorThird} nem ${minorThird}) ele não é maior nem menor, então serve para os dois — e com muita distorção uma 3.ª vira lama, enquanto a 5.ª sozinha fica firme e enorme. Por isso riffs de rock e metal são feitos deles, como ${riff}.`,
  explainSeventhChords: (list: string, maj7: string, dom7: string, seventh: string, flatSeventh: string) =>
    `Os tipos de acorde de sétima sobre uma mesma fundamental: ${list}. Sétima maior = tríade maior + 7.ª maior (suave, em repouso). Sétima de dominante = tríade maior + 7.ª menor (bluesy, quer resolver: a 3.ª e a 7.ª formam um trítono). Menor com sétima = tríade menor + 7.ª menor (macio). Meio-diminuto = tríade diminuta + 7.ª menor (o ii do tom menor); o diminuto empilha terças menores. ${maj7} e ${dom7} só diferem na 7.ª: ${seventh} contra ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string) =>
    `As extensões continuam empilhando terças sobre um acorde de sétima: 9.ª, 11.ª e 13.ª (a 2.ª, a 4.ª e a 6.ª uma oitava acima). Em ${root}: ${chords} — a 9.ª é ${ninth}. Elas dão cor sem mudar a função do acorde; nos dominantes dá para alterá-las (b9, #9, #11, b13). Costuma-se omitir a 5.ª, e às vezes a fundamental, para manter o voicing claro. Um ii–V–I com extensões: ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ) =>
    `A qualidade de uma tríade vem das suas duas terças empilhadas. Em ${root}: ${major} é 3.ª maior + 3.ª menor (brilhante); ${minor} é 3.ª menor + 3.ª maior (mais escuro); ${dim} são duas 3.as menores, então a 5.ª é diminuta (tenso, quer se mover); ${aug} são duas 3.as maiores, com a 5.ª aumentada (instável, sonhador). Só a 3.ª separa maior de menor: ${third} contra ${flatThird}.`,
  explainOddMeters: () =>
    'Um compasso irregular agrupa os tempos de forma desigual, em 2 e 3. 5/4 é 3+2 ou 2+3 ("Take Five"); 7/8 costuma ser 2+2+3 (ou 3+2+2): conte "1-2, 1-2, 1-2-3" e acentue a primeira nota de cada grupo. O grupo mais longo soa como um tropeço ou um empurrão extra — é esse o charme. Marque os grupos antes de tocar por cima; posso escrever uma peça em 5/4 ou 7/8 para você ouvir.',
  explainCompoundMeter: () =>
    '3/4 e 6/8 têm seis colcheias, agrupadas de outro jeito. 3/4 são três tempos de duas colcheias ("1 e 2 e 3 e"): uma valsa, sentida em três. 6/8 são dois tempos de três colcheias ("1-2-3 4-5-6"): balança em dois, como uma balada ou uma giga. Mesmo tamanho de compasso, outra pulsação — em 6/8 o pé bate duas vezes por compasso, em 3/4 três. 12/8 são quatro grupos de três, o clima do blues lento.',
  explainSyncopation: () =>
    'A síncope coloca acentos onde o tempo não espera — nos contratempos (os "e") ou ligados por cima de um tempo — em vez de 1, 2, 3 e 4. Conte "1 e 2 e 3 e 4 e": um ritmo reto cai nos números; um sincopado toca o "e" do 2 e segura por cima do 3. Funk, reggae, música latina e refrões pop vivem disso: a pulsação constante por baixo é o que faz o acento no contratempo soar como um empurrão.',
  explainSwing: () =>
    'O swing toca as colcheias em pares, longa–curta em vez de iguais: cada tempo é sentido como uma quiáltera, a primeira colcheia com dois terços e a segunda com um (cerca de 66 %; um swing leve fica em 55–60 %, reto é 50 %). Conte "1-ter-cina" e toque no "1" e no "na". Jazz, shuffle e muito hip-hop usam isso. Peça "mais swing" ou "reto" em qualquer peça aqui e você vai ouvir a diferença.',
  explainPolyrhythm: () =>
    'Uma polirritmia toca duas pulsações diferentes ao mesmo tempo no mesmo espaço. A clássica é 3 contra 2: num compasso, uma parte toca 3 notas iguais enquanto outra toca 2, e elas só se encontram no primeiro tempo. Conte seis subdivisões: a parte de 3 cai em 1, 3 e 5, a de 2 em 1 e 4. 4 contra 3 funciona igual sobre doze. Aparece na percussão da África Ocidental, no jazz e no afrobeat.',
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ) =>
    `Uma terça de picardia termina uma peça em menor na tônica maior: em ${minor}, o último ${i} (${iNotes}) vira ${I} (${INotes}) — só a terça se move, ${from} sobe para ${to}. Depois de uma peça escura, essa única nota elevada soa como luz rompendo.`,
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
    `O acorde napolitano (bII) é o acorde maior sobre o 2º grau abaixado, geralmente na primeira inversão (N6). Em ${key}: ${N} (${NNotes}), tocado como ${N}/${third}. Ele é dramático porque a sua fundamental ${root} fica um semitom acima da tônica e fora da tonalidade: desce por grau para a dominante ${V} (${VNotes}), onde ${root} cai para ${leading} — um aperto de terça diminuta — antes de ${i}.`,
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
    `Uma modulação por acorde pivô passa para um tom novo através de um acorde que os dois tons têm em comum. De ${from} para ${to}: ${pivot} (${pivotNotes}) é ${homeNumeral} em ${home} e ${targetNumeral} em ${target}, então a progressão pode tratá-lo como o ${targetNumeral} do tom novo e seguir para ${V7} → ${I}.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ) =>
    `${from} e ${to} não têm nenhum acorde em comum, então não há pivô: a entrada suave é pela dominante do tom novo. Feche uma frase em ${from} e toque ${V7} (${V7Notes}) → ${I} — a sensível ${leading} diz ao ouvido onde está a casa agora — e fique em ${to} por uma ou duas cadências para ele se firmar.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ) =>
    `A harmonia jazz soa “jazzística” principalmente pelas sétimas e tensões em cada acorde e pelo movimento ii–V. Em ${key}: em vez de ${plain}, toque ${sevenths}; cada sétima acrescenta uma dissonância suave, e as fundamentais caindo em quintas (${roots}) continuam puxando para a frente. Acrescente nonas em cima e um substituto de trítono (${sub} no lugar de ${V7}) para mais cor.`,
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
    `Menor natural de ${tonic}: ${nat}. A menor harmônica sobe a sétima (${nat7} → ${harm7}): ${harm} — isso dá um acorde de V maior, ${V7} (${V7Notes}), com uma sensível que puxa para ${tonic}, ao custo de uma segunda aumentada (${aug}). A menor melódica sobe também a sexta (${nat6} → ${mel6}): ${mel} — suavizando esse salto nas melodias que sobem (na tradição clássica, descendo ela volta à menor natural).`,
  circleStep: (key: string, fifths: number) =>
    `${key} (${fifths === 0 ? 'sem acidentes' : `${Math.abs(fifths)} ${fifths > 0 ? (Math.abs(fifths) === 1 ? 'sustenido' : 'sustenidos') : Math.abs(fifths) === 1 ? 'bemol' : 'bemóis'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string) =>
    `O ciclo das quintas ordena os tons a uma quinta justa de distância; tons vizinhos diferem em um só sustenido ou bemol, então são os mais próximos. Cada passo no sentido horário acrescenta um sustenido (ou tira um bemol): ${steps}. Vizinhos têm todas as notas em comum menos uma, então são os tons mais próximos para modular, e fundamentais que percorrem o ciclo no sentido contrário (${vi} → ${ii} → ${V} → ${I}) dão as progressões mais fortes.`,
} satisfies Partial<Messages>;
