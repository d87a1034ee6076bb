import fc from 'fast-check';

/** How a host's outgoing HTTP request ends. */
export type HttpOutcome =
  | 'json'
  | 'text'
  | 'client-error'
  | 'server-error'
  | 'blocked'
  | 'timeout'
  | 'network';

/** How the host answers each effect during one conversation. */
export interface HostBehaviour {
  /** Outcomes of successive HTTP requests, in turn. */
  http: HttpOutcome[];
  ai: 'answer' | 'not-configured' | 'fail';
  /** The bot's knowledge (issue #30): answers (with or without sources), knows nothing, is absent or fails. */
  knowledge: 'answer' | 'answer-without-sources' | 'unknown' | 'not-configured' | 'fail';
  mail: 'ok' | 'fail';
  discord: 'ok' | 'no-token' | 'refused';
  webhook: 'ok' | 'fail';
  records: 'ok' | 'full';
  /** A host with a bug: every effect throws or answers junk. */
  broken: boolean;
}

/** Hosts answering every effect well, badly, or not at all, and now and then a broken one. */
export const arbitraryHostBehaviour: fc.Arbitrary<HostBehaviour> = fc.record({
  http: fc.array(
    fc.constantFrom<HttpOutcome>(
      'json',
      'text',
      'client-error',
      'server-error',
      'blocked',
      'timeout',
      'network',
    ),
    { minLength: 1, maxLength: 4 },
  ),
  ai: fc.constantFrom('answer' as const, 'not-configured' as const, 'fail' as const),
  knowledge: fc.constantFrom(
    'answer' as const,
    'answer-without-sources' as const,
    'unknown' as const,
    'not-configured' as const,
    'fail' as const,
  ),
  mail: fc.constantFrom('ok' as const, 'fail' as const),
  discord: fc.constantFrom('ok' as const, 'no-token' as const, 'refused' as const),
  webhook: fc.constantFrom('ok' as const, 'fail' as const),
  records: fc.constantFrom('ok' as const, 'full' as const),
  broken: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 9, arbitrary: fc.constant(false) }),
});
