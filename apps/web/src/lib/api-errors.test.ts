import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_TOAST, SERVER_ERROR_TOAST, showApiError, toastForError } from './api-errors';
import { resetToasts, useToastStore } from './toast';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function httpError(status: number, data: unknown): AxiosError {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

const body = (statusCode: number, message: string) => ({ statusCode, code: 'X', error: 'X', message });

describe('toastForError', () => {
  it.each([500, 502, 503])('status %i is a server hiccup', (status) => {
    expect(toastForError(httpError(status, body(status, 'db down')), 'Login failed')).toEqual(
      SERVER_ERROR_TOAST,
    );
  });

  it('a network error (no response) is a server hiccup', () => {
    const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    expect(toastForError(error, 'Login failed')).toEqual(SERVER_ERROR_TOAST);
    expect(SERVER_ERROR_TOAST.title).toBe('Oops! Our server hiccuped.');
    expect(SERVER_ERROR_TOAST.description).toMatch(/technical difficulties.*few minutes.*support/);
  });

  it('429 tells the user to slow down', () => {
    const toast = toastForError(httpError(429, body(429, 'Rate limit exceeded')), 'Login failed');
    expect(toast).toEqual(RATE_LIMIT_TOAST);
    expect(toast?.title).toBe('Whoa there, speed racer!');
    expect(toast?.description).toMatch(/too quickly.*wait a few minutes.*contact support/);
  });

  it('another API error shows the server message as a destructive toast', () => {
    expect(toastForError(httpError(400, body(400, 'Invalid phone number')), 'Login failed')).toEqual({
      description: 'Invalid phone number',
      variant: 'destructive',
    });
  });

  it('an API error without a message body falls back', () => {
    expect(toastForError(httpError(404, '<html>'), 'Logout failed')).toEqual({
      description: 'Logout failed',
      variant: 'destructive',
    });
  });

  it.each([new Error('boom'), 'weird', undefined])('an unknown error %s falls back', (error) => {
    expect(toastForError(error, 'An unknown error occurred')).toEqual({
      description: 'An unknown error occurred',
      variant: 'destructive',
    });
  });

  it('a request the app cancelled shows nothing', () => {
    expect(toastForError(new AxiosError('canceled', AxiosError.ERR_CANCELED, config), 'x')).toBeNull();
  });
});

describe('showApiError', () => {
  beforeEach(resetToasts);

  it('puts the mapped toast in the store', () => {
    showApiError(httpError(429, body(429, 'slow')), 'Login failed');
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: 'Whoa there, speed racer!', open: true },
    ]);
  });
});
