import { getLockedPowers, POWERS } from '@plubot/contracts';
import { allowsProPowers, type FlowNode, isLockedPower } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { listActivePowerTrials } from '../gamification/gamificationService';

/**
 * The Pro powers `ownerId` may not use now: every Pro power of the catalogue when the owner's plan
 * has no Pro powers, except those on a trial bought with PluCoins that has not ended
 * (`getLockedPowers` of `@plubot/contracts`). The one place the server reads that rule from: the
 * bot's powers list, a power node on save, a power node in a conversation and Bot Doctor.
 */
export async function listLockedPowers(db: Database, ownerId: string, now = new Date()): Promise<string[]> {
  const [owner] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, ownerId));
  if (allowsProPowers(owner?.plan)) return [];
  return getLockedPowers(owner?.plan, await listActivePowerTrials(db, ownerId, now));
}

/**
 * Refuses a flow whose power nodes use a Pro power the owner may not use now (403
 * `FLOW_POWER_PRO_REQUIRED`, naming the powers; `nodeIds` lists the nodes). A node already stored
 * with the same power is let through, as the bot's powers list keeps a power from an ended trial:
 * it does not act in conversations and Bot Doctor says why, but it never blocks saving other
 * changes.
 */
export function assertPowerNodesAllowed(
  nodes: readonly FlowNode[],
  storedNodes: readonly unknown[],
  lockedPowers: readonly string[],
): void {
  if (lockedPowers.length === 0) return;
  const kept = new Set(storedNodes.flatMap((node) => (isPowerNode(node) ? [powerKey(node)] : [])));
  const refused = nodes.filter(
    (node) =>
      node.type === 'power' && isLockedPower(node.data.powerId, lockedPowers) && !kept.has(powerKey(node)),
  );
  if (refused.length === 0) return;
  const powerIds = [...new Set(refused.map((node) => String(node.data.powerId).trim()))];
  const titles = powerIds.map((id) => POWERS.find((power) => power.id === id)?.title ?? id);
  throw new AppError('FLOW_POWER_PRO_REQUIRED', {
    params: { powers: titles.join(', ') },
    extra: { nodeIds: refused.map((node) => node.id), powers: powerIds },
  });
}

interface PowerNodeLike {
  id: string;
  type: 'power';
  data: { powerId?: unknown };
}

function isPowerNode(node: unknown): node is PowerNodeLike {
  if (typeof node !== 'object' || node === null) return false;
  const { type, data } = node as { type?: unknown; data?: unknown };
  return (type === 'power' || type === 'powerNode') && typeof data === 'object' && data !== null;
}

function powerKey(node: { id: string; data: { powerId?: unknown } }): string {
  const powerId = typeof node.data.powerId === 'string' ? node.data.powerId.trim() : '';
  return JSON.stringify([node.id, powerId]);
}
