import { InternalHttpError } from '@tessera/platform';
import { describe, expect, it } from 'vitest';
import { asAdminAnswer } from './passed-on-errors';

const AWAY = 'Payments cannot be reached right now; try again in a minute';

const messageOf = (answer: { getResponse(): unknown }) =>
  (answer.getResponse() as { error?: string }).error;

const answered = (status: number, message = 'Refund not found') =>
  new InternalHttpError(message, {
    failure: 'response',
    service: 'subscription-billing',
    method: 'POST',
    path: '/internal/refunds',
    status,
  });

describe('asAdminAnswer', () => {
  it("passes the owning service's refusals on as they are", () => {
    for (const status of [400, 404, 409]) {
      const answer = asAdminAnswer(answered(status), AWAY);
      expect(answer.getStatus()).toBe(status);
      expect(messageOf(answer)).toBe('Refund not found');
    }
  });

  it('passes a 403 on only where the caller says it is a refusal', () => {
    expect(asAdminAnswer(answered(403, 'Not your own refund'), AWAY, true).getStatus()).toBe(403);
    expect(asAdminAnswer(answered(403), AWAY).getStatus()).toBe(503);
  });

  it('answers 503 with the message for a server error, a timeout or anything else', () => {
    for (const error of [answered(500), new Error('socket hang up'), 'nope']) {
      const answer = asAdminAnswer(error, AWAY);
      expect(answer.getStatus()).toBe(503);
      expect(messageOf(answer)).toBe(AWAY);
    }
  });
});
