import { type MyPublication, PUBLIC_DESCRIPTION_MAX } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { PRODUCT_SLUG } from '../../../config/product';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useMyPublicationsQuery, useUpdatePublication } from '../hooks/useTower';
import '../../../components/catalog.css';
import './tower.css';

/** "Publicar mis bots": each of the user's bots with a publish switch and a public description. */
export function MyPublications() {
  const { t } = useTranslation();
  const titleId = useId();
  const mine = useMyPublicationsQuery();
  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalog-title tower-section__title">
        {t('tower.mine.title')}
      </h2>
      <p className="tower-section__intro">{t('tower.mine.intro')}</p>
      {mine.isPending && <Spinner label={t('tower.mine.loading')} />}
      {mine.isError && (
        <p role="alert" className="tower-message catalog-message catalog-message--error">
          {getErrorMessage(mine.error, t('tower.mine.loadFailed'))}
        </p>
      )}
      {mine.data?.bots.length === 0 && (
        <div className="tower-empty">
          <p>{t('tower.mine.empty')}</p>
          <ButtonLink to="/welcome">{t('tower.mine.create')}</ButtonLink>
        </div>
      )}
      {mine.data && mine.data.bots.length > 0 && (
        <ul className="catalog-grid tower-grid">
          {mine.data.bots.map((bot) => (
            <PublicationForm key={bot.id} bot={bot} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PublicationForm({ bot }: { bot: MyPublication }) {
  const { t } = useTranslation();
  const switchId = useId();
  const descriptionId = useId();
  const counterId = useId();
  const update = useUpdatePublication();
  const [published, setPublished] = useState(bot.published);
  const [description, setDescription] = useState(bot.description);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = published !== bot.published || description.trim() !== bot.description;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    update.mutate(
      { id: bot.id, body: { published, description } },
      {
        onSuccess: (data) => setNotice(data.message),
        onError: () => setPublished(bot.published),
      },
    );
  };

  return (
    <Card as="li" className="publication">
      <form
        onSubmit={onSubmit}
        className="publication__form"
        aria-label={t('tower.mine.formLabel', { name: bot.name })}
      >
        <div className="catalog-card__head">
          <span className="tower-bot__avatar" style={{ background: bot.color }} aria-hidden="true">
            {bot.name.charAt(0).toUpperCase()}
          </span>
          <h3 className="catalog-card__title publication__name">{bot.name}</h3>
          <span className={`publication__badge${bot.published ? ' publication__badge--on' : ''}`}>
            {bot.published ? t('tower.mine.statusPublished') : t('tower.mine.statusPrivate')}
          </span>
        </div>
        <label className="publication__switch" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={published}
            checked={published}
            onChange={(event) => setPublished(event.target.checked)}
          />
          <span className="publication__track" aria-hidden="true" />
          <span>{t('tower.mine.publishSwitch')}</span>
        </label>
        <label htmlFor={descriptionId} className="catalog-label">
          {t('tower.mine.descriptionLabel')}
        </label>
        <textarea
          id={descriptionId}
          className="catalog-input publication__description"
          rows={2}
          maxLength={PUBLIC_DESCRIPTION_MAX}
          value={description}
          aria-describedby={counterId}
          placeholder={t('tower.mine.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={counterId} className="publication__counter">
          {t('tower.mine.counter', { count: description.length, max: PUBLIC_DESCRIPTION_MAX })}
        </p>
        <div className="catalog-row">
          <Button type="submit" size="sm" disabled={update.isPending || !changed}>
            {update.isPending ? t('tower.mine.saving') : t('tower.mine.save')}
          </Button>
          <ButtonLink to={`/${PRODUCT_SLUG}/edit/flow/${bot.id}`} variant="ghost" size="sm">
            {t('tower.mine.openEditor')}
          </ButtonLink>
        </div>
        {update.isError && (
          <p role="alert" className="tower-message catalog-message catalog-message--error">
            {getErrorMessage(update.error, t('tower.mine.failed'))}
          </p>
        )}
        {notice && !update.isError && (
          <p role="status" className="tower-message catalog-message catalog-message--success">
            {notice}
          </p>
        )}
      </form>
    </Card>
  );
}
