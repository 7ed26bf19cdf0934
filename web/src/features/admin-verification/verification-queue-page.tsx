import type { VerificationRequestStatus } from '@tessera/contracts';
import { Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useVerificationQueue } from '../../hooks/use-verification-queue';
import { VerificationRequestCard } from './verification-request-card';

const STATUSES: Array<{ label: string; value: VerificationRequestStatus }> = [
  { label: 'Pending', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
];

/** `/admin/credentials`: creators' identity verification requests, worked oldest first. */
export function VerificationQueuePage() {
  const [status, setStatus] = useState<VerificationRequestStatus>('pending');
  const queue = useVerificationQueue(status);
  const items = queue.data?.items ?? [];

  return (
    <Flex vertical gap={16} className="page page--narrow verification-queue">
      <Typography.Title level={1} className="page-title">
        Creator verification
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Documents stay blurred until you click them; their links work for five minutes. Documents
        are deleted 30 days after the decision.
      </Typography.Paragraph>
      <Segmented
        aria-label="Status"
        options={STATUSES}
        value={status}
        onChange={(value) => setStatus(value as VerificationRequestStatus)}
      />
      {queue.isLoading ? (
        <Skeleton active />
      ) : queue.isError ? (
        <Typography.Text type="danger">{queue.error.message}</Typography.Text>
      ) : items.length === 0 ? (
        <Empty description={`No ${status} requests`} />
      ) : (
        items.map((request) => <VerificationRequestCard key={request.id} request={request} />)
      )}
    </Flex>
  );
}
