/*
 * The music words a reply names, per reply language: modes and scales, styles, part roles, the
 * common General MIDI instruments, chord types and intervals. Note names, chord symbols and numbers
 * stay as written; a word missing here is shown as the engine's English name.
 */
import { gmProgramName, type Key } from '@riffmate/music';
import type { DegreeRole } from '../types.ts';
import type { ReplyLanguage } from './messages/index.ts';

type Foreign = Exclude<ReplyLanguage, 'en'>;
type Table = Readonly<Record<string, Readonly<Record<Foreign, string>>>>;

const MODES: Table = {
  major: { es: 'mayor', fr: 'majeur', de: 'Dur', pt: 'maior', it: 'maggiore' },
  minor: { es: 'menor', fr: 'mineur', de: 'Moll', pt: 'menor', it: 'minore' },
  ionian: { es: 'jónico', fr: 'ionien', de: 'ionisch', pt: 'jônio', it: 'ionico' },
  dorian: { es: 'dórico', fr: 'dorien', de: 'dorisch', pt: 'dórico', it: 'dorico' },
  phrygian: { es: 'frigio', fr: 'phrygien', de: 'phrygisch', pt: 'frígio', it: 'frigio' },
  lydian: { es: 'lidio', fr: 'lydien', de: 'lydisch', pt: 'lídio', it: 'lidio' },
  mixolydian: { es: 'mixolidio', fr: 'mixolydien', de: 'mixolydisch', pt: 'mixolídio', it: 'misolidio' },
  aeolian: { es: 'eólico', fr: 'éolien', de: 'äolisch', pt: 'eólio', it: 'eolio' },
  locrian: { es: 'locrio', fr: 'locrien', de: 'lokrisch', pt: 'lócrio', it: 'locrio' },
};

const SCALES: Table = {
  ...MODES,
  'natural minor': {
    es: 'menor natural',
    fr: 'mineure naturelle',
    de: 'natürlich Moll',
    pt: 'menor natural',
    it: 'minore naturale',
  },
  'harmonic minor': {
    es: 'menor armónica',
    fr: 'mineure harmonique',
    de: 'harmonisch Moll',
    pt: 'menor harmônica',
    it: 'minore armonica',
  },
  'melodic minor': {
    es: 'menor melódica',
    fr: 'mineure mélodique',
    de: 'melodisch Moll',
    pt: 'menor melódica',
    it: 'minore melodica',
  },
  'major pentatonic': {
    es: 'pentatónica mayor',
    fr: 'pentatonique majeure',
    de: 'Dur-Pentatonik',
    pt: 'pentatônica maior',
    it: 'pentatonica maggiore',
  },
  'minor pentatonic': {
    es: 'pentatónica menor',
    fr: 'pentatonique mineure',
    de: 'Moll-Pentatonik',
    pt: 'pentatônica menor',
    it: 'pentatonica minore',
  },
  blues: { es: 'blues', fr: 'blues', de: 'Blues-Skala', pt: 'blues', it: 'blues' },
  'major blues': {
    es: 'blues mayor',
    fr: 'blues majeure',
    de: 'Dur-Blues-Skala',
    pt: 'blues maior',
    it: 'blues maggiore',
  },
  'minor blues': {
    es: 'blues menor',
    fr: 'blues mineure',
    de: 'Moll-Blues-Skala',
    pt: 'blues menor',
    it: 'blues minore',
  },
};

const STYLES: Table = {
  ballad: { es: 'balada', fr: 'ballade', de: 'Balladen', pt: 'balada', it: 'ballata' },
  waltz: { es: 'vals', fr: 'valse', de: 'Walzer', pt: 'valsa', it: 'valzer' },
  cinematic: {
    es: 'cinematográfico',
    fr: 'musique de film',
    de: 'Filmmusik',
    pt: 'cinematográfico',
    it: 'colonna sonora',
  },
  'bossa-nova': { es: 'bossa nova', fr: 'bossa nova', de: 'Bossa-Nova', pt: 'bossa nova', it: 'bossa nova' },
  'lo-fi': { es: 'lo-fi', fr: 'lo-fi', de: 'Lo-Fi', pt: 'lo-fi', it: 'lo-fi' },
  jazz: { es: 'jazz', fr: 'jazz', de: 'Jazz', pt: 'jazz', it: 'jazz' },
  pop: { es: 'pop', fr: 'pop', de: 'Pop', pt: 'pop', it: 'pop' },
  rock: { es: 'rock', fr: 'rock', de: 'Rock', pt: 'rock', it: 'rock' },
  funk: { es: 'funk', fr: 'funk', de: 'Funk', pt: 'funk', it: 'funk' },
  'hip-hop': { es: 'hip-hop', fr: 'hip-hop', de: 'Hip-Hop', pt: 'hip-hop', it: 'hip-hop' },
  folk: { es: 'folk', fr: 'folk', de: 'Folk', pt: 'folk', it: 'folk' },
  'r-and-b': { es: 'R&B', fr: 'R&B', de: 'R&B', pt: 'R&B', it: 'R&B' },
  'drum-and-bass': {
    es: 'drum and bass',
    fr: 'drum and bass',
    de: 'Drum and Bass',
    pt: 'drum and bass',
    it: 'drum and bass',
  },
  'classical-piano': {
    es: 'piano clásico',
    fr: 'piano classique',
    de: 'klassisches Klavier',
    pt: 'piano clássico',
    it: 'pianoforte classico',
  },
};
/** Style ids spelt as musicians write them in English ("r-and-b" is R&B). */
const ENGLISH_STYLES: Readonly<Record<string, string>> = {
  'r-and-b': 'R&B',
  'drum-and-bass': 'drum and bass',
  'bossa-nova': 'bossa nova',
  'classical-piano': 'classical piano',
};

const SECTIONS: Table = {
  'main part': {
    es: 'parte principal',
    fr: 'partie principale',
    de: 'Hauptteil',
    pt: 'parte principal',
    it: 'parte principale',
  },
  intro: { es: 'intro', fr: 'intro', de: 'Intro', pt: 'intro', it: 'intro' },
  outro: { es: 'final', fr: 'fin', de: 'Outro', pt: 'final', it: 'finale' },
  bridge: { es: 'puente', fr: 'pont', de: 'Bridge', pt: 'ponte', it: 'bridge' },
  chorus: { es: 'estribillo', fr: 'refrain', de: 'Refrain', pt: 'refrão', it: 'ritornello' },
  verse: { es: 'estrofa', fr: 'couplet', de: 'Strophe', pt: 'estrofe', it: 'strofa' },
  'new bars': {
    es: 'compases nuevos',
    fr: 'nouvelles mesures',
    de: 'neue Takte',
    pt: 'compassos novos',
    it: 'battute nuove',
  },
  'pre-chorus': {
    es: 'preestribillo',
    fr: 'pré-refrain',
    de: 'Pre-Chorus',
    pt: 'pré-refrão',
    it: 'pre-ritornello',
  },
};

const ROLES: Table = {
  chords: { es: 'acordes', fr: 'accords', de: 'Akkorde', pt: 'acordes', it: 'accordi' },
  pad: { es: 'pad', fr: 'nappe', de: 'Pad', pt: 'pad', it: 'pad' },
  arpeggio: { es: 'arpegio', fr: 'arpège', de: 'Arpeggio', pt: 'arpejo', it: 'arpeggio' },
  bass: { es: 'bajo', fr: 'basse', de: 'Bass', pt: 'baixo', it: 'basso' },
  melody: { es: 'melodía', fr: 'mélodie', de: 'Melodie', pt: 'melodia', it: 'melodia' },
  'counter-melody': {
    es: 'contramelodía',
    fr: 'contre-chant',
    de: 'Gegenstimme',
    pt: 'contracanto',
    it: 'controcanto',
  },
  horns: { es: 'metales', fr: 'cuivres', de: 'Bläser', pt: 'metais', it: 'fiati' },
  percussion: { es: 'percusión', fr: 'percussions', de: 'Percussion', pt: 'percussão', it: 'percussioni' },
  drums: { es: 'batería', fr: 'batterie', de: 'Schlagzeug', pt: 'bateria', it: 'batteria' },
};

// The instruments the styles and the everyday names use most; others keep their GM name.
const INSTRUMENTS: Readonly<Record<number, Readonly<Record<Foreign, string>>>> = {
  0: {
    es: 'piano de cola',
    fr: 'piano à queue',
    de: 'Flügel',
    pt: 'piano de cauda',
    it: 'pianoforte a coda',
  },
  1: {
    es: 'piano brillante',
    fr: 'piano brillant',
    de: 'helles Klavier',
    pt: 'piano brilhante',
    it: 'pianoforte brillante',
  },
  3: {
    es: 'piano de taberna',
    fr: 'piano bastringue',
    de: 'Honky-Tonk-Klavier',
    pt: 'piano honky-tonk',
    it: 'pianoforte honky-tonk',
  },
  6: { es: 'clave', fr: 'clavecin', de: 'Cembalo', pt: 'cravo', it: 'clavicembalo' },
  13: { es: 'xilófono', fr: 'xylophone', de: 'Xylophon', pt: 'xilofone', it: 'xilofono' },
  18: { es: 'órgano de rock', fr: 'orgue rock', de: 'Rockorgel', pt: 'órgão de rock', it: 'organo rock' },
  22: { es: 'armónica', fr: 'harmonica', de: 'Mundharmonika', pt: 'gaita', it: 'armonica' },
  41: { es: 'viola', fr: 'alto', de: 'Bratsche', pt: 'viola', it: 'viola' },
  43: {
    es: 'contrabajo de orquesta',
    fr: 'contrebasse d’orchestre',
    de: 'Orchesterkontrabass',
    pt: 'contrabaixo de orquestra',
    it: 'contrabbasso d’orchestra',
  },
  45: {
    es: 'cuerdas en pizzicato',
    fr: 'cordes en pizzicato',
    de: 'Pizzicato-Streicher',
    pt: 'cordas em pizzicato',
    it: 'archi in pizzicato',
  },
  53: { es: 'voces «uuh»', fr: 'voix « ouh »', de: 'Uuh-Stimmen', pt: 'vozes “uuh”', it: 'voci «uuh»' },
  58: { es: 'tuba', fr: 'tuba', de: 'Tuba', pt: 'tuba', it: 'tuba' },
  59: {
    es: 'trompeta con sordina',
    fr: 'trompette bouchée',
    de: 'gedämpfte Trompete',
    pt: 'trompete com surdina',
    it: 'tromba con sordina',
  },
  60: { es: 'trompa', fr: 'cor d’harmonie', de: 'Waldhorn', pt: 'trompa', it: 'corno' },
  62: {
    es: 'metales sintetizados',
    fr: 'cuivres synthé',
    de: 'Synth-Bläser',
    pt: 'metais sintetizados',
    it: 'fiati synth',
  },
  64: {
    es: 'saxo soprano',
    fr: 'saxophone soprano',
    de: 'Sopransaxophon',
    pt: 'sax soprano',
    it: 'sax soprano',
  },
  67: {
    es: 'saxo barítono',
    fr: 'saxophone baryton',
    de: 'Baritonsaxophon',
    pt: 'sax barítono',
    it: 'sax baritono',
  },
  68: { es: 'oboe', fr: 'hautbois', de: 'Oboe', pt: 'oboé', it: 'oboe' },
  70: { es: 'fagot', fr: 'basson', de: 'Fagott', pt: 'fagote', it: 'fagotto' },
  72: { es: 'flautín', fr: 'piccolo', de: 'Piccoloflöte', pt: 'flautim', it: 'ottavino' },
  74: { es: 'flauta dulce', fr: 'flûte à bec', de: 'Blockflöte', pt: 'flauta doce', it: 'flauto dolce' },
  105: { es: 'banjo', fr: 'banjo', de: 'Banjo', pt: 'banjo', it: 'banjo' },
  110: { es: 'violín folk', fr: 'violon folk', de: 'Fiddle', pt: 'rabeca', it: 'violino folk' },
  4: {
    es: 'piano eléctrico Rhodes',
    fr: 'piano électrique Rhodes',
    de: 'Rhodes-E-Piano',
    pt: 'piano elétrico Rhodes',
    it: 'piano elettrico Rhodes',
  },
  5: {
    es: 'piano eléctrico FM',
    fr: 'piano électrique FM',
    de: 'FM-E-Piano',
    pt: 'piano elétrico FM',
    it: 'piano elettrico FM',
  },
  7: { es: 'clavinet', fr: 'clavinet', de: 'Clavinet', pt: 'clavinete', it: 'clavinet' },
  8: { es: 'celesta', fr: 'célesta', de: 'Celesta', pt: 'celesta', it: 'celesta' },
  9: { es: 'glockenspiel', fr: 'glockenspiel', de: 'Glockenspiel', pt: 'glockenspiel', it: 'glockenspiel' },
  10: {
    es: 'caja de música',
    fr: 'boîte à musique',
    de: 'Spieluhr',
    pt: 'caixinha de música',
    it: 'carillon',
  },
  11: { es: 'vibráfono', fr: 'vibraphone', de: 'Vibraphon', pt: 'vibrafone', it: 'vibrafono' },
  12: { es: 'marimba', fr: 'marimba', de: 'Marimba', pt: 'marimba', it: 'marimba' },
  16: {
    es: 'órgano Hammond',
    fr: 'orgue Hammond',
    de: 'Hammondorgel',
    pt: 'órgão Hammond',
    it: 'organo Hammond',
  },
  19: {
    es: 'órgano de iglesia',
    fr: 'orgue d’église',
    de: 'Kirchenorgel',
    pt: 'órgão de igreja',
    it: 'organo da chiesa',
  },
  21: { es: 'acordeón', fr: 'accordéon', de: 'Akkordeon', pt: 'acordeão', it: 'fisarmonica' },
  24: {
    es: 'guitarra española',
    fr: 'guitare classique',
    de: 'Konzertgitarre',
    pt: 'violão de nylon',
    it: 'chitarra classica',
  },
  25: {
    es: 'guitarra acústica',
    fr: 'guitare folk',
    de: 'Westerngitarre',
    pt: 'violão de aço',
    it: 'chitarra acustica',
  },
  26: {
    es: 'guitarra de jazz',
    fr: 'guitare jazz',
    de: 'Jazzgitarre',
    pt: 'guitarra de jazz',
    it: 'chitarra jazz',
  },
  27: {
    es: 'guitarra eléctrica limpia',
    fr: 'guitare électrique claire',
    de: 'cleane E-Gitarre',
    pt: 'guitarra elétrica limpa',
    it: 'chitarra elettrica pulita',
  },
  28: {
    es: 'guitarra eléctrica apagada',
    fr: 'guitare électrique étouffée',
    de: 'gedämpfte E-Gitarre',
    pt: 'guitarra elétrica abafada',
    it: 'chitarra elettrica stoppata',
  },
  29: {
    es: 'guitarra saturada',
    fr: 'guitare saturée',
    de: 'angezerrte Gitarre',
    pt: 'guitarra saturada',
    it: 'chitarra overdrive',
  },
  30: {
    es: 'guitarra distorsionada',
    fr: 'guitare distordue',
    de: 'verzerrte Gitarre',
    pt: 'guitarra distorcida',
    it: 'chitarra distorta',
  },
  32: {
    es: 'contrabajo',
    fr: 'contrebasse',
    de: 'Kontrabass',
    pt: 'contrabaixo acústico',
    it: 'contrabbasso',
  },
  33: {
    es: 'bajo eléctrico tocado con los dedos',
    fr: 'basse électrique aux doigts',
    de: 'E-Bass mit Fingern gespielt',
    pt: 'baixo elétrico tocado com os dedos',
    it: 'basso elettrico suonato con le dita',
  },
  34: {
    es: 'bajo eléctrico con púa',
    fr: 'basse électrique au médiator',
    de: 'E-Bass mit Plektrum',
    pt: 'baixo elétrico com palheta',
    it: 'basso elettrico con plettro',
  },
  35: {
    es: 'bajo sin trastes',
    fr: 'basse fretless',
    de: 'bundloser Bass',
    pt: 'baixo fretless',
    it: 'basso fretless',
  },
  36: { es: 'bajo slap', fr: 'basse slap', de: 'Slap-Bass', pt: 'baixo slap', it: 'basso slap' },
  38: {
    es: 'bajo sintetizado',
    fr: 'basse synthé',
    de: 'Synth-Bass',
    pt: 'baixo sintetizado',
    it: 'basso synth',
  },
  39: {
    es: 'bajo sintetizado 2',
    fr: 'basse synthé 2',
    de: 'Synth-Bass 2',
    pt: 'baixo sintetizado 2',
    it: 'basso synth 2',
  },
  40: { es: 'violín', fr: 'violon', de: 'Violine', pt: 'violino', it: 'violino' },
  42: { es: 'violonchelo', fr: 'violoncelle', de: 'Cello', pt: 'violoncelo', it: 'violoncello' },
  46: { es: 'arpa', fr: 'harpe', de: 'Harfe', pt: 'harpa', it: 'arpa' },
  48: {
    es: 'sección de cuerdas',
    fr: 'ensemble de cordes',
    de: 'Streicher',
    pt: 'naipe de cordas',
    it: 'archi',
  },
  50: {
    es: 'cuerdas sintetizadas',
    fr: 'cordes synthé',
    de: 'Synth-Streicher',
    pt: 'cordas sintetizadas',
    it: 'archi synth',
  },
  52: { es: 'coro «aah»', fr: 'chœur « aah »', de: 'Aah-Chor', pt: 'coro «aah»', it: 'coro «aah»' },
  56: { es: 'trompeta', fr: 'trompette', de: 'Trompete', pt: 'trompete', it: 'tromba' },
  57: { es: 'trombón', fr: 'trombone', de: 'Posaune', pt: 'trombone', it: 'trombone' },
  61: {
    es: 'sección de metales',
    fr: 'section de cuivres',
    de: 'Bläsersatz',
    pt: 'naipe de metais',
    it: 'sezione fiati',
  },
  65: { es: 'saxo alto', fr: 'saxophone alto', de: 'Altsaxophon', pt: 'sax alto', it: 'sax contralto' },
  66: { es: 'saxo tenor', fr: 'saxophone ténor', de: 'Tenorsaxophon', pt: 'sax tenor', it: 'sax tenore' },
  71: { es: 'clarinete', fr: 'clarinette', de: 'Klarinette', pt: 'clarinete', it: 'clarinetto' },
  73: { es: 'flauta', fr: 'flûte', de: 'Querflöte', pt: 'flauta', it: 'flauto' },
  75: { es: 'flauta de pan', fr: 'flûte de Pan', de: 'Panflöte', pt: 'flauta de pã', it: 'flauto di Pan' },
  80: {
    es: 'sintetizador solista de onda cuadrada',
    fr: 'lead synthé en onde carrée',
    de: 'Rechteck-Synth-Lead',
    pt: 'synth solo de onda quadrada',
    it: 'synth solista a onda quadra',
  },
  81: {
    es: 'sintetizador solista de onda de sierra',
    fr: 'lead synthé en dent de scie',
    de: 'Sägezahn-Synth-Lead',
    pt: 'synth solo dente de serra',
    it: 'synth solista a dente di sega',
  },
  89: { es: 'pad cálido', fr: 'nappe chaude', de: 'warmes Pad', pt: 'pad quente', it: 'pad caldo' },
  90: {
    es: 'pad polisintetizador',
    fr: 'nappe polysynthé',
    de: 'Polysynth-Pad',
    pt: 'pad polissintetizador',
    it: 'pad polysynth',
  },
  91: { es: 'pad coral', fr: 'nappe chœur', de: 'Chor-Pad', pt: 'pad coral', it: 'pad corale' },
  94: { es: 'pad halo', fr: 'nappe halo', de: 'Halo-Pad', pt: 'pad halo', it: 'pad halo' },
  95: { es: 'pad de barrido', fr: 'nappe balayée', de: 'Sweep-Pad', pt: 'pad de varredura', it: 'pad sweep' },
};

const CHORD_TYPES: Table = {
  major: { es: 'mayor', fr: 'majeur', de: 'Dur', pt: 'maior', it: 'maggiore' },
  minor: { es: 'menor', fr: 'mineur', de: 'Moll', pt: 'menor', it: 'minore' },
  'dominant seventh': {
    es: 'séptima de dominante',
    fr: 'septième de dominante',
    de: 'Dominantseptakkord',
    pt: 'sétima da dominante',
    it: 'settima di dominante',
  },
  'major seventh': {
    es: 'séptima mayor',
    fr: 'septième majeure',
    de: 'großer Septakkord',
    pt: 'sétima maior',
    it: 'settima maggiore',
  },
  'minor seventh': {
    es: 'menor séptima',
    fr: 'mineur septième',
    de: 'Moll-Septakkord',
    pt: 'menor com sétima',
    it: 'minore settima',
  },
  'half-diminished': {
    es: 'semidisminuido',
    fr: 'demi-diminué',
    de: 'halbvermindert',
    pt: 'meio-diminuto',
    it: 'semidiminuito',
  },
  diminished: { es: 'disminuido', fr: 'diminué', de: 'vermindert', pt: 'diminuto', it: 'diminuito' },
  'diminished seventh': {
    es: 'séptima disminuida',
    fr: 'septième diminuée',
    de: 'verminderter Septakkord',
    pt: 'sétima diminuta',
    it: 'settima diminuita',
  },
  augmented: { es: 'aumentado', fr: 'augmenté', de: 'übermäßig', pt: 'aumentado', it: 'aumentato' },
  'suspended fourth': {
    es: 'cuarta suspendida',
    fr: 'quarte suspendue',
    de: 'Quartvorhalt',
    pt: 'quarta suspensa',
    it: 'quarta sospesa',
  },
  'suspended second': {
    es: 'segunda suspendida',
    fr: 'seconde suspendue',
    de: 'Sekundvorhalt',
    pt: 'segunda suspensa',
    it: 'seconda sospesa',
  },
  sixth: { es: 'sexta', fr: 'sixte', de: 'Sextakkord', pt: 'sexta', it: 'sesta' },
  'minor sixth': {
    es: 'menor sexta',
    fr: 'mineur sixte',
    de: 'Moll-Sextakkord',
    pt: 'menor com sexta',
    it: 'minore sesta',
  },
  'major ninth': {
    es: 'novena mayor',
    fr: 'neuvième majeure',
    de: 'großer Nonakkord',
    pt: 'nona maior',
    it: 'nona maggiore',
  },
  'dominant ninth': {
    es: 'novena de dominante',
    fr: 'neuvième de dominante',
    de: 'Dominantnonakkord',
    pt: 'nona da dominante',
    it: 'nona di dominante',
  },
  'minor ninth': {
    es: 'menor novena',
    fr: 'mineur neuvième',
    de: 'Moll-Nonakkord',
    pt: 'menor com nona',
    it: 'minore nona',
  },
};

// Interval words: qualities agree with the (feminine) Romance ordinals; German puts them first.
const QUALITIES: Table = {
  P: { es: 'justa', fr: 'juste', de: 'reine', pt: 'justa', it: 'giusta' },
  M: { es: 'mayor', fr: 'majeure', de: 'große', pt: 'maior', it: 'maggiore' },
  m: { es: 'menor', fr: 'mineure', de: 'kleine', pt: 'menor', it: 'minore' },
  A: { es: 'aumentada', fr: 'augmentée', de: 'übermäßige', pt: 'aumentada', it: 'eccedente' },
  d: { es: 'disminuida', fr: 'diminuée', de: 'verminderte', pt: 'diminuta', it: 'diminuita' },
};
const ORDINALS: Readonly<Record<Foreign, readonly string[]>> = {
  es: [
    '',
    'unísono',
    'segunda',
    'tercera',
    'cuarta',
    'quinta',
    'sexta',
    'séptima',
    'octava',
    'novena',
    'décima',
    'undécima',
    'duodécima',
    'decimotercera',
  ],
  fr: [
    '',
    'unisson',
    'seconde',
    'tierce',
    'quarte',
    'quinte',
    'sixte',
    'septième',
    'octave',
    'neuvième',
    'dixième',
    'onzième',
    'douzième',
    'treizième',
  ],
  de: [
    '',
    'Prime',
    'Sekunde',
    'Terz',
    'Quarte',
    'Quinte',
    'Sexte',
    'Septime',
    'Oktave',
    'None',
    'Dezime',
    'Undezime',
    'Duodezime',
    'Tredezime',
  ],
  pt: [
    '',
    'uníssono',
    'segunda',
    'terça',
    'quarta',
    'quinta',
    'sexta',
    'sétima',
    'oitava',
    'nona',
    'décima',
    'décima primeira',
    'décima segunda',
    'décima terceira',
  ],
  it: [
    '',
    'unisono',
    'seconda',
    'terza',
    'quarta',
    'quinta',
    'sesta',
    'settima',
    'ottava',
    'nona',
    'decima',
    'undicesima',
    'dodicesima',
    'tredicesima',
  ],
};

const word = (table: Table, lang: ReplyLanguage, english: string) =>
  lang === 'en' ? english : (table[english]?.[lang] ?? english);

/** A mode or scale name: `scaleWord('fr', 'harmonic minor')` → 'mineure harmonique'. */
export const scaleWord = (lang: ReplyLanguage, scale: string): string => word(SCALES, lang, scale);
/** A style name: `styleWord('de', 'waltz')` → 'Walzer'. */
export const styleWord = (lang: ReplyLanguage, style: string): string =>
  lang === 'en' ? (ENGLISH_STYLES[style] ?? style) : word(STYLES, lang, style);
/** A song section: `sectionWord('es', 'chorus')` → 'estribillo'. */
export const sectionWord = (lang: ReplyLanguage, section: string): string => word(SECTIONS, lang, section);
/** A part role: `roleWord('it', 'bass')` → 'basso'. */
export const roleWord = (lang: ReplyLanguage, role: string): string => word(ROLES, lang, role);

/** A chord type name, or `null` in a language that has no word for it yet. */
export function chordTypeWord(lang: ReplyLanguage, type: string): string | null {
  if (lang === 'en') return type;
  return CHORD_TYPES[type]?.[lang] ?? null;
}

const SOLFEGE: Readonly<Record<string, string>> = {
  C: 'do',
  D: 're',
  E: 'mi',
  F: 'fa',
  G: 'sol',
  A: 'la',
  B: 'si',
};
const SOLFEGE_PT: Readonly<Record<string, string>> = { C: 'dó', D: 'ré', F: 'fá', A: 'lá' };
const ACCIDENTALS: Readonly<Record<'es' | 'fr' | 'pt' | 'it', readonly [string, string]>> = {
  es: ['sostenido', 'bemol'],
  fr: ['dièse', 'bémol'],
  pt: ['sustenido', 'bemol'],
  it: ['diesis', 'bemolle'],
};

/** A tonic in solfège ("fa sostenido", "mi bémol"), or `null` for a spelling with double accidentals. */
function solfege(lang: 'es' | 'fr' | 'pt' | 'it', tonic: string): string | null {
  const m = /^([A-G])(#|b)?$/.exec(tonic);
  if (!m) return null;
  const letter = m[1]!;
  const name =
    (lang === 'pt' ? SOLFEGE_PT[letter] : null) ??
    (lang === 'fr' && letter === 'D' ? 'ré' : SOLFEGE[letter]!);
  const [sharp, flat] = ACCIDENTALS[lang];
  return m[2] === '#' ? `${name} ${sharp}` : m[2] === 'b' ? `${name} ${flat}` : name;
}

/** A tonic as the language names it: solfège in the Romance languages, letters otherwise. */
export function tonicWord(lang: ReplyLanguage, tonic: string): string {
  return lang === 'en' || lang === 'de' ? tonic : (solfege(lang, tonic) ?? tonic);
}

const GERMAN_B: Readonly<Record<string, string>> = { B: 'H', Bb: 'B' };

/**
 * A key as musicians who speak the language name it: solfège in the Romance languages ("la menor",
 * "mi bémol majeur"), German "C-Dur" / "a-Moll" (minor tonics lower-case; H for B, B for Bb), English "F# minor".
 * Chord symbols and note lists stay in letters.
 * @example keyWord('es', { tonic: 'F#', mode: 'minor' }) // 'fa sostenido menor'
 */
export function keyWord(lang: ReplyLanguage, key: Key): string {
  const mode = word(MODES, lang, key.mode);
  if (lang === 'en') return `${key.tonic} ${mode}`;
  if (lang === 'de') {
    // German calls B "H" and Bb "B"; "B-Dur" for B major would name the wrong key.
    const tonic = GERMAN_B[key.tonic] ?? key.tonic;
    if (key.mode === 'major') return `${tonic}-${mode}`;
    if (key.mode === 'minor') return `${tonic.charAt(0).toLowerCase()}${tonic.slice(1)}-${mode}`;
    return `${tonic} ${mode}`;
  }
  return `${tonicWord(lang, key.tonic)} ${mode}`;
}

/** A GM instrument in the language (the GM name when there is no common word for it). */
export function instrumentWord(lang: ReplyLanguage, program: number): string {
  const gm = gmProgramName(program) ?? 'piano';
  return lang === 'en' ? gm : (INSTRUMENTS[program]?.[lang] ?? gm);
}

/** An ordinal as an interval or degree name: `ordinalWord('fr', 6)` → 'sixte'. */
export function ordinalWord(lang: Foreign, n: number): string | null {
  return ORDINALS[lang][n] ?? null;
}

/** An interval from its quality letter (P M m A d) and number: 'quinta justa', 'reine Quinte'. */
export function intervalWord(lang: Foreign, quality: string, number: number): string | null {
  const q = QUALITIES[quality]?.[lang];
  const n = ORDINALS[lang][Math.abs(number)];
  if (!q || !n) return null;
  return lang === 'de' ? `${q} ${n}` : `${n} ${q}`;
}

/**
 * The theory topics `explain` covers, as a reply names them in a list ("I can explain …"). Keyed by
 * the topic's id in explain.ts; a test checks that every topic there has a name here.
 */
const TOPIC_NAMES: Readonly<Record<string, Readonly<Record<ReplyLanguage, string>>>> = {
  'odd meters': {
    en: 'odd time signatures (5/4, 7/8)',
    es: 'compases irregulares (5/4, 7/8)',
    fr: 'les mesures irrégulières (5/4, 7/8)',
    de: 'ungerade Taktarten (5/4, 7/8)',
    pt: 'compassos irregulares (5/4, 7/8)',
    it: 'i tempi irregolari (5/4, 7/8)',
  },
  'compound meter': {
    en: 'compound meters (6/8, 12/8)',
    es: 'compases compuestos (6/8, 12/8)',
    fr: 'les mesures composées (6/8, 12/8)',
    de: 'zusammengesetzte Taktarten (6/8, 12/8)',
    pt: 'compassos compostos (6/8, 12/8)',
    it: 'i tempi composti (6/8, 12/8)',
  },
  syncopation: {
    en: 'syncopation',
    es: 'la síncopa',
    fr: 'la syncope',
    de: 'Synkopen',
    pt: 'a síncope',
    it: 'la sincope',
  },
  swing: { en: 'swing', es: 'el swing', fr: 'le swing', de: 'Swing', pt: 'o swing', it: 'lo swing' },
  polyrhythm: {
    en: 'polyrhythms',
    es: 'las polirritmias',
    fr: 'les polyrythmies',
    de: 'Polyrhythmik',
    pt: 'as polirritmias',
    it: 'le poliritmie',
  },
  'enharmonic keys': {
    en: 'which of two enharmonic keys to write in',
    es: 'en cuál de dos tonalidades enarmónicas escribir',
    fr: 'laquelle de deux tonalités enharmoniques écrire',
    de: 'welche von zwei enharmonischen Tonarten man notiert',
    pt: 'em qual de duas tonalidades enarmônicas escrever',
    it: 'in quale di due tonalità enarmoniche scrivere',
  },
  'note spelling': {
    en: 'why a scale spells a note as E# or Cb',
    es: 'por qué una escala escribe una nota como mi# o dob',
    fr: 'pourquoi une gamme écrit une note mi# ou dob',
    de: 'warum eine Tonleiter einen Ton als Eis oder Ces schreibt',
    pt: 'por que uma escala escreve uma nota como mi# ou dób',
    it: 'perché una scala scrive una nota come mi# o dob',
  },
  'truck driver modulation': {
    en: 'the truck driver modulation',
    es: 'la modulación de camionero (subir medio tono al final)',
    fr: 'la modulation « camionneur » (monter d’un demi-ton à la fin)',
    de: 'die Rückung (einen Halbton höher zum Schluss)',
    pt: 'a modulação de caminhoneiro (subir meio tom no fim)',
    it: 'la modulazione da camionista (salire di un semitono alla fine)',
  },
  'coltrane changes': {
    en: 'Coltrane changes',
    es: 'los cambios de Coltrane',
    fr: 'les changements de Coltrane',
    de: 'die Coltrane-Changes',
    pt: 'as mudanças de Coltrane',
    it: 'i cambi di Coltrane',
  },
  'twelve-bar blues': {
    en: 'the 12-bar blues',
    es: 'el blues de 12 compases',
    fr: 'le blues en 12 mesures',
    de: 'den 12-taktigen Blues',
    pt: 'o blues de 12 compassos',
    it: 'il blues in 12 battute',
  },
  'pedal point': {
    en: 'pedal points',
    es: 'las notas pedal',
    fr: 'les pédales',
    de: 'Orgelpunkte',
    pt: 'as notas pedal',
    it: 'le note pedale',
  },
  'power chords': {
    en: 'power chords',
    es: 'los power chords',
    fr: 'les power chords',
    de: 'Powerchords',
    pt: 'os power chords',
    it: 'i power chord',
  },
  'seventh chord qualities': {
    en: 'seventh chords',
    es: 'los acordes de séptima',
    fr: 'les accords de septième',
    de: 'Septakkorde',
    pt: 'os acordes de sétima',
    it: 'gli accordi di settima',
  },
  extensions: {
    en: 'extensions (9ths, 11ths, 13ths)',
    es: 'las extensiones (9.ª, 11.ª, 13.ª)',
    fr: 'les extensions (9e, 11e, 13e)',
    de: 'Optionstöne (9, 11, 13)',
    pt: 'as extensões (9ª, 11ª, 13ª)',
    it: 'le estensioni (9ª, 11ª, 13ª)',
  },
  'triad qualities': {
    en: 'triad qualities',
    es: 'los tipos de tríada',
    fr: 'les types de triades',
    de: 'Dreiklangsarten',
    pt: 'os tipos de tríade',
    it: 'i tipi di triade',
  },
  'relative and parallel keys': {
    en: 'relative and parallel keys',
    es: 'las tonalidades relativas y homónimas',
    fr: 'les tons relatifs et homonymes',
    de: 'Parallel- und Varianttonarten',
    pt: 'os tons relativos e homônimos',
    it: 'le tonalità relative e omologhe',
  },
  'tritone substitution': {
    en: 'tritone subs',
    es: 'las sustituciones tritonales',
    fr: 'les substitutions tritoniques',
    de: 'Tritonus-Substitutionen',
    pt: 'as substituições de trítono',
    it: 'le sostituzioni di tritono',
  },
  'ii-V-I': {
    en: 'the ii–V–I',
    es: 'el ii–V–I',
    fr: 'le ii–V–I',
    de: 'die II–V–I',
    pt: 'o ii–V–I',
    it: 'il ii–V–I',
  },
  'secondary dominants': {
    en: 'secondary dominants',
    es: 'las dominantes secundarias',
    fr: 'les dominantes secondaires',
    de: 'Zwischendominanten',
    pt: 'as dominantes secundárias',
    it: 'le dominanti secondarie',
  },
  cadences: {
    en: 'cadences',
    es: 'las cadencias',
    fr: 'les cadences',
    de: 'Kadenzen',
    pt: 'as cadências',
    it: 'le cadenze',
  },
  modes: { en: 'modes', es: 'los modos', fr: 'les modes', de: 'Modi', pt: 'os modos', it: 'i modi' },
  'borrowed chords': {
    en: 'borrowed chords',
    es: 'los acordes prestados',
    fr: 'les accords d’emprunt',
    de: 'geborgte Akkorde',
    pt: 'os acordes emprestados',
    it: 'gli accordi presi in prestito',
  },
  'harmonic and melodic minor': {
    en: 'harmonic and melodic minor',
    es: 'la menor armónica y melódica',
    fr: 'les mineurs harmonique et mélodique',
    de: 'harmonisch und melodisch Moll',
    pt: 'a menor harmônica e melódica',
    it: 'la minore armonica e melodica',
  },
  'circle of fifths': {
    en: 'the circle of fifths',
    es: 'el círculo de quintas',
    fr: 'le cycle des quintes',
    de: 'den Quintenzirkel',
    pt: 'o ciclo das quintas',
    it: 'il circolo delle quinte',
  },
  'voice leading': {
    en: 'voice leading',
    es: 'la conducción de voces',
    fr: 'la conduite des voix',
    de: 'Stimmführung',
    pt: 'a condução de vozes',
    it: 'la condotta delle voci',
  },
  'chord functions': {
    en: 'chord functions',
    es: 'las funciones de los acordes',
    fr: 'les fonctions des accords',
    de: 'Akkordfunktionen',
    pt: 'as funções dos acordes',
    it: 'le funzioni degli accordi',
  },
  inversions: {
    en: 'inversions',
    es: 'las inversiones',
    fr: 'les renversements',
    de: 'Umkehrungen',
    pt: 'as inversões',
    it: 'i rivolti',
  },
  intervals: {
    en: 'intervals',
    es: 'los intervalos',
    fr: 'les intervalles',
    de: 'Intervalle',
    pt: 'os intervalos',
    it: 'gli intervalli',
  },
  consonance: {
    en: 'consonance and dissonance in counterpoint (why the 4th is a dissonance)',
    es: 'consonancia y disonancia en el contrapunto (por qué la 4.ª es disonante)',
    fr: 'consonance et dissonance en contrepoint (pourquoi la quarte est dissonante)',
    de: 'Konsonanz und Dissonanz im Kontrapunkt (warum die Quarte dissonant ist)',
    pt: 'consonância e dissonância no contraponto (por que a quarta é dissonante)',
    it: 'consonanza e dissonanza nel contrappunto (perché la quarta è dissonante)',
  },
  'sonata form': {
    en: 'sonata form',
    es: 'la forma sonata',
    fr: 'la forme sonate',
    de: 'die Sonatenform',
    pt: 'a forma sonata',
    it: 'la forma sonata',
  },
  SATB: {
    en: 'what SATB means',
    es: 'qué significa SATB',
    fr: 'ce que veut dire SATB',
    de: 'was SATB bedeutet',
    pt: 'o que significa SATB',
    it: 'cosa significa SATB',
  },
  fermata: {
    en: 'the fermata',
    es: 'el calderón (fermata)',
    fr: 'le point d’orgue (fermata)',
    de: 'die Fermate',
    pt: 'a fermata',
    it: 'la corona (fermata)',
  },
  'altered scale': {
    en: 'the altered scale',
    es: 'la escala alterada',
    fr: 'la gamme altérée',
    de: 'die alterierte Skala',
    pt: 'a escala alterada',
    it: 'la scala alterata',
  },
  'backdoor ii-V': {
    en: 'the backdoor ii–V',
    es: 'el ii–V backdoor',
    fr: 'le ii–V backdoor',
    de: 'die Backdoor-ii–V',
    pt: 'o ii–V backdoor',
    it: 'il ii–V backdoor',
  },
  'chord resolution': {
    en: 'why one chord resolves to another (V7 → I, B7 → Em)',
    es: 'por qué un acorde resuelve en otro (V7 → I, B7 → Em)',
    fr: 'pourquoi un accord se résout sur un autre (V7 → I, B7 → Em)',
    de: 'warum sich ein Akkord in einen anderen auflöst (V7 → I, B7 → Em)',
    pt: 'por que um acorde resolve em outro (V7 → I, B7 → Em)',
    it: 'perché un accordo risolve su un altro (V7 → I, B7 → Em)',
  },
  'tension and release': {
    en: 'tension and release',
    es: 'tensión y resolución',
    fr: 'tension et résolution',
    de: 'Spannung und Auflösung',
    pt: 'tensão e resolução',
    it: 'tensione e risoluzione',
  },
  'suspended chords': {
    en: 'sus chords',
    es: 'los acordes suspendidos',
    fr: 'les accords suspendus',
    de: 'Sus-Akkorde',
    pt: 'os acordes suspensos',
    it: 'gli accordi sospesi',
  },
  anacrusis: {
    en: 'the anacrusis (pickup)',
    es: 'la anacrusa',
    fr: 'l’anacrouse (levée)',
    de: 'den Auftakt',
    pt: 'a anacruse',
    it: 'l’anacrusi (levare)',
  },
  hemiola: {
    en: 'hemiola',
    es: 'la hemiola',
    fr: 'l’hémiole',
    de: 'die Hemiole',
    pt: 'a hemíola',
    it: 'l’emiolia',
  },
  'pentatonic scales': {
    en: 'the major and minor pentatonic',
    es: 'las pentatónicas mayor y menor',
    fr: 'les pentatoniques majeure et mineure',
    de: 'die Dur- und Moll-Pentatonik',
    pt: 'as pentatônicas maior e menor',
    it: 'le pentatoniche maggiore e minore',
  },
  'augmented sixth': {
    en: 'augmented sixth chords',
    es: 'los acordes de sexta aumentada',
    fr: 'les accords de sixte augmentée',
    de: 'übermäßige Sextakkorde',
    pt: 'os acordes de sexta aumentada',
    it: 'gli accordi di sesta eccedente',
  },
  counterpoint: {
    en: 'counterpoint',
    es: 'el contrapunto',
    fr: 'le contrepoint',
    de: 'Kontrapunkt',
    pt: 'o contraponto',
    it: 'il contrappunto',
  },
  'catchy melody': {
    en: 'what makes a melody catchy',
    es: 'qué hace pegadiza una melodía',
    fr: 'ce qui rend une mélodie accrocheuse',
    de: 'was eine Melodie eingängig macht',
    pt: 'o que torna uma melodia grudenta',
    it: 'cosa rende orecchiabile una melodia',
  },
  'neapolitan chord': {
    en: 'the Neapolitan chord',
    es: 'el acorde napolitano',
    fr: 'l’accord napolitain',
    de: 'den Neapolitaner',
    pt: 'o acorde napolitano',
    it: 'l’accordo napoletano',
  },
  'picardy third': {
    en: 'the Picardy third',
    es: 'la tercera de picardía',
    fr: 'la tierce picarde',
    de: 'die picardische Terz',
    pt: 'a terça de picardia',
    it: 'la terza piccarda',
  },
  'pivot chord modulation': {
    en: 'modulation',
    es: 'la modulación',
    fr: 'la modulation',
    de: 'Modulation',
    pt: 'a modulação',
    it: 'la modulazione',
  },
  'jazz harmony': {
    en: 'jazz harmony',
    es: 'la armonía de jazz',
    fr: 'l’harmonie jazz',
    de: 'Jazzharmonik',
    pt: 'a harmonia de jazz',
    it: 'l’armonia jazz',
  },
  'chord comparison': {
    en: 'how two chords differ',
    es: 'en qué se diferencian dos acordes',
    fr: 'ce qui distingue deux accords',
    de: 'wie sich zwei Akkorde unterscheiden',
    pt: 'como dois acordes se diferenciam',
    it: 'in cosa differiscono due accordi',
  },
  'major and minor': {
    en: 'major vs minor',
    es: 'mayor frente a menor',
    fr: 'majeur ou mineur',
    de: 'Dur gegen Moll',
    pt: 'maior vs. menor',
    it: 'maggiore contro minore',
  },
  'time signatures': {
    en: 'time signatures (4/4, 3/4)',
    es: 'los compases (4/4, 3/4)',
    fr: 'les chiffrages de mesure (4/4, 3/4)',
    de: 'Taktarten (4/4, 3/4)',
    pt: 'as fórmulas de compasso (4/4, 3/4)',
    it: 'le indicazioni di tempo (4/4, 3/4)',
  },
  triplets: {
    en: 'triplets',
    es: 'los tresillos',
    fr: 'les triolets',
    de: 'Triolen',
    pt: 'as tercinas',
    it: 'le terzine',
  },
  turnaround: {
    en: 'turnarounds',
    es: 'los turnarounds',
    fr: 'les turnarounds',
    de: 'Turnarounds',
    pt: 'os turnarounds',
    it: 'i turnaround',
  },
  'passing chords': {
    en: 'passing chords',
    es: 'los acordes de paso',
    fr: 'les accords de passage',
    de: 'Durchgangsakkorde',
    pt: 'os acordes de passagem',
    it: 'gli accordi di passaggio',
  },
  'chord scales': {
    en: 'which scale fits a chord',
    es: 'qué escala va sobre un acorde',
    fr: 'quelle gamme jouer sur un accord',
    de: 'welche Tonleiter über einen Akkord passt',
    pt: 'que escala usar sobre um acorde',
    it: 'quale scala usare su un accordo',
  },
  'parallel fifths': {
    en: 'parallel fifths',
    es: 'las quintas paralelas',
    fr: 'les quintes parallèles',
    de: 'Quintparallelen',
    pt: 'as quintas paralelas',
    it: 'le quinte parallele',
  },
  'chord in key': {
    en: 'why a chord sounds as it does in a key',
    es: 'por qué un acorde suena como suena en una tonalidad',
    fr: 'pourquoi un accord sonne ainsi dans une tonalité',
    de: 'warum ein Akkord in einer Tonart so klingt',
    pt: 'por que um acorde soa assim num tom',
    it: 'perché un accordo suona così in una tonalità',
  },
};

/** A theory topic as a reply lists it: `topicWord('de', 'circle of fifths')` → 'den Quintenzirkel'. */
export const topicWord = (lang: ReplyLanguage, id: string): string => TOPIC_NAMES[id]?.[lang] ?? id;

/** Whether a theory topic has a name in every reply language. */
export const hasTopicName = (id: string): boolean => id in TOPIC_NAMES;

/** A chord or scale tone by degree as a reply names it: `chordToneWord('es', 3)` → 'tercera'. */
export function chordToneWord(lang: ReplyLanguage, degree: number): string {
  if (degree === 1) return ROOT_WORD[lang];
  if (lang === 'en') return `${degree}${degree === 2 ? 'nd' : degree === 3 ? 'rd' : 'th'}`;
  return ordinalWord(lang, degree) ?? String(degree);
}
const ROOT_WORD: Readonly<Record<ReplyLanguage, string>> = {
  en: 'root',
  es: 'fundamental',
  fr: 'fondamentale',
  de: 'Grundton',
  pt: 'fundamental',
  it: 'fondamentale',
};

/** The scale degrees' roles with their article, per reply language. */
const DEGREE_ROLES: Readonly<Record<DegreeRole, Readonly<Record<ReplyLanguage, string>>>> = {
  tonic: {
    en: 'the tonic',
    es: 'la tónica',
    fr: 'la tonique',
    de: 'die Tonika',
    pt: 'a tônica',
    it: 'la tonica',
  },
  supertonic: {
    en: 'the supertonic',
    es: 'la supertónica',
    fr: 'la sus-tonique',
    de: 'die Supertonika',
    pt: 'a supertônica',
    it: 'la sopratonica',
  },
  mediant: {
    en: 'the mediant',
    es: 'la mediante',
    fr: 'la médiante',
    de: 'die Mediante',
    pt: 'a mediante',
    it: 'la mediante',
  },
  subdominant: {
    en: 'the subdominant',
    es: 'la subdominante',
    fr: 'la sous-dominante',
    de: 'die Subdominante',
    pt: 'a subdominante',
    it: 'la sottodominante',
  },
  dominant: {
    en: 'the dominant',
    es: 'la dominante',
    fr: 'la dominante',
    de: 'die Dominante',
    pt: 'a dominante',
    it: 'la dominante',
  },
  submediant: {
    en: 'the submediant',
    es: 'la superdominante',
    fr: 'la sus-dominante',
    de: 'die Submediante',
    pt: 'a superdominante',
    it: 'la sopradominante',
  },
  'leading tone': {
    en: 'the leading tone',
    es: 'la sensible',
    fr: 'la sensible',
    de: 'der Leitton',
    pt: 'a sensível',
    it: 'la sensibile',
  },
  subtonic: {
    en: 'the subtonic',
    es: 'la subtónica',
    fr: 'la sous-tonique',
    de: 'die Subtonika',
    pt: 'a subtônica',
    it: 'la sottotonica',
  },
};

/** A scale degree's role with its article: `degreeRoleWord('de', 'leading tone')` → 'der Leitton'. */
export const degreeRoleWord = (lang: ReplyLanguage, role: DegreeRole): string => DEGREE_ROLES[role][lang];
