// One section: its name, its groups, and once saved its paperwork and recording (docs/product.md,
// "Authoring"). Reordered by its handle (drag, or the keyboard).
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import type { DocumentSection } from '@/lib/api-types';
import { newGroup, problemAt, type DraftGroup, type DraftSection, type Problems } from '../lib/exam-draft';
import type { ConfirmRequest } from './confirm-dialog';
import { StoredAudio, StoredImages, UploadControl } from './file-controls';
import { GroupEditor } from './group-editor';
import { PassageEditor } from './passage-editor';

interface Props {
  examId: string;
  index: number;
  section: DraftSection;
  saved: DocumentSection | undefined;
  problems: Problems;
  /** The drag handle (SortableList's). */
  handle: ReactNode;
  nextNumber: number;
  onChange: (change: (section: DraftSection) => DraftSection) => void;
  onRemove: (() => void) | null;
  confirm: (request: ConfirmRequest) => void;
}

export function SectionEditor(props: Props) {
  const { examId, index, section, saved, problems, handle, onChange, confirm } = props;
  const id = useId();
  const path = `sections.${index}`;
  const name = section.name.trim() || `Section ${index + 1}`;
  const sectionProblem = problems[path] ?? problems[`${path}.groups`];
  const updateGroup = (gi: number, change: (group: DraftGroup) => DraftGroup) =>
    onChange((s) => ({ ...s, groups: s.groups.map((g, i) => (i === gi ? change(g) : g)) }));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex items-center gap-2">
        {handle}
        <h2 id={`${id}-title`} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {name}
        </h2>
        {props.onRemove && (
          <Button variant="ghost" size="sm" aria-label={`Remove section ${name}`} onClick={props.onRemove}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
      <TextField
        id={`${id}-name`}
        label={`Section ${index + 1} name`}
        value={section.name}
        error={problemAt(problems, `${path}.name`)}
        onChange={(event) => {
          const value = event.target.value;
          onChange((s) => ({ ...s, name: value }));
        }}
      />
      <PassageEditor
        name={name}
        value={section.screen.passage ?? ''}
        error={problemAt(problems, `${path}.passage`)}
        confirm={confirm}
        onChange={(passage) => onChange((s) => ({ ...s, screen: { ...s.screen, passage } }))}
      />
      {sectionProblem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {sectionProblem}
        </p>
      )}
      {section.groups.map((group, gi) => (
        <GroupEditor
          key={group.key}
          examId={examId}
          place={`Section ${index + 1}, group ${gi + 1}`}
          path={`${path}.groups.${gi}`}
          group={group}
          saved={saved?.groups.find((g) => g.id !== undefined && g.id === group.id)}
          problems={problems}
          onChange={(change) => updateGroup(gi, change)}
          onRemove={
            section.groups.length > 1
              ? () =>
                  confirm({
                    title: `Remove questions ${group.from}–${group.to}?`,
                    body: 'The group, its answers and its images go when you save the exam.',
                    confirmLabel: 'Remove group',
                    destructive: true,
                    onConfirm: () => onChange((s) => ({ ...s, groups: s.groups.filter((_, i) => i !== gi) })),
                  })
              : null
          }
          confirm={confirm}
        />
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange((s) => ({ ...s, groups: [...s.groups, newGroup(props.nextNumber)] }))}
        >
          <Plus aria-hidden="true" />
          Add a group
        </Button>
      </div>
      <div className="grid gap-3 border-t pt-3">
        <h3 className="text-base font-semibold">Paperwork and recording</h3>
        {section.id && saved ? (
          <>
            <StoredImages
              examId={examId}
              target={{ part: 'section', partId: section.id, field: 'media' }}
              urls={saved.media ?? []}
              what={`${name} paperwork`}
              confirm={confirm}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <UploadControl
                examId={examId}
                target={{ part: 'section', partId: section.id, field: 'media' }}
                label="Add paperwork images"
                accept="image/*"
                multiple
              />
              <UploadControl
                examId={examId}
                target={{ part: 'section', partId: section.id, field: 'media' }}
                label="Add a PDF (each page becomes an image)"
                accept="application/pdf,.pdf"
                pdf
              />
            </div>
            {saved.audio && (
              <StoredAudio
                examId={examId}
                target={{ part: 'section', partId: section.id, field: 'audio' }}
                url={saved.audio}
                what={`${name} recording`}
                confirm={confirm}
              />
            )}
            <UploadControl
              examId={examId}
              target={{ part: 'section', partId: section.id, field: 'audio' }}
              label={saved.audio ? 'Replace the recording' : 'Add a recording'}
              accept="audio/*"
            />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Save the exam to add its paperwork and audio.</p>
        )}
      </div>
    </section>
  );
}
