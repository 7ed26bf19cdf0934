import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** The media type of the bytes a tus `PATCH` carries. */
export const TUS_BODY_TYPE = 'application/offset+octet-stream';

/**
 * Leaves the body of a tus `PATCH` unread for tus to stream into storage; fastify would
 * otherwise refuse the media type or buffer the whole body.
 */
@Injectable()
export class TusBodySupport implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));
  }
}
