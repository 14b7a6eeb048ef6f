import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** A form's submit button: disabled with a spinner while the request is pending. */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}
