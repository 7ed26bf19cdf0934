import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeatureOffNote } from '../../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../../hooks/use-public-settings';
import { useSession } from '../../../session/session-context';

const TipDialog = lazy(() => import('./tip-dialog').then((m) => ({ default: m.TipDialog })));

interface TipButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'className'> {
  creatorId: string;
  creatorName: string;
}

/**
 * Opens the tip dialog; visitors are asked to sign in first. With tips turned off, a note stands
 * in its place.
 */
export function TipButton({ creatorId, creatorName, ...buttonProps }: TipButtonProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const tips = useFeatureSwitch('tipsEnabled');
  if (user?.id === creatorId) return null;
  if (tips.off) return <FeatureOffNote>{tips.note}</FeatureOffNote>;
  return (
    <>
      <Button
        icon={<GiftOutlined />}
        {...buttonProps}
        onClick={() => (user ? setOpen(true) : navigate('/login'))}
      >
        Tip
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TipDialog
            creatorId={creatorId}
            creatorName={creatorName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
