import { create } from 'zustand';

export interface QuotaState {
  /** Requests left in the current window; null until the server has told us. */
  remaining: number | null;
  /** When the window resets; null until known. */
  resetAt: Date | null;
  setQuota: (quota: { remaining?: number | null; resetAt?: Date | null }) => void;
  reset: () => void;
}

export const useQuotaStore = create<QuotaState>()((set) => ({
  remaining: null,
  resetAt: null,
  setQuota: (quota) => set(quota),
  reset: () => set({ remaining: null, resetAt: null }),
}));

/** Parses `x-remaining-quota`: a non-negative integer, anything else is ignored. */
export function parseRemainingQuota(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * Parses `x-quota-reset-at`: an ISO 8601 date, or a Unix timestamp in seconds or milliseconds
 * (values below 1e11 cannot be milliseconds of any date after 1973, so they are seconds).
 */
export function parseQuotaResetAt(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const date = /^\d+$/.test(text)
    ? new Date(Number(text) < 1e11 ? Number(text) * 1000 : Number(text))
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
