import type { AnalyticsChannel } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import {
  AnalyticsEmpty,
  AnalyticsRangePicker,
  buildNodeRows,
  ChannelBreakdown,
  ChannelPicker,
  DailyChart,
  DEFAULT_RANGE_DAYS,
  downloadAnalyticsCsv,
  fetchBotFlow,
  formatIsoDay,
  HeadlineFigures,
  NodeFunnelTable,
  type RangeChoice,
  resolveRangeChoice,
  useDailyAnalyticsQuery,
  useFunnelQuery,
  VersionPicker,
  WorstDropOff,
} from '../../features/analytics';
import { useModalStore } from '../../features/modals';
import { IntegrationFailuresSection } from '../../features/powers';
import { getErrorMessage } from '../../lib/errors/getErrorMessage';
import './AnalyticsPage.css';

/**
 * `/plubot/analytics/:plubotId` — a bot's conversation funnel over time (issue #18): the range, the
 * published version (issue #28) and the channel (issue #33) counted, the headline figures, where
 * people write from, a day-by-day chart, every step's
 * reach and drop-off (named as that version names them), the CSV, a way back to the editor with
 * the overlay on, and the bot's failed power actions (issue #31, «Errores de integraciones»).
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { plubotId = '' } = useParams();
  const openModal = useModalStore((state) => state.openModal);
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'preset', days: DEFAULT_RANGE_DAYS });
  const [now] = useState(() => Date.now());
  const [version, setVersion] = useState<number | undefined>();
  const [channel, setChannel] = useState<AnalyticsChannel | undefined>();
  const range = useMemo(
    () => ({ ...resolveRangeChoice(choice, now), version, channel }),
    [choice, now, version, channel],
  );
  const bot = useQuery({
    queryKey: ['analytics', 'bot', plubotId, version ?? 'draft'],
    queryFn: ({ signal }) => fetchBotFlow(plubotId, version, signal),
    enabled: plubotId !== '',
    staleTime: 0,
  });
  const funnel = useFunnelQuery(plubotId, range);
  const daily = useDailyAnalyticsQuery(plubotId, range);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const botName = bot.data?.name ?? '';
  const id = encodeURIComponent(plubotId);
  // The flow names the steps; when it cannot be read the steps are listed by id (undefined: loading).
  const flowNodes = bot.data ? bot.data.nodes : bot.isError ? null : undefined;
  const rows = useMemo(
    () => (funnel.data && flowNodes !== undefined ? buildNodeRows(funnel.data.nodes, flowNodes) : []),
    [funnel.data, flowNodes],
  );
  const worstRow = rows.find((row) => row.isWorst);
  const worstNode = worstRow ? bot.data?.nodes.find((node) => node.id === worstRow.nodeId) : undefined;
  const failure = funnel.error ?? daily.error;

  async function download() {
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadAnalyticsCsv(plubotId, botName, range);
    } catch (error) {
      setDownloadError(getErrorMessage(error, t('analytics.dashboard.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  }

  const share = () => openModal('embed', { plubotId, plubotName: botName });

  return (
    <section className="analytics-page container">
      <PageTitle subtitle={t('analytics.dashboard.subtitle')}>
        {botName ? t('analytics.dashboard.title', { name: botName }) : t('analytics.dashboard.titleFallback')}
      </PageTitle>

      <div className="analytics-page__toolbar">
        <ButtonLink to="/profile" variant="ghost" size="sm">
          ← {t('analytics.dashboard.back')}
        </ButtonLink>
        <div className="analytics-page__actions">
          <ButtonLink to={`/plubot/conversations/${id}`} variant="secondary" size="sm">
            {t('analytics.dashboard.conversations')}
          </ButtonLink>
          <ButtonLink to={`/plubot/edit/flow/${id}?analytics=1`} variant="secondary" size="sm">
            {t('analytics.dashboard.openEditor')}
          </ButtonLink>
          <Button size="sm" onClick={() => void download()} disabled={downloading || !funnel.data}>
            {downloading ? t('analytics.dashboard.downloading') : t('analytics.dashboard.download')}
          </Button>
        </div>
      </div>
      {downloadError && (
        <p className="analytics-page__download-error" role="alert">
          {downloadError}
        </p>
      )}

      <Card className="analytics-page__range">
        <AnalyticsRangePicker value={choice} range={range} onChange={setChoice} />
        {funnel.data && (funnel.data.versions.length > 0 || version !== undefined) && (
          <VersionPicker versions={funnel.data.versions} value={version} onChange={setVersion} />
        )}
        {funnel.data && (funnel.data.channels.length > 0 || channel !== undefined) && (
          <ChannelPicker channels={funnel.data.channels} value={channel} onChange={setChannel} />
        )}
        <p className="analytics-page__range-summary">
          {t('analytics.range.summary', {
            from: formatIsoDay(range.from, i18n.language),
            to: formatIsoDay(range.to, i18n.language),
          })}
        </p>
      </Card>

      {failure ? (
        <Card className="analytics-page__failed" role="alert">
          <p>{getErrorMessage(failure, t('analytics.error.text'))}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void funnel.refetch();
              void daily.refetch();
              if (bot.isError) void bot.refetch();
            }}
          >
            {t('analytics.error.retry')}
          </Button>
        </Card>
      ) : !funnel.data || !daily.data ? (
        <Spinner label={t('analytics.dashboard.loading')} />
      ) : funnel.data.started === 0 ? (
        <Card>
          <AnalyticsEmpty onShare={botName ? share : undefined} channel={channel} />
        </Card>
      ) : (
        <div
          className="analytics-page__results"
          aria-busy={funnel.isPlaceholderData || daily.isPlaceholderData}
        >
          <Card as="section" className="analytics-page__section" aria-labelledby="analytics-figures-title">
            <h2 id="analytics-figures-title" className="visually-hidden">
              {t('analytics.figures.label')}
            </h2>
            <HeadlineFigures funnel={funnel.data} />
          </Card>

          <Card as="section" className="analytics-page__section" aria-labelledby="analytics-channels-title">
            <h2 id="analytics-channels-title" className="analytics-page__section-title">
              {t('analytics.channel.breakdownTitle')}
            </h2>
            <ChannelBreakdown channels={funnel.data.channels} selected={channel} />
          </Card>

          <Card as="section" className="analytics-page__section" aria-labelledby="analytics-chart-title">
            <h2 id="analytics-chart-title" className="analytics-page__section-title">
              {t('analytics.chart.title')}
            </h2>
            <DailyChart daily={daily.data} />
          </Card>

          <Card as="section" className="analytics-page__section" aria-labelledby="analytics-steps-title">
            <h2 id="analytics-steps-title" className="analytics-page__section-title">
              {t('analytics.table.title')}
            </h2>
            {bot.isError && <p className="analytics-page__note">{t('analytics.table.flowFailed')}</p>}
            {flowNodes === undefined ? (
              <Spinner label={t('common.loading')} />
            ) : (
              <>
                <WorstDropOff
                  traffic={
                    worstRow
                      ? { nodeId: worstRow.nodeId, reached: worstRow.reached, stopped: worstRow.stopped }
                      : null
                  }
                  node={worstNode}
                />
                <NodeFunnelTable rows={rows} />
              </>
            )}
          </Card>
        </div>
      )}

      <IntegrationFailuresSection plubotId={plubotId} />
    </section>
  );
}
