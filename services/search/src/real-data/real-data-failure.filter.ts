import { type ArgumentsHost, Catch, type ExceptionFilter, Inject } from '@nestjs/common';
import { APP_LOGGER, toApiFailure } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** What each real-data call answers when it fails: `success: false` with its payload empty. */
const EMPTY_PAYLOADS: Record<string, Record<string, unknown>> = {
  'platform-stats': {
    stats: {
      totalUsers: 0,
      totalCreators: 0,
      totalContent: 0,
      totalSubscriptions: 0,
      totalRevenue: 0,
    },
  },
  creators: { creators: [], total: 0 },
  'featured-creators': { creators: [] },
  content: { content: [], total: 0 },
  trending: { content: [] },
  users: { users: [] },
  user: { user: null },
  'recent-activity': { activity: [] },
};

/**
 * The spec's real-data clients read `success` and fall back to empty results: every failure,
 * invalid input included, answers its status with `success: false`, the empty payload of the call
 * and the error in the API's usual `error` field.
 */
@Catch()
export class RealDataFailureFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toApiFailure(exception);
    if (status >= 500) this.logger.error({ err: exception, reqId: request.id }, 'real-data failed');
    const call = /\/real-data\/(?:search\/)?([a-z-]+)/.exec(request.url)?.[1] ?? '';
    void reply.status(status).send({ success: false, ...EMPTY_PAYLOADS[call], ...body });
  }
}
