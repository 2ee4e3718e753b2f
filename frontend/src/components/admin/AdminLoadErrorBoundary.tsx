import { Component } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useToast } from '../ToastProvider';
import { describeError } from '../../relay/errors';

interface Props {
  /** The spec's toast title for the situation ('Erro ao carregar reservas', 'Erro'). */
  title: string;
  /**
   * A fixed description (the users and reports screens, docs/screens.md); without it, the
   * server's message.
   */
  message?: string;
  /** Loads again; the boundary shows its children again at once. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A part of an admin screen whose data failed to load (docs/screens.md, "Everywhere"): the error toast, and
 * in place of the part an inline error with 'Tentar novamente'.
 */
export function AdminLoadErrorBoundary(props: Props) {
  const toast = useToast();
  return (
    <Boundary
      {...props}
      onError={(error) => toast({ title: props.title, description: describe(error, props), variant: 'destructive' })}
    />
  );
}

function describe(error: unknown, { title, message }: Pick<Props, 'title' | 'message'>): string {
  return message ?? describeError(error, title).message;
}

class Boundary extends Component<Props & { onError: (error: unknown) => void }, { error: unknown }> {
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
        {describe(error, this.props)}
      </Alert>
    );
  }
}
