import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

const PRINCIPLES = [
  {
    title: 'Theory you can trust',
    text: 'Every scale, chord and roman numeral comes from a music engine, not from a model guessing. When Riffmate says a chord is a ii7, it is.',
  },
  {
    title: 'Ideas you can use',
    text: 'Everything it writes is real MIDI: play it in the browser, read it on the piano roll, and drag it into Ableton, Logic, FL Studio or any other DAW.',
  },
  {
    title: 'A buddy, not a replacement',
    text: "Riffmate sketches, explains and iterates with you. The song stays yours: keep what sparks something, change what doesn't.",
  },
];

/** /about: who Riffmate is for and how it works. */
export function AboutPage() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">About Riffmate</h1>
      <p className="mt-4 text-lg text-muted-foreground leading-relaxed">
        Riffmate is a music savvy buddy for songwriters, producers and students. Ask it why a progression
        works, or ask it to write one: it answers in plain words and in MIDI you can hear right away.
      </p>
      <div className="mt-10 grid gap-6">
        {PRINCIPLES.map(({ title, text }) => (
          <section key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="font-semibold text-lg">{title}</h2>
            <p className="mt-2 text-muted-foreground leading-relaxed">{text}</p>
          </section>
        ))}
      </div>
      <section className="mt-10">
        <h2 className="font-semibold text-lg">What it can do today</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground leading-relaxed">
          <li>Chord progressions in any key or mode, from a mood, a genre or roman numerals.</li>
          <li>Bass lines, melodies and drum grooves that fit what you already have.</li>
          <li>Edits on request: transpose, change the tempo or meter, make it busier or simpler.</li>
          <li>Theory look-ups: scales, chords, intervals, voicings and keys.</li>
          <li>Share a chat with a public link, so bandmates can see how a part came about.</li>
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/help">Get started</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/plans">Compare plans</Link>
        </Button>
      </div>
    </article>
  );
}
