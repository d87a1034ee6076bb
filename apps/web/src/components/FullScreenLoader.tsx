import { Logo } from './Logo';
import { Spinner } from './Spinner';
import './FullScreenLoader.css';

export interface FullScreenLoaderProps {
  /** Visible text under the spinner; without it the spinner is silent. */
  label?: string;
}

/**
 * The loading view of lazy screens and of the auth check. It takes its text as a prop because it
 * is also shown before the translations have arrived.
 */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div className="fullscreen-loader" aria-busy="true">
      <Logo size={72} />
      <Spinner size="lg" />
      {label && (
        <p className="fullscreen-loader__label" role="status">
          {label}
        </p>
      )}
    </div>
  );
}
