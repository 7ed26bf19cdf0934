import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_FIXTURES } from '../../../test/content-fixtures';
import { FakeUpload } from '../../../test/fake-upload';
import { renderFeature } from '../../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../../test/stub-api';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { ContentUploadPage } from './content-upload-page';

const MiB = 1024 * 1024;
const SIZE = 21 * MiB;
const LOCATION = '/api/upload/files/media-1';
const tus = { 'Tus-Resumable': '1.0.0' };

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

const largeVideo = () =>
  new File([new Uint8Array(SIZE)], 'trip.mp4', { type: 'video/mp4', lastModified: 1 });

/** The page's other calls; the upload itself goes through XMLHttpRequest. */
function stubServer() {
  return stubApiRoutes({
    'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
    'GET /content/folders': () => jsonResponse(200, { data: [] }),
    'GET /content/tags': () => jsonResponse(200, { data: [] }),
    'GET /upload/media-1': () =>
      jsonResponse(200, {
        data: { mediaId: 'media-1', type: 'video', status: 'processing', size: SIZE },
      }),
  });
}

const uploaded = {
  data: { mediaId: 'media-1', url: '', fileUrl: '', type: 'video', size: SIZE, status: 'pending' },
};

async function nextRequest(count: number): Promise<FakeUpload> {
  await waitFor(() => expect(FakeUpload.sent).toHaveLength(count), { timeout: 3000 });
  return FakeUpload.sent[count - 1]!;
}

async function pickLargeVideo() {
  renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
  await screen.findByRole('heading', { name: 'Upload content' });
  fireEvent.change(screen.getByLabelText('Add photos or videos'), {
    target: { files: [largeVideo()] },
  });
  const opened = await nextRequest(1);
  expect(opened.method).toBe('POST');
  expect(opened.url).toBe('/api/upload/files');
  expect(opened.headers['Upload-Length']).toBe(String(SIZE));
  opened.respond(201, undefined, { ...tus, Location: LOCATION });
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

  it('sends it with tus and, after a dropped connection, goes on from the server’s offset', async () => {
    stubServer();
    localStorage.clear();
    await pickLargeVideo();

    const first = await nextRequest(2);
    expect(first.method).toBe('PATCH');
    expect(first.url).toBe(LOCATION);
    expect(first.headers['Upload-Offset']).toBe('0');
    first.progress(SIZE / 2, SIZE);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading trip.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    first.fail();
    expect(await screen.findByText(/Connection lost/)).toBeInTheDocument();

    // The server kept what arrived before the connection dropped.
    const asked = await nextRequest(3);
    expect(asked.method).toBe('HEAD');
    asked.respond(200, undefined, {
      ...tus,
      'Upload-Offset': String(12 * MiB),
      'Upload-Length': String(SIZE),
    });
    const rest = await nextRequest(4);
    expect(rest.method).toBe('PATCH');
    expect(rest.headers['Upload-Offset']).toBe(String(12 * MiB));
    await waitFor(() => expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument());
    rest.respond(200, uploaded, { ...tus, 'Upload-Offset': String(SIZE) });

    const item = screen.getByRole('listitem', { name: 'trip.mp4' });
    expect(await within(item).findByText('Processing')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(4);
  });

  it('stops sending and cancels the upload when the video is removed mid-upload', async () => {
    stubServer();
    localStorage.clear();
    await pickLargeVideo();
    const sending = await nextRequest(2);
    sending.progress(MiB, SIZE);

    fireEvent.click(screen.getByRole('button', { name: 'Remove trip.mp4' }));

    expect(screen.queryByRole('listitem', { name: 'trip.mp4' })).not.toBeInTheDocument();
    const cancelled = await nextRequest(3);
    expect(cancelled.method).toBe('DELETE');
    expect(cancelled.url).toBe(LOCATION);
    cancelled.respond(204, undefined, tus);
  });

  it('leaves a small video to a plain upload', async () => {
    stubServer();
    renderFeature(<ContentUploadPage />, { route: '/content/upload', auth: creator });
    await screen.findByRole('heading', { name: 'Upload content' });
    const small = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Add photos or videos'), { target: { files: [small] } });
    const upload = await nextRequest(1);
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/upload');
  });
});
