import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useServiceStatus } from '@/lib/service-status';
import { fetchSessionUser } from '@/lib/session';
import { makeUser, ok, renderApp, userBody } from '@/test/app';

const networkError = () =>
  new AxiosError('Network Error', 'ERR_NETWORK', {
    headers: new AxiosHeaders(),
  } as InternalAxiosRequestConfig);

afterEach(() => useServiceStatus.setState({ problem: null }));

describe('error overlay', () => {
  it('a session request that cannot reach the server raises the problem; an answer clears it', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValueOnce(networkError());
    await fetchSessionUser();
    expect(useServiceStatus.getState().problem).toBe('NETWORK_ERROR');
    get.mockResolvedValueOnce(ok(userBody(makeUser())));
    await fetchSessionUser();
    expect(useServiceStatus.getState().problem).toBeNull();
  });

  it('shows title, description and code over an inert page, and "Try again" recovers', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About Riffmate', level: 1 });
    act(() => useServiceStatus.setState({ problem: 'SERVICE_UNAVAILABLE' }));
    const overlay = await screen.findByRole('alertdialog', { name: 'Riffmate is tuning up' });
    expect(overlay.textContent).toContain('SERVICE_UNAVAILABLE');
    expect(screen.getByRole('banner').closest('[inert]')).not.toBeNull();
    vi.spyOn(api, 'get').mockResolvedValue(ok(userBody(makeUser())));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();
  });
});
