// Each question's stem for the test on computer and, in a "one letter" group, its own options
// (docs/product.md, "Authoring"). A stem may come before its answer: the question then waits for one.
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { gridNumbers, problemAt, setQuestionScreen, type DraftGroup, type Problems } from '../lib/exam-draft';
import { OptionsEditor } from './options-editor';

interface Props {
  path: string;
  group: DraftGroup;
  problems: Problems;
  onChange: (change: (group: DraftGroup) => DraftGroup) => void;
}

export function QuestionScreenEditor({ path, group, problems, onChange }: Props) {
  const id = useId();
  const choice = group.screen.type === 'choice';
  return (
    <details
      className="grid gap-2"
      open={choice || group.questions.some((q) => q.screen?.prompt) || undefined}
    >
      <summary className="cursor-pointer text-sm font-medium">
        {choice ? 'Questions and their options' : 'Question texts (optional)'}
      </summary>
      <div className="mt-2 grid gap-3">
        {gridNumbers(group).map((num) => {
          const index = group.questions.findIndex((q) => q.num === num);
          const question = group.questions[index];
          const at = `${path}.questions.${index}`;
          const promptProblem = index >= 0 ? problemAt(problems, `${at}.prompt`) : undefined;
          const inputId = `${id}-p${num}`;
          return (
            <div key={num} className="grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                Question {num} text
              </label>
              <Input
                id={inputId}
                value={question?.screen?.prompt ?? ''}
                placeholder="e.g. What does the writer say about…?"
                aria-invalid={promptProblem ? true : undefined}
                aria-describedby={promptProblem ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const prompt = event.target.value === '' ? null : event.target.value;
                  onChange((g) => setQuestionScreen(g, num, { prompt }));
                }}
              />
              <FieldError id={`${inputId}-error`} message={promptProblem} />
              {choice && (
                <OptionsEditor
                  label={`Question ${num} options`}
                  value={question?.screen?.options}
                  error={index >= 0 ? problemAt(problems, `${at}.options`) : undefined}
                  onChange={(options) => onChange((g) => setQuestionScreen(g, num, { options }))}
                />
              )}
            </div>
          );
        })}
      </div>
    </details>
  );
}
