import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { makeUser } from '@/test/app';
import { Greeting } from './greeting';

describe('<Greeting/>', () => {
  it('greets the signed-in user by first name for the current hour', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30), toFake: ['Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, makeUser({ name: 'Ada Lovelace' }));
    render(
      <QueryClientProvider client={queryClient}>
        <Greeting as="h1" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Good morning, Ada! What shall we write today?',
    );
    vi.useRealTimers();
  });
});
