import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/navigation/button-link';
import { useSession } from '../../session/session-context';
import { useConfirmEmailChange } from './use-account-actions';

/** Where the link mailed to a new address lands: it applies the change. */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const { user, updateUser } = useSession();
  const attempted = useRef(false);

  useEffect(() => {
    // The link works once: a second request on a remount would report a false failure.
    if (!token || attempted.current) return;
    attempted.current = true;
    confirm.mutate(token, {
      onSuccess: ({ data }) => {
        if (user?.id === data.user.id) updateUser(data.user);
      },
    });
  }, [token, confirm, user, updateUser]);

  const next = user
    ? { to: '/settings', label: 'Back to settings' }
    : { to: '/login', label: 'Sign in' };
  const action = (
    <ButtonLink to={next.to} type="primary">
      {next.label}
    </ButtonLink>
  );

  return (
    <div className="page page--narrow">
      {!token && (
        <Result
          status="warning"
          title="This confirmation link is incomplete"
          subTitle="Open the link from the mail again, or ask for a new one in Settings."
          extra={action}
        />
      )}
      {token && confirm.isSuccess && (
        <Result
          status="success"
          title="Email address changed"
          subTitle={`Mails now go to ${confirm.data.data.user.email}.`}
          extra={action}
        />
      )}
      {token && confirm.isError && (
        <Result
          status="error"
          title="We could not change your email address"
          subTitle={confirm.error.message}
          extra={action}
        />
      )}
      {token && !confirm.isSuccess && !confirm.isError && (
        <div className="page-spinner" role="status">
          <Spin size="large" />
          <span>Confirming your new address…</span>
        </div>
      )}
    </div>
  );
}
