import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './button.css';

type Variant = 'gold' | 'violet' | 'ghost' | 'outline';
type Size = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  icon?: IconName;
  iconOnly?: boolean;
  children?: ReactNode;
};

export function buttonClass(variant: Variant = 'ghost', size: Size = 'md', extra = ''): string {
  return `btn btn--${variant} btn--${size}${extra ? ` ${extra}` : ''}`;
}

export function Button({
  variant = 'ghost',
  size = 'md',
  icon,
  iconOnly = false,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, `${iconOnly ? 'btn--icon' : ''} ${className}`.trim())}
      {...rest}
    >
      {icon ? <Icon name={icon} size={size === 'sm' ? 16 : 18} /> : null}
      {iconOnly ? null : children}
    </button>
  );
}
