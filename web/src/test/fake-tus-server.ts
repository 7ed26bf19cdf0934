import { FakeUpload } from './fake-upload';

export interface FakeTusServer {
  /** Bytes the server has of the upload: what `HEAD` answers. */
  offset: number;
  /** Answers `HEAD` of a known upload with this status instead (404 once it expired). */
  headStatus: number;
  /** Every tus request seen, in order. */
  requests: FakeUpload[];
  /** `PATCH` requests, answered by the test. */
  patches: FakeUpload[];
  stop(): void;
}

/**
 * The server's side of tus over the XMLHttpRequest stand-in: creation answers a Location,
 * `HEAD` the offset it holds, `DELETE` nothing; each `PATCH` is left for the test to answer.
 */
export function fakeTusServer(size: number, location = '/api/upload/sessions/upload-1') {
  const seen = new Set<FakeUpload>();
  const server: FakeTusServer = {
    offset: 0,
    headStatus: 200,
    requests: [],
    patches: [],
    stop: () => clearInterval(timer),
  };
  const tus = { 'Tus-Resumable': '1.0.0' };
  const timer = setInterval(() => {
    for (const request of FakeUpload.sent) {
      if (seen.has(request) || !request.headers['Tus-Resumable']) continue;
      seen.add(request);
      server.requests.push(request);
      if (request.method === 'POST')
        request.respond(201, undefined, { ...tus, Location: location });
      if (request.method === 'HEAD') {
        request.respond(server.headStatus, undefined, {
          ...tus,
          'Upload-Offset': String(server.offset),
          'Upload-Length': String(size),
        });
      }
      if (request.method === 'DELETE') request.respond(204, undefined, tus);
      if (request.method === 'PATCH') server.patches.push(request);
    }
  }, 5);
  return server;
}

/** Answers a `PATCH` as the server does once it stored the bytes up to `offset`. */
export function acceptPatch(server: FakeTusServer, request: FakeUpload, offset: number) {
  server.offset = offset;
  request.respond(204, undefined, { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset) });
}
