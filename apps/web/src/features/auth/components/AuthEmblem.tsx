import type { ReactElement } from 'react';
import { Spinner } from '../../../components/Spinner';

export type AuthEmblemKind = 'planet' | 'loading' | 'success' | 'error' | 'mail' | 'key';

/** The round badge on top of an account card: a ringed planet, or the state of the screen. */
export function AuthEmblem({ kind }: { kind: AuthEmblemKind }) {
  return (
    <div className={`auth-emblem auth-emblem--${kind}`} aria-hidden="true">
      {kind === 'loading' ? (
        <Spinner size="lg" />
      ) : (
        // The planet floats forever, so it opts out of the short phone animations.
        <svg viewBox="0 0 48 48" className={kind === 'planet' ? 'motion-loop' : undefined}>
          {EMBLEM_PATHS[kind]}
        </svg>
      )}
    </div>
  );
}

const EMBLEM_PATHS: Record<Exclude<AuthEmblemKind, 'loading'>, ReactElement> = {
  planet: (
    <>
      <defs>
        <linearGradient id="auth-emblem-planet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4facfe" />
          <stop offset="1" stopColor="#c653ff" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="11" fill="url(#auth-emblem-planet)" />
      <ellipse
        cx="24"
        cy="24"
        rx="20"
        ry="6.5"
        fill="none"
        stroke="#eef2ff"
        strokeWidth="1.6"
        opacity="0.85"
        transform="rotate(-18 24 24)"
      />
      <circle cx="39" cy="11" r="1.6" fill="#eef2ff" />
      <circle cx="9" cy="37" r="1.1" fill="#4facfe" />
    </>
  ),
  success: (
    <path
      d="M14 25l7 7 14-15"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  error: (
    <path
      d="M16 16l16 16M32 16L16 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
  ),
  mail: (
    <>
      <rect x="9" y="14" width="30" height="21" rx="3" fill="none" stroke="currentColor" strokeWidth="2.6" />
      <path
        d="M10 16l14 11 14-11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </>
  ),
  key: (
    <>
      <circle cx="17" cy="24" r="7" fill="none" stroke="currentColor" strokeWidth="2.8" />
      <path
        d="M24 24h15M34 24v6M39 24v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.8"
        strokeLinecap="round"
      />
    </>
  ),
};
