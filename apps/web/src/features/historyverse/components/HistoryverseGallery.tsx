import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { buildLoginPath, useAuthStore } from '../../auth';
import { useGamificationQuery, useUnlockItem } from '../../gamification';
import { type CharacterState, getCharacterStates } from '../helpers/getCharacterStates';
import { CharacterCard } from './CharacterCard';
import './historyverse.css';

const LOGIN_PATH = buildLoginPath({ pathname: '/historyverse', search: '', hash: '' });

const selectSignedIn = (state: { user: unknown }) => state.user !== null;

/**
 * The Historyverse's eleven characters. A signed-in user sees what their level and PluCoins have
 * unlocked and may buy a locked character now; a visitor sees every character locked and is invited
 * to create an account.
 */
export function HistoryverseGallery() {
  const { t } = useTranslation();
  const signedIn = useAuthStore(selectSignedIn);
  const gamification = useGamificationQuery();
  const unlock = useUnlockItem();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (signedIn && gamification.isPending) return <Spinner />;
  const state = signedIn ? gamification.data : undefined;
  const characters = getCharacterStates(state);
  const unlockedCount = characters.filter((character) => character.unlockedBy !== null).length;

  const buy = (character: CharacterState) => {
    setMessage(null);
    const name = t(`historyverse.characters.${character.id}.name`);
    unlock.mutate(
      { kind: 'character', itemId: character.id },
      {
        onSuccess: () => setMessage({ kind: 'success', text: t('historyverse.unlockedNow', { name }) }),
        onError: (error) =>
          setMessage({ kind: 'error', text: getErrorMessage(error, t('historyverse.unlockError')) }),
      },
    );
  };

  return (
    <div className="historyverse">
      {state ? (
        <p className="historyverse__progress">
          {t('historyverse.progress', { count: unlockedCount, total: characters.length })}{' '}
          {t('historyverse.yourLevel', { level: state.level })}
        </p>
      ) : (
        <div className="historyverse__visitor">
          <p>{t('historyverse.visitor')}</p>
          <div className="historyverse__visitor-actions">
            <ButtonLink to="/register">{t('historyverse.signUp')}</ButtonLink>
            <ButtonLink to={LOGIN_PATH} variant="secondary">
              {t('historyverse.signIn')}
            </ButtonLink>
          </div>
        </div>
      )}
      <div className="historyverse__message" role="status" aria-live="polite">
        {message && (
          <p className={`historyverse__notice historyverse__notice--${message.kind}`}>{message.text}</p>
        )}
      </div>
      <ul className="historyverse__grid">
        {characters.map((character) => (
          <CharacterCard
            key={character.id}
            character={character}
            coins={state ? state.pluCoins : null}
            onUnlock={buy}
            unlocking={unlock.isPending && unlock.variables?.itemId === character.id}
            busy={unlock.isPending}
          />
        ))}
      </ul>
    </div>
  );
}
