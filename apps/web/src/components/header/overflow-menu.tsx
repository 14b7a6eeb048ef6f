import { lazyTrigger } from '@/components/lazy-trigger';
import { OverflowButton } from './overflow-button';

const LazyOverflowPanel = lazyTrigger(() =>
  import('./overflow-menu-panel').then((module) => module.OverflowMenuPanel),
);

/**
 * The overflow menu of docs/product.md §2 (Plans, About, Privacy, Terms, dark mode): the "More" button, whose
 * popover (overflow-menu-panel.tsx) loads when the visitor reaches for it.
 */
export function OverflowMenu() {
  return (
    <LazyOverflowPanel
      props={{}}
      standIn={(handlers) => <OverflowButton aria-haspopup="dialog" aria-expanded={false} {...handlers} />}
    />
  );
}
