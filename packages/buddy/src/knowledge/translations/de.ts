import type { EntryTranslation } from '../types.ts';

/** Entry answers in German, by entry id. */
export const de: Readonly<Record<string, EntryTranslation>> = {
  'vocal-mixing': {
    title: 'Gesang mischen',
    text: 'Eine verlässliche Vocal-Kette: ein EQ mit Hochpass bei 80–100 Hz und einer Absenkung bei 250–400 Hz, wenn es topfig klingt, ein Kompressor mit 3–6 dB Reduktion und mittlerer Attack, die S-Laute de-essen und dann sanft Präsenz bei 3–5 kHz anheben. Hall und Delay auf Sends legen, nicht auf die Spur, und die Lautstärke automatisieren, damit jedes Wort über der Musik zu hören ist.',
    offer: 'Soll ich ein kurzes Playback schreiben, um einen Vocal-Mix zu üben?',
  },
  'eq-basics': {
    title: 'EQ-Grundlagen',
    text: 'Schmal absenken, breit anheben: Störendes mit einer recht engen Glocke entfernen, Charakter mit breiten, sanften Anhebungen geben. Alles ohne echten Bass (Gesang, Gitarren, Pads) per Hochpass filtern, damit Kick und Bass den Tieftonbereich für sich haben. EQ im ganzen Mix beurteilen, nicht solo, und vorher wie nachher auf gleiche Lautstärke bringen.',
    offer: 'Willst du eine grobe Frequenzkarte der üblichen Instrumente?',
  },
  'muddy-mix': {
    title: 'Einen matschigen Mix reparieren',
    text: 'Matsch entsteht meist, weil sich zu viele Spuren zwischen 200 und 500 Hz stapeln. Filtere die Tiefen von allem, was sie nicht braucht, senke Pads, Gitarren und Klavier bei 250–350 Hz um ein paar dB ab und prüfe, dass Bass und Kick nicht an derselben Stelle dröhnen. Oft liegt die echte Lösung im Arrangement: weniger Töne im tiefen Register oder ein Pad eine Oktave höher.',
    offer: 'Soll ich eine Version mit schlankerem, klarerem Arrangement schreiben?',
  },
  'compression-basics': {
    title: 'Kompressions-Grundlagen',
    text: 'Ein Kompressor senkt, was über den Threshold geht, um die Ratio: Bei 4:1 werden aus 4 dB darüber 1 dB. Langsame Attack lässt Transienten durch (knackige Drums), schnelle bändigt sie; stelle das Release so ein, dass die Anzeige mit dem Tempo atmet. Ziel sind 2–6 dB Gain Reduction bei den meisten Quellen, mit Make-up-Gain, um bei gleicher Lautstärke zu vergleichen.',
    offer: 'Willst du einen Drum-Groove, um Kompressor-Einstellungen zu üben?',
  },
  'de-essing': {
    title: 'Scharfe S-Laute entschärfen',
    text: 'Ein De-Esser ist ein Kompressor, der nur das Zischband hört, meist 5–9 kHz. Such die Frequenz, bei der das S weh tut, und setze den Threshold so, dass er nur bei den S-Lauten 3–6 dB wegnimmt. Setz ihn hinter den Hauptkompressor (der S-Laute gern anhebt) und vor helle EQs oder Hall.',
    offer: 'Willst du die komplette Vocal-Kette in der richtigen Reihenfolge?',
  },
  'reverb-basics': {
    title: 'Hall einsetzen',
    text: 'Leg den Hall auf einen Send, damit sich mehrere Spuren einen Raum teilen. Ein kurzer Room klebt den Mix zusammen, eine Plate schmeichelt Gesang und Snare, ein Hall macht Pads riesig. 20–60 ms Pre-Delay halten das trockene Signal vorne, und ein Hochpass bei 200–300 Hz im Hall-Return verhindert, dass die Fahne den Bass vermatscht.',
    offer: 'Willst du ein langsames Pad-Stück, in dem man Hall-Entscheidungen gut hört?',
  },
  'delay-basics': {
    title: 'Delay und Echo einsetzen',
    text: 'Synchronisiere das Delay zum Tempo: Viertel für ein klares Echo, punktierte Achtel für eine rollende Gitarre, 80–120 ms Slapback für Vintage-Gesang. Wenig Feedback (2–4 Wiederholungen), Wiederholungen filtern, damit sie hinter dem trockenen Signal bleiben, und „Throws“ automatisieren — den Send beim letzten Wort einer Phrase aufdrehen.',
    offer: 'Willst du eine Melodie mit Pausen zwischen den Phrasen für Delay-Throws?',
  },
  'gain-staging': {
    title: 'Gain Staging',
    text: 'Mit Headroom aufnehmen und mischen: Spitzen um −10 bis −6 dBFS pro Spur und der Master-Bus vor dem Mastering unter −3 dBFS. Bei 24 Bit oder Fließkomma bringt heißes Aufnehmen nichts. Halte den Ausgang jedes Plugins etwa so laut wie seinen Eingang, damit du Änderungen fair beurteilst.',
    offer: 'Willst du als Nächstes Tipps zur Master-Lautheit?',
  },
  sidechain: {
    title: 'Sidechain-Kompression',
    text: 'Sidechain duckt eine Spur, wenn eine andere spielt: Kompressor auf den Bass (oder die Pads), Kick als Steuersignal, schnelle Attack und ein Release, das vor dem nächsten Schlag zurückkommt. Ein paar dB machen Platz für die Kick; 6–10 dB ergeben das typische Dance-„Pumpen“. Ein Volume-Shaper oder LFO-Tool macht dasselbe ohne Sidechain-Eingang.',
    offer: 'Willst du ein Basspattern im Sidechain-Stil zum Ausprobieren?',
  },
  panning: {
    title: 'Panning und Stereobreite',
    text: 'Kick, Snare, Bass und Leadgesang bleiben in der Mitte, der Rest wird verteilt. Ähnliche Spuren gegenüber platzieren (zwei Gitarren 60 % links und rechts, Shaker auf einer Seite, Hi-Hat auf der anderen), damit der Mix ausgewogen bleibt. Hör ab und zu in Mono: Verschwindet eine Spur, hing sie an Phasentricks.',
    offer: 'Willst du ein Arrangement mit gedoppelten Spuren zum Panning-Üben?',
  },
  'loudness-mastering': {
    title: 'Lautheit, LUFS und Mastering',
    text: 'Streamingdienste regeln laute Master auf etwa −14 LUFS integriert herunter; einen Track plattzudrücken kostet also nur Dynamik. Ein vernünftiges Ziel sind je nach Genre −14 bis −9 LUFS, mit der Limiter-Decke bei −1 dBTP. Mastering bleibt leicht: eine breite EQ-Neigung, sanfte Kompression, ein Limiter und der Vergleich mit einer Referenz bei gleicher Lautstärke.',
    offer: 'Willst du eine Checkliste für den finalen Mix vor dem Mastering?',
  },
  'mixing-order': {
    title: 'Wo man mit dem Mix anfängt',
    text: 'Eine einfache Reihenfolge: Spuren ordnen und einfärben, eine grobe Balance nur mit Fadern und Panning, dann Probleme beheben (EQ-Absenkungen, Kompression), dann Raum schaffen (Hall, Delay), dann Automation und zum Schluss auf anderen Lautsprechern prüfen. Der Großteil eines guten Mixes ist die statische Balance — bring sie in Ordnung, bevor du zu Plugins greifst.',
    offer: 'Willst du ein mehrstimmiges Stück, um einen kompletten Mix zu üben?',
  },
  'choosing-a-daw': {
    title: 'Welche DAW wählen',
    text: 'Mit allen lassen sich fertige Platten machen; entscheide nach Arbeitsweise und Budget. Loops und elektronische Musik: Ableton Live, FL Studio oder Bitwig. Songwriting und Aufnahme am Mac: Logic Pro (GarageBand ist der kostenlose Einstieg). Bands aufnehmen und Audio schneiden: Pro Tools, Cubase oder Reaper, das günstig, schlank und sehr anpassbar ist. Probier die Testversionen und behalte die, die dir nicht mehr auffällt.',
    offer: 'Willst du die Schritte, um Riffmates MIDI in deine Wahl zu laden?',
  },
  'free-daws': {
    title: 'Kostenlose und günstige DAWs',
    text: 'Wirklich brauchbare kostenlose Optionen: GarageBand (Mac und iPhone), Cakewalk by BandLab (Windows), Waveform Free und LMMS zum Beatbauen; MuseScore ist kostenlos für Notensatz. Reaper kostet privat wenig und hat eine voll nutzbare 60-Tage-Testphase. Alle öffnen Riffmates MIDI-Dateien.',
    offer: 'Willst du die Import-Schritte für eine davon?',
  },
  'midi-import-general': {
    title: 'Riffmates MIDI in jede DAW bringen',
    text: 'Lade die MIDI-Datei der Karte herunter und zieh sie ins Arrangement der DAW: Die meisten legen pro Stimme eine Spur an. MIDI sind Noten, kein Klang — gib jeder Spur ein Instrument (Klavier, Bass, ein Drumkit auf die Schlagzeugspur). Wenn die DAW fragt, übernimm das Tempo aus der Datei, damit die Takte passen.',
    offer: 'Willst du die genauen Schritte für deine DAW?',
  },
  'midi-no-sound': {
    title: 'Das MIDI macht in meiner DAW keinen Ton',
    text: 'Eine MIDI-Datei enthält Noten und Instrumentnummern, kein Audio. In der DAW braucht jede importierte Spur ein Instrument-Plugin: Klavier oder Synth auf die melodischen Spuren, einen Drum-Sampler auf die Schlagzeugspur (Kanal 10 nutzt die General-MIDI-Belegung: Kick 36, Snare 38, geschlossene Hi-Hat 42). Prüfe auch, ob die Spur einen Ausgang oder Monitoring hat.',
    offer: 'Willst du die vollständige General-MIDI-Drum-Belegung?',
  },
  'import-ableton': {
    title: 'Riffmates MIDI in Ableton Live',
    text: 'Zieh die heruntergeladene .mid-Datei aus dem Dateibrowser in Lives Arrangement View (oder in eine freie Stelle der Session View); jede Stimme wird eine eigene MIDI-Spur. Leg auf jede Spur ein Instrument — ein Drum-Rack-Kit auf die Schlagzeugspur — und stell Lives Tempo auf die BPM der Karte, denn Live übernimmt das Tempo einer importierten Datei nicht immer.',
    offer: 'Willst du einen Groove mit getrennten Drum-, Bass- und Akkordspuren zum Ausprobieren?',
  },
  'import-logic': {
    title: 'Riffmates MIDI in Logic Pro',
    text: 'Zieh die .mid-Datei in Logics Spurbereich oder nutze Ablage › Importieren › MIDI-Datei; Logic legt pro Stimme eine Software-Instrument-Spur an und bietet an, das Tempo zu übernehmen — annehmen. Tausch die Klänge gegen bessere Patches aus der Bibliothek und leg ein Drum-Kit-Designer-Kit auf die Schlagzeugspur.',
    offer: 'Willst du ein Stück mit Streichern und Klavier für Logic?',
  },
  'import-fl-studio': {
    title: 'Riffmates MIDI in FL Studio',
    text: 'Nutze File › Import › MIDI file (oder zieh die Datei ins Channel Rack): FL fragt, wie importiert werden soll — „Import tempo“ angehakt lassen. Jede Stimme wird ein Kanal mit eigenem Pattern; lade auf jeden ein Instrument (FLEX, FL Keys oder FPC fürs Schlagzeug) und setz die Patterns in die Playlist.',
    offer: 'Willst du einen Trap-Beat mit eigener 808-Spur zum Importieren?',
  },
  'import-garageband': {
    title: 'Riffmates MIDI in GarageBand',
    text: 'Am Mac die .mid-Datei in GarageBands Spurbereich ziehen: Es entsteht pro Stimme eine Software-Instrument-Spur (anfangs oft alle Klavier — neue Klänge in der Bibliothek wählen und ein Drumkit fürs Schlagzeug). GarageBand übernimmt das Tempo nicht immer, also das Projekttempo auf die BPM der Karte stellen. Auf iPhone oder iPad die Datei über die Dateien-App in den Loop-Browser importieren.',
    offer: 'Willst du ein einfaches Stück mit Klavier und Schlagzeug zum Ausprobieren?',
  },
  'home-studio-basics': {
    title: 'Ein einfaches Heimstudio',
    text: 'Das Wesentliche: ein Computer mit DAW, ein Audiointerface mit ein oder zwei Eingängen, ein gutes Mikrofon (ein dynamisches wie SM58/SM57 oder ein Großmembran-Kondensator), geschlossene Kopfhörer zum Aufnehmen und Monitore oder offene Kopfhörer zum Mischen. Ein kleines MIDI-Keyboard macht das Schreiben von Stimmen viel schneller. Gib Geld zuerst für Raum und Mikrofon aus, nicht für exotische Plugins.',
    offer: 'Willst du Tipps zur Wahl eines Audiointerfaces?',
  },
  'audio-interface': {
    title: 'Ein Audiointerface wählen',
    text: 'Ein Audiointerface bringt ein Mikrofon oder Instrument sauber in deinen Computer, du brauchst also eines, um Gitarre oder Stimme gut aufzunehmen (ein USB-Mikro deckt nur eine Stimme ab). Zähl die Eingänge, die du gleichzeitig brauchst: Singer-Songwriter zwei (Stimme und Gitarre), ein Schlagzeuger acht oder mehr. Achte auf Phantomspeisung (für Kondensatormikros), einen Hi-Z-Instrumenteneingang für Gitarre und Bass, Direct Monitoring und solide Treiber für dein System. Zweikanal-Geräte von Focusrite, Audient, MOTU oder Universal Audio klingen sauber.',
    offer: 'Willst du Tipps, wie du danach die Latenz senkst?',
  },
  latency: {
    title: 'Latenz und Puffergröße',
    text: 'Latenz ist die Verzögerung zwischen Spielen und Hören. Beim Aufnehmen den Puffer klein stellen (64–128 Samples), das Direct Monitoring des Interfaces nutzen und unter Windows dessen ASIO-Treiber. Beim Mischen den Puffer erhöhen (512–1024), damit schwere Plugins nicht knacken. Keine Bluetooth-Kopfhörer beim Aufnehmen: Sie fügen 150 ms oder mehr hinzu.',
    offer: 'Willst du Tipps zum Einstellen der Aufnahmepegel?',
  },
  'mic-types': {
    title: 'Dynamische, Kondensator- und Bändchenmikrofone',
    text: 'Dynamische Mikros (SM58, SM7B) sind robust und blenden den Raum aus — ideal für laute Quellen und unbehandelte Räume. Kondensatormikros sind detaillierter und empfindlicher, toll für Gesang und akustische Instrumente in einem ordentlichen Raum, und brauchen 48 V Phantomspeisung. Bändchen klingen weich und dunkel, schön an Gitarrenverstärkern und Bläsern. Ein USB-Mikro reicht für Demos, wächst aber nicht zu mehreren Eingängen mit.',
    offer: 'Willst du Tipps zur Mikrofonposition bei Gesangsaufnahmen?',
  },
  'recording-vocals': {
    title: 'Gesang zu Hause aufnehmen',
    text: 'Sing 15–25 cm vom Mikro entfernt mit Popschutz davor, leicht schräg, wenn Plosive noch ploppen. Nimm an der trockensten Stelle auf — ein Kleiderschrank voller Kleidung schlägt ein leeres Zimmer — und häng Decken hinter dich. Stell den Gain so ein, dass laute Stellen bei etwa −10 dBFS liegen, und nimm mehrere komplette Takes auf, um später die besten Phrasen zusammenzuschneiden.',
    offer: 'Willst du ein Playback zum Drübersingen?',
  },
  'song-structure': {
    title: 'Songstruktur',
    text: 'Die häufigste Pop-Form ist Intro – Strophe – Refrain – Strophe – Refrain – Bridge – Refrain – Outro, rund 3 Minuten. AABA (Strophe, Strophe, Bridge, Strophe) passt zu Standards und Balladen; elektronische Musik denkt in 8- und 16-Takt-Blöcken: Intro, Build-up, Drop, Breakdown, Drop. Der erste Refrain (oder Drop) sollte innerhalb etwa einer Minute kommen.',
    offer: 'Willst du ein Stück mit Strophe und Refrain?',
  },
  'start-a-song': {
    title: 'Wie man einen Song anfängt',
    text: 'Fang mit dem an, was du hast: einem Titel oder Satz, einem Akkord-Loop, einem Rhythmus oder einer ins Handy gesummten Melodie. Bau zuerst den Refrain — Hook und Titel — und schreib dann Strophen, die dorthin führen. Stell einen Timer und bring eine grobe Version in einer Sitzung zu Ende; feilen kommt später.',
    offer: 'Willst du einen Akkord-Loop, über den du schreiben kannst?',
  },
  'common-progressions': {
    title: 'Gängige Akkordfolgen',
    text: 'Akkordfolgen, die tausende Songs tragen: I–V–vi–IV (Pop), vi–IV–I–V (derselbe Loop, traurigerer Anfang), I–vi–IV–V (Fünfziger-Doo-Wop), ii–V–I (Jazz), i–VI–III–VII (Moll-Pop/Rock) und der 12-Takt-Blues (I I I I, IV IV I I, V IV I V). Ändere Rhythmus und Voicing, und ein gängiger Loop klingt nach dir.',
    offer: 'Willst du eine davon in einer Tonart und einem Stil deiner Wahl hören?',
  },
  'practice-routine': {
    title: 'Eine Übe-Routine',
    text: 'Kurz und täglich schlägt lang und wöchentlich: 30–45 Minuten, aufgeteilt in Aufwärmen und Technik (10 Min.), das Stück oder die Fähigkeit, an der du arbeitest, langsam und genau (20 Min.), und etwas, das Spaß macht — improvisieren oder Lieblingssongs spielen (10 Min.). Notier, was du geübt hast, und ein Ziel für morgen.',
    offer: 'Willst du ein Playback zum Improvisieren am Ende einer Übeeinheit?',
  },
  'genre-tempos': {
    title: 'Typische Tempi nach Genre',
    text: 'Grobe Bereiche: Balladen 60–80 BPM, Lo-Fi und Boom-Bap 70–95, Reggae 70–90, R&B 60–100, Pop 95–130, House 120–128, Techno 125–140, Trance 130–140, Dubstep 140 (Halftime-Gefühl), Trap 130–170 (halb gefühlt), Drum and Bass 160–180, Punk 160–200. Tempo und Feel zählen mehr als die genaue Zahl.',
    offer: 'Willst du einen Groove in einem dieser Tempi?',
  },
  'drum-programming-basics': {
    title: 'Drums programmieren',
    text: 'Fang mit Kick und Snare an: Kick auf der 1 (und der 3 oder synkopiert), Snare auf 2 und 4 in den meisten Genres. Dann Hi-Hats in Achteln oder Sechzehnteln und kleine Extras — eine Ghost-Snare, eine offene Hi-Hat vor der Snare, ein Percussion-Loop. Variiere die Velocity und lass ein, zwei Lücken; ein Pattern, das sich alle 4 Takte leicht ändert, klingt gespielt.',
    offer: 'Willst du einen Drum-Groove in einem Stil deiner Wahl?',
  },
  'kick-and-bass': {
    title: 'Kick und Bass im Zusammenspiel',
    text: 'Entscheide, wem die tiefste Oktave gehört: Eine dröhnende 808 oder ein Sub-Bass verlangt eine kurze, knackige Kick; eine große Kick verlangt einen höher liegenden Bass. Setz Basstöne entweder mit der Kick oder in ihre Lücken, nicht halb daneben. Sidechain den Bass auf die Kick und stimm die Kick auf die Tonart des Songs.',
    offer: 'Willst du ein Basspattern im Sidechain-Stil zum Ausprobieren?',
  },
  'riffmate-what-it-does': {
    title: 'Was Riffmate kann',
    text: 'Frag nach einem Stück, und ich schreibe es als MIDI — Akkorde, Bass, Melodie, Arpeggien, Pads, Bläser und Schlagzeug — in der Tonart, dem Tempo, der Taktart und dem Stil, die du nennst. Dann änderst du es mit normalen Worten („schneller“, „füge Streicher hinzu“, „eine Quinte höher“, „8 Takte“), stellst Theoriefragen (Töne eines Akkords, Akkorde einer Tonart, Intervalle) oder praktische Fragen zu Mixing, Aufnahme und DAWs. Jedes Stück kommt als Karte, die du im Browser abspielen und als MIDI-Datei für deine DAW herunterladen kannst.',
    offer: 'Sollen wir mit „ein entspannter Lo-Fi-Beat in f-Moll“ anfangen?',
  },
  'riffmate-download-midi': {
    title: 'Die MIDI-Datei herunterladen',
    text: 'Jede Musikkarte hat einen „Download MIDI“-Knopf: Er speichert eine normale .mid-Datei (benannt etwa „file-abc.mid“) mit jeder Stimme auf eigener Spur und eigenem Kanal, Schlagzeug auf Kanal 10. In Chrome und Edge kannst du den Knopf auch direkt auf den Desktop oder in eine DAW ziehen. Tempo und Taktart kommen mit.',
    offer: 'Willst du die Schritte speziell für deine DAW?',
  },
  'riffmate-play': {
    title: 'Ein Stück im Browser abspielen',
    text: 'Drück auf der Karte auf Play, um das Stück im Browser zu hören; die Pianorolle folgt den Noten, und mit dem Positionsregler springst du. Du kannst einen Taktbereich loopen, das Wiedergabetempo ändern und bei jeder Stimme M (stumm), S (solo) und die Lautstärke nutzen, um nur den Bass zu hören oder das Schlagzeug wegzulassen. Hörst du nichts, prüfe, ob der Tab stummgeschaltet ist, und drück erneut auf Play: Browser starten Audio erst nach einem Klick.',
    offer: 'Soll ich etwas Kurzes schreiben, um den Player auszuprobieren?',
  },
  'riffmate-share': {
    title: 'Einen Chat teilen',
    text: 'Öffne die Chat-Verlauf-Seitenleiste und nutze den Teilen-Knopf beim geöffneten Chat: „Copy link“ gibt dir eine öffentliche URL, mit der jeder den geteilten Chat samt Musikkarten ansehen kann. Am selben Ort kannst du den Chat auch löschen.',
    offer: 'Willst du zuerst etwas schreiben, das sich zu teilen lohnt?',
  },
  'riffmate-export-audio': {
    title: 'Audio exportieren (WAV oder MP3)',
    text: 'Nutze den Export der Karte: „Export WAV“ rendert das Stück mit denselben Klängen, die du im Player hörst, und speichert eine WAV-Datei. Für MP3 wandelst du diese WAV in einem Audioeditor oder deiner DAW um. Einzelne Audiospuren (Stems) und Effekte kann ich nicht exportieren: Lade das MIDI herunter (jede Stimme auf eigener Spur), spiel es in einer DAW mit eigenen Instrumenten und exportiere die Stems dort.',
    offer: 'Willst du wissen, wie du das MIDI in deine DAW lädst?',
  },
  'riffmate-edit': {
    title: 'Ein Stück ändern',
    text: 'Sag einfach, was am aktuellen Stück anders sein soll: Tempo („schneller“, „mit 90 bpm“), Tonart („in d-Moll“, „eine Quinte höher“), Länge („16 Takte“), Taktart („im 3/4-Takt“), Stimmen („füge Streicher hinzu“, „ohne Schlagzeug“, „Bass als Synth“) oder Charakter („dunkler“, „dichter“). Jede Änderung ergibt eine neue Karte, frühere Versionen bleiben im Chat.',
    offer: 'Willst du eine Änderung an deinem letzten Stück ausprobieren?',
  },
  'import-cubase': {
    title: 'Riffmates MIDI in Cubase',
    text: 'Wähle Datei › Importieren › MIDI-Datei oder zieh die Datei ins Projektfenster. Cubase legt pro Stimme eine Instrument- oder MIDI-Spur an; übernimm die Tempospur, wenn gefragt. Weise jeder Spur HALion-Sonic-Klänge (oder eigene Instrumente) zu und der Schlagzeugspur Groove Agent.',
    offer: 'Willst du ein orchestrales Stück für Cubase?',
  },
  'import-reaper': {
    title: 'Riffmates MIDI in Reaper',
    text: 'Zieh die .mid-Datei in die Arrangeansicht; Reaper fragt, ob das MIDI in eine Spur pro Kanal aufgeteilt werden soll — ja — und ob die Tempokarte übernommen werden soll — auch ja. Dann über den FX-Knopf jeder Spur ein Instrument geben (ReaSynth, ein kostenloser Sampler oder eigene Plugins).',
    offer: 'Willst du ein mehrstimmiges Stück zum Importieren?',
  },
  'import-bitwig': {
    title: 'Riffmates MIDI in Bitwig Studio',
    text: 'Zieh die .mid-Datei aus dem Browser oder vom Desktop in den Arranger: Bitwig legt pro Stimme eine Instrumentspur an. Stell das Projekttempo auf die BPM der Karte, dann Polysynth oder einen Sampler auf die melodischen Spuren und eine Drum Machine auf die Schlagzeugspur.',
    offer: 'Willst du ein synthlastiges Stück zum Importieren?',
  },
  'import-pro-tools': {
    title: 'Riffmates MIDI in Pro Tools',
    text: 'Nutze Datei › Importieren › MIDI, wähle „Neue Spuren“ und hak „Tempokarte aus MIDI-Datei importieren“ an. Pro Tools legt MIDI-Spuren an; mach daraus Instrumentspuren (oder route sie auf eine) und lade ein Instrument wie Xpand!2 oder eigene Plugins, mit einem Drum-Instrument auf der Spur von Kanal 10.',
    offer: 'Willst du ein Band-Arrangement für Pro Tools?',
  },
  musescore: {
    title: 'MuseScore: aus dem MIDI Noten machen',
    text: 'MuseScore ist ein kostenloses Notensatzprogramm. Öffne die heruntergeladene .mid-Datei mit Datei › Öffnen (oder Importieren): Jede Stimme wird ein Notensystem. Stell Quantisierung und Tonart im Importdialog ein, wenn die Rhythmen verwinkelt aussehen, und drucke oder exportiere als PDF. Sibelius und Dorico importieren MIDI genauso.',
    offer: 'Willst du eine einfache Melodie mit Akkorden, die sich gut als Leadsheet liest?',
  },
  'riffmate-upload-midi': {
    title: 'Eine eigene MIDI-Datei anhängen',
    text: 'Mit dem Knopf „Attach MIDI file“ neben dem Eingabefeld schickst du eine .mid-Datei. Ich lese Tempo, Tonart, Taktart und Akkorde, beschreibe sie und kann sie umwandeln — transponieren, das Tempo ändern oder eine Basslinie oder Schlagzeug hinzufügen.',
    offer: 'Willst du eine Datei anhängen und fragen, in welcher Tonart sie steht?',
  },
  'riffmate-own-chords': {
    title: 'Eigene Akkordfolge verwenden',
    text: 'Tipp deine Akkorde ein, und ich baue das Stück darauf: „Am F C G als Ballade“, „ii–V–I in Bb“ oder römische Stufen wie „I–V–vi–IV in D“. Die Akkorde bleiben genau so, wie du sie geschrieben hast; ich füge Bass, Melodie und Schlagzeug hinzu.',
    offer: 'Willst du eine Akkordfolge einfügen und anhören?',
  },
  'strumming-patterns': {
    title: 'Anschlagmuster (Strumming)',
    text: 'Die Anschlaghand bewegt sich auf jedem Schlag nach unten und auf jedem „und“ nach oben, ob sie die Saiten trifft oder nicht: Das Muster ist nur, welche dieser Bewegungen treffen. Der Allrounder im 4/4 ist ab, ab-auf, auf-ab-auf (D – DU – UDU): kräftig auf 1, leicht auf den Aufschlägen, etwas stärker auf 2 und 4, wo die Snare wäre. In der Strophe leiser oder nur Abschläge auf jedem Schlag, im Refrain alle Achtel mit Betonung auf 2 und 4. Im 3/4 D – DU – DU, im 6/8 D-D-U D-D-U mit Gewicht auf 1 und 4. Langsam zum Klick üben und die Saiten mit der Greifhand abdämpfen, damit man nur den Rhythmus hört.',
    offer: 'Soll ich ein Stück in deinem Tempo mit klarem Backbeat zum Mitschlagen schreiben?',
  },
  'chords-without-barre': {
    title: 'Akkorde ohne Barré (Bm, F, F#m, B7)',
    text: 'Spiel nur die oberen vier Saiten, dann braucht es kein Barré. Bm: xx4432 (D-Saite 4. Bund, G 4., H 3., hohe E 2.) – oder Bm7, x20202, das fast überall passt, wo Bm steht. F: xx3211 (ein kleines Barré mit einem Finger auf den zwei hohen Saiten) oder Fmaj7, xx3210. F#m: xx4222. B7 (H7): x21202, offen und leicht. Schlag nur die Saiten an, die der Griff benutzt; den Grundton übernimmt der Bass oder dein Daumen. Nebenbei das volle Barré ein paar Minuten am Tag üben: Daumen hinter dem Hals, Zeigefinger leicht auf die knöcherne Seite gedreht, nah am Bundstäbchen.',
    offer: 'Soll ich eine Akkordfolge in einer kapo-freundlichen Tonart ohne Barré-Griffe schreiben?',
  },
  'fingerpicking-patterns': {
    title: 'Fingerpicking-Muster',
    text: 'Der Daumen spielt die Basssaiten, die Finger die oberen drei: Zeigefinger auf G, Mittelfinger auf H, Ringfinger auf der hohen E (p–i–m–a). Ein erstes Muster pro 4/4-Takt: Daumen auf den Grundton, dann i–m–a–m–i, wiederholt. Beim Travis Picking wechselt der Daumen auf jedem Schlag zwischen Grundton und einer anderen Basssaite, während die Finger dazwischen Melodietöne zupfen – Bassist und Pianist in einer Hand. Erst langsam nur den Daumen üben, bis er gleichmäßig läuft; die Finger passen sich dann an.',
    offer: 'Soll ich eine Arpeggio-Stimme in deiner Tonart schreiben, um ein Picking-Muster daran zu lernen?',
  },
};
