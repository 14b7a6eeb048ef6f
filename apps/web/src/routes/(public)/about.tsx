import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/about')({
  preloadStaleTime: 0,
  component: AboutPage,
});

function AboutPage() {
  return (
    <PagePlaceholder title="About Riffmate">
      The story of Riffmate, the music savvy buddy that composes with you.
    </PagePlaceholder>
  );
}
