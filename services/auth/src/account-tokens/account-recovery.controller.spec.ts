import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundTasks } from '../tasks/background-tasks';
import { AccountRecoveryController } from './account-recovery.controller';
import { type AccountRecoveryService, RESET_LINK_SENT } from './account-recovery.service';

const request = {
  ip: '203.0.113.7',
  id: 'request-1',
  headers: { 'user-agent': 'vitest' },
} as unknown as FastifyRequest;

function controllerWith(requestPasswordReset: (email: string) => Promise<void>) {
  const recovery = { requestPasswordReset: vi.fn(requestPasswordReset) };
  const logger = { error: vi.fn() };
  const controller = new AccountRecoveryController(
    recovery as unknown as AccountRecoveryService,
    new BackgroundTasks(logger as unknown as Logger),
  );
  return { controller, recovery, logger };
}

describe('POST /auth/forgot-password', () => {
  it('answers before the email is looked up, so every email takes the same path', async () => {
    const { controller, recovery } = controllerWith(() => new Promise(() => undefined));

    const answer = await Promise.race([
      Promise.resolve(controller.forgotPassword({ email: 'ada@example.com' }, request)),
      sleep(500, 'still waiting'),
    ]);

    expect(answer).toEqual({ data: null, message: RESET_LINK_SENT });
    await vi.waitFor(() =>
      expect(recovery.requestPasswordReset).toHaveBeenCalledWith(
        'ada@example.com',
        expect.objectContaining({ ipAddress: '203.0.113.7', requestId: 'request-1' }),
      ),
    );
  });

  it('answers the same when the work after the answer fails', async () => {
    const { controller, logger } = controllerWith(async () => {
      throw new Error('database away');
    });

    expect(await controller.forgotPassword({ email: 'ada@example.com' }, request)).toEqual({
      data: null,
      message: RESET_LINK_SENT,
    });
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledOnce());
  });
});
