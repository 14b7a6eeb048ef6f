// Loaded only through `import('./sampled-player')` (see use-playback.ts): the SoundFont synthesizer
// (spessasynth_lib), its AudioWorklet processor and the SoundFont itself are fetched on the first
// Play or export, never with the page (docs/decisions/0100-soundfont-playback.md).
import { BasicMIDI } from 'spessasynth_core';
import { audioBufferToWav, Sequencer, WorkletSynthesizer } from 'spessasynth_lib';
import { addProcessor, type LoadProgress, loadSoundFont } from './soundfont';
import type { PartLevel, PlaybackEngine } from './types';

interface Engine {
  synth: WorkletSynthesizer;
  sequencer: Sequencer;
  /** Songs handed to the sequencer, one after another: each waits for its own `songChange`. */
  songs: Promise<void>;
  /** A card's song is being preloaded (at most one: a Play queues behind it). */
  preloading: boolean;
}

const engines = new WeakMap<AudioContext, Promise<Engine>>();

/** One synthesizer and sequencer per audio context, kept for the page's life (later plays start at once). */
function engineFor(context: AudioContext, onProgress: LoadProgress): Promise<Engine> {
  let engine = engines.get(context);
  if (!engine) {
    engine = (async () => {
      const [bank] = await Promise.all([loadSoundFont(onProgress), addProcessor(context)]);
      const synth = new WorkletSynthesizer(context);
      synth.connect(context.destination);
      // A copy: the bank's buffer is transferred to the worklet, and the page keeps it for exports.
      await synth.soundBankManager.addSoundBank(bank.slice(0), 'gm');
      await synth.isReady;
      const sequencer = new Sequencer(synth, { skipToFirstNoteOn: false });
      return { synth, sequencer, songs: Promise.resolve(), preloading: false };
    })();
    engine.catch(() => engines.delete(context));
    engines.set(context, engine);
  }
  return engine;
}

/**
 * Loads a song into the sequencer, which also decodes the SoundFont samples the song uses (the
 * worklet keeps them); resolves once it is loaded. Loads queue, so each one waits for its own.
 */
function loadSong(engine: Engine, midi: BasicMIDI): Promise<void> {
  const loaded = engine.songs.then(
    () =>
      new Promise<void>((resolve) => {
        const id = `song-${Math.random().toString(36).slice(2)}`;
        engine.sequencer.eventHandler.addEvent('songChange', id, () => {
          engine.sequencer.eventHandler.removeEvent('songChange', id);
          resolve();
        });
        engine.sequencer.loadNewSongList([midi]);
      }),
  );
  engine.songs = loaded.catch(() => {});
  return loaded;
}

/**
 * Builds the page's synthesizer ahead of Play (its processor registered and the SoundFont parsed in
 * the worklet) on a context that may still be suspended; Play then only loads the song and resumes.
 */
export async function prepareSynthesizer(context: AudioContext): Promise<void> {
  await engineFor(context, () => {});
}

/**
 * Decodes a piece's samples ahead of its Play by loading it into the idle sequencer (paused: it
 * stays silent). Only while no card holds the sequencer: it replaces the loaded song. While one
 * preload runs, others are skipped (cards scrolled past in a long chat), so a Play never waits
 * behind more than one.
 */
export async function preloadSong(context: AudioContext, midiBytes: ArrayBuffer): Promise<void> {
  const engine = await engineFor(context, () => {});
  if (engine.preloading) return;
  engine.preloading = true;
  try {
    await loadSong(engine, BasicMIDI.fromArrayBuffer(midiBytes));
    engine.sequencer.pause();
  } finally {
    engine.preloading = false;
  }
}

/** Loop points in ticks. */
interface TickRange {
  start: number;
  end: number;
}

/**
 * A piece on the SoundFont synthesizer. Mute, solo and volume act on the part's MIDI channel
 * (parts that share a channel share them); tempo is the sequencer's playback rate, so the file
 * is never changed.
 */
export async function createSampledPlayer(
  context: AudioContext,
  midiBytes: ArrayBuffer,
  {
    channels,
    onEnd,
    onProgress,
  }: { channels: readonly number[]; onEnd: () => void; onProgress: LoadProgress },
): Promise<PlaybackEngine> {
  const engine = await engineFor(context, onProgress);
  const { synth, sequencer } = engine;
  const midi = BasicMIDI.fromArrayBuffer(midiBytes);
  const whole = { start: 0, end: Math.max(midi.lastVoiceEventTick, 1) };
  let loop: TickRange | null = null;
  let levels: readonly PartLevel[] = channels.map(() => ({ audible: true, gain: 1 }));
  const id = `card-${Math.random().toString(36).slice(2)}`;

  const applyLevels = () => {
    // A channel is heard when any part on it is; its gain is the loudest of those parts.
    const byChannel = new Map<number, number>();
    channels.forEach((channel, part) => {
      const level = levels[part];
      const gain = level?.audible ? level.gain : 0;
      byChannel.set(channel, Math.max(byChannel.get(channel) ?? 0, gain));
    });
    for (const [channel, gain] of byChannel) {
      const target = synth.midiChannels[channel];
      if (!target) continue;
      target.setSystemParameter('isMuted', gain === 0);
      target.setSystemParameter('gain', gain);
    }
  };

  const load = async (at: number) => {
    midi.loop = { ...(loop ?? whole), type: 'hard' };
    await loadSong(engine, midi);
    sequencer.loopCount = loop ? Number.POSITIVE_INFINITY : 0;
    sequencer.pause();
    sequencer.currentTime = at;
    applyLevels();
  };

  await load(0);
  let playing = false;
  sequencer.eventHandler.addEvent('songEnded', id, () => {
    playing = false;
    onEnd();
  });

  let disposed = false;
  return {
    kind: 'soundfont',
    play: () => {
      playing = true;
      sequencer.play();
    },
    pause: () => {
      playing = false;
      sequencer.pause();
    },
    seconds: () => sequencer.currentHighResolutionTime,
    seek: (seconds) => {
      sequencer.currentTime = Math.max(0, seconds);
    },
    setLoop: async (range) => {
      loop = range
        ? { start: midi.secondsToMIDITicks(range.start), end: midi.secondsToMIDITicks(range.end) }
        : null;
      const at = sequencer.currentTime;
      const inside = range && (at < range.start || at >= range.end) ? range.start : at;
      const wasPlaying = playing;
      await load(inside);
      if (wasPlaying && !disposed) sequencer.play();
    },
    setRate: (rate) => {
      sequencer.playbackRate = rate;
    },
    setLevels: (next) => {
      levels = next;
      applyLevels();
    },
    contextState: () => context.state,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      sequencer.eventHandler.removeEvent('songEnded', id);
      sequencer.pause();
      synth.stopAll(true);
      // The next card starts from clean channels.
      for (const channel of synth.midiChannels) {
        channel.setSystemParameter('isMuted', false);
        channel.setSystemParameter('gain', 1);
      }
    },
  };
}

/** Sample rate of the WAV export (CD quality). */
const WAV_SAMPLE_RATE = 44_100;
/** Room after the last note for releases and reverb. */
const TAIL_SECONDS = 2;

/**
 * Renders the whole MIDI file offline with the same SoundFont and synthesizer as playback, at the
 * file's own tempo, and encodes it as a 16-bit stereo WAV. `onProgress` gets 0–1 as it renders.
 */
export async function renderWav(
  midiBytes: ArrayBuffer,
  { onProgress, onLoad }: { onProgress: (done: number) => void; onLoad: LoadProgress },
): Promise<Blob> {
  const midi = BasicMIDI.fromArrayBuffer(midiBytes);
  const bank = await loadSoundFont(onLoad);
  const seconds = midi.duration + TAIL_SECONDS;
  const context = new OfflineAudioContext({
    numberOfChannels: 2,
    length: Math.ceil(seconds * WAV_SAMPLE_RATE),
    sampleRate: WAV_SAMPLE_RATE,
  });
  await addProcessor(context);
  const synth = new WorkletSynthesizer(context);
  synth.connect(context.destination);
  await synth.startOfflineRender({
    midiSequence: midi,
    soundBankList: [{ bankOffset: 0, soundBankBuffer: bank.slice(0) }],
    loopCount: 0,
    sequencerOptions: { skipToFirstNoteOn: false },
  });
  // OfflineAudioContext reports no progress itself: suspend it at tenths of the length to report.
  for (let step = 1; step < 10; step++) {
    const at = (seconds * step) / 10;
    void context.suspend(at).then(() => {
      onProgress(step / 10);
      void context.resume();
    });
  }
  const rendered = await context.startRendering();
  synth.destroy();
  onProgress(1);
  return audioBufferToWav(rendered);
}
