import { INVALID_PHONE_MESSAGE } from '@riffmate/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '@/test/app';
import { api } from './api';
import { resetToasts, useToastStore } from './toast';

// The guards as the router runs them: group layouts' beforeLoad and the routes' search handling.
describe('route guards and search params in the router', () => {
  beforeEach(() => {
    resetToasts();
    // Any request here would be a bug: the session is always seeded by renderApp.
    vi.spyOn(api, 'get').mockRejectedValue(new Error('unexpected request'));
  });

  const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location;

  it('signed out, a protected page goes to login with the wanted address', async () => {
    const { router } = renderApp('/account/profile?tab=1');
    await waitFor(() => expect(at(router).pathname).toBe('/auth/login'));
    expect(at(router).search).toEqual({ redirect: '/account/profile?tab=1' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('e-mail unverified goes to verify-email with the e-mail', async () => {
    const { router } = renderApp('/chat', { user: makeUser({ emailVerified: false, phoneVerified: false }) });
    await waitFor(() => expect(at(router).pathname).toBe('/auth/verify-email'));
    expect(at(router).search).toEqual({ email: 'ada@example.com' });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
  });

  it('phone unverified goes to phone verification with the redirect', async () => {
    const { router } = renderApp('/account', { user: makeUser({ phoneVerified: false }) });
    await waitFor(() => expect(at(router).pathname).toBe('/auth/request-phone-verification'));
    expect(at(router).search).toEqual({ redirect: '/account' });
  });

  it('a verified user opens protected pages', async () => {
    renderApp('/account', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeTruthy();
  });

  it.each(['/auth/login', '/auth/register', '/auth/request-password-reset', '/auth/reset-password?token=t'])(
    'signed in, %s goes to /',
    async (path) => {
      const { router } = renderApp(path, { user: makeUser() });
      await waitFor(() => expect(at(router).pathname).toBe('/'));
    },
  );

  it.each([
    '/auth/verify-email',
    '/auth/request-phone-verification',
    '/auth/verify-phone?phone=%2B14155552671',
  ])('signed out, %s goes to /', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(at(router).pathname).toBe('/'));
  });

  it('a reset link without a token goes to /', async () => {
    const { router } = renderApp('/auth/reset-password');
    await waitFor(() => expect(at(router).pathname).toBe('/'));
  });

  it.each(['/auth/reset-password?token=abc123def', '/auth/reset-password#token=abc123def'])(
    'a reset link with a token (%s) opens the form',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    },
  );

  it('a malformed e-mail on verify-email goes to login (then on, as the guard says)', async () => {
    const { router } = renderApp('/auth/verify-email?email=nope', {
      user: makeUser({ emailVerified: false, phoneVerified: false }),
    });
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', ({ toLocation }) => visited.push(toLocation.pathname));
    // Signed in, login itself is not allowed, so the chain ends at /.
    await waitFor(() => expect(at(router).pathname).toBe('/'));
    expect(visited).toContain('/auth/login');
  });

  it('an invalid phone on verify-phone says so and goes back to entering the number', async () => {
    const { router } = renderApp('/auth/verify-phone?phone=%2B1555', {
      user: makeUser({ phoneVerified: false }),
    });
    await waitFor(() => expect(at(router).pathname).toBe('/auth/request-phone-verification'));
    expect(useToastStore.getState().toasts).toMatchObject([
      { description: INVALID_PHONE_MESSAGE, variant: 'destructive' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
  });

  it('a valid phone on verify-phone opens the code entry', async () => {
    renderApp('/auth/verify-phone?phone=%2B14155552671', { user: makeUser({ phoneVerified: false }) });
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText('+1 415 555 2671')).toBeTruthy();
  });

  it('the request-password-reset e-mail param prefills the form, or is empty when malformed', async () => {
    renderApp('/auth/request-password-reset?email=ada%40example.com');
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('a malformed request-password-reset e-mail leaves the field empty', async () => {
    renderApp('/auth/request-password-reset?email=not-an-email');
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('');
  });
});
