import {
  type CreateKnowledgeSourceBody,
  createKnowledgeSourceBodySchema,
  KNOWLEDGE_FIELD_LIMITS,
  KNOWLEDGE_FILE_EXTENSIONS,
  type UpdateKnowledgeSourceBody,
} from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, unprocessable } from '../../lib/AppError';
import type { ShownSource } from './knowledgeStore';

/** A file a source is made of, as uploaded. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  title?: string;
}

/** A zod failure as the field errors a 422 carries. */
function toFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'kind';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** A JSON body checked against the contract, or 422 with each field's message. */
export function parseCreateBody(raw: unknown): CreateKnowledgeSourceBody {
  const parsed = createKnowledgeSourceBodySchema.safeParse(raw ?? {});
  if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * The one file of a multipart upload (with an optional `title` field): a supported type by its
 * name, at most {@link KNOWLEDGE_FIELD_LIMITS.fileBytes}, not empty. The bytes decide the type
 * later (`readFile` sniffs them).
 */
export async function readUpload(request: FastifyRequest, maxLabel: string): Promise<UploadedFile> {
  let file: Omit<UploadedFile, 'title'> | undefined;
  let title: string | undefined;
  for await (const part of request.parts({
    limits: { fileSize: KNOWLEDGE_FIELD_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 1024 },
  })) {
    if (part.type === 'file') {
      const extension = part.filename.split('.').pop()?.toLowerCase() ?? '';
      if (!(KNOWLEDGE_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('KNOWLEDGE_FILE_TYPE');
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('KNOWLEDGE_FILE_TOO_LARGE', { params: { max: maxLabel } });
        throw error;
      });
      if (bytes.length > 0) file = { fileName: part.filename.slice(0, 200), mimeType: part.mimetype, bytes };
    } else if (part.fieldname === 'title' && typeof part.value === 'string') {
      title = part.value;
    }
  }
  if (!file) throw new AppError('KNOWLEDGE_FILE_REQUIRED');
  const titled = title?.trim();
  if (titled !== undefined && titled.length > KNOWLEDGE_FIELD_LIMITS.title)
    throw unprocessable({ title: ['knowledge.validation.titleTooLong'] });
  return { ...file, ...(titled ? { title: titled } : {}) };
}

/**
 * The columns a change of a source writes, by its kind: a title for any; a body for a text, pairs
 * for a FAQ, an address for a web page; `refresh` reads a web page or a file again. A field the kind
 * does not have, or nothing at all, is a 422. Any change reads the source again.
 */
export function toSourceChanges(source: ShownSource, body: UpdateKnowledgeSourceBody) {
  const allowed: Record<ShownSource['kind'], (keyof UpdateKnowledgeSourceBody)[]> = {
    text: ['title', 'body'],
    faq: ['title', 'pairs'],
    url: ['title', 'url', 'refresh'],
    file: ['title', 'refresh'],
  };
  const given = (Object.keys(body) as (keyof UpdateKnowledgeSourceBody)[]).filter(
    (key) => body[key] !== undefined,
  );
  const foreign = given.find((key) => !allowed[source.kind].includes(key));
  if (foreign) throw unprocessable({ [foreign]: ['knowledge.validation.notEditable'] });
  if (given.length === 0 || (given.length === 1 && body.refresh === false))
    throw unprocessable({ source: ['knowledge.validation.nothingToChange'] });
  return {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(body.pairs !== undefined ? { pairs: body.pairs } : {}),
    ...(body.url !== undefined ? { url: body.url } : {}),
  };
}

/** What a text or FAQ weighs against the plan (a web page and a file weigh what was read or uploaded). */
export function measureWrittenBytes(input: {
  body?: string | null;
  pairs?: { question: string; answer: string }[] | null;
}) {
  if (input.body != null) return Buffer.byteLength(input.body);
  return (input.pairs ?? []).reduce((sum, pair) => sum + Buffer.byteLength(pair.question + pair.answer), 0);
}
