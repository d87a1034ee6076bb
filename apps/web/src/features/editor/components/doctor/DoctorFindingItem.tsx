import type { DoctorFinding, DoctorFixKind } from '@plubot/flow';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { useDoctorText } from '../../../doctor';
import type { DoctorNodeName } from './useDoctorReport';

/** How many node names a finding lists before counting the rest. */
const MAX_NAMED_NODES = 4;

const SEVERITY_ICONS = { blocking: '⛔', warning: '⚠️', tip: '💡' } as const;

export interface DoctorFindingItemProps {
  readonly finding: DoctorFinding;
  readonly nodeNames: ReadonlyMap<string, DoctorNodeName>;
  readonly onFocus: (nodeIds: readonly string[]) => void;
  readonly onFix: (finding: DoctorFinding, kind: DoctorFixKind) => void;
}

/**
 * One finding: its plain text, the nodes it concerns (click → the canvas centres on them) and its
 * fixes in the order Bot Doctor offers them — the first one stands out; one that deletes never
 * comes first when another exists, and looks like what it does.
 */
export const DoctorFindingItem = memo(function DoctorFindingItem({
  finding,
  nodeNames,
  onFocus,
  onFix,
}: DoctorFindingItemProps) {
  const { t } = useTranslation();
  const text = useDoctorText();
  const named = finding.nodeIds.filter((id) => nodeNames.has(id));
  const shown = named.slice(0, MAX_NAMED_NODES);
  const nameOf = (id: string) => {
    const name = nodeNames.get(id);
    return name?.label ?? t(`editor.nodeTypes.${name?.type ?? 'message'}`);
  };
  return (
    <li className={`doctor-finding doctor-finding--${finding.severity}`}>
      <p className="doctor-finding__text">
        <span
          className="doctor-finding__icon"
          role="img"
          aria-label={t(`doctor.severityIcon.${finding.severity}`)}
        >
          {SEVERITY_ICONS[finding.severity]}
        </span>{' '}
        {text(finding.message)}
      </p>
      {shown.length > 0 && (
        <div className="doctor-finding__nodes">
          <span className="doctor-finding__where">{t('doctor.finding.where')}</span>
          {shown.map((id) => (
            <button
              key={id}
              type="button"
              className="doctor-finding__node"
              title={t('doctor.finding.showNode', { label: nameOf(id) })}
              onClick={() => onFocus([id])}
            >
              {nameOf(id)}
            </button>
          ))}
          {named.length > shown.length && (
            <span className="doctor-finding__more">
              {t('doctor.finding.more', { count: named.length - shown.length })}
            </span>
          )}
          {named.length > 1 && (
            <button type="button" className="doctor-finding__all" onClick={() => onFocus(named)}>
              {t('doctor.finding.showAll')}
            </button>
          )}
        </div>
      )}
      {finding.fixes && (
        <div className="doctor-finding__fixes">
          {finding.fixes.map((offer, position) => (
            <Button
              key={offer.kind}
              size="sm"
              variant={position === 0 && !offer.destructive ? 'secondary' : 'ghost'}
              className={`doctor-finding__fix${offer.destructive ? ' doctor-finding__fix--destructive' : ''}`}
              onClick={() => onFix(finding, offer.kind)}
            >
              <span aria-hidden="true">{offer.destructive ? '🗑️' : '🩹'}</span> {text(offer.label)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
});
