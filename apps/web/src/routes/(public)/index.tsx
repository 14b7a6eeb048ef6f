import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { renderMusicCards } from '@/features/music-player/music-cards';

export const Route = createFileRoute('/(public)/')({
  preloadStaleTime: 0,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage renderMusic={renderMusicCards} />;
}
