import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundTasks } from './background-tasks';

function tasksWithLogger() {
  const logger = { error: vi.fn() };
  return { tasks: new BackgroundTasks(logger as unknown as Logger), logger };
}

describe('BackgroundTasks', () => {
  it('starts a task only after the caller has moved on', async () => {
    const { tasks } = tasksWithLogger();
    const task = vi.fn(async () => undefined);

    tasks.run('test', task);
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('logs a failing task instead of passing the failure on', async () => {
    const { tasks, logger } = tasksWithLogger();
    const failure = new Error('smtp down');

    tasks.run('mail', async () => {
      throw failure;
    });

    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith({ err: failure, task: 'mail' }, 'task failed'),
    );
  });

  it('lets running tasks finish before the application shuts down', async () => {
    const { tasks } = tasksWithLogger();
    let finished = false;
    tasks.run('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });

    await tasks.beforeApplicationShutdown();
    expect(finished).toBe(true);
  });
});
