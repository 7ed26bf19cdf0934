import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/session-context';

const TipDialog = lazy(() => import('./tip-dialog').then((m) => ({ default: m.TipDialog })));

interface TipButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'className'> {
  creatorId: string;
  creatorName: string;
}

/** Opens the tip dialog; visitors are asked to sign in first. */
export function TipButton({ creatorId, creatorName, ...buttonProps }: TipButtonProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (user?.id === creatorId) return null;
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
