// What the student is told when their teacher gives them extra time (docs/product.md, "Live"): their
// clock moves on at once, and this says why, beside it. A polite status, so a screen reader says it when it
// appears or changes, never on its own every second.

interface Props {
  /** The whole minutes the extra time adds to the limit (timing.extra_minutes); nothing without. */
  minutes: number | undefined;
}

export function ExtraTimeNotice({ minutes }: Props) {
  return (
    <p role="status" className="text-sm text-muted-foreground empty:hidden">
      {minutes && minutes > 0
        ? `Your teacher gave you ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`
        : null}
    </p>
  );
}
