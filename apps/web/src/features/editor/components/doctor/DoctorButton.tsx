import type { DoctorFinding, DoctorFixKind } from '@plubot/flow';
import { type ReactFlowState, useStore } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getButtonClassName } from '../../../../components/Button';
import { DOCTOR_QUERY_PARAM } from '../../../doctor';
import { useText } from '../../hooks/useText';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useEditorStore } from '../../stores/EditorStoreContext';
import type { EditorState } from '../../stores/editorStoreTypes';
import { DoctorPanel } from './DoctorPanel';
import { useDoctorReport } from './useDoctorReport';
import { useFocusNodes } from './useFocusNodes';

const selectApplyDoctorFix = (state: EditorState) => state.applyDoctorFix;
/** The canvas's own box, where the panel is laid over the canvas. */
const selectCanvasBox = (state: ReactFlowState) => state.domNode?.parentElement ?? null;

/** How long the result of a fix stays announced. */
const FIX_STATUS_MS = 5000;

/**
 * 'Revisar mi bot' in the title bar (issue #18): opens Bot Doctor's panel over the canvas and wears
 * a badge with the findings — red with the count of blocking ones, amber with the rest — updated
 * after each save (live while the panel is open), never a modal. `?doctor=1` in the address opens
 * the panel once the flow is loaded.
 */
export function DoctorButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const text = useText();
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const doctor = useDoctorReport(open);
  const { report, refresh } = doctor;
  const applyDoctorFix = useEditorStore(selectApplyDoctorFix);
  const canvasBox = useStore(selectCanvasBox);
  const panelRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusNodes = useFocusNodes(panelRef);
  const [fixStatus, showFixStatus] = useTimedMessage(FIX_STATUS_MS);

  const askedInAddress = searchParams.get(DOCTOR_QUERY_PARAM) === '1';
  useEffect(() => {
    if (!askedInAddress || disabled) return;
    setOpen(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DOCTOR_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [askedInAddress, disabled, setSearchParams]);

  useEffect(() => {
    if (open && canvasBox) panelRef.current?.focus();
  }, [open, canvasBox]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const fix = useCallback(
    (finding: DoctorFinding, kind: DoctorFixKind) => {
      // The list may be a moment old: the fix is applied only to a problem the flow still has.
      const current = refresh()?.findings.find((candidate) => candidate.id === finding.id);
      if (!current?.fixes?.some((offer) => offer.kind === kind)) {
        showFixStatus({ key: 'doctor.finding.alreadyFixed' });
        return;
      }
      let changed: boolean;
      try {
        changed = applyDoctorFix(current, kind);
      } catch {
        showFixStatus({ key: 'doctor.finding.fixFailed' });
        return;
      }
      showFixStatus({ key: changed ? 'doctor.finding.fixed' : 'doctor.finding.alreadyFixed' });
      if (changed) refresh();
    },
    [applyDoctorFix, refresh, showFixStatus],
  );

  const blocking = report?.blocking ?? 0;
  const findings = report?.findings.length ?? 0;
  const label = !report
    ? t('doctor.button.label')
    : blocking > 0
      ? t('doctor.button.labelBlocking', { count: blocking })
      : findings > 0
        ? t('doctor.button.labelFindings', { count: findings })
        : t('doctor.button.labelHealthy');

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={getButtonClassName({ size: 'sm', variant: 'secondary', className: 'doctor-button' })}
        aria-label={label}
        title={label}
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">🩺</span>
        <span className="editor-titlebar__label" aria-hidden="true">
          {t('doctor.button.label')}
        </span>
        {/* A space between the words and the count, so the button's text reads "Revisar mi bot 1". */}
        {findings > 0 && ' '}
        {findings > 0 && (
          <span
            className={`doctor-button__badge doctor-button__badge--${blocking > 0 ? 'blocking' : 'findings'}`}
            aria-hidden="true"
            data-testid="doctor-badge"
          >
            {blocking > 0 ? blocking : findings}
          </span>
        )}
      </button>
      {open &&
        canvasBox &&
        createPortal(
          <DoctorPanel
            ref={panelRef}
            report={report}
            nodeNames={doctor.nodeNames}
            contextStatus={doctor.contextStatus}
            status={fixStatus ? text(fixStatus) : null}
            onFocus={focusNodes}
            onFix={fix}
            onClose={close}
          />,
          canvasBox,
        )}
    </>
  );
}
