import { EllipsisVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The header's "More" button: the overflow popover's trigger, and its stand-in until it loads. */
export function OverflowButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="More" title="More" {...props}>
      <EllipsisVertical aria-hidden />
    </Button>
  );
}
