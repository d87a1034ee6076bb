/** The current version of the stored flow JSON. Older flows are brought up to it by `migrateFlow`. */
export const FLOW_VERSION = 2;
