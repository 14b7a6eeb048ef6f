import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import * as plansApi from '@/lib/plans-api';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, makeUser, ok, renderApp } from '@/test/app';

const plans = (billingEnabled: boolean) => ({
  billingEnabled,
  plans: [
    {
      tier: 'free',
      name: 'Free',
      productName: null,
      quota: { messages: 20, windowHours: 24 },
      features: ['Basics'],
      price: null,
    },
    {
      tier: 'plus',
      name: 'Plus',
      productName: 'Riffmate Plus',
      quota: { messages: 200, windowHours: 24 },
      features: ['More'],
      price: billingEnabled
        ? { id: 'price_plus', amount: 900, currency: 'usd', interval: 'month', intervalCount: 1 }
        : null,
    },
    {
      tier: 'pro',
      name: 'Pro',
      productName: 'Riffmate Pro',
      quota: { messages: 1000, windowHours: 24 },
      features: ['Most'],
      price: billingEnabled
        ? { id: 'price_pro', amount: 1900, currency: 'usd', interval: 'month', intervalCount: 1 }
        : null,
    },
  ],
});
const mockPlans = (billingEnabled: boolean) =>
  vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [plans(billingEnabled)] } }));
const plusUser = () =>
  makeUser({
    subscription: {
      status: 'active',
      currentPeriodEnd: null,
      price: { id: 'p', product: { name: 'Riffmate Plus' } },
    },
  });
const column = (name: string) =>
  within(
    within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .find((li) => li.querySelector('h2')?.textContent === name) as HTMLElement,
  );

beforeEach(() => {
  resetToasts();
  vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [] } }));
});

describe('/plans', () => {
  it('compares Free, Plus and Pro with their daily messages and prices', async () => {
    mockPlans(true);
    renderApp('/plans');
    await screen.findByText('$9.00');
    const main = within(screen.getByRole('main'));
    const items = main.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(
      items.map((p) => [
        p.querySelector('h2')?.textContent,
        /([\d,]+) messages per 24 h/.exec(p.textContent ?? '')?.[1],
      ]),
    ).toEqual([
      ['Free', '20'],
      ['Plus', '200'],
      ['Pro', '1,000'],
    ]);
    expect(column('Pro').getByText('$19.00')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/auth/register');
    // Visitors sign in first, then come back here.
    expect(column('Plus').getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(true);
    expect(column('Plus').getByRole('link', { name: 'Log in to subscribe' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fplans',
    );
    expect(main.queryByText('Billing is not enabled on this server.')).toBeNull();
  });

  it('says billing is off and offers no Subscribe buttons', async () => {
    mockPlans(false);
    renderApp('/plans', { user: makeUser() });
    await screen.findByText('Billing is not enabled on this server.');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(column('Free').getByText('Current plan')).toBeTruthy();
  });

  it('subscribes a signed-in user through checkout', async () => {
    mockPlans(true);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ data: { items: [{ url: 'https://checkout.example/pay' }] } }));
    const go = vi.spyOn(plansApi, 'goTo').mockImplementation(() => {});
    renderApp('/plans', { user: makeUser() });
    await screen.findByText('$9.00');
    await userEvent.click(column('Pro').getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/pay'));
    expect(post).toHaveBeenCalledWith('/api/billing/checkout', { tier: 'pro' });
  });

  it('marks the current plan and offers the switch; errors become toasts', async () => {
    mockPlans(true);
    vi.spyOn(api, 'post').mockRejectedValue(httpError(409, 'You already have this plan.'));
    renderApp('/plans', { user: plusUser() });
    const badge = await screen.findByText('Current plan');
    expect(badge.closest('li')?.querySelector('h2')?.textContent).toBe('Plus');
    expect(badge.closest('li')?.getAttribute('aria-current')).toBe('true');
    await userEvent.click(await column('Pro').findByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.description)).toContain(
        'You already have this plan.',
      ),
    );
  });
});

describe('/', () => {
  it('invites visitors to register and signed-in users to their chats', async () => {
    const first = renderApp('/');
    expect((await screen.findByRole('link', { name: 'Start composing free' })).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(screen.getByRole('heading', { name: 'A quick jam' })).toBeTruthy();
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
