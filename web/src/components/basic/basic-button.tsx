import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * Buttons for the screens that load without Ant Design (the landing and sign-in pages, the
 * header, footer and cookie banner). They look like Ant Design's buttons through the app's CSS
 * variables, so the two kinds sit side by side unnoticed.
 */
export interface BasicButtonLook {
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  block?: boolean;
  className?: string;
}

export function basicButtonClass({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  block = false,
  className,
}: BasicButtonLook): string {
  return [
    'basic-btn',
    `basic-btn--${variant}`,
    size !== 'middle' && `basic-btn--${size}`,
    shape !== 'default' && `basic-btn--${shape}`,
    block && 'basic-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type BasicButtonProps = BasicButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    icon?: ReactNode;
    /** Shows a spinner and ignores clicks while an action runs. */
    loading?: boolean;
  };

export function BasicButton({
  variant,
  size,
  shape,
  block,
  className,
  icon,
  loading = false,
  children,
  type = 'button',
  disabled,
  ...rest
}: BasicButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={basicButtonClass({ variant, size, shape, block, className })}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <span className="basic-btn__spinner" aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

type BasicButtonLinkProps = BasicButtonLook &
  Omit<LinkProps, 'className'> & { icon?: ReactNode; iconAfter?: ReactNode };

/** A real link that looks like a button and navigates inside the app without a reload. */
export function BasicButtonLink({
  variant,
  size,
  shape,
  block,
  className,
  icon,
  iconAfter,
  children,
  ...rest
}: BasicButtonLinkProps) {
  return (
    <Link {...rest} className={basicButtonClass({ variant, size, shape, block, className })}>
      {icon}
      <span>{children}</span>
      {iconAfter}
    </Link>
  );
}
