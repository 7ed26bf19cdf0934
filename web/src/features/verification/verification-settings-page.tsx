import type {
  UploadedVerificationDocument,
  VerificationDocumentRole,
  VerificationRequestDto,
} from '@tessera/contracts';
import { Alert, App, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useMyVerification, useSubmitVerification } from '../../hooks/use-my-verification';
import { DocumentUploadField } from './document-upload-field';

const FIELDS: Array<{
  type: VerificationDocumentRole;
  label: string;
  hint: string;
  required: boolean;
}> = [
  {
    type: 'id_front',
    label: 'Front of your ID',
    hint: 'Passport, ID card or driving licence',
    required: true,
  },
  { type: 'id_back', label: 'Back of your ID', hint: 'For cards with two sides', required: false },
  {
    type: 'selfie',
    label: 'Selfie holding your ID',
    hint: 'Your face and the ID both readable',
    required: true,
  },
];

function RequestStatus({ request }: { request: VerificationRequestDto }) {
  if (request.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        title="Your request is under review"
        description="We will write to you when our team has decided."
      />
    );
  }
  if (request.status === 'approved') {
    return <Alert type="success" showIcon title="Your identity is verified" />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title="Your last request was not approved"
      description={`${request.notes ?? ''} You may send new documents below.`}
    />
  );
}

/** `/settings/verification`: a creator proves who they are with an ID and a selfie. */
export function VerificationSettingsPage() {
  const mine = useMyVerification();
  const submit = useSubmitVerification();
  const { message } = App.useApp();
  const [documents, setDocuments] = useState<
    Partial<Record<VerificationDocumentRole, UploadedVerificationDocument>>
  >({});
  const [consent, setConsent] = useState(false);

  const request = mine.data ?? null;
  const canSend = Boolean(documents.id_front && documents.selfie && consent);
  const send = () =>
    submit.mutate(
      {
        type: 'identity',
        documents: FIELDS.flatMap(({ type }) => {
          const document = documents[type];
          return document ? [{ type, mediaId: document.mediaId }] : [];
        }),
      },
      {
        onSuccess: () => void message.success('Sent for review'),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Flex vertical gap={16} className="page page--narrow verification-settings">
      <Typography.Title level={1} className="page-title">
        Identity verification
      </Typography.Title>
      {mine.isLoading ? <Skeleton active /> : request && <RequestStatus request={request} />}
      {!mine.isLoading && request?.status !== 'pending' && request?.status !== 'approved' && (
        <Card>
          <Flex vertical gap={16}>
            {FIELDS.map((field) => (
              <DocumentUploadField
                key={field.type}
                {...field}
                value={documents[field.type] ?? null}
                onChange={(document) =>
                  setDocuments((current) => ({ ...current, [field.type]: document ?? undefined }))
                }
              />
            ))}
            <Typography.Paragraph type="secondary" className="verification-settings__consent-text">
              Your documents are kept privately: only the members of our team who review your
              request can see them, through links that expire after five minutes, and they are
              deleted 30 days after the decision. JPEG, PNG or PDF, up to 10 MB each.
            </Typography.Paragraph>
            <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)}>
              I agree that Tessera may check these documents to verify my identity and age, and I
              confirm that everyone shown in my content has consented to it.
            </Checkbox>
            <Button type="primary" disabled={!canSend} loading={submit.isPending} onClick={send}>
              Send for review
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
