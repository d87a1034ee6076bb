import { type FlowTemplate, flowTemplateSchema } from '@plubot/contracts';
import { flowSaveSchema, migrateFlow } from '@plubot/flow';
import { z } from 'zod';
import asistenteEventos from '../../../templates/asistente-eventos.json' with { type: 'json' };
import asistenteIa from '../../../templates/asistente-ia.json' with { type: 'json' };
import atencionAlCliente from '../../../templates/atencion-al-cliente.json' with { type: 'json' };
import calificacionDeLeads from '../../../templates/calificacion-de-leads.json' with { type: 'json' };
import cobroDeUnPedido from '../../../templates/cobro-de-un-pedido.json' with { type: 'json' };
import dondeEstaMiPedido from '../../../templates/donde-esta-mi-pedido.json' with { type: 'json' };
import encuestaDeSatisfaccion from '../../../templates/encuesta-de-satisfaccion.json' with { type: 'json' };
import reservaDeCitas from '../../../templates/reserva-de-citas.json' with { type: 'json' };
import reservasRestaurante from '../../../templates/reservas-restaurante.json' with { type: 'json' };
import soporteTecnico from '../../../templates/soporte-tecnico.json' with { type: 'json' };
import ventasTiendaOnline from '../../../templates/ventas-tienda-online.json' with { type: 'json' };

/**
 * A template file in `apps/server/templates/`: the template without its counts (they are derived),
 * its flow brought to the current version by `migrateFlow` (files written at an older version keep
 * working) and then held to the same schema as a flow save.
 */
export const templateFileSchema = flowTemplateSchema
  .omit({ nodeCount: true, edgeCount: true, flow: true })
  .extend({ flow: z.preprocess(migrateTemplateFlow, flowSaveSchema) });
export type TemplateFile = z.infer<typeof templateFileSchema>;

/** The template files, in the order the picker shows them. */
export const TEMPLATE_FILES: readonly unknown[] = [
  atencionAlCliente,
  calificacionDeLeads,
  asistenteIa,
  encuestaDeSatisfaccion,
  ventasTiendaOnline,
  soporteTecnico,
  reservasRestaurante,
  asistenteEventos,
  reservaDeCitas,
  cobroDeUnPedido,
  dondeEstaMiPedido,
];

/**
 * Every template, read from its file once when the server starts. A file that does not fit the
 * schema stops the server at start-up (a bug the template tests catch first), never a request.
 */
export const TEMPLATE_CATALOGUE: readonly FlowTemplate[] = TEMPLATE_FILES.map((file) =>
  toFlowTemplate(templateFileSchema.parse(file)),
);

/** The template with this id, if there is one. */
export function findTemplate(id: string): FlowTemplate | undefined {
  return TEMPLATE_CATALOGUE.find((template) => template.id === id);
}

/** A template file as the API serves it: with its node and connection counts. */
export function toFlowTemplate(file: TemplateFile): FlowTemplate {
  return { ...file, nodeCount: file.flow.nodes.length, edgeCount: file.flow.edges.length };
}

function migrateTemplateFlow(flow: unknown): unknown {
  const migrated = migrateFlow(flow);
  return migrated.ok ? migrated.value.flow : flow;
}
