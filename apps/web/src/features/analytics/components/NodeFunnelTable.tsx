import { useTranslation } from 'react-i18next';
import type { NodeRow } from '../helpers/buildNodeRows';
import { formatCount } from '../helpers/formatCount';
import './AnalyticsDashboard.css';
import { FunnelTableScroll } from './FunnelTableScroll';

/**
 * The dashboard's table of steps: each node's name from the flow, how many conversations reached
 * it, how many stopped there and the drop-off, the most visited first and the worst marked.
 */
export function NodeFunnelTable({ rows }: { rows: readonly NodeRow[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className="funnel-table__empty">{t('analytics.table.empty')}</p>;
  const number = (value: number) => formatCount(value, i18n.language);
  return (
    <FunnelTableScroll label={t('analytics.table.label')}>
      <table className="funnel-table funnel-table--steps" data-testid="funnel-node-table">
        <caption className="funnel-table__caption">{t('analytics.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.table.step')}</th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.table.reached')}
            </th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.table.stopped')}
            </th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.table.dropOff')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const typeName = row.type
              ? t(`editor.nodeTypes.${row.type}` as 'editor.nodeTypes.message', { defaultValue: row.type })
              : null;
            return (
              <tr key={row.nodeId} className={row.isWorst ? 'funnel-table__worst' : undefined}>
                <th scope="row" className="funnel-table__step">
                  {row.deleted ? (
                    <span className="funnel-table__deleted">{t('analytics.table.deleted')}</span>
                  ) : (
                    <span>{row.caption ?? typeName ?? row.nodeId}</span>
                  )}
                  {(row.deleted || typeName) && (
                    <span className="funnel-table__type">{row.deleted ? row.nodeId : typeName}</span>
                  )}
                  {row.isWorst && (
                    <span className="funnel-table__flag">
                      <span aria-hidden="true">⚠️</span> {t('analytics.table.worst')}
                    </span>
                  )}
                </th>
                <td className="funnel-table__number">{number(row.reached)}</td>
                <td className="funnel-table__number">{number(row.stopped)}</td>
                <td className="funnel-table__number">
                  {row.dropOffPercent === null
                    ? t('analytics.table.none')
                    : t('analytics.table.percent', { percent: number(row.dropOffPercent) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </FunnelTableScroll>
  );
}
