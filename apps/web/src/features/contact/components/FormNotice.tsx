export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The result of sending a form: a success goes into an always-present status region (so screen
 * readers announce it), a failure is an alert.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="contact-notice-slot">
      <div role="status">
        {notice?.kind === 'success' && (
          <p className="contact-notice contact-notice--success">
            <span className="contact-notice__icon" aria-hidden="true">
              ✓
            </span>
            <span>{notice.text}</span>
          </p>
        )}
      </div>
      {notice?.kind === 'error' && (
        <p className="contact-notice contact-notice--error" role="alert">
          <span className="contact-notice__icon" aria-hidden="true">
            !
          </span>
          <span>{notice.text}</span>
        </p>
      )}
    </div>
  );
}
