import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RuntimeCopy } from '../copy';

export interface ErrorFallbackProps {
  error: unknown;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : RuntimeCopy.unexpectedError;

/** The error display: title, the message, and a Try again that reloads the page. */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle>{RuntimeCopy.somethingWentWrong}</CardTitle>
        <CardDescription>{messageOf(error)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => window.location.reload()}>{RuntimeCopy.tryAgain}</Button>
      </CardContent>
    </Card>
  );
}

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Told once the fallback replaces the remote (down, or throwing while rendering). */
  onError?: () => void;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Keeps a failing remote (down, or throwing while rendering) inside its own slot. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A feature failed to render', error, info.componentStack);
    this.props.onError?.();
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
