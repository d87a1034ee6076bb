import { z } from 'zod';

/** `POST /api/http-test`: the editor's 'Ejecutar Prueba' of an HTTP node. */
export const httpTestBodySchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
  url: z.string().trim().min(1, 'editor.urlRequired').max(2000),
  headers: z.record(z.string().max(200), z.string().max(4000)).default({}),
  body: z.string().max(100_000).optional(),
  /**
   * The node under test: a credential header the browser only has masked ('••••1234') is sent with
   * the secret stored for that node (the owner's bot only).
   */
  plubotId: z.string().uuid().optional(),
  nodeId: z.string().max(200).optional(),
});
export const httpTestResponseSchema = z.object({
  success: z.literal(true),
  ok: z.boolean(),
  status: z.number().int().optional(),
  data: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
  message: z.string(),
});

/** `POST /api/ai-node`: the AI node's test run, also used by the simulation. */
export const aiNodeBodySchema = z.object({
  prompt: z.string().max(20_000).default(''),
  systemMessage: z.string().max(20_000).optional(),
  temperature: z.number().min(0).max(2).default(0.7),
  maxTokens: z.number().int().min(1).max(4096).default(512),
});
export const aiNodeResponseSchema = z.object({ success: z.literal(true), response: z.string() });

/** `POST /api/byte-assistant`: chat with Byte, the in-app assistant. */
export const byteAssistantBodySchema = z.object({
  message: z.string().trim().min(1, 'byte.messageRequired').max(2000),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
    .max(10)
    .default([]),
});
export const byteAssistantResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  sentiment: z.enum(['normal', 'happy', 'sad', 'warning', 'thinking']),
});
