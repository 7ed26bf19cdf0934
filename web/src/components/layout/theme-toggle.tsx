import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useThemeMode } from '../../theme/theme-provider';
import type { ThemeMode } from '../../theme/theme-mode';
import { BasicButton } from '../basic/basic-button';

const MODE_OPTIONS: { key: ThemeMode; label: string; icon: React.ReactNode }[] = [
  { key: 'light', label: 'Light', icon: <SunOutlined /> },
  { key: 'dark', label: 'Dark', icon: <MoonOutlined /> },
  { key: 'system', label: 'System', icon: <DesktopOutlined /> },
];

/** The theme menu: light, dark or the system's choice. */
export function ThemeToggle() {
  const { mode, resolved, setMode } = useThemeMode();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[MODE_OPTIONS.findIndex((option) => option.key === mode)]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
    // Focus moves to the chosen mode only when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      items.current[(index + step + MODE_OPTIONS.length) % MODE_OPTIONS.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('.theme-toggle__trigger')?.focus();
    }
  };

  return (
    <div className="theme-toggle" ref={root}>
      <BasicButton
        variant="text"
        shape="circle"
        className="theme-toggle__trigger"
        aria-label={`Theme: ${mode}`}
        title="Theme"
        aria-haspopup="menu"
        aria-expanded={open}
        icon={resolved === 'dark' ? <MoonOutlined /> : <SunOutlined />}
        onClick={() => setOpen((current) => !current)}
      />
      {open && (
        <ul className="theme-toggle__menu" role="menu" aria-label="Theme" onKeyDown={onMenuKey}>
          {MODE_OPTIONS.map(({ key, label, icon }, index) => (
            <li key={key} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={mode === key}
                className="theme-toggle__item"
                onClick={() => {
                  setMode(key);
                  setOpen(false);
                }}
              >
                {icon} {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
