import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_INPUT_MAX, type FeedbackBody, feedbackBody } from '@riffmate/contract';
import { useMutation } from '@tanstack/react-query';
import { Frown, Heart, Meh } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { showApiError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { sendFeedback } from './feedback-api';

/** The rating choice of docs/product.md §2 and the value each sends (docs/product.md §3). */
export const RATING_OPTIONS = [
  { value: 'NEGATIVE', label: 'Bad', icon: Frown },
  { value: 'NEUTRAL', label: 'Decent', icon: Meh },
  { value: 'POSITIVE', label: 'Love it', icon: Heart },
] as const;

type FeedbackInput = z.input<typeof feedbackBody>;

const EMPTY: FeedbackInput = { rating: undefined, comment: '' };

/**
 * The feedback dialog (docs/product.md §2, §4, §5): an optional rating, a comment validated on submit, and
 * Enter (without Shift) submits. On success: a thanks toast, the form reset, the dialog closed.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackInput, unknown, FeedbackBody>({
    resolver: zodResolver(feedbackBody),
    mode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      toast({ description: 'Thanks for sharing your feedback' });
      reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });
  const submit = handleSubmit((values) => {
    // An unchosen rating is left out of the body, never sent as null.
    const { rating, comment } = values;
    mutation.mutate(rating ? { rating, comment } : { comment });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <div className="grid gap-1.5">
          <DialogTitle>Thanks for helping us improve Riffmate</DialogTitle>
          <DialogDescription>
            Tell us what works, what doesn't, and what you'd like to hear next.
          </DialogDescription>
        </div>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <ToggleGroup.Root
                type="single"
                aria-label="Rating"
                value={field.value ?? ''}
                // Choosing the selected option again clears it: the rating is optional.
                onValueChange={(value) => field.onChange(value === '' ? undefined : value)}
                className="grid grid-cols-3 gap-2"
              >
                {RATING_OPTIONS.map(({ value, label, icon: Icon }) => (
                  <ToggleGroup.Item
                    key={value}
                    value={value}
                    className={cn(
                      'flex flex-col items-center gap-1 rounded-lg border px-2 py-3 font-medium text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      'data-[state=on]:border-primary data-[state=on]:bg-primary/10 data-[state=on]:text-foreground',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                    {label}
                  </ToggleGroup.Item>
                ))}
              </ToggleGroup.Root>
            )}
          />
          <Field label="Your feedback" error={errors.comment?.message}>
            {(fieldControl) => (
              <Textarea
                {...fieldControl}
                {...register('comment')}
                placeholder="Share your thoughts here..."
                maxLength={FEEDBACK_INPUT_MAX}
                rows={4}
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter makes a new line (and never mid-composition of an IME).
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            )}
          </Field>
          <SubmitButton pending={mutation.isPending} className="justify-self-end">
            Share feedback
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
