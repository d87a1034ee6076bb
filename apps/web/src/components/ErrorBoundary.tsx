import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/chunkLoadError';
import { ErrorScreen } from './ErrorScreen';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches render errors outside the router (providers, i18n) and shows the general error screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorScreen chunkFailed={error instanceof ChunkLoadError} />;
    return this.props.children;
  }
}
