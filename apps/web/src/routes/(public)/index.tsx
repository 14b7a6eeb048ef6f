import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { renderMusicCards } from '@/features/music-player/music-cards';

export const Route = createFileRoute('/(public)/')({
  preloadStaleTime: 0,
  // The landing page is the first page of most visits: its component stays in the start-up
  // bundle instead of a chunk the router would fetch after it (one round trip less before the
  // largest paint; docs/decisions/0041).
  codeSplitGroupings: [['loader'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage renderMusic={renderMusicCards} />;
}
