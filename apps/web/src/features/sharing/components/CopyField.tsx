import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { copyText } from '../helpers/copyText';

export interface CopyFieldProps {
  title: string;
  description?: string;
  value: string;
  /** Multi-line code instead of a one-line field. */
  code?: boolean;
  onCopied: () => void;
  onCopyFailed: () => void;
}

/** A link or snippet with a copy button that says '¡Copiado!' for 2 s. */
export function CopyField({
  title,
  description,
  value,
  code = false,
  onCopied,
  onCopyFailed,
}: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(value)) {
      setCopied(true);
      onCopied();
    } else {
      onCopyFailed();
    }
  }

  return (
    <section className="copy-field" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="copy-field__title">
        {title}
      </h3>
      {description && <p className="copy-field__description">{description}</p>}
      <div className={`copy-field__row${code ? ' copy-field__row--code' : ''}`}>
        {code ? (
          <pre className="copy-field__code">
            <code>{value}</code>
          </pre>
        ) : (
          <input
            className="copy-field__input"
            value={value}
            readOnly
            aria-labelledby={`${id}-title`}
            onFocus={(event) => event.target.select()}
          />
        )}
        <Button
          size="sm"
          variant={copied ? 'secondary' : 'primary'}
          onClick={copy}
          aria-label={`${t('sharing.copy')}: ${title}`}
        >
          <span aria-live="polite">{copied ? t('sharing.copied') : t('sharing.copy')}</span>
        </Button>
      </div>
    </section>
  );
}
