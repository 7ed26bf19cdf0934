import type { UploadSessionDto } from '@tessera/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../../../test/fake-upload';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { AUTO_RETRIES, UploadCancelledError, uploadResumably } from './resumable-upload';

const MiB = 1024 * 1024;
const CHUNK = 8 * MiB;
const SIZE = 2 * CHUNK;

const session = (sessionId: string, offset: number): UploadSessionDto => ({
  sessionId,
  fileName: 'trip.mp4',
  mimeType: 'video/mp4',
  type: 'video',
  size: SIZE,
  chunkSize: CHUNK,
  offset,
  status: 'open',
  mediaId: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

const uploaded = {
  data: { mediaId: 'media-1', url: '', fileUrl: '', type: 'video', size: SIZE, status: 'pending' },
};

function video(): File {
  const file = new File(['x'], 'trip.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: SIZE });
  return file;
}

/** Answers every chunk sent, in turn, with the given status and session. */
function answerChunks(answer: (upload: FakeUpload) => void) {
  const answered = new Set<FakeUpload>();
  const timer = setInterval(() => {
    for (const upload of FakeUpload.sent) {
      if (answered.has(upload)) continue;
      answered.add(upload);
      answer(upload);
    }
  }, 5);
  return () => clearInterval(timer);
}

const noWait = () => Promise.resolve();

describe('uploadResumably', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });

  it('continues the session of an earlier attempt from the offset the server has', async () => {
    const calls = stubApiRoutes({
      'GET /upload/sessions/earlier': () => jsonResponse(200, { data: session('earlier', CHUNK) }),
      'POST /upload/sessions/earlier/complete': () => jsonResponse(201, uploaded),
    });
    const stop = answerChunks((upload) => upload.respond(200, { data: session('earlier', SIZE) }));
    const media = await uploadResumably(video(), {
      sessionId: 'earlier',
      onProgress: () => undefined,
      wait: noWait,
    });
    stop();
    expect(media.mediaId).toBe('media-1');
    expect(FakeUpload.sent.map((upload) => upload.headers['Upload-Offset'])).toEqual([
      String(CHUNK),
    ]);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/upload/sessions')).toBe(
      false,
    );
  });

  it('starts over with a new session when the earlier one has expired', async () => {
    const calls = stubApiRoutes({
      'GET /upload/sessions/earlier': () => jsonResponse(410, { error: 'expired' }),
      'POST /upload/sessions': () => jsonResponse(201, { data: session('fresh', 0) }),
      'POST /upload/sessions/fresh/complete': () => jsonResponse(201, uploaded),
    });
    let offset = 0;
    const stop = answerChunks((upload) => {
      offset += CHUNK;
      upload.respond(200, { data: session('fresh', offset) });
    });
    const onSession = vi.fn();
    await uploadResumably(video(), {
      sessionId: 'earlier',
      onSession,
      onProgress: () => undefined,
      wait: noWait,
    });
    stop();
    expect(onSession).toHaveBeenCalledWith('fresh');
    expect(FakeUpload.sent.map((upload) => upload.url)).toEqual([
      '/api/upload/sessions/fresh',
      '/api/upload/sessions/fresh',
    ]);
    expect(calls.filter((call) => call.path === '/upload/sessions')).toHaveLength(1);
  });

  it('gives up after riding out a few failures in a row, keeping the session for Retry', async () => {
    stubApiRoutes({
      'POST /upload/sessions': () => jsonResponse(201, { data: session('s', 0) }),
      'GET /upload/sessions/s': () => jsonResponse(200, { data: session('s', 0) }),
    });
    const stop = answerChunks((upload) => upload.fail());
    const wait = vi.fn(noWait);
    const onSession = vi.fn();
    const failure = await uploadResumably(video(), {
      onSession,
      onProgress: () => undefined,
      wait,
    }).catch((error: unknown) => error);
    stop();
    expect(failure).toMatchObject({ kind: 'network' });
    expect(wait).toHaveBeenCalledTimes(AUTO_RETRIES);
    expect(FakeUpload.sent).toHaveLength(AUTO_RETRIES + 1);
    expect(onSession).toHaveBeenCalledWith('s');
  });

  it('stops sending and gives the session up when its file is removed mid-upload', async () => {
    const calls = stubApiRoutes({
      'POST /upload/sessions': () => jsonResponse(201, { data: session('s', 0) }),
      'DELETE /upload/sessions/s': () => jsonResponse(200, { data: null }),
    });
    const removal = new AbortController();
    const upload = uploadResumably(video(), {
      onProgress: () => undefined,
      wait: noWait,
      signal: removal.signal,
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0].progress(MiB, CHUNK);
    removal.abort();
    expect(await upload).toBeInstanceOf(UploadCancelledError);
    expect(FakeUpload.sent).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/upload/sessions/s' }),
    ]);
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false);
  });

  it('stops at once on a refusal that retrying cannot fix', async () => {
    stubApiRoutes({
      'POST /upload/sessions': () => jsonResponse(201, { data: session('s', 0) }),
    });
    const stop = answerChunks((upload) => upload.respond(400, { error: 'Unsupported file type.' }));
    const wait = vi.fn(noWait);
    const failure = await uploadResumably(video(), { onProgress: () => undefined, wait }).catch(
      (error: unknown) => error,
    );
    stop();
    expect(failure).toMatchObject({ message: 'Unsupported file type.', status: 400 });
    expect(wait).not.toHaveBeenCalled();
  });
});
