import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { renderMusicCardsWhenVisible } from '@/features/music-player/music-cards-when-visible';

export const Route = createFileRoute('/(public)/')({
  preloadStaleTime: 0,
  // The landing page is the first page of most visits: its component stays in the start-up
  // bundle instead of a chunk the router would fetch after it (one round trip less before the
  // largest paint; docs/decisions/0041).
  codeSplitGroupings: [['loader'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  component: HomeRoute,
});

function HomeRoute() {
  // The example's card is below the first screen: its code loads when it scrolls into view.
  return <HomePage renderMusic={renderMusicCardsWhenVisible} />;
}
