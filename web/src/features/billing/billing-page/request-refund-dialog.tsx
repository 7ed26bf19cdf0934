import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useRequestRefund } from '../hooks/use-request-refund';

const MIN_REASON = 3;

interface RequestRefundDialogProps {
  paymentId: string;
  description: string;
  onClose: () => void;
}

/** Asks why before sending a refund request; the platform's admins answer it. */
export function RequestRefundDialog({ paymentId, description, onClose }: RequestRefundDialogProps) {
  const request = useRequestRefund();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();

  return (
    <Modal
      open
      title="Request a refund"
      okText={request.isSuccess ? 'Close' : 'Send request'}
      okButtonProps={{
        disabled: !request.isSuccess && trimmed.length < MIN_REASON,
        loading: request.isPending,
      }}
      cancelButtonProps={{ style: request.isSuccess ? { display: 'none' } : undefined }}
      onOk={() => (request.isSuccess ? onClose() : request.mutate({ paymentId, reason: trimmed }))}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>{description}</Typography.Text>
        {request.isSuccess ? (
          <Alert
            type="success"
            showIcon
            title="Request sent"
            description="Our team will review it; you will be notified when the money is on its way."
          />
        ) : (
          <Input.TextArea
            aria-label="Why do you want a refund?"
            placeholder="Tell us what went wrong"
            value={reason}
            maxLength={500}
            autoSize={{ minRows: 3, maxRows: 6 }}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {request.isError && <Alert type="error" showIcon title={request.error.message} />}
      </Flex>
    </Modal>
  );
}
