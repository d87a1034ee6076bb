import { BOT_NAME_MAX, createPlubotBodySchema, saveFlowBodySchema } from '@plubot/contracts';
import { isLockedPower } from '@plubot/flow';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { getFlow, presentFlow, saveFlow } from '../flows/flowService';
import { createPlubot, deletePlubot } from '../plubots/plubotService';
import { listLockedPowers } from '../plubots/powerAccess';
import { stripCloneSecrets } from './stripCloneSecrets';
import { countClone, getPublishedBot } from './towerService';

const COPY_SUFFIX: Readonly<Record<Language, string>> = { es: ' (copia)', en: ' (copy)' };

/**
 * The clone's name: the original's with ' (copia)' / ' (copy)', the original cut so the whole fits
 * the bot name limit.
 * @example cloneName('Nova', 'es') // 'Nova (copia)'
 */
export function cloneName(name: string, language: Language): string {
  const suffix = COPY_SUFFIX[language];
  return `${name.slice(0, BOT_NAME_MAX - suffix.length).trim()}${suffix}`;
}

/**
 * The power nodes of a clone as the cloner may save them: a Pro power the cloner's plan does not
 * include and no trial covers loses its `powerId` (the node stays, asking for a power).
 */
function withoutLockedPowers<T>(nodes: readonly T[], locked: readonly string[]): T[] {
  return nodes.map((node) => {
    const { type, data } = node as { type?: unknown; data?: { powerId?: unknown } };
    if (type !== 'power' || !data || !isLockedPower(data.powerId, locked)) return node;
    return { ...node, data: { ...data, powerId: '' } };
  });
}

/**
 * Clones a bot published in the Tower into the caller's account, as a template: its identity
 * (name + ' (copia)', tone, colour, purpose, welcome, the powers the caller's plan allows) through
 * `createPlubot`, then its current flow through the normal save path with every secret and every
 * publisher-bound address removed (`stripCloneSecrets`) and every Pro power the caller may not use
 * taken off its nodes (`withoutLockedPowers`), so the creator's rewards happen as for any bot.
 * Counts the clone on the original. If the flow cannot be saved the new bot is removed again.
 */
export async function cloneTowerBot(
  db: Database,
  userId: string,
  publicId: string,
  options: { language: Language; encryptionKey: string },
) {
  const source = await getPublishedBot(db, publicId);
  const { flow } = presentFlow(await getFlow(db, source.id), {
    key: options.encryptionKey,
    ownerId: source.ownerId,
  });
  const locked = await listLockedPowers(db, userId);
  const identity = createPlubotBodySchema.parse({
    name: cloneName(source.name, options.language),
    tone: source.tone,
    color: source.color,
    powers: source.powers.filter((power) => !locked.includes(power)),
    purpose: source.purpose,
    initial_message: source.initialMessage,
  });
  const { plubot } = await createPlubot(db, userId, identity);
  try {
    const body = saveFlowBodySchema.parse({
      flowName: flow.flowName,
      nodes: withoutLockedPowers(stripCloneSecrets(flow.nodes), locked),
      edges: flow.edges,
      viewport: flow.viewport,
      baseRevision: 1,
    });
    await saveFlow(db, plubot.id, body, { key: options.encryptionKey, ownerId: userId });
  } catch (error) {
    await deletePlubot(db, userId, plubot.id);
    throw error;
  }
  await countClone(db, source.id);
  return plubot;
}
