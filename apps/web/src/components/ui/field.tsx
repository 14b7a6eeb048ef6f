import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** The accessibility wiring a field's control needs: its id and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control until there is an error (e.g. "At least 8 characters"). */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is announced with it. */
  error?: string | undefined;
  /** Something placed on the label's row, right-aligned (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
  /** Renders the control with the id and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactElement;
}

/** A labelled form control with its hint and inline error. */
export function Field({ label, hint, error, labelAside, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
