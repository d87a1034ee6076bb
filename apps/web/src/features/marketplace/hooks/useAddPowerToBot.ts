import type { Plubot } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLUBOTS_QUERY_KEY, updatePlubotRequest } from '../../plubots';

/** What adding a power needs: the bot as last listed, and the power. */
export interface AddPowerInput {
  bot: Pick<Plubot, 'id' | 'name' | 'powers'>;
  powerId: string;
}

/**
 * Adds a power to one of the user's bots through `PUT /api/plubots/update/:id` (the server checks
 * ownership and the plan), then refreshes the bot list so the marketplace marks it.
 */
export function useAddPowerToBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bot, powerId }: AddPowerInput) =>
      updatePlubotRequest(bot.id, {
        powers: bot.powers.includes(powerId) ? bot.powers : [...bot.powers, powerId],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY }),
  });
}
