import {
  type ComponentType,
  type KeyboardEvent,
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
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A component whose code loads on the visitor's first sign of intent — pointer over, focus or a
 * press on a stand-in that looks like its trigger — rather than with the page (docs/decisions/0041).
 * Menus, popovers and dialogs are not shown at first paint, so Radix and their features stay out
 * of the start-up bundle. A press before the code is there opens it as soon as it arrives, and
 * focus moves from the stand-in to the real trigger.
 */
export function lazyTrigger<P extends object>(load: () => Promise<ComponentType<P & LazyOpenProps>>) {
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
    const mounted = useRef(true);

    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);

    // The stand-in had focus: the real trigger takes it over (keyboard users keep their place).
    useLayoutEffect(() => {
      if (!Component || !refocus.current) return;
      refocus.current = false;
      wrapper.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
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
    const open = () => {
      setOpenOnMount(true);
      start();
    };
    const handlers: IntentHandlers = {
      onPointerEnter: start,
      onFocus: start,
      onClick: open,
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') open();
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
