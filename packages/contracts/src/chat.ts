import { chatButtonSchema, chatCardSchema, inputRequestSchema } from '@plubot/engine';
import { PLAN_IDS } from '@plubot/flow';
import { z } from 'zod';
import { WIDGET_THEMES } from './embed';
import { handoffStatusSchema, messageAuthorSchema } from './inbox';

// A button, a card and what a turn waits for are the engine's own shapes: the API sends them as they are.
export { chatButtonSchema, chatCardSchema, inputRequestSchema };

export const botMessageSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  text: z.string(),
  buttons: z.array(chatButtonSchema).optional(),
  /** 'markdown': show the text's small safe Markdown (bold, italic, lists, http(s) links). */
  format: z.literal('markdown').optional(),
  /** Wait this long after the previous message before showing this one (an 'Esperar' action). */
  delayMs: z.number().int().min(0).max(300_000).optional(),
  /** A card to show instead of the text (a Figma or Canva design); `text` holds its title and link. */
  card: chatCardSchema.optional(),
});

export const chatStartBodySchema = z.object({ channel: z.enum(['web', 'widget']).default('web') }).nullish();

/**
 * The request header that carries the visitor's credential (the start's `visitorToken`) on a reply
 * and on the transcript: a visitor's conversation is authorised by its own secret, never by its id
 * alone (issue #29). Without it, or with another conversation's, those answer the same 404
 * `CHAT_SESSION_NOT_FOUND` as an unknown session. The live stream, read by an `EventSource` that
 * cannot send headers, takes the same credential as `?token=`.
 * @example headers: { [VISITOR_TOKEN_HEADER]: started.visitorToken }
 */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';

/** A visitor's turn: typed text or the id of a button. */
export const chatReplyBodySchema = z
  .object({
    text: z.string().max(4000, 'chat.replyTooLong').optional(),
    optionId: z.string().max(200).optional(),
  })
  .refine((body) => (body.text !== undefined && body.text.trim() !== '') || body.optionId !== undefined, {
    message: 'chat.replyRequired',
    path: ['text'],
  });

/** Who answers the conversation now, when it is not the bot (issue #29): shown above the composer. */
export const chatHandoffSchema = z.object({
  status: handoffStatusSchema,
  /** The display name of the person answering (`status: 'person'`). */
  agentName: z.string().nullable(),
});

export const chatTurnResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  messages: z.array(botMessageSchema),
  input: inputRequestSchema,
  ended: z.boolean(),
  /**
   * The visitor's credential for this conversation (the start's answer only; none on WhatsApp):
   * replies and the transcript send it in the `x-visitor-token` header (`VISITOR_TOKEN_HEADER`), the
   * live stream of a person's answers (`GET /api/chat/sessions/:sessionId/events?token=`) and the
   * typing signal as `?token=`.
   */
  visitorToken: z.string().optional(),
  /** Present while a person is asked for or answers: the bot keeps quiet. */
  handoff: chatHandoffSchema.optional(),
});
export type ChatTurnResponse = z.infer<typeof chatTurnResponseSchema>;

/**
 * `GET /api/public/plubots/:publicId?theme=…`: the theme the chat page (`?theme=`) or the widget
 * (`data-theme`) would like; the server answers it as `embed.theme` only if the bot's owner unlocked
 * it, else the bot's saved theme or a free one. Anything else is ignored.
 */
export const publicPlubotQuerySchema = z.object({ theme: z.string().max(40).optional() });

export const publicPlubotResponseSchema = z.object({
  success: z.literal(true),
  plubot: z.object({
    publicId: z.string(),
    name: z.string(),
    color: z.string(),
    initial_message: z.string(),
    embed: z.object({
      theme: z.enum(WIDGET_THEMES),
      position: z.enum(['right', 'left', 'center']),
      width: z.string(),
      height: z.string(),
      primaryColor: z.string(),
      welcomeMessage: z.string(),
    }),
  }),
});

export const conversationsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  conversations: z.array(
    z.object({
      id: z.string(),
      channel: z.string(),
      contact: z.string().nullable(),
      ended: z.boolean(),
      /** The published version the conversation ran (null: from before publishing existed). */
      published_version: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      messages: z.array(
        z.object({
          /** `person`: a person of the team wrote it (`author`); `system`: a note (issue #29). */
          role: z.enum(['bot', 'user', 'person', 'system']),
          text: z.string(),
          author: z.string().optional(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
});

const resultDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * A bot's contacts: one per e-mail or phone a conversation gave (created by itself, no extra node),
 * plus the records of «Guardar datos» actions that held neither. Newest first.
 */
export const leadsResponseSchema = z.object({
  success: z.literal(true),
  leads: z.array(
    z.object({
      id: z.string(),
      /** The conversation that created it. */
      session_id: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      name: z.string().nullable(),
      /** Conversations that gave these details. */
      conversations: z.number().int(),
      /** The latest values the person gave. */
      data: resultDataSchema,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/** How many conversation results one page shows (the CSV has them all). */
export const RESULTS_PAGE_SIZE = 100;

/** What each conversation collected (its variables), newest activity first: one page. */
export const resultsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  results: z.array(
    z.object({
      session_id: z.string(),
      /** The contact the conversation's details went to, if any. */
      lead_id: z.string().nullable(),
      channel: z.string(),
      data: resultDataSchema,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

export const resultsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const usageResponseSchema = z.object({
  success: z.literal(true),
  month: z.string(),
  replies: z.number().int(),
  limit: z.number().int().nullable(),
  plan: z.enum(PLAN_IDS),
});

/** `GET /api/plubots/:id/conversations` query: a page of conversations. */
export const conversationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `GET /api/chat/sessions/:sessionId` query: the bot the visitor is talking to (its public id). */
export const chatTranscriptQuerySchema = z.object({
  publicId: z.string({ message: 'validation.required' }).min(1, 'validation.required').max(100),
});

/** One message of a resumed conversation, as it was shown: the bot's (with its buttons) or the visitor's. */
export const chatTranscriptMessageSchema = z.object({
  /** The message's place in the conversation (1, 2, 3 …): stable, so a client can key on it. */
  seq: z.number().int(),
  /** Who wrote it: the bot, the visitor, a person of the team (issue #29) or a note of the system. */
  from: messageAuthorSchema,
  /** Kept for older clients: `user` is the visitor; a person's and the system's messages are `bot`. */
  role: z.enum(['bot', 'user']),
  /** The display name of the person who wrote it (`from: 'person'`). */
  author: z.string().optional(),
  text: z.string(),
  buttons: z.array(chatButtonSchema).optional(),
  /** 'markdown': the bot's text uses the small safe Markdown, shown as it was before the reload. */
  format: z.literal('markdown').optional(),
  /** The bot's card (a design), shown as it was before the reload. */
  card: chatCardSchema.optional(),
});
export type ChatTranscriptMessage = z.infer<typeof chatTranscriptMessageSchema>;

/**
 * `GET /api/chat/sessions/:sessionId?publicId=…`: a visitor's conversation to carry on after a
 * reload — its latest messages in order, what the bot waits for now (the composer's mode) and
 * whether it ended. Authorised, as a reply is, by the visitor's credential in the `x-visitor-token`
 * header (`VISITOR_TOKEN_HEADER`), never by the session id alone.
 */
export const chatTranscriptResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  publicId: z.string(),
  messages: z.array(chatTranscriptMessageSchema),
  input: inputRequestSchema,
  ended: z.boolean(),
  /** Present while a person is asked for or answers. */
  handoff: chatHandoffSchema.optional(),
});
export type ChatTranscriptResponse = z.infer<typeof chatTranscriptResponseSchema>;
