import type { UploadSessionDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_FIXTURES } from '../../../test/content-fixtures';
import { FakeUpload } from '../../../test/fake-upload';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { ContentUploadPage } from './content-upload-page';

const MiB = 1024 * 1024;
const CHUNK = 8 * MiB;
const SIZE = 3 * CHUNK;

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

function session(offset: number, status: UploadSessionDto['status'] = 'open'): UploadSessionDto {
  return {
    sessionId: 'session-1',
    fileName: 'trip.mp4',
    mimeType: 'video/mp4',
    type: 'video',
    size: SIZE,
    chunkSize: CHUNK,
    offset,
    status,
    mediaId: null,
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
}

function largeVideo(): File {
  const file = new File(['x'], 'trip.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: SIZE });
  return file;
}

/** The server's side: what it has committed, as the session route reports it. */
function stubServer(committed: { offset: number }) {
  return stubApiRoutes({
    'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
    'GET /content/folders': () => jsonResponse(200, { data: [] }),
    'GET /content/tags': () => jsonResponse(200, { data: [] }),
    'POST /upload/sessions': () => jsonResponse(201, { data: session(0) }),
    'GET /upload/sessions/session-1': () => jsonResponse(200, { data: session(committed.offset) }),
    'DELETE /upload/sessions/session-1': () => jsonResponse(200, { data: null }),
    'POST /upload/sessions/session-1/complete': () =>
      jsonResponse(201, {
        data: {
          mediaId: 'media-1',
          url: '',
          fileUrl: '',
          type: 'video',
          size: SIZE,
          status: 'pending',
        },
      }),
    'GET /upload/media-1': () =>
      jsonResponse(200, {
        data: { mediaId: 'media-1', type: 'video', status: 'processing', size: SIZE },
      }),
  });
}

async function nextChunk(count: number): Promise<FakeUpload> {
  await waitFor(() => expect(FakeUpload.sent).toHaveLength(count), { timeout: 3000 });
  return FakeUpload.sent[count - 1]!;
}

describe('ContentUploadPage with a large video', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => 'blob:preview',
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('sends it in chunks and, after a dropped connection, goes on from the server’s offset', async () => {
    const committed = { offset: 0 };
    const calls = stubServer(committed);
    renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
    await screen.findByRole('heading', { name: 'Upload content' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), {
      target: { files: [largeVideo()] },
    });

    const first = await nextChunk(1);
    expect(first.method).toBe('PUT');
    expect(first.url).toBe('/api/upload/sessions/session-1');
    expect(first.headers['Upload-Offset']).toBe('0');
    expect(first.body?.get('chunk')).toBeInstanceOf(Blob);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fileName: 'trip.mp4',
      mimeType: 'video/mp4',
      size: SIZE,
    });
    first.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading trip.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '16'));
    committed.offset = CHUNK;
    first.respond(200, { data: session(CHUNK) });

    const second = await nextChunk(2);
    expect(second.headers['Upload-Offset']).toBe(String(CHUNK));
    second.progress(100, 100);
    // The server got the whole chunk, but its answer never arrived.
    committed.offset = 2 * CHUNK;
    second.fail();
    expect(await screen.findByText(/Connection lost/)).toBeInTheDocument();

    const third = await nextChunk(3);
    expect(third.headers['Upload-Offset']).toBe(String(2 * CHUNK));
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/upload/sessions/session-1')).toHaveLength(1);
    third.respond(200, { data: session(SIZE) });

    const item = screen.getByRole('listitem', { name: 'trip.mp4' });
    expect(await within(item).findByText('Processing')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/upload/sessions/session-1/complete')).toBe(true);
    expect(FakeUpload.sent).toHaveLength(3);
  });

  it('stops sending and cancels the session when the video is removed mid-upload', async () => {
    const calls = stubServer({ offset: 0 });
    renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
    await screen.findByRole('heading', { name: 'Upload content' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), {
      target: { files: [largeVideo()] },
    });
    const first = await nextChunk(1);
    first.progress(50, 100);

    fireEvent.click(screen.getByRole('button', { name: 'Remove trip.mp4' }));

    expect(screen.queryByRole('listitem', { name: 'trip.mp4' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
        expect.objectContaining({ path: '/upload/sessions/session-1' }),
      ]),
    );
    expect(FakeUpload.sent).toHaveLength(1);
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false);
  });

  it('leaves a small video to a plain upload', async () => {
    stubServer({ offset: 0 });
    renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
    await screen.findByRole('heading', { name: 'Upload content' });
    const small = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), { target: { files: [small] } });
    const upload = await nextChunk(1);
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/upload');
  });
});
