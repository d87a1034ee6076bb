import type { HubResponse } from '@plubot/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';

export interface HubBotListProps {
  bots: HubResponse['bots'];
  replies: HubResponse['replies'];
}

/** The plan's replies this month: a meter of what is used and a sentence of what is left. */
function RepliesMeter({ replies }: { replies: HubResponse['replies'] }) {
  const { t } = useTranslation();
  if (replies.limit === null) {
    return (
      <p className="hub-replies__text">{t('pluniverse.bots.repliesUnlimited', { used: replies.used })}</p>
    );
  }
  const percent = replies.limit > 0 ? Math.min(100, Math.round((replies.used / replies.limit) * 100)) : 100;
  const low = (replies.left ?? 0) <= replies.limit * 0.1;
  return (
    <div className={`hub-replies${low ? ' hub-replies--low' : ''}`}>
      <div className="hub-replies__labels">
        <span id="hub-replies-label">{t('pluniverse.bots.replies')}</span>
        <span>
          {replies.used} / {replies.limit}
        </span>
      </div>
      <div
        className="hub-replies__track"
        role="progressbar"
        aria-labelledby="hub-replies-label"
        aria-valuemin={0}
        aria-valuemax={replies.limit}
        aria-valuenow={Math.min(replies.used, replies.limit)}
      >
        <div className="hub-replies__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="hub-replies__text">
        {t('pluniverse.bots.repliesLeft', { left: replies.left ?? 0, limit: replies.limit })}{' '}
        {low && <Link to="/plans">{t('pluniverse.bots.repliesUpgrade')}</Link>}
      </p>
    </div>
  );
}

/** The user's bots with this month's conversations and leads, each linking to its editor and conversations. */
export function HubBotList({ bots, replies }: HubBotListProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="hub-bots" aria-labelledby="hub-bots-title">
      <div className="hub-section__head">
        <h2 id="hub-bots-title" className="hub-section__title">
          {t('pluniverse.bots.heading')}
        </h2>
        <ButtonLink to="/welcome" size="sm" variant="secondary">
          {t('pluniverse.bots.create')}
        </ButtonLink>
      </div>
      <RepliesMeter replies={replies} />
      {bots.length === 0 ? (
        <p className="hub-empty">{t('pluniverse.bots.empty')}</p>
      ) : (
        <ul className="hub-bots__list">
          {bots.map((bot) => (
            <li key={bot.id} className="hub-bot" style={{ '--bot-color': bot.color } as CSSProperties}>
              <span className="hub-bot__orb" aria-hidden="true" />
              <div className="hub-bot__body">
                <h3 className="hub-bot__name">{bot.name}</h3>
                <p className="hub-bot__status">
                  {!bot.hasEnd
                    ? t('pluniverse.bots.noEnd')
                    : bot.shared
                      ? t('pluniverse.bots.live')
                      : t('pluniverse.bots.notShared')}
                </p>
                <ul className="hub-bot__stats">
                  <li data-testid="hub-bot-conversations">
                    {t('pluniverse.bots.conversations', { count: bot.conversationsThisMonth })}
                  </li>
                  <li>{t('pluniverse.bots.leads', { count: bot.leadsThisMonth })}</li>
                </ul>
              </div>
              <div className="hub-bot__links">
                <ButtonLink
                  to={`/plubot/edit/flow/${encodeURIComponent(bot.id)}`}
                  size="sm"
                  variant="secondary"
                  aria-label={t('pluniverse.bots.editAria', { name: bot.name })}
                >
                  {t('pluniverse.bots.edit')}
                </ButtonLink>
                <ButtonLink
                  to={`/plubot/conversations/${encodeURIComponent(bot.id)}`}
                  size="sm"
                  variant="ghost"
                  aria-label={t('pluniverse.bots.conversationsAria', { name: bot.name })}
                >
                  {t('pluniverse.bots.conversationsLink')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
