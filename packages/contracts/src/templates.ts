import { flowSchema } from '@plubot/flow';
import { z } from 'zod';

/** What a template is for; the picker groups and labels templates by it. */
export const TEMPLATE_CATEGORIES = ['support', 'sales', 'ai', 'survey', 'bookings', 'events'] as const;
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** A text in both interface languages (a template's name and description in the picker). */
export const localizedTextSchema = z.object({
  es: z.string().trim().min(1).max(300),
  en: z.string().trim().min(1).max(300),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A template's id: lower-case words joined by dashes, as in `/plubot/create/atencion-al-cliente`. */
export const templateIdSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A flow a bot can start from (the editor's Plantillas and `/plubot/create/{templateId}`): its
 * name and description in Spanish and English, a category and an emoji icon, how many nodes and
 * connections it has, and the flow itself. The flow's texts are Spanish: it is content the owner
 * edits from there.
 */
export const flowTemplateSchema = z.object({
  id: templateIdSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  category: templateCategorySchema,
  icon: z.string().min(1).max(16),
  nodeCount: z.number().int().nonnegative(),
  edgeCount: z.number().int().nonnegative(),
  flow: flowSchema,
});
export type FlowTemplate = z.infer<typeof flowTemplateSchema>;

/** `GET /api/templates`: every template, in the order the picker shows them. */
export const templatesResponseSchema = z.object({
  success: z.literal(true),
  templates: z.array(flowTemplateSchema),
});
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;
