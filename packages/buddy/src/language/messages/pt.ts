import type { Messages } from './en.ts';

/** The brain's reply texts in Portuguese (same keys as en.ts; a missing key falls back to English). */
export const pt = {
  notUnderstood: () =>
    'Não entendi. Peça uma peça ("um beat lo-fi tranquilo em fá menor"), uma alteração ("mais rápido") ou uma pergunta de teoria ("quais são as notas de Cmaj7?").',
  greeting: () =>
    'Oi! Sou seu parceiro musical. Peça acordes, uma linha de baixo, uma melodia ou um groove de bateria — por ex. "um beat lo-fi tranquilo em fá menor a 80 BPM" — ou uma pergunta de teoria como "por que um ii-V-I resolve?".',
  thanks: () =>
    'Por nada! Quer outra ideia — talvez "uma bossa nova no violão de nylon" ou "a mesma coisa em 6/8"?',
  bye: () => 'Até mais — suas peças ficam neste chat quando você voltar.',
  capabilities: () =>
    'Escrevo progressões de acordes, linhas de baixo, melodias e grooves de bateria em MIDI (12 estilos, qualquer tom ou modo, compassos como 3/4, 6/8, 7/8, seus próprios acordes ou graus em algarismos romanos), altero-os ("mais rápido", "transponha uma quarta acima", "adicione bateria", "faça o compasso 5 subir", "adicione um refrão"), respondo perguntas sobre a peça e explico teoria com as notas reais. Experimente "uma balada triste em dó sustenido menor no Rhodes".',
  offTopic: () =>
    'Isso está fora da música, então aí não posso ajudar. Posso escrever progressões, baixos, melodias e grooves de bateria em MIDI, alterá-los ou explicar teoria — experimente "um groove funk alegre em mi" ou "o que é uma substituição de trítono?".',
  practicalUnknown: () =>
    'Boa pergunta prática, mas ainda não sei respondê-la bem. O que posso fazer: escrever ou alterar MIDI para você praticar (por ex. "um blues de 12 compassos lento em lá a 70 BPM"), explicar a teoria por trás ou responder perguntas sobre uma peça deste chat.',
  song: () =>
    'Não tenho os acordes nem as tablaturas de músicas existentes, e não vou inventá-los dizendo que são os originais. Se você digitar os acordes que conhece (por ex. "G D Em C"), eu toco, analiso ou escrevo uma parte por cima.',
  theoryUnknown: () =>
    'Respondo com exatidão: acordes de um tom, notas de um acorde, escala ou modo, intervalos, tons relativos e homônimos, armaduras de clave, análise em graus romanos, em que tom está uma progressão — e explico cadências, ii–V–I, dominantes secundárias, substituições de trítono, modos, acordes emprestados, menor harmônica/melódica, o ciclo das quintas, condução de vozes, funções e inversões.',
  explanation: (text: string, offer: boolean) => (offer ? `${text}\nQuer que eu toque um exemplo?` : text),
  explanationWithExample: (text: string, chords: string) => `${text}\nAqui vai um exemplo curto: ${chords}.`,
  noPiece: () =>
    'Ainda não há nenhuma peça neste chat, então não há de onde tirar isso. Peça uma — por ex. "um beat lo-fi tranquilo em fá menor" — e depois pergunte à vontade.',
  editWithoutPiece: () => 'Não tenho uma peça anterior neste chat, então escrevi uma nova',
  composed: (summary: string, progression: string) => `Aqui está ${summary}.\nProgressão: ${progression}.`,
  filledIn: (choices: string) => `${choices}.`,
  done: (changes: string) => `Feito — ${changes}.`,
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
  pieceParts: (parts: string) => `Tem ${parts}.`,
  pieceStyle: (style: string) => `Está escrita no estilo ${style}.`,
  pieceScale: (key: string, scales: string) => `Sobre ${key}, funcionam: ${scales}.`,
  pieceSummary: (summary: string) => `É ${summary}.`,
  uploadHarmonised: (added: string, file: string, progression: string) =>
    `Feito — escrevi ${added} sobre os próprios acordes do seu arquivo e mantive todas as notas dele (${file}).\nAcordes que segui: ${progression}.`,
  uploadCannotAdd: (reason: string) =>
    `Não consigo adicionar isso ao seu arquivo: ${reason}. Ainda posso transpô-lo, mudar o andamento ou adicionar bateria ou uma linha de baixo.`,
} satisfies Partial<Messages>;
