import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string };

/** A real link that looks like a button and navigates inside the app without a reload. */
export function ButtonLink({ to, onClick, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
