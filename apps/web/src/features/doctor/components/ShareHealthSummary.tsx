import type { DoctorReportData } from '@plubot/contracts';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getDoctorEditorPath } from '../helpers/getDoctorEditorPath';
import { pickTopFindings } from '../helpers/groupFindings';
import { useDoctorText } from '../hooks/useDoctorText';
import { HealthBadge } from './HealthBadge';

/** How many findings the sharing panel names; the rest are counted. */
const TOP_FINDINGS = 3;

/** The sharing panel's health summary: the score, the findings that matter most, and the way to the Doctor. */
export const ShareHealthSummary = memo(function ShareHealthSummary({
  report,
  plubotId,
  onNavigate,
}: {
  report: DoctorReportData;
  plubotId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const text = useDoctorText();
  const titleId = useId();
  const top = pickTopFindings(report.findings, TOP_FINDINGS);
  const rest = report.findings.length - top.length;
  return (
    <section className="doctor-share" aria-labelledby={titleId}>
      <div className="doctor-share__header">
        <h3 id={titleId} className="doctor-share__title">
          {t('doctor.share.title')}
        </h3>
        <HealthBadge score={report.score} blocking={report.blocking} />
      </div>
      {top.length === 0 ? (
        <p className="doctor-share__all-good">{t('doctor.share.allGood')}</p>
      ) : (
        <>
          <ul className="doctor-share__findings">
            {top.map((finding) => (
              <li
                key={finding.id}
                className={`doctor-share__finding doctor-share__finding--${finding.severity}`}
              >
                <span className="visually-hidden">{t(`doctor.severityIcon.${finding.severity}`)}: </span>
                {text(finding.message)}
              </li>
            ))}
          </ul>
          {rest > 0 && <p className="doctor-share__more">{t('doctor.share.more', { count: rest })}</p>}
          <Link className="btn btn--ghost btn--sm" to={getDoctorEditorPath(plubotId)} onClick={onNavigate}>
            {t('doctor.share.openDoctor')}
          </Link>
        </>
      )}
    </section>
  );
});
