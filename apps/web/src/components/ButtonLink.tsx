import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, getButtonClassName } from './Button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link that looks like a `Button`. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={getButtonClassName({ variant, size, block, className })} {...rest} />;
}
