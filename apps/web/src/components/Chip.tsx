import type { HTMLAttributes } from 'react';
import './Chip.css';

/** What a chip says about a catalogue item, each in its own colour. */
export type ChipTone = 'free' | 'pro' | 'running' | 'trial' | 'active';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone: ChipTone;
}

/** A small pill naming a plan or state on a catalogue card (Gratis, Pro, Activo…). */
export function Chip({ tone, className, ...rest }: ChipProps) {
  return <span className={['chip', `chip--${tone}`, className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
