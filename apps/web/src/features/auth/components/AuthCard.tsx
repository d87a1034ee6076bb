import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/Card';
import { AuthEmblem, type AuthEmblemKind } from './AuthEmblem';
import './AuthCard.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** `success` lights the card up green (a finished reset or verification); `error` red. */
  tone?: 'default' | 'success' | 'error';
  emblem?: AuthEmblemKind;
  children?: ReactNode;
  /** Links under the card's content (to login, register …). */
  footer?: ReactNode;
}

/** The glowing card every account screen sits in: an emblem, the screen's `h1`, its content. */
export function AuthCard({
  title,
  subtitle,
  tone = 'default',
  emblem = 'planet',
  children,
  footer,
}: AuthCardProps) {
  const titleId = useId();
  return (
    <Card as="section" glow className={`auth-card auth-card--${tone}`} aria-labelledby={titleId}>
      <header className="auth-card__header">
        <AuthEmblem kind={emblem} />
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        {subtitle && (
          <p className="auth-card__subtitle" aria-live="polite">
            {subtitle}
          </p>
        )}
      </header>
      {children}
      {footer && <footer className="auth-card__footer">{footer}</footer>}
    </Card>
  );
}
