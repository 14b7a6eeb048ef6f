import type { MusicAttachment } from '@riffmate/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TonePlayer } from './tone-player';

type ToneModule = typeof import('./tone-player');

let toneModule: Promise<ToneModule> | null = null;

/**
 * The lazy Tone.js chunk, fetched at most once. Called on hover/focus of Play as well, so by the
 * click it is usually there and `Tone.start()` still runs close to the user's gesture.
 */
export function loadTone(): Promise<ToneModule> {
  toneModule ??= import('./tone-player').catch((error: unknown) => {
    toneModule = null; // let a later click try again (e.g. after a flaky network)
    throw error;
  });
  return toneModule;
}

/** The card that is playing: Tone's transport is global, so starting one card stops the other. */
let active: { stop: () => void } | null = null;

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused';

export interface Playback {
  status: PlaybackStatus;
  /** Seconds from the start. */
  seconds: number;
  /** The audio context's state once started ("running" while playing). */
  audioState: string | null;
  muted: readonly boolean[];
  play: () => Promise<void>;
  pause: () => void;
  toggleMute: (part: number) => void;
}

/** Play / pause / mute for one music card, with the position polled once per animation frame. */
export function usePlayback(music: MusicAttachment): Playback {
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [audioState, setAudioState] = useState<string | null>(null);
  const [muted, setMuted] = useState<boolean[]>(() => music.parts.map(() => false));
  const player = useRef<TonePlayer | null>(null);
  const frame = useRef<number | null>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  const stopTicker = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const startTicker = useCallback(() => {
    stopTicker();
    const tick = () => {
      const current = player.current;
      if (!current) return;
      setSeconds(current.seconds());
      setAudioState(current.contextState());
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [stopTicker]);

  const stop = useCallback(() => {
    stopTicker();
    player.current?.dispose();
    player.current = null;
    setStatus('idle');
    setSeconds(0);
    if (active?.stop === stop) active = null;
  }, [stopTicker]);

  const play = useCallback(async () => {
    if (player.current) {
      player.current.play();
      setStatus('playing');
      startTicker();
      return;
    }
    setStatus('loading');
    try {
      const tone = await loadTone();
      await tone.startAudio();
      if (active && active.stop !== stop) active.stop();
      active = { stop };
      player.current = tone.createTonePlayer(music, { muted: mutedRef.current, onEnd: stop });
      player.current.play();
      setAudioState(player.current.contextState());
      setStatus('playing');
      startTicker();
    } catch {
      setStatus('idle');
    }
  }, [music, startTicker, stop]);

  const pause = useCallback(() => {
    player.current?.pause();
    stopTicker();
    setStatus('paused');
  }, [stopTicker]);

  const toggleMute = useCallback((part: number) => {
    const next = mutedRef.current.map((value, i) => (i === part ? !value : value));
    mutedRef.current = next;
    setMuted(next);
    player.current?.setMuted(part, next[part] ?? false);
  }, []);

  // Unmounting (the card scrolls out of a virtualised list, the page changes) must silence it.
  useEffect(() => stop, [stop]);

  return { status, seconds, audioState, muted, play, pause, toggleMute };
}
