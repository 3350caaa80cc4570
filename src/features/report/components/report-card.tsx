// One student's report card (docs/architecture.md, "The report card"): one A4 page, black on white in
// either theme — the four bands and the overall, each exam's raw score, the Writing and Speaking criteria
// with the teacher's comments, and the questions answered wrongly.
import { QRCodeSVG } from 'qrcode.react';
import type { ReportExam, StudentReport, WritingExamScore } from '@/lib/api-types';
import { formatBand, SPEAKING_CRITERIA, writingCriteria } from '@/lib/marks';
import { paths } from '@/lib/paths';

const SKILLS = [
  { key: 'listening', name: 'Listening' },
  { key: 'reading', name: 'Reading' },
  { key: 'writing', name: 'Writing' },
  { key: 'speaking', name: 'Speaking' },
  { key: 'overall', name: 'Overall' },
] as const;

const isWritingEntry = (exam: ReportExam): exam is ReportExam & WritingExamScore =>
  exam.kind === 'academic_writing' || exam.kind === 'general_writing';

/** The raw score of an exam; a Writing exam is marked, not counted. */
function rawScore(exam: ReportExam): string {
  if (isWritingEntry(exam)) return `${exam.marked} of ${exam.total} tasks marked`;
  return `${exam.score} / ${exam.total}`;
}

/** The wrong answers of each exam, in sheet order. */
function wrongByExam(report: StudentReport) {
  const groups = new Map<string | null, StudentReport['wrong']>();
  for (const entry of report.wrong) groups.set(entry.examId, [...(groups.get(entry.examId) ?? []), entry]);
  return [...groups].map(([examId, entries]) => ({ examId, entries }));
}

export function ReportCard({ report }: { report: StudentReport }) {
  const examName = new Map(report.exams.map((exam) => [exam.id, exam.name]));
  const name = report.student.name || 'Unnamed student';
  return (
    <article
      aria-label={`Report of ${name}`}
      data-report-card=""
      className="report-card mx-auto grid w-full max-w-[210mm] gap-4 bg-white p-4 text-[13px] leading-snug text-black sm:p-8"
    >
      <header className="flex items-start justify-between gap-3 border-b border-black pb-2">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-wide">{report.room.name}</p>
          <h2 className="text-xl font-bold">{name}</h2>
          {report.student.email ? <p className="text-xs">{report.student.email}</p> : null}
        </div>
        {report.progress ? <ProgressLink token={report.progress} /> : null}
      </header>

      <section aria-label="Bands">
        <table className="w-full border-collapse text-center">
          <thead>
            <tr>
              {SKILLS.map((skill) => (
                <th
                  key={skill.key}
                  scope="col"
                  className="border border-black px-0.5 py-1 text-[9px] font-semibold sm:text-xs"
                >
                  {skill.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {SKILLS.map((skill) => (
                <td
                  key={skill.key}
                  className="border border-black px-1 py-1.5 text-lg font-bold tabular-nums"
                  data-band={skill.key}
                >
                  {formatBand(report.bands[skill.key])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby={`raw-${report.student.id}`}>
        <h3 id={`raw-${report.student.id}`} className="mb-1 font-bold">
          Raw scores
        </h3>
        <ul className="grid gap-0.5">
          {report.exams.map((exam) => (
            <li key={exam.id} className="flex justify-between gap-3">
              <span>{exam.name}</span>
              <span className="tabular-nums">{rawScore(exam)}</span>
            </li>
          ))}
        </ul>
      </section>

      {report.writing.length > 0 ? (
        <section aria-labelledby={`writing-${report.student.id}`} className="grid gap-2">
          <h3 id={`writing-${report.student.id}`} className="font-bold">
            Writing
          </h3>
          {report.writing.map((task) => (
            <div key={`${task.examId}-${task.num}`} className="break-inside-avoid">
              <p className="font-semibold">
                {report.exams.length > 2 ? `${examName.get(task.examId) ?? ''}, ` : ''}Task {task.num}
                {task.mark ? ` — band ${formatBand(task.mark.band)}` : ' — not marked'}
              </p>
              {task.mark ? (
                <>
                  <Criteria
                    items={writingCriteria(task.num).map(({ key, name }) => ({
                      name,
                      value: task.mark!.criteria[key],
                    }))}
                  />
                  {task.mark.comment ? (
                    <p className="whitespace-pre-wrap break-words">{task.mark.comment}</p>
                  ) : null}
                </>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}

      <section aria-labelledby={`speaking-${report.student.id}`} className="grid break-inside-avoid gap-1">
        <h3 id={`speaking-${report.student.id}`} className="font-bold">
          Speaking{report.speaking ? ` — band ${formatBand(report.speaking.band)}` : ''}
        </h3>
        {report.speaking ? (
          <>
            <Criteria
              items={SPEAKING_CRITERIA.map(({ key, name }) => ({
                name,
                value: report.speaking!.criteria[key],
              }))}
            />
            {report.speaking.comment ? (
              <p className="whitespace-pre-wrap break-words">{report.speaking.comment}</p>
            ) : null}
          </>
        ) : (
          <p>Not marked.</p>
        )}
      </section>

      <section aria-labelledby={`wrong-${report.student.id}`} className="grid gap-1">
        <h3 id={`wrong-${report.student.id}`} className="font-bold">
          Questions answered wrongly ({report.wrong.length})
        </h3>
        {report.wrong.length === 0 ? <p>None.</p> : null}
        {/* One list per exam, the exam named once above it, in two columns: 40 wrong answers still fit the
            page (docs/architecture.md, "The report card"). */}
        {wrongByExam(report).map(({ examId, entries }) => (
          <div key={examId ?? ''} className="grid gap-0.5">
            <h4 className="text-[11px] font-semibold">
              {(examId && examName.get(examId)) || 'Other'} ({entries.length})
            </h4>
            <ul className="columns-2 gap-x-6 text-[11px] leading-tight">
              {entries.map((entry) => (
                <li key={entry.num} className="break-inside-avoid border-b border-neutral-300 py-px">
                  <span className="inline-block min-w-6 font-semibold tabular-nums">
                    <span className="sr-only">Question </span>
                    {entry.num}
                  </span>
                  <span className="break-all">{entry.answer || <i>blank</i>}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only">, key: </span>
                  <span className="break-all">{entry.keys.join(' / ')}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </article>
  );
}

/** The student's own progress page, as a link and a QR code to scan from the printed card. */
function ProgressLink({ token }: { token: string }) {
  const url = `${window.location.origin}${paths.progress(token)}`;
  return (
    <div className="grid shrink-0 justify-items-end gap-1 text-right text-[10px]">
      <QRCodeSVG value={url} size={72} title="QR code of your progress page" />
      <p>
        Your progress:{' '}
        <a href={url} className="break-all underline">
          {url}
        </a>
      </p>
    </div>
  );
}

function Criteria({ items }: { items: { name: string; value: number }[] }) {
  return (
    <dl className="grid gap-x-4 sm:grid-cols-2 md:grid-cols-4">
      {items.map((item) => (
        <div key={item.name} className="flex justify-between gap-2 border-b border-neutral-300 py-0.5">
          <dt>{item.name}</dt>
          <dd className="font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
