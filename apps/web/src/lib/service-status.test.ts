import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { serviceProblemOf } from './service-status';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const withStatus = (status: number) =>
  new AxiosError('x', 'ERR_BAD_RESPONSE', config, {}, {
    status,
    statusText: '',
    headers: {},
    config,
    data: {},
  } as AxiosResponse);

describe('serviceProblemOf', () => {
  it.each([
    [new AxiosError('Network Error', 'ERR_NETWORK', config, {}), 'NETWORK_ERROR'],
    [withStatus(503), 'SERVICE_UNAVAILABLE'],
    [withStatus(401), null],
    [withStatus(500), null],
    [withStatus(429), null],
    [new AxiosError('canceled', 'ERR_CANCELED', config), null],
    [new Error('not axios'), null],
  ])('%s → %s', (error, problem) => {
    expect(serviceProblemOf(error)).toBe(problem);
  });
});
