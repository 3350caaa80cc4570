// An exam part's files (docs/product.md, "Authoring"): pick files and each uploads with its progress, a
// PDF becomes one image a page, and each stored file can be removed after a confirm. Type and size are
// checked by the server; its reason shows under the control.
import { Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { ActionError } from '@/components/action-error';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ExamFileTarget } from '@/lib/api-types';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useRemoveExamFile, useUploadExamFile } from '../api/exam';
import { pageFileName, percent, storedName } from '../lib/files';
import type { ConfirmRequest } from './confirm-dialog';

interface Progress {
  /** "Uploading 2 of 3", "Page 2 of 5". */
  step: string;
  fraction: number;
}

interface UploadControlProps {
  examId: string;
  target: ExamFileTarget;
  label: string;
  accept: string;
  multiple?: boolean;
  /** The chosen PDF's pages are uploaded as images. */
  pdf?: boolean;
}

/** A labelled file picker that uploads what is picked, one file after another, saying how far it is. */
export function UploadControl({ examId, target, label, accept, multiple, pdf }: UploadControlProps) {
  const id = useId();
  const upload = useUploadExamFile(examId);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (file: File, step: string) =>
    upload.mutateAsync({
      ...target,
      file,
      onProgress: (fraction) => setProgress({ step, fraction }),
    });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setError(null);
    try {
      if (pdf) {
        setProgress({ step: 'Reading the PDF', fraction: 0 });
        const { pdfPages } = await import('../lib/pdf-pages');
        for await (const { page, pages, image } of pdfPages(files[0]!)) {
          const step = `Page ${page} of ${pages}`;
          setProgress({ step, fraction: 0 });
          await send(new File([image], pageFileName(files[0]!.name, page), { type: 'image/png' }), step);
        }
      } else {
        for (const [i, file] of files.entries()) {
          const step = files.length > 1 ? `Uploading ${i + 1} of ${files.length}` : `Uploading ${file.name}`;
          setProgress({ step, fraction: 0 });
          await send(file, step);
        }
      }
    } catch (failure) {
      setError(fieldErrors(failure).file ?? errorMessage(failure));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={progress !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void onChange(event)}
        className="h-auto cursor-pointer py-1.5"
      />
      <div role="status" className="text-sm">
        {progress && (
          <div className="flex items-center gap-2">
            <progress
              max={1}
              value={progress.fraction}
              aria-label={`${progress.step}, ${percent(progress.fraction)}`}
              className="h-2 w-40 max-w-full"
            />
            <span>
              {progress.step}: {percent(progress.fraction)}
            </span>
          </div>
        )}
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}

interface StoredFilesProps {
  examId: string;
  target: ExamFileTarget;
  urls: string[];
  /** "Part 1 paperwork": names the images and their remove buttons. */
  what: string;
  confirm: (request: ConfirmRequest) => void;
}

/** Thumbnails of stored images, each with a remove button that asks first. */
/** What is asked before a stored file goes: every room using the exam loses it too. */
function removalRequest(kind: 'image' | 'recording', what: string, onConfirm: () => void): ConfirmRequest {
  return {
    title: `Remove this ${kind}?`,
    body: `${what} is removed from every room using this exam.`,
    confirmLabel: `Remove ${kind}`,
    destructive: true,
    onConfirm,
  };
}

export function StoredImages({ examId, target, urls, what, confirm }: StoredFilesProps) {
  const remove = useRemoveExamFile(examId);
  if (urls.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <ul className="flex flex-wrap gap-3" aria-label={what}>
        {urls.map((url, i) => {
          const name = `${what}, image ${i + 1} of ${urls.length}`;
          return (
            <li key={url} className="flex flex-col items-center gap-1">
              <a href={url} target="_blank" rel="noreferrer" className="block rounded border">
                <img src={url} alt={name} className="h-24 w-20 object-cover object-top" />
              </a>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${name}`}
                disabled={remove.isPending}
                onClick={() =>
                  confirm(
                    removalRequest('image', name, () => remove.mutate({ ...target, name: storedName(url) })),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      {remove.isError && <ActionError error={remove.error} />}
    </div>
  );
}

/** A section's recording: a player to check it, and its removal (asked first). */
export function StoredAudio({
  examId,
  target,
  url,
  what,
  confirm,
}: Omit<StoredFilesProps, 'urls'> & { url: string }) {
  const remove = useRemoveExamFile(examId);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {/* A listening test's recording: its captions would be the answers. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio controls preload="none" src={url} aria-label={what} className="max-w-full" />
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() =>
            confirm(
              removalRequest('recording', what, () => remove.mutate({ ...target, name: storedName(url) })),
            )
          }
        >
          <Trash2 aria-hidden="true" />
          Remove recording
        </Button>
      </div>
      {remove.isError && <ActionError error={remove.error} />}
    </div>
  );
}
