import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('nextTask', () => {
  it('runs once in a later task, however often it was asked for in this one', async () => {
    const run = vi.fn();
    const later = nextTask(run);
    later.schedule();
    later.schedule();
    expect(run).not.toHaveBeenCalled();
    await tick();
    expect(run).toHaveBeenCalledTimes(1);
    later.schedule();
    await tick();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once cancelled, and can be asked for again', async () => {
    const run = vi.fn();
    const later = nextTask(run);
    later.schedule();
    later.cancel();
    await tick();
    expect(run).not.toHaveBeenCalled();
    later.schedule();
    await tick();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
