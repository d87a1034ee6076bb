import { botHealthListResponseSchema, doctorResponseSchema } from '../doctor';
import { defineEndpoint } from './defineEndpoint';

/** Bot Doctor (issue #18): the report on a bot's stored flow, and the health of every bot. */
export const DOCTOR_ENDPOINTS = {
  botHealth: defineEndpoint({
    method: 'GET',
    path: '/plubots/doctor',
    response: botHealthListResponseSchema,
  }),
  doctorReport: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/doctor',
    response: doctorResponseSchema,
  }),
};
