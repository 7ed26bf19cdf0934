import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import type { ReactNode } from 'react';

interface BasicAlertProps {
  type: 'error' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** `alert` for a message that appears after an action, so screen readers announce it. */
  role?: 'alert' | 'status';
}

/** A notice in the flow of a page that loads without Ant Design, styled like Ant Design's Alert. */
export function BasicAlert({ type, title, description, className, role }: BasicAlertProps) {
  const classes = ['basic-alert', `basic-alert--${type}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={role}>
      <span className="basic-alert__icon" aria-hidden="true">
        {type === 'error' ? <CloseCircleFilled /> : <ExclamationCircleFilled />}
      </span>
      <div>
        <div className="basic-alert__title">{title}</div>
        {description && <div className="basic-alert__description">{description}</div>}
      </div>
    </div>
  );
}
