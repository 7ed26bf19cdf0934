import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_FIXTURES } from '../../../test/content-fixtures';
import { FakeUpload } from '../../../test/fake-upload';
import { type FakeTusServer, acceptPatch, fakeTusServer } from '../../../test/fake-tus-server';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { ContentUploadPage } from './content-upload-page';
import { CHUNK_BYTES } from './resumable-upload';

const SIZE = 3 * CHUNK_BYTES;

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

const largeVideo = () => new File([new Uint8Array(SIZE)], 'trip.mp4', { type: 'video/mp4' });

/** The JSON side of the server: the page's lists and what the finished upload became. */
function stubServer() {
  return stubApiRoutes({
    'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
    'GET /content/folders': () => jsonResponse(200, { data: [] }),
    'GET /content/tags': () => jsonResponse(200, { data: [] }),
    'GET /upload/sessions/upload-1': () =>
      jsonResponse(200, {
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

async function nextPatch(server: FakeTusServer, count: number): Promise<FakeUpload> {
  await waitFor(() => expect(server.patches).toHaveLength(count), { timeout: 3000 });
  return server.patches[count - 1]!;
}

async function pickLargeVideo() {
  renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
  await screen.findByRole('heading', { name: 'Upload content' });
  fireEvent.change(screen.getByLabelText('Add photos or videos'), {
    target: { files: [largeVideo()] },
  });
}

describe('ContentUploadPage with a large video', () => {
  let server: FakeTusServer;
  beforeEach(() => {
    FakeUpload.sent = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => 'blob:preview',
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    server = fakeTusServer(SIZE);
  });
  afterEach(() => {
    server.stop();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('sends it over tus in chunks and, after a dropped connection, goes on from the server’s offset', async () => {
    const calls = stubServer();
    await pickLargeVideo();

    const first = await nextPatch(server, 1);
    expect(first.headers['Upload-Offset']).toBe('0');
    expect(first.headers.Authorization).toBe(`Bearer ${creator.token}`);
    expect(server.requests[0]!.headers['Upload-Length']).toBe(String(SIZE));
    first.progress(CHUNK_BYTES / 2, CHUNK_BYTES);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading trip.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '16'));
    acceptPatch(server, first, CHUNK_BYTES);

    const second = await nextPatch(server, 2);
    expect(second.headers['Upload-Offset']).toBe(String(CHUNK_BYTES));
    // The server got the whole chunk, but its answer never arrived.
    server.offset = 2 * CHUNK_BYTES;
    second.fail();
    expect(await screen.findByText(/Connection lost/)).toBeInTheDocument();

    const third = await nextPatch(server, 3);
    expect(third.headers['Upload-Offset']).toBe(String(2 * CHUNK_BYTES));
    third.progress(10, 100);
    await waitFor(() => expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument());
    acceptPatch(server, third, SIZE);

    const item = screen.getByRole('listitem', { name: 'trip.mp4' });
    expect(await within(item).findByText('Processing')).toBeInTheDocument();
    expect(server.requests.map((request) => request.method)).toEqual([
      'POST',
      'PATCH',
      'PATCH',
      'HEAD',
      'PATCH',
    ]);
    expect(calls.some((call) => call.path === '/upload/sessions/upload-1')).toBe(true);
  });

  it('stops sending and gives the upload up when the video is removed mid-upload', async () => {
    stubServer();
    await pickLargeVideo();
    const first = await nextPatch(server, 1);
    first.progress(50, 100);

    fireEvent.click(screen.getByRole('button', { name: 'Remove trip.mp4' }));

    expect(screen.queryByRole('listitem', { name: 'trip.mp4' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PATCH', 'DELETE']),
    );
    expect(server.requests[2]!.url).toMatch(/\/api\/upload\/sessions\/upload-1$/);
  });

  it('leaves a small video to a plain upload', async () => {
    stubServer();
    renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
    await screen.findByRole('heading', { name: 'Upload content' });
    const small = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), { target: { files: [small] } });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(FakeUpload.sent[0]!.method).toBe('POST');
    expect(FakeUpload.sent[0]!.url).toBe('/api/upload');
  });
});
