import { afterSetupDestination } from '@tessera/rules';
import { App, Button, Card, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useUpdateProfile } from '../../hooks/use-update-profile';
import { useSession } from '../../session/session-context';
import { ProfileForm } from './profile-form';

/**
 * First-run profile setup: name, bio and picture, then on to the checkout chosen at sign-up (the
 * `next` parameter) or the person's home screen. Skipping is remembered, so setup is not asked
 * again at every sign-in.
 */
export function ProfileSetupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const skip = useUpdateProfile();
  const { notification } = App.useApp();
  if (!user) return null;
  const next = params.get('next');
  const goOn = (saved: typeof user) =>
    navigate(afterSetupDestination(saved, next), { replace: true });
  const skipSetup = () =>
    skip.mutate(
      { setupComplete: true },
      {
        onSuccess: goOn,
        onError: (error) =>
          notification.error({ title: 'Setup could not be skipped', description: error.message }),
      },
    );
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
          onSaved={goOn}
          secondaryAction={
            <Button loading={skip.isPending} onClick={skipSetup}>
              Skip for now
            </Button>
          }
        />
      </Card>
    </div>
  );
}
