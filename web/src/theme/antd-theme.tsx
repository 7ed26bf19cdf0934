import { App as AntApp, ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { BRAND_COLORS, FONT_STACK } from './brand-tokens';
import { useThemeMode } from './theme-provider';

function antdThemeConfig(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
    token: {
      colorPrimary: isDark ? BRAND_COLORS.tealLight : BRAND_COLORS.teal,
      colorInfo: isDark ? BRAND_COLORS.tealLight : BRAND_COLORS.teal,
      // The brand teal is 4.4:1 as link text on the muted surfaces; this darker teal is 6:1.
      colorLink: isDark ? BRAND_COLORS.tealLight : '#0b6463',
      colorWarning: BRAND_COLORS.saffron,
      // The brand terracotta reads at 3.7:1 as text on white; these reach 5.7:1 and 6.3:1.
      colorError: isDark ? '#f07a57' : '#b93815',
      colorBgLayout: isDark ? '#0d1117' : '#f6f7f9',
      // Ant Design's default secondary text (45 % black) reads at 3.4:1 on white; these are
      // the app's own --text-secondary, 4.5:1 or better on every surface in both themes.
      colorTextSecondary: isDark ? '#9da7b3' : '#475467',
      colorTextDescription: isDark ? '#9da7b3' : '#475467',
      colorTextPlaceholder: isDark ? '#8b949e' : '#667085',
      // Descriptions' labels and other tertiary text: Ant Design's 3.4:1 grey, made 4.6:1.
      colorTextTertiary: isDark ? '#8b949e' : '#667085',
      borderRadius: 10,
      fontFamily: FONT_STACK,
    },
    components: {
      Layout: { headerBg: 'transparent', bodyBg: isDark ? '#0d1117' : '#f6f7f9' },
      // White on the light teal and terracotta of the dark theme is 3.4:1; ink is 7:1.
      Button: isDark ? { primaryColor: '#0d1117', dangerColor: '#0d1117' } : {},
    },
  };
}

/**
 * Ant Design's theme and its message, notification and modal holders, around a part that renders
 * Ant Design components. It adds no element of its own, so it can wrap a flex or grid item.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { resolved } = useThemeMode();
  const config = useMemo(() => antdThemeConfig(resolved === 'dark'), [resolved]);
  return (
    <ConfigProvider theme={config}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
