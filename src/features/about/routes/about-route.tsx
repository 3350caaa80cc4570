import { usePageHeader } from '@/lib/page-header';

export default function AboutRoute() {
  usePageHeader({ title: 'About' });
  return (
    <section className="flex max-w-2xl flex-col gap-3">
      <h2 className="text-2xl font-bold tracking-tight">We&apos;re AnswerSheet</h2>
      <p className="text-muted-foreground">
        AnswerSheet is an answer sheet for IELTS practice. Teachers shape each room — which exams, sections
        and question groups students answer, and in what order — and students open the room&apos;s link, fill
        in the sheet beside the question paper and get their score as soon as they submit.
      </p>
      <p className="text-muted-foreground">
        Answers are marked against the accepted keys, including alternatives.
      </p>
    </section>
  );
}
