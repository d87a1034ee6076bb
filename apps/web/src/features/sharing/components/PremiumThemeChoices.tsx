import { type PremiumWidgetTheme, UNLOCK_COSTS, type WidgetTheme } from '@plubot/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { getPremiumThemeStates } from '../helpers/premiumThemeState';
import { usePremiumThemes } from '../hooks/usePremiumThemes';
import './premiumThemes.css';

export interface PremiumThemeChoicesProps {
  selected: WidgetTheme;
  onSelect: (theme: PremiumWidgetTheme) => void;
  disabled: boolean;
}

const COST = UNLOCK_COSTS.widget_theme;

/**
 * The premium widget themes (galaxia, aurora, nebulosa) beside the free ones: an owned theme is a
 * choice of the same radio group; a locked one shows its lock and 'Desbloquear por 200 PluCoins'
 * (disabled, with the reason, when the PluCoins are short).
 */
export function PremiumThemeChoices({ selected, onSelect, disabled }: PremiumThemeChoicesProps) {
  const { t } = useTranslation();
  const { progress: gamification, unlock } = usePremiumThemes();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const states = getPremiumThemeStates(gamification.data);
  const coins = gamification.data?.pluCoins ?? 0;

  const buy = (theme: PremiumWidgetTheme) => {
    setMessage(null);
    unlock.mutate(theme, {
      onSuccess: () => {
        setMessage({
          kind: 'success',
          text: t('sharing.premiumThemes.unlocked', { theme: t(`sharing.premiumThemes.names.${theme}`) }),
        });
        onSelect(theme);
      },
      onError: (error) =>
        setMessage({ kind: 'error', text: getErrorMessage(error, t('sharing.premiumThemes.unlockError')) }),
    });
  };

  return (
    <fieldset className="customize__choices premium-themes">
      <legend>{t('sharing.premiumThemes.title')}</legend>
      <p className="customize__hint premium-themes__text">
        {t('sharing.premiumThemes.text')} {gamification.data && t('sharing.premiumThemes.balance', { coins })}
      </p>
      <ul className="premium-themes__list">
        {states.map(({ theme, unlocked, missing }) => {
          const name = t(`sharing.premiumThemes.names.${theme}`);
          const reasonId = `premium-theme-${theme}-reason`;
          return (
            <li key={theme} className={`premium-theme premium-theme--${theme}`}>
              <span className="premium-theme__swatch" aria-hidden="true" />
              {unlocked ? (
                <label className="customize__chip premium-theme__choice">
                  <input
                    type="radio"
                    name="embed-theme"
                    value={theme}
                    checked={selected === theme}
                    onChange={() => onSelect(theme)}
                  />
                  <span>{name}</span>
                </label>
              ) : (
                <p className="premium-theme__name">
                  <span aria-hidden="true">🔒 </span>
                  {name} <span className="visually-hidden">({t('sharing.premiumThemes.locked')})</span>
                </p>
              )}
              <p className="premium-theme__description">{t(`sharing.premiumThemes.descriptions.${theme}`)}</p>
              {!unlocked && (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="premium-theme__unlock"
                    onClick={() => buy(theme)}
                    disabled={disabled || missing > 0 || unlock.isPending || !gamification.data}
                    aria-label={t('sharing.premiumThemes.unlockLabel', { theme: name, cost: COST })}
                    aria-describedby={missing > 0 ? reasonId : undefined}
                  >
                    {unlock.isPending && unlock.variables === theme
                      ? t('sharing.premiumThemes.unlocking')
                      : t('sharing.premiumThemes.unlock', { cost: COST })}
                  </Button>
                  {missing > 0 && gamification.data && (
                    <p id={reasonId} className="premium-theme__reason">
                      {t('sharing.premiumThemes.notEnough', { missing, coins })}
                    </p>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {message && (
        <p
          className={`customize__result customize__result--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </fieldset>
  );
}
