import { zodResolver } from '@hookform/resolvers/zod';
import { INVALID_PHONE_MESSAGE, PHONE_INPUT_MAX_LENGTH } from '@riffmate/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestPhoneVerification } from './auth-api';
import { AuthCard } from './auth-card';
import { showPhoneStepError } from './phone-errors';
import { combinePhone, countryOptions, defaultCountry, isSupportedCountry } from './phone-number';
import { markCodeSent } from './resend-cooldown';

/** The form: a country and a national number, validated together into one E.164 number. */
export const phoneForm = z
  .object({ country: z.string(), national: z.string() })
  .transform(({ country, national }, ctx) => {
    const phone = isSupportedCountry(country) ? combinePhone(country, national) : null;
    if (phone === null) {
      ctx.addIssue({ code: 'custom', path: ['national'], message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return { phone };
  });

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** /auth/request-phone-verification: texts a code, then on to /auth/verify-phone (docs/product.md §4). */
export function RequestPhoneVerificationPage({ redirect }: { redirect?: string | undefined }) {
  const navigate = useNavigate();
  const countries = useMemo(() => countryOptions(browserLanguage()), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof phoneForm>, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    defaultValues: { country: defaultCountry(browserLanguage()), national: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPhoneVerification,
    onSuccess: (_message, { phone }) => {
      markCodeSent(`phone:${phone}`);
      void navigate({ to: '/auth/verify-phone', search: { phone, redirect } });
    },
    onError: showPhoneStepError,
  });

  return (
    <AuthCard
      title="Verify your phone"
      description="One last step: we will text you a 6-digit code to confirm your number."
    >
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:gap-3">
          <Field label="Country" error={errors.country?.message}>
            {(control) => (
              <div className="relative">
                <select
                  {...control}
                  {...register('country')}
                  autoComplete="tel-country-code"
                  className="h-10 w-full appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:text-sm dark:bg-input/30"
                >
                  {countries.map(({ code, name, callingCode }) => (
                    <option key={code} value={code}>
                      {name} (+{callingCode})
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
              </div>
            )}
          </Field>
          <Field label="Phone number" error={errors.national?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('national')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                placeholder="Your mobile number"
              />
            )}
          </Field>
        </div>
        <SubmitButton pending={mutation.isPending} className="w-full">
          Text me a code
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
