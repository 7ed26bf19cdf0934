import type { VerificationRequestDto } from '@tessera/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { VerificationQueuePage } from './verification-queue-page';

const admin = makeAuth(makeUser({ id: 'admin-1', role: 'admin' }));

const request: VerificationRequestDto = {
  id: 'req-1',
  userId: 'creator-1',
  username: null,
  displayName: 'Mara Lind',
  type: 'identity',
  status: 'pending',
  documents: [
    {
      id: 'doc-1',
      type: 'id_front',
      url: 'https://storage.example/doc-1?signature=x',
      filename: 'passport.png',
      contentType: 'image/png',
      uploadedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'doc-2',
      type: 'selfie',
      url: 'https://storage.example/doc-2?signature=y',
      filename: 'selfie.pdf',
      contentType: 'application/pdf',
      uploadedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  submittedAt: '2026-11-20T10:01:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  notes: null,
};

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'GET /admin/verifications': () =>
      jsonResponse(200, { data: { items: [request], page: 1, limit: 50, total: 1 } }),
    'POST /admin/verifications/req-1/decision': (call) =>
      jsonResponse(200, { data: { ...request, status: 'rejected', ...(call.body as object) } }),
  });
});

describe('VerificationQueuePage', () => {
  it('shows documents blurred until clicked, and a PDF as a link', async () => {
    renderFeature(<VerificationQueuePage />, { auth: admin });
    const frame = await screen.findByRole('button', { name: 'Show ID, front' });
    expect(frame.className).toContain('is-blurred');
    fireEvent.click(frame);
    expect(screen.getByRole('button', { name: 'ID, front' }).className).not.toContain('is-blurred');
    expect(screen.getByRole('link', { name: /Open Selfie with ID/ })).toHaveAttribute(
      'href',
      'https://storage.example/doc-2?signature=y',
    );
  });

  it('rejects only with notes, and sends them', async () => {
    renderFeature(<VerificationQueuePage />, { auth: admin });
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Notes for the creator'), {
      target: { value: 'The ID is blurred' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        decision: 'reject',
        notes: 'The ID is blurred',
      }),
    );
  });
});
