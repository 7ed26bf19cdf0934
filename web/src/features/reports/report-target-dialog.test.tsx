import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { jsonResponse, stubApiRoutes, type ApiCall } from '../../test/stub-api';
import { makeAuth, makeUser } from '../../test/test-fixtures';
import { ReportTargetDialog } from './report-target-dialog';

const fan = makeAuth(makeUser({ id: 'fan-1', role: 'subscriber' }));
/** The dialog and the select open with animations; give them time on a busy machine. */
const SLOW = { timeout: 5_000 };
let calls: ApiCall[];

beforeEach(() => {
  calls = stubApiRoutes({
    'POST /messages/conv-1-4/report': () => jsonResponse(201, { data: { reportId: 'r' } }),
    'POST /users/creator-1/report': () =>
      jsonResponse(409, {
        success: false,
        error: 'You have already reported this account; our moderators will look at it',
      }),
  });
});

async function pickReason(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
  fireEvent.click(await screen.findByTitle(label, {}, SLOW));
}

describe('ReportTargetDialog', () => {
  it('asks for a reason, then sends it with the details', async () => {
    const closed: boolean[] = [];
    renderFeature(
      <ReportTargetDialog
        target={{ type: 'message', messageId: 'conv-1-4' }}
        open
        onClose={() => closed.push(true)}
      />,
      { auth: fan },
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Report this message')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Pick a reason', {}, SLOW)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await pickReason(dialog, 'Harassment or bullying');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), {
      target: { value: '  Threatens to post my photos ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      reason: 'harassment',
      description: 'Threatens to post my photos',
    });
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it('shows the refusal of a repeated report and stays open', async () => {
    const closed: boolean[] = [];
    renderFeature(
      <ReportTargetDialog
        target={{ type: 'user', userId: 'creator-1' }}
        open
        onClose={() => closed.push(true)}
      />,
      { auth: fan },
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Report this account')).toBeInTheDocument();
    await pickReason(dialog, 'Spam or misleading');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/already reported this account/, {}, SLOW)).toBeInTheDocument();
    expect(closed).toEqual([]);
  });
});
