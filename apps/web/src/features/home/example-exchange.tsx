import type { ExampleExchange, ItemsEnvelope, MusicAttachment } from '@riffmate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api, getFirstItem } from '@/lib/api';

/** The landing page's example: a real answer of the built-in composer, with its playable piece. */
export const homeExampleQueryOptions = queryOptions({
  queryKey: ['examples', 'home'],
  queryFn: async () => getFirstItem(await api.get<ItemsEnvelope<ExampleExchange>>('/api/examples/home')),
  staleTime: Number.POSITIVE_INFINITY,
});

/** One user bubble, one Riffmate bubble and the piece's card (rendered by the route's `renderMusic`). */
export function ExampleExchangeView({
  renderMusic,
}: {
  renderMusic: (music: MusicAttachment[]) => ReactNode;
}) {
  const { data: example, isPending } = useQuery(homeExampleQueryOptions);
  return (
    <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-6" aria-busy={isPending}>
      {isPending ? (
        // About the example's own height (phone / wider), so nothing below jumps when it arrives
        // (Lighthouse's layout-shift audit, docs/decisions/0041).
        <div key="pending" className="h-[40.5rem] animate-pulse rounded-xl bg-muted sm:h-[32rem]" />
      ) : example ? (
        <>
          <div
            key="prompt"
            className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-primary-foreground"
          >
            <p className="sr-only">You:</p>
            <p>{example.prompt}</p>
          </div>
          <div className="mr-auto grid w-full max-w-[95%] gap-3 rounded-2xl rounded-bl-sm bg-secondary px-4 py-2.5 text-secondary-foreground">
            <p className="sr-only">Riffmate:</p>
            {example.reply.split('\n').map((line) => (
              <p key={line}>{line}</p>
            ))}
            {renderMusic([example.music])}
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">
          Ask for a key, a feel and a tempo, and a playable piece comes back.
        </p>
      )}
    </div>
  );
}
