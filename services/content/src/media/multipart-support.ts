import multipart from '@fastify/multipart';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { VIDEO_MAX_BYTES } from '@tessera/rules';
import type { FastifyInstance } from 'fastify';

/** Largest value of a form field (a post's description fits easily), and fields per form. */
const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

/**
 * Lets the service's routes read `multipart/form-data` bodies as streams. The parser stops
 * copying a file one byte past the largest accepted size (a video); each upload's own limit is
 * enforced while it streams to storage, so an oversized file is cut off and the rest of the body
 * is read to the end without being kept, and the client gets an answer rather than a reset.
 */
@Injectable()
export class MultipartSupport implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    void fastify?.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: VIDEO_MAX_BYTES + 1,
        fieldSize: FIELD_MAX_BYTES,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + 20,
      },
    });
  }
}
