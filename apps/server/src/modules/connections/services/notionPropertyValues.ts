import { z } from 'zod';
import { isYesText } from './isYesText';

/** Longest text Notion takes in one rich-text item (titles, texts, URLs alike). */
export const NOTION_TEXT_LIMIT = 2000;

/** Longest name of a select option Notion takes. */
const OPTION_NAME_LIMIT = 100;

/** An ISO 8601 date, or date and time, as Notion's `date.start` takes it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The text types Notion filters with `equals` on a string. */
const TEXT_FILTER_TYPES = new Set(['title', 'rich_text', 'email', 'phone_number', 'url']);

/**
 * A text from the conversation as the value of a Notion property of type `type` (`POST /v1/pages`):
 * titles and texts as rich text, numbers, checkboxes (`sí`/`yes`/`true`/`1`), selects by name,
 * multi-selects split on commas, ISO dates. `undefined` when the text is empty, does not fit the type
 * (a number that is not one, a date that is not ISO) or the type takes no text (people, files,
 * formulas…): that property is left out, the page is still created.
 * @example toNotionPropertyValue('multi_select', 'vip, web') // { multi_select: [{ name: 'vip' }, { name: 'web' }] }
 */
export function toNotionPropertyValue(type: string, text: string): Record<string, unknown> | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  switch (type) {
    case 'title':
    case 'rich_text':
      return { [type]: [{ text: { content: value.slice(0, NOTION_TEXT_LIMIT) } }] };
    case 'email':
    case 'phone_number':
    case 'url':
      return { [type]: value.slice(0, NOTION_TEXT_LIMIT) };
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? { number } : undefined;
    }
    case 'checkbox':
      return { checkbox: isYesText(value) };
    case 'select':
    case 'status':
      // Notion refuses option names with commas; that one value is dropped rather than the page.
      return value.includes(',') ? undefined : { [type]: { name: value.slice(0, OPTION_NAME_LIMIT) } };
    case 'multi_select': {
      const names = [...new Set(value.split(',').map((name) => name.trim().slice(0, OPTION_NAME_LIMIT)))];
      const options = names.filter((name) => name !== '').map((name) => ({ name }));
      return options.length > 0 ? { multi_select: options } : undefined;
    }
    case 'date':
      return ISO_DATE.test(value) ? { date: { start: value } } : undefined;
    default:
      return undefined;
  }
}

/** How a lookup searches a property: Notion's filter, no search needed (nothing can match), or none possible. */
export type NotionLookup =
  | { kind: 'filter'; filter: Record<string, unknown> }
  | { kind: 'noMatch' }
  | { kind: 'unsupported' };

/**
 * The filter of `POST /v1/databases/{id}/query` that finds pages whose property `name` (of type
 * `type`) equals `text`: texts, e-mails, phones and URLs by the exact string, numbers, selects and
 * statuses by name, multi-selects that contain it, checkboxes (`sí`/`no`), ISO dates.
 * @example toNotionLookup('Email', 'email', 'ana@plubot.com')
 * // { kind: 'filter', filter: { property: 'Email', email: { equals: 'ana@plubot.com' } } }
 */
export function toNotionLookup(name: string, type: string, text: string): NotionLookup {
  const value = text.trim();
  const filter = (condition: Record<string, unknown>): NotionLookup => ({
    kind: 'filter',
    filter: { property: name, [type]: condition },
  });
  if (TEXT_FILTER_TYPES.has(type)) return filter({ equals: value });
  switch (type) {
    case 'number': {
      const number = Number(value);
      return value !== '' && Number.isFinite(number) ? filter({ equals: number }) : { kind: 'noMatch' };
    }
    case 'select':
    case 'status':
      return filter({ equals: value });
    case 'multi_select':
      return filter({ contains: value });
    case 'checkbox':
      return filter({ equals: isYesText(value) });
    case 'date':
      return ISO_DATE.test(value) ? filter({ equals: value }) : { kind: 'noMatch' };
    default:
      return { kind: 'unsupported' };
  }
}

const richTextSchema = z.array(z.looseObject({ plain_text: z.string().optional() }));
const namedSchema = z.looseObject({ name: z.string().nullish() });
const dateSchema = z.looseObject({ start: z.string(), end: z.string().nullish() });
const uniqueIdSchema = z.looseObject({ prefix: z.string().nullish(), number: z.number().nullish() });

/**
 * The plain text of a Rich Text array (`[{ plain_text: 'Ana ' }, { plain_text: 'Pérez' }]` →
 * `Ana Pérez`): a database's title, a page's title or text property.
 */
export function readRichText(value: unknown): string {
  const parsed = richTextSchema.safeParse(value);
  return parsed.success ? parsed.data.map((item) => item.plain_text ?? '').join('') : '';
}

/**
 * A page's property value (`{ type: 'select', select: { name: 'VIP' } }`) as the plain text a flow
 * variable keeps: texts, numbers, `true`/`false`, option names (comma separated), dates
 * (`start → end`), people's names, formulas by their result; empty when it has none.
 * @example readNotionPropertyText({ type: 'number', number: 42 }) // '42'
 */
export function readNotionPropertyText(property: { type: string } & Record<string, unknown>): string {
  return readValueText(property.type, property[property.type]);
}

/** The plain text of one typed value (a property's, or a formula's result). */
function readValueText(type: string, value: unknown): string {
  switch (type) {
    case 'title':
    case 'rich_text':
      return readRichText(value);
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'checkbox':
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : '';
    case 'select':
    case 'status':
      return readName(value);
    case 'multi_select':
    case 'people':
      return Array.isArray(value) ? value.map(readName).filter(Boolean).join(', ') : '';
    case 'date': {
      const date = dateSchema.safeParse(value);
      if (!date.success) return '';
      return date.data.end ? `${date.data.start} → ${date.data.end}` : date.data.start;
    }
    case 'formula': {
      const formula = z.looseObject({ type: z.string() }).safeParse(value);
      return formula.success ? readNotionPropertyText(formula.data) : '';
    }
    case 'unique_id': {
      const id = uniqueIdSchema.safeParse(value);
      if (!id.success || typeof id.data.number !== 'number') return '';
      return id.data.prefix ? `${id.data.prefix}-${id.data.number}` : String(id.data.number);
    }
    default:
      // email, phone_number, url, string, created_time, last_edited_time: a string or null.
      return typeof value === 'string' ? value : '';
  }
}

/** The name of an option or a person (`{ name: 'VIP' }`), empty when it has none. */
function readName(value: unknown): string {
  const parsed = namedSchema.safeParse(value);
  return parsed.success ? (parsed.data.name ?? '') : '';
}
