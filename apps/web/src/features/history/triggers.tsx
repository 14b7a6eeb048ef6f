import { PanelLeft, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

// The header's lazy-loaded history controls: each trigger is both the loaded dialog's trigger and
// its stand-in before it loads, so it lives apart from the button and the dialog that both use it.

/** "Toggle Sidebar": the history sheet's trigger. */
export function SidebarToggleButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle Sidebar" title="Chat history" {...props}>
      <PanelLeft aria-hidden />
    </Button>
  );
}

/** The header's trash button: the "Delete all chats?" confirmation's trigger. */
export function ClearHistoryTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Clear history"
      title="Clear history: delete all chats"
      {...props}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
