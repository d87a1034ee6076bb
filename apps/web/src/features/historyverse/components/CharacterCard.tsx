import { UNLOCK_COSTS } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { CharacterState } from '../helpers/getCharacterStates';

export interface CharacterCardProps {
  character: CharacterState;
  /** The signed-in user's PluCoins, or null for a visitor (who is invited to sign up instead). */
  coins: number | null;
  onUnlock: (character: CharacterState) => void;
  /** The character being bought right now. */
  unlocking: boolean;
  /** Another purchase is on its way: every other button waits. */
  busy: boolean;
}

const COST = UNLOCK_COSTS.character;

/**
 * One character of the Historyverse: the badge, name, years, role, biography and lesson for your bot
 * once unlocked; the silhouette, the level that unlocks it and 'Desbloquear ahora por 300 PluCoins'
 * while locked.
 */
export function CharacterCard({ character, coins, onUnlock, unlocking, busy }: CharacterCardProps) {
  const { t } = useTranslation();
  const { id, unlockLevel, unlockedBy, missing } = character;
  const base = `historyverse.characters.${id}` as const;
  const name = t(`${base}.name`);
  const headingId = `historyverse-${id}`;
  const reasonId = `historyverse-${id}-reason`;

  return (
    <li className={`historyverse-card${unlockedBy ? '' : ' historyverse-card--locked'}`}>
      <article aria-labelledby={headingId} className="historyverse-card__inner">
        <img
          className="historyverse-card__badge"
          src={unlockedBy ? `/historyverse/${id}.svg` : '/historyverse/locked.svg'}
          alt={unlockedBy ? t('historyverse.unlockedBadge', { name }) : t('historyverse.lockedBadge')}
          width={112}
          height={112}
          loading="lazy"
        />
        <div className="historyverse-card__head">
          <h2 id={headingId} className="historyverse-card__name">
            {name}
          </h2>
          <p className="historyverse-card__meta">
            {t(`${base}.years`)} · {t(`${base}.role`)}
          </p>
          <p className="historyverse-card__level">
            {t('historyverse.level', { level: unlockLevel })}
            {unlockedBy && (
              <span className="historyverse-card__tag">{t(`historyverse.unlockedBy.${unlockedBy}`)}</span>
            )}
          </p>
        </div>
        {unlockedBy ? (
          <div className="historyverse-card__story">
            <details className="historyverse-card__bio">
              <summary>{t('historyverse.readMore')}</summary>
              {t(`${base}.bio`, { returnObjects: true }).map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </details>
            <section className="historyverse-card__lesson" aria-label={t('historyverse.lessonTitle')}>
              <h3 className="historyverse-card__lesson-title">{t('historyverse.lessonTitle')}</h3>
              <p>{t(`${base}.lesson`)}</p>
            </section>
          </div>
        ) : (
          <div className="historyverse-card__locked">
            <p>{t('historyverse.lockedAt', { level: unlockLevel })}</p>
            {coins !== null && (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onUnlock(character)}
                  disabled={missing > 0 || busy}
                  aria-describedby={missing > 0 ? reasonId : undefined}
                >
                  {unlocking ? t('historyverse.unlocking') : t('historyverse.unlockNow', { cost: COST })}
                </Button>
                {missing > 0 && (
                  <p id={reasonId} className="historyverse-card__reason">
                    {t('historyverse.notEnough', { missing, coins })}
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
