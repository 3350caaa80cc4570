// "The test is paused" (docs/architecture.md, "Exam day"): a banner over the sheet while the teacher has
// paused the room. The polite live region is always in the page, so screen readers hear the words when
// the pause comes (and that it ended).
interface Props {
  paused: boolean;
}

export function PausedBanner({ paused }: Props) {
  return (
    <div aria-live="polite">
      {paused && (
        <div className="mb-4 rounded-md border border-warning bg-warning/10 px-4 py-3 text-foreground">
          <p className="font-semibold text-warning">The test is paused</p>
          <p className="text-sm">
            Your answers are kept. The clock stands still until your teacher resumes the test.
          </p>
        </div>
      )}
    </div>
  );
}
