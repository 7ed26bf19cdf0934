import { FIRST_TIER_STEP, MESSAGES } from '@tessera/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { CATEGORY_FIXTURES, makePost } from '../../../test/content-fixtures';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../../test/stub-api';
import { FakeUpload } from '../../../test/fake-upload';
import { makeAuth, makeUser } from '../../../test/test-fixtures';
import { ContentUploadPage } from './content-upload-page';

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

function stubContentApi(
  onCreate: (call: ApiCall) => void = () => undefined,
  created: () => Response = () => jsonResponse(201, { data: makePost({ status: 'pending' }) }),
  extra: Parameters<typeof stubApiRoutes>[0] = {},
) {
  return stubApiRoutes({
    ...extra,
    'GET /content/categories': () => jsonResponse(200, { data: CATEGORY_FIXTURES }),
    'GET /content/folders': () => jsonResponse(200, { data: [] }),
    'GET /content/tags': () => jsonResponse(200, { data: [{ tag: 'landscape', count: 4 }] }),
    'GET /upload/media-1': () =>
      jsonResponse(200, {
        data: { mediaId: 'media-1', type: 'image', status: 'processing', size: 3 },
      }),
    'POST /content': (call) => {
      onCreate(call);
      return created();
    },
  });
}

function renderUpload() {
  return renderFeature(<ContentUploadPage />, {
    route: '/content/upload',
    auth: creator,
    extraRoutes: [{ path: '/content/manage', element: <p>Manage page</p> }],
  });
}

function pickFiles(files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos or videos'), { target: { files } });
}

function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ContentUploadPage', () => {
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

  it('rejects files of other types or too large with the spec’s messages, without uploading', async () => {
    stubContentApi();
    renderUpload();
    await screen.findByRole('heading', { name: 'Upload content' });
    pickFiles([
      sizedFile('notes.txt', 'text/plain', 100),
      sizedFile('huge.png', 'image/png', 11 * 1024 * 1024),
    ]);
    const notes = screen.getByRole('listitem', { name: 'notes.txt' });
    expect(within(notes).getByText(MESSAGES.unsupportedFileType)).toBeInTheDocument();
    const huge = screen.getByRole('listitem', { name: 'huge.png' });
    expect(within(huge).getByText(MESSAGES.fileTooLarge(10))).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('shows each upload’s progress, then its processing, and posts the right body', async () => {
    let created: ApiCall | undefined;
    stubContentApi((call) => (created = call));
    const { router } = renderUpload();
    await screen.findByRole('heading', { name: 'Upload content' });
    pickFiles([sizedFile('fjord.jpg', 'image/jpeg', 2048)]);

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const upload = FakeUpload.sent[0]!;
    expect(upload.url).toBe('/api/upload');
    expect(upload.headers.Authorization).toBe('Bearer access-token');
    expect(upload.body?.get('type')).toBe('image');
    expect((upload.body?.get('file') as File).name).toBe('fjord.jpg');

    upload.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading fjord.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    upload.respond(201, {
      data: {
        mediaId: 'media-1',
        url: '',
        fileUrl: '',
        type: 'image',
        size: 2048,
        status: 'pending',
      },
    });
    const item = screen.getByRole('listitem', { name: 'fjord.jpg' });
    expect(await within(item).findByText('Processing')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Fjord at dawn ' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'First light' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/content/manage'));
    expect(created?.body).toEqual({
      title: 'Fjord at dawn',
      description: 'First light',
      type: 'photo',
      mediaIds: ['media-1'],
      privacyLevel: 'subscribers',
      tags: [],
      category: '',
      folderId: null,
      priceCents: null,
      scheduledAt: null,
      saveAsDraft: false,
    });
  });

  it.each([
    [400, 'This post contains a banned term: free stuff'],
    [403, 'Verify your identity before publishing: /settings/verification'],
  ])('shows the server’s reason when it refuses the post (%i)', async (status, reason) => {
    stubContentApi(undefined, () => jsonResponse(status, { error: reason }));
    renderUpload();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Free stuff' } });
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'Words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Your post was not saved')).toBeInTheDocument();
  });

  it('saves a text post without files as a draft', async () => {
    let created: ApiCall | undefined;
    stubContentApi((call) => (created = call));
    renderUpload();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Studio notes' } });
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'A long read' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(created).toBeDefined());
    expect(created?.body).toMatchObject({
      title: 'Studio notes',
      body: 'A long read',
      type: 'text',
      mediaIds: [],
      saveAsDraft: true,
    });
  });

  it('points a creator who sells no tier to the tier settings while the post is for subscribers', async () => {
    const ownTiers: unknown[] = [];
    stubContentApi(undefined, undefined, {
      'GET /subscriptions/creator-tiers': () => jsonResponse(200, { data: ownTiers }),
    });
    renderUpload();
    await screen.findByLabelText('Title');
    expect(screen.queryByText(FIRST_TIER_STEP)).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Who can see it' }));
    const subscribers = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title^="Subscribers"]');
      if (!found) throw new Error('No subscribers option');
      return found;
    });
    fireEvent.click(subscribers);
    expect(await screen.findByText(FIRST_TIER_STEP)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a tier' })).toHaveAttribute(
      'href',
      '/subscription-settings',
    );

    fireEvent.change(screen.getByLabelText('Unlock price (optional)'), { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByText(FIRST_TIER_STEP)).toBeNull());
  });
});
