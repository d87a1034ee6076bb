import type { TowerBot } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';

export interface TowerBotCardProps {
  bot: TowerBot;
  cloning: boolean;
  onTry: () => void;
  onClone: () => void;
}

/** One published bot: who made it, how much it is used, and the two ways to use it. */
export function TowerBotCard({ bot, cloning, onTry, onClone }: TowerBotCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const format = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Card as="li" className="catalog-card" aria-labelledby={titleId}>
      <div className="catalog-card__head">
        <span className="tower-bot__avatar" style={{ background: bot.color }} aria-hidden="true">
          {bot.name.charAt(0).toUpperCase()}
        </span>
        <div className="tower-bot__titles">
          <h3 id={titleId} className="catalog-card__title">
            {bot.name}
          </h3>
          <p className="tower-bot__owner">
            {bot.isMine
              ? t('tower.card.yours')
              : bot.ownerDisplayName
                ? t('tower.card.by', { name: bot.ownerDisplayName })
                : t('tower.card.anonymous')}
          </p>
        </div>
      </div>
      <p className="catalog-card__text">{bot.description || t('tower.card.noDescription')}</p>
      <dl className="tower-bot__stats">
        <div>
          <dt>{t('tower.card.conversations')}</dt>
          <dd>{format(bot.conversations)}</dd>
        </div>
        <div>
          <dt>{t('tower.card.clones')}</dt>
          <dd>{format(bot.cloneCount)}</dd>
        </div>
      </dl>
      <div className="catalog-row">
        <Button
          variant="secondary"
          size="sm"
          onClick={onTry}
          aria-label={t('tower.card.tryLabel', { name: bot.name })}
        >
          {t('tower.card.try')}
        </Button>
        <Button
          size="sm"
          onClick={onClone}
          disabled={cloning}
          aria-label={t('tower.card.cloneLabel', { name: bot.name })}
        >
          {cloning ? t('tower.card.cloning') : t('tower.card.clone')}
        </Button>
      </div>
    </Card>
  );
}
