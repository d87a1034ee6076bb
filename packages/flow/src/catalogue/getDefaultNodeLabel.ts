import type { NodeType } from '../model/nodeTypes';

/**
 * The label each type of node starts with, in Spanish like the rest of a bot's content: the spec's
 * own defaults ('Inicio', 'Fin', 'Llamada API', 'Discord Node', 'Opción') and a readable Spanish
 * name for the others (never 'Nuevo message').
 */
const LABELS: Readonly<Record<NodeType, string>> = {
  start: 'Inicio',
  end: 'Fin',
  message: 'Nuevo mensaje',
  decision: 'Nueva decisión',
  option: 'Opción',
  action: 'Nueva acción',
  httpRequest: 'Llamada API',
  webhookNode: 'Nuevo webhook',
  databaseNode: 'Base de datos',
  aiNodePro: 'IA Pro',
  complexConditionNode: 'Nueva condición',
  power: 'Poder',
  discord: 'Discord Node',
  ai: 'Respuesta con IA',
  emotionDetection: 'Detección de emociones',
  handoff: 'Hablar con una persona',
  knowledge: 'Responder con conocimiento',
};

/**
 * The label a new node starts with.
 *
 * @example getDefaultNodeLabel('message') // 'Nuevo mensaje'
 */
export function getDefaultNodeLabel(type: NodeType): string {
  return LABELS[type];
}
