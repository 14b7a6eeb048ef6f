import { LifeBuoy, Mail, MessageSquareHeart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSessionUser } from '@/lib/session';
import { supportMailto } from './support-mail';

/**
 * The floating support menu (spec §1), desktop only: Contact Support for everyone, and "Send
 * feedback" for signed-in users. The feedback dialog belongs to another feature, so the caller
 * opens it through `onOpenFeedback`.
 */
export function SupportMenu({ onOpenFeedback }: { onOpenFeedback: () => void }) {
  const { user } = useSessionUser();
  return (
    <div className="fixed right-4 bottom-4 z-30 hidden md:block" data-testid="support-menu">
      {/* Not modal: a menu needs no focus trap, and a modal one hides the page with aria-hidden while it stays focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="icon" className="size-11 rounded-full shadow-lg" aria-label="Support" title="Support">
            <LifeBuoy className="size-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end">
          <DropdownMenuItem asChild>
            <a href={supportMailto({ name: user?.name, email: user?.email })}>
              <Mail aria-hidden />
              Contact Support
            </a>
          </DropdownMenuItem>
          {user ? (
            <DropdownMenuItem onSelect={onOpenFeedback}>
              <MessageSquareHeart aria-hidden />
              Send feedback
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
