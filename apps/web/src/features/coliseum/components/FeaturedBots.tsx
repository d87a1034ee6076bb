import '../../../components/catalog.css';
import './coliseum.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useFeaturedBotsQuery } from '../hooks/useColiseum';

/** The community's most talked-to published bots of the last 30 days, each leading to the Tower. */
export function FeaturedBots() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const featured = useFeaturedBotsQuery();
  const format = (value: number) => value.toLocaleString(i18n.language);

  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <div className="coliseum-section__header">
        <h2 id={titleId} className="catalog-title coliseum-section__title">
          {t('coliseum.featured.title')}
        </h2>
        <ButtonLink to="/tower" variant="secondary" size="sm">
          {t('coliseum.featured.toTower')}
        </ButtonLink>
      </div>
      <p className="coliseum-section__intro">{t('coliseum.featured.intro')}</p>
      {featured.isPending && <Spinner label={t('coliseum.featured.loading')} />}
      {featured.isError && (
        <p role="alert" className="coliseum-message catalog-message catalog-message--error">
          {getErrorMessage(featured.error, t('coliseum.featured.loadFailed'))}
        </p>
      )}
      {featured.data?.bots.length === 0 && <p className="ranking__empty">{t('coliseum.featured.empty')}</p>}
      {featured.data && featured.data.bots.length > 0 && (
        <ul className="catalog-grid">
          {featured.data.bots.map((bot) => (
            <Card as="li" key={bot.publicId} className="featured-bot">
              <span className="featured-bot__dot" style={{ background: bot.color }} aria-hidden="true" />
              <div className="featured-bot__body">
                <h3 className="featured-bot__name">{bot.name}</h3>
                {bot.description && <p className="featured-bot__description">{bot.description}</p>}
                <p className="featured-bot__meta">
                  {t('coliseum.featured.conversations', {
                    count: bot.conversations,
                    formatted: format(bot.conversations),
                  })}
                  {' · '}
                  {bot.ownerDisplayName
                    ? t('coliseum.featured.by', { name: bot.ownerDisplayName })
                    : t('coliseum.featured.anonymous')}
                </p>
                <ButtonLink
                  to={`/tower?search=${encodeURIComponent(bot.name)}`}
                  variant="ghost"
                  size="sm"
                  aria-label={t('coliseum.featured.openLabel', { name: bot.name })}
                >
                  {t('coliseum.featured.open')}
                </ButtonLink>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
