import { Mail, MessageSquareHeart } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSessionUser } from '@/lib/session';
import { SupportButton } from './support-button';
import { supportMailto } from './support-mail';

/** The support menu itself, loaded when the visitor reaches for the button (support-menu.tsx). */
export function SupportDropdown({
  onOpenFeedback,
  defaultOpen,
}: {
  onOpenFeedback: () => void;
  defaultOpen?: boolean | undefined;
}) {
  const { user } = useSessionUser();
  return (
    // Not modal: a menu needs no focus trap, and a modal one hides the page with aria-hidden while it stays focusable.
    <DropdownMenu modal={false} {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger asChild>
        <SupportButton />
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
  );
}
