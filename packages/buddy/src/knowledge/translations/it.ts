import type { EntryTranslation } from '../types.ts';

/** Entry answers in Italian, by entry id. */
export const it: Readonly<Record<string, EntryTranslation>> = {
  'vocal-mixing': {
    title: 'Mixare la voce',
    text: 'Una catena vocale affidabile: un equalizzatore (EQ) con passa-alto a 80–100 Hz e un taglio a 250–400 Hz se suona scatolato, un compressore che toglie 3–6 dB con attacco medio, usa un de-esser sulle "s" e aggiungi una leggera presenza a 3–5 kHz. Metti riverbero e delay in mandata, non sulla traccia, e automatizza il volume perché ogni parola si senta sopra la musica.',
    offer: 'Vuoi una base breve per esercitarti a mixare una voce?',
  },
  'eq-basics': {
    title: 'Basi di equalizzazione',
    text: 'Taglia stretto, enfatizza largo: togli ciò che dà fastidio con una campana abbastanza stretta e dai carattere con enfasi ampie e dolci. Metti un passa-alto su tutto ciò che non ha vere basse (voci, chitarre, pad) così cassa e basso si prendono il registro grave. Giudica l’EQ nel mix completo, non in solo, e pareggia il volume prima e dopo.',
    offer: 'Vuoi una mappa approssimativa delle frequenze degli strumenti comuni?',
  },
  'muddy-mix': {
    title: 'Sistemare un mix impastato',
    text: 'L’impasto di solito nasce da troppe parti ammucchiate tra 200 e 500 Hz. Filtra le basse di ciò che non ne ha bisogno, togli qualche dB a 250–350 Hz su pad, chitarre e pianoforti, e controlla che basso e cassa non rimbombino nello stesso punto. Spesso la vera soluzione è l’arrangiamento: meno note nel registro grave, o un pad un’ottava sopra.',
    offer: 'Vuoi che scriva una versione con un arrangiamento più leggero e chiaro?',
  },
  'compression-basics': {
    title: 'Basi di compressione',
    text: 'Un compressore abbassa ciò che supera la soglia secondo il rapporto: a 4:1, 4 dB sopra diventano 1 dB. Un attacco lento lascia passare i transienti (batteria incisiva), uno veloce li doma; regola il rilascio perché l’indicatore respiri col tempo. Punta a 2–6 dB di riduzione sulla maggior parte delle sorgenti e compensa il guadagno per confrontare allo stesso volume.',
    offer: 'Vuoi un groove di batteria per esercitarti con la compressione?',
  },
  'de-essing': {
    title: 'De-esser per le "s" aspre',
    text: 'Un de-esser è un compressore che ascolta solo la banda sibilante, di solito 5–9 kHz. Cerca la frequenza dove la "s" fa male e regola la soglia per togliere 3–6 dB solo sulle "s". Mettilo dopo il compressore principale (che tende ad alzare le "s") e prima di EQ brillanti o riverbero.',
    offer: 'Vuoi la catena vocale completa, in ordine?',
  },
  'reverb-basics': {
    title: 'Usare il riverbero',
    text: 'Metti il riverbero in mandata così più parti condividono lo stesso spazio. Una stanza corta amalgama, una plate valorizza voce e rullante, una hall rende enormi i pad. Aggiungi 20–60 ms di pre-delay per tenere il suono secco davanti e filtra le basse del ritorno a 200–300 Hz perché la coda non impasti.',
    offer: 'Vuoi un brano lento di pad dove si sentono bene le scelte di riverbero?',
  },
  'delay-basics': {
    title: 'Usare delay ed eco',
    text: 'Sincronizza il delay al tempo: semiminime per un’eco chiara, crome puntate per una chitarra che rotola, 80–120 ms di slapback per una voce vintage. Tieni basso il feedback (2–4 ripetizioni), filtra le ripetizioni perché stiano dietro e automatizza i "lanci": alza la mandata sull’ultima parola di una frase.',
    offer: 'Vuoi una melodia con spazio tra le frasi per provare i lanci di delay?',
  },
  'gain-staging': {
    title: 'Gain staging',
    text: 'Registra e mixa con margine: picchi intorno a −10/−6 dBFS per traccia e il bus master sotto −3 dBFS prima del mastering. A 24 bit o in virgola mobile registrare forte non serve. Tieni l’uscita di ogni plugin allo stesso livello dell’ingresso per giudicare le modifiche in modo onesto.',
    offer: 'Vuoi consigli sul volume del master?',
  },
  sidechain: {
    title: 'Compressione sidechain',
    text: 'Il sidechain abbassa una parte quando ne suona un’altra: metti un compressore sul basso (o sui pad), pilotalo con la cassa, con attacco rapido e un rilascio che torna prima del battito successivo. Pochi dB fanno spazio alla cassa; 6–10 dB danno il tipico "pompaggio" dance. Uno strumento di forma del volume o un LFO fa lo stesso senza ingresso esterno.',
    offer: 'Vuoi un pattern di basso in stile sidechain da provare?',
  },
  panning: {
    title: 'Panning e ampiezza stereo',
    text: 'Tieni cassa, rullante, basso e voce principale al centro e distribuisci il resto. Metti le parti simili ai lati opposti (due chitarre al 60 % a sinistra e a destra, shaker da una parte e charleston dall’altra) per bilanciare il mix. Ascolta in mono ogni tanto: se una parte sparisce, dipendeva da trucchi di fase.',
    offer: 'Vuoi un arrangiamento con parti raddoppiate per esercitarti col panning?',
  },
  'loudness-mastering': {
    title: 'Loudness, LUFS e mastering',
    text: 'I servizi di streaming abbassano i master forti a circa −14 LUFS integrati, quindi schiacciare un brano toglie solo dinamica. Un obiettivo sensato è tra −14 e −9 LUFS a seconda del genere, con il tetto del limiter a −1 dBTP. Il mastering è leggero: un’inclinazione ampia di EQ, compressione morbida, un limiter e il confronto con un riferimento allo stesso volume.',
    offer: 'Vuoi una lista di controllo per il mix finale prima del mastering?',
  },
  'mixing-order': {
    title: 'Da dove iniziare un mix',
    text: 'Un ordine semplice: organizza e colora le tracce, fai un bilanciamento grezzo solo con fader e panning, poi correggi i problemi (tagli di EQ, compressione), crea spazio (riverbero, delay), automatizza e infine controlla su altri diffusori. Gran parte di un buon mix è il bilanciamento statico: sistemalo prima di ricorrere ai plugin.',
    offer: 'Vuoi un brano a più parti per esercitarti in un mix completo?',
  },
  'choosing-a-daw': {
    title: 'Quale DAW scegliere',
    text: 'Con tutte si fanno dischi finiti; scegli in base al flusso di lavoro e al budget. Loop ed elettronica: Ableton Live, FL Studio o Bitwig. Scrittura e registrazione su Mac: Logic Pro (GarageBand è l’ingresso gratuito). Registrare band e montare audio: Pro Tools, Cubase o Reaper, economico, leggero e molto personalizzabile. Prova le versioni di valutazione e tieni quella che smetti di notare.',
    offer: 'Vuoi i passaggi per caricare il MIDI di Riffmate in quella che scegli?',
  },
  'free-daws': {
    title: 'DAW gratuite ed economiche',
    text: 'Opzioni gratuite davvero utilizzabili: GarageBand (Mac e iPhone), Cakewalk by BandLab (Windows), Waveform Free e LMMS per fare beat; MuseScore è gratuito per la notazione. Reaper costa poco per uso personale e ha 60 giorni di valutazione completa. Tutte aprono i file MIDI di Riffmate.',
    offer: 'Vuoi i passaggi di importazione per una di queste?',
  },
  'midi-import-general': {
    title: 'Portare il MIDI di Riffmate in qualsiasi DAW',
    text: 'Scarica il file MIDI della card e trascinalo nell’arrangiamento della DAW: la maggior parte crea una traccia per parte. Il MIDI sono note, non suono, quindi assegna uno strumento a ogni traccia (pianoforte, basso, un kit di batteria sulla traccia di batteria). Se la DAW lo chiede, importa il tempo dal file perché le battute tornino.',
    offer: 'Vuoi i passaggi esatti per la tua DAW?',
  },
  'midi-no-sound': {
    title: 'Il MIDI non suona nella mia DAW',
    text: 'Un file MIDI contiene note e numeri di strumento, non audio. Nella DAW ogni traccia importata ha bisogno di uno strumento: carica un pianoforte o un synth sulle tracce melodiche e un campionatore di batteria su quella di batteria (il canale 10 usa la mappa General MIDI: cassa 36, rullante 38, charleston chiuso 42). Controlla anche che la traccia abbia un’uscita o il monitoraggio attivo.',
    offer: 'Vuoi la mappa completa della batteria General MIDI?',
  },
  'import-ableton': {
    title: 'Il MIDI di Riffmate in Ableton Live',
    text: 'Trascina il .mid scaricato dal tuo file manager nell’Arrangement View di Live (o in uno spazio vuoto della Session View); ogni parte diventa una traccia MIDI. Metti uno strumento su ogni traccia — un kit Drum Rack sulla batteria — e imposta il tempo di Live sui BPM della card, perché Live non sempre prende il tempo da un file importato.',
    offer: 'Vuoi un groove con batteria, basso e accordi separati per provarlo?',
  },
  'import-logic': {
    title: 'Il MIDI di Riffmate in Logic Pro',
    text: 'Trascina il .mid nell’area delle tracce di Logic o usa Archivio › Importa › File MIDI; Logic crea una traccia strumento per parte e propone di importare il tempo: accetta. Sostituisci i suoni con patch migliori dalla Libreria e metti un kit Drum Kit Designer sulla traccia di batteria.',
    offer: 'Vuoi un brano con archi e pianoforte da caricare in Logic?',
  },
  'import-fl-studio': {
    title: 'Il MIDI di Riffmate in FL Studio',
    text: 'Usa File › Import › MIDI file (o trascina il file nel Channel Rack): FL chiede come importare; lascia spuntato "Import tempo". Ogni parte diventa un canale col suo pattern; carica uno strumento su ciascuno (FLEX, FL Keys o FPC per la batteria) e disponi i pattern nella Playlist.',
    offer: 'Vuoi un beat trap con l’808 su una parte separata da importare?',
  },
  'import-garageband': {
    title: 'Il MIDI di Riffmate in GarageBand',
    text: 'Su Mac trascina il .mid nell’area delle tracce di GarageBand: crea una traccia strumento per parte (spesso all’inizio tutte pianoforte — scegli suoni nella Libreria e un kit per la batteria). GarageBand non sempre prende il tempo dal file, quindi imposta il tempo del progetto sui BPM della card. Su iPhone o iPad importa il file dall’app File nel Browser dei loop.',
    offer: 'Vuoi un brano semplice di pianoforte e batteria per provarlo?',
  },
  'home-studio-basics': {
    title: 'Un home studio di base',
    text: 'L’essenziale: un computer con una DAW, una scheda audio con uno o due ingressi, un buon microfono (un dinamico tipo SM58/SM57 o un condensatore a diaframma largo), cuffie chiuse per registrare e monitor o cuffie aperte per mixare. Una piccola tastiera MIDI velocizza molto la scrittura delle parti. Investi nella stanza e nel microfono prima che in plugin esotici.',
    offer: 'Vuoi consigli per scegliere una scheda audio?',
  },
  'audio-interface': {
    title: 'Scegliere una scheda audio',
    text: 'Un’interfaccia audio è ciò che porta un microfono o uno strumento nel computer in modo pulito, quindi ti serve per registrare bene una chitarra o una voce (un microfono USB copre una sola voce). Conta gli ingressi che ti servono contemporaneamente: un cantautore ne vuole due (voce e chitarra), un batterista otto o più. Cerca l’alimentazione phantom (per i condensatori), un ingresso strumento Hi-Z per chitarra e basso, il monitoraggio diretto e driver solidi per il tuo sistema. I modelli a due ingressi di Focusrite, Audient, MOTU o Universal Audio suonano puliti.',
    offer: 'Vuoi consigli per ridurre la latenza una volta installata?',
  },
  latency: {
    title: 'Latenza e dimensione del buffer',
    text: 'La latenza è il ritardo tra suonare e sentire. Quando registri, abbassa il buffer (64–128 campioni), usa il monitoraggio diretto della scheda e, su Windows, il suo driver ASIO. Quando mixi, alzalo (512–1024) perché i plugin pesanti non crepitino. Evita le cuffie Bluetooth per registrare: aggiungono 150 ms o più.',
    offer: 'Vuoi consigli per impostare i livelli di registrazione?',
  },
  'mic-types': {
    title: 'Microfoni dinamici, a condensatore e a nastro',
    text: 'I dinamici (SM58, SM7B) sono robusti e respingono il suono della stanza: ideali per sorgenti forti e stanze non trattate. I condensatori sono più dettagliati e sensibili, ottimi per voce e strumenti acustici in una stanza decente, e richiedono l’alimentazione phantom a 48 V. I microfoni a nastro sono morbidi e scuri, splendidi su amplificatori per chitarra e ottoni. Un microfono USB va bene per i provini ma non cresce verso più ingressi.',
    offer: 'Vuoi consigli di posizionamento per registrare la voce?',
  },
  'recording-vocals': {
    title: 'Registrare la voce a casa',
    text: 'Canta a 15–25 cm dal microfono con un filtro anti-pop davanti, leggermente fuori asse se le occlusive scoppiano ancora. Registra nel punto più sordo che hai — un armadio pieno di vestiti batte una stanza vuota — e appendi coperte dietro di te. Imposta il guadagno perché i passaggi forti arrivino a circa −10 dBFS e registra più take completi per montare poi le frasi migliori.',
    offer: 'Vuoi una base su cui cantare?',
  },
  'song-structure': {
    title: 'La struttura di una canzone',
    text: 'La forma pop più comune è intro – strofa – ritornello – strofa – ritornello – bridge – ritornello – finale, circa 3 minuti. AABA (strofa, strofa, bridge, strofa) va bene per standard e ballate; l’elettronica ragiona in blocchi di 8 e 16 battute: intro, build-up, drop, breakdown, drop. Arriva al primo ritornello (o drop) entro un minuto circa.',
    offer: 'Vuoi un brano diviso in strofa e ritornello?',
  },
  'start-a-song': {
    title: 'Come iniziare a scrivere una canzone',
    text: 'Parti da quello che hai: un titolo o una frase, un loop di accordi, un ritmo o una melodia canticchiata nel telefono. Costruisci prima il ritornello — il gancio e il titolo — poi strofe che portano lì. Metti un timer e finisci una versione grezza in una sola sessione; la rifinitura viene dopo.',
    offer: 'Vuoi un loop di accordi su cui scrivere?',
  },
  'common-progressions': {
    title: 'Giri di accordi comuni',
    text: 'Giri che reggono migliaia di canzoni: I–V–vi–IV (pop), vi–IV–I–V (lo stesso loop con un inizio più triste), I–vi–IV–V (doo-wop anni ’50), ii–V–I (jazz), i–VI–III–VII (pop/rock minore) e il blues in 12 battute (I I I I, IV IV I I, V IV I V). Cambia ritmo e disposizione e un giro comune suona tuo.',
    offer: 'Vuoi sentirne uno nella tonalità e nello stile che scegli?',
  },
  'practice-routine': {
    title: 'Una routine di studio',
    text: 'Poco e ogni giorno batte tanto una volta a settimana: 30–45 minuti divisi tra riscaldamento e tecnica (10 min), il brano o l’abilità su cui lavori, lento e preciso (20 min), e qualcosa di divertente — improvvisare o suonare canzoni che ami (10 min). Annota cosa hai studiato e un obiettivo per domani.',
    offer: 'Vuoi una base su cui improvvisare a fine sessione?',
  },
  'genre-tempos': {
    title: 'Tempi tipici per genere',
    text: 'Intervalli indicativi: ballate 60–80 BPM, lo-fi e boom-bap 70–95, reggae 70–90, R&B 60–100, pop 95–130, house 120–128, techno 125–140, trance 130–140, dubstep 140 (sensazione a metà tempo), trap 130–170 (percepita a metà), drum and bass 160–180, punk 160–200. Tempo percepito e feeling contano più del numero esatto.',
    offer: 'Vuoi un groove a uno di questi tempi?',
  },
  'drum-programming-basics': {
    title: 'Programmare la batteria',
    text: 'Parti da cassa e rullante: cassa sull’1 (e sul 3, o sincopata) e rullante sul 2 e sul 4 nella maggior parte dei generi. Aggiungi il charleston in crome o semicrome, poi piccoli extra — una ghost note sul rullante, un charleston aperto prima del rullante, un loop di percussioni. Varia le velocity e lascia uno o due vuoti; un pattern che cambia un po’ ogni 4 battute suona suonato.',
    offer: 'Vuoi un groove di batteria nello stile che scegli?',
  },
  'kick-and-bass': {
    title: 'Cassa e basso insieme',
    text: 'Decidi chi possiede l’ottava più grave: un 808 o un sub che rimbomba vuole una cassa corta e incisiva; una cassa grande vuole un basso più alto. Allinea le note del basso alla cassa oppure suonale nei vuoti, non a metà. Metti il basso in sidechain sulla cassa e accorda la cassa sulla tonalità del brano.',
    offer: 'Vuoi un pattern di basso in stile sidechain da provare?',
  },
  'riffmate-what-it-does': {
    title: 'Cosa sa fare Riffmate',
    text: 'Chiedimi un brano e lo scrivo in MIDI — accordi, basso, melodia, arpeggi, pad, ottoni e batteria — nella tonalità, nel tempo, nel metro e nello stile che dici. Poi lo cambi con parole normali ("più veloce", "aggiungi gli archi", "una quinta sopra", "8 battute"), fai domande di teoria (note di un accordo, accordi di una tonalità, intervalli) o pratiche su mix, registrazione e DAW. Ogni brano arriva in una card che puoi ascoltare nel browser e scaricare come file MIDI per la tua DAW.',
    offer: 'Iniziamo con "un beat lo-fi rilassato in fa minore"?',
  },
  'riffmate-download-midi': {
    title: 'Scaricare il file MIDI',
    text: 'Ogni card musicale ha un pulsante "Download MIDI": salva un file .mid standard (con un nome tipo "file-abc.mid") con ogni parte sulla sua traccia e sul suo canale, e la batteria sul canale 10. In Chrome ed Edge puoi anche trascinare il pulsante direttamente sulla scrivania o in una DAW. Tempo e metro sono inclusi.',
    offer: 'Vuoi i passaggi per la tua DAW in particolare?',
  },
  'riffmate-play': {
    title: 'Ascoltare un brano nel browser',
    text: 'Premi Play sulla card per ascoltare il brano nel browser; il piano roll segue le note e il cursore di posizione ti fa saltare. Metti in loop un gruppo di battute, cambia il tempo di riproduzione e usa per ogni parte M (muto), S (solo) e il volume per sentire solo il basso o togliere la batteria. Se non senti nulla, controlla che la scheda non sia silenziata e premi di nuovo Play: i browser avviano l’audio solo dopo un clic.',
    offer: 'Vuoi che scriva qualcosa di breve per provare il player?',
  },
  'riffmate-share': {
    title: 'Condividere una chat',
    text: 'Apri la barra laterale della cronologia e usa il pulsante di condivisione della chat aperta: "Copy link" ti dà un URL pubblico, e chiunque lo abbia può vedere la chat condivisa e le sue card musicali. Dallo stesso punto puoi anche eliminare la chat.',
    offer: 'Vuoi prima scrivere qualcosa che valga la pena condividere?',
  },
  'riffmate-export-audio': {
    title: 'Esportare l’audio (WAV o MP3)',
    text: 'Usa l’esportazione della card: "Export WAV" renderizza il brano con gli stessi suoni che senti nel player e salva un file WAV. Per l’MP3, converti quel WAV in qualsiasi editor audio o nella tua DAW. Non posso esportare tracce audio separate (stem) né effetti: scarica il MIDI (ogni parte sulla sua traccia), suonalo con i tuoi strumenti in una DAW ed esporta gli stem da lì.',
    offer: 'Vuoi sapere come caricare il MIDI nella tua DAW?',
  },
  'riffmate-edit': {
    title: 'Modificare un brano',
    text: 'Di’ semplicemente cosa cambiare nel brano attuale: tempo ("più veloce", "a 90 bpm"), tonalità ("in re minore", "una quinta sopra"), durata ("16 battute"), metro ("in 3/4"), parti ("aggiungi gli archi", "senza batteria", "basso di synth") o carattere ("più cupo", "più pieno"). Ogni modifica produce una nuova card, e le versioni precedenti restano nella chat.',
    offer: 'Vuoi provare una modifica sul tuo ultimo brano?',
  },
  'import-cubase': {
    title: 'Il MIDI di Riffmate in Cubase',
    text: 'Scegli File › Importa › File MIDI, o trascina il file nella finestra del progetto. Cubase crea una traccia strumento o MIDI per parte; accetta di importare la traccia del tempo quando te lo chiede. Assegna suoni di HALion Sonic (o i tuoi strumenti) a ogni traccia e Groove Agent alla batteria.',
    offer: 'Vuoi un brano di stile orchestrale da caricare in Cubase?',
  },
  'import-reaper': {
    title: 'Il MIDI di Riffmate in Reaper',
    text: 'Trascina il .mid nella vista di arrangiamento; Reaper chiede se separare il MIDI in una traccia per canale — sì — e se importare la mappa del tempo — sì anche qui. Poi aggiungi uno strumento a ogni traccia con il pulsante FX (ReaSynth, un campionatore gratuito o i tuoi plugin).',
    offer: 'Vuoi un brano a più parti da importare?',
  },
  'import-bitwig': {
    title: 'Il MIDI di Riffmate in Bitwig Studio',
    text: 'Trascina il .mid dal browser o dalla scrivania nell’Arranger: Bitwig crea una traccia strumento per parte. Imposta il tempo del progetto sui BPM della card, poi usa Polysynth o un campionatore sulle tracce melodiche e una Drum Machine sulla batteria.',
    offer: 'Vuoi un brano pieno di synth da importare?',
  },
  'import-pro-tools': {
    title: 'Il MIDI di Riffmate in Pro Tools',
    text: 'Usa File › Importa › MIDI, scegli "Nuove tracce" e spunta "Importa la mappa del tempo dal file MIDI". Pro Tools crea tracce MIDI; trasformale in tracce strumento (o instradale su una) e carica uno strumento come Xpand!2 o i tuoi plugin, con uno strumento di batteria sulla traccia del canale 10.',
    offer: 'Vuoi un arrangiamento per band da caricare in Pro Tools?',
  },
  musescore: {
    title: 'MuseScore: trasformare il MIDI in spartito',
    text: 'MuseScore è un programma di notazione gratuito. Apri il .mid scaricato con File › Apri (o Importa): ogni parte diventa un pentagramma. Regola quantizzazione e tonalità nel pannello di importazione se i ritmi risultano contorti, poi stampa o esporta in PDF. Sibelius e Dorico importano il MIDI allo stesso modo.',
    offer: 'Vuoi una melodia semplice con accordi che si legga bene come lead sheet?',
  },
  'riffmate-upload-midi': {
    title: 'Allegare il tuo file MIDI',
    text: 'Usa il pulsante "Attach MIDI file" accanto alla casella del messaggio per inviare un file .mid. Leggo tempo, tonalità, metro e accordi, lo descrivo e posso trasformarlo: trasporlo, cambiarne il tempo o aggiungere basso o batteria.',
    offer: 'Vuoi allegare un file e chiedermi in che tonalità è?',
  },
  'riffmate-own-chords': {
    title: 'Usare il tuo giro di accordi',
    text: 'Scrivi i tuoi accordi e ci costruisco sopra il brano: "Am F C G come ballata", "ii–V–I in Bb" o gradi romani come "I–V–vi–IV in D". Gli accordi restano esattamente come li hai scritti; io aggiungo basso, melodia e batteria.',
    offer: 'Vuoi incollare un giro e ascoltarlo?',
  },
  'strumming-patterns': {
    title: 'Pattern di strumming',
    text: 'La mano che pennella scende su ogni tempo e sale su ogni «e», che colpisca le corde o no: il pattern è solo quali di quei movimenti le toccano. Il jolly in 4/4 è giù, giù-su, su-giù-su (D – DU – UDU): forte sull’1, leggero sui su, un po’ più deciso su 2 e 4, dove andrebbe il rullante. Nella strofa più piano o solo giù su ogni tempo; nel ritornello tutti gli ottavi con l’accento su 2 e 4. In 3/4 prova D – DU – DU; in 6/8, D-D-U D-D-U con il peso su 1 e 4. Esercitati piano con il metronomo, stoppando le corde con la mano sinistra per sentire solo il ritmo.',
    offer: 'Vuoi un brano al tuo tempo con un backbeat chiaro su cui suonare?',
  },
  'chords-without-barre': {
    title: 'Accordi senza barrè (Bm, F, F#m, B7)',
    text: 'Suona solo le quattro corde acute e il barrè sparisce. Bm: xx4432 (corda Re 4º tasto, Sol 4º, Si 3º, Mi cantino 2º) – oppure Bm7, x20202, che sta bene quasi ovunque ci sia Bm. F: xx3211 (un mini barrè di un dito sulle due corde acute) o Fmaj7, xx3210. F#m: xx4222. B7: x21202, aperto e facile. Pennella solo le corde della forma; la fondamentale la dà il basso o il tuo pollice. Intanto allena il barrè completo qualche minuto al giorno: pollice dietro il manico, indice un po’ ruotato sul lato osseo, vicino alla barretta.',
    offer: 'Vuoi una progressione in una tonalità comoda con il capotasto, senza accordi barrè?',
  },
  'fingerpicking-patterns': {
    title: 'Pattern di fingerpicking',
    text: 'Il pollice prende le corde basse e le dita le tre acute: indice sul Sol, medio sul Si, anulare sul Mi cantino (p–i–m–a). Un primo pattern per battuta di 4/4: pollice sulla fondamentale, poi i–m–a–m–i, ripetuto. Nel Travis picking il pollice alterna su ogni tempo tra la fondamentale e un’altra corda bassa mentre le dita pizzicano note di melodia in mezzo, come un bassista e un pianista in una mano sola. Comincia piano con il solo pollice finché è regolare; le dita si incastrano dopo.',
    offer: 'Vuoi una parte in arpeggio nella tua tonalità per imparare un pattern di picking?',
  },
};
