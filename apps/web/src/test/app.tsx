import type { User } from '@riffmate/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { resetAppStore } from '@/lib/app-store';
import { createQueryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { ThemeProvider } from '@/lib/theme';
import { createAppRouter } from '@/router';

/** A signed-in, fully verified user; override what a test needs. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    picture: null,
    emailVerified: true,
    phoneVerified: true,
    subscription: null,
    ...overrides,
  };
}

/**
 * Renders the whole app at `path` with the session already known (`user`, or null for signed
 * out), so no test ever reaches for the network to ask /auth/me.
 */
export function renderApp(path: string, { user = null }: { user?: User | null } = {}) {
  resetAppStore();
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, user);
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, queryClient, ...view };
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** A resolved axios response with `data` as the body. */
export function ok<T>(data: T, status = 200): AxiosResponse<T> {
  return { status, statusText: '', headers: {}, config, data };
}

/** A rejected request with the API's error shape. */
export function httpError(status: number, message: string): AxiosError {
  const data = { statusCode: status, code: 'X', error: 'X', message };
  const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

/** `{data:{items:[{user}]}}` */
export const userBody = (user: User) => ({ data: { items: [{ user }] } });
/** `{data:{message}}` */
export const messageBody = (message: string) => ({ data: { message } });
