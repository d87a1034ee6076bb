import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';

/**
 * The validation texts of the page (`knowledge.validation.*`): those the contract's schemas name
 * (their messages are these keys), the file checks made here, and `invalid` for anything else.
 */
export const KNOWLEDGE_VALIDATION_KEYS = [
  'titleRequired',
  'titleTooLong',
  'questionTooShort',
  'questionTooLong',
  'answerRequired',
  'answerTooLong',
  'bodyRequired',
  'bodyTooLong',
  'pairsRequired',
  'tooManyPairs',
  'urlInvalid',
  'kind',
  'queryRequired',
  'queryTooLong',
  'questionIds',
  'fileRequired',
  'fileType',
  'fileTooLarge',
  'invalid',
] as const;
export type KnowledgeValidationKey = (typeof KNOWLEDGE_VALIDATION_KEYS)[number];

const PREFIX = 'knowledge.validation.';

/**
 * The page's validation key for a schema message of the contract ('knowledge.validation.titleRequired'),
 * or `invalid` for a message it does not name.
 * @example toValidationKey('knowledge.validation.urlInvalid') // 'urlInvalid'
 */
export function toValidationKey(message: string): KnowledgeValidationKey {
  const key = message.startsWith(PREFIX) ? message.slice(PREFIX.length) : '';
  return KNOWLEDGE_VALIDATION_KEYS.find((candidate) => candidate === key) ?? 'invalid';
}

const MAXIMUMS: Partial<Record<KnowledgeValidationKey, number>> = {
  titleTooLong: KNOWLEDGE_FIELD_LIMITS.title,
  questionTooLong: KNOWLEDGE_FIELD_LIMITS.question,
  answerTooLong: KNOWLEDGE_FIELD_LIMITS.answer,
  bodyTooLong: KNOWLEDGE_FIELD_LIMITS.body,
  tooManyPairs: KNOWLEDGE_FIELD_LIMITS.pairs,
  queryTooLong: KNOWLEDGE_FIELD_LIMITS.query,
  fileTooLarge: KNOWLEDGE_FIELD_LIMITS.fileBytes / (1024 * 1024),
};

/** The shortest question the contract accepts. */
const QUESTION_MIN = 3;

/**
 * The values a validation text mentions, formatted for the language («200.000 caracteres», «10 MB»).
 * @example getValidationParams('titleTooLong', 'es') // { max: '120', min: '3' }
 */
export function getValidationParams(
  key: KnowledgeValidationKey,
  language: string,
): { max: string; min: string } {
  const format = new Intl.NumberFormat(language);
  return { max: format.format(MAXIMUMS[key] ?? 0), min: format.format(QUESTION_MIN) };
}
