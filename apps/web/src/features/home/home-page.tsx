import type { MusicAttachment } from '@riffmate/contract';
import { Link } from '@tanstack/react-router';
import { Download, Drum, Guitar, MessageSquareText, Music, Piano, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { ExampleExchangeView } from './example-exchange';

const PARTS = [
  { icon: Piano, title: 'Chord progressions', text: 'In any key or mode, from roman numerals or a mood.' },
  { icon: Guitar, title: 'Bass lines', text: 'Locked to your changes, simple or busy.' },
  { icon: Music, title: 'Melodies', text: 'Hooks and toplines that fit the harmony.' },
  { icon: Drum, title: 'Drum grooves', text: 'Straight, swung or odd meters, on channel 10.' },
];

const STEPS = [
  { icon: MessageSquareText, title: 'Ask', text: 'Describe a key, a feel, a tempo, or just a mood.' },
  { icon: Play, title: 'Listen', text: 'Play the result in your browser and see it on a piano roll.' },
  { icon: Download, title: 'Download', text: 'Drop the .mid file straight into your DAW and keep going.' },
];

/** The public landing page: what Riffmate does, an example exchange, and the way in. */
export function HomePage({ renderMusic }: { renderMusic: (music: MusicAttachment[]) => ReactNode }) {
  const { user } = useSessionUser();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-12 sm:py-20">
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
          {user ? (
            <Button asChild size="lg">
              <Link to="/chat">Open your chats</Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to="/auth/register">Start composing free</Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to="/plans">See plans</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="example-heading" className="mx-auto grid w-full max-w-2xl gap-4">
        <h2
          id="example-heading"
          className="text-center font-semibold text-muted-foreground text-sm uppercase tracking-widest"
        >
          A quick jam
        </h2>
        <ExampleExchangeView renderMusic={renderMusic} />
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

      <section aria-labelledby="how-heading" className="grid gap-6">
        <h2 id="how-heading" className="text-center font-bold text-2xl tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3 rounded-xl border p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary text-sm">
                {index + 1}
              </span>
              <div>
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="size-4 text-primary" aria-hidden />
                  {title}
                </h3>
                <p className="mt-1 text-muted-foreground text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
