import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BandPicker } from '@/components/band-picker';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { ResultsStudent, SpeakingCriteria, SpeakingMark } from '@/lib/api-types';
import { roundedMean } from '@/rules/bands';
import { errorMessage, errorStatus, fieldErrors } from '@/lib/errors';
import { COMMENT_MAX } from '@/rules/mark-limits';
import { formatBand, SPEAKING_CRITERIA } from '@/lib/marks';
import { reportQueryOptions } from '@/lib/report-queries';
import { toast } from '@/lib/toast';
import { useMarkSpeaking } from '../api/mark-speaking';
import { SpeakingBank } from './speaking-bank';

interface Props {
  roomId: string;
  student: ResultsStudent | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A student's Speaking from a live interview: four whole bands and a comment (docs/product.md, "Results"). */
export function SpeakingDialog({ roomId, student, onClose, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={Boolean(student)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl p-4 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        {student ? (
          <StoredSpeaking key={student.guest.id} roomId={roomId} student={student} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form, starting from the student's stored Speaking mark where they have one (a Speaking band): the
 * results carry only the band, so the criteria and comment come from the student's report
 * (docs/architecture.md, "The report card").
 */
function StoredSpeaking({ roomId, student, onClose }: FormProps) {
  const stored = student.bands?.speaking !== null && student.bands?.speaking !== undefined;
  const report = useQuery({
    ...reportQueryOptions(roomId, student.guest.id),
    enabled: stored,
    select: (data) => data.speaking,
  });
  if (!stored) return <SpeakingForm roomId={roomId} student={student} onClose={onClose} mark={null} />;
  if (report.isSuccess)
    return <SpeakingForm roomId={roomId} student={student} onClose={onClose} mark={report.data} />;
  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>{student.guest.name || 'Unnamed student'}’s Speaking</DialogTitle>
        <DialogDescription>The saved Speaking mark, to change it.</DialogDescription>
      </DialogHeader>
      {report.isError ? (
        <LoadError
          title="Could not load the saved Speaking mark"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the saved Speaking mark…</span>
          {SPEAKING_CRITERIA.map(({ key }) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}

interface FormProps {
  roomId: string;
  student: ResultsStudent;
  onClose: () => void;
}

function SpeakingForm({ roomId, student, onClose, mark: stored }: FormProps & { mark: SpeakingMark | null }) {
  const id = useId();
  const [criteria, setCriteria] = useState<Partial<SpeakingCriteria>>(stored?.criteria ?? {});
  const [comment, setComment] = useState(stored?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mark = useMarkSpeaking(roomId);
  const name = student.guest.name || 'Unnamed student';
  const chosen = SPEAKING_CRITERIA.map(({ key }) => criteria[key]);
  const band = chosen.every((value) => value !== undefined) ? roundedMean(chosen as number[]) : null;

  const save = () => {
    const missing = Object.fromEntries(
      SPEAKING_CRITERIA.filter(({ key }) => criteria[key] === undefined).map(({ key }) => [
        `criteria.${key}`,
        'Choose a band from 0 to 9.',
      ]),
    );
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFormError('Choose a band for every criterion.');
      return;
    }
    mark.mutate(
      { guestId: student.guest.id, body: { criteria: criteria as SpeakingCriteria, comment } },
      {
        onSuccess: (saved) => {
          toast.success(`Saved ${name}’s Speaking: band ${formatBand(saved.band)}.`);
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          setErrors(fields);
          // 409: the student has not submitted; the server's words say so.
          setFormError(
            errorStatus(error) === 409 || Object.keys(fields).length === 0
              ? errorMessage(error)
              : 'The Speaking mark was not saved: see the fields marked.',
          );
        },
      },
    );
  };

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>{name}’s Speaking</DialogTitle>
        <DialogDescription>
          Four whole bands from the interview; the Speaking band is their mean, rounded to the nearest half.
          {student.bands?.speaking !== null && student.bands?.speaking !== undefined
            ? ` Saved band: ${formatBand(student.bands.speaking)}; saving again replaces it.`
            : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        {SPEAKING_CRITERIA.map(({ key, name: label }) => {
          const errorId = `${id}-${key}-error`;
          const error = errors[`criteria.${key}`];
          return (
            <div key={key} className="grid gap-1">
              <span id={`${id}-${key}`} className="text-sm font-medium">
                {label}
              </span>
              <BandPicker
                label={label}
                value={criteria[key]}
                onChange={(value) => setCriteria((all) => ({ ...all, [key]: value }))}
                invalid={Boolean(error)}
                errorId={error ? errorId : undefined}
              />
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
        <p className="text-sm" aria-live="polite">
          Speaking band <span className="font-semibold tabular-nums">{formatBand(band)}</span>
        </p>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-comment`}>Comment</Label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            rows={3}
            maxLength={COMMENT_MAX}
            aria-invalid={Boolean(errors.comment) || undefined}
            aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          <FieldError id={`${id}-comment-error`} message={errors.comment} />
        </div>
        <SpeakingBank
          onUse={(text) => setComment((now) => (now.trim() ? `${now.trimEnd()} ${text}` : text))}
        />
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={save} disabled={mark.isPending}>
          {mark.isPending ? 'Saving…' : 'Save Speaking'}
        </Button>
      </DialogFooter>
    </>
  );
}
