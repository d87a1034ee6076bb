import type { PowerCategory } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../components/FilterChips';
import type { MarketplaceCategory } from '../helpers/marketplaceFilter';

export interface MarketplaceFiltersProps {
  query: string;
  category: MarketplaceCategory;
  /** How many results the current search has in total and in each of the 14 categories. */
  total: number;
  counts: readonly { category: PowerCategory; count: number }[];
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: MarketplaceCategory) => void;
}

/** The search box and the category toggles ("Todas" plus the 14 categories, with counts). */
export function MarketplaceFilters({
  query,
  category,
  total,
  counts,
  onQueryChange,
  onCategoryChange,
}: MarketplaceFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const option = (value: MarketplaceCategory, label: string, count: number) => ({
    value,
    label: t('marketplace.filter.option', { label, count }),
  });
  const options = [
    option('all', t('marketplace.filter.all'), total),
    ...counts.map((entry) => option(entry.category, t(`powers.categories.${entry.category}`), entry.count)),
  ];

  return (
    <div className="market-filters">
      <search className="market-search">
        <label className="market-search__label" htmlFor={searchId}>
          {t('marketplace.search.label')}
        </label>
        <input
          id={searchId}
          className="market-search__input"
          type="search"
          value={query}
          placeholder={t('marketplace.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={80}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </search>
      <FilterChips
        legend={t('marketplace.filter.label')}
        options={options}
        value={category}
        onChange={onCategoryChange}
      />
    </div>
  );
}
