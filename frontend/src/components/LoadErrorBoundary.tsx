import { Component } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { describeError } from '../relay/errors';
import { useToast } from './ToastProvider';

interface Props {
  /** The spec's title for the situation, e.g. 'Erro ao carregar espaços'. */
  title: string;
  /** Loads again; the boundary shows its children again at once. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A part of a page whose data failed to load (docs/screens.md, "Everywhere"): a toast with the spec's title
 * and the server's message, and in place of the part an inline error with
 * 'Tentar novamente'.
 */
export function LoadErrorBoundary(props: Props) {
  const toast = useToast();
  return (
    <Boundary
      {...props}
      onError={(error) => {
        const { message } = describeError(error, props.title);
        toast({ title: props.title, description: message, variant: 'destructive' });
      }}
    />
  );
}

interface BoundaryProps extends Props {
  onError: (error: unknown) => void;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  // React itself logs the error (onCaughtError).
  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { message } = describeError(error, this.props.title);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Tentar novamente
          </Button>
        }
      >
        <AlertTitle>{this.props.title}</AlertTitle>
        {message}
      </Alert>
    );
  }
}
