import { EdgeLabelRenderer } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './FunnelOverlay.css';

/**
 * The label of a connection while the funnel overlay is on: how many people took it, after the
 * connection's own label when it has one ("Sí · 12 personas").
 */
export function EdgeTrafficLabel({
  count,
  label,
  x,
  y,
}: {
  count: number;
  label?: ReactNode;
  x: number;
  y: number;
}) {
  const { t } = useTranslation();
  const people = t('analytics.edge.count', { count });
  return (
    <EdgeLabelRenderer>
      <div
        className="elite-edge__label funnel-edge-label nodrag nopan"
        style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
        data-testid="funnel-edge-label"
      >
        {label ? (
          <>
            {label} · {people}
          </>
        ) : (
          people
        )}
      </div>
    </EdgeLabelRenderer>
  );
}
