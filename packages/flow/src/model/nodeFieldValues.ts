/** The allowed values of enumerated node and edge fields (spec §3). */
export const NODE_FIELD_VALUES = {
  httpMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
  httpBodyTypes: ['none', 'json', 'text', 'form-data'],
  responseMappingSources: ['status_code', 'body_json_path', 'header_key'],
  actionTypes: [
    'sendEmail',
    'saveData',
    'sendNotification',
    'apiCall',
    'transformData',
    'conditional',
    'delay',
    'webhook',
  ],
  nodeStatuses: ['success', 'warning', 'error', 'processing', 'inactive'],
  edgeDataTypes: ['default', 'success', 'warning', 'danger'],
  edgeTypes: [
    'default',
    'elite',
    'eliteEdge',
    'elite-edge',
    'success-edge',
    'warning-edge',
    'error-edge',
    'custom-edge',
  ],
  emotions: ['happy', 'angry', 'sad', 'neutral', 'frustrated', 'surprised'],
  /** What a database node does with the bot's own records. */
  databaseOperations: ['save', 'lookup'],
  /** The comparisons of a complex condition's rules (= ≠ > < contiene vacío). */
  conditionOperators: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty'],
  /** How a complex condition joins its rules (Y / O). */
  conditionJoins: ['and', 'or'],
  /** How a message node checks the reply it waits for (`data.capture.validation`). */
  replyValidations: ['text', 'email', 'phone', 'number'],
  /** What a «Hablar con una persona» node does outside its opening hours (`data.outside.mode`). */
  handoffOutsideModes: ['leaveContact', 'continue'],
} as const;

export type HttpMethod = (typeof NODE_FIELD_VALUES.httpMethods)[number];
export type HttpBodyType = (typeof NODE_FIELD_VALUES.httpBodyTypes)[number];
export type ResponseMappingSource = (typeof NODE_FIELD_VALUES.responseMappingSources)[number];
export type ActionType = (typeof NODE_FIELD_VALUES.actionTypes)[number];
export type NodeStatus = (typeof NODE_FIELD_VALUES.nodeStatuses)[number];
export type EdgeDataType = (typeof NODE_FIELD_VALUES.edgeDataTypes)[number];
export type EdgeType = (typeof NODE_FIELD_VALUES.edgeTypes)[number];
export type Emotion = (typeof NODE_FIELD_VALUES.emotions)[number];
export type DatabaseOperation = (typeof NODE_FIELD_VALUES.databaseOperations)[number];
export type ConditionOperator = (typeof NODE_FIELD_VALUES.conditionOperators)[number];
export type ConditionJoin = (typeof NODE_FIELD_VALUES.conditionJoins)[number];
export type ReplyValidation = (typeof NODE_FIELD_VALUES.replyValidations)[number];
export type HandoffOutsideMode = (typeof NODE_FIELD_VALUES.handoffOutsideModes)[number];
