import { DEFAULT_VARIABLES } from '@plubot/flow';

/**
 * Every text the engine itself says to a user, in Spanish (bot conversations are Spanish-first;
 * the node texts come from the bot's owner). Kept in one place so a translation can replace it.
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
} as const;

/** The variable that always holds the user's latest reply text. */
export const LAST_REPLY_VARIABLE = DEFAULT_VARIABLES.lastReply;

/** Where a decision's chosen option text goes when the node names no variable. */
export const LAST_CHOICE_VARIABLE = DEFAULT_VARIABLES.lastChoice;

/** A turn runs at most this many nodes; past it the conversation stops instead of hanging. */
export const MAX_STEPS_PER_TURN = 100;

/** Replies longer than this are cut before they are stored. */
export const MAX_REPLY_LENGTH = 2000;
