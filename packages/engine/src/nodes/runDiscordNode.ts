import { readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * `discord`: posts `messageContent` to `channelId` with the bot token `discordToken` (all
 * interpolated) through `effects.discord`, then moves on. An empty token is passed on as '' so the
 * host can post with the owner's connected Discord integration (flow-editor spec §7). Nothing is
 * said to the user; a missing channel or message, a missing effect or a failure is traced.
 */
export async function runDiscordNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const next = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const fields = readNodeData('discord', node.data);
  const token = turn.render(fields.text('discordToken') ?? '').trim();
  const channelId = turn.render(fields.text('channelId') ?? '').trim();
  const content = turn.render(fields.text('messageContent') ?? '').trim();
  if (channelId === '' || content === '') {
    turn.log(node, 'discord-skipped', 'faltan canal o mensaje');
    return next();
  }
  const discord = turn.effects.discord;
  if (!discord) {
    turn.log(node, 'discord-not-configured');
    return next();
  }
  const result = await callEffect(() => discord({ token, channelId, content }));
  turn.log(node, result.ok ? 'discord-sent' : 'discord-failed', result.ok ? undefined : result.error);
  return next();
}
