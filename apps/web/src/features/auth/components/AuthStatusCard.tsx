import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';
import type { AuthEmblemKind } from './AuthEmblem';

export interface AuthStatusCardProps {
  /** The emblem; `success` and `error` also colour the card. */
  kind: AuthEmblemKind;
  title: ReactNode;
  /** Messages on top of the card. */
  children?: ReactNode;
  /** The main text; announced (as an alert for `error`) while it reports loading, success or error. */
  text?: ReactNode;
  /** A quieter line under the text (what happens next). */
  hint?: ReactNode;
  /** Full-width buttons. */
  actions?: ReactNode;
  /** A row of links under the buttons. */
  links?: ReactNode;
}

/** An account card without a form: the state of a verification or sign-in and what to do next. */
export function AuthStatusCard({ kind, title, children, text, hint, actions, links }: AuthStatusCardProps) {
  return (
    <AuthCard emblem={kind} tone={getTone(kind)} title={title}>
      {children}
      {text !== undefined && (
        <p className="auth-card__text" role={getTextRole(kind)}>
          {text}
        </p>
      )}
      {hint && <p className="auth-card__hint">{hint}</p>}
      {actions && <div className="auth-card__actions">{actions}</div>}
      {links && <div className="auth-links">{links}</div>}
    </AuthCard>
  );
}

function getTone(kind: AuthEmblemKind) {
  return kind === 'success' || kind === 'error' ? kind : 'default';
}

function getTextRole(kind: AuthEmblemKind) {
  if (kind === 'error') return 'alert';
  return kind === 'loading' || kind === 'success' ? 'status' : undefined;
}
