import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { useToast } from '../../components/ToastProvider';
import { firstName } from '../../lib/format';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { TwoFactorStepMutation } from './__generated__/TwoFactorStepMutation.graphql';

/**
 * The code step of a sign-in with two-factor sign-in (docs/accounts.md): a 6-digit code
 * from the app, or a recovery code. The challenge lasts 5 minutes and 5 codes; when it
 * is gone the user starts again from the password (`onRestart`).
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (reason?: string) => void }) {
  const session = useSessionStore();
  const toast = useToast();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [complete, completing] = useAsyncMutation<TwoFactorStepMutation>(graphql`
    mutation TwoFactorStepMutation($input: CompleteSignInInput!) {
      completeSignIn(input: $input) {
        accessToken
        accessTokenExpiresIn
        user {
          id
          fullName
          email
          role
        }
      }
    }
  `);

  const submit = async () => {
    if (!code.trim()) {
      setError(recovery ? 'Digite um código de recuperação' : 'Digite o código de 6 dígitos');
      return;
    }
    setError(undefined);
    try {
      const { completeSignIn: grant } = await complete({ variables: { input: { challenge, code } } });
      toast({ title: 'Login realizado!', description: `Bem-vindo(a), ${firstName(grant.user.fullName)}!` });
      session.signedIn(grant);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.challenge) {
        onRestart(fields.challenge);
        return;
      }
      const { message } = describeError(failure, 'Erro no login');
      setError(fields.code ?? message);
    }
  };

  const label = recovery ? 'Código de recuperação' : 'Código do app autenticador';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Verificação em duas etapas
        </Typography>
        <Typography color="text.secondary">
          {recovery
            ? 'Digite um dos códigos de recuperação que você guardou. Cada código funciona uma vez.'
            : 'Abra o app autenticador e digite o código de 6 dígitos do Ágora.'}
        </Typography>
        <TextField
          id="login-code"
          name="code"
          label={label}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', maxLength: 7 } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={completing}>
          {completing ? 'Verificando...' : 'Verificar'}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link
            component="button"
            type="button"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setError(undefined);
            }}
          >
            {recovery ? 'Usar o código do app' : 'Usar um código de recuperação'}
          </Link>
          <Link component="button" type="button" onClick={() => onRestart()}>
            Voltar
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
