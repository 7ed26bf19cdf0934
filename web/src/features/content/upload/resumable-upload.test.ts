import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { FakeUpload } from '../../../test/fake-upload';
import { type FakeTusServer, acceptPatch, fakeTusServer } from '../../../test/fake-tus-server';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { CHUNK_BYTES, UploadCancelledError, uploadResumably } from './resumable-upload';

const SIZE = 2 * CHUNK_BYTES;
const UPLOAD_URL = 'http://localhost:3000/api/upload/sessions/upload-1';

const uploaded = {
  data: { mediaId: 'media-1', url: '', fileUrl: '', type: 'video', size: SIZE, status: 'pending' },
};

const video = () => new File([new Uint8Array(SIZE)], 'trip.mp4', { type: 'video/mp4' });

async function nextPatch(server: FakeTusServer, count: number): Promise<FakeUpload> {
  await vi.waitFor(() => expect(server.patches).toHaveLength(count), { timeout: 3000 });
  return server.patches[count - 1]!;
}

const methods = (server: FakeTusServer) => server.requests.map((request) => request.method);

describe('uploadResumably', () => {
  let server: FakeTusServer;
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    server = fakeTusServer(SIZE);
    stubApiRoutes({ 'GET /upload/sessions/upload-1': () => jsonResponse(200, uploaded) });
  });
  afterEach(() => server.stop());

  it('creates an upload with the file’s name and type and sends it in chunks', async () => {
    const progress: number[] = [];
    const done = uploadResumably(video(), { onProgress: (percent) => progress.push(percent) });
    const first = await nextPatch(server, 1);
    const creation = server.requests[0]!;
    expect(creation.method).toBe('POST');
    expect(creation.url).toMatch(/\/api\/upload\/sessions$/);
    expect(creation.headers['Upload-Length']).toBe(String(SIZE));
    expect(creation.headers['Upload-Metadata']).toBe(
      `filename ${btoa('trip.mp4')},filetype ${btoa('video/mp4')}`,
    );
    expect(first.url).toBe(UPLOAD_URL);
    expect(first.headers['Upload-Offset']).toBe('0');
    expect(first.headers['Content-Type']).toBe('application/offset+octet-stream');
    first.progress(CHUNK_BYTES / 2, CHUNK_BYTES);
    acceptPatch(server, first, CHUNK_BYTES);
    const second = await nextPatch(server, 2);
    expect(second.headers['Upload-Offset']).toBe(String(CHUNK_BYTES));
    acceptPatch(server, second, SIZE);

    expect((await done).mediaId).toBe('media-1');
    expect(progress).toContain(25);
    expect(progress.at(-1)).toBe(100);
  });

  it('goes on from the server’s offset after a dropped connection', async () => {
    const interruptions: boolean[] = [];
    const done = uploadResumably(video(), {
      onProgress: () => undefined,
      onInterrupted: (interrupted) => interruptions.push(interrupted),
      retryDelays: [0, 0],
    });
    const first = await nextPatch(server, 1);
    // The server kept part of the chunk before the connection dropped.
    server.offset = 3 * 1024 * 1024;
    first.fail();
    const resumed = await nextPatch(server, 2);
    expect(resumed.headers['Upload-Offset']).toBe(String(3 * 1024 * 1024));
    expect(methods(server)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    resumed.progress(10, 100);
    acceptPatch(server, resumed, CHUNK_BYTES);
    acceptPatch(server, await nextPatch(server, 3), SIZE);

    expect((await done).mediaId).toBe('media-1');
    expect(interruptions).toEqual([true, false]);
  });

  it('continues the upload of an earlier attempt without creating another', async () => {
    server.offset = CHUNK_BYTES;
    const done = uploadResumably(video(), { onProgress: () => undefined, uploadUrl: UPLOAD_URL });
    const patch = await nextPatch(server, 1);
    expect(patch.headers['Upload-Offset']).toBe(String(CHUNK_BYTES));
    acceptPatch(server, patch, SIZE);
    await done;
    expect(methods(server)).toEqual(['HEAD', 'PATCH']);
  });

  it('starts over when the earlier upload has expired', async () => {
    server.headStatus = 404;
    const done = uploadResumably(video(), { onProgress: () => undefined, uploadUrl: UPLOAD_URL });
    const patch = await nextPatch(server, 1);
    expect(patch.headers['Upload-Offset']).toBe('0');
    expect(methods(server)).toEqual(['HEAD', 'POST', 'PATCH']);
    acceptPatch(server, patch, CHUNK_BYTES);
    acceptPatch(server, await nextPatch(server, 2), SIZE);
    await done;
  });

  it('gives up with the server’s reason when the file is refused', async () => {
    server.stop();
    const done = uploadResumably(video(), { onProgress: () => undefined });
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.respond(413, { error: 'File size exceeds 100MB limit.' });
    const error = await done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'File size exceeds 100MB limit.' });
    expect(FakeUpload.sent).toHaveLength(1);
  });

  it('gives up after its retries when the connection stays down', async () => {
    const done = uploadResumably(video(), { onProgress: () => undefined, retryDelays: [0, 0] });
    await nextPatch(server, 1);
    const sentBeforeDrop = FakeUpload.sent.length;
    server.stop();
    const failed = new Set<FakeUpload>();
    const network = setInterval(() => {
      for (const request of FakeUpload.sent.slice(sentBeforeDrop - 1)) {
        if (failed.has(request)) continue;
        failed.add(request);
        request.fail();
      }
    }, 5);
    const error = await done.catch((failure: unknown) => failure);
    clearInterval(network);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
    // The dropped chunk and one attempt per retry delay.
    expect(failed.size).toBe(3);
  });

  it('stops and gives the upload up when cancelled', async () => {
    const controller = new AbortController();
    const done = uploadResumably(video(), {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    await nextPatch(server, 1);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCancelledError);
    await vi.waitFor(() => expect(methods(server)).toContain('DELETE'));
  });
});
