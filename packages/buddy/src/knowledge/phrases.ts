import type { ReplyLanguage } from '../language/messages/index.ts';

/** The knowledge layer's own sentences, in every reply language. */
interface Phrases {
  /** Put before an English answer that has no translation yet. */
  readonly englishOnly: string;
  /** Nothing in the knowledge base matched. */
  readonly noMatch: string;
  /** A named song: no look-up, no invented chords. */
  readonly song: (title: string) => string;
}

const MODEL_NOTE_EN =
  'For open questions beyond that, the server can connect a language model (set `ASSISTANT_MODEL`, e.g. `openai:…` or `anthropic:…`).';

export const PHRASES: Readonly<Record<ReplyLanguage, Phrases>> = {
  en: {
    englishOnly: '',
    noMatch: `I don't have notes on that one. Offline I can write pieces as MIDI (chords, bass, melody, drums) in any key, tempo and meter, change them ("faster", "add strings", "up a fifth"), answer theory questions (notes of a chord, chords in a key, intervals) and give practical tips on mixing, recording, DAWs, songwriting and practice. ${MODEL_NOTE_EN}`,
    song: (title) =>
      `I can't look songs up, so I won't hand you made-up chords and call them “${title}”. Two things I can do: write something in that style (tell me the feel, tempo or key), or take the chords you have — paste them like “Dm7 G7 Cmaj7 A7” — and turn them into a card you can play, transpose or give a bass line and drums.`,
  },
  es: {
    englishOnly: '(Esta respuesta aún solo está en inglés.)',
    noMatch: `De eso no tengo notas. Sin conexión puedo escribir piezas en MIDI (acordes, bajo, melodía, batería) en cualquier tonalidad, tempo y compás, cambiarlas ("más rápido", "añade cuerdas", "una quinta arriba"), responder preguntas de teoría (notas de un acorde, acordes de una tonalidad, intervalos) y dar consejos prácticos de mezcla, grabación, DAWs, composición y práctica. Para preguntas abiertas, el servidor puede conectar un modelo de lenguaje (variable \`ASSISTANT_MODEL\`, p. ej. \`openai:…\` o \`anthropic:…\`).`,
    song: (title) =>
      `No puedo buscar canciones, así que no voy a darte acordes inventados diciendo que son los de «${title}». Lo que sí puedo: escribir algo en ese estilo (dime el ambiente, el tempo o la tonalidad), o tomar los acordes que tengas —pégalos así: «Dm7 G7 Cmaj7 A7»— y convertirlos en una tarjeta que puedes escuchar, transponer o completar con bajo y batería.`,
  },
  fr: {
    englishOnly: '(Cette réponse n’existe encore qu’en anglais.)',
    noMatch: `Je n’ai pas de notes là-dessus. Hors ligne, je peux écrire des morceaux en MIDI (accords, basse, mélodie, batterie) dans n’importe quelle tonalité, tempo et mesure, les modifier (« plus rapide », « ajoute des cordes », « une quinte plus haut »), répondre aux questions de théorie (notes d’un accord, accords d’une tonalité, intervalles) et donner des conseils pratiques sur le mixage, l’enregistrement, les DAW, l’écriture et la pratique. Pour les questions ouvertes, le serveur peut brancher un modèle de langage (variable \`ASSISTANT_MODEL\`, par ex. \`openai:…\` ou \`anthropic:…\`).`,
    song: (title) =>
      `Je ne peux pas chercher de chansons, donc je ne vais pas inventer des accords en prétendant que ce sont ceux de « ${title} ». Ce que je peux faire : écrire quelque chose dans ce style (dis-moi l’ambiance, le tempo ou la tonalité), ou prendre les accords que tu as — colle-les comme « Dm7 G7 Cmaj7 A7 » — et en faire une carte à écouter, transposer ou compléter avec basse et batterie.`,
  },
  de: {
    englishOnly: '(Diese Antwort gibt es bisher nur auf Englisch.)',
    noMatch: `Dazu habe ich keine Notizen. Offline kann ich Stücke als MIDI schreiben (Akkorde, Bass, Melodie, Schlagzeug) in jeder Tonart, jedem Tempo und Takt, sie ändern („schneller“, „füge Streicher hinzu“, „eine Quinte höher“), Theoriefragen beantworten (Töne eines Akkords, Akkorde einer Tonart, Intervalle) und praktische Tipps zu Mixing, Aufnahme, DAWs, Songwriting und Üben geben. Für offene Fragen kann der Server ein Sprachmodell anbinden (Variable \`ASSISTANT_MODEL\`, z. B. \`openai:…\` oder \`anthropic:…\`).`,
    song: (title) =>
      `Ich kann keine Songs nachschlagen, also gebe ich dir keine erfundenen Akkorde als die von „${title}“ aus. Was ich kann: etwas in diesem Stil schreiben (sag mir Stimmung, Tempo oder Tonart) oder deine eigenen Akkorde nehmen — füge sie ein wie „Dm7 G7 Cmaj7 A7“ — und daraus eine Karte machen, die du abspielen, transponieren oder mit Bass und Schlagzeug ergänzen kannst.`,
  },
  pt: {
    englishOnly: '(Esta resposta ainda só existe em inglês.)',
    noMatch: `Sobre isso não tenho anotações. Offline posso escrever peças em MIDI (acordes, baixo, melodia, bateria) em qualquer tom, andamento e compasso, alterá-las ("mais rápido", "adicione cordas", "uma quinta acima"), responder perguntas de teoria (notas de um acorde, acordes de um tom, intervalos) e dar dicas práticas de mixagem, gravação, DAWs, composição e estudo. Para perguntas abertas, o servidor pode ligar um modelo de linguagem (variável \`ASSISTANT_MODEL\`, por ex. \`openai:…\` ou \`anthropic:…\`).`,
    song: (title) =>
      `Não consigo pesquisar músicas, então não vou te dar acordes inventados como se fossem os de “${title}”. O que posso fazer: escrever algo nesse estilo (me diga o clima, o andamento ou o tom), ou pegar os acordes que você tem — cole assim: “Dm7 G7 Cmaj7 A7” — e transformá-los num card para ouvir, transpor ou completar com baixo e bateria.`,
  },
  it: {
    englishOnly: '(Questa risposta per ora è solo in inglese.)',
    noMatch: `Su questo non ho appunti. Offline posso scrivere brani in MIDI (accordi, basso, melodia, batteria) in qualsiasi tonalità, tempo e metro, modificarli ("più veloce", "aggiungi gli archi", "una quinta sopra"), rispondere a domande di teoria (note di un accordo, accordi di una tonalità, intervalli) e dare consigli pratici su mix, registrazione, DAW, scrittura e studio. Per domande aperte, il server può collegare un modello linguistico (variabile \`ASSISTANT_MODEL\`, ad es. \`openai:…\` o \`anthropic:…\`).`,
    song: (title) =>
      `Non posso cercare le canzoni, quindi non ti darò accordi inventati spacciandoli per quelli di “${title}”. Cosa posso fare: scrivere qualcosa in quello stile (dimmi atmosfera, tempo o tonalità), oppure prendere gli accordi che hai — incollali così: “Dm7 G7 Cmaj7 A7” — e trasformarli in una card da ascoltare, trasporre o completare con basso e batteria.`,
  },
};
