import { API, type DoctorReportData, type PublishedVersion } from '@plubot/contracts';
import { replayOutcomeSchema } from '@plubot/engine';
import type { FlowDiff } from '@plubot/flow';
import { z } from 'zod';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import type { StoredFlow } from '../types';

const replayOutcomesSchema = z.array(replayOutcomeSchema);

/** The live version and how far the saved draft is from it (`GET /api/plubots/:id/published`). */
export async function fetchPublishedStatus(plubotId: string) {
  const { published, draftRevision, changes } = await callApi(API.getPublished, { params: { id: plubotId } });
  return { published, draftRevision, changes };
}

/** What changed from the live version to the saved draft. */
export async function fetchDraftChanges(plubotId: string): Promise<FlowDiff> {
  const { diff } = await callApi(API.diffFlow, {
    params: { id: plubotId },
    query: { from: 'published', to: 'draft' },
  });
  return diff;
}

/** Bot Doctor's report on the saved draft, as the server examines it before publishing. */
export async function fetchDraftReport(plubotId: string): Promise<DoctorReportData> {
  const { report } = await callApi(API.doctorReport, { params: { id: plubotId } });
  return report;
}

/** Publishes the saved draft over `expectedVersion` (the live version the owner saw). */
export async function publishDraft(
  plubotId: string,
  expectedVersion: number | null,
  note: string,
): Promise<PublishedVersion> {
  const { published } = await callApi(API.publishDraft, {
    params: { id: plubotId },
    body: { expectedVersion, ...(note.trim() ? { note: note.trim() } : {}) },
  });
  return published;
}

/** Every published version, newest first, and which one is live. */
export async function fetchPublishedVersions(plubotId: string) {
  const { live, versions } = await callApi(API.listPublishedVersions, { params: { id: plubotId } });
  return { live, versions };
}

/** A published version's flow (secrets masked), e.g. to draw what the draft removed. */
export async function fetchPublishedFlow(plubotId: string, version: number) {
  const { flow } = await callApi(API.getPublishedVersion, { params: { id: plubotId, v: version } });
  return flow;
}

/** 'Volver a esta versión': a copy of `version` goes live as a new version. */
export async function republishVersion(plubotId: string, version: number): Promise<PublishedVersion> {
  const { published } = await callApi(API.republishVersion, {
    params: { id: plubotId, v: version },
    body: {},
  });
  return published;
}

/** 'Editar a partir de esta': `version` becomes the draft (a new revision); nothing goes live. */
export async function editFromVersion(plubotId: string, version: number): Promise<StoredFlow> {
  const { flow } = await callApi(API.editPublishedVersion, { params: { id: plubotId, v: version } });
  return flow;
}

/** The Bot Doctor report a refused publish (422 `PUBLISH_BLOCKED`) carries, if any. */
export function getBlockingReport(error: unknown): DoctorReportData | null {
  if (!(error instanceof ApiError) || error.code !== 'PUBLISH_BLOCKED') return null;
  const body = error.body as { report?: DoctorReportData } | undefined;
  return body?.report ?? null;
}

/**
 * 'Probar con conversaciones reales': the last `limit` real conversations replayed on the saved
 * draft, offline. Each outcome has the shape of `replayOutcomeSchema` (`@plubot/engine`).
 */
export async function replayOnDraft(plubotId: string, limit: number) {
  const answer = await callApi(API.replayConversations, { params: { id: plubotId }, body: { limit } });
  return { ...answer, outcomes: replayOutcomesSchema.parse(answer.report.outcomes) };
}
