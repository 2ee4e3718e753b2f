import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { graphql } from 'react-relay';
import { describeError } from '../relay/errors';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import type { ResendConfirmationMutation } from './__generated__/ResendConfirmationMutation.graphql';

export interface LinkAnswer {
  message: string;
  /** Set when nothing was sent: a link went out moments ago. */
  retryAfterSeconds: number | null | undefined;
}

/** The server's answer to a link request: sent (info) or held back by the throttle (warning). */
export function LinkAnswerAlert({ answer }: { answer: LinkAnswer }) {
  return (
    <Alert severity={answer.retryAfterSeconds ? 'warning' : 'info'} role="status">
      {answer.message}
    </Alert>
  );
}

/**
 * 'Reenviar link': asks for a new confirmation link for `email` and shows what the server
 * did (it says when a link was held back, and when to ask again).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resend, sending] = useAsyncMutation<ResendConfirmationMutation>(graphql`
    mutation ResendConfirmationMutation($input: RequestLinkInput!) {
      resendConfirmation(input: $input) {
        message
        retryAfterSeconds
      }
    }
  `);
  const onClick = async () => {
    if (!email.trim()) {
      setAnswer(null);
      setError('Informe seu e-mail no campo acima.');
      return;
    }
    setError(null);
    try {
      const { resendConfirmation } = await resend({ variables: { input: { email: email.trim() } } });
      setAnswer(resendConfirmation);
    } catch (err) {
      setAnswer(null);
      setError(describeError(err, 'Erro ao reenviar link').message);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => void onClick()} disabled={sending}>
        {sending ? 'Reenviando...' : 'Reenviar link'}
      </Button>
      {answer && <LinkAnswerAlert answer={answer} />}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
