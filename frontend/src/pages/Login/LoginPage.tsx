import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useSession, useSessionStore } from '../../auth/SessionProvider';
import { AuthFrame } from '../../components/AuthFrame';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/ToastProvider';
import { firstName } from '../../lib/format';
import { formField } from '../../lib/formField';
import { returnPath } from '../../lib/redirect';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { signInSchema } from '../../lib/validation';
import type { SignInValues } from '../../lib/validation';
import { describeError, errorCode, errorsOf } from '../../relay/errors';
import { ResendConfirmation } from '../../components/ResendConfirmation';
import { useRouteQuery } from '../../relay/preload';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { LoginPageQuery } from './__generated__/LoginPageQuery.graphql';
import type { LoginPageSignInMutation } from './__generated__/LoginPageSignInMutation.graphql';
import { TwoFactorStep } from './TwoFactorStep';

/** /login: sign in, then back to where the user came from (else /dashboard). */
export default function LoginPage() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  // Signing in flips the session, and this redirect takes the user on.
  if (status === 'signedIn') return <Navigate to={returnPath(location.state)} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const queryRef = useRouteQuery<LoginPageQuery>();
  const session = useSessionStore();
  const toast = useToast();
  const [params] = useSearchParams();
  const validation = useSubmitValidation();
  // The account exists but waits for its e-mail: the server's words and 'Reenviar link'.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  // The password was right and the account signs in with a code: the server's challenge.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const [signIn] = useAsyncMutation<LoginPageSignInMutation>(graphql`
    mutation LoginPageSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
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

  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values) => {
      setUnconfirmed(null);
      setRestartReason(null);
      try {
        const { signIn: grant } = await signIn({
          variables: { input: { email: values.email.trim(), password: values.password } },
        });
        toast({ title: 'Login realizado!', description: `Bem-vindo(a), ${firstName(grant.user.fullName)}!` });
        session.signedIn(grant);
      } catch (error) {
        const { title, message } = describeError(error, 'Erro no login');
        const code = errorCode(error);
        const issued = errorsOf(error)[0]?.extensions?.challenge;
        if (code === 'TWO_FACTOR_REQUIRED' && typeof issued === 'string') setChallenge(issued);
        else if (code === 'FORBIDDEN') setUnconfirmed({ email: values.email.trim(), message });
        else toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, 'login');

  if (challenge) {
    return (
      <AuthFrame title="Entrar" description="Acesse sua conta no Ágora">
        <TwoFactorStep
          challenge={challenge}
          onRestart={(reason) => {
            setChallenge(null);
            setRestartReason(reason ?? null);
            void formik.setFieldValue('password', '');
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Entrar" description="Acesse sua conta no Ágora">
      {restartReason && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {restartReason}
        </Alert>
      )}
      {params.get('confirmed') === '1' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          E-mail confirmado! Agora é só entrar.
        </Alert>
      )}
      {params.get('confirm_error') === '1' && !unconfirmed && (
        <Alert severity="error" role="status" sx={{ mb: 2 }}>
          Link inválido ou expirado. Solicite um novo: entre com seu e-mail e senha, ou informe o e-mail e use
          'Reenviar link'.
          <Box sx={{ mt: 1.5 }}>
            <ResendConfirmation email={formik.values.email} />
          </Box>
        </Alert>
      )}
      {unconfirmed && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <Box component="span" sx={{ display: 'block' }}>
            {unconfirmed.message}
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <ResendConfirmation email={unconfirmed.email} />
          </Box>
        </Alert>
      )}
      <Box
        ref={formRef}
        component="form"
        noValidate
        onSubmit={(e) => {
          validation.markSubmitted();
          formik.handleSubmit(e);
        }}
      >
        <Stack spacing={2}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
          <PasswordField {...field('password')} label="Senha" autoComplete="current-password" />
          <Link
            component={RouterLink}
            to="/forgot-password"
            state={{ email: formik.values.email.trim() }}
            sx={{ alignSelf: 'flex-end', mt: '-4px !important' }}
          >
            Esqueci minha senha
          </Link>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Entrando...' : 'Entrar'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Não tem uma conta?{' '}
        <Link component={RouterLink} to="/register">
          Cadastre-se
        </Link>
      </Typography>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          {queryRef && (
            <DemoAccounts queryRef={queryRef} onPick={(email, password) => void formik.setValues({ email, password })} />
          )}
        </Suspense>
      </ErrorBoundary>
    </AuthFrame>
  );
}

/** Dev mode only: the seeded demo accounts, to sign in at once. */
function DemoAccounts({
  queryRef,
  onPick,
}: {
  queryRef: PreloadedQuery<LoginPageQuery>;
  onPick: (email: string, password: string) => void;
}) {
  const { appConfig } = usePreloadedQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        appConfig {
          devMode
          demoAccounts {
            email
            password
            role
          }
        }
      }
    `,
    queryRef,
  );
  // A failed or partial config answer (the server down at load) hides the box, never throws.
  const config = appConfig as typeof appConfig | null | undefined;
  const accounts = config?.devMode ? config.demoAccounts : [];
  if (accounts.length === 0) return null;
  return (
    <Alert severity="info" role="note" sx={{ mt: 3 }}>
      <AlertTitle>Modo de desenvolvimento: contas de demonstração</AlertTitle>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((account) => (
          <Box component="li" key={account.email} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>
              {account.role === 'ADMIN' ? 'Administrador' : 'Usuário'}: <strong>{account.email}</strong> / {account.password}
            </span>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => onPick(account.email, account.password)}
              aria-label={`Usar a conta ${account.email}`}
            >
              Usar
            </Button>
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}
