import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { VerificationSettingsPage } from './verification-settings-page';

const creator = makeAuth(makeUser({ id: 'creator-1', role: 'creator' }));

const answering = (request: unknown) =>
  stubApiRoutes({
    'GET /verification/requests/mine': () => jsonResponse(200, { data: { request } }),
  });

describe('VerificationSettingsPage', () => {
  it('asks for the required documents and consent before sending', async () => {
    answering(null);
    renderFeature(<VerificationSettingsPage />, { auth: creator });
    expect(await screen.findByText('Front of your ID')).toBeInTheDocument();
    expect(screen.getByText('Back of your ID (optional)')).toBeInTheDocument();
    expect(screen.getByText(/deleted 30 days after the decision/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeDisabled();
  });

  it('shows a request under review instead of the form', async () => {
    answering({
      id: 'req-1',
      userId: 'creator-1',
      username: null,
      displayName: null,
      type: 'identity',
      status: 'pending',
      documents: [],
      submittedAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: null,
      reviewedBy: null,
      notes: null,
    });
    renderFeature(<VerificationSettingsPage />, { auth: creator });
    expect(await screen.findByText('Your request is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('shows why the last request was rejected and lets the creator send again', async () => {
    answering({
      id: 'req-1',
      userId: 'creator-1',
      username: null,
      displayName: null,
      type: 'identity',
      status: 'rejected',
      documents: [],
      submittedAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: '2026-11-21T10:00:00.000Z',
      reviewedBy: 'admin-1',
      notes: 'The ID is blurred.',
    });
    renderFeature(<VerificationSettingsPage />, { auth: creator });
    expect(await screen.findByText(/The ID is blurred\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
  });
});
