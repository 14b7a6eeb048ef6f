import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it('shows the length rule until the password is long enough', () => {
    render(<PasswordStrength password="short" />);
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
  });

  it("loads the estimator and shows a weak password's score with its advice", async () => {
    render(<PasswordStrength password="aaaaaaaa" />);
    expect(await screen.findByText(/^Strength: Very weak — Repeated characters like "aaa"/)).toBeTruthy();
  });

  it('counts the e-mail and name as known words, and accepts a passphrase without advice', async () => {
    const { rerender } = render(
      <PasswordStrength password="zebulon.quagmire" email="zebulon.quagmire@example.com" name="Zeb" />,
    );
    expect(await screen.findByText(/^Strength: (Very weak|Weak|Fair) — /)).toBeTruthy();
    rerender(<PasswordStrength password="quietly humming basslines" email="zebulon.quagmire@example.com" />);
    expect(await screen.findByText('Strength: Very strong')).toBeTruthy();
  });
});
