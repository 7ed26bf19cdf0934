import LockOutlined from '@ant-design/icons/LockOutlined';
import { Result } from 'antd';
import { ButtonLink } from '../../components/navigation/button-link';

/** What a subscriber sees on a creator tool. */
export function CreatorOnlyPage() {
  return (
    <div className="page page--narrow">
      <Result
        icon={<LockOutlined />}
        title="For creators"
        subTitle="Uploading and managing posts is part of a creator account."
        extra={
          <ButtonLink to="/feed" type="primary">
            Go to your feed
          </ButtonLink>
        }
      />
    </div>
  );
}
