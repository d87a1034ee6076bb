import type { DoctorReportData } from '@plubot/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getDoctorEditorPath } from '../helpers/getDoctorEditorPath';
import { useDoctorReportQuery } from '../hooks/useDoctorReportQuery';
import { useDoctorText } from '../hooks/useDoctorText';
import { ShareHealthSummary } from './ShareHealthSummary';
import './DoctorShare.css';

export interface DoctorShareGateProps {
  readonly plubotId: string;
  /** Called when the user leaves for the editor's Doctor (the sharing panel closes). */
  readonly onLeave: () => void;
  /** The ways of sharing, shown once the bot passed the check or the user chose to share anyway. */
  readonly children: ReactNode;
}

/**
 * Checks a bot before it is shared (issue #18): with blocking findings on its stored flow, the user
 * first sees them and picks 'Compartir de todos modos' or 'Revisar primero' (the editor with the
 * Doctor open); otherwise the health summary sits above the ways of sharing. A check that fails to
 * load never stands in the way of sharing.
 */
export function DoctorShareGate({ plubotId, onLeave, children }: DoctorShareGateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useDoctorReportQuery(plubotId);
  const [shareAnyway, setShareAnyway] = useState(false);
  const report = query.data?.report;
  const review = () => {
    onLeave();
    void navigate(getDoctorEditorPath(plubotId));
  };

  if (query.isPending) return <Spinner label={t('doctor.share.checking')} />;
  if (report && report.blocking > 0 && !shareAnyway) {
    return <BlockingFindings report={report} onShareAnyway={() => setShareAnyway(true)} onReview={review} />;
  }
  return (
    <>
      {report && <ShareHealthSummary report={report} plubotId={plubotId} onNavigate={onLeave} />}
      {children}
    </>
  );
}

function BlockingFindings({
  report,
  onShareAnyway,
  onReview,
}: {
  report: DoctorReportData;
  onShareAnyway: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const text = useDoctorText();
  const titleId = useId();
  const blocking = report.findings.filter((finding) => finding.severity === 'blocking');
  return (
    <section className="doctor-share-confirm" aria-labelledby={titleId}>
      <h3 id={titleId} className="doctor-share-confirm__title">
        <span aria-hidden="true">⛔</span> {t('doctor.share.confirmTitle')}
      </h3>
      <p>{t('doctor.share.confirmText', { count: blocking.length })}</p>
      <ul className="doctor-share__findings">
        {blocking.map((finding) => (
          <li key={finding.id} className="doctor-share__finding doctor-share__finding--blocking">
            {text(finding.message)}
          </li>
        ))}
      </ul>
      <div className="doctor-share-confirm__actions">
        <Button variant="primary" size="sm" onClick={onReview}>
          {t('doctor.share.reviewFirst')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onShareAnyway}>
          {t('doctor.share.shareAnyway')}
        </Button>
      </div>
    </section>
  );
}
