import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQuotaStore } from '@/lib/quota-store';
import { QuotaLine, quotaLineText } from './quota-line';

const now = new Date(2026, 0, 10, 9, 0);
const laterToday = new Date(2026, 0, 10, 15, 15);

describe('quotaLineText', () => {
  it('is hidden while the quota is unknown or above 5', () => {
    expect(quotaLineText(null, laterToday, now)).toBeNull();
    expect(quotaLineText(6, laterToday, now)).toBeNull();
  });

  it('shows what is left and when it resets at 5 and below', () => {
    expect(quotaLineText(5, laterToday, now)).toBe('5 messages left · resets today at 03:15 PM');
    expect(quotaLineText(1, laterToday, now)).toBe('1 message left · resets today at 03:15 PM');
    expect(quotaLineText(0, laterToday, now)).toBe('0 messages left · resets today at 03:15 PM');
  });

  it('leaves out a reset time it cannot word', () => {
    expect(quotaLineText(2, null, now)).toBe('2 messages left');
  });
});

describe('QuotaLine', () => {
  afterEach(() => useQuotaStore.getState().reset());

  it('appears when the quota headers say it is running low', () => {
    render(<QuotaLine />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useQuotaStore.getState().setQuota({ remaining: 3, resetAt: null }));
    expect(screen.getByRole('status').textContent).toBe('3 messages left');
    act(() => useQuotaStore.getState().setQuota({ remaining: 40 }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
