import { useSyncExternalStore } from 'react';

/** Within this many pixels of the top the page still counts as "at the top" (docs/product.md §2, §9). */
export const HEADER_SCROLL_THRESHOLD = 10;

/** Whether the page is scrolled away from the top: beyond the threshold, not at it. */
export function isScrolledFromTop(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Derived from the scroll position on every scroll event; React re-renders only when the
 * boolean flips, so scrolling does not re-render the header per pixel.
 */
export function useScrolledFromTop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledFromTop(window.scrollY),
    () => false,
  );
}
