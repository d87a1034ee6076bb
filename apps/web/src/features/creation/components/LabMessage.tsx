import type { ReactNode } from 'react';
import './LabMessage.css';

export type LabMessageTone = 'error' | 'success' | 'info' | 'warning';

export interface LabMessageProps {
  tone: LabMessageTone;
  children: ReactNode;
}

/** A notice of the creation screens; errors interrupt screen readers, the rest are polite. */
export function LabMessage({ tone, children }: LabMessageProps) {
  return (
    <div className={`lab-message lab-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
