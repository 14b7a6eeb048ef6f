import type { MusicAttachment } from '@riffmate/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMidi } from './download';
import { DEFAULT_MIX, type PartMix, partLevels } from './levels';
import { addProcessor, isSoundFontCached, type LoadProgress, loadSoundFont } from './soundfont';
import { durationSeconds, parseMeter, ticksPerBar, ticksToSeconds } from './timing';
import type { PlaybackEngine } from './types';

type ToneModule = typeof import('./tone-player');
type SampledModule = typeof import('./sampled-player');

/** A lazy chunk fetched at most once; a failed fetch may be retried by a later press. */
function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The SoundFont synthesizer (spessasynth_lib): loaded on the first Play or export. */
export const loadSampled = lazyModule<SampledModule>(() => import('./sampled-player'));
/** Tone.js synths: loaded only when the SoundFont cannot be. */
const loadTone = lazyModule<ToneModule>(() => import('./tone-player'));

let context: AudioContext | null = null;

/**
 * The page's audio context, created or resumed synchronously inside the Play press: browsers
 * start audio only from a user gesture, and the code and SoundFont may take seconds to arrive.
 */
function audioContext(): AudioContext {
  context ??= new AudioContext({ latencyHint: 'interactive' });
  if (context.state === 'suspended') void context.resume();
  return context;
}

let built: Promise<boolean> | null = null;

/**
 * Builds the page's one synthesizer before Play, for a returning visitor (the caller has found the
 * SoundFont in Cache Storage): the audio context is created now — suspended, as browsers keep it
 * until a user gesture, and Play resumes it — and the synthesizer's code, its worklet processor
 * and the cached SoundFont are loaded into it, so Play only has the song to load. Resolves whether
 * the synthesizer is ready; after a failure Play loads it (and falls back) as for a new visitor.
 * See docs/decisions/0100-soundfont-playback.md.
 */
function buildAhead(): Promise<boolean> {
  built ??= (async () => {
    if (!context) {
      context = new AudioContext({ latencyHint: 'interactive' });
      // Where the browser would let it run already, it waits silent (no rendering) until Play.
      if (context.state === 'running') void context.suspend();
    }
    // As on Play: the processor and the SoundFont load while the synthesizer's code arrives.
    addProcessor(context).catch(() => {});
    loadSoundFont(() => {}).catch(() => {});
    const sampled = await loadSampled();
    await sampled.prepareSynthesizer(context);
    return true;
  })().catch((error: unknown) => {
    console.warn('Preparing the synthesizer failed; Play will load it', error);
    return false;
  });
  return built;
}

/** The card that is playing: one synthesizer per page, so starting one card stops the other. */
let active: { stop: () => void } | null = null;

/** 'loading' lasts until the clock moves: the sounds loaded and the first note sounding. */
export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused';

/**
 * Past this, a clock that has not moved counts as started anyway, so Pause is reachable (a
 * browser without an audio device never moves it).
 */
const START_TIMEOUT_MS = 2_500;

/** A loop over whole bars, counted from 1, both ends included. */
export interface BarLoop {
  enabled: boolean;
  from: number;
  to: number;
}

/** The one-line note shown when the SoundFont could not load and the fallback synths play. */
const FALLBACK_NOTE = 'Sampled instruments could not load; playing with simple synths.';

export interface Playback {
  status: PlaybackStatus;
  /** Seconds from the start of the piece (at the file's tempo). */
  seconds: number;
  /** The audio context's state once started ("running" while playing). */
  audioState: string | null;
  /** Which synthesizer plays: the SoundFont, or the fallback synths. */
  engine: PlaybackEngine['kind'] | null;
  /** SoundFont download progress 0–1 while loading, else null. */
  loadProgress: number | null;
  note: string | null;
  mix: readonly PartMix[];
  loop: BarLoop;
  /** Playback speed, 1 = the file's tempo. */
  rate: number;
  /**
   * Gets this card ready to play at once for a returning visitor (the page's synthesizer built,
   * the card's MIDI file fetched and its samples decoded); resolves whether it is. See `buildAhead`.
   */
  prepare: () => Promise<boolean>;
  play: () => Promise<void>;
  /**
   * Starts the synthesizer's code and the SoundFont downloading on the press of Play (pointerdown,
   * before its click), never on hover or view: see docs/decisions/0100-soundfont-playback.md.
   */
  warmUp: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  setLoop: (loop: BarLoop) => void;
  setRate: (rate: number) => void;
  setMix: (part: number, change: Partial<PartMix>) => void;
}

/** A bar range in seconds of the piece: from the start of `from` to the end of `to`. */
export function loopSeconds(music: Pick<MusicAttachment, 'tempo' | 'ppq' | 'meter' | 'bars'>, loop: BarLoop) {
  const bar = ticksPerBar(music.ppq, parseMeter(music.meter));
  const from = Math.min(Math.max(1, loop.from), music.bars);
  const to = Math.min(Math.max(from, loop.to), music.bars);
  return {
    start: ticksToSeconds((from - 1) * bar, music.tempo, music.ppq),
    end: ticksToSeconds(to * bar, music.tempo, music.ppq),
  };
}

/**
 * Play / pause / seek / loop / tempo / per-part mix for one music card, with the position polled
 * once per animation frame. The SoundFont synthesizer plays; if it cannot load, Tone.js synths do.
 */
export function usePlayback(music: MusicAttachment): Playback {
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [audioState, setAudioState] = useState<string | null>(null);
  const [engineKind, setEngineKind] = useState<PlaybackEngine['kind'] | null>(null);
  const [loadProgress, setLoadProgress] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [mix, setMixState] = useState<PartMix[]>(() => music.parts.map(() => DEFAULT_MIX));
  const [loop, setLoopState] = useState<BarLoop>(() => ({ enabled: false, from: 1, to: music.bars }));
  const [rate, setRateState] = useState(1);
  const engine = useRef<PlaybackEngine | null>(null);
  const midi = useRef<{ url: string; bytes: Promise<ArrayBuffer> } | null>(null);
  const frame = useRef<number | null>(null);
  /** Bumped by stop: a load that finishes after it is thrown away. */
  const generation = useRef(0);
  const settings = useRef({ mix, loop, rate, seconds: 0 });
  settings.current = { ...settings.current, mix, loop, rate };

  const stopTicker = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  /**
   * Polls the position every frame. With `startFrom`, the card stays 'loading' until the clock
   * leaves that position: the synthesizer may still be decoding samples after `play()` returns.
   */
  const startTicker = useCallback(
    (startFrom?: number) => {
      stopTicker();
      const since = performance.now();
      let waiting = startFrom !== undefined;
      const tick = () => {
        const current = engine.current;
        if (!current) return;
        const now = current.seconds();
        if (waiting && (now !== startFrom || performance.now() - since > START_TIMEOUT_MS)) {
          waiting = false;
          setStatus('playing');
        }
        setSeconds(now);
        setAudioState(current.contextState());
        frame.current = requestAnimationFrame(tick);
      };
      frame.current = requestAnimationFrame(tick);
    },
    [stopTicker],
  );

  const stop = useCallback(() => {
    generation.current++;
    stopTicker();
    engine.current?.dispose();
    engine.current = null;
    settings.current.seconds = 0;
    setStatus('idle');
    setSeconds(0);
    setLoadProgress(null);
    if (active?.stop === stop) active = null;
  }, [stopTicker]);

  /** The card's MIDI file, fetched once (by `prepare` or the first Play); a failure is retried. */
  const midiBytes = useCallback((): Promise<ArrayBuffer> => {
    if (midi.current?.url !== music.url) {
      const bytes = fetchMidi(music.url);
      midi.current = { url: music.url, bytes };
      bytes.catch(() => {
        if (midi.current?.bytes === bytes) midi.current = null;
      });
    }
    return midi.current.bytes;
  }, [music.url]);

  const prepare = useCallback(async (): Promise<boolean> => {
    // A new visitor (no SoundFont kept) loads nothing until Play; asked again for each card, so
    // the cards that show after a first Play in this page are prepared too.
    if (!(await isSoundFontCached())) return false;
    const bytes = midiBytes(); // while the synthesizer is built
    bytes.catch(() => {});
    if (!(await buildAhead()) || !context) return false;
    try {
      const [sampled, midiFile] = await Promise.all([loadSampled(), bytes]);
      // Loading it replaces the sequencer's song: only while no card holds the sequencer.
      if (active === null) await sampled.preloadSong(context, midiFile);
      return true;
    } catch (error) {
      console.warn('Preparing the card failed; Play will load it', error);
      return false;
    }
  }, [midiBytes]);

  const create = useCallback(
    async (audio: AudioContext, onProgress: LoadProgress, onEnd: () => void): Promise<PlaybackEngine> => {
      try {
        const [sampled, bytes] = await Promise.all([loadSampled(), midiBytes()]);
        const created = await sampled.createSampledPlayer(audio, bytes, {
          channels: music.parts.map((part) => part.channel),
          onEnd,
          onProgress,
        });
        setNote(null);
        return created;
      } catch (error) {
        console.warn('SoundFont playback failed; falling back to synths', error);
        setNote(FALLBACK_NOTE);
        const tone = await loadTone();
        tone.adoptContext(audio);
        return tone.createTonePlayer(music, { onEnd });
      }
    },
    [music, midiBytes],
  );

  const play = useCallback(async () => {
    const current = engine.current;
    if (current) {
      current.play();
      setStatus('playing');
      startTicker();
      return;
    }
    const audio = audioContext();
    const onProgress = (received: number, total: number) =>
      setLoadProgress(total > 0 ? received / total : null);
    // Started now, while the synthesizer's code downloads; failures surface where they are awaited.
    addProcessor(audio).catch(() => {});
    loadSoundFont(onProgress).catch(() => {});
    const mine = ++generation.current;
    if (active && active.stop !== stop) active.stop();
    active = { stop };
    setStatus('loading');
    try {
      const created = await create(audio, onProgress, () => {
        if (generation.current === mine) stop();
      });
      if (generation.current !== mine) {
        created.dispose(); // stopped, or another card started, while it loaded
        return;
      }
      const { mix: parts, loop: bars, rate: speed, seconds: from } = settings.current;
      created.setLevels(partLevels(parts));
      created.setRate(speed);
      if (bars.enabled) await created.setLoop(loopSeconds(music, bars));
      if (from > 0) created.seek(from);
      engine.current = created;
      const startFrom = created.seconds();
      created.play();
      setEngineKind(created.kind);
      setAudioState(created.contextState());
      setLoadProgress(null);
      startTicker(startFrom);
    } catch (error) {
      console.warn('Playback failed', error);
      if (generation.current === mine) stop();
    }
  }, [create, music, startTicker, stop]);

  const warmUp = useCallback(() => {
    if (engine.current) return;
    loadSampled().catch(() => {});
    loadSoundFont(() => {}).catch(() => {});
  }, []);

  const pause = useCallback(() => {
    engine.current?.pause();
    stopTicker();
    setStatus('paused');
  }, [stopTicker]);

  const seek = useCallback(
    (to: number) => {
      const clamped = Math.min(Math.max(0, to), durationSeconds(music));
      settings.current.seconds = clamped;
      setSeconds(clamped);
      engine.current?.seek(clamped);
    },
    [music],
  );

  const setLoop = useCallback(
    (next: BarLoop) => {
      setLoopState(next);
      void engine.current?.setLoop(next.enabled ? loopSeconds(music, next) : null);
    },
    [music],
  );

  const setRate = useCallback((next: number) => {
    setRateState(next);
    engine.current?.setRate(next);
  }, []);

  const setMix = useCallback((part: number, change: Partial<PartMix>) => {
    const next = settings.current.mix.map((value, i) => (i === part ? { ...value, ...change } : value));
    settings.current.mix = next;
    setMixState(next);
    engine.current?.setLevels(partLevels(next));
  }, []);

  // Unmounting (the card scrolls out of a virtualised list, the page changes) must silence it.
  useEffect(() => stop, [stop]);

  return {
    status,
    seconds,
    audioState,
    engine: engineKind,
    loadProgress,
    note,
    mix,
    loop,
    rate,
    prepare,
    play,
    warmUp,
    pause,
    seek,
    setLoop,
    setRate,
    setMix,
  };
}
