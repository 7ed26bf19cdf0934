import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Button, Dropdown, Tooltip } from 'antd';
import { useThemeMode } from '../../theme/theme-provider';
import type { ThemeMode } from '../../theme/theme-mode';

const MODE_OPTIONS: { key: ThemeMode; label: string; icon: React.ReactNode }[] = [
  { key: 'light', label: 'Light', icon: <SunOutlined /> },
  { key: 'dark', label: 'Dark', icon: <MoonOutlined /> },
  { key: 'system', label: 'System', icon: <DesktopOutlined /> },
];

export function ThemeToggle() {
  const { mode, resolved, setMode } = useThemeMode();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [mode],
        items: MODE_OPTIONS.map(({ key, label, icon }) => ({ key, label, icon })),
        onClick: ({ key }) => setMode(key as ThemeMode),
      }}
    >
      <Tooltip title="Theme">
        <Button
          type="text"
          shape="circle"
          aria-label={`Theme: ${mode}`}
          icon={resolved === 'dark' ? <MoonOutlined /> : <SunOutlined />}
        />
      </Tooltip>
    </Dropdown>
  );
}
