import type { TrainingItem } from '@riffmate/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from '@/components/ui/switch';
import { showApiError } from '@/lib/api-errors';
import { TRAINING_PRO_ONLY_NOTE, trainingSwitchEnabled } from '@/lib/billing';
import { TRAINING_QUERY_KEY, trainingQueryOptions, updateTraining } from '@/lib/billing-api';

/** "Use my chats to improve Riffmate": on means training allowed (docs/product.md §1; Pro may switch it off). */
export function TrainingSection() {
  const queryClient = useQueryClient();
  const training = useQuery(trainingQueryOptions);
  const update = useMutation({
    mutationFn: updateTraining,
    onSuccess: (item) => queryClient.setQueryData<TrainingItem>(TRAINING_QUERY_KEY, item),
    onError: (error) => showApiError(error, 'Could not update your training preference'),
  });
  const enabled = trainingSwitchEnabled(training.data) && !update.isPending;
  const checked = training.data ? !training.data.optOut : true;

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="training-switch" className="font-medium text-sm">
          Use my chats to improve Riffmate
        </label>
        <Switch
          id="training-switch"
          checked={checked}
          disabled={!enabled}
          aria-describedby="training-note"
          onCheckedChange={(on) => update.mutate(!on)}
        />
      </div>
      <p id="training-note" className="text-muted-foreground text-sm">
        {training.data && !trainingSwitchEnabled(training.data)
          ? TRAINING_PRO_ONLY_NOTE
          : 'Queries and results may be logged anonymously and used to improve Riffmate and its models.'}
      </p>
    </div>
  );
}
