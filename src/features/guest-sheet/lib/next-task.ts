// Work moved out of a keystroke's or a focus's task into the one after it, so a slow laptop's key stays
// under 50 ms (docs/architecture.md, "The answers store"). Asked for several times in one task, it runs once.

export interface NextTask {
  /** Runs the work in a task after this one, unless it is already waiting. */
  schedule(): void;
  /** Drops the work if it is waiting. */
  cancel(): void;
}

export function nextTask(run: () => void): NextTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      timer ??= setTimeout(() => {
        timer = undefined;
        run();
      });
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
