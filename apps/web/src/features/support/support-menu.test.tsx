import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, ok, renderApp } from '@/test/app';

beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [] } }));
});

describe('support menu', () => {
  it('is a desktop-only floating button with Contact Support for visitors', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const button = await screen.findByRole('button', { name: 'Support' });
    expect(screen.getByTestId('support-menu').className).toMatch(/\bhidden\b.*\bmd:block\b/);
    await user.click(button);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Contact Support']);
    const href = items[0]!.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@riffmate.app?subject=')).toBe(true);
  });

  it('prefills the signed-in user and offers "Send feedback"', async () => {
    const user = userEvent.setup();
    renderApp('/about', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Support' }));
    const menu = await screen.findByRole('menu');
    const contact = within(menu).getByRole('menuitem', { name: 'Contact Support' });
    const url = new URL(contact.getAttribute('href') ?? '');
    expect(url.searchParams.get('subject')).toBe('Riffmate support request from Ada Lovelace');
    expect(url.searchParams.get('body')).toContain('Account e-mail: ada@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send feedback' }));
    expect(
      await screen.findByRole('dialog', { name: 'Thanks for helping us improve Riffmate' }),
    ).toBeTruthy();
  });
});
