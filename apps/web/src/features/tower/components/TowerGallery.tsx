import { TOWER_SEARCH_MAX, type TowerBot } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { PRODUCT_SLUG } from '../../../config/product';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useCloneTowerBot, useTowerQuery } from '../hooks/useTower';
import { TowerBotCard } from './TowerBotCard';
import { TryBotDialog } from './TryBotDialog';
import '../../../components/catalog.css';
import './tower.css';

/** The URL parameter holding the search, so a search (or a featured bot's link) can be shared. */
const SEARCH_PARAM = 'search';

/**
 * The Tower's gallery: a search over published bots, a card each, trying a bot in place and
 * cloning it as a template (then straight to its flow in the editor).
 */
export function TowerGallery() {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').slice(0, TOWER_SEARCH_MAX);
  const [draft, setDraft] = useState(search);
  const tower = useTowerQuery(search);
  const clone = useCloneTowerBot();
  const [trying, setTrying] = useState<TowerBot | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true, preventScrollReset: true });
  };
  const onClone = (bot: TowerBot) =>
    clone.mutate(bot.publicId, {
      onSuccess: (data) => navigate(`/${PRODUCT_SLUG}/edit/flow/${data.id}`),
    });

  const bots = tower.data?.bots ?? [];
  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalog-title tower-section__title">
        {t('tower.gallery.title')}
      </h2>
      <search className="tower-search">
        <form onSubmit={onSearch}>
          <label htmlFor={inputId} className="catalog-label">
            {t('tower.gallery.searchLabel')}
          </label>
          <div className="catalog-row tower-search__row">
            <input
              id={inputId}
              type="search"
              className="catalog-input tower-search__input"
              value={draft}
              maxLength={TOWER_SEARCH_MAX}
              placeholder={t('tower.gallery.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit">{t('tower.gallery.search')}</Button>
          </div>
        </form>
      </search>
      {clone.isError && (
        <p role="alert" className="tower-message catalog-message catalog-message--error">
          {getErrorMessage(clone.error, t('tower.card.cloneFailed'))}
        </p>
      )}
      {tower.isPending && <Spinner label={t('tower.gallery.loading')} />}
      {tower.isError && (
        <p role="alert" className="tower-message catalog-message catalog-message--error">
          {getErrorMessage(tower.error, t('tower.gallery.loadFailed'))}
        </p>
      )}
      {tower.data && (
        <p className="tower-section__count" aria-live="polite">
          {search
            ? t('tower.gallery.resultsFor', { count: bots.length, search })
            : t('tower.gallery.results', { count: bots.length })}
        </p>
      )}
      {tower.data && bots.length === 0 && (
        <p className="tower-empty">{search ? t('tower.gallery.noResults') : t('tower.gallery.empty')}</p>
      )}
      {bots.length > 0 && (
        <ul className="catalog-grid tower-grid">
          {bots.map((bot) => (
            <TowerBotCard
              key={bot.publicId}
              bot={bot}
              cloning={clone.isPending && clone.variables === bot.publicId}
              onTry={() => setTrying(bot)}
              onClone={() => onClone(bot)}
            />
          ))}
        </ul>
      )}
      {trying && <TryBotDialog bot={trying} onClose={() => setTrying(null)} />}
    </section>
  );
}
