import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readActivationNotice } from '../helpers/activationNotice';
import './ActivationNoticeBanner.css';

/** How long the notice stays before it leaves by itself. */
const NOTICE_MS = 8000;

/**
 * The lab's success message where the new bot opens: the flow editor shows '¡Nova ha sido activado
 * con éxito!' at the top of the page, clear of the floating buttons, until closed or for 8 s. The
 * message is taken out of the navigation's state at once, so a reload does not repeat it.
 */
export function ActivationNoticeBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => readActivationNotice(location.state));
  const [open, setOpen] = useState(notice !== null);

  // Once, on arrival (the notice was read from the first location): the address keeps no notice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only
  useEffect(() => {
    if (!notice) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    const timer = window.setTimeout(() => setOpen(false), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!notice || !open) return null;
  return (
    <div className={`activation-notice${notice.problem ? ' activation-notice--warning' : ''}`} role="status">
      <span aria-hidden="true">{notice.problem ? '⚠️' : '🚀'}</span>
      <p className="activation-notice__text">
        <strong>{notice.message}</strong>
        {notice.problem && <span> {notice.problem}</span>}
      </p>
      <button
        type="button"
        className="activation-notice__close"
        aria-label={t('creation.lab.activationNotice.close')}
        onClick={() => setOpen(false)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
