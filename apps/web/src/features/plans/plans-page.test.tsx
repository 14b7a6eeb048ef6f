import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, ok, renderApp } from '@/test/app';

beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [] } }));
});

describe('/plans', () => {
  it('compares Free, Plus and Pro with their daily messages; purchase comes later', async () => {
    renderApp('/plans');
    await screen.findByRole('heading', { name: 'Plans', level: 1 });
    const main = within(screen.getByRole('main'));
    const plans = main.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(
      plans.map((p) => [
        p.querySelector('h2')?.textContent,
        /([\d,]+) messages per 24 h/.exec(p.textContent ?? '')?.[1],
      ]),
    ).toEqual([
      ['Free', '20'],
      ['Plus', '200'],
      ['Pro', '1,000'],
    ]);
    expect(main.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/auth/register');
    for (const button of main.getAllByRole('button', { name: 'Subscribe' }))
      expect(button.hasAttribute('disabled')).toBe(true);
    expect(main.getByText(/checkout for Plus and Pro is coming soon/)).toBeTruthy();
    expect(main.queryByText('Current plan')).toBeNull();
  });

  it('marks the current plan when signed in', async () => {
    renderApp('/plans', {
      user: makeUser({
        subscription: {
          status: 'active',
          currentPeriodEnd: null,
          price: { id: 'p', product: { name: 'Riffmate Plus' } },
        },
      }),
    });
    const badge = await screen.findByText('Current plan');
    expect(badge.closest('li')?.querySelector('h2')?.textContent).toBe('Plus');
    expect(badge.closest('li')?.getAttribute('aria-current')).toBe('true');
  });
});

describe('/', () => {
  it('invites visitors to register and signed-in users to their chats', async () => {
    const first = renderApp('/');
    expect((await screen.findByRole('link', { name: 'Start composing free' })).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(screen.getByText(/Write a 4-bar chord progression in D minor/)).toBeTruthy();
    first.unmount();
    renderApp('/', { user: makeUser() });
    expect((await screen.findByRole('link', { name: 'Open your chats' })).getAttribute('href')).toBe('/chat');
  });
});

describe('/legal/privacy/', () => {
  it('states the four privacy points and links the full policy', async () => {
    renderApp('/legal/privacy/');
    await screen.findByRole('heading', { name: 'Privacy', level: 1 });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('We do not sell your data.')).toBeTruthy();
    expect(
      main.getByText(
        /queries and results may be logged anonymously and used to improve Riffmate and its models/i,
      ),
    ).toBeTruthy();
    expect(main.getByText('Paid Pro users may opt out of model training.')).toBeTruthy();
    expect(main.getByText('A private mode for proprietary music is coming soon.')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Read the full privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy/policy',
    );
  });
});
