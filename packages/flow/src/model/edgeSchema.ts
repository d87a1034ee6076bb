import { z } from 'zod';
import { FLOW_LIMITS } from './flowLimits';
import { NODE_FIELD_VALUES } from './nodeFieldValues';

const id = z.string().min(1).max(FLOW_LIMITS.maxIdLength);
const handle = z.string().max(FLOW_LIMITS.maxIdLength).nullish();

const strokeSchema = z.looseObject({
  stroke: z.string().max(100).optional(),
  strokeWidth: z.union([z.number(), z.string().max(100)]).optional(),
});

/**
 * The line's CSS, as React Flow takes it: `stroke` must be a text and `strokeWidth` a number or a
 * text when present; other entries are not checked. Typed as `object` so a `CSSProperties` fits.
 */
const edgeStyleSchema = z.custom<object>((value) => strokeSchema.safeParse(value).success, {
  message: 'Expected an edge style',
});

/**
 * A connection between two nodes (spec §3 "Edge"). A missing handle means the node's default handle
 * (`output` on the source, `input` on the target). Unlisted fields pass through unchanged.
 */
export const edgeSchema = z.looseObject({
  id,
  source: id,
  target: id,
  sourceHandle: handle,
  targetHandle: handle,
  type: z.string().max(100).optional(),
  animated: z.boolean().optional(),
  hidden: z.boolean().optional(),
  style: edgeStyleSchema.optional(),
  label: z.string().max(FLOW_LIMITS.maxLabelLength).optional(),
  data: z
    .looseObject({
      type: z.enum(NODE_FIELD_VALUES.edgeDataTypes).optional(),
      weight: z.number().optional(),
      description: z.string().max(FLOW_LIMITS.maxTextLength).optional(),
      text: z.string().max(FLOW_LIMITS.maxTextLength).optional(),
    })
    .optional(),
  markerEnd: z.union([z.string().max(100), z.looseObject({ type: z.string().max(100) })]).optional(),
});

/** A connection between two nodes. */
export type FlowEdge = z.infer<typeof edgeSchema>;
