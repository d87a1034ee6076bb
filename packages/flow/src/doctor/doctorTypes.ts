import type { MessagingChannel } from '../channels/channelLimits';
import type { FlowMessage } from '../messages/flowMessages';

/**
 * How much a finding matters: `blocking` — the bot will fail people (sharing asks for confirmation);
 * `warning` — it works but someone will get stuck or lost; `tip` — it could be better.
 */
export type DoctorSeverity = 'blocking' | 'warning' | 'tip';

/** Every check Bot Doctor runs (issue #18), each a small function in `rules/`. */
export const DOCTOR_RULE_IDS = [
  'noReachableEnd',
  'deadEnd',
  'unreachableNode',
  'optionWithoutPath',
  'inescapableLoop',
  'variableUsedBeforeSet',
  'unvalidatedContactQuestion',
  'nodeNotConfigured',
  'serviceUnavailable',
  'tooManyMenuButtons',
  'menuShapeOnChannel',
  'buttonLabelTooLongForChannel',
  'messageTooLongForChannel',
  'missingPrivacyNotice',
  'leadNeverSaved',
  'handoffHoursInvalid',
  'handoffOutsideNotConnected',
  'handoffNobodyTold',
  'knowledgeWithoutSources',
  'knowledgeSourcesFailed',
  'knowledgeNoUnknownPath',
  'powerConnectionMissing',
  'powerActionsFailed',
  'chargeAmountInvalid',
  'chargeWithoutPaidPath',
  'bookingHoursInvalid',
] as const;
export type DoctorRuleId = (typeof DOCTOR_RULE_IDS)[number];

/** What the rules need to know beyond the flow: the owner's plan and what this server can do. */
export interface DoctorContext {
  /** Most menu buttons the owner's plan shows (`null`: no limit). */
  readonly maxMenuButtons: number | null;
  /** Services this server (or the owner's integrations) provide; a node needing a missing one is flagged. */
  readonly services: {
    /** An AI provider is configured (`OPENAI_*` / operator settings). */
    readonly ai: boolean;
    /** Outgoing e-mail is configured (sendEmail / sendNotification actions). */
    readonly mail: boolean;
    /** A Discord token reaches the bot: the node's own or one of the owner's integrations. */
    readonly discord: boolean;
    /**
     * The Pro powers the owner may not use now (no plan with Pro powers, no live trial): a power node
     * using one does not act. Absent: not checked.
     */
    readonly lockedPowers?: readonly string[];
  };
  /**
   * The bot's own welcome (the creation lab's initial message), which the engine says when the start
   * node has no content of its own; read by the privacy check. Optional.
   */
  readonly initialMessage?: string;
  /**
   * How the bot's inbox settings tell the owner that a visitor asks for a person, besides the bell:
   * by e-mail, on the channels of its Slack, Telegram and Discord powers. Absent: both on.
   */
  readonly handoffAlerts?: { readonly byEmail: boolean; readonly onChannels: boolean };
  /**
   * The bot's knowledge sources by state (issue #30): `ready` to answer from, `failed` to process,
   * still `processing`. Read by the «Responder con conocimiento» checks. Absent: not checked.
   */
  readonly knowledge?: { readonly ready: number; readonly failed: number; readonly processing: number };
  /**
   * The owner's connections to outside services (issue #31) and whether each service accepts it:
   * a power node of a connected service acts with one of them. Absent: not checked.
   */
  readonly connections?: readonly {
    readonly id: string;
    readonly service: string;
    readonly active: boolean;
  }[];
  /** The power nodes whose actions failed for good lately (the bot's «Errores de integraciones»). */
  readonly failingPowerNodes?: readonly string[];
  /**
   * The messaging channels the bot answers on (issue #33): `whatsapp` when a number is linked by
   * QR, and each official channel connected to it. The channel checks (menus, option titles, text
   * lengths) judge the flow on these only. Absent: not checked.
   */
  readonly channels?: readonly MessagingChannel[];
}

/** One thing Bot Doctor found, in plain words, about some nodes (empty: the whole bot). */
export interface DoctorFinding {
  /** Stable within one report: `${rule}:${nodeIds.join(',')}`. */
  readonly id: string;
  readonly rule: DoctorRuleId;
  readonly severity: DoctorSeverity;
  /** The plain-Spanish explanation (`doctor.*` codes of FLOW_MESSAGES). */
  readonly message: FlowMessage;
  /** The nodes it concerns; the editor centres the canvas on them. */
  readonly nodeIds: readonly string[];
  /**
   * The one-click fixes, when some exist, in the order they are offered: one that keeps everything
   * the owner made always comes before one that deletes something (`orderDoctorFixes`).
   */
  readonly fixes?: readonly DoctorFixOffer[];
}

/** How a fix changes the flow: adds or sets something, connects two nodes, or deletes nodes. */
export const DOCTOR_FIX_KINDS = ['repair', 'connect', 'delete'] as const;
/** How a fix changes the flow; a rule with several fixes tells them apart by it. */
export type DoctorFixKind = (typeof DOCTOR_FIX_KINDS)[number];

/** One fix Bot Doctor offers for a finding. */
export interface DoctorFixOffer {
  readonly kind: DoctorFixKind;
  /** Its button label (`doctor.fix.*` codes). */
  readonly label: FlowMessage;
  /** It deletes nodes or connections the owner made. */
  readonly destructive: boolean;
  /** For `connect`: the connection it adds. */
  readonly connection?: { readonly source: string; readonly target: string };
}

/** Everything Bot Doctor says about one flow. */
export interface DoctorReport {
  readonly findings: readonly DoctorFinding[];
  /** 0–100: 100 with no findings; each blocking finding costs more than a warning, a tip least. */
  readonly score: number;
  /** How many findings are blocking (sharing asks for confirmation when > 0). */
  readonly blocking: number;
}
