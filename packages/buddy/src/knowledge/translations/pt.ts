import type { EntryTranslation } from '../types.ts';

/** Entry answers in Portuguese, by entry id. */
export const pt: Readonly<Record<string, EntryTranslation>> = {
  'vocal-mixing': {
    title: 'Mixar vocais',
    text: 'Uma cadeia de voz confiável: equalizador (EQ) com passa-altas em 80–100 Hz e um corte em 250–400 Hz se soar abafado, um compressor tirando 3–6 dB com ataque médio, use de-esser nos "s" e dê um leve realce de presença em 3–5 kHz. Coloque reverb e delay em envios, não na faixa, e automatize o volume para que cada palavra apareça sobre a música.',
    offer: 'Quer uma base curta para treinar a mixagem de uma voz?',
  },
  'eq-basics': {
    title: 'Noções de equalização',
    text: 'Corte estreito, realce largo: tire o que incomoda com um sino bem fechado e dê caráter com realces amplos e suaves. Aplique passa-altas em tudo que não tem grave de verdade (vozes, guitarras, pads) para que bumbo e baixo fiquem com o grave. Avalie a EQ na mixagem inteira, não em solo, e iguale o volume antes e depois.',
    offer: 'Quer um mapa aproximado das frequências dos instrumentos mais comuns?',
  },
  'muddy-mix': {
    title: 'Consertar uma mixagem embolada',
    text: 'A lama costuma ser partes demais empilhadas entre 200 e 500 Hz. Passe um passa-altas no que não precisa de grave, corte alguns dB em 250–350 Hz em pads, guitarras e pianos, e confira se baixo e bumbo não estão ribombando no mesmo lugar. Muitas vezes a solução real é o arranjo: menos notas no grave, ou subir um pad uma oitava.',
    offer: 'Quer que eu escreva uma versão com um arranjo mais leve e claro?',
  },
  'compression-basics': {
    title: 'Noções de compressão',
    text: 'Um compressor abaixa o que passa do threshold conforme o ratio: em 4:1, 4 dB acima viram 1 dB. Ataque lento deixa passar os transientes (bateria com punch), ataque rápido os doma; ajuste o release para que o medidor respire com o andamento. Mire em 2–6 dB de redução na maioria das fontes e compense o ganho para comparar no mesmo volume.',
    offer: 'Quer um groove de bateria para treinar ajustes de compressão?',
  },
  'de-essing': {
    title: 'De-esser para "s" ásperos',
    text: 'Um de-esser é um compressor que só escuta a faixa sibilante, em geral 5–9 kHz. Varra até achar a frequência onde o "s" incomoda e ajuste o threshold para tirar 3–6 dB só nos "s". Coloque-o depois do compressor principal (que tende a realçar os "s") e antes de EQ brilhante ou reverb.',
    offer: 'Quer a cadeia de voz completa, na ordem?',
  },
  'reverb-basics': {
    title: 'Usar reverb',
    text: 'Coloque o reverb num envio para que várias partes dividam o mesmo espaço. Uma sala curta dá liga, uma plate favorece voz e caixa, um hall deixa os pads enormes. Use 20–60 ms de pre-delay para manter o som seco na frente e corte os graves do retorno em 200–300 Hz para a cauda não embolar o grave.',
    offer: 'Quer uma peça lenta de pads onde dá para ouvir bem as escolhas de reverb?',
  },
  'delay-basics': {
    title: 'Usar delay e eco',
    text: 'Sincronize o delay com o andamento: semínimas para um eco claro, colcheias pontuadas para uma guitarra que rola, 80–120 ms de slapback para voz vintage. Use pouco feedback (2–4 repetições), filtre as repetições para ficarem atrás e automatize "arremessos" — suba o envio na última palavra de uma frase.',
    offer: 'Quer uma melodia com espaço entre as frases para testar arremessos de delay?',
  },
  'gain-staging': {
    title: 'Estrutura de ganho',
    text: 'Grave e mixe com folga: picos por volta de −10 a −6 dBFS por faixa e o master abaixo de −3 dBFS antes da masterização. Em 24 bits ou ponto flutuante, gravar alto não traz vantagem. Mantenha a saída de cada plugin no mesmo nível da entrada para julgar as mudanças com justiça.',
    offer: 'Quer dicas sobre o volume do master em seguida?',
  },
  sidechain: {
    title: 'Compressão sidechain',
    text: 'O sidechain abaixa uma parte quando outra toca: coloque um compressor no baixo (ou nos pads), alimente-o com o bumbo e use ataque rápido com um release que volte antes do próximo tempo. Poucos dB abrem espaço para o bumbo; 6–10 dB dão o "bombeamento" típico da música eletrônica. Uma ferramenta de forma de volume ou um LFO faz o mesmo sem entrada externa.',
    offer: 'Quer um padrão de baixo estilo sidechain para testar?',
  },
  panning: {
    title: 'Pan e largura estéreo',
    text: 'Mantenha bumbo, caixa, baixo e voz principal no centro e espalhe o resto. Coloque partes parecidas em lados opostos (duas guitarras a 60 % esquerda e direita, shaker de um lado e chimbal do outro) para equilibrar a mixagem. Ouça em mono de vez em quando: se uma parte some, ela dependia de truques de fase.',
    offer: 'Quer um arranjo com partes dobradas para treinar o pan?',
  },
  'loudness-mastering': {
    title: 'Loudness, LUFS e masterização',
    text: 'Os serviços de streaming abaixam masters altos para cerca de −14 LUFS integrados, então esmagar uma faixa só tira dinâmica. Um alvo sensato é de −14 a −9 LUFS, conforme o gênero, com o teto do limitador em −1 dBTP. A masterização é leve: uma inclinação ampla de EQ, compressão suave, um limitador e comparação com uma referência no mesmo volume.',
    offer: 'Quer uma lista de verificação da mixagem final antes de masterizar?',
  },
  'mixing-order': {
    title: 'Por onde começar uma mixagem',
    text: 'Uma ordem simples: organize e pinte as faixas, faça um equilíbrio grosseiro só com faders e pan, depois corrija problemas (cortes de EQ, compressão), crie espaço (reverb, delay), automatize e por fim confira em outros alto-falantes. A maior parte de uma boa mixagem é o equilíbrio estático: acerte-o antes de partir para plugins.',
    offer: 'Quer uma peça com várias partes para treinar uma mixagem completa?',
  },
  'choosing-a-daw': {
    title: 'Qual DAW escolher',
    text: 'Todas fazem discos finalizados; escolha pelo fluxo de trabalho e pelo orçamento. Loops e eletrônica: Ableton Live, FL Studio ou Bitwig. Composição e gravação no Mac: Logic Pro (o GarageBand é a porta de entrada gratuita). Gravar bandas e editar áudio: Pro Tools, Cubase ou Reaper, que é barato, leve e muito personalizável. Teste as versões de avaliação e fique com a que você esquece que está usando.',
    offer: 'Quer os passos para carregar o MIDI do Riffmate na que você escolher?',
  },
  'free-daws': {
    title: 'DAWs gratuitas e baratas',
    text: 'Opções gratuitas realmente utilizáveis: GarageBand (Mac e iPhone), Cakewalk by BandLab (Windows), Waveform Free e LMMS para fazer beats; o MuseScore é gratuito para partituras. O Reaper custa pouco para uso pessoal e tem 60 dias de avaliação completa. Todas abrem os arquivos MIDI do Riffmate.',
    offer: 'Quer os passos de importação para alguma delas?',
  },
  'midi-import-general': {
    title: 'Levar o MIDI do Riffmate para qualquer DAW',
    text: 'Baixe o arquivo MIDI do card e arraste-o para o arranjo da DAW: a maioria cria uma faixa por parte. MIDI são notas, não som, então dê um instrumento a cada faixa (piano, baixo, um kit de bateria na faixa de bateria). Se a DAW perguntar, importe o andamento do arquivo para os compassos baterem.',
    offer: 'Quer os passos exatos para a sua DAW?',
  },
  'midi-no-sound': {
    title: 'O MIDI não toca som na minha DAW',
    text: 'Um arquivo MIDI traz notas e números de instrumento, não áudio. Na DAW, cada faixa importada precisa de um instrumento: carregue um piano ou sintetizador nas faixas melódicas e um sampler de bateria na faixa de bateria (o canal 10 usa o mapa General MIDI: bumbo 36, caixa 38, chimbal fechado 42). Confira também se a faixa tem saída ou monitoramento.',
    offer: 'Quer o mapa completo de bateria General MIDI?',
  },
  'import-ableton': {
    title: 'MIDI do Riffmate no Ableton Live',
    text: 'Arraste o .mid baixado do seu gerenciador de arquivos para a Arrangement View do Live (ou para um espaço vazio da Session View); cada parte vira uma faixa MIDI. Coloque um instrumento em cada faixa — um kit de Drum Rack na bateria — e ajuste o andamento do Live para o BPM do card, porque o Live nem sempre pega o andamento do arquivo importado.',
    offer: 'Quer um groove com bateria, baixo e acordes separados para testar?',
  },
  'import-logic': {
    title: 'MIDI do Riffmate no Logic Pro',
    text: 'Arraste o .mid para a área de faixas do Logic ou use Arquivo › Importar › Arquivo MIDI; o Logic cria uma faixa de instrumento por parte e oferece importar o andamento — aceite. Troque os sons por patches melhores da Biblioteca e coloque um kit do Drum Kit Designer na faixa de bateria.',
    offer: 'Quer uma peça com cordas e piano para carregar no Logic?',
  },
  'import-fl-studio': {
    title: 'MIDI do Riffmate no FL Studio',
    text: 'Use File › Import › MIDI file (ou arraste o arquivo para o Channel Rack): o FL pergunta como importar — deixe "Import tempo" marcado. Cada parte vira um canal com seu pattern; carregue um instrumento em cada um (FLEX, FL Keys ou FPC para a bateria) e coloque os patterns na Playlist.',
    offer: 'Quer um beat de trap com o 808 numa parte separada para importar?',
  },
  'import-garageband': {
    title: 'MIDI do Riffmate no GarageBand',
    text: 'No Mac, arraste o .mid para a área de faixas do GarageBand: ele cria uma faixa de instrumento por parte (muitas vezes todas com piano no início — escolha sons na Biblioteca e um kit para a bateria). O GarageBand nem sempre pega o andamento do arquivo, então ajuste o andamento do projeto para o BPM do card. No iPhone ou iPad, importe o arquivo pelo app Arquivos no Navegador de Loops.',
    offer: 'Quer uma peça simples de piano e bateria para testar?',
  },
  'home-studio-basics': {
    title: 'Um home studio básico',
    text: 'O essencial: um computador com uma DAW, uma interface de áudio com uma ou duas entradas, um bom microfone (um dinâmico como SM58/SM57 ou um condensador de diafragma grande), fones fechados para gravar e monitores ou fones abertos para mixar. Um teclado MIDI pequeno acelera muito a escrita de partes. Invista na sala e no microfone antes de plugins exóticos.',
    offer: 'Quer dicas para escolher uma interface de áudio?',
  },
  'audio-interface': {
    title: 'Escolher uma interface de áudio',
    text: 'Uma interface de áudio é o que leva um microfone ou um instrumento para o computador com qualidade, então você precisa de uma para gravar bem um violão, uma guitarra ou uma voz (um microfone USB só cobre uma voz). Conte as entradas que você precisa ao mesmo tempo: um cantor-compositor precisa de duas (voz e violão), um baterista de oito ou mais. Procure phantom power (para condensadores), entrada de instrumento Hi-Z para guitarra e baixo, monitoramento direto e drivers sólidos para o seu sistema. Modelos de duas entradas da Focusrite, Audient, MOTU ou Universal Audio soam limpos.',
    offer: 'Quer dicas para reduzir a latência depois de instalar?',
  },
  latency: {
    title: 'Latência e tamanho do buffer',
    text: 'Latência é o atraso entre tocar e ouvir. Ao gravar, use buffer baixo (64–128 amostras), o monitoramento direto da interface e, no Windows, o driver ASIO dela. Ao mixar, aumente o buffer (512–1024) para plugins pesados não estalarem. Evite fones Bluetooth para gravar: eles somam 150 ms ou mais.',
    offer: 'Quer dicas para ajustar os níveis de gravação?',
  },
  'mic-types': {
    title: 'Microfones dinâmicos, condensadores e de fita',
    text: 'Dinâmicos (SM58, SM7B) são robustos e rejeitam o som da sala — ideais para fontes altas e salas sem tratamento. Condensadores são mais detalhados e sensíveis, ótimos para voz e instrumentos acústicos numa sala razoável, e precisam de phantom power de 48 V. Os de fita são suaves e escuros, lindos em amplificadores de guitarra e metais. Um microfone USB serve para demos, mas não cresce para várias entradas.',
    offer: 'Quer dicas de posicionamento para gravar voz?',
  },
  'recording-vocals': {
    title: 'Gravar voz em casa',
    text: 'Cante a 15–25 cm do microfone com um pop filter na frente, levemente fora do eixo se as plosivas ainda estourarem. Grave no ponto mais "morto" que tiver — um guarda-roupa cheio de roupas é melhor que um quarto vazio — e pendure cobertores atrás de você. Ajuste o ganho para que os trechos altos fiquem em torno de −10 dBFS e grave vários takes completos para juntar as melhores frases depois.',
    offer: 'Quer uma base para cantar por cima?',
  },
  'song-structure': {
    title: 'Estrutura de uma música',
    text: 'A forma pop mais comum é intro – verso – refrão – verso – refrão – ponte – refrão – final, com uns 3 minutos. AABA (verso, verso, ponte, verso) funciona para standards e baladas; a música eletrônica pensa em blocos de 8 e 16 compassos: intro, subida, drop, pausa, drop. Chegue ao primeiro refrão (ou drop) em até um minuto.',
    offer: 'Quer uma peça organizada com verso e refrão?',
  },
  'start-a-song': {
    title: 'Como começar a compor uma música',
    text: 'Comece pelo que você tiver: um título ou frase, um loop de acordes, um ritmo ou uma melodia cantarolada no celular. Construa primeiro o refrão — o gancho e o título — e depois versos que levem até ele. Ponha um timer e termine uma versão bruta de uma vez; o acabamento vem depois.',
    offer: 'Quer um loop de acordes para compor por cima?',
  },
  'common-progressions': {
    title: 'Progressões de acordes comuns',
    text: 'Progressões que sustentam milhares de músicas: I–V–vi–IV (pop), vi–IV–I–V (o mesmo loop com começo mais triste), I–vi–IV–V (doo-wop dos anos 50), ii–V–I (jazz), i–VI–III–VII (pop/rock menor) e o blues de 12 compassos (I I I I, IV IV I I, V IV I V). Mude o ritmo e a disposição e um loop comum soa como seu.',
    offer: 'Quer ouvir uma delas no tom e no estilo que você escolher?',
  },
  'practice-routine': {
    title: 'Uma rotina de estudo',
    text: 'Pouco e todo dia vale mais que muito uma vez por semana: 30–45 minutos divididos em aquecimento e técnica (10 min), a peça ou habilidade em que você está trabalhando, devagar e com precisão (20 min), e algo divertido — improvisar ou tocar músicas de que gosta (10 min). Anote o que estudou e uma meta para amanhã.',
    offer: 'Quer uma base para improvisar no fim do estudo?',
  },
  'genre-tempos': {
    title: 'Andamentos típicos por gênero',
    text: 'Faixas aproximadas: baladas 60–80 BPM, lo-fi e boom-bap 70–95, reggae 70–90, R&B 60–100, pop 95–130, house 120–128, techno 125–140, trance 130–140, dubstep 140 (sensação de meio tempo), trap 130–170 (sentido pela metade), drum and bass 160–180, punk 160–200. O andamento sentido importa mais que o número exato.',
    offer: 'Quer um groove num desses andamentos?',
  },
  'drum-programming-basics': {
    title: 'Programar bateria',
    text: 'Comece por bumbo e caixa: bumbo no 1 (e no 3, ou sincopado) e caixa no 2 e no 4 na maioria dos gêneros. Adicione chimbal em colcheias ou semicolcheias e depois pequenos extras — uma ghost note na caixa, um chimbal aberto antes da caixa, um loop de percussão. Varie as intensidades e deixe um ou dois buracos; um padrão que muda um pouco a cada 4 compassos soa tocado.',
    offer: 'Quer um groove de bateria no estilo que você escolher?',
  },
  'kick-and-bass': {
    title: 'Bumbo e baixo trabalhando juntos',
    text: 'Decida quem é dono da oitava mais grave: um 808 ou sub-grave ribombante pede um bumbo curto e com punch; um bumbo grande pede um baixo mais agudo. Alinhe as notas do baixo com o bumbo ou toque-as nos espaços, não meio a meio. Faça sidechain do baixo pelo bumbo e afine o bumbo no tom da música.',
    offer: 'Quer um padrão de baixo estilo sidechain para testar?',
  },
  'riffmate-what-it-does': {
    title: 'O que o Riffmate faz',
    text: 'Peça uma peça e eu a escrevo em MIDI — acordes, baixo, melodia, arpejos, pads, metais e bateria — no tom, andamento, compasso e estilo que você disser. Depois mude com palavras comuns ("mais rápido", "adicione cordas", "uma quinta acima", "8 compassos"), faça perguntas de teoria (notas de um acorde, acordes de um tom, intervalos) ou práticas sobre mixagem, gravação e DAWs. Cada peça vem num card que você ouve no navegador e baixa como arquivo MIDI para a sua DAW.',
    offer: 'Vamos começar com "um beat lo-fi tranquilo em fá menor"?',
  },
  'riffmate-download-midi': {
    title: 'Baixar o arquivo MIDI',
    text: 'Todo card de música tem um botão "Download MIDI": ele salva um arquivo .mid padrão (com nome como "file-abc.mid") com cada parte em sua própria faixa e canal, e a bateria no canal 10. No Chrome e no Edge você também pode arrastar esse botão direto para a área de trabalho ou para uma DAW. Andamento e compasso vão junto.',
    offer: 'Quer os passos para a sua DAW em particular?',
  },
  'riffmate-play': {
    title: 'Tocar uma peça no navegador',
    text: 'Aperte Play no card para ouvir a peça no navegador; o piano roll acompanha as notas e o controle de posição deixa você pular. Faça loop de um trecho de compassos, mude o andamento da reprodução e use em cada parte M (mudo), S (solo) e o volume para ouvir só o baixo ou tirar a bateria. Se não ouvir nada, veja se a aba não está no mudo e aperte Play de novo: os navegadores só iniciam o áudio depois de um clique.',
    offer: 'Quer que eu escreva algo curto para testar o player?',
  },
  'riffmate-share': {
    title: 'Compartilhar um chat',
    text: 'Abra a barra lateral do histórico e use o botão de compartilhar no chat aberto: "Copy link" dá uma URL pública, e qualquer pessoa com ela pode ver o chat compartilhado e seus cards de música. No mesmo lugar você também pode apagar o chat.',
    offer: 'Quer escrever primeiro algo que valha a pena compartilhar?',
  },
  'riffmate-export-audio': {
    title: 'Exportar áudio (WAV ou MP3)',
    text: 'Use a exportação do card: "Export WAV" renderiza a peça com os mesmos sons que você ouve no player e salva um arquivo WAV. Para MP3, converta esse WAV em qualquer editor de áudio ou na sua DAW. Não consigo exportar faixas de áudio separadas (stems) nem efeitos: baixe o MIDI (cada parte em sua faixa), toque-o com seus próprios instrumentos numa DAW e exporte os stems de lá.',
    offer: 'Quer saber como carregar o MIDI na sua DAW?',
  },
  'riffmate-edit': {
    title: 'Alterar uma peça',
    text: 'É só dizer o que mudar na peça atual: andamento ("mais rápido", "a 90 bpm"), tom ("em ré menor", "uma quinta acima"), duração ("16 compassos"), compasso ("em 3/4"), partes ("adicione cordas", "sem bateria", "baixo de sintetizador") ou caráter ("mais escuro", "mais cheio"). Cada mudança gera um card novo, e as versões anteriores ficam no chat.',
    offer: 'Quer testar uma mudança na sua última peça?',
  },
  'import-cubase': {
    title: 'MIDI do Riffmate no Cubase',
    text: 'Escolha Arquivo › Importar › Arquivo MIDI, ou arraste o arquivo para a janela do projeto. O Cubase cria uma faixa de instrumento ou MIDI por parte; aceite importar a faixa de andamento quando perguntar. Atribua sons do HALion Sonic (ou seus instrumentos) a cada faixa e o Groove Agent à bateria.',
    offer: 'Quer uma peça de estilo orquestral para carregar no Cubase?',
  },
  'import-reaper': {
    title: 'MIDI do Riffmate no Reaper',
    text: 'Arraste o .mid para a visão de arranjo; o Reaper pergunta se deve separar o MIDI em uma faixa por canal — sim — e se deve importar o mapa de andamento — sim também. Depois adicione um instrumento em cada faixa pelo botão FX (ReaSynth, um sampler gratuito ou seus plugins).',
    offer: 'Quer uma peça com várias partes para importar?',
  },
  'import-bitwig': {
    title: 'MIDI do Riffmate no Bitwig Studio',
    text: 'Arraste o .mid do navegador ou da área de trabalho para o Arranger: o Bitwig cria uma faixa de instrumento por parte. Ajuste o andamento do projeto para o BPM do card e use o Polysynth ou um sampler nas faixas melódicas e um Drum Machine na bateria.',
    offer: 'Quer uma peça cheia de sintetizadores para importar?',
  },
  'import-pro-tools': {
    title: 'MIDI do Riffmate no Pro Tools',
    text: 'Use Arquivo › Importar › MIDI, escolha "Novas faixas" e marque "Importar mapa de andamento do arquivo MIDI". O Pro Tools cria faixas MIDI; transforme-as em faixas de instrumento (ou roteie para uma) e carregue um instrumento como o Xpand!2 ou seus plugins, com um instrumento de bateria na faixa do canal 10.',
    offer: 'Quer um arranjo de banda para carregar no Pro Tools?',
  },
  musescore: {
    title: 'MuseScore: transformar o MIDI em partitura',
    text: 'O MuseScore é um programa de partitura gratuito. Abra o .mid baixado em Arquivo › Abrir (ou Importar): cada parte vira uma pauta. Ajuste a quantização e o tom no painel de importação se os ritmos saírem complicados, e depois imprima ou exporte em PDF. Sibelius e Dorico importam MIDI do mesmo jeito.',
    offer: 'Quer uma melodia simples com acordes que fique boa como lead sheet?',
  },
  'riffmate-upload-midi': {
    title: 'Anexar seu próprio arquivo MIDI',
    text: 'Use o botão "Attach MIDI file" ao lado da caixa de mensagem para enviar um arquivo .mid. Eu leio o andamento, o tom, o compasso e os acordes, descrevo o arquivo e posso transformá-lo: transpor, mudar o andamento ou adicionar baixo ou bateria.',
    offer: 'Quer anexar um arquivo e me perguntar em que tom ele está?',
  },
  'riffmate-own-chords': {
    title: 'Usar sua própria progressão de acordes',
    text: 'Digite seus acordes e eu construo a peça em cima deles: "Am F C G como balada", "ii–V–I em Bb" ou graus romanos como "I–V–vi–IV em D". Os acordes ficam exatamente como você escreveu; eu acrescento baixo, melodia e bateria.',
    offer: 'Quer colar uma progressão e ouvi-la?',
  },
  'strumming-patterns': {
    title: 'Padrões de batida (strumming)',
    text: 'A mão da batida desce em cada tempo e sobe em cada «e», toque ou não as cordas: o padrão é só quais desses movimentos tocam. O coringa em 4/4 é baixo, baixo-cima, cima-baixo-cima (D – DU – UDU): forte no 1, leve nas subidas, um pouco mais forte no 2 e no 4, onde entraria a caixa. Na estrofe, mais suave ou só descidas em cada tempo; no refrão, todas as colcheias com acento no 2 e no 4. Em 3/4 tenta D – DU – DU; em 6/8, D-D-U D-D-U com o peso no 1 e no 4. Treina devagar com metrônomo, abafando as cordas com a mão esquerda para ouvir só o ritmo.',
    offer: 'Quer uma peça no seu andamento com um backbeat claro para tocar junto?',
  },
  'chords-without-barre': {
    title: 'Acordes sem pestana (Bm, F, F#m, B7)',
    text: 'Toque só as quatro cordas agudas e a pestana some. Bm: xx4432 (corda Ré casa 4, Sol 4, Si 3, Mi aguda 2) – ou Bm7, x20202, que soa bem quase onde couber Bm. F: xx3211 (uma mini pestana de um dedo nas duas cordas agudas) ou Fmaj7, xx3210. F#m: xx4222. B7: x21202, aberto e fácil. Toque só as cordas que a forma usa; a tônica fica com o baixo ou com o seu polegar. Enquanto isso, treine a pestana inteira alguns minutos por dia: polegar atrás do braço, indicador um pouco virado para o lado ósseo, perto do traste.',
    offer: 'Quer uma progressão num tom fácil com capotraste, sem acordes com pestana?',
  },
  'fingerpicking-patterns': {
    title: 'Padrões de dedilhado',
    text: 'O polegar fica com as cordas graves e os dedos com as três agudas: indicador no Sol, médio no Si, anelar no Mi agudo (p–i–m–a). Um primeiro padrão por compasso de 4/4: polegar na tônica e depois i–m–a–m–i, repetido. No Travis picking o polegar alterna a cada tempo entre a tônica e outra corda grave enquanto os dedos tocam notas de melodia no meio, como um baixista e um pianista numa mão só. Comece devagar só com o polegar até ele ficar firme; os dedos se encaixam depois.',
    offer: 'Quer uma parte em arpejo no seu tom para aprender um padrão de dedilhado?',
  },
};
