import type { User } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { uploadPicture } from './account-api';
import { PICTURE_TYPES, pictureProblem } from './picture';

interface Chosen {
  file: File;
  previewUrl: string;
}

/** Shows the avatar, lets the user pick a PNG/JPEG/WebP up to 2 MB, previews it and uploads it. */
export function PictureForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL belongs to the browser, not React: free it when it is replaced or
  // the page goes away.
  const previewUrl = chosen?.previewUrl;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const clear = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const mutation = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (updated) => {
      setSessionUser(queryClient, updated);
      clear();
      toast({ description: 'Profile picture updated' });
    },
    onError: (error) => showApiError(error, 'Could not upload the picture'),
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const why = pictureProblem(file);
    setProblem(why);
    if (why) {
      clear();
      return;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <form
      className="flex flex-col gap-4 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) mutation.mutate(chosen.file);
      }}
    >
      <UserAvatar
        name={user.name}
        email={user.email}
        picture={chosen?.previewUrl ?? user.picture}
        size="xl"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <label htmlFor={inputId} className="font-medium text-sm">
          Profile picture
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          onChange={onChange}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${inputId}-note`}
          className="block w-full min-w-0 text-muted-foreground text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-foreground file:text-sm hover:file:bg-accent"
        />
        <p
          id={`${inputId}-note`}
          className={problem ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? 'PNG, JPEG or WebP, up to 2 MB.'}
        </p>
        {chosen ? (
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={mutation.isPending} size="sm">
              <ImageUp aria-hidden />
              Upload picture
            </SubmitButton>
            <Button variant="ghost" size="sm" onClick={clear} disabled={mutation.isPending}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
