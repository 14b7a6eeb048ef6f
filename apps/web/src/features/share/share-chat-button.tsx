import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Share" for the open chat, in the header: opens the share dialog (the caller owns it). */
export function ShareChatButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm-compact" aria-label="Share chat" title="Share chat" onClick={onClick}>
      <Share2 aria-hidden />
      <span className="hidden sm:inline">Share</span>
    </Button>
  );
}
