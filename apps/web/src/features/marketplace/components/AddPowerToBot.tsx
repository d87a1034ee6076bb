import { POWER_TRIAL_DAYS, POWERS, type PowerDefinition } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { formatList } from '../../powers';
import { getBlockedProPowers, type PowerAccess } from '../helpers/getPowerAccess';
import { type AddPowerInput, useAddPowerToBot } from '../hooks/useAddPowerToBot';

/** A bot the server knows, as the marketplace needs it. */
export type MarketplaceBot = AddPowerInput['bot'];

export interface AddPowerToBotProps {
  power: PowerDefinition;
  access: PowerAccess;
  /** The user's bots saved on the server (bots only in this browser cannot be changed here). */
  bots: readonly MarketplaceBot[];
  planIncludesPro: boolean;
  activeTrialIds: ReadonlySet<string>;
}

/**
 * "Añadir a un bot" for a power that acts in conversations: choose one of the user's bots that
 * lacks it and add it through the API. Says plainly when it cannot (no bots, all have it, Pro).
 */
export function AddPowerToBot({ power, access, bots, planIncludesPro, activeTrialIds }: AddPowerToBotProps) {
  const { t, i18n } = useTranslation();
  const add = useAddPowerToBot();
  const selectId = useId();
  const titleId = useId();
  const [chosenId, setChosenId] = useState('');
  const [added, setAdded] = useState<MarketplaceBot | null>(null);

  const candidates = bots.filter((bot) => !bot.powers.includes(power.id));
  const target = candidates.find((bot) => bot.id === chosenId) ?? candidates[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setAdded(null);
    add.mutate({ bot: target, powerId: power.id }, { onSuccess: () => setAdded(target) });
  };

  const failure = (): string => {
    const error = add.error;
    if (error instanceof ApiError && error.code === 'PRO_REQUIRED') {
      const others = getBlockedProPowers(
        add.variables?.bot.powers ?? [],
        POWERS,
        planIncludesPro,
        activeTrialIds,
      ).filter((other) => other.id !== power.id);
      if (others.length > 0) {
        return t('marketplace.add.proRequiredOthers', {
          bot: add.variables?.bot.name ?? '',
          list: formatList(
            others.map((other) => other.title),
            i18n.language,
            'conjunction',
          ),
        });
      }
      return t('marketplace.add.proRequired', { power: power.title, days: POWER_TRIAL_DAYS });
    }
    return getErrorMessage(error, t('marketplace.add.failed'));
  };

  return (
    <section className="market-detail__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="market-detail__heading">
        {t('marketplace.add.title')}
      </h3>
      {added && (
        <div className="market-message market-message--success" role="status">
          <p>{t('marketplace.add.success', { power: power.title, bot: added.name })}</p>
          <Link to={`/plubot/edit/flow/${added.id}`}>
            {t('marketplace.add.openEditor', { bot: added.name })}
          </Link>
        </div>
      )}
      {access === 'locked' ? (
        <p className="market-message">{t('marketplace.add.needsPro', { power: power.title })}</p>
      ) : bots.length === 0 ? (
        <>
          <p>{t('marketplace.add.noBots')}</p>
          <ButtonLink to="/welcome" variant="secondary">
            {t('marketplace.add.createBot')}
          </ButtonLink>
        </>
      ) : !target ? (
        !added && <p>{t('marketplace.add.allHave', { power: power.title })}</p>
      ) : (
        <form className="market-add" onSubmit={submit}>
          <label className="market-add__label" htmlFor={selectId}>
            {t('marketplace.add.botLabel')}
          </label>
          <select
            id={selectId}
            className="market-add__select"
            value={target.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {candidates.map((bot) => (
              <option key={bot.id} value={bot.id}>
                {bot.name}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('marketplace.add.submitting') : t('marketplace.add.submit')}
          </Button>
        </form>
      )}
      {add.isError && (
        <p className="market-message market-message--error" role="alert">
          {failure()}
        </p>
      )}
    </section>
  );
}
