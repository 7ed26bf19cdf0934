import { postLoginDestination } from '@tessera/rules';
import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/navigation/button-link';
import { useSession } from '../../session/session-context';
import { ProfileForm } from './profile-form';

/** First-run profile setup: name, bio and picture, then on to the person's home screen. */
export function ProfileSetupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Set up your profile
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        A name, a few words about you and a picture help people recognise you. You can change all of
        it later.
      </Typography.Paragraph>
      <Card className="page-card">
        <ProfileForm
          user={user}
          fields={['displayName', 'bio', 'avatar']}
          submitLabel="Save and continue"
          extra={{ setupComplete: true }}
          onSaved={(saved) => navigate(postLoginDestination(saved), { replace: true })}
          secondaryAction={<ButtonLink to="/dashboard">Skip for now</ButtonLink>}
        />
      </Card>
    </div>
  );
}
