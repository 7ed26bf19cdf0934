import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import {
  loadThemeMode,
  resolveTheme,
  saveThemeMode,
  type ResolvedTheme,
  type ThemeMode,
} from './theme-mode';

interface ThemeModeValue {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/**
 * The light or dark theme, applied as `data-theme` on the document for the CSS variables. Ant
 * Design's theme lives in AntdTheme, around only the parts that render Ant Design components.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(loadThemeMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = resolveTheme(mode, prefersDark);

  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const value = useMemo<ThemeModeValue>(
    () => ({
      mode,
      resolved,
      setMode: (next) => {
        saveThemeMode(next);
        setModeState(next);
      },
    }),
    [mode, resolved],
  );

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeProvider');
  return value;
}
