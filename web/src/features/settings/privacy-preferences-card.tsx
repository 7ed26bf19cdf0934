import type { UserDto } from '@tessera/contracts';
import { Alert, Card, Switch, Typography } from 'antd';
import { useUpdateProfile } from '../../hooks/use-update-profile';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { SettingRow } from '../notifications/notification-settings-panel';

type PrivacyChoice = 'showOnlineStatus' | 'showInSearch' | 'showSubscriberCount';

interface ChoiceRow {
  key: PrivacyChoice;
  label: string;
  hint: string;
  creatorsOnly?: boolean;
}

const CHOICES: ChoiceRow[] = [
  {
    key: 'showOnlineStatus',
    label: 'Show when I am online',
    hint: 'Others see when you are online and were last seen. Off, you appear offline to them.',
  },
  {
    key: 'showInSearch',
    label: 'Show my profile in search',
    hint: 'People can find you by searching. Off, your profile can still be opened by its link.',
  },
  {
    key: 'showSubscriberCount',
    label: 'Show my subscriber count',
    hint: 'Visitors of your profile and your tiers see how many people subscribe to you.',
    creatorsOnly: true,
  },
];

/** Shown unless turned off, except the subscriber count, which is hidden unless turned on. */
function isOn(user: UserDto, key: PrivacyChoice): boolean {
  return key === 'showSubscriberCount' ? (user.showSubscriberCount ?? false) : (user[key] ?? true);
}

/**
 * What others see of the account: its online status, its profile in search and, for creators,
 * the subscriber count (also on the profile form). Each switch saves at once; the services apply
 * the choice for everyone but the account itself.
 */
export function PrivacyPreferencesCard() {
  const { user } = useSession();
  const update = useUpdateProfile();
  if (!user) return null;
  const choices = CHOICES.filter((choice) => !choice.creatorsOnly || userHasRole(user, 'creator'));
  const saving = (key: PrivacyChoice) => update.isPending && update.variables?.[key] !== undefined;

  return (
    <Card title="Privacy" className="page-card">
      <Typography.Paragraph type="secondary">
        Choose what others can see about you. Each choice is saved as soon as you change it.
      </Typography.Paragraph>
      {update.isError && <Alert type="error" showIcon role="alert" title={update.error.message} />}
      {choices.map(({ key, label, hint }) => (
        <SettingRow key={key} label={label} hint={hint}>
          <Switch
            aria-label={label}
            checked={isOn(user, key)}
            loading={saving(key)}
            onChange={(checked) => update.mutate({ [key]: checked })}
          />
        </SettingRow>
      ))}
    </Card>
  );
}
