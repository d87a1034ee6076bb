/** Makes a new unique id from a prefix; injectable so callers and tests can make ids deterministic. */
export type IdFactory = (prefix: string) => string;

/** Random per process or page load, so ids made in different sessions do not collide in practice. */
const SESSION = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(6)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
let counter = 0;

/**
 * Returns `{prefix}-{12 random hex digits}{counter}`, e.g. `message-3f9a0c1b2d4e0`: a random
 * session part plus a counter, which keeps ids unique and makes them cheap enough to create
 * thousands at once (importing a 5,000-node flow).
 */
export const createId: IdFactory = (prefix) => {
  const id = `${prefix}-${SESSION}${counter.toString(36)}`;
  counter += 1;
  return id;
};
