// Loaded only through `import('./tone-player')` (see playback.ts): Tone.js and every synth live in
// this lazy chunk, so nobody downloads them until they press Play.
import type { MusicAttachment } from '@riffmate/contract';
import * as Tone from 'tone';
import { type DrumVoice, drumVoiceFor, type Timbre, timbreFor } from './instruments';
import { buildSchedule, durationSeconds, type ScheduledNote } from './timing';

export interface TonePlayer {
  /** Starts, or resumes after pause. */
  play(): void;
  pause(): void;
  /** Seconds from the start of the piece. */
  seconds(): number;
  setMuted(part: number, muted: boolean): void;
  /** The audio context's state ("running" once playing), for the card's data attribute. */
  contextState(): string;
  dispose(): void;
}

/** Must run inside the user's gesture (the Play click): browsers keep audio suspended until then. */
export async function startAudio(): Promise<void> {
  await Tone.start();
}

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

interface Voice {
  play(note: ScheduledNote, time: number): void;
  release(): void;
  dispose(): void;
}

type SynthVoice = Tone.PolySynth<Tone.Synth> | Tone.PolySynth<Tone.FMSynth> | Tone.PolySynth<Tone.MonoSynth>;

/** One polyphonic synth per melodic part; settings by GM family (no samples: works offline). */
function melodicSynth(timbre: Timbre): { synth: SynthVoice; volume: number } {
  const env = (attack: number, decay: number, sustain: number, release: number) => ({
    attack,
    decay,
    sustain,
    release,
  });
  switch (timbre) {
    case 'electric-piano':
      return {
        synth: new Tone.PolySynth(Tone.FMSynth, {
          harmonicity: 3,
          modulationIndex: 4,
          envelope: env(0.005, 1.2, 0.25, 1),
          modulationEnvelope: env(0.002, 0.6, 0.1, 0.6),
        }),
        volume: -10,
      };
    case 'mallet':
      return {
        synth: new Tone.PolySynth(Tone.FMSynth, {
          harmonicity: 8,
          modulationIndex: 2,
          envelope: env(0.001, 0.7, 0, 0.6),
          modulationEnvelope: env(0.001, 0.2, 0, 0.2),
        }),
        volume: -10,
      };
    case 'guitar':
      return {
        synth: new Tone.PolySynth(Tone.MonoSynth, {
          oscillator: { type: 'sawtooth' },
          envelope: env(0.003, 0.5, 0.15, 0.4),
          filter: { type: 'lowpass', Q: 1 },
          filterEnvelope: {
            attack: 0.002,
            decay: 0.25,
            sustain: 0.2,
            release: 0.4,
            baseFrequency: 400,
            octaves: 3,
          },
        }),
        volume: -14,
      };
    case 'bass':
      return {
        synth: new Tone.PolySynth(Tone.MonoSynth, {
          oscillator: { type: 'sawtooth' },
          envelope: env(0.004, 0.3, 0.6, 0.15),
          filter: { type: 'lowpass', Q: 2 },
          filterEnvelope: {
            attack: 0.004,
            decay: 0.2,
            sustain: 0.3,
            release: 0.2,
            baseFrequency: 90,
            octaves: 2.5,
          },
        }),
        volume: -8,
      };
    case 'brass':
      return {
        synth: new Tone.PolySynth(Tone.MonoSynth, {
          oscillator: { type: 'sawtooth' },
          envelope: env(0.05, 0.2, 0.7, 0.25),
          filter: { type: 'lowpass', Q: 1 },
          filterEnvelope: {
            attack: 0.06,
            decay: 0.3,
            sustain: 0.5,
            release: 0.3,
            baseFrequency: 500,
            octaves: 2.5,
          },
        }),
        volume: -16,
      };
    case 'strings':
      return {
        synth: new Tone.PolySynth(Tone.Synth, {
          oscillator: { type: 'fatsawtooth', count: 3, spread: 20 },
          envelope: env(0.25, 0.3, 0.8, 1),
        }),
        volume: -20,
      };
    case 'pad':
      return {
        synth: new Tone.PolySynth(Tone.Synth, {
          oscillator: { type: 'fatsawtooth', count: 3, spread: 30 },
          envelope: env(0.6, 0.5, 0.8, 2),
        }),
        volume: -22,
      };
    case 'organ':
      return {
        synth: new Tone.PolySynth(Tone.Synth, {
          oscillator: { type: 'custom', partials: [1, 0.6, 0.4, 0, 0.25] },
          envelope: env(0.01, 0.1, 0.9, 0.1),
        }),
        volume: -16,
      };
    case 'reed':
    case 'lead':
      return {
        synth: new Tone.PolySynth(Tone.Synth, {
          oscillator: { type: timbre === 'lead' ? 'square' : 'triangle' },
          envelope: env(0.02, 0.2, 0.7, 0.3),
        }),
        volume: timbre === 'lead' ? -18 : -12,
      };
    case 'piano':
    case 'other':
      return {
        synth: new Tone.PolySynth(Tone.Synth, {
          oscillator: { type: 'triangle' },
          envelope: env(0.004, 0.9, 0.15, 0.9),
        }),
        volume: -10,
      };
  }
}

function melodicVoice(program: number, output: Tone.ToneAudioNode): Voice {
  const { synth, volume } = melodicSynth(timbreFor(program));
  synth.volume.value = volume;
  synth.connect(output);
  return {
    play: (note, time) => synth.triggerAttackRelease(midiToHz(note.midi), note.duration, time, note.velocity),
    release: () => synth.releaseAll(),
    dispose: () => synth.dispose(),
  };
}

/**
 * A channel-10 kit from three synth kinds: MembraneSynth for kick and toms, NoiseSynth through a
 * filter for snare, hats and cymbals. Each voice is monophonic, so two hits on one voice at the
 * same instant are nudged apart (Tone rejects a start that is not after the previous one).
 */
function drumVoice(output: Tone.ToneAudioNode): Voice {
  const nodes: Tone.ToneAudioNode[] = [];
  const track = <T extends Tone.ToneAudioNode>(node: T) => {
    nodes.push(node);
    return node;
  };
  const kick = track(
    new Tone.MembraneSynth({
      pitchDecay: 0.04,
      octaves: 6,
      envelope: { attack: 0.001, decay: 0.35, sustain: 0 },
    }),
  ).connect(output);
  const tom = track(
    new Tone.MembraneSynth({
      pitchDecay: 0.03,
      octaves: 2,
      envelope: { attack: 0.001, decay: 0.3, sustain: 0 },
    }),
  ).connect(output);
  const noise = (
    type: 'white' | 'pink',
    filter: BiquadFilterType,
    frequency: number,
    decay: number,
    db: number,
  ) => {
    const synth = track(
      new Tone.NoiseSynth({ noise: { type }, envelope: { attack: 0.001, decay, sustain: 0 } }),
    );
    synth.volume.value = db;
    synth.chain(track(new Tone.Filter(frequency, filter)), output);
    return synth;
  };
  const snare = noise('white', 'bandpass', 1800, 0.16, -6);
  const closedHat = noise('white', 'highpass', 8000, 0.04, -14);
  const openHat = noise('white', 'highpass', 7000, 0.3, -16);
  const cymbal = noise('white', 'highpass', 5000, 1.1, -20);
  const perc = noise('pink', 'bandpass', 3000, 0.06, -12);

  const last = new Map<DrumVoice, number>();
  const at = (voice: DrumVoice, time: number) => {
    const previous = last.get(voice) ?? -1;
    const start = time > previous ? time : previous + 0.001;
    last.set(voice, start);
    return start;
  };

  return {
    play: (note, time) => {
      const voice = drumVoiceFor(note.midi);
      const t = at(voice, time);
      const v = note.velocity;
      switch (voice) {
        case 'kick':
          kick.triggerAttackRelease(50, 0.2, t, v);
          break;
        case 'tom':
          // GM toms run low to high from key 41 to 50.
          tom.triggerAttackRelease(70 + (note.midi - 41) * 14, 0.25, t, v);
          break;
        case 'snare':
          snare.triggerAttackRelease(0.14, t, v);
          break;
        case 'closed-hat':
          closedHat.triggerAttackRelease(0.04, t, v);
          break;
        case 'open-hat':
          openHat.triggerAttackRelease(0.25, t, v);
          break;
        case 'cymbal':
          cymbal.triggerAttackRelease(0.8, t, v);
          break;
        case 'perc':
          perc.triggerAttackRelease(0.05, t, v);
          break;
      }
    },
    release: () => {},
    dispose: () => {
      for (const node of nodes) node.dispose();
    },
  };
}

/**
 * Schedules the whole piece on Tone's transport (one piece at a time: the transport is global).
 * Mute is a per-part Volume node, so it applies at once, even to notes already sounding.
 */
export function createTonePlayer(
  music: MusicAttachment,
  { muted, onEnd }: { muted: readonly boolean[]; onEnd: () => void },
): TonePlayer {
  const transport = Tone.getTransport();
  transport.stop();
  transport.cancel(0);
  transport.seconds = 0;

  // A limiter keeps a dense arrangement of summed synths from clipping.
  const limiter = new Tone.Limiter(-1).toDestination();
  const channels = music.parts.map((_, i) => {
    const channel = new Tone.Volume(0).connect(limiter);
    channel.mute = muted[i] ?? false;
    return channel;
  });
  const voices = music.parts.map((part, i) =>
    part.isDrums ? drumVoice(channels[i]!) : melodicVoice(part.program, channels[i]!),
  );

  for (const note of buildSchedule(music)) {
    transport.schedule((time) => voices[note.part]!.play(note, time), note.time);
  }
  // The end goes through Draw so the UI update lands on an animation frame, in step with the audio.
  transport.scheduleOnce((time) => Tone.getDraw().schedule(onEnd, time), durationSeconds(music));

  let disposed = false;
  return {
    play: () => transport.start(),
    pause: () => {
      transport.pause();
      for (const voice of voices) voice.release();
    },
    seconds: () => transport.seconds,
    setMuted: (part, value) => {
      const channel = channels[part];
      if (channel) channel.mute = value;
    },
    contextState: () => Tone.getContext().state,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      transport.stop();
      transport.cancel(0);
      for (const voice of voices) voice.dispose();
      for (const channel of channels) channel.dispose();
      limiter.dispose();
    },
  };
}
