import { POWERS } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { formatList } from '../helpers/formatList';
import { listPowerTitlesByKind } from '../helpers/powerCatalog';
import '../../../components/catalog.css';
import './powers.css';

const FREE_POWER_TITLES = POWERS.filter((power) => !power.pro).map((power) => power.title);
const PRO_POWER_COUNT = POWERS.length - FREE_POWER_TITLES.length;

/** The ways to connect a service that already act in real conversations, in the order shown. */
const CONNECTORS = ['http', 'webhook', 'action', 'discord', 'automation'] as const;

/**
 * /poderes/about: what a power is, how a bot gets one, how plans relate to powers, and how to
 * connect any other service today with the nodes that already act.
 */
export function PowersAbout() {
  const { t, i18n } = useTranslation();
  const paidPlans = formatList(
    [t('plans.names.starter'), t('plans.names.master'), t('plans.names.legend')],
    i18n.language,
    'disjunction',
  );

  return (
    <section className="catalog-page catalog-page--compact powers-page--prose container">
      <PageTitle subtitle={t('powers.about.subtitle')}>{t('powers.about.title')}</PageTitle>

      <Card as="section" className="powers-about__section" aria-labelledby="powers-about-what">
        <h2 id="powers-about-what">{t('powers.about.whatTitle')}</h2>
        <p>{t('powers.about.whatText', { count: POWERS.length })}</p>
        <p>{t('powers.about.whatToday', listPowerTitlesByKind(POWERS, i18n.language))}</p>
      </Card>

      <Card as="section" className="powers-about__section" aria-labelledby="powers-about-how">
        <h2 id="powers-about-how">{t('powers.about.howTitle')}</h2>
        <ol className="powers-about__steps">
          <li>{t('powers.about.howCreate')}</li>
          <li>{t('powers.about.howEdit')}</li>
          <li>{t('powers.about.howEditor')}</li>
        </ol>
        <div className="powers-actions">
          <ButtonLink to="/welcome">{t('powers.catalog.createCta')}</ButtonLink>
          <ButtonLink to="/profile" variant="secondary">
            {t('powers.about.profileCta')}
          </ButtonLink>
        </div>
      </Card>

      <Card as="section" className="powers-about__section" aria-labelledby="powers-about-plans">
        <h2 id="powers-about-plans">{t('powers.about.plansTitle')}</h2>
        <p>
          {t('powers.about.plansFree', {
            count: FREE_POWER_TITLES.length,
            list: formatList(FREE_POWER_TITLES, i18n.language, 'conjunction'),
          })}
        </p>
        <p>{t('powers.about.plansPro', { count: PRO_POWER_COUNT, plans: paidPlans })}</p>
        <div className="powers-actions">
          <ButtonLink to="/plans" variant="secondary">
            {t('powers.about.plansCta')}
          </ButtonLink>
        </div>
      </Card>

      <Card as="section" className="powers-about__section" aria-labelledby="powers-about-connect">
        <h2 id="powers-about-connect">{t('powers.about.connectTitle')}</h2>
        <p>{t('powers.about.connectIntro')}</p>
        <dl className="powers-about__connectors">
          {CONNECTORS.map((connector) => (
            <div key={connector} className="powers-about__connector">
              <dt>{t(`powers.about.${connector}Title`)}</dt>
              <dd>{t(`powers.about.${connector}Text`)}</dd>
            </div>
          ))}
        </dl>
        <p className="powers-about__hint">{t('powers.about.simulatorNote')}</p>
        <div className="powers-actions">
          <ButtonLink to="/blog/webhooks-firmados" variant="secondary">
            {t('powers.about.guideCta')}
          </ButtonLink>
          <ButtonLink to="/poderes" variant="ghost">
            {t('powers.about.catalogCta')}
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}
