import { lazyTrigger } from '@/components/lazy-trigger';
import { SupportButton } from './support-button';

const LazySupportDropdown = lazyTrigger(
  () => import('./support-menu-content').then((module) => module.SupportDropdown),
  { kind: 'menu' },
);

/**
 * The floating support menu (docs/product.md §1), desktop only: Contact Support for everyone, and "Send
 * feedback" for signed-in users. The feedback dialog belongs to another feature, so the caller
 * opens it through `onOpenFeedback`. The menu loads when the visitor reaches for the button.
 */
export function SupportMenu({ onOpenFeedback }: { onOpenFeedback: () => void }) {
  return (
    <div className="fixed right-4 bottom-4 z-30 hidden md:block" data-testid="support-menu">
      <LazySupportDropdown
        props={{ onOpenFeedback }}
        standIn={(handlers) => <SupportButton aria-haspopup="menu" aria-expanded={false} {...handlers} />}
      />
    </div>
  );
}
