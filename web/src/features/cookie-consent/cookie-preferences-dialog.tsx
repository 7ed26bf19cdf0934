import { defaultCustomPreferences, type CookiePreferences } from '@tessera/rules';
import { Button, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';

interface CookiePreferencesDialogProps {
  open: boolean;
  current: CookiePreferences | null;
  onSave: (preferences: CookiePreferences) => void;
  onCancel: () => void;
}

const CATEGORIES: { key: keyof CookiePreferences; title: string; description: string }[] = [
  {
    key: 'necessary',
    title: 'Necessary',
    description: 'Keep you signed in and the site secure. These are always on.',
  },
  {
    key: 'functional',
    title: 'Functional',
    description: 'Remember choices such as your theme and recent searches.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    description: 'Help us understand which pages work and which need improving.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    description: 'Let us measure campaigns and show offers that fit your interests.',
  },
];

export function CookiePreferencesDialog({
  open,
  current,
  onSave,
  onCancel,
}: CookiePreferencesDialogProps) {
  // Only the switches changed since opening are state; the rest is read from what was saved, so
  // the dialog never shows a stale choice for a frame after it opens.
  const [edits, setEdits] = useState<Partial<CookiePreferences>>({});
  const draft: CookiePreferences = { ...(current ?? defaultCustomPreferences()), ...edits };

  return (
    <Modal
      open={open}
      title="Cookie preferences"
      onCancel={onCancel}
      afterClose={() => setEdits({})}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={() => onSave({ ...draft, necessary: true })}>
          Save Preferences
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Choose which cookies Tessera may use. You can change this at any time from the footer.
      </Typography.Paragraph>
      <ul className="consent-categories">
        {CATEGORIES.map((category) => {
          const id = `cookie-category-${category.key}`;
          return (
            <li key={category.key} className="consent-category">
              <div>
                <label htmlFor={id} className="consent-category__title">
                  {category.title}
                </label>
                <p className="consent-category__description">{category.description}</p>
              </div>
              <Switch
                id={id}
                checked={category.key === 'necessary' ? true : draft[category.key]}
                disabled={category.key === 'necessary'}
                onChange={(checked) => setEdits((prev) => ({ ...prev, [category.key]: checked }))}
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
