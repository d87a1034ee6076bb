import { DEFAULT_VARIABLES } from '@plubot/flow';

/** The languages the engine's own texts come in; Spanish is the default (spec: es first, en fallback). */
export const ENGINE_LANGUAGES = ['es', 'en'] as const;
export type EngineLanguage = (typeof ENGINE_LANGUAGES)[number];

/**
 * Every text the engine itself says to a user, in Spanish (bot conversations are Spanish-first;
 * the node texts come from the bot's owner). `ENGINE_MESSAGES_BY_LANGUAGE` holds every language.
 */
export const ENGINE_MESSAGES = {
  retryText: 'Por favor escribe una respuesta.',
  retryEmail: 'Por favor ingresa un email válido.',
  retryPhone: 'Por favor ingresa un número de teléfono válido.',
  retryNumber: 'Por favor ingresa un número válido.',
  retryChoice: 'Por favor elige una de las opciones.',
  chooseOption: 'Elige una opción:',
  httpFailed: 'No pude completar la solicitud externa.',
  aiNotConfigured: 'La inteligencia artificial no está configurada para este bot.',
  aiFailed: 'No pude obtener una respuesta de la inteligencia artificial.',
  loopGuard: 'La conversación se detuvo para evitar un bucle infinito.',
  flowChanged: 'El flujo de este bot cambió, así que empezamos de nuevo.',
  noFlow: 'Este bot todavía no tiene un flujo para conversar.',
  internalError: 'Ocurrió un error inesperado y la conversación terminó.',
  handoffLeaveContact: 'Ahora no hay nadie del equipo disponible. Déjanos tu correo y te escribiremos.',
  knowledgeUnknown: 'No tengo una respuesta segura a eso.',
  /** Follows a «Responder con conocimiento» answer; `{titles}` are the passages' titles. */
  knowledgeSources: 'Fuente: {titles}',
  /** The link of a design card (Figma, Canva). */
  openDesign: 'Abrir el diseño',
  /** A design card's title when the owner left it blank; `{service}` is Figma or Canva. */
  designTitle: 'Diseño de {service}',
  /** A 'choose' power's buttons (a calendar's free slots); `{zone}` names the time zone plainly. */
  chooseSlot: 'Elige la hora que mejor te venga ({zone}):',
  slotTaken: 'Esa hora se acaba de ocupar. Elige otra, por favor:',
  /** A reply while the conversation waits for a payment or a booking made through a link. */
  awaitingLink: 'Te espero aquí: cuando termines en el enlace, seguimos.',
  /** A 'Cobrar' card's link («Pagar 25,00 €») and a booking link's. */
  payLink: 'Pagar {amount}',
  bookLink: 'Elegir día y hora',
  bookTitle: 'Reserva tu cita',
  /** A product card's link. */
  openProduct: 'Ver producto',
} as const;
export type EngineMessageKey = keyof typeof ENGINE_MESSAGES;

/** The engine's own texts in each language, chosen by the conversation's `language`. */
export const ENGINE_MESSAGES_BY_LANGUAGE: Readonly<
  Record<EngineLanguage, Readonly<Record<EngineMessageKey, string>>>
> = {
  es: ENGINE_MESSAGES,
  en: {
    retryText: 'Please type an answer.',
    retryEmail: 'Please enter a valid email.',
    retryPhone: 'Please enter a valid phone number.',
    retryNumber: 'Please enter a valid number.',
    retryChoice: 'Please choose one of the options.',
    chooseOption: 'Choose an option:',
    httpFailed: 'I could not complete the external request.',
    aiNotConfigured: 'Artificial intelligence is not set up for this bot.',
    aiFailed: 'I could not get an answer from the artificial intelligence.',
    loopGuard: 'The conversation stopped to avoid an endless loop.',
    flowChanged: "This bot's flow changed, so we are starting over.",
    noFlow: 'This bot does not have a flow to chat with yet.',
    internalError: 'Something unexpected went wrong and the conversation ended.',
    handoffLeaveContact:
      'Nobody from the team is available right now. Leave us your email and we will write to you.',
    knowledgeUnknown: "I don't have a reliable answer to that.",
    knowledgeSources: 'Source: {titles}',
    openDesign: 'Open the design',
    designTitle: '{service} design',
    chooseSlot: 'Choose the time that suits you best ({zone}):',
    slotTaken: 'That time was just taken. Please choose another:',
    awaitingLink: 'I will wait here: once you are done on the link, we carry on.',
    payLink: 'Pay {amount}',
    bookLink: 'Choose a day and time',
    bookTitle: 'Book your appointment',
    openProduct: 'View product',
  },
};

/**
 * The engine's texts in a language; Spanish for a missing or unknown one.
 *
 * @example getEngineMessages('en').retryEmail // 'Please enter a valid email.'
 */
export function getEngineMessages(language?: string): Readonly<Record<EngineMessageKey, string>> {
  return language === 'en' ? ENGINE_MESSAGES_BY_LANGUAGE.en : ENGINE_MESSAGES;
}

/** The variable that always holds the user's latest reply text. */
export const LAST_REPLY_VARIABLE = DEFAULT_VARIABLES.lastReply;

/** Where a decision's chosen option text goes when the node names no variable. */
export const LAST_CHOICE_VARIABLE = DEFAULT_VARIABLES.lastChoice;

/** A turn runs at most this many nodes; past it the conversation stops instead of hanging. */
export const MAX_STEPS_PER_TURN = 100;

/** Replies longer than this are cut before they are stored. */
export const MAX_REPLY_LENGTH = 2000;
