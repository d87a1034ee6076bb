import type { ReactNode } from 'react';
import type { FlashMessage } from '../hooks/useFlashMessage';

export interface FormMessageProps {
  message: FlashMessage | null;
  /** Extra content inside the message box (the resend button of an unverified login). */
  children?: ReactNode;
}

/** A form's message area: errors are announced as alerts, other messages as status updates. */
export function FormMessage({ message, children }: FormMessageProps) {
  return (
    <div className="form-message-slot">
      {message && (
        <div
          className={`form-message form-message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="form-message__icon" aria-hidden="true">
            {message.kind === 'error' ? '!' : message.kind === 'success' ? '✓' : 'i'}
          </span>
          <span className="form-message__text">{message.text}</span>
        </div>
      )}
      {children}
    </div>
  );
}
