import { KNOWLEDGE_FIELD_LIMITS, KNOWLEDGE_FILE_EXTENSIONS } from '@plubot/contracts';

/**
 * The file picker's `accept`: the contract's extensions and their usual media types, so phones
 * offer the right files.
 */
export const KNOWLEDGE_FILE_ACCEPT = [
  ...KNOWLEDGE_FILE_EXTENSIONS.map((extension) => `.${extension}`),
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
  'text/csv',
].join(',');

/** Why a chosen file cannot be sent, or null when it can. */
export type FileProblem = 'fileRequired' | 'fileType' | 'fileTooLarge';

/**
 * Checks a chosen file before uploading it: one of the contract's extensions and no bigger than
 * one upload may be (the plan's total is the server's to check).
 * @example checkKnowledgeFile({ name: 'precios.PDF', size: 2048 }) // null
 */
export function checkKnowledgeFile(file: { name: string; size: number } | null): FileProblem | null {
  if (!file) return 'fileRequired';
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!KNOWLEDGE_FILE_EXTENSIONS.some((accepted) => accepted === extension)) return 'fileType';
  if (file.size > KNOWLEDGE_FIELD_LIMITS.fileBytes) return 'fileTooLarge';
  return null;
}
