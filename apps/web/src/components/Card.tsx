import type { HTMLAttributes } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `section` or `article` when the card is a landmark of its own. */
  as?: 'div' | 'section' | 'article' | 'li';
  glow?: boolean;
}

/** A translucent panel floating over the space background. */
export function Card({ as: Tag = 'div', glow = false, className, ...rest }: CardProps) {
  return (
    <Tag
      className={['card', glow ? 'card--glow' : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
