import { LifeBuoy } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The round support button: the menu's trigger, and its stand-in until the menu has loaded. */
export function SupportButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="floating" size="fab" aria-label="Support" title="Support" {...props}>
      <LifeBuoy className="size-5" aria-hidden />
    </Button>
  );
}
