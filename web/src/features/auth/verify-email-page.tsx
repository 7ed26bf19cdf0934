import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/navigation/button-link';
import { useVerifyEmail } from '../../hooks/use-verify-email';
import { useSession } from '../../session/session-context';
import { AuthLayout } from './auth-layout';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verifyEmail = useVerifyEmail();
  const { user } = useSession();
  const attempted = useRef(false);

  useEffect(() => {
    // Tokens are single-use: a second request (e.g. a remount) would report a false failure.
    if (!token || attempted.current) return;
    attempted.current = true;
    verifyEmail.mutate(token);
  }, [token, verifyEmail]);

  const next = user
    ? { to: '/dashboard', label: 'Go to your dashboard' }
    : { to: '/login', label: 'Sign in' };

  let content;
  if (!token) {
    content = (
      <Result
        status="warning"
        title="This verification link is incomplete"
        subTitle="Open the link from your email again. Signed-in users can ask for a new one from the dashboard."
        extra={
          <ButtonLink to={next.to} type="primary">
            {next.label}
          </ButtonLink>
        }
      />
    );
  } else if (verifyEmail.isSuccess) {
    content = (
      <Result
        status="success"
        title="Email verified"
        subTitle="Thanks! Your email address is confirmed."
        extra={
          <ButtonLink to={next.to} type="primary">
            {next.label}
          </ButtonLink>
        }
      />
    );
  } else if (verifyEmail.isError) {
    content = (
      <Result
        status="error"
        title="We could not verify your email"
        subTitle={verifyEmail.error.message}
        extra={
          <ButtonLink to={next.to} type="primary">
            {next.label}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <div className="page-spinner" role="status">
        <Spin size="large" />
        <span>Verifying your email…</span>
      </div>
    );
  }

  return <AuthLayout title="Email verification">{content}</AuthLayout>;
}
