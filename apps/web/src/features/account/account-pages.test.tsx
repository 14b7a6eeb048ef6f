import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useAppStore } from '@/lib/app-store';
import * as plansApi from '@/lib/plans-api';
import { ME_QUERY_KEY } from '@/lib/session';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, makeUser, messageBody, ok, renderApp, userBody } from '@/test/app';
import { PICTURE_MAX_BYTES, PICTURE_SIZE_MESSAGE, PICTURE_TYPE_MESSAGE } from './picture';
import { periodEnd, statusLabel } from './subscription-page';

const pro = makeUser({
  subscription: {
    status: 'active',
    currentPeriodEnd: '2030-03-14T12:00:00.000Z',
    price: { id: 'price_pro', product: { name: 'Riffmate Pro' } },
  },
});
const toasts = () => useToastStore.getState().toasts;

beforeEach(() => {
  resetToasts();
  vi.spyOn(api, 'get').mockRejectedValue(new Error('unexpected GET'));
});

describe('/account', () => {
  it('shows name, e-mail, phone state and the tier without the brand prefix', async () => {
    renderApp('/account', { user: pro });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(main.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(main.getByText('Pro')).toBeTruthy();
    expect(main.getAllByText('Verified')).toHaveLength(2);
    expect(main.getByRole('link', { name: /Profile/ }).getAttribute('href')).toBe('/account/profile');
    expect(main.getByRole('link', { name: /Subscription/ }).getAttribute('href')).toBe(
      '/account/subscription',
    );
  });

  it('says Free without a subscription', async () => {
    renderApp('/account', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Free')).toBeTruthy();
  });
});

const details = (overrides: Record<string, unknown> = {}) => ({
  tier: 'pro',
  billingEnabled: true,
  canManageBilling: true,
  subscription: {
    productName: 'Riffmate Pro',
    priceId: 'price_pro',
    status: 'active',
    grantsAccess: true,
    paymentProblem: false,
    currentPeriodEnd: '2030-03-14T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    source: 'stripe',
    ...overrides,
  },
});
/** Answers GETs by path: the subscription details, the training setting, /auth/me. */
const mockGets = (routes: Record<string, unknown>) =>
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url in routes) return ok({ data: { items: [routes[url]] } });
    throw new Error(`unexpected GET ${url}`);
  });

describe('/account/subscription', () => {
  it('shows the tier, status, renewal date and Manage billing, which opens the portal', async () => {
    mockGets({ '/api/billing/subscription': details() });
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ data: { items: [{ url: 'https://portal.example/p' }] } }));
    const go = vi.spyOn(plansApi, 'goTo').mockImplementation(() => {});
    renderApp('/account/subscription', { user: pro });
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    // Scoped: the header shows the product name too.
    expect(within(screen.getByRole('main')).getByText('Pro')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('March 14, 2030')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://portal.example/p'));
    expect(post).toHaveBeenCalledWith('/api/billing/portal', {});
  });

  it('shows a pending cancellation and a payment problem', async () => {
    mockGets({
      '/api/billing/subscription': details({
        status: 'past_due',
        paymentProblem: true,
        cancelAtPeriodEnd: true,
      }),
    });
    renderApp('/account/subscription', { user: pro });
    expect(await screen.findByText('Cancels on March 14, 2030')).toBeTruthy();
    expect(screen.getByText('Past due')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/payment did not go through/);
  });

  it('thanks after checkout and waits for the new tier', async () => {
    const free = makeUser();
    const me = vi.fn().mockResolvedValue({ user: pro });
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/auth/me') return ok({ data: { items: [await me()] } });
      if (url === '/api/billing/subscription') return ok({ data: { items: [details()] } });
      throw new Error(`unexpected GET ${url}`);
    });
    const { queryClient } = renderApp('/account/subscription?checkout=success', { user: free });
    expect(
      await screen.findByText('Thanks! Your subscription is being activated — it can take a moment.'),
    ).toBeTruthy();
    await waitFor(() => expect(me).toHaveBeenCalled(), { timeout: 4000 });
    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(pro));
  });

  it('says a cancelled checkout charged nothing; other values are ignored', async () => {
    mockGets({ '/api/billing/subscription': details() });
    const first = renderApp('/account/subscription?checkout=cancelled', { user: pro });
    expect(await screen.findByText('Checkout was cancelled. You have not been charged.')).toBeTruthy();
    first.unmount();
    renderApp('/account/subscription?checkout=bogus', { user: pro });
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('formats statuses and dates', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(periodEnd(null)).toBeNull();
    expect(periodEnd('not a date')).toBeNull();
  });
});

describe('/account/profile training switch', () => {
  const switchFor = () => screen.findByRole('switch', { name: 'Use my chats to improve Riffmate' });

  it('is disabled with the explanation for members below Pro', async () => {
    mockGets({ '/api/account/training': { optOut: false, allowed: false } });
    renderApp('/account/profile', { user: makeUser() });
    const toggle = await switchFor();
    await screen.findByText('Only Pro members can opt out of model training.');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
  });

  it('lets Pro opt out, and shows a toast when the server refuses', async () => {
    mockGets({ '/api/account/training': { optOut: false, allowed: true } });
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValueOnce(ok({ data: { items: [{ optOut: true, allowed: true }] } }));
    renderApp('/account/profile', { user: pro });
    const toggle = await switchFor();
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await userEvent.click(toggle);
    expect(put).toHaveBeenCalledWith('/api/account/training', { optOut: true });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));

    put.mockRejectedValueOnce(httpError(403, 'Only Pro members can opt out of model training.'));
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(toasts().map((t) => t.description)).toContain('Only Pro members can opt out of model training.'),
    );
  });
});

describe('/account/profile', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  const file = (name: string, type: string, size: number) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('changes the name and updates the session user', async () => {
    const user = userEvent.setup();
    const renamed = makeUser({ name: 'Augusta Ada King' });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue(ok(userBody(renamed)));
    const { queryClient } = renderApp('/account/profile', { user: makeUser() });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await user.type(name, 'Augusta Ada King');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/account', { name: 'Augusta Ada King' }));
    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(renamed));
    expect(useAppStore.getState().user).toEqual(renamed);
  });

  it('refuses a picture of the wrong type or over 2 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const post = vi.spyOn(api, 'post');
    renderApp('/account/profile', { user: makeUser() });
    const input = await screen.findByLabelText('Profile picture');
    await user.upload(input, file('a.gif', 'image/gif', 100));
    expect(await screen.findByText(PICTURE_TYPE_MESSAGE)).toBeTruthy();
    await user.upload(input, file('big.png', 'image/png', PICTURE_MAX_BYTES + 1));
    expect(await screen.findByText(PICTURE_SIZE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('previews and uploads a picture as multipart field "picture"', async () => {
    const user = userEvent.setup();
    const withPicture = makeUser({ picture: '/api/account/picture/u1?v=2' });
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(withPicture)));
    renderApp('/account/profile', { user: makeUser() });
    const picked = file('me.webp', 'image/webp', 1024);
    await user.upload(await screen.findByLabelText('Profile picture'), picked);
    expect(URL.createObjectURL).toHaveBeenCalledWith(picked);
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/picture');
    expect((body as FormData).get('picture')).toBe(picked);
    await waitFor(() => expect(useAppStore.getState().user?.picture).toBe('/api/account/picture/u1?v=2'));
  });

  it('changes the password with the current one', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Password changed')));
    renderApp('/account/profile', { user: makeUser() });
    await user.type(await screen.findByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'new password!');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/account/password', {
        currentPassword: 'old password',
        newPassword: 'new password!',
      }),
    );
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Password changed' }]));
  });

  it('signs out other sessions', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Signed out 2 other sessions')));
    renderApp('/account/profile', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Sign out other sessions' }));
    expect(post).toHaveBeenCalledWith('/api/account/sessions/revoke-others');
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Signed out 2 other sessions' }]));
  });

  it('deletes the account after confirming with the password, then signs out and goes home', async () => {
    const user = userEvent.setup();
    const del = vi
      .spyOn(api, 'delete')
      .mockRejectedValueOnce(httpError(403, 'Incorrect password'))
      .mockResolvedValueOnce(ok(messageBody('Account deleted')));
    const { router, queryClient } = renderApp('/account/profile', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await user.click(confirm);
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(del).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(confirm);
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Incorrect password' }]));
    expect(router.state.location.pathname).toBe('/account/profile');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(del).toHaveBeenLastCalledWith('/api/account', { data: { password: 'right' } });
    expect(useAppStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
