import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import type { AuthForm } from '../hooks/useAuthForm';
import { AuthCard, type AuthCardProps } from './AuthCard';
import { FormMessage } from './FormMessage';

export interface AuthFormShellProps extends Omit<AuthCardProps, 'children'> {
  /** The form's phase, message and submit, from `useAuthForm`. */
  form: Pick<AuthForm<Record<string, string>>, 'phase' | 'message' | 'submit'>;
  submitLabel: string;
  /** The button's text while the request runs. */
  busyLabel: string;
  /** Extra content inside the message box (the resend button of an unverified login). */
  messageExtra?: ReactNode;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** Content under the form inside the card (Google sign-in, more links, settings). */
  after?: ReactNode;
}

/**
 * The frame of every account form: the card with its emblem and title, a `<form noValidate>`
 * whose message area comes first, the fields, and a submit button that is disabled while busy or
 * done and says so while busy.
 */
export function AuthFormShell({
  form,
  submitLabel,
  busyLabel,
  messageExtra,
  children,
  after,
  ...card
}: AuthFormShellProps) {
  const busy = form.phase === 'busy';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <AuthCard {...card}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormMessage message={form.message}>{messageExtra}</FormMessage>
        {children}
        <Button type="submit" size="lg" block disabled={form.phase !== 'idle'}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
      {after}
    </AuthCard>
  );
}
