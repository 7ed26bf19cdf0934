import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../../test/fake-upload';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth } from '../../test/test-fixtures';
import { ProfileSetupPage } from './profile-setup-page';

const CHECKOUT = '/subscription/checkout?tier=pro-subscriber';

const MEDIA_ID = '5f0c2b8e-1d3a-4c6b-9e7f-0a1b2c3d4e5f';
const PREVIEW = 'https://media.test/feed.webp';

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

function renderSetup(route: string) {
  const auth = makeAuth();
  const calls = stubApiRoutes({
    'PUT /auth/profile': ({ body }) =>
      jsonResponse(200, { data: { user: { ...auth.user, ...(body as object) } } }),
    [`GET /upload/${MEDIA_ID}`]: () =>
      jsonResponse(200, {
        data: {
          mediaId: MEDIA_ID,
          type: 'image',
          status: 'ready',
          size: 10,
          thumbnailUrl: PREVIEW,
        },
      }),
  });
  const view = renderFeature(<ProfileSetupPage />, { route, path: '/setup', auth });
  return { ...view, calls };
}

describe('ProfileSetupPage', () => {
  it('remembers a skip and goes on to the plan chosen at sign-up', async () => {
    const { router, calls } = renderSetup(`/setup?next=${encodeURIComponent(CHECKOUT)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(CHECKOUT),
    );
    expect(calls.at(-1)?.body).toEqual({ setupComplete: true });
  });

  it('goes home after a skip without a plan, and ignores a next path outside checkout', async () => {
    const { router } = renderSetup('/setup?next=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('uploads a picture with its progress, shows it, and saves it by its upload id', async () => {
    const { calls, container } = renderSetup('/setup');
    expect(screen.queryByPlaceholderText('https://…')).toBeNull();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const picture = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [upload] = FakeUpload.sent;
    expect(upload.url).toBe('/api/upload?purpose=avatar');
    expect(upload.body?.get('type')).toBe('image');
    act(() => upload.progress(40, 100));
    expect(await screen.findByText('40%')).toBeVisible();
    act(() =>
      upload.respond(201, {
        data: {
          mediaId: MEDIA_ID,
          url: 'x',
          fileUrl: 'x',
          type: 'image',
          size: 2,
          status: 'pending',
        },
      }),
    );
    await waitFor(() => expect(container.querySelector(`img[src="${PREVIEW}"]`)).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.at(-1)?.method).toBe('PUT'));
    expect(calls.at(-1)?.body).toMatchObject({ avatarMediaId: MEDIA_ID, setupComplete: true });
    expect(calls.at(-1)?.body).not.toHaveProperty('avatar');
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { container } = renderSetup('/setup');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const page = new File(['<svg/>'], 'page.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [page] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('must be JPEG, PNG, GIF or WebP');
    expect(FakeUpload.sent).toHaveLength(0);
  });
});
