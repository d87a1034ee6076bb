import type { DailyAnalyticsResponse, FunnelResponse } from '@plubot/contracts';
import { getDefaultNodeLabel, normalizeNodeType } from '@plubot/flow';
import type { Translate } from '../../i18n/translate';
import { buildCsv } from '../../lib/buildCsv';

/**
 * The analytics of a range as a spreadsheet: the daily figures (day, opened, started, completed, leads),
 * a blank line, then one row per node of the funnel (node, title, reached, stopped), written by
 * `buildCsv` (formula-defused cells, UTF-8 with a BOM).
 */
export function buildAnalyticsCsv(
  daily: DailyAnalyticsResponse,
  funnel: FunnelResponse,
  flowNodes: readonly Record<string, unknown>[],
  t: Translate,
): string {
  const titles = new Map(flowNodes.map((node) => [String(node.id), getNodeTitle(node)]));
  const rows: unknown[][] = [
    [
      t('analytics.csv.day'),
      t('analytics.csv.opened'),
      t('analytics.csv.started'),
      t('analytics.csv.completed'),
      t('analytics.csv.leads'),
    ],
    ...daily.days.map((day) => [day.day, day.opened, day.started, day.completed, day.leads]),
    [],
    [
      t('analytics.csv.node'),
      t('analytics.csv.title'),
      t('analytics.csv.reached'),
      t('analytics.csv.stopped'),
    ],
    ...funnel.nodes.map((node) => [
      node.nodeId,
      titles.get(node.nodeId) ?? t('analytics.csv.deletedNode'),
      node.reached,
      node.stopped,
    ]),
  ];
  return buildCsv(rows);
}

/** The name the owner gave a stored node, else its type's default label, else its id. */
function getNodeTitle(node: Record<string, unknown>): string {
  const data =
    typeof node.data === 'object' && node.data !== null ? (node.data as Record<string, unknown>) : {};
  if (typeof data.label === 'string' && data.label.trim() !== '') return data.label.trim();
  const type = normalizeNodeType(node.type);
  return type ? getDefaultNodeLabel(type) : String(node.id);
}
