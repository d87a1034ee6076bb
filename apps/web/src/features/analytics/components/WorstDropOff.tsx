import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { chooseDropOffAdvice } from '../helpers/chooseDropOffAdvice';
import { MIN_REACHED_FOR_ADVICE, type NodeTraffic } from '../helpers/findWorstDropOff';
import { getNodeCaption } from '../helpers/getNodeCaption';
import { toPeopleRatio } from '../helpers/toPeopleRatio';
import './AnalyticsParts.css';

export interface WorstDropOffProps {
  /** The worst drop-off's figures; null when no step qualifies. */
  readonly traffic: NodeTraffic | null;
  /** That node in the flow (its type and data choose the advice and the caption). */
  readonly node: { readonly type?: string | undefined; readonly data?: unknown } | undefined;
  /** Centres the canvas on the node (the editor only). */
  readonly onFocus?: (nodeId: string) => void;
}

/**
 * The step where the largest share of people leave, with advice in plain words: "3 de cada 5
 * personas se van aquí: acorta el mensaje o ofrece botones".
 */
export function WorstDropOff({ traffic, node, onFocus }: WorstDropOffProps) {
  const { t } = useTranslation();
  if (!traffic) {
    return (
      <p className="funnel-worst funnel-worst--none">
        {t('analytics.worst.none', { count: MIN_REACHED_FOR_ADVICE })}
      </p>
    );
  }
  const ratio = toPeopleRatio(traffic.stopped, traffic.reached);
  const ratioText =
    ratio.part === ratio.whole
      ? t('analytics.ratio.all')
      : t('analytics.ratio.some', { count: ratio.part, whole: ratio.whole });
  const advice = t(`analytics.advice.${chooseDropOffAdvice(node ?? {})}`);
  const caption =
    (node && getNodeCaption(node)) ??
    (node?.type
      ? t(`editor.nodeTypes.${node.type}` as 'editor.nodeTypes.message', { defaultValue: node.type })
      : traffic.nodeId);
  return (
    <section className="funnel-worst" aria-label={t('analytics.worst.title')} data-testid="funnel-worst">
      <h3 className="funnel-worst__title">
        <span aria-hidden="true">⚠️</span> {t('analytics.worst.title')}
      </h3>
      <p className="funnel-worst__step">{caption}</p>
      <p className="funnel-worst__advice">{t('analytics.worst.sentence', { ratio: ratioText, advice })}</p>
      {onFocus && (
        <Button variant="secondary" size="sm" onClick={() => onFocus(traffic.nodeId)}>
          {t('analytics.worst.focus')}
        </Button>
      )}
    </section>
  );
}
