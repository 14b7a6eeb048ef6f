import type { User } from '@riffmate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, ok, renderApp } from '@/test/app';

const subscribed = (name: string): Partial<User> => ({
  subscription: { status: 'active', currentPeriodEnd: null, price: { id: 'p', product: { name } } },
});

const banner = () => within(screen.getByRole('banner'));
const header = () => screen.findByRole('banner');

beforeEach(() => {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/chats') return ok({ data: { items: [] } });
    throw new Error(`unexpected GET ${url}`);
  });
});

describe('header', () => {
  it('signed out: Login, Upgrade to Plus, no history tools and no new-chat link', async () => {
    renderApp('/about');
    await header();
    expect(await banner().findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(banner().getByRole('link', { name: 'Upgrade to Plus' }).getAttribute('href')).toBe('/plans');
    expect(banner().queryByRole('button', { name: 'Toggle Sidebar' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Toggle theme' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Clear history' })).toBeNull();
    expect(banner().queryByRole('link', { name: 'New chat' })).toBeNull();
  });

  it('verified: sidebar toggle, theme toggle, clear history and new chat, in that order', async () => {
    renderApp('/about', { user: makeUser() });
    await header();
    const names = (await banner().findAllByRole('button'))
      .map((b) => b.getAttribute('aria-label'))
      .filter((n) => ['Toggle Sidebar', 'Toggle theme', 'Clear history'].includes(n ?? ''));
    expect(names).toEqual(['Toggle Sidebar', 'Toggle theme', 'Clear history']);
    expect(banner().getByRole('link', { name: 'New chat' }).getAttribute('href')).toBe('/chat');
    // "Delete all chats" is set apart from "new chat" and says what it does.
    const clear = banner().getByRole('button', { name: 'Clear history' });
    expect(clear.getAttribute('title')).toBe('Clear history: delete all chats');
    const divider = banner().getByTestId('header-divider');
    const newChat = banner().getByRole('link', { name: 'New chat' });
    expect(clear.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(newChat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('unverified: only the new-chat link, and none on an auth page', async () => {
    const { router } = renderApp('/about', { user: makeUser({ phoneVerified: false }) });
    await header();
    expect(await banner().findByRole('link', { name: 'New chat' })).toBeTruthy();
    expect(banner().queryByRole('button', { name: 'Toggle Sidebar' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Toggle theme' })).toBeNull();
    await act(() => router.navigate({ to: '/auth/request-phone-verification' }));
    await waitFor(() => expect(banner().queryByRole('link', { name: 'New chat' })).toBeNull());
  });

  it.each([
    [null, 'Upgrade to Plus', undefined],
    ['Riffmate Plus', 'Upgrade to Pro', 'Plus'],
    ['Riffmate Pro', null, 'Pro'],
    ['Riffmate Starter', 'Upgrade to Plus', 'Starter'],
  ])('product %s → upgrade link %s, centre label %s', async (product, upgrade, label) => {
    renderApp('/about', { user: makeUser(product ? subscribed(product) : {}) });
    await header();
    await banner().findByRole('button', { name: /User menu/ });
    const link = banner().queryByRole('link', { name: /Upgrade to/ });
    expect(link?.getAttribute('aria-label') ?? null).toBe(upgrade);
    if (label) expect(banner().getByText(label)).toBeTruthy();
    else expect(banner().queryByText(/^(Plus|Pro)$/)).toBeNull();
  });

  it('hides the upgrade link on /plans', async () => {
    renderApp('/plans', { user: makeUser() });
    await header();
    await screen.findByRole('heading', { name: 'Plans', level: 1 });
    expect(banner().queryByRole('link', { name: /Upgrade to/ })).toBeNull();
  });

  it('the user menu lists name, e-mail, Account, Profile, Subscription, Feedback and Log out', async () => {
    const user = userEvent.setup();
    renderApp('/about', { user: makeUser() });
    await header();
    await user.click(await banner().findByRole('button', { name: 'User menu (Ada Lovelace)' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account',
      'Profile',
      'Subscription',
      'Feedback',
      'Log out',
    ]);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/account',
      '/account/profile',
      '/account/subscription',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Feedback' }));
    expect(
      await screen.findByRole('dialog', { name: 'Thanks for helping us improve Riffmate' }),
    ).toBeTruthy();
  });

  it('the overflow menu links the pages and switches dark mode', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await header();
    await user.click(await banner().findByRole('button', { name: 'More' }));
    const panel = await screen.findByRole('dialog', { name: 'More' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Plans', '/plans'],
      ['About', '/about'],
      ['Privacy', '/legal/privacy'],
      ['Terms', '/legal/terms-of-service'],
    ]);
    const dark = within(panel).getByRole('switch', { name: 'Dark mode' });
    expect(dark.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(dark);
    expect(dark.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    await user.click(dark);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('changes style once scrolled more than 10 px', async () => {
    renderApp('/about');
    const bar = await header();
    expect(bar.hasAttribute('data-scrolled')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.getAttribute('data-scrolled')).toBe('true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.hasAttribute('data-scrolled')).toBe(false);
  });
});
