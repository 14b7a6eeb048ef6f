import { isAxiosError } from 'axios';
import { create } from 'zustand';

/** Why the app cannot reach its server, as the error overlay shows it (an error code). */
export type ServiceProblem = 'SERVICE_UNAVAILABLE' | 'NETWORK_ERROR';

/**
 * The error overlay's trigger (docs/product.md §2 leaves it open; decision 0040): the session request
 * (`/auth/me`), which every page load makes first, failed because the server is unreachable
 * (no response) or in maintenance (503). Any other failure — 401 when signed out, a 500 — is
 * an ordinary answer the pages handle themselves.
 */
export function serviceProblemOf(error: unknown): ServiceProblem | null {
  if (!isAxiosError(error) || error.code === 'ERR_CANCELED') return null;
  if (!error.response) return 'NETWORK_ERROR';
  return error.response.status === 503 ? 'SERVICE_UNAVAILABLE' : null;
}

export const useServiceStatus = create<{ problem: ServiceProblem | null }>()(() => ({ problem: null }));

/** Records the outcome of a session request: its problem, or none once the server answered. */
export function reportSessionOutcome(error: unknown): void {
  useServiceStatus.setState({ problem: error === null ? null : serviceProblemOf(error) });
}
