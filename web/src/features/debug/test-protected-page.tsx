import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Card, Result, Typography } from 'antd';
import { useSession } from '../../session/session-context';
import { SessionFacts } from './session-facts';

export function TestProtectedPage() {
  const { session } = useSession();
  return (
    <div className="page page--narrow">
      <Result
        icon={<SafetyCertificateOutlined />}
        status="success"
        title={<h1 className="result-heading">The route guard let you in</h1>}
        subTitle="You are seeing this page because you are signed in. Signed-out visitors are sent to the sign-in page."
      />
      <Card title="Your session" className="page-card">
        <SessionFacts session={session} />
        <Typography.Paragraph type="secondary" className="page-card__note">
          Tokens are never shown here; only when they expire.
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
