import './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
}

/** An orbiting ring that shows work in progress. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const ring = <span className={`spinner spinner--${size} motion-loop`} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="spinner-status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
