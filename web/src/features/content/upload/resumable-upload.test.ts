import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../../../test/fake-upload';
import { UploadCancelledError, uploadResumably } from './resumable-upload';

const MiB = 1024 * 1024;
const SIZE = 3 * MiB;
const LOCATION = '/api/upload/files/media-1';

const uploaded = {
  data: { mediaId: 'media-1', url: '', fileUrl: '', type: 'video', size: SIZE, status: 'pending' },
};

const video = () =>
  new File([new Uint8Array(SIZE)], 'trip.mp4', { type: 'video/mp4', lastModified: 1 });

/** Plays the server: answers each request tus sends, in turn. */
function server(answer: (request: FakeUpload) => void) {
  const answered = new Set<FakeUpload>();
  const timer = setInterval(() => {
    for (const request of FakeUpload.sent) {
      if (answered.has(request)) continue;
      answered.add(request);
      answer(request);
    }
  }, 5);
  return () => clearInterval(timer);
}

const tus = { 'Tus-Resumable': '1.0.0' };
const created = (request: FakeUpload) =>
  request.respond(201, undefined, { ...tus, Location: LOCATION });
const finished = (request: FakeUpload) =>
  request.respond(200, uploaded, { ...tus, 'Upload-Offset': String(SIZE) });
const calls = () => FakeUpload.sent.map((request) => `${request.method} ${request.url}`);

describe('uploadResumably', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens an upload, sends the file and answers the media item, forgetting the upload', async () => {
    const stop = server((request) =>
      request.method === 'POST' ? created(request) : finished(request),
    );
    const progress = vi.fn();
    const media = await uploadResumably(video(), { onProgress: progress, retryDelays: [] });
    stop();
    expect(media.mediaId).toBe('media-1');
    expect(calls()).toEqual(['POST /api/upload/files', `PATCH ${LOCATION}`]);
    const [opened, sent] = FakeUpload.sent;
    expect(opened.headers['Upload-Length']).toBe(String(SIZE));
    expect(opened.headers['Upload-Metadata']).toContain(`filetype ${btoa('video/mp4')}`);
    expect(sent.headers['Upload-Offset']).toBe('0');
    expect(sent.headers['Content-Type']).toBe('application/offset+octet-stream');
    expect(localStorage.length).toBe(0);
  });

  it('after a dropped connection asks where the upload stands and sends the rest from there', async () => {
    let patches = 0;
    const stop = server((request) => {
      if (request.method === 'POST') created(request);
      else if (request.method === 'HEAD') {
        request.respond(200, undefined, {
          ...tus,
          'Upload-Offset': String(MiB),
          'Upload-Length': String(SIZE),
        });
      } else if (++patches === 1) request.fail();
      else finished(request);
    });
    const onInterrupted = vi.fn();
    const media = await uploadResumably(video(), {
      onProgress: () => undefined,
      onInterrupted,
      retryDelays: [0],
    });
    stop();
    expect(media.mediaId).toBe('media-1');
    expect(calls()).toEqual([
      'POST /api/upload/files',
      `PATCH ${LOCATION}`,
      `HEAD ${LOCATION}`,
      `PATCH ${LOCATION}`,
    ]);
    expect(FakeUpload.sent[3].headers['Upload-Offset']).toBe(String(MiB));
    expect(onInterrupted.mock.calls).toEqual([[true], [false]]);
  });

  it('gives up after its retries, and a later attempt continues the same upload', async () => {
    const failing = server((request) =>
      request.method === 'POST' ? created(request) : request.fail(),
    );
    const failure = await uploadResumably(video(), {
      onProgress: () => undefined,
      retryDelays: [0, 0],
    }).catch((error: unknown) => error);
    failing();
    expect(failure).toMatchObject({ kind: 'network' });
    // Each retry first asks where the upload stands.
    expect(calls()).toEqual([
      'POST /api/upload/files',
      `PATCH ${LOCATION}`,
      `HEAD ${LOCATION}`,
      `HEAD ${LOCATION}`,
    ]);

    FakeUpload.sent = [];
    const stop = server((request) =>
      request.method === 'HEAD'
        ? request.respond(200, undefined, {
            ...tus,
            'Upload-Offset': String(2 * MiB),
            'Upload-Length': String(SIZE),
          })
        : finished(request),
    );
    await uploadResumably(video(), { onProgress: () => undefined, retryDelays: [] });
    stop();
    expect(calls()).toEqual([`HEAD ${LOCATION}`, `PATCH ${LOCATION}`]);
    expect(FakeUpload.sent[1].headers['Upload-Offset']).toBe(String(2 * MiB));
  });

  it('stops at once on a refusal that retrying cannot fix, in the server’s words', async () => {
    const stop = server((request) =>
      request.method === 'POST'
        ? created(request)
        : request.respond(400, { error: 'Unsupported file type.' }, tus),
    );
    const failure = await uploadResumably(video(), {
      onProgress: () => undefined,
      retryDelays: [0, 0],
    }).catch((error: unknown) => error);
    stop();
    expect(failure).toMatchObject({ message: 'Unsupported file type.', status: 400 });
    expect(calls().filter((call) => call.startsWith('PATCH'))).toHaveLength(1);
  });

  it('stops sending and gives the upload up when its file is removed mid-upload', async () => {
    const stop = server((request) => {
      if (request.method === 'POST') created(request);
      if (request.method === 'DELETE') request.respond(204, undefined, tus);
    });
    const removal = new AbortController();
    const upload = uploadResumably(video(), {
      onProgress: () => undefined,
      signal: removal.signal,
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(calls()).toContain(`PATCH ${LOCATION}`));
    removal.abort();
    expect(await upload).toBeInstanceOf(UploadCancelledError);
    await vi.waitFor(() => expect(calls()).toContain(`DELETE ${LOCATION}`));
    stop();
  });
});
