// The fallback when the SoundFont cannot load (docs/decisions/0100-soundfont-playback.md). Loaded
// only through `import('./tone-player')` (see use-playback.ts): Tone.js and every synth live in this
// lazy chunk, so nobody downloads them unless they are needed.
import type { MusicAttachment } from '@riffmate/contract';
import * as Tone from 'tone';
import { type DrumVoice, drumVoiceFor, type Timbre, timbreFor } from './instruments';
import { buildSchedule, durationSeconds, monophonicStart, type ScheduledNote } from './timing';
import type { PlaybackEngine } from './types';

/**
 * Runs Tone.js on the card's audio context (created and resumed inside the Play press, so the
 * browser lets it sound however long the code took to arrive).
 */
export function adoptContext(context: AudioContext): void {
  if (Tone.getContext().rawContext !== context) Tone.setContext(context);
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
 * same instant are nudged apart (Tone throws "Start time must be strictly greater than previous
 * start time" for a start that is not after the previous one).
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
    const start = monophonicStart(time, last.get(voice) ?? -1, Tone.getContext().currentTime);
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

/** Tone's transport runs at this tempo; the piece is scheduled in seconds, so it only sets the rate. */
const TRANSPORT_BPM = 120;

/**
 * Schedules the whole piece on Tone's transport (one piece at a time: the transport is global).
 * Levels are per-part Volume nodes, so they apply at once, even to notes already sounding; tempo
 * scales the transport's BPM, loop and seek are the transport's own.
 */
export function createTonePlayer(music: MusicAttachment, { onEnd }: { onEnd: () => void }): PlaybackEngine {
  const transport = Tone.getTransport();
  transport.stop();
  transport.cancel(0);
  transport.loop = false;
  transport.bpm.value = TRANSPORT_BPM;
  transport.seconds = 0;

  // A limiter keeps a dense arrangement of summed synths from clipping.
  const limiter = new Tone.Limiter(-1).toDestination();
  const channels = music.parts.map(() => new Tone.Volume(0).connect(limiter));
  const voices = music.parts.map((part, i) =>
    part.isDrums ? drumVoice(channels[i]!) : melodicVoice(part.program, channels[i]!),
  );

  for (const note of buildSchedule(music)) {
    transport.schedule((time) => voices[note.part]!.play(note, time), note.time);
  }
  const end = durationSeconds(music);
  // The end goes through Draw so the UI update lands on an animation frame, in step with the audio.
  transport.scheduleOnce((time) => {
    if (!transport.loop) Tone.getDraw().schedule(onEnd, time);
  }, end);

  // Seconds of the piece from the transport's position: ticks do not change with the rate.
  const pieceSeconds = () => (transport.ticks / transport.PPQ) * (60 / TRANSPORT_BPM);
  const toTime = (seconds: number) => `${Math.round((seconds * TRANSPORT_BPM * transport.PPQ) / 60)}i`;
  const silence = () => {
    for (const voice of voices) voice.release();
  };

  let disposed = false;
  return {
    kind: 'synth',
    play: () => transport.start(),
    pause: () => {
      transport.pause();
      silence();
    },
    seconds: pieceSeconds,
    seek: (seconds) => {
      silence();
      transport.ticks = Math.round(
        (Math.max(0, Math.min(end, seconds)) * TRANSPORT_BPM * transport.PPQ) / 60,
      );
    },
    setLoop: (range) => {
      if (range) {
        transport.setLoopPoints(toTime(range.start), toTime(range.end));
        transport.loop = true;
      } else transport.loop = false;
    },
    setRate: (rate) => {
      transport.bpm.value = TRANSPORT_BPM * rate;
    },
    setLevels: (levels) => {
      levels.forEach((level, i) => {
        const channel = channels[i];
        if (!channel) return;
        channel.mute = !level.audible || level.gain === 0;
        if (level.gain > 0) channel.volume.value = Tone.gainToDb(level.gain);
      });
    },
    contextState: () => Tone.getContext().state,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      transport.stop();
      transport.cancel(0);
      transport.loop = false;
      for (const voice of voices) voice.dispose();
      for (const channel of channels) channel.dispose();
      limiter.dispose();
    },
  };
}
