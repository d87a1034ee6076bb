import { API } from '@plubot/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { callApi } from '../../../lib/callApi';
import { downloadJson } from '../../../lib/downloadJson';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useAuthStore } from '../stores/useAuthStore';
import '../../../components/DangerDialog.css';
import './AccountPrivacy.css';

/**
 * The profile's privacy section: 'Descargar mis datos' (a JSON copy of everything the account
 * owns) and 'Eliminar mi cuenta' (confirmed by the password, or by the e-mail when the account signs
 * in only with Google), as the privacy page describes them.
 */
export function AccountPrivacy({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const exportData = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const data = await callApi(API.exportAccount, { timeoutMs: 60_000 });
      downloadJson(data, `plubot-mis-datos-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      setExportError(getErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="account-privacy" aria-labelledby="account-privacy-title">
      <h2 id="account-privacy-title" className="account-privacy__title">
        {t('profile.privacy.title')}
      </h2>
      <p className="account-privacy__text">{t('profile.privacy.text')}</p>
      <div className="account-privacy__actions">
        <Button variant="secondary" onClick={exportData} disabled={exporting}>
          {exporting ? t('profile.privacy.exporting') : t('profile.privacy.export')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('profile.privacy.delete')}
        </Button>
      </div>
      {exportError && (
        <p className="account-privacy__error" role="alert">
          {exportError}
        </p>
      )}
      {confirming && (
        <DeleteAccountDialog email={email} hasPassword={hasPassword} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}

function DeleteAccountDialog({
  email,
  hasPassword,
  onCancel,
}: {
  email: string;
  hasPassword: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await callApi(API.deleteAccount, {
        body: hasPassword ? { password: value } : { confirm_email: value },
      });
      useAuthStore.getState().logout();
      // A fresh load: nothing of the erased account stays in memory, and no guard races the move.
      window.location.replace('/login?message=account_deleted');
    } catch (failure) {
      setError(getErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="delete-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="delete-dialog__title">
        {t('profile.privacy.dialogTitle')}
      </h2>
      <p className="delete-dialog__text">{t('profile.privacy.dialogText')}</p>
      <form
        className="account-privacy__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) void confirm();
        }}
      >
        <label htmlFor={fieldId}>
          {hasPassword ? t('profile.privacy.passwordLabel') : t('profile.privacy.emailLabel', { email })}
        </label>
        <input
          id={fieldId}
          type={hasPassword ? 'password' : 'email'}
          autoComplete={hasPassword ? 'current-password' : 'off'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        {error && (
          <p className="delete-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="delete-dialog__actions">
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('profile.deleteDialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy || value.trim() === ''}>
            {busy ? t('profile.privacy.deleting') : t('profile.privacy.confirmDelete')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
