import type { DoctorFinding, DoctorFixKind, DoctorReport } from '@plubot/flow';
import { memo, type Ref, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { groupFindings, HealthBadge } from '../../../doctor';
import { DoctorFindingItem } from './DoctorFindingItem';
import type { DoctorNodeName, EditorDoctor } from './useDoctorReport';
import './DoctorPanel.css';

export interface DoctorPanelProps {
  readonly report: DoctorReport | null;
  readonly nodeNames: ReadonlyMap<string, DoctorNodeName>;
  readonly contextStatus: EditorDoctor['contextStatus'];
  /** What the last fix did, announced politely. */
  readonly status: string | null;
  readonly onFocus: (nodeIds: readonly string[]) => void;
  readonly onFix: (finding: DoctorFinding, kind: DoctorFixKind) => void;
  readonly onClose: () => void;
  readonly ref?: Ref<HTMLElement>;
}

/**
 * Bot Doctor's panel over the canvas (a side panel; a bottom sheet on narrow screens): the health
 * score, the findings grouped by severity with their nodes and fixes. Not modal — the canvas stays
 * usable beside it; Escape closes it.
 */
export const DoctorPanel = memo(function DoctorPanel({
  report,
  nodeNames,
  contextStatus,
  status,
  onFocus,
  onFix,
  onClose,
  ref,
}: DoctorPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const groups = useMemo(() => groupFindings(report?.findings ?? []), [report]);
  return (
    <aside
      ref={ref}
      tabIndex={-1}
      className="doctor-panel nokey nowheel nopan nodrag"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className="doctor-panel__header">
        <h2 id={titleId} className="doctor-panel__title">
          <span aria-hidden="true">🩺</span> {t('doctor.panel.title')}
        </h2>
        {report && <HealthBadge score={report.score} blocking={report.blocking} />}
        <button
          type="button"
          className="doctor-panel__close"
          aria-label={t('doctor.panel.close')}
          title={t('doctor.panel.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="doctor-panel__body">
        {contextStatus === 'error' && <p className="doctor-panel__note">{t('doctor.panel.contextError')}</p>}
        {!report ? (
          <Spinner label={t('doctor.panel.checking')} />
        ) : groups.length === 0 ? (
          <p className="doctor-panel__all-good">{t('doctor.panel.allGood')}</p>
        ) : (
          groups.map((group) => (
            <section
              key={group.severity}
              className="doctor-panel__group"
              aria-label={t(`doctor.severity.${group.severity}`)}
            >
              <h3 className={`doctor-panel__group-title doctor-panel__group-title--${group.severity}`}>
                {t(`doctor.severity.${group.severity}`)} ({group.findings.length})
              </h3>
              <ul className="doctor-panel__list">
                {group.findings.map((finding) => (
                  <DoctorFindingItem
                    key={finding.id}
                    finding={finding}
                    nodeNames={nodeNames}
                    onFocus={onFocus}
                    onFix={onFix}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
        <p className="doctor-panel__live">{t('doctor.panel.live')}</p>
        <p className="doctor-panel__status" role="status">
          {status}
        </p>
      </div>
    </aside>
  );
});
