import { PASSWORD_MIN_LENGTH } from '@riffmate/contract';
import type { PasswordVerdict } from '@riffmate/contract/password-strength';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

type Judge = typeof import('@riffmate/contract/password-strength').judgePassword;

// The estimator and its dictionaries are large: loaded on the first keystroke, never in the start-up
// bundle (docs/decisions/0041). The server applies the same rule (docs/decisions/0011).
let judge: Promise<Judge> | undefined;
const loadJudge = () => {
  judge ??= import('@riffmate/contract/password-strength').then((module) => module.judgePassword);
  return judge;
};

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const DEBOUNCE_MS = 150;

export interface PasswordStrengthProps {
  password: string;
  /** The account's e-mail and name: a password made of them is weak. */
  email?: string | undefined;
  name?: string | undefined;
}

/**
 * How strong the password being typed is (0–4, as the server judges it), with the estimator's advice
 * while it is too weak to be accepted. Used as a Field's hint; before typing it shows the length rule.
 */
export function PasswordStrength({ password, email, name }: PasswordStrengthProps) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const long = [...password].length >= PASSWORD_MIN_LENGTH;

  useEffect(() => {
    if (!long) {
      setVerdict(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void loadJudge().then((judgePassword) => {
        if (current) setVerdict(judgePassword(password, { email, name }));
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, name, long]);

  if (!long || !verdict) return <>At least {PASSWORD_MIN_LENGTH} characters</>;
  return (
    <span className="grid gap-1.5" aria-live="polite">
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1 flex-1 rounded-full bg-muted',
              verdict.score >= step && (verdict.ok ? 'bg-primary' : 'bg-destructive'),
            )}
          />
        ))}
      </span>
      <span>
        Strength: {LABELS[verdict.score] ?? LABELS[0]}
        {verdict.ok ? '' : ` — ${verdict.message}`}
      </span>
    </span>
  );
}
