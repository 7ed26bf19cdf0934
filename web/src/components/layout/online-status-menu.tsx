import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { ONLINE_STATUSES, onlineStatusDisplay, type OnlineStatus } from '@tessera/rules';
import { Badge, type BadgeProps, type MenuProps } from 'antd';

const KEY_PREFIX = 'online-status:';

/** The spec's status colours as Ant Design badge states: green, yellow, red, grey. */
const BADGE_STATUS: Record<ReturnType<typeof onlineStatusDisplay>['color'], BadgeProps['status']> =
  {
    green: 'success',
    yellow: 'warning',
    red: 'error',
    grey: 'default',
  };

/** The status as a coloured dot; `decorative` where a text label already says it. */
export function OnlineStatusDot({
  status,
  decorative = false,
}: {
  status: OnlineStatus | null | undefined;
  decorative?: boolean;
}) {
  const { label, color } = onlineStatusDisplay(status);
  return decorative ? (
    <Badge status={BADGE_STATUS[color]} aria-hidden />
  ) : (
    <Badge status={BADGE_STATUS[color]} aria-label={`Status: ${label}`} />
  );
}

/** The status choices of the account menu, the current one ticked. */
export function onlineStatusMenuGroup(
  current: OnlineStatus | null | undefined,
): NonNullable<MenuProps['items']>[number] {
  const shown = onlineStatusDisplay(current).label;
  return {
    type: 'group',
    key: 'online-status',
    label: 'Status',
    children: ONLINE_STATUSES.map((status) => {
      const { label } = onlineStatusDisplay(status);
      return {
        key: `${KEY_PREFIX}${status}`,
        label,
        icon: <OnlineStatusDot status={status} decorative />,
        extra: label === shown ? <CheckOutlined aria-label="Current status" /> : undefined,
      };
    }),
  };
}

/** The status a menu key picks, or null for the menu's other entries. */
export function onlineStatusOfMenuKey(key: string): OnlineStatus | null {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const status = key.slice(KEY_PREFIX.length);
  return (ONLINE_STATUSES as readonly string[]).includes(status) ? (status as OnlineStatus) : null;
}
