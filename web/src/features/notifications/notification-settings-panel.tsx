import {
  NOTIFICATION_SOUNDS,
  NOTIFICATION_TYPES,
  type NotificationSettingsDto,
  type UpdateNotificationSettingsRequestBody,
} from '@tessera/contracts';
import { Alert, Card, Flex, Input, Select, Skeleton, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { NOTIFICATION_DISPLAY } from './notification-display';
import { useNotificationSettings } from './use-notification-settings';
import { useUpdateNotificationSettings } from './use-update-notification-settings';

type Flag =
  | 'pushNotifications'
  | 'emailNotifications'
  | 'soundEnabled'
  | 'desktopNotifications'
  | 'messagePreview'
  | 'vibration';

const FLAGS: Array<{ key: Flag; label: string; hint: string }> = [
  {
    key: 'pushNotifications',
    label: 'Live notifications',
    hint: 'Show new ones at once while Tessera is open',
  },
  { key: 'emailNotifications', label: 'Email', hint: 'Mail the kinds chosen below' },
  { key: 'messagePreview', label: 'Message preview', hint: 'Show the text of a new message' },
  { key: 'soundEnabled', label: 'Sound', hint: 'Play a sound for a new notification' },
  {
    key: 'desktopNotifications',
    label: 'Desktop notifications',
    hint: 'Also show them outside the browser tab',
  },
  { key: 'vibration', label: 'Vibration', hint: 'On phones that support it' },
];

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['UTC'];
}

/** One setting: its name and what it does, with its control at the end of the row. */
export function SettingRow(props: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={16} className="notification-setting">
      <div>
        <Typography.Text strong>{props.label}</Typography.Text>
        {props.hint && <div className="notification-setting__hint">{props.hint}</div>}
      </div>
      {props.children}
    </Flex>
  );
}

/** Notification settings, each saved as soon as it changes. */
export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);

  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) {
    return <Alert type="error" showIcon title="Your notification settings could not be loaded." />;
  }
  const current: NotificationSettingsDto = settings.data;
  const save = (changes: UpdateNotificationSettingsRequestBody) => update.mutate(changes);
  const dnd = current.doNotDisturb;

  return (
    <Flex vertical gap={16} className="notification-settings">
      {update.isError && (
        <Alert type="error" showIcon title={update.error.message || 'The change was not saved.'} />
      )}
      <Card title="Delivery" size="small">
        {FLAGS.map(({ key, label, hint }) => (
          <SettingRow key={key} label={label} hint={hint}>
            <Switch
              aria-label={label}
              checked={current[key]}
              onChange={(checked) => save({ [key]: checked })}
            />
          </SettingRow>
        ))}
        <SettingRow label="Notification sound">
          <Select
            aria-label="Notification sound"
            className="notification-setting__select"
            value={current.notificationSound}
            options={NOTIFICATION_SOUNDS.map((sound) => ({ value: sound, label: sound }))}
            onChange={(notificationSound) => save({ notificationSound })}
          />
        </SettingRow>
      </Card>

      <Card title="Do not disturb" size="small">
        <SettingRow
          label="Quiet hours"
          hint="Nothing is pushed or emailed; notifications still arrive here"
        >
          <Switch
            aria-label="Do not disturb"
            checked={dnd.enabled}
            onChange={(enabled) => save({ doNotDisturb: { enabled } })}
          />
        </SettingRow>
        <Flex wrap gap={12} className="notification-dnd">
          <label className="notification-dnd__field">
            From
            <Input
              type="time"
              value={dnd.start}
              onChange={(event) =>
                event.target.value && save({ doNotDisturb: { start: event.target.value } })
              }
            />
          </label>
          <label className="notification-dnd__field">
            Until
            <Input
              type="time"
              value={dnd.end}
              onChange={(event) =>
                event.target.value && save({ doNotDisturb: { end: event.target.value } })
              }
            />
          </label>
          <label className="notification-dnd__field notification-dnd__zone">
            Time zone
            <Select
              showSearch
              value={dnd.timeZone}
              options={zones}
              onChange={(timeZone) => save({ doNotDisturb: { timeZone } })}
            />
          </label>
        </Flex>
      </Card>

      <Card title="What to notify" size="small">
        <Flex justify="flex-end" gap={24} className="notification-types__head">
          <span>In app</span>
          <span>Email</span>
        </Flex>
        {NOTIFICATION_TYPES.map((type) => (
          <SettingRow key={type} label={NOTIFICATION_DISPLAY[type].label}>
            <Flex gap={24}>
              <Switch
                size="small"
                aria-label={`${NOTIFICATION_DISPLAY[type].label} in app`}
                checked={current.types[type].inApp}
                onChange={(inApp) => save({ types: { [type]: { inApp } } })}
              />
              <Switch
                size="small"
                aria-label={`${NOTIFICATION_DISPLAY[type].label} by email`}
                checked={current.types[type].email}
                disabled={!current.emailNotifications}
                onChange={(email) => save({ types: { [type]: { email } } })}
              />
            </Flex>
          </SettingRow>
        ))}
      </Card>
    </Flex>
  );
}
