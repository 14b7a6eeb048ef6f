import { describe, expect, it, vi } from 'vitest';
import { noteAdmission, onCpuQueue } from './cpu-queue.ts';

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the CPU queue', () => {
  it('runs jobs in order, one per turn of the event loop, and passes results and errors on', async () => {
    const ran: number[] = [];
    const jobs = [1, 2, 3].map((n) => onCpuQueue(() => ran.push(n)));
    const failing = onCpuQueue(() => {
      throw new Error('no');
    });
    await immediate();
    expect(ran).toEqual([1]);
    expect(await Promise.all(jobs)).toEqual([1, 2, 3]);
    await expect(failing).rejects.toThrow('no');
  });

  it('waits while replies are being admitted, then runs', async () => {
    let ran = false;
    noteAdmission();
    const job = onCpuQueue(() => {
      ran = true;
    });
    await immediate();
    expect(ran).toBe(false);
    await job;
    expect(ran).toBe(true);
  });

  it('does not starve: under endless admissions a job still runs after 100 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    try {
      let ranAt: number | undefined;
      const queuedAt = performance.now();
      void onCpuQueue(() => {
        ranAt = performance.now() - queuedAt;
      });
      // An admission every millisecond, for 300 ms.
      for (let ms = 0; ms < 300 && ranAt === undefined; ms += 1) {
        noteAdmission();
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(ranAt).toBeGreaterThanOrEqual(100);
      expect(ranAt).toBeLessThanOrEqual(110);
    } finally {
      vi.useRealTimers();
    }
  });

  it('paces the queue while admissions go on: one job every 100 ms, not all of them once overdue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    // A fresh queue: the earlier tests' admissions and paced runs happened on other clocks.
    vi.resetModules();
    const { noteAdmission, onCpuQueue } = await import('./cpu-queue.ts');
    try {
      const queuedAt = performance.now();
      const ranAt: number[] = [];
      for (let n = 0; n < 5; n += 1) void onCpuQueue(() => ranAt.push(performance.now() - queuedAt));
      // An admission every millisecond, for 350 ms.
      for (let ms = 0; ms < 350; ms += 1) {
        noteAdmission();
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(ranAt).toHaveLength(3);
      ranAt.forEach((at, index) => {
        expect(at).toBeGreaterThanOrEqual(100 * (index + 1));
        expect(at).toBeLessThanOrEqual(100 * (index + 1) + 10);
      });
      // Quiet again: the rest run at once.
      await vi.advanceTimersByTimeAsync(10);
      expect(ranAt).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for as long as an admission is under way, however long, then runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    vi.resetModules();
    const { admissionsUnderWay, beginAdmission, onCpuQueue } = await import('./cpu-queue.ts');
    try {
      const end = beginAdmission();
      expect(admissionsUnderWay()).toBe(1);
      const queuedAt = performance.now();
      const ranAt: number[] = [];
      for (let n = 0; n < 3; n += 1) void onCpuQueue(() => ranAt.push(performance.now() - queuedAt));
      // No new admission for 250 ms, but one still under way: paced, one job per 100 ms.
      await vi.advanceTimersByTimeAsync(250);
      expect(ranAt).toHaveLength(2);
      expect(ranAt[0]).toBeGreaterThanOrEqual(100);
      expect(ranAt[1]).toBeGreaterThanOrEqual(200);
      end();
      end(); // ending twice counts once
      expect(admissionsUnderWay()).toBe(0);
      // Quiet for 5 ms after the end: the last one runs.
      await vi.advanceTimersByTimeAsync(10);
      expect(ranAt).toHaveLength(3);
      expect(ranAt[2]).toBeLessThan(300);
    } finally {
      vi.useRealTimers();
    }
  });
});
