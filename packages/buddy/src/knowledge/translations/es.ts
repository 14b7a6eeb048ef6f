import type { EntryTranslation } from '../types.ts';

/** Entry answers in Spanish, by entry id. */
export const es: Readonly<Record<string, EntryTranslation>> = {
  'vocal-mixing': {
    title: 'Mezclar voces',
    text: 'Una cadena de voz fiable: ecualizador con pasa-altos en 80–100 Hz y un recorte en 250–400 Hz si suena a caja, un compresor que quite 3–6 dB con ataque medio, usa un de-esser para las eses y añade un realce suave de presencia en 3–5 kHz. Pon reverb y delay en envíos, no en la pista, y automatiza el volumen para que cada palabra se oiga sobre la música.',
    offer: '¿Quieres una base corta para practicar la mezcla de una voz?',
  },
  'eq-basics': {
    title: 'Ecualización básica',
    text: 'Recorta estrecho y realza ancho: quita lo que molesta con una campana bastante cerrada y da carácter con realces amplios y suaves. Aplica pasa-altos a todo lo que no tiene graves reales (voces, guitarras, pads) para que bombo y bajo sean dueños de los graves. Juzga la ecualización en la mezcla completa, no en solo, e iguala el volumen antes y después.',
    offer: '¿Quieres un mapa aproximado de frecuencias de los instrumentos habituales?',
  },
  'muddy-mix': {
    title: 'Arreglar una mezcla embarrada',
    text: 'El barro suele ser demasiadas partes apiladas entre 200 y 500 Hz. Aplica pasa-altos a lo que no necesita graves, recorta unos dB en 250–350 Hz en pads, guitarras y pianos, y comprueba que bajo y bombo no retumban en el mismo sitio. A menudo la solución real es el arreglo: menos notas en el registro grave, o subir un pad una octava.',
    offer: '¿Quieres que escriba una versión con un arreglo más ligero y claro?',
  },
  'compression-basics': {
    title: 'Compresión básica',
    text: 'Un compresor baja lo que supera el umbral según la relación: con 4:1, 4 dB por encima se quedan en 1 dB. Un ataque lento deja pasar los transitorios (baterías con pegada) y uno rápido los doma; ajusta el release para que el medidor respire con el tempo. Busca 2–6 dB de reducción en la mayoría de fuentes y compensa la ganancia para comparar al mismo volumen.',
    offer: '¿Quieres un ritmo de batería para practicar ajustes de compresión?',
  },
  'de-essing': {
    title: 'De-esser para las eses ásperas',
    text: 'Un de-esser es un compresor que solo escucha la banda sibilante, normalmente 5–9 kHz. Barre hasta encontrar la frecuencia donde la S molesta y ajusta el umbral para quitar 3–6 dB solo en las eses. Colócalo después del compresor principal (que suele subir las eses) y antes del EQ brillante o la reverb.',
    offer: '¿Quieres la cadena de voz completa en orden?',
  },
  'reverb-basics': {
    title: 'Usar la reverb',
    text: 'Pon la reverb en un envío para que varias partes compartan un mismo espacio. Una sala corta une, una plate favorece voces y cajas, un hall agranda los pads. Añade 20–60 ms de pre-delay para mantener el sonido seco delante y filtra los graves del retorno en 200–300 Hz para que la cola no embarre.',
    offer: '¿Quieres una pieza lenta con pads donde se oigan bien las reverbs?',
  },
  'delay-basics': {
    title: 'Usar delay y eco',
    text: 'Sincroniza el delay con el tempo: negras para un eco claro, corcheas con puntillo para una guitarra que rueda, 80–120 ms de slapback para voces vintage. Mantén poco feedback (2–4 repeticiones), filtra las repeticiones para que queden detrás y automatiza «lanzamientos»: sube el envío en la última palabra de una frase.',
    offer: '¿Quieres una melodía con espacio entre frases para probar lanzamientos de delay?',
  },
  'gain-staging': {
    title: 'Estructura de ganancia',
    text: 'Graba y mezcla con margen: picos en torno a −10 a −6 dBFS por pista y el bus máster por debajo de −3 dBFS antes de masterizar. En 24 bits o coma flotante no ganas nada grabando fuerte. Mantén la salida de cada plugin al mismo nivel que su entrada para juzgar los cambios con justicia.',
    offer: '¿Quieres consejos sobre el volumen del máster?',
  },
  sidechain: {
    title: 'Compresión sidechain',
    text: 'El sidechain atenúa una parte cuando suena otra: pon un compresor en el bajo (o en los pads), aliméntalo con el bombo y usa un ataque rápido con un release que se recupere antes del siguiente tiempo. Unos pocos dB hacen sitio al bombo; 6–10 dB dan el «bombeo» típico del dance. Una herramienta de forma de volumen o un LFO hace lo mismo sin entrada externa.',
    offer: '¿Quieres un patrón de bajo estilo sidechain para probar?',
  },
  panning: {
    title: 'Panorama y anchura estéreo',
    text: 'Deja bombo, caja, bajo y voz principal en el centro y reparte el resto. Empareja partes parecidas en lados opuestos (dos guitarras al 60 % izquierda y derecha, shaker a un lado y hi-hat al otro) para que la mezcla quede equilibrada. Escucha en mono de vez en cuando: si una parte desaparece, dependía de trucos de fase.',
    offer: '¿Quieres un arreglo con partes dobladas para practicar el panorama?',
  },
  'loudness-mastering': {
    title: 'Sonoridad, LUFS y masterización',
    text: 'Los servicios de streaming bajan los másters fuertes a unos −14 LUFS integrados, así que aplastar un tema solo le quita dinámica. Un objetivo sensato es de −14 a −9 LUFS según el género, con el techo del limitador en −1 dBTP. La masterización es ligera: una inclinación amplia de EQ, compresión suave, un limitador y comparar con una referencia al mismo volumen.',
    offer: '¿Quieres una lista de comprobación para la mezcla final antes de masterizar?',
  },
  'mixing-order': {
    title: 'Por dónde empezar una mezcla',
    text: 'Un orden sencillo: organiza y colorea las pistas, haz un balance aproximado solo con faders y panorama, luego corrige problemas (recortes de EQ, compresión), después crea espacio (reverb, delay), automatiza y por último comprueba en otros altavoces. Casi toda buena mezcla es el balance estático: consíguelo antes de recurrir a plugins.',
    offer: '¿Quieres una pieza con varias partes para practicar una mezcla completa?',
  },
  'choosing-a-daw': {
    title: 'Qué DAW elegir',
    text: 'Todos sirven para hacer discos terminados; elige por flujo de trabajo y presupuesto. Loops y electrónica: Ableton Live, FL Studio o Bitwig. Composición y grabación en Mac: Logic Pro (GarageBand es la entrada gratuita). Grabar bandas y editar audio: Pro Tools, Cubase o Reaper, que es barato, ligero y muy personalizable. Prueba las versiones de evaluación y quédate con el que dejes de notar.',
    offer: '¿Quieres los pasos para cargar el MIDI de Riffmate en el que elijas?',
  },
  'free-daws': {
    title: 'DAWs gratuitos y baratos',
    text: 'Opciones gratuitas de verdad útiles: GarageBand (Mac y iPhone), Cakewalk by BandLab (Windows), Waveform Free y LMMS para hacer beats; MuseScore es gratuito para partituras. Reaper cuesta poco para uso personal y tiene 60 días de evaluación completa. Todos abren los archivos MIDI de Riffmate.',
    offer: '¿Quieres los pasos de importación para alguno?',
  },
  'midi-import-general': {
    title: 'Llevar el MIDI de Riffmate a cualquier DAW',
    text: 'Descarga el archivo MIDI de la tarjeta y arrástralo a la ventana de arreglo del DAW: la mayoría crea una pista por parte. El MIDI son notas, no sonido, así que asigna un instrumento a cada pista (piano, bajo, un kit de batería en la pista de batería). Si el DAW lo pregunta, importa el tempo del archivo para que los compases cuadren.',
    offer: '¿Quieres los pasos exactos para tu DAW?',
  },
  'midi-no-sound': {
    title: 'El MIDI no suena en mi DAW',
    text: 'Un archivo MIDI lleva notas y números de instrumento, no audio. En el DAW cada pista importada necesita un instrumento: carga un piano o sintetizador en las pistas melódicas y un sampler de batería en la de batería (el canal 10 usa el mapa General MIDI: bombo 36, caja 38, hi-hat cerrado 42). Comprueba también que la pista tenga monitorización o una salida.',
    offer: '¿Quieres el mapa completo de batería General MIDI?',
  },
  'import-ableton': {
    title: 'MIDI de Riffmate en Ableton Live',
    text: 'Arrastra el .mid descargado desde el explorador de archivos a la Arrangement View de Live (o a un hueco vacío de la Session View); cada parte se convierte en una pista MIDI. Pon un instrumento en cada pista —un kit de Drum Rack en la de batería— y ajusta el tempo de Live a los BPM de la tarjeta, porque Live no siempre toma el tempo del archivo.',
    offer: '¿Quieres un groove con batería, bajo y acordes separados para probarlo?',
  },
  'import-logic': {
    title: 'MIDI de Riffmate en Logic Pro',
    text: 'Arrastra el .mid al área de pistas de Logic o usa Archivo › Importar › Archivo MIDI; Logic crea una pista de instrumento por parte y ofrece importar el tempo: acéptalo. Cambia los sonidos por mejores patches de la Biblioteca y pon un kit de Drum Kit Designer en la pista de batería.',
    offer: '¿Quieres una pieza con cuerdas y piano para cargar en Logic?',
  },
  'import-fl-studio': {
    title: 'MIDI de Riffmate en FL Studio',
    text: 'Usa File › Import › MIDI file (o arrastra el archivo al Channel Rack): FL pregunta cómo importar; deja marcado «Import tempo». Cada parte pasa a ser un canal con su patrón; carga un instrumento en cada uno (FLEX, FL Keys o FPC para la batería) y coloca los patrones en la Playlist.',
    offer: '¿Quieres un beat de trap con el 808 en una parte aparte para importar?',
  },
  'import-garageband': {
    title: 'MIDI de Riffmate en GarageBand',
    text: 'En Mac, arrastra el .mid al área de pistas de GarageBand: crea una pista de instrumento por parte (a menudo todas con piano al principio; elige sonidos en la Biblioteca y un kit de batería para la batería). GarageBand no siempre toma el tempo del archivo, así que pon el tempo del proyecto en los BPM de la tarjeta. En iPhone o iPad, importa el archivo desde la app Archivos al Explorador de loops.',
    offer: '¿Quieres una pieza sencilla de piano y batería para probarlo?',
  },
  'home-studio-basics': {
    title: 'Un estudio casero básico',
    text: 'Lo esencial: un ordenador con un DAW, una interfaz de audio con una o dos entradas, un buen micrófono (un dinámico tipo SM58/SM57 o un condensador de diafragma grande), auriculares cerrados para grabar y monitores o auriculares abiertos para mezclar. Un teclado MIDI pequeño acelera mucho la escritura de partes. Invierte en la sala y el micrófono antes que en plugins exóticos.',
    offer: '¿Quieres consejos para elegir una interfaz de audio?',
  },
  'audio-interface': {
    title: 'Elegir una interfaz de audio',
    text: 'Una interfaz de audio es lo que lleva un micrófono o un instrumento a tu ordenador con buena calidad, así que la necesitas para grabar bien una guitarra o una voz (un micro USB solo cubre una voz). Cuenta las entradas que necesitas a la vez: un cantautor necesita dos (voz y guitarra), un baterista ocho o más. Busca alimentación phantom (para condensadores), una entrada de instrumento Hi-Z para guitarra y bajo, monitorización directa y drivers sólidos para tu sistema. Las de dos entradas de Focusrite, Audient, MOTU o Universal Audio suenan limpias.',
    offer: '¿Quieres consejos para bajar la latencia una vez instalada?',
  },
  latency: {
    title: 'Latencia y tamaño de buffer',
    text: 'La latencia es el retraso entre tocar y oír. Al grabar, baja el buffer (64–128 muestras), usa la monitorización directa de la interfaz y en Windows su driver ASIO. Al mezclar, súbelo (512–1024) para que los plugins pesados no crujan. Evita auriculares Bluetooth para grabar: añaden 150 ms o más.',
    offer: '¿Quieres consejos para ajustar los niveles de grabación?',
  },
  'mic-types': {
    title: 'Micrófonos dinámicos, de condensador y de cinta',
    text: 'Los dinámicos (SM58, SM7B) son robustos y rechazan el sonido de la sala: ideales para fuentes fuertes y salas sin tratar. Los condensadores son más detallados y sensibles, geniales para voces e instrumentos acústicos en una sala decente, y necesitan phantom de 48 V. Los de cinta son suaves y oscuros, preciosos en amplis de guitarra y metales. Un micro USB vale para maquetas pero no crece hacia varias entradas.',
    offer: '¿Quieres consejos de colocación para grabar voces?',
  },
  'recording-vocals': {
    title: 'Grabar voces en casa',
    text: 'Canta a 15–25 cm del micro con un filtro antipop delante, ligeramente fuera de eje si las oclusivas aún explotan. Graba en el rincón más apagado que tengas —un armario lleno de ropa es mejor que una habitación vacía— y cuelga mantas detrás de ti. Ajusta la ganancia para que las frases fuertes lleguen a unos −10 dBFS y graba varias tomas completas para editar luego las mejores frases.',
    offer: '¿Quieres una base para cantar encima?',
  },
  'song-structure': {
    title: 'Estructura de una canción',
    text: 'La forma pop más común es intro – estrofa – estribillo – estrofa – estribillo – puente – estribillo – final, de unos 3 minutos. AABA (estrofa, estrofa, puente, estrofa) va bien para estándares y baladas; la electrónica piensa en bloques de 8 y 16 compases: intro, subida, drop, pausa, drop. Llega al primer estribillo (o drop) en menos de un minuto.',
    offer: '¿Quieres una pieza con estrofa y estribillo?',
  },
  'start-a-song': {
    title: 'Cómo empezar a escribir una canción',
    text: 'Empieza por lo que tengas: un título o una frase, un loop de acordes, un ritmo o una melodía tarareada en el móvil. Construye primero el estribillo —el gancho y el título— y luego estrofas que lleven hacia él. Pon un temporizador y termina una versión aproximada de una sentada; el pulido viene después.',
    offer: '¿Quieres un loop de acordes para escribir encima?',
  },
  'common-progressions': {
    title: 'Progresiones de acordes habituales',
    text: 'Progresiones que sostienen miles de canciones: I–V–vi–IV (pop), vi–IV–I–V (el mismo loop con un inicio más triste), I–vi–IV–V (años cincuenta), ii–V–I (jazz), i–VI–III–VII (pop/rock menor) y el blues de 12 compases (I I I I, IV IV I I, V IV I V). Cambia el ritmo y la disposición y un loop común suena tuyo.',
    offer: '¿Quieres oír una en la tonalidad y el estilo que elijas?',
  },
  'practice-routine': {
    title: 'Una rutina de práctica',
    text: 'Poco y a diario es mejor que mucho y semanal: 30–45 minutos repartidos en calentamiento y técnica (10 min), la pieza o habilidad que trabajas, lenta y precisa (20 min), y algo divertido: improvisar o tocar canciones que te gustan (10 min). Apunta lo que practicaste y un objetivo para mañana.',
    offer: '¿Quieres una base para improvisar al final de la sesión?',
  },
  'genre-tempos': {
    title: 'Tempos típicos por género',
    text: 'Rangos aproximados: baladas 60–80 BPM, lo-fi y boom-bap 70–95, reggae 70–90, R&B 60–100, pop 95–130, house 120–128, techno 125–140, trance 130–140, dubstep 140 (sensación a medio tiempo), trap 130–170 (sentido a la mitad), drum and bass 160–180, punk 160–200. El tempo y la sensación importan más que el número exacto.',
    offer: '¿Quieres un groove a uno de estos tempos?',
  },
  'drum-programming-basics': {
    title: 'Programar batería',
    text: 'Empieza por bombo y caja: bombo en el 1 (y el 3, o sincopado) y caja en el 2 y el 4 en la mayoría de géneros. Añade hi-hats en corcheas o semicorcheas y luego pequeños extras: una caja fantasma, un hi-hat abierto antes de la caja, un loop de percusión. Varía las velocidades y deja uno o dos huecos; un patrón que cambia un poco cada 4 compases suena tocado.',
    offer: '¿Quieres un groove de batería en el estilo que elijas?',
  },
  'kick-and-bass': {
    title: 'Bombo y bajo trabajando juntos',
    text: 'Decide quién es dueño de la octava más grave: un 808 o un sub retumbante pide un bombo corto y con pegada; un bombo grande pide un bajo más alto. Alinea las notas del bajo con el bombo o tócalas en los huecos, no a medias. Usa sidechain del bajo al bombo y afina el bombo a la tonalidad para que no choquen.',
    offer: '¿Quieres un patrón de bajo estilo sidechain para probar?',
  },
  'riffmate-what-it-does': {
    title: 'Qué puede hacer Riffmate',
    text: 'Pídeme una pieza y la escribo en MIDI —acordes, bajo, melodía, arpegios, pads, metales y batería— en la tonalidad, el tempo, el compás y el estilo que digas. Luego cámbiala con palabras normales («más rápido», «añade cuerdas», «una quinta arriba», «8 compases»), hazme preguntas de teoría (notas de un acorde, acordes de una tonalidad, intervalos) o prácticas sobre mezcla, grabación y DAWs. Cada pieza llega en una tarjeta que puedes escuchar en el navegador y descargar como archivo MIDI para tu DAW.',
    offer: '¿Empezamos con «un beat lo-fi tranquilo en fa menor»?',
  },
  'riffmate-download-midi': {
    title: 'Descargar el archivo MIDI',
    text: 'Cada tarjeta tiene un botón «Download MIDI»: guarda un archivo .mid estándar (con un nombre como «file-abc.mid») con cada parte en su propia pista y canal, y la batería en el canal 10. En Chrome y Edge también puedes arrastrar ese botón directamente al escritorio o a un DAW. El tempo y el compás van incluidos.',
    offer: '¿Quieres los pasos para tu DAW en concreto?',
  },
  'riffmate-play': {
    title: 'Escuchar una pieza en el navegador',
    text: 'Pulsa Play en la tarjeta para escuchar la pieza en el navegador; el piano roll sigue las notas y el deslizador de posición te deja saltar. Repite un rango de compases en bucle, cambia el tempo de reproducción y usa en cada parte M (silencio), S (solo) y el volumen para oír solo el bajo o quitar la batería. Si no oyes nada, comprueba que la pestaña no esté silenciada y vuelve a pulsar Play: los navegadores solo inician el audio tras un clic.',
    offer: '¿Quieres que escriba algo corto para probar el reproductor?',
  },
  'riffmate-share': {
    title: 'Compartir un chat',
    text: 'Abre la barra lateral del historial y usa el botón de compartir del chat abierto: «Copy link» te da una URL pública, y cualquiera con ella puede ver el chat compartido y sus tarjetas de música. Desde el mismo sitio puedes borrar el chat.',
    offer: '¿Quieres escribir primero algo que valga la pena compartir?',
  },
  'riffmate-export-audio': {
    title: 'Exportar audio (WAV o MP3)',
    text: 'Usa la exportación de la tarjeta: «Export WAV» renderiza la pieza con los mismos sonidos que oyes en el reproductor y guarda un archivo WAV. Para MP3, convierte ese WAV en cualquier editor de audio o en tu DAW. No puedo exportar pistas de audio separadas ni efectos: descarga el MIDI (cada parte en su pista), tócalo con tus propios instrumentos en un DAW y exporta las pistas desde allí.',
    offer: '¿Quieres saber cómo cargar el MIDI en tu DAW?',
  },
  'riffmate-edit': {
    title: 'Cambiar una pieza',
    text: 'Di qué cambiar de la pieza actual: tempo («más rápido», «a 90 bpm»), tonalidad («en re menor», «una quinta arriba»), duración («16 compases»), compás («en 3/4»), partes («añade cuerdas», «sin batería», «bajo de sintetizador») o carácter («más oscura», «más cargada»). Cada cambio da una tarjeta nueva, así que las versiones anteriores se quedan en el chat.',
    offer: '¿Quieres probar un cambio en tu última pieza?',
  },
  'import-cubase': {
    title: 'MIDI de Riffmate en Cubase',
    text: 'Elige Archivo › Importar › Archivo MIDI, o arrastra el archivo a la ventana del proyecto. Cubase crea una pista de instrumento o MIDI por parte; acepta importar la pista de tempo cuando lo pregunte. Asigna sonidos de HALion Sonic (o tus instrumentos) a cada pista y Groove Agent a la de batería.',
    offer: '¿Quieres una pieza de estilo orquestal para cargar en Cubase?',
  },
  'import-reaper': {
    title: 'MIDI de Riffmate en Reaper',
    text: 'Arrastra el .mid a la vista de arreglo; Reaper pregunta si quieres separar el MIDI en una pista por canal —di que sí— y si importar el mapa de tempo —también sí—. Luego añade un instrumento a cada pista con el botón FX (ReaSynth, un sampler gratuito o tus plugins).',
    offer: '¿Quieres una pieza con varias partes para importar?',
  },
  'import-bitwig': {
    title: 'MIDI de Riffmate en Bitwig Studio',
    text: 'Arrastra el .mid desde el navegador o el escritorio al Arranger: Bitwig crea una pista de instrumento por parte. Pon el tempo del proyecto en los BPM de la tarjeta, y usa Polysynth o un sampler en las pistas melódicas y un Drum Machine en la de batería.',
    offer: '¿Quieres una pieza con mucho sintetizador para importar?',
  },
  'import-pro-tools': {
    title: 'MIDI de Riffmate en Pro Tools',
    text: 'Usa Archivo › Importar › MIDI, elige «Nuevas pistas» y marca «Importar mapa de tempo del archivo MIDI». Pro Tools crea pistas MIDI; conviértelas en pistas de instrumento (o enrútalas a una) y carga un instrumento como Xpand!2 o tus plugins, con un instrumento de batería en la pista del canal 10.',
    offer: '¿Quieres un arreglo de banda para cargar en Pro Tools?',
  },
  musescore: {
    title: 'MuseScore: convertir el MIDI en partitura',
    text: 'MuseScore es un programa de partituras gratuito. Abre el .mid descargado con Archivo › Abrir (o Importar): cada parte se convierte en un pentagrama. Ajusta la cuantización y la tonalidad en el panel de importación si los ritmos salen enrevesados, y luego imprime o exporta a PDF. Sibelius y Dorico importan MIDI igual.',
    offer: '¿Quieres una melodía sencilla con acordes que se lea bien como partitura guía?',
  },
  'riffmate-upload-midi': {
    title: 'Adjuntar tu propio archivo MIDI',
    text: 'Usa el botón «Attach MIDI file» junto al cuadro de mensaje para enviar un archivo .mid. Leo su tempo, tonalidad, compás y acordes, lo describo y puedo transformarlo: transponerlo, cambiar su tempo o añadirle bajo o batería.',
    offer: '¿Quieres adjuntar un archivo y preguntarme en qué tonalidad está?',
  },
  'riffmate-own-chords': {
    title: 'Usar tu propia progresión de acordes',
    text: 'Escribe tus acordes y construyo la pieza sobre ellos: «Am F C G como balada», «ii–V–I en Bb» o números romanos como «I–V–vi–IV en D». Los acordes se quedan tal como los escribiste; yo añado el bajo, la melodía y la batería alrededor.',
    offer: '¿Quieres pegar una progresión y escucharla?',
  },
  'strumming-patterns': {
    title: 'Patrones de rasgueo',
    text: 'La mano que rasguea baja en cada tiempo y sube en cada «y», toque o no las cuerdas: el patrón es solo cuáles de esos movimientos tocan. El comodín en 4/4 es abajo, abajo-arriba, arriba-abajo-arriba (D – DU – UDU): fuerte en el 1, suave en los arribas y un poco más fuerte en 2 y 4, donde iría la caja. En la estrofa, más suave o solo abajos en cada tiempo; en el estribillo, todas las corcheas con acento en 2 y 4. En 3/4 prueba D – DU – DU; en 6/8, D-D-U D-D-U con el peso en 1 y 4. Practícalo despacio con metrónomo, apagando las cuerdas con la mano izquierda para oír solo el ritmo.',
    offer: '¿Quieres una pieza a tu tempo con un backbeat claro para rasguear encima?',
  },
  'chords-without-barre': {
    title: 'Acordes sin cejilla (Bm, F, F#m, B7)',
    text: 'Toca solo las cuatro cuerdas agudas y la cejilla desaparece. Bm: xx4432 (cuerda Re traste 4, Sol 4, Si 3, Mi aguda 2), o Bm7, x20202, que suena bien casi donde vaya Bm. F: xx3211 (una mini cejilla de un dedo en las dos cuerdas agudas) o Fmaj7, xx3210. F#m: xx4222. B7: x21202, abierto y fácil. Rasguea solo las cuerdas que usa la forma; la fundamental la pone el bajo o tu pulgar. Mientras tanto, trabaja la cejilla completa unos minutos al día: pulgar detrás del mástil, índice un poco girado hacia su lado óseo, cerca del traste.',
    offer: '¿Quieres una progresión en una tonalidad cómoda con cejuela y sin acordes con cejilla?',
  },
  'fingerpicking-patterns': {
    title: 'Patrones de fingerpicking',
    text: 'El pulgar se queda con las cuerdas graves y los dedos con las tres agudas: índice en Sol, medio en Si, anular en Mi aguda (p–i–m–a). Un primer patrón por compás de 4/4: pulgar en la fundamental y luego i–m–a–m–i, repetido. En el Travis picking el pulgar alterna en cada tiempo entre la fundamental y otra cuerda grave mientras los dedos pulsan notas de melodía entre medias, como un bajista y un pianista en una mano. Empieza despacio solo con el pulgar hasta que sea estable; los dedos encajan después.',
    offer: '¿Quieres una parte de arpegio en tu tonalidad para aprender un patrón de punteo?',
  },
};
