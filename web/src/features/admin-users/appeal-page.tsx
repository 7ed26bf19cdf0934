import { Alert, Button, Card, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSubmitAppeal } from '../../hooks/use-submit-appeal';

/**
 * Where a suspended or banned user appeals, from the link in the mail that told them; it needs
 * no sign-in, which their account no longer allows.
 */
export function AppealPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const submit = useSubmitAppeal();
  const [message, setMessage] = useState('');

  if (submit.isSuccess) {
    return (
      <Result
        status="success"
        title="Your appeal was received"
        subTitle="A member of the team will read it and write to you with the outcome."
      />
    );
  }
  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Appeal a decision on your account
      </Typography.Title>
      <Card>
        {!token && (
          <Alert type="warning" showIcon title="Open this page from the link in your mail" />
        )}
        <Typography.Paragraph>
          Tell us why the decision should change. You may appeal once.
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Your appeal"
          value={message}
          maxLength={4000}
          autoSize={{ minRows: 5, maxRows: 12 }}
          onChange={(event) => setMessage(event.target.value)}
        />
        {submit.isError && (
          <Alert type="error" showIcon className="page-alert" title={submit.error.message} />
        )}
        <Button
          type="primary"
          className="appeal-page__send"
          disabled={!token || !message.trim()}
          loading={submit.isPending}
          onClick={() => submit.mutate({ token, message: message.trim() })}
        >
          Send appeal
        </Button>
      </Card>
    </div>
  );
}
