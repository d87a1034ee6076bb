import { API, type BotHealth, type DoctorResponse } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';

/** Every Bot Doctor query starts with this key; a save marks them all stale. */
export const DOCTOR_QUERY_KEY = ['doctor'] as const;

/** The key of the health of every bot of the signed-in user (bot cards). */
export const BOT_HEALTH_QUERY_KEY = [...DOCTOR_QUERY_KEY, 'health'] as const;

/** The key of one bot's report and context. */
export function doctorReportQueryKey(plubotId: string) {
  return [...DOCTOR_QUERY_KEY, 'report', plubotId] as const;
}

/** Bot Doctor's report on a bot's stored flow, and the context the editor runs the rules in. */
export async function fetchDoctorReport(plubotId: string, signal?: AbortSignal): Promise<DoctorResponse> {
  return callApi(API.doctorReport, { params: { id: plubotId }, ...(signal ? { signal } : {}) });
}

/** The health of each of the signed-in user's bots, by bot id. */
export async function fetchBotHealth(signal?: AbortSignal): Promise<ReadonlyMap<string, BotHealth>> {
  const { bots } = await callApi(API.botHealth, signal ? { signal } : {});
  return new Map(bots.map((bot) => [bot.plubotId, bot]));
}
