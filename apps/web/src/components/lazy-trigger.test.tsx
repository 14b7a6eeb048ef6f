import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type LazyOpenProps, lazyTrigger } from './lazy-trigger';

/** A load whose promise the test resolves when it wants. */
function deferredLoad<P extends object>(component: ComponentType<P & LazyOpenProps>) {
  let resolve: () => void = () => {};
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<ComponentType<P & LazyOpenProps>>((done) => {
      resolve = () => done(component);
    });
  };
  return { load, arrive: () => act(async () => resolve()), calls: () => calls };
}

/** A "real" trigger that shows how it was opened. */
function RealMenu({ defaultOpen = false }: LazyOpenProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => setKeys((list) => [...list, event.key])}
      >
        Real
      </button>
      {open ? <p>open</p> : null}
      <p>keys: {keys.join(',')}</p>
    </>
  );
}

const standIn = (handlers: object) => (
  <button type="button" {...handlers}>
    Stand-in
  </button>
);

describe('lazyTrigger', () => {
  it('shows the stand-in and loads the real component only on intent', async () => {
    const { load, arrive, calls } = deferredLoad(RealMenu);
    const Lazy = lazyTrigger(load);
    render(<Lazy props={{}} standIn={standIn} />);
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBeTruthy();
    expect(calls()).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Stand-in' }));
    expect(calls()).toBe(1);
    await arrive();
    expect(screen.getByRole('button', { name: 'Real' })).toBeTruthy();
    expect(screen.queryByText('open')).toBeNull();
  });

  it('a press before the code arrives opens it on arrival', async () => {
    const { load, arrive } = deferredLoad(RealMenu);
    const Lazy = lazyTrigger(load);
    render(<Lazy props={{}} standIn={standIn} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Stand-in' }), { button: 0 });
    await arrive();
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('a key press is replayed on the real trigger, which takes the focus (menus)', async () => {
    const { load, arrive } = deferredLoad(RealMenu);
    const Lazy = lazyTrigger(load, { kind: 'menu' });
    render(<Lazy props={{}} standIn={standIn} />);
    const stand = screen.getByRole('button', { name: 'Stand-in' });
    stand.focus();
    fireEvent.keyDown(stand, { key: 'Enter' });
    await arrive();
    const real = screen.getByRole('button', { name: 'Real' });
    expect(document.activeElement).toBe(real);
    expect(screen.getByText('keys: Enter')).toBeTruthy();
    expect(screen.queryByText('open')).toBeNull();
  });

  it('a key press on a dialog trigger becomes a click on the real one', async () => {
    const { load, arrive } = deferredLoad(RealMenu);
    const Lazy = lazyTrigger(load);
    render(<Lazy props={{}} standIn={standIn} />);
    const stand = screen.getByRole('button', { name: 'Stand-in' });
    stand.focus();
    fireEvent.keyDown(stand, { key: ' ' });
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Real' }));
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('a failed load keeps the stand-in and tries again on the next intent', async () => {
    let calls = 0;
    const Lazy = lazyTrigger<object>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(RealMenu);
    });
    render(<Lazy props={{}} standIn={standIn} />);
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Stand-in' })));
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBeTruthy();
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Stand-in' })));
    expect(calls).toBe(2);
    expect(screen.getByRole('button', { name: 'Real' })).toBeTruthy();
  });
});
