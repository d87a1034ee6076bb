import { metaPageChannelBodySchema } from '@plubot/contracts';

/** What the owner types to connect Messenger or Instagram. */
export interface MetaPageFields {
  pageId: string;
  accessToken: string;
  appSecret: string;
}

/** The i18n keys of what may be wrong with the Messenger/Instagram form (the contracts' messages). */
const META_PAGE_PROBLEMS = [
  'channels.metaPage.pageIdRequired',
  'channels.metaPage.pageIdInvalid',
  'channels.metaPage.accessTokenRequired',
  'channels.metaPage.accessTokenInvalid',
  'channels.metaPage.appSecretRequired',
  'channels.metaPage.appSecretInvalid',
] as const;
export type MetaPageFieldProblem = (typeof META_PAGE_PROBLEMS)[number];

/**
 * What is wrong with the Messenger/Instagram form before it is sent (the server's own rules): each
 * field's first problem as an i18n key; empty when it can be sent.
 * @example checkMetaPageFields({ pageId: 'x', accessToken: '', appSecret: '' }).pageId // 'channels.metaPage.pageIdInvalid'
 */
export function checkMetaPageFields(
  fields: MetaPageFields,
): Partial<Record<keyof MetaPageFields, MetaPageFieldProblem>> {
  const parsed = metaPageChannelBodySchema.safeParse(fields);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof MetaPageFields, MetaPageFieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof MetaPageFields;
    if (!(field in fields) || problems[field]) continue;
    const known = META_PAGE_PROBLEMS.find((key) => key === issue.message);
    problems[field] = known ?? `channels.metaPage.${field}Invalid`;
  }
  return problems;
}

/** What a connected Messenger or Instagram card names: the Page, or the Instagram account (@user). */
export function metaPageAccountLabel(details: Record<string, string>): string {
  if (details.username) return `@${details.username}`;
  return details.pageName ?? details.pageId ?? '';
}
