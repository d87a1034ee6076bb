import type { HubStep } from '@plubot/contracts';

/** A bot as the step picker needs it (newest first in the list it gets). */
export interface StepBot {
  id: string;
  name: string;
  publicId: string;
  hasEnd: boolean;
  shared: boolean;
}

/** What the picker knows about the user: their bots and the ledger facts that matter. */
export interface StepFacts {
  /** Newest first. */
  bots: readonly StepBot[];
  /** A visitor left an e-mail or a phone with one of the user's bots (`first_lead`). */
  hasContact: boolean;
  /** A lesson of the Academia was passed. */
  hasLesson: boolean;
  dailyRewardAvailable: boolean;
  /** One of the user's bots is shown in the Torre de Creativos. */
  hasPublishedBot: boolean;
  /** A Coliseo challenge was completed. */
  hasChallenge: boolean;
}

const editorRoute = (id: string) => `/plubot/edit/flow/${encodeURIComponent(id)}`;

function botStep(id: HubStep['id'], bot: StepBot, route: string): HubStep {
  return { id, route, plubotId: bot.id, plubotName: bot.name };
}

function plainStep(id: HubStep['id'], route: string): HubStep {
  return { id, route, plubotId: null, plubotName: null };
}

/**
 * The hub's next suggested step: the first of the new user's path whose fact has not happened —
 * create a bot in the Fábrica, finish its flow with an End, share it, get a first contact from a
 * visitor (the bot's contacts page, which says how), take a lesson, claim the daily reward, show a bot in the Torre, take a Coliseo challenge — and once
 * all happened, explore the Mercado.
 * @example pickNextStep({ bots: [], … }) // { id: 'create_bot', route: '/welcome', … }
 */
export function pickNextStep(facts: StepFacts): HubStep {
  const newest = facts.bots[0];
  if (!newest) return plainStep('create_bot', '/welcome');
  const finished = facts.bots.filter((bot) => bot.hasEnd);
  const firstFinished = finished[0];
  if (!firstFinished) return botStep('finish_flow', newest, editorRoute(newest.id));
  const shared = finished.find((bot) => bot.shared);
  if (!shared) return botStep('share_bot', firstFinished, editorRoute(firstFinished.id));
  if (!facts.hasContact) {
    return botStep('first_contact', shared, `/plubot/conversations/${encodeURIComponent(shared.id)}`);
  }
  if (!facts.hasLesson) return plainStep('take_lesson', '/academy');
  if (facts.dailyRewardAvailable) return plainStep('claim_daily', '/pluniverse');
  if (!facts.hasPublishedBot) return plainStep('publish_tower', '/tower');
  if (!facts.hasChallenge) return plainStep('join_challenge', '/coliseum');
  return plainStep('explore_marketplace', '/marketplace');
}
