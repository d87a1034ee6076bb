import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import './integrationPanel.css';

export interface IntegrationItemProps {
  name: string;
  /** The name's heading level: one below the list's heading. */
  headingLevel: 3 | 4;
  status: 'active' | 'error';
  statusLabel: string;
  /** What the panel tells of it (its facts line, its error) in the panel's order. */
  children: ReactNode;
  /** Buttons before 'Quitar'. */
  actions?: ReactNode;
  removeLabel: string;
  removeAria: string;
  onRemove: () => void;
}

/** One connected integration: its name with a status badge, what the panel tells of it, its buttons. */
export function IntegrationItem({
  name,
  headingLevel,
  status,
  statusLabel,
  children,
  actions,
  removeLabel,
  removeAria,
  onRemove,
}: IntegrationItemProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="integration-item" aria-label={name}>
      <div className="integration-item__main">
        <Heading className="integration-item__name">{name}</Heading>
        <span className={`integration-item__status integration-item__status--${status}`}>{statusLabel}</span>
      </div>
      {children}
      <div className="integration-item__actions">
        {actions}
        <Button variant="danger" size="sm" onClick={onRemove} aria-label={removeAria}>
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}
