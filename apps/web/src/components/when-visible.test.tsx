import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A stand-in IntersectionObserver whose entries the test delivers. */
function fakeObserver() {
  type Observed = { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean };
  const observers: Observed[] = [];
  class FakeIntersectionObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [], disconnected: false } as Observed;
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const deliver = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting }));
        observer.callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    });
  return { observers, deliver };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('shows the placeholder until it comes into view, then the content for good', async () => {
    const { observers, deliver } = fakeObserver();
    render(
      <WhenVisible placeholder={<p>waiting</p>}>
        <p>the piece</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('waiting')).not.toBeNull();
    expect(screen.queryByText('the piece')).toBeNull();
    // The observed element is the placeholder's wrapper.
    expect(observers[0]?.targets[0]?.contains(screen.getByText('waiting'))).toBe(true);

    await deliver(false); // an entry that is not (yet) intersecting changes nothing
    expect(screen.queryByText('the piece')).toBeNull();

    await deliver(true);
    expect(screen.queryByText('the piece')).not.toBeNull();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('stops observing when it is unmounted before coming into view', () => {
    const { observers } = fakeObserver();
    const { unmount } = render(
      <WhenVisible placeholder={<p>waiting</p>}>
        <p>the piece</p>
      </WhenVisible>,
    );
    expect(observers[0]?.disconnected).toBe(false);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible placeholder={<p>waiting</p>}>
        <p>the piece</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('the piece')).not.toBeNull();
  });
});
