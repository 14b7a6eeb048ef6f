/**
 * A page script (for `page.addInitScript({ content })`) that taps every connection to a real-time
 * audio context's speakers with an AnalyserNode, and records in `window.__audioTap` when Play was
 * last pressed, the first moment after it that the output was not silent, and the loudest sample seen.
 * Test- and bench-side only: the app is unchanged. Used by e2e/playback.spec.ts and bench/playback.ts.
 */
export const AUDIO_TAP_SCRIPT = `(() => {
  const tap = { pressedAt: null, firstSoundAt: null, peak: 0 };
  window.__audioTap = tap;
  const analysers = [];
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (...args) {
    const result = connect.apply(this, args);
    if (args[0] instanceof AudioDestinationNode && this.context instanceof AudioContext) {
      const analyser = this.context.createAnalyser();
      analyser.fftSize = 256;
      connect.call(this, analyser, ...args.slice(1));
      analysers.push(analyser);
    }
    return result;
  };
  const samples = new Float32Array(256);
  setInterval(() => {
    for (const analyser of analysers) {
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) {
        const level = Math.abs(sample);
        if (level > tap.peak) tap.peak = level;
        if (level > 1e-3 && tap.firstSoundAt === null && tap.pressedAt !== null) tap.firstSoundAt = performance.now();
      }
    }
  }, 2);
  document.addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('button[aria-label="Play"]')) {
      tap.pressedAt = performance.now();
      tap.firstSoundAt = null;
    }
  }, true);
})();`;

export interface AudioTap {
  pressedAt: number | null;
  firstSoundAt: number | null;
  peak: number;
}
