import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../../test/fake-upload';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { LOCAL_CHECKOUT, makePayment, makePaymentMethod } from '../billing/billing-test-fixtures';
import {
  installFakeSocket,
  makeConversation,
  makeMessage,
  makeProfile,
  type FakeSocket,
} from './messages-test-fixtures';
import { MessagesPage } from './messages-page';

const ok = (data: unknown) => () => jsonResponse(200, { data });
const PHOTO = {
  id: 'media-1',
  type: 'image' as const,
  name: 'Photo',
  size: 2048,
  mimeType: 'image/png',
  width: 640,
  height: 480,
  duration: null,
};
const LOCKED = makeMessage({
  id: 'conv-1-3',
  content: 'Something special',
  type: 'image',
  priceCents: 500,
  locked: true,
  attachments: [
    { ...PHOTO, url: null, thumbnail: null, previewUrl: 'https://media.test/preview.webp' },
  ],
});
const OPENED = {
  ...LOCKED,
  locked: false,
  attachments: [
    {
      ...PHOTO,
      url: 'https://media.test/full.webp',
      thumbnail: 'https://media.test/feed.webp',
      previewUrl: 'https://media.test/preview.webp',
    },
  ],
};

let fake: { socket: FakeSocket; restore: () => void };
beforeEach(() => {
  fake = installFakeSocket();
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  fake.restore();
  vi.unstubAllGlobals();
});

function stubThread(messages: unknown[], extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApiRoutes({
    'GET /messages/conversations': ok({
      conversations: [makeConversation('creator-1', { lastMessage: null, lastMessageAt: null })],
    }),
    'GET /users/creator-1': ok({ user: makeProfile() }),
    'GET /users/user-1': ok({ user: makeProfile({ id: 'user-1', displayName: 'Sam Fan' }) }),
    'GET /messages/conversations/conv-1/messages': ok({ items: messages, nextCursor: null }),
    'POST /messages/conversations/conv-1/read': ok({
      conversationId: 'conv-1',
      userId: 'user-1',
      lastReadMessageId: null,
      lastReadAt: '2025-06-01T10:05:00.000Z',
      unreadCount: 0,
    }),
    ...extra,
  });
}

describe('pay-per-view and attachments in the thread', () => {
  it('shows a locked photo blurred, sells it through the checkout and opens it live', async () => {
    const calls = stubThread([LOCKED], {
      'GET /billing/checkout-config': ok(LOCAL_CHECKOUT),
      'GET /billing/payment-methods': ok([makePaymentMethod()]),
      'POST /billing/unlocks': () =>
        jsonResponse(201, { data: makePayment({ purpose: 'unlock', amountCents: 500 }) }),
      'GET /billing/payments/pay-1': ok(makePayment({ purpose: 'unlock', status: 'succeeded' })),
    });
    renderFeature(<MessagesPage />, { route: '/messages?c=conv-1', auth: makeAuth() });

    const unlock = await screen.findByRole('button', { name: 'Unlock for $5.00' });
    expect(screen.getByText('Locked photo')).toBeInTheDocument();
    fireEvent.click(unlock);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this message' });
    const pay = await within(dialog).findByRole('button', { name: 'Unlock for $5.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await within(dialog).findByText('Message unlocked')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/billing/unlocks')?.body).toMatchObject({
      messageId: 'conv-1-3',
    });

    act(() => fake.socket.receive('message:updated', OPENED));
    await waitFor(() =>
      expect(document.querySelector('img[src="https://media.test/feed.webp"]')).not.toBeNull(),
    );
  });

  it('uploads a photo with progress and lets a creator send it with a price', async () => {
    const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));
    const calls = stubThread([], {
      'GET /upload/media-1': ok({ mediaId: 'media-1', type: 'image', status: 'ready', size: 3 }),
      'POST /messages/conversations/conv-1/messages': () =>
        jsonResponse(201, {
          data: { ...OPENED, senderId: 'creator-1', content: 'For you', locked: false },
        }),
    });
    renderFeature(<MessagesPage />, { route: '/messages?c=conv-1', auth: creator });

    const input = await screen.findByLabelText('Attach photos or videos');
    const file = new File([new Uint8Array([1, 2, 3])], 'beach.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    const upload = await waitFor(() => {
      expect(FakeUpload.sent).toHaveLength(1);
      return FakeUpload.sent[0]!;
    });
    expect(upload.url).toBe('/api/upload?purpose=message');
    act(() => upload.progress(40, 100));
    expect(await screen.findByText('Uploading')).toBeInTheDocument();
    act(() =>
      upload.respond(201, {
        data: {
          mediaId: 'media-1',
          url: '',
          fileUrl: '',
          type: 'image',
          size: 3,
          status: 'pending',
        },
      }),
    );
    expect(await screen.findByText('Ready')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Set a price' }));
    fireEvent.change(screen.getByLabelText('Price to unlock in dollars'), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'For you' } });
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages'))?.body,
      ).toEqual({
        content: 'For you',
        clientMessageId: expect.any(String),
        type: 'image',
        attachments: [{ mediaId: 'media-1' }],
        priceCents: 500,
      }),
    );
    expect(await screen.findByText('Pay-per-view · $5.00', { exact: false })).toBeInTheDocument();
  });
});
