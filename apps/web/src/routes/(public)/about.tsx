import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/home/about-page';

export const Route = createFileRoute('/(public)/about')({
  preloadStaleTime: 0,
  component: AboutPage,
});
