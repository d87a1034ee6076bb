import type { RankingEntry } from '@plubot/contracts';
import '../../../components/catalog.css';
import './coliseum.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { getLevelNameKey } from '../../gamification';
import { useRankingQuery } from '../hooks/useColiseum';
import { CommunityProfileForm } from './CommunityProfileForm';

/** The ranking by XP of users who opted in, the caller's row highlighted, and the join form. */
export function RankingPanel() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const ranking = useRankingQuery();
  const format = (value: number) => value.toLocaleString(i18n.language);
  const me = ranking.data?.me ?? null;
  const meOutsideTop = me !== null && !ranking.data?.entries.some((entry) => entry.isMe);

  const row = (entry: RankingEntry, key: string) => (
    <tr key={key} className={entry.isMe ? 'ranking__me' : undefined}>
      <td className="ranking__rank">{entry.rank}</td>
      <th scope="row" className="ranking__name">
        <span className="ranking__display-name">{entry.displayName}</span>
        {entry.isMe && <span className="ranking__you"> {t('coliseum.ranking.you')}</span>}
        <span className="ranking__level">
          {t('coliseum.ranking.level', { level: entry.level, name: t(getLevelNameKey(entry.level)) })}
        </span>
      </th>
      <td className="ranking__number">{format(entry.xp)}</td>
      <td className="ranking__number">{format(entry.weeklyXp)}</td>
    </tr>
  );

  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalog-title coliseum-section__title">
        {t('coliseum.ranking.title')}
      </h2>
      <p className="coliseum-section__intro">{t('coliseum.ranking.intro')}</p>
      {ranking.isPending && <Spinner label={t('coliseum.ranking.loading')} />}
      {ranking.isError && (
        <p role="alert" className="coliseum-message catalog-message catalog-message--error">
          {getErrorMessage(ranking.error, t('coliseum.ranking.loadFailed'))}
        </p>
      )}
      {ranking.data && (
        <div className="ranking-layout">
          <Card className="ranking-card">
            {ranking.data.entries.length === 0 ? (
              <p className="ranking__empty">{t('coliseum.ranking.empty')}</p>
            ) : (
              <table className="ranking">
                <caption className="visually-hidden">{t('coliseum.ranking.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="ranking__rank">
                      <abbr title={t('coliseum.ranking.position')}>#</abbr>
                    </th>
                    <th scope="col">{t('coliseum.ranking.name')}</th>
                    <th scope="col" className="ranking__number">
                      {t('coliseum.ranking.xp')}
                    </th>
                    <th scope="col" className="ranking__number">
                      {t('coliseum.ranking.weeklyXp')}
                    </th>
                  </tr>
                </thead>
                <tbody>{ranking.data.entries.map((entry, index) => row(entry, `top-${index}`))}</tbody>
                {meOutsideTop && me && <tbody className="ranking__own">{row(me, 'me')}</tbody>}
              </table>
            )}
          </Card>
          <Card className="ranking-card">
            <h3 className="ranking-card__title">{t('coliseum.profile.title')}</h3>
            <CommunityProfileForm profile={ranking.data.profile} />
          </Card>
        </div>
      )}
    </section>
  );
}
