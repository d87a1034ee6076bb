import { POWERS } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { FilterChips } from '../../../components/FilterChips';
import { PageTitle } from '../../../components/PageTitle';
import {
  countPowersByCategory,
  filterPowers,
  listPowerTitlesByKind,
  type PowerFilter,
  parsePowerFilter,
} from '../helpers/powerCatalog';
import { usePowerPurposes } from '../hooks/usePowerPurposes';
import { PowerCard } from './PowerCard';
import '../../../components/catalog.css';
import './powers.css';

/** The URL parameter that keeps the chosen category, so a filtered catalogue can be shared. */
const CATEGORY_PARAM = 'categoria';
const CATEGORY_COUNTS = countPowersByCategory(POWERS);

/**
 * The powers catalogue of /poderes: what powers are today (honestly), a category filter made of
 * toggle buttons, and a card per power with its plan.
 */
export function PowersCatalog() {
  const { t, i18n } = useTranslation();
  const purposes = usePowerPurposes();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parsePowerFilter(searchParams.get(CATEGORY_PARAM));
  const shown = filterPowers(POWERS, filter);
  const noteId = useId();
  const listTitleId = useId();

  const choose = (next: PowerFilter) => {
    setSearchParams(next === 'all' ? {} : { [CATEGORY_PARAM]: next }, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const option = (value: PowerFilter, label: string, count: number) => ({
    value,
    label: t('powers.catalog.filterOption', { label, count }),
  });
  const options = [
    option('all', t('powers.catalog.all'), POWERS.length),
    ...CATEGORY_COUNTS.map(({ category, count }) =>
      option(category, t(`powers.categories.${category}`), count),
    ),
  ];

  return (
    <section className="catalog-page catalog-page--compact container">
      <PageTitle subtitle={t('powers.catalog.subtitle')}>{t('powers.catalog.title')}</PageTitle>

      <aside className="powers-note catalog-note" aria-labelledby={noteId}>
        <h2 id={noteId} className="powers-note__title">
          {t('powers.catalog.noteTitle')}
        </h2>
        <p>{t('powers.catalog.note', listPowerTitlesByKind(POWERS, i18n.language))}</p>
        <p>{t('powers.catalog.noteLive')}</p>
        <div className="powers-actions">
          <ButtonLink to="/welcome">{t('powers.catalog.createCta')}</ButtonLink>
          <ButtonLink to="/poderes/about" variant="secondary">
            {t('powers.catalog.aboutCta')}
          </ButtonLink>
        </div>
      </aside>

      <section className="powers-catalog" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="catalog-title">
          {t('powers.catalog.listTitle')}
        </h2>
        <FilterChips
          legend={t('powers.catalog.filterLabel')}
          options={options}
          value={filter}
          onChange={choose}
        />
        <p className="catalog-count" role="status">
          {t('powers.catalog.shown', { count: shown.length })}
        </p>
        <ul className="catalog-grid" aria-label={t('powers.catalog.listLabel')}>
          {shown.map((power) => (
            <PowerCard key={power.id} power={power} purpose={purposes[power.id]} />
          ))}
        </ul>
      </section>
    </section>
  );
}
