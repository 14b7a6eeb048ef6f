import { INVALID_PHONE_MESSAGE } from '@riffmate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useAppStore } from '@/lib/app-store';
import { ME_QUERY_KEY } from '@/lib/session';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, makeUser, messageBody, ok, renderApp, userBody } from '@/test/app';
import { resetCodeCooldowns } from './resend-cooldown';

const toasts = () => useToastStore.getState().toasts;

beforeEach(() => {
  resetToasts();
  resetCodeCooldowns();
  vi.spyOn(api, 'get').mockRejectedValue(new Error('unexpected GET'));
});

describe('login', () => {
  it('shows field errors on submit with empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('uses the right autocomplete hints', async () => {
    renderApp('/auth/login');
    expect((await screen.findByLabelText('E-mail')).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('stores the user and goes to /chat', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(signedIn)));
    const { router, queryClient } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(post).toHaveBeenCalledWith('/auth/login', { email: 'ada@example.com', password: 'correct horse' });
    expect(useAppStore.getState().user).toEqual(signedIn);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(signedIn);
  });

  it('honours a safe redirect', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(makeUser())));
    const { router } = renderApp('/auth/login?redirect=%2Faccount%2Fprofile');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });

  it('ignores an off-site redirect', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(makeUser())));
    const { router } = renderApp('/auth/login?redirect=%2F%2Fevil.com');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('shows the server message when login is refused, and stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(httpError(401, 'Invalid e-mail or password'));
    const { router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(toasts()).toMatchObject([{ description: 'Invalid e-mail or password', variant: 'destructive' }]),
    );
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('falls back to "Login failed"', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Login failed' }]));
  });

  it('"Forgot password?" carries the typed e-mail', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/request-password-reset'));
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('registration and e-mail verification', () => {
  it('registers, then asks for the e-mailed code with the resend on a cooldown', async () => {
    const user = userEvent.setup();
    const fresh = makeUser({ emailVerified: false, phoneVerified: false });
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(fresh), 201));
    const { router } = renderApp('/auth/register');
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-email'));
    expect(router.state.location.search).toEqual({ email: 'ada@example.com' });
    expect(post).toHaveBeenCalledWith('/auth/register', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
    });
    const resend = await screen.findByRole('button', { name: /Resend code in (60|59)s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the password rule on submit', async () => {
    const user = userEvent.setup();
    renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('falls back to "Registration failed"', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Registration failed' }]));
  });

  it('verifies the code, refetches the user and goes to phone verification', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Email verified')));
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValue(ok(userBody(makeUser({ emailVerified: true, phoneVerified: false }))));
    const { router } = renderApp('/auth/verify-email?email=ada%40example.com', {
      user: makeUser({ emailVerified: false, phoneVerified: false }),
    });
    const code = await screen.findByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    await user.type(code, '12a3456');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/request-phone-verification'));
    expect(post).toHaveBeenCalledWith('/auth/verify-email', { email: 'ada@example.com', code: '123456' });
    expect(get).toHaveBeenCalledWith('/auth/me');
    expect(useAppStore.getState().user?.emailVerified).toBe(true);
  });

  it('a pasted code keeps only its digits', async () => {
    const user = userEvent.setup();
    renderApp('/auth/verify-email', { user: makeUser({ emailVerified: false }) });
    const code = await screen.findByLabelText('Verification code');
    await user.click(code);
    await user.paste('Your code: 123 456');
    expect((code as HTMLInputElement).value).toBe('123456');
  });

  it('rejects a short code and falls back to "Email verification failed"', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/auth/verify-email', { user: makeUser({ emailVerified: false }) });
    await user.type(await screen.findByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Verification code'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Email verification failed' }]));
  });

  it('resend asks for a new code for the user’s e-mail and starts the countdown', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Code sent')));
    renderApp('/auth/verify-email', { user: makeUser({ emailVerified: false }) });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(post).toHaveBeenCalledWith('/auth/request-email-verification', { email: 'ada@example.com' });
    expect(await screen.findByRole('button', { name: /Resend code in (60|59)s/ })).toBeTruthy();
    expect(toasts()).toMatchObject([{ description: 'Code sent' }]);
  });
});

describe('phone verification', () => {
  const phoneUser = () => makeUser({ phoneVerified: false });

  it('rejects an invalid number with "Invalid phone number" and sends nothing', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    renderApp('/auth/request-phone-verification', { user: phoneUser() });
    await user.type(await screen.findByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(INVALID_PHONE_MESSAGE)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('combines the country and national number into E.164 and goes on to the code', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Code sent')));
    const { router } = renderApp('/auth/request-phone-verification?redirect=%2Faccount', {
      user: phoneUser(),
    });
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    expect(country.value).toBe('US');
    await user.selectOptions(country, 'GB');
    await user.type(screen.getByLabelText('Phone number'), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-phone'));
    expect(post).toHaveBeenCalledWith('/auth/request-phone-verification-twilio', { phone: '+447911123456' });
    expect(router.state.location.search).toEqual({ phone: '+447911123456', redirect: '/account' });
  });

  it('shows the server message only', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(httpError(400, 'This number cannot receive texts'));
    renderApp('/auth/request-phone-verification', { user: phoneUser() });
    await user.type(await screen.findByLabelText('Phone number'), '+1 415 555 2671');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() =>
      expect(toasts()).toMatchObject([
        { description: 'This number cannot receive texts', variant: 'destructive' },
      ]),
    );
  });

  it('adds no text of its own when the server sends none', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/auth/request-phone-verification', { user: phoneUser() });
    await user.type(await screen.findByLabelText('Phone number'), '+1 415 555 2671');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(toasts()).toEqual([]);
  });

  it('verifies the code, stores the user and goes to /chat', async () => {
    const user = userEvent.setup();
    const verified = makeUser();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(verified)));
    const { router } = renderApp('/auth/verify-phone?phone=%2B14155552671', { user: phoneUser() });
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(post).toHaveBeenCalledWith('/auth/verify-phone-twilio', { phone: '+14155552671', code: '654321' });
    expect(useAppStore.getState().user).toEqual(verified);
  });

  it('after verifying goes to the redirect param when there is one', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockResolvedValue(ok(userBody(makeUser())));
    const { router } = renderApp(
      '/auth/verify-phone?phone=%2B14155552671&redirect=%2Faccount%2Fsubscription',
      {
        user: phoneUser(),
      },
    );
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/subscription'));
  });
});

describe('password reset', () => {
  it('shows the server message after requesting a link', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(
        ok(messageBody('If an account exists for that e-mail, a reset link is on its way.')),
      );
    renderApp('/auth/request-password-reset');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists/)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/auth/request-password-reset', { email: 'ada@example.com' });
  });

  it('falls back to "Request password reset failed"', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/auth/request-password-reset?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Request password reset failed' }]));
  });

  it('sets a new password (confirmed) and goes to login with the message', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Password updated. Please log in.')));
    const { router } = renderApp('/auth/reset-password#token=tok_123'); // as e-mailed: in the fragment
    await user.type(await screen.findByLabelText('New password'), 'a brand new one');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new two');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new one');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(post).toHaveBeenCalledWith('/auth/reset-password', {
      token: 'tok_123',
      password: 'a brand new one',
    });
    expect(toasts()).toMatchObject([{ description: 'Password updated. Please log in.' }]);
  });
});

describe('header session affordance (user menu)', () => {
  it('shows Login when signed out', async () => {
    renderApp('/about');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth/login');
  });

  it('shows the avatar and logs out from the user menu: user and cache cleared, back to /', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Logged out')));
    const { router, queryClient } = renderApp('/account', { user: makeUser() });
    const menu = await screen.findByRole('button', { name: 'User menu (Ada Lovelace)' });
    expect(within(menu).getByText('AL')).toBeTruthy();
    queryClient.setQueryData(['chats'], [{ id: 'a' }]);
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(post).toHaveBeenCalledWith('/auth/logout');
    expect(useAppStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('says "Logout failed" when logging out fails without a message, and stays signed in', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(new Error('weird'));
    renderApp('/about', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'User menu (Ada Lovelace)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Logout failed' }]));
    expect(screen.getByRole('button', { name: 'User menu (Ada Lovelace)' })).toBeTruthy();
  });
});
