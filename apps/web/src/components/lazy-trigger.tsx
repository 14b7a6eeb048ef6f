import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What a lazily loaded menu, popover or dialog takes besides its own props. */
export interface LazyOpenProps {
  /** The visitor already pressed the stand-in trigger: open at once. */
  defaultOpen?: boolean;
}

/** Handlers the stand-in trigger spreads onto its element. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The real trigger inside the wrapper. */
function focusable(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('button, [href], [tabindex]') ?? null;
}

/** Keys that open a trigger from the keyboard. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export interface LazyTriggerOptions {
  /**
   * `menu`: a Radix menu trigger, which opens on key down (and then focuses its first item);
   * `button` (default): a dialog or popover trigger, which opens on click.
   */
  kind?: 'menu' | 'button';
}

/**
 * A component whose code loads on the visitor's first sign of intent — pointer over, focus or a
 * press on a stand-in that looks like its trigger — rather than with the page (docs/decisions/0041).
 * Menus, popovers and dialogs are not shown at first paint, so Radix and their features stay out
 * of the start-up bundle. A press before the code is there opens it as soon as it arrives: a
 * pointer press through `defaultOpen`; a key press is replayed on the real trigger, which takes
 * the focus, so keyboard users get exactly what the real trigger does (first item focused…).
 */
export function lazyTrigger<P extends object>(
  load: () => Promise<ComponentType<P & LazyOpenProps>>,
  { kind = 'button' }: LazyTriggerOptions = {},
) {
  let loaded: ComponentType<P & LazyOpenProps> | null = null;
  let pending: Promise<ComponentType<P & LazyOpenProps>> | null = null;

  function preload(): Promise<ComponentType<P & LazyOpenProps>> {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null; // the next intent tries again
        throw error;
      },
    );
    return pending;
  }

  function LazyTrigger({
    props,
    standIn,
  }: {
    props: P;
    /** The look-alike trigger, rendered until the code is loaded. */
    standIn: (handlers: IntentHandlers) => ReactElement;
  }) {
    const [Component, setComponent] = useState(() => loaded);
    const [openOnMount, setOpenOnMount] = useState(false);
    const wrapper = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);
    /** The key that pressed the stand-in, replayed on the real trigger once it is there. */
    const pressedKey = useRef<string | null>(null);
    const mounted = useRef(true);

    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);

    // The stand-in had focus: the real trigger takes it over (keyboard users keep their place).
    useLayoutEffect(() => {
      if (!Component || !(refocus.current || pressedKey.current)) return;
      refocus.current = false;
      focusable(wrapper.current)?.focus();
    }, [Component]);

    // A key press on the stand-in is replayed on the real trigger — after the component's own
    // effects, so a Radix menu already listens for the keyboard and focuses its first item.
    useEffect(() => {
      const key = pressedKey.current;
      const trigger = Component && key ? focusable(wrapper.current) : null;
      pressedKey.current = null;
      if (!trigger || !key) return;
      if (kind === 'menu') {
        trigger.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      } else {
        trigger.click();
      }
    }, [Component]);

    const start = () => {
      if (Component) return;
      preload().then(
        (component) => {
          if (!mounted.current) return;
          refocus.current = Boolean(wrapper.current?.contains(document.activeElement));
          setComponent(() => component);
        },
        () => undefined, // a failed chunk leaves the stand-in; the next intent retries
      );
    };
    const handlers: IntentHandlers = {
      onPointerEnter: start,
      onFocus: start,
      // Opened on press, not on click: if the code arrives between press and release, the
      // release lands on the real trigger and no click follows (different targets), so the
      // press itself must count. A click without a press (assistive technology) counts too.
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        setOpenOnMount(true);
        start();
      },
      onClick: () => {
        setOpenOnMount(true);
        start();
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key) || (kind === 'button' && event.key === 'ArrowDown')) return;
        // No click from this key: the real trigger gets the key (or a click) once it is there.
        event.preventDefault();
        pressedKey.current = event.key;
        start();
      },
    };

    return (
      <span ref={wrapper} className="contents">
        {Component ? <Component {...props} defaultOpen={openOnMount} /> : standIn(handlers)}
      </span>
    );
  }

  return Object.assign(LazyTrigger, { preload });
}
