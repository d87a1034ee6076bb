import { PRODUCT_NAME } from '../config/product';
import './Logo.css';

export interface LogoProps {
  size?: number;
  withName?: boolean;
}

/** The product's mark (the same drawing as the favicon), optionally with its name. */
export function Logo({ size = 40, withName = false }: LogoProps) {
  return (
    <span className="logo">
      <img
        className="logo__mark"
        src="/favicon.svg"
        width={size}
        height={size}
        alt={withName ? '' : PRODUCT_NAME}
      />
      {withName && <span className="logo__name">{PRODUCT_NAME}</span>}
    </span>
  );
}
