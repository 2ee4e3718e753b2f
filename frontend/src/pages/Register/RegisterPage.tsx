import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/SessionProvider';
import { AuthFrame } from '../../components/AuthFrame';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/ToastProvider';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { signUpSchema } from '../../lib/validation';
import type { SignUpValues } from '../../lib/validation';
import { describeError, fieldErrors } from '../../relay/errors';
import { useRouteQuery } from '../../relay/preload';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { RegisterPageQuery } from './__generated__/RegisterPageQuery.graphql';
import type { RegisterPageSignUpMutation } from './__generated__/RegisterPageSignUpMutation.graphql';
import { formField } from '../../lib/formField';

export const ADMIN_ROLE_REASON = 'Apenas administradores podem conceder acesso de administrador.';

/** /register: create an account; the e-mail must be confirmed before signing in. */
export default function RegisterPage() {
  const { status } = useSession();
  const queryRef = useRouteQuery<RegisterPageQuery>();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return (
    <AuthFrame title="Cadastrar" description="Crie sua conta no Ágora">
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>{queryRef && <RegisterForm queryRef={queryRef} />}</Suspense>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Já tem uma conta?{' '}
        <Link component={RouterLink} to="/login">
          Faça login
        </Link>
      </Typography>
    </AuthFrame>
  );
}

export function RegisterForm({ queryRef }: { queryRef: PreloadedQuery<RegisterPageQuery> }) {
  const { signupOptions } = usePreloadedQuery<RegisterPageQuery>(
    graphql`
      query RegisterPageQuery {
        signupOptions {
          allowAdmin
        }
      }
    `,
    queryRef,
  );
  const toast = useToast();
  const navigate = useNavigate();
  const validation = useSubmitValidation();
  const [signUp] = useAsyncMutation<RegisterPageSignUpMutation>(graphql`
    mutation RegisterPageSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        message
      }
    }
  `);

  const formik = useFormik<SignUpValues>({
    initialValues: { fullName: '', email: '', role: 'USER', password: '', confirmPassword: '' },
    validationSchema: signUpSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      try {
        await signUp({
          variables: {
            input: {
              fullName: values.fullName.trim(),
              email: values.email.trim(),
              password: values.password,
              role: signupOptions.allowAdmin ? values.role : 'USER',
            },
          },
        });
        toast({ title: 'Cadastro realizado!', description: 'Verifique seu email para confirmar a conta.' });
        await navigate('/login');
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        const { title, message } = describeError(error, 'Erro no cadastro');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, 'register');

  return (
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
        <TextField {...field('fullName')} label="Nome completo" autoComplete="name" />
        <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
        <TextField
          {...field('role')}
          select
          label="Tipo de conta"
          disabled={!signupOptions.allowAdmin}
          helperText={signupOptions.allowAdmin ? undefined : ADMIN_ROLE_REASON}
        >
          <MenuItem value="USER">Usuário</MenuItem>
          {signupOptions.allowAdmin && <MenuItem value="ADMIN">Administrador</MenuItem>}
        </TextField>
        <PasswordField {...field('password')} label="Senha" autoComplete="new-password" />
        <PasswordField {...field('confirmPassword')} label="Confirmar senha" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
        </Button>
      </Stack>
    </Box>
  );
}
