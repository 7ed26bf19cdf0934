import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { QueueModuleOptions } from '../queue-options';
import { QueueRegistry } from '../queue-registry';
import { QUEUE_MODULE_OPTIONS } from '../queue.tokens';
import { AccessTokenVerifier } from '../../auth/access-token.verifier';
import {
  boardSessionCookie,
  boardTokenOf,
  clearedBoardSessionCookie,
  decideBoardAccess,
} from './board-access';

/**
 * Bull Board on the service's own Fastify instance, for admins only. Every request under the
 * board's path, its page, scripts and XHRs alike, must carry an admin's access token. A browser
 * cannot put a bearer header on a page load, so the admin app first calls
 * `POST <path>/session` with its bearer token; the board answers with an HttpOnly, SameSite=Strict
 * cookie scoped to its path that holds that same token, then the app opens `<path>`. The token is
 * verified again on every request, so the board's access ends with the token's.
 * `DELETE <path>/session` removes the cookie.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  private board: ReturnType<typeof createBullBoard> | null = null;

  constructor(
    @Inject(QUEUE_MODULE_OPTIONS) private readonly options: QueueModuleOptions,
    private readonly registry: QueueRegistry,
    private readonly adapterHost: HttpAdapterHost,
    private readonly tokens: AccessTokenVerifier,
  ) {}

  /**
   * Shows other queues beside the service's own, e.g. every service's on the admin service's
   * board; the list given replaces the one shown before.
   */
  showAlso(queues: readonly Queue[]): void {
    this.board?.replaceQueues(this.adapters([...this.registry.all(), ...queues]));
  }

  private adapters(queues: readonly Queue[]): BullMQAdapter[] {
    const readOnlyMode = this.options.board?.readOnly ?? false;
    return queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode }));
  }

  /** Runs after every feature has declared its queues, and before the server listens. */
  async onModuleInit(): Promise<void> {
    const board = this.options.board;
    if (!board) return;
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) throw new Error('The queue board needs the HTTP application of the service');
    const path = `/${board.path.replace(/^\/+|\/+$/g, '')}`;
    const verify = (token: string) => this.tokens.verify(token);

    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(path);
    this.board = createBullBoard({
      queues: this.adapters(this.registry.all()),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Tessera queues' } },
    });

    await fastify.register(
      async (scope) => {
        scope.addHook('onRequest', async (request, reply) => {
          const access = await decideBoardAccess(request.headers, verify);
          if (!access.allowed) return reply.code(access.status).send({ error: access.error });
        });
        scope.post('/session', async (request, reply) =>
          reply
            .header('set-cookie', boardSessionCookie(boardTokenOf(request.headers) ?? '', path))
            .code(204)
            .send(),
        );
        scope.delete('/session', async (_request, reply) =>
          reply.header('set-cookie', clearedBoardSessionCookie(path)).code(204).send(),
        );
        await scope.register(serverAdapter.registerPlugin());
      },
      { prefix: path },
    );
  }
}
