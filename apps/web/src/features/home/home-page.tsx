import { Link } from '@tanstack/react-router';
import { Drum, Guitar, Music, Piano } from 'lucide-react';
import { Button } from '@/components/ui/button';

const PARTS = [
  { icon: Piano, title: 'Chord progressions', text: 'In any key or mode, from roman numerals or a mood.' },
  { icon: Guitar, title: 'Bass lines', text: 'Locked to your changes, simple or busy.' },
  { icon: Music, title: 'Melodies', text: 'Hooks and toplines that fit the harmony.' },
  { icon: Drum, title: 'Drum grooves', text: 'Straight, swung or odd meters, on channel 10.' },
];

/** The public landing page: what Riffmate does, and the way in. */
export function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-16 sm:py-24">
      <section className="flex flex-col items-center gap-6 text-center">
        <p className="rounded-full border bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
          Your music savvy buddy
        </p>
        <h1 className="max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-6xl">
          Ask about theory. Get{' '}
          <span className="bg-gradient-to-r from-violet-500 to-indigo-500 bg-clip-text text-transparent">
            riffs you can play.
          </span>
        </h1>
        <p className="max-w-2xl text-balance text-lg text-muted-foreground">
          Riffmate answers music theory questions and writes chord progressions, bass lines, melodies and drum
          grooves as MIDI. Play them in the browser, see them on a piano roll, and drop them straight into
          your DAW.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/auth/register">Start composing free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/plans">See plans</Link>
          </Button>
        </div>
      </section>
      <section aria-label="What Riffmate writes" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PARTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <Icon className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-muted-foreground text-sm">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
