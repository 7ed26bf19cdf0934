import LockOutlined from '@ant-design/icons/LockOutlined';
import { Result } from 'antd';
import { ButtonLink } from '../../components/navigation/button-link';

/** What anyone but an administrator sees on a back-office screen. */
export function AdminOnlyPage() {
  return (
    <div className="page page--narrow">
      <Result
        icon={<LockOutlined />}
        title="Administrators only"
        subTitle="This page is part of the admin back office."
        extra={
          <ButtonLink to="/dashboard" type="primary">
            Back to your dashboard
          </ButtonLink>
        }
      />
    </div>
  );
}
