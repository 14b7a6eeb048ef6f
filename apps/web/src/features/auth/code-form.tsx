import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema } from '@riffmate/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { CodeInput } from './code-input';

const codeForm = z.object({ code: codeSchema });

export interface CodeFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  onResend: () => void;
  resending: boolean;
  /** Seconds before "Resend code" is available again; 0 when it is. */
  secondsLeft: number;
  submitLabel: string;
}

/** The 6-digit code entry of both verification pages, with a resend button on a cooldown. */
export function CodeForm({
  onSubmit,
  pending,
  onResend,
  resending,
  secondsLeft,
  submitLabel,
}: CodeFormProps) {
  const { control, handleSubmit } = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit(({ code }) => onSubmit(code))}>
      <Controller
        control={control}
        name="code"
        render={({ field: { value, onChange, onBlur, name, ref }, fieldState: { error } }) => (
          <Field label="Verification code" error={error?.message}>
            {(aria) => (
              <CodeInput
                {...aria}
                ref={ref}
                name={name}
                value={value}
                onValueChange={onChange}
                onBlur={onBlur}
                // The code is the only thing to do on this page.
                autoFocus
              />
            )}
          </Field>
        )}
      />
      <SubmitButton pending={pending} className="w-full">
        {submitLabel}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-center gap-x-1 text-muted-foreground text-sm">
        <span>Didn&apos;t get a code?</span>
        <Button variant="link" size="inline" disabled={secondsLeft > 0 || resending} onClick={onResend}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}
