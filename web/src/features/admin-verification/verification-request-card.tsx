import type { VerificationRequestDto } from '@tessera/contracts';
import { App, Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDecideVerification } from '../../hooks/use-verification-queue';
import { formatDateTime } from '../admin-users/admin-labels';
import { VerificationDocumentView } from './verification-document-view';

const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** A request with its documents, and for one under review, approve or reject with notes. */
export function VerificationRequestCard({ request }: { request: VerificationRequestDto }) {
  const decide = useDecideVerification();
  const { message } = App.useApp();
  const [notes, setNotes] = useState('');
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: request.id, decision, ...(notes.trim() ? { notes: notes.trim() } : {}) },
      {
        onSuccess: () =>
          void message.success(decision === 'approve' ? 'Creator verified' : 'Request rejected'),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Card size="small" className="verification-request">
      <Flex vertical gap={8}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>
            <Link to={`/admin/users/${request.userId}`}>
              {request.displayName ?? request.userId}
            </Link>
          </Typography.Text>
          <Tag color={STATUS_COLORS[request.status]}>{request.status}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          Submitted {formatDateTime(request.submittedAt)}
          {request.reviewedAt ? ` · decided ${formatDateTime(request.reviewedAt)}` : ''}
        </Typography.Text>
        <div className="verification-request__documents">
          {request.documents.map((document) => (
            <VerificationDocumentView key={document.id} document={document} />
          ))}
        </div>
        {request.notes && <Typography.Paragraph>Notes: {request.notes}</Typography.Paragraph>}
        {request.status === 'pending' && (
          <>
            <Input.TextArea
              aria-label="Notes for the creator"
              placeholder="Notes for the creator (required to reject)"
              value={notes}
              autoSize={{ minRows: 1, maxRows: 4 }}
              onChange={(event) => setNotes(event.target.value)}
            />
            <Flex gap={8}>
              <Button
                danger
                disabled={!notes.trim()}
                loading={decide.isPending}
                onClick={() => run('reject')}
              >
                Reject
              </Button>
              <Button type="primary" loading={decide.isPending} onClick={() => run('approve')}>
                Approve
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
}
