import type { EntryTranslation } from '../types.ts';

/** Entry answers in French, by entry id. */
export const fr: Readonly<Record<string, EntryTranslation>> = {
  'vocal-mixing': {
    title: 'Mixer une voix',
    text: 'Une chaîne de voix fiable : un égaliseur (EQ) avec un coupe-bas vers 80–100 Hz et une coupe vers 250–400 Hz si ça sonne « carton », un compresseur qui retire 3 à 6 dB avec une attaque moyenne, dé-esse les S, puis ajoute une légère présence vers 3–5 kHz. Mets la réverb et le delay en envois, pas sur la piste, et automatise le volume pour que chaque mot passe au-dessus de la musique.',
    offer: 'Tu veux une courte base pour t’entraîner à mixer une voix ?',
  },
  'eq-basics': {
    title: 'Les bases de l’égalisation',
    text: 'Coupe étroit, booste large : retire ce qui gêne avec une cloche assez serrée et donne du caractère avec des boosts larges et doux. Mets un coupe-bas sur tout ce qui n’a pas de vrai grave (voix, guitares, pads) pour laisser le bas à la grosse caisse et à la basse. Juge l’EQ dans le mix complet, pas en solo, et égalise le niveau avant et après.',
    offer: 'Tu veux une carte approximative des fréquences des instruments courants ?',
  },
  'muddy-mix': {
    title: 'Corriger un mix boueux',
    text: 'La boue vient souvent de trop de parties empilées entre 200 et 500 Hz. Coupe le bas de ce qui n’en a pas besoin, retire quelques dB vers 250–350 Hz sur les pads, guitares et pianos, et vérifie que basse et grosse caisse ne grondent pas au même endroit. Souvent la vraie solution est l’arrangement : moins de notes dans le grave, ou un pad monté d’une octave.',
    offer: 'Tu veux que j’écrive une version à l’arrangement plus léger et plus clair ?',
  },
  'compression-basics': {
    title: 'Les bases de la compression',
    text: 'Un compresseur baisse ce qui dépasse le seuil selon le ratio : à 4:1, 4 dB au-dessus deviennent 1 dB. Une attaque lente laisse passer les transitoires (batterie percutante), une attaque rapide les dompte ; règle le release pour que l’aiguille respire avec le tempo. Vise 2 à 6 dB de réduction sur la plupart des sources et compense le gain pour comparer à volume égal.',
    offer: 'Tu veux un groove de batterie pour t’exercer aux réglages de compression ?',
  },
  'de-essing': {
    title: 'Dé-esser les S agressifs',
    text: 'Un dé-esseur est un compresseur qui n’écoute que la bande sifflante, en général 5–9 kHz. Balaye pour trouver la fréquence où le S fait mal, puis règle le seuil pour retirer 3 à 6 dB seulement sur les S. Place-le après le compresseur principal (qui a tendance à remonter les S) et avant l’EQ brillant ou la réverb.',
    offer: 'Tu veux la chaîne de voix complète dans l’ordre ?',
  },
  'reverb-basics': {
    title: 'Utiliser la réverb',
    text: 'Mets la réverb sur un envoi pour que plusieurs parties partagent le même espace. Une petite pièce colle le mix, une plate flatte voix et caisses claires, un hall rend les pads immenses. Ajoute 20 à 60 ms de pré-délai pour garder le son sec devant, et coupe le bas du retour vers 200–300 Hz pour que la queue ne brouille pas le grave.',
    offer: 'Tu veux un morceau lent de pads où l’on entend bien les choix de réverb ?',
  },
  'delay-basics': {
    title: 'Utiliser le delay et l’écho',
    text: 'Synchronise le delay sur le tempo : noires pour un écho net, croches pointées pour une guitare qui roule, 80–120 ms de slapback pour une voix vintage. Garde peu de feedback (2 à 4 répétitions), filtre les répétitions pour qu’elles restent derrière et automatise des « envois » sur le dernier mot d’une phrase.',
    offer: 'Tu veux une mélodie aérée pour essayer des envois de delay ?',
  },
  'gain-staging': {
    title: 'Le gain staging',
    text: 'Enregistre et mixe avec de la marge : des crêtes vers −10 à −6 dBFS par piste et le bus master sous −3 dBFS avant le mastering. En 24 bits ou en virgule flottante, enregistrer fort n’apporte rien. Garde la sortie de chaque plugin au niveau de son entrée pour juger les changements honnêtement.',
    offer: 'Tu veux des conseils sur le niveau du master ensuite ?',
  },
  sidechain: {
    title: 'La compression sidechain',
    text: 'Le sidechain baisse une partie quand une autre joue : mets un compresseur sur la basse (ou les pads), envoie-lui la grosse caisse, avec une attaque rapide et un release qui revient avant le temps suivant. Quelques dB font de la place au kick ; 6 à 10 dB donnent le « pompage » typique de la dance. Un outil de forme de volume ou un LFO fait la même chose sans entrée externe.',
    offer: 'Tu veux un motif de basse façon sidechain à essayer ?',
  },
  panning: {
    title: 'Panoramique et largeur stéréo',
    text: 'Garde grosse caisse, caisse claire, basse et voix lead au centre, et répartis le reste. Place les parties semblables face à face (deux guitares à 60 % gauche et droite, shaker d’un côté, charleston de l’autre) pour équilibrer le mix. Écoute en mono de temps en temps : si une partie disparaît, elle dépendait de tours de phase.',
    offer: 'Tu veux un arrangement avec des parties doublées pour t’exercer au panoramique ?',
  },
  'loudness-mastering': {
    title: 'Loudness, LUFS et mastering',
    text: 'Les plateformes de streaming ramènent les masters forts vers −14 LUFS intégrés : écraser un titre ne fait que lui ôter de la dynamique. Une cible raisonnable va de −14 à −9 LUFS selon le genre, avec un plafond de limiteur à −1 dBTP. Le mastering reste léger : une inclinaison d’EQ large, une compression douce, un limiteur et une comparaison avec une référence à volume égal.',
    offer: 'Tu veux une liste de vérifications pour le mix final avant mastering ?',
  },
  'mixing-order': {
    title: 'Par où commencer un mix',
    text: 'Un ordre simple : organise et colore les pistes, fais une balance grossière avec faders et panoramiques seulement, corrige ensuite les problèmes (coupes d’EQ, compression), crée l’espace (réverb, delay), automatise, puis vérifie sur d’autres enceintes. L’essentiel d’un bon mix est la balance statique : soigne-la avant de sortir les plugins.',
    offer: 'Tu veux un morceau à plusieurs parties pour t’entraîner à un mix complet ?',
  },
  'choosing-a-daw': {
    title: 'Quel DAW choisir',
    text: 'Tous permettent de finir des disques ; choisis selon ta façon de travailler et ton budget. Boucles et électro : Ableton Live, FL Studio ou Bitwig. Écriture et enregistrement sur Mac : Logic Pro (GarageBand en est la porte d’entrée gratuite). Enregistrer des groupes et éditer de l’audio : Pro Tools, Cubase ou Reaper, bon marché, léger et très personnalisable. Essaie les versions d’évaluation et garde celui que tu oublies en travaillant.',
    offer: 'Tu veux les étapes pour charger le MIDI de Riffmate dans celui que tu choisis ?',
  },
  'free-daws': {
    title: 'DAW gratuits et bon marché',
    text: 'Des options gratuites vraiment utilisables : GarageBand (Mac et iPhone), Cakewalk by BandLab (Windows), Waveform Free et LMMS pour faire des beats ; MuseScore est gratuit pour la partition. Reaper coûte peu en usage personnel et offre 60 jours d’évaluation complète. Tous ouvrent les fichiers MIDI de Riffmate.',
    offer: 'Tu veux les étapes d’import pour l’un d’eux ?',
  },
  'midi-import-general': {
    title: 'Mettre le MIDI de Riffmate dans n’importe quel DAW',
    text: 'Télécharge le fichier MIDI de la carte et glisse-le dans la fenêtre d’arrangement du DAW : la plupart créent une piste par partie. Le MIDI, ce sont des notes, pas du son : donne un instrument à chaque piste (piano, basse, un kit de batterie sur la piste batterie). Si le DAW le propose, importe le tempo du fichier pour que les mesures tombent juste.',
    offer: 'Tu veux les étapes exactes pour ton DAW ?',
  },
  'midi-no-sound': {
    title: 'Le MIDI ne fait aucun son dans mon DAW',
    text: 'Un fichier MIDI contient des notes et des numéros d’instrument, pas d’audio. Dans le DAW, chaque piste importée a besoin d’un instrument : charge un piano ou un synthé sur les pistes mélodiques et un sampler de batterie sur la piste batterie (le canal 10 suit la table General MIDI : grosse caisse 36, caisse claire 38, charleston fermé 42). Vérifie aussi que la piste a une sortie ou le monitoring activé.',
    offer: 'Tu veux la table de batterie General MIDI complète ?',
  },
  'import-ableton': {
    title: 'Le MIDI de Riffmate dans Ableton Live',
    text: 'Glisse le .mid téléchargé depuis ton explorateur de fichiers dans l’Arrangement View de Live (ou dans un espace vide de la Session View) : chaque partie devient une piste MIDI. Mets un instrument sur chaque piste — un kit Drum Rack sur la batterie — et règle le tempo de Live sur le BPM de la carte, car Live ne reprend pas toujours le tempo d’un fichier importé.',
    offer: 'Tu veux un groove avec batterie, basse et accords séparés pour essayer ?',
  },
  'import-logic': {
    title: 'Le MIDI de Riffmate dans Logic Pro',
    text: 'Glisse le .mid dans la zone des pistes de Logic, ou passe par Fichier › Importer › Fichier MIDI ; Logic crée une piste d’instrument par partie et propose d’importer le tempo : accepte. Remplace les sons par de meilleurs patchs de la Bibliothèque et mets un kit Drum Kit Designer sur la piste batterie.',
    offer: 'Tu veux un morceau avec cordes et piano à charger dans Logic ?',
  },
  'import-fl-studio': {
    title: 'Le MIDI de Riffmate dans FL Studio',
    text: 'Utilise File › Import › MIDI file (ou glisse le fichier sur le Channel Rack) : FL demande comment importer ; garde « Import tempo » coché. Chaque partie devient un canal avec son pattern ; charge un instrument sur chacun (FLEX, FL Keys, ou FPC pour la batterie) et place les patterns dans la Playlist.',
    offer: 'Tu veux un beat trap avec une partie 808 séparée à importer ?',
  },
  'import-garageband': {
    title: 'Le MIDI de Riffmate dans GarageBand',
    text: 'Sur Mac, glisse le .mid dans la zone des pistes de GarageBand : il crée une piste d’instrument par partie (souvent toutes en piano au départ — choisis d’autres sons dans la Bibliothèque et un kit pour la batterie). GarageBand ne reprend pas toujours le tempo du fichier : règle le tempo du projet sur le BPM de la carte. Sur iPhone ou iPad, importe le fichier via l’app Fichiers dans le navigateur de boucles.',
    offer: 'Tu veux un morceau simple piano et batterie pour essayer ?',
  },
  'home-studio-basics': {
    title: 'Un home studio de base',
    text: 'L’essentiel : un ordinateur avec un DAW, une interface audio à une ou deux entrées, un bon micro (un dynamique type SM58/SM57 ou un statique à large membrane), un casque fermé pour enregistrer et des enceintes ou un casque ouvert pour mixer. Un petit clavier MIDI accélère beaucoup l’écriture. Investis dans la pièce et le micro avant les plugins exotiques.',
    offer: 'Tu veux des conseils pour choisir une interface audio ?',
  },
  'audio-interface': {
    title: 'Choisir une interface audio',
    text: 'Une interface audio, c’est ce qui fait entrer proprement un micro ou un instrument dans ton ordinateur : il t’en faut une pour bien enregistrer une guitare ou une voix (un micro USB ne couvre qu’une seule voix). Compte les entrées dont tu as besoin en même temps : un auteur-compositeur en veut deux (voix et guitare), un batteur huit ou plus. Cherche l’alimentation fantôme (pour les micros statiques), une entrée instrument Hi-Z pour guitare et basse, le monitoring direct et des pilotes solides pour ton système. Les modèles deux entrées de Focusrite, Audient, MOTU ou Universal Audio sonnent proprement.',
    offer: 'Tu veux des conseils pour réduire la latence une fois installée ?',
  },
  latency: {
    title: 'Latence et taille de buffer',
    text: 'La latence est le délai entre jouer et entendre. À l’enregistrement, baisse le buffer (64–128 échantillons), utilise le monitoring direct de l’interface et, sous Windows, son pilote ASIO. Au mixage, remonte-le (512–1024) pour que les plugins lourds ne craquent pas. Évite les casques Bluetooth pour enregistrer : ils ajoutent 150 ms ou plus.',
    offer: 'Tu veux des conseils pour régler les niveaux d’enregistrement ?',
  },
  'mic-types': {
    title: 'Micros dynamiques, statiques et à ruban',
    text: 'Les dynamiques (SM58, SM7B) sont robustes et rejettent le son de la pièce : parfaits pour les sources fortes et les pièces non traitées. Les statiques sont plus détaillés et sensibles, excellents pour la voix et les instruments acoustiques dans une pièce correcte, et demandent l’alimentation fantôme 48 V. Les rubans sont doux et sombres, superbes sur ampli guitare et cuivres. Un micro USB suffit pour des maquettes mais n’évolue pas vers plusieurs entrées.',
    offer: 'Tu veux des conseils de placement pour enregistrer une voix ?',
  },
  'recording-vocals': {
    title: 'Enregistrer une voix à la maison',
    text: 'Chante à 15–25 cm du micro avec un filtre anti-pop devant, un peu hors axe si les plosives claquent encore. Enregistre dans l’endroit le plus mat que tu as — une penderie pleine de vêtements vaut mieux qu’une pièce vide — et suspends des couvertures derrière toi. Règle le gain pour que les passages forts culminent vers −10 dBFS et enregistre plusieurs prises complètes pour assembler les meilleures phrases.',
    offer: 'Tu veux une base sur laquelle chanter ?',
  },
  'song-structure': {
    title: 'La structure d’une chanson',
    text: 'La forme pop la plus courante est intro – couplet – refrain – couplet – refrain – pont – refrain – fin, pour environ 3 minutes. AABA (couplet, couplet, pont, couplet) convient aux standards et aux ballades ; l’électro pense en blocs de 8 et 16 mesures : intro, montée, drop, break, drop. Arrive au premier refrain (ou drop) en moins d’une minute.',
    offer: 'Tu veux un morceau découpé en couplet et refrain ?',
  },
  'start-a-song': {
    title: 'Comment commencer une chanson',
    text: 'Pars de ce que tu as : un titre ou une phrase, une boucle d’accords, un rythme ou une mélodie fredonnée dans ton téléphone. Construis d’abord le refrain — l’accroche et le titre — puis des couplets qui y mènent. Mets un minuteur et termine une version brute d’une traite ; le polissage viendra après.',
    offer: 'Tu veux une boucle d’accords sur laquelle écrire ?',
  },
  'common-progressions': {
    title: 'Grilles d’accords courantes',
    text: 'Des grilles qui portent des milliers de chansons : I–V–vi–IV (pop), vi–IV–I–V (la même boucle, début plus triste), I–vi–IV–V (doo-wop des années 50), ii–V–I (jazz), i–VI–III–VII (pop/rock mineur) et le blues en 12 mesures (I I I I, IV IV I I, V IV I V). Change le rythme et les renversements, et une boucle courante devient la tienne.',
    offer: 'Tu veux en entendre une dans la tonalité et le style de ton choix ?',
  },
  'practice-routine': {
    title: 'Une routine de travail',
    text: 'Court et quotidien vaut mieux que long et hebdomadaire : 30 à 45 minutes réparties entre échauffement et technique (10 min), le morceau ou la compétence en cours, lentement et proprement (20 min), et un moment de plaisir — improviser ou jouer des morceaux que tu aimes (10 min). Note ce que tu as travaillé et un objectif pour demain.',
    offer: 'Tu veux une base pour improviser en fin de séance ?',
  },
  'genre-tempos': {
    title: 'Tempos typiques par genre',
    text: 'Fourchettes approximatives : ballades 60–80 BPM, lo-fi et boom-bap 70–95, reggae 70–90, R&B 60–100, pop 95–130, house 120–128, techno 125–140, trance 130–140, dubstep 140 (ressenti à demi-tempo), trap 130–170 (ressentie à moitié), drum and bass 160–180, punk 160–200. Le tempo ressenti compte plus que le chiffre exact.',
    offer: 'Tu veux un groove à l’un de ces tempos ?',
  },
  'drum-programming-basics': {
    title: 'Programmer une batterie',
    text: 'Commence par la grosse caisse et la caisse claire : grosse caisse sur le 1 (et le 3, ou syncopée), caisse claire sur 2 et 4 dans la plupart des genres. Ajoute la charleston en croches ou doubles croches, puis de petits extras : une ghost note, une charleston ouverte avant la caisse claire, une boucle de percussions. Varie les vélocités et laisse un ou deux trous ; un motif qui change un peu toutes les 4 mesures sonne joué.',
    offer: 'Tu veux un groove de batterie dans le style de ton choix ?',
  },
  'kick-and-bass': {
    title: 'Grosse caisse et basse ensemble',
    text: 'Décide qui possède l’octave la plus grave : une 808 ou une sub-basse qui gronde demande une grosse caisse courte et percutante ; une grosse caisse ample demande une basse plus haute. Aligne les notes de basse sur la grosse caisse ou joue-les dans les trous, pas à moitié. Mets la basse en sidechain sur la grosse caisse et accorde le kick dans la tonalité du morceau.',
    offer: 'Tu veux un motif de basse façon sidechain à essayer ?',
  },
  'riffmate-what-it-does': {
    title: 'Ce que Riffmate sait faire',
    text: 'Demande-moi un morceau et je l’écris en MIDI — accords, basse, mélodie, arpèges, nappes, cuivres et batterie — dans la tonalité, le tempo, la mesure et le style que tu veux. Ensuite modifie-le avec des mots simples (« plus rapide », « ajoute des cordes », « une quinte plus haut », « 8 mesures »), pose des questions de théorie (notes d’un accord, accords d’une tonalité, intervalles) ou pratiques sur le mixage, l’enregistrement et les DAW. Chaque morceau arrive sur une carte que tu peux écouter dans le navigateur et télécharger en fichier MIDI pour ton DAW.',
    offer: 'On commence par « un beat lo-fi calme en fa mineur » ?',
  },
  'riffmate-download-midi': {
    title: 'Télécharger le fichier MIDI',
    text: 'Chaque carte a un bouton « Download MIDI » : il enregistre un fichier .mid standard (nommé comme « file-abc.mid ») avec chaque partie sur sa propre piste et son canal, la batterie sur le canal 10. Dans Chrome et Edge, tu peux aussi glisser ce bouton directement sur le bureau ou dans un DAW. Le tempo et la mesure suivent.',
    offer: 'Tu veux les étapes pour ton DAW en particulier ?',
  },
  'riffmate-play': {
    title: 'Écouter un morceau dans le navigateur',
    text: 'Appuie sur Play sur la carte pour écouter le morceau dans le navigateur ; le piano roll suit les notes et le curseur de position permet de sauter. Boucle une plage de mesures, change le tempo de lecture et utilise pour chaque partie M (sourdine), S (solo) et le volume pour écouter la basse seule ou couper la batterie. Si tu n’entends rien, vérifie que l’onglet n’est pas en sourdine et rappuie sur Play : les navigateurs ne lancent le son qu’après un clic.',
    offer: 'Tu veux que j’écrive quelque chose de court pour essayer le lecteur ?',
  },
  'riffmate-share': {
    title: 'Partager un chat',
    text: 'Ouvre le panneau d’historique et utilise le bouton de partage du chat ouvert : « Copy link » donne une URL publique, et toute personne qui l’a peut voir le chat partagé et ses cartes musicales. Tu peux aussi supprimer le chat au même endroit.',
    offer: 'Tu veux d’abord écrire quelque chose qui vaut la peine d’être partagé ?',
  },
  'riffmate-export-audio': {
    title: 'Exporter l’audio (WAV ou MP3)',
    text: 'Utilise l’export de la carte : « Export WAV » fait le rendu du morceau avec les sons que tu entends dans le lecteur et enregistre un fichier WAV. Pour un MP3, convertis ce WAV dans n’importe quel éditeur audio ou dans ton DAW. Je ne peux pas exporter de pistes audio séparées (stems) ni d’effets : télécharge le MIDI (chaque partie sur sa piste), joue-le avec tes propres instruments dans un DAW et exporte les stems depuis là.',
    offer: 'Tu veux savoir comment charger le MIDI dans ton DAW ?',
  },
  'riffmate-edit': {
    title: 'Modifier un morceau',
    text: 'Dis simplement ce qu’il faut changer au morceau en cours : tempo (« plus rapide », « à 90 bpm »), tonalité (« en ré mineur », « une quinte plus haut »), longueur (« 16 mesures »), mesure (« en 3/4 »), parties (« ajoute des cordes », « sans batterie », « basse au synthé ») ou caractère (« plus sombre », « plus chargé »). Chaque modification donne une nouvelle carte : les versions précédentes restent dans le chat.',
    offer: 'Tu veux essayer une modification sur ton dernier morceau ?',
  },
  'import-cubase': {
    title: 'Le MIDI de Riffmate dans Cubase',
    text: 'Choisis Fichier › Importer › Fichier MIDI, ou glisse le fichier dans la fenêtre du projet. Cubase crée une piste d’instrument ou MIDI par partie ; accepte d’importer la piste de tempo quand il le demande. Attribue des sons HALion Sonic (ou tes instruments) à chaque piste et Groove Agent à la batterie.',
    offer: 'Tu veux un morceau de style orchestral à charger dans Cubase ?',
  },
  'import-reaper': {
    title: 'Le MIDI de Riffmate dans Reaper',
    text: 'Glisse le .mid dans la vue d’arrangement ; Reaper demande s’il faut éclater le MIDI en une piste par canal — oui — et s’il faut importer la carte de tempo — oui aussi. Ajoute ensuite un instrument à chaque piste via le bouton FX (ReaSynth, un sampler gratuit ou tes plugins).',
    offer: 'Tu veux un morceau à plusieurs parties à importer ?',
  },
  'import-bitwig': {
    title: 'Le MIDI de Riffmate dans Bitwig Studio',
    text: 'Glisse le .mid depuis le navigateur ou le bureau dans l’Arranger : Bitwig crée une piste d’instrument par partie. Règle le tempo du projet sur le BPM de la carte, puis mets Polysynth ou un sampler sur les pistes mélodiques et une Drum Machine sur la batterie.',
    offer: 'Tu veux un morceau très synthé à importer ?',
  },
  'import-pro-tools': {
    title: 'Le MIDI de Riffmate dans Pro Tools',
    text: 'Utilise Fichier › Importer › MIDI, choisis « Nouvelles pistes » et coche « Importer la carte de tempo du fichier MIDI ». Pro Tools crée des pistes MIDI ; transforme-les en pistes d’instrument (ou route-les vers une) et charge un instrument comme Xpand!2 ou tes plugins, avec un instrument de batterie sur la piste du canal 10.',
    offer: 'Tu veux un arrangement de groupe à charger dans Pro Tools ?',
  },
  musescore: {
    title: 'MuseScore : transformer le MIDI en partition',
    text: 'MuseScore est un logiciel de partition gratuit. Ouvre le .mid téléchargé avec Fichier › Ouvrir (ou Importer) : chaque partie devient une portée. Règle la quantification et la tonalité dans le panneau d’import si les rythmes sont alambiqués, puis imprime ou exporte en PDF. Sibelius et Dorico importent le MIDI de la même façon.',
    offer: 'Tu veux une mélodie simple avec accords qui se lit bien en grille ?',
  },
  'riffmate-upload-midi': {
    title: 'Joindre ton propre fichier MIDI',
    text: 'Utilise le bouton « Attach MIDI file » à côté de la zone de message pour envoyer un fichier .mid. Je lis son tempo, sa tonalité, sa mesure et ses accords, je le décris et je peux le transformer : le transposer, changer son tempo, ou lui ajouter une basse ou une batterie.',
    offer: 'Tu veux joindre un fichier et me demander sa tonalité ?',
  },
  'riffmate-own-chords': {
    title: 'Utiliser ta propre grille d’accords',
    text: 'Tape tes accords et je construis le morceau dessus : « Am F C G en ballade », « ii–V–I en Bb » ou des chiffres romains comme « I–V–vi–IV en D ». Les accords restent exactement comme tu les as écrits ; j’ajoute la basse, la mélodie et la batterie autour.',
    offer: 'Tu veux coller une grille et l’écouter ?',
  },
  'strumming-patterns': {
    title: 'Rythmiques de grattage',
    text: 'La main qui gratte descend sur chaque temps et remonte sur chaque « et », qu’elle touche les cordes ou non : la rythmique, c’est seulement lesquels de ces mouvements touchent. La rythmique passe-partout en 4/4 est bas, bas-haut, haut-bas-haut (D – DU – UDU) : fort sur 1, léger sur les hauts, un peu plus appuyé sur 2 et 4, là où tomberait la caisse claire. Au couplet, plus doux ou seulement des bas sur chaque temps ; au refrain, toutes les croches avec l’accent sur 2 et 4. En 3/4, essaie D – DU – DU ; en 6/8, D-D-U D-D-U avec le poids sur 1 et 4. Travaille lentement au métronome en étouffant les cordes de la main gauche pour n’entendre que le rythme.',
    offer: 'Tu veux un morceau à ton tempo avec un backbeat bien net pour gratter dessus ?',
  },
  'chords-without-barre': {
    title: 'Accords sans barré (Bm, F, F#m, B7)',
    text: 'Ne joue que les quatre cordes aiguës et le barré disparaît. Bm : xx4432 (corde de Ré case 4, Sol 4, Si 3, Mi aigu 2) – ou Bm7, x20202, qui sonne bien presque partout où va Bm. F : xx3211 (un petit barré d’un doigt sur les deux cordes aiguës) ou Fmaj7, xx3210. F#m : xx4222. B7 : x21202, ouvert et facile. Ne gratte que les cordes de la forme ; la basse ou ton pouce donne la fondamentale. En parallèle, travaille le barré complet quelques minutes par jour : pouce derrière le manche, index un peu tourné sur son côté osseux, près de la frette.',
    offer: 'Tu veux une grille dans une tonalité pratique au capodastre, sans accords barrés ?',
  },
  'fingerpicking-patterns': {
    title: 'Motifs de fingerpicking',
    text: 'Le pouce prend les cordes graves et les doigts les trois aiguës : index sur Sol, majeur sur Si, annulaire sur Mi aigu (p–i–m–a). Un premier motif par mesure de 4/4 : pouce sur la fondamentale, puis i–m–a–m–i, en boucle. Dans le Travis picking, le pouce alterne à chaque temps entre la fondamentale et une autre corde grave pendant que les doigts pincent des notes de mélodie entre deux, comme un bassiste et un pianiste dans une seule main. Commence lentement avec le pouce seul jusqu’à ce qu’il soit régulier ; les doigts viennent ensuite s’y caler.',
    offer: 'Tu veux une partie d’arpèges dans ta tonalité pour apprendre un motif de picking ?',
  },
};
