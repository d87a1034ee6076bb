import { PERSONALITIES, type Plubot } from '@plubot/contracts';
import { createQuickBotFlow } from '@plubot/flow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import {
  createPlubotRequest,
  fetchPlubotFlow,
  PLUBOTS_QUERY_KEY,
  publishPlubotFlow,
  refreshUserProfile,
  savePlubotFlow,
  updatePlubotRequest,
} from '../../plubots';
import { type QuickBotFormValues, toQuickBotAnswers } from '../helpers/quickBotForm';

/**
 * Saves the quick creator: creates the bot (or updates it) with the chosen identity and the
 * welcome as its initial message, then replaces its flow with the one generated from the
 * answers, so the bot answers on its link without the editor ever being opened.
 */
export function useSaveQuickBot() {
  const queryClient = useQueryClient();
  // One local id per visit: saving twice (a retry after a failed flow save) never makes two bots.
  const localId = useRef(`quick-${globalThis.crypto.randomUUID()}`);
  // Set once the bot exists, so a retry after a failed flow save updates it instead.
  const createdId = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: QuickBotFormValues): Promise<Plubot> => {
      const answers = toQuickBotAnswers(values);
      const flow = createQuickBotFlow(answers);
      const personality = PERSONALITIES.find((candidate) => candidate.id === values.tone);
      const identity = {
        name: answers.name,
        tone: values.tone || 'neutral',
        ...(personality ? { color: personality.color } : {}),
        initial_message: answers.welcomeMessage,
      };
      const targetId = values.plubotId ?? createdId.current;
      const plubot = targetId
        ? (await updatePlubotRequest(targetId, identity)).plubot
        : (await createPlubotRequest({ ...identity, powers: [], _localId: localId.current })).plubot;
      if (!values.plubotId) createdId.current = plubot.id;
      const current = await fetchPlubotFlow(plubot.id);
      await savePlubotFlow(
        plubot.id,
        { flowName: flow.flowName, nodes: flow.nodes, edges: flow.edges, viewport: flow.viewport },
        current.revision,
      );
      // 'Guardar y activar': visitors get this flow at once.
      await publishPlubotFlow(plubot.id);
      return plubot;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY }),
    onSuccess: () => {
      void refreshUserProfile();
    },
  });
  /** The next save creates a new bot (the user chose 'Nuevo Plubot' again). */
  const startNew = useCallback(() => {
    createdId.current = null;
    localId.current = `quick-${globalThis.crypto.randomUUID()}`;
    mutation.reset();
  }, [mutation.reset]);
  return { mutation, startNew };
}
