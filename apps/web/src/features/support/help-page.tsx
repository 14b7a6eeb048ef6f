import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { supportMailto } from './support-mail';

const STEPS = [
  'Create an account with your e-mail and a password.',
  'Confirm your e-mail with the code we send, then your phone number with a texted code.',
  'Open a new chat and describe what you want to hear, or ask a theory question.',
  'Play the result, ask for changes, and download the MIDI file when you like it.',
];

const PROMPTS = [
  'Write a 4-bar chord progression in D minor',
  'Give me a funky bass line over Am7 – D9 at 100 BPM',
  'Add a swung drum groove in 6/8',
  'Now transpose it up a fourth and make it busier',
  'Why does a ii–V–I sound so resolved?',
  'Which chords fit the Dorian mode in E?',
];

const FAQ = [
  {
    q: 'What can I do with the MIDI files?',
    a: 'Anything you like: play them in the browser, drag them into your DAW, or edit them note by note. Downloads are named like file-abc.mid; rename them as you wish.',
  },
  {
    q: 'How many messages can I send?',
    a: 'Free accounts get 20 messages per 24 hours, Plus 200 and Pro 1000. When you reach the limit, Riffmate tells you when your quota resets.',
  },
  {
    q: 'Can I share a chat?',
    a: 'Yes. Open the chat history, select the chat and use the share button to copy a public link. Anyone with the link can view the chat; you can stop sharing at any time.',
  },
  {
    q: 'How do I delete my chats?',
    a: 'Delete one chat from the history sidebar, or all of them with the clear-history button in the header. Deleting removes the data from our servers.',
  },
  {
    q: 'Is my music used to train models?',
    a: 'Queries and results may be logged anonymously and used to improve Riffmate and its models. Paid Pro users may opt out of model training, and a private mode for proprietary music is coming soon.',
  },
  {
    q: 'Why do you need my phone number?',
    a: 'Verifying a phone number keeps automated sign-ups away, which keeps the free tier free. We never use it for marketing.',
  },
];

/** /help/: getting started, example prompts and the FAQ. */
export function HelpPage() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Help</h1>
      <p className="mt-3 text-muted-foreground leading-relaxed">
        Everything you need to start writing with Riffmate, and answers to common questions.
      </p>

      <section aria-labelledby="start-heading" className="mt-10">
        <h2 id="start-heading" className="font-semibold text-xl">
          Getting started
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-muted-foreground leading-relaxed">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="prompts-heading" className="mt-10">
        <h2 id="prompts-heading" className="font-semibold text-xl">
          Example prompts
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {PROMPTS.map((prompt) => (
            <li key={prompt} className="rounded-lg border bg-card px-3 py-2 text-sm shadow-sm">
              “{prompt}”
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="font-semibold text-xl">
          Frequently asked questions
        </h2>
        <Accordion.Root type="multiple" className="mt-3 divide-y rounded-xl border">
          {FAQ.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  {q}
                  <ChevronDown
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4 text-muted-foreground leading-relaxed">
                {a}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>

      <section className="mt-10 rounded-xl border bg-muted/40 p-5">
        <h2 className="font-semibold">Still stuck?</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          <a href={supportMailto({})} className="font-medium text-primary underline-offset-4 hover:underline">
            Write to support
          </a>{' '}
          or read our{' '}
          <Link to="/legal/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
            privacy summary
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
