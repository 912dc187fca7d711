import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not among the microtasks of this one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['task queued before', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
