import { API, type FlowTemplate, type LocalizedText } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { getUiLanguage } from '../../../lib/getUiLanguage';

/** The template catalogue (`GET /api/templates`), in the order the picker shows it. */
export async function fetchTemplates(): Promise<FlowTemplate[]> {
  const { templates } = await callApi(API.listTemplates);
  return templates;
}

/** One template by id, or null when the catalogue does not have it. */
export async function findTemplateById(templateId: string): Promise<FlowTemplate | null> {
  return (await fetchTemplates()).find((template) => template.id === templateId) ?? null;
}

/** A template's text in the interface's language (Spanish unless it is English). */
export function localize(text: LocalizedText, language = getUiLanguage()): string {
  return language.startsWith('en') ? text.en : text.es;
}

/** The react-query key of the catalogue: it changes only with a release, so it is kept a while. */
export const TEMPLATES_QUERY = {
  queryKey: ['templates'],
  queryFn: fetchTemplates,
  staleTime: 5 * 60_000,
} as const;
