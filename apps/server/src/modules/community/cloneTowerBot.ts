import { BOT_NAME_MAX, createPlubotBodySchema, saveFlowBodySchema } from '@plubot/contracts';
import { isLockedPower } from '@plubot/flow';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { getFlow, presentFlow, saveFlow } from '../flows/flowService';
import { createPlubot, deletePlubot } from '../plubots/plubotService';
import { listLockedPowers } from '../plubots/powerAccess';
import { insertPublishedVersion } from '../publishing/publishedFlowRepository';
import { getLiveVersion } from '../publishing/publishService';
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
 * `createPlubot`, then its live (published) flow through the normal save path with every secret and every
 * publisher-bound address removed (`stripCloneSecrets`) and every Pro power the caller may not use
 * taken off its nodes (`withoutLockedPowers`), so the creator's rewards happen as for any bot.
 * The clone's flow is published at once, as for a bot made from a template. Counts the clone on
 * the original. If the flow cannot be saved the new bot is removed again.
 */
export async function cloneTowerBot(
  db: Database,
  userId: string,
  publicId: string,
  options: { language: Language; encryptionKey: string },
) {
  const source = await getPublishedBot(db, publicId);
  // What the Tower's visitors talk to: the live version, not a draft its owner may be changing.
  const live = await getLiveVersion(db, source.id);
  const stored = live
    ? {
        ...live.flow,
        plubotId: source.id,
        revision: live.summary.draftRevision,
        updatedAt: live.summary.publishedAt,
      }
    : await getFlow(db, source.id);
  const { flow } = presentFlow(stored, { key: options.encryptionKey, ownerId: source.ownerId });
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
    const saved = await saveFlow(db, plubot.id, body, { key: options.encryptionKey, ownerId: userId });
    // Like a bot made from a template, the clone answers with its flow at once.
    await db.transaction(async (tx) => {
      const draft = await getFlow(tx, plubot.id);
      await insertPublishedVersion(tx, {
        plubotId: plubot.id,
        flow: {
          flowName: draft.flowName,
          nodes: draft.nodes,
          edges: draft.edges,
          viewport: draft.viewport,
          flowVersion: draft.flowVersion,
        },
        draftRevision: saved.revision,
        publishedBy: userId,
        note: null,
        expectedLive: 1,
      });
    });
  } catch (error) {
    await deletePlubot(db, userId, plubot.id);
    throw error;
  }
  await countClone(db, source.id);
  return plubot;
}
