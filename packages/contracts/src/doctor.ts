import {
  DOCTOR_FIX_KINDS,
  DOCTOR_RULE_IDS,
  FLOW_MESSAGES,
  type FlowMessageCode,
  MESSAGING_CHANNELS,
} from '@plubot/flow';
import { z } from 'zod';

const FLOW_MESSAGE_CODES = Object.keys(FLOW_MESSAGES) as [FlowMessageCode, ...FlowMessageCode[]];

/** The severities of Bot Doctor, most serious first. */
export const DOCTOR_SEVERITIES = ['blocking', 'warning', 'tip'] as const;

/** A message of `@plubot/flow` as it travels: its code (translated by the web), Spanish text and values. */
export const doctorMessageSchema = z.object({
  code: z.enum(FLOW_MESSAGE_CODES),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One fix Bot Doctor offers (`DoctorFixOffer` of `@plubot/flow`). */
export const doctorFixOfferSchema = z.object({
  kind: z.enum(DOCTOR_FIX_KINDS),
  label: doctorMessageSchema,
  destructive: z.boolean(),
  connection: z.object({ source: z.string(), target: z.string() }).optional(),
});

/** One finding of Bot Doctor (`DoctorFinding` of `@plubot/flow`). */
export const doctorFindingSchema = z.object({
  id: z.string(),
  rule: z.enum(DOCTOR_RULE_IDS),
  severity: z.enum(DOCTOR_SEVERITIES),
  message: doctorMessageSchema,
  nodeIds: z.array(z.string()).readonly(),
  /** Its one-click fixes in the order they are offered (never a destructive one first when another exists). */
  fixes: z.array(doctorFixOfferSchema).readonly().optional(),
});

/** Everything Bot Doctor says about one flow (`DoctorReport` of `@plubot/flow`). */
export const doctorReportSchema = z.object({
  findings: z.array(doctorFindingSchema).readonly(),
  score: z.number().int().min(0).max(100),
  blocking: z.number().int().nonnegative(),
});
export type DoctorReportData = z.infer<typeof doctorReportSchema>;

/**
 * What the rules know beyond the flow (`DoctorContext` of `@plubot/flow`): the owner's plan's menu
 * button limit and the services this server (or the owner's integrations) provide.
 */
export const doctorContextSchema = z.object({
  maxMenuButtons: z.number().int().positive().nullable(),
  services: z.object({
    ai: z.boolean(),
    mail: z.boolean(),
    discord: z.boolean(),
    /** The Pro powers the owner may not use now (plan without Pro powers, no live trial). */
    lockedPowers: z.array(z.string()).readonly().optional(),
  }),
  /** The bot's welcome from the creation lab (the privacy check reads it with the start's greeting). */
  initialMessage: z.string().optional(),
  /** How the bot's inbox settings tell the owner a visitor asks for a person (absent: both on). */
  handoffAlerts: z.object({ byEmail: z.boolean(), onChannels: z.boolean() }).optional(),
  /**
   * The bot's knowledge sources by state (issue #30), read by the «Responder con conocimiento»
   * checks: ready to answer from, failed to process, still processing. Absent: not checked.
   */
  knowledge: z
    .object({
      ready: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      processing: z.number().int().nonnegative(),
    })
    .optional(),
  /**
   * The messaging channels the bot answers on (issue #33): `whatsapp` when linked by QR, and each
   * connected official channel; the editor judges menus, option titles and text lengths on them.
   * Absent: not checked.
   */
  channels: z.array(z.enum(MESSAGING_CHANNELS)).readonly().optional(),
});

/**
 * `GET /api/plubots/:id/doctor` (owner only): Bot Doctor's report on the stored flow, and the
 * context it used, so the editor runs the same rules on the flow being edited.
 */
export const doctorResponseSchema = z.object({
  success: z.literal(true),
  report: doctorReportSchema,
  context: doctorContextSchema,
});
export type DoctorResponse = z.infer<typeof doctorResponseSchema>;

/** The health of one bot, for its card: the score and how many findings are blocking. */
export const botHealthSchema = z.object({
  plubotId: z.string(),
  score: z.number().int().min(0).max(100),
  blocking: z.number().int().nonnegative(),
  /** Every finding, blocking or not. */
  findings: z.number().int().nonnegative(),
});
export type BotHealth = z.infer<typeof botHealthSchema>;

/** `GET /api/plubots/doctor`: the health of each of the caller's bots (stored flows). */
export const botHealthListResponseSchema = z.object({
  success: z.literal(true),
  bots: z.array(botHealthSchema),
});
export type BotHealthListResponse = z.infer<typeof botHealthListResponseSchema>;
