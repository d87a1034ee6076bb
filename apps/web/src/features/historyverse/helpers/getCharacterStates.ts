import {
  type GamificationState,
  HISTORYVERSE_CHARACTERS,
  type HistoryverseCharacterId,
  UNLOCK_COSTS,
} from '@plubot/contracts';

export interface CharacterState {
  id: HistoryverseCharacterId;
  unlockLevel: number;
  /** How the user has the character: by reaching its level, by PluCoins, or not yet (null). */
  unlockedBy: 'level' | 'coins' | null;
  /** PluCoins still missing to unlock it now (0 when affordable or already unlocked). */
  missing: number;
}

/**
 * Each Historyverse character for a user: unlocked once their level reaches the character's, or
 * when they bought it (an unlock of kind 'character'). A visitor (no state) has none.
 * @example getCharacterStates({ level: 3, pluCoins: 0, unlocks: [] })[0].unlockedBy // 'level' (Ada)
 */
export function getCharacterStates(
  state: Pick<GamificationState, 'level' | 'pluCoins' | 'unlocks'> | undefined,
): CharacterState[] {
  const bought = new Set(
    (state?.unlocks ?? []).filter((unlock) => unlock.kind === 'character').map((unlock) => unlock.itemId),
  );
  const level = state?.level ?? 0;
  const coins = state?.pluCoins ?? 0;
  return HISTORYVERSE_CHARACTERS.map(({ id, unlockLevel }) => {
    const unlockedBy = level >= unlockLevel ? 'level' : bought.has(id) ? 'coins' : null;
    return {
      id,
      unlockLevel,
      unlockedBy,
      missing: unlockedBy ? 0 : Math.max(0, UNLOCK_COSTS.character - coins),
    };
  });
}
