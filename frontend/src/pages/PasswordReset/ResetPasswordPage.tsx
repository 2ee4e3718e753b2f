import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthFrame } from '../../components/AuthFrame';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/ToastProvider';
import { formField } from '../../lib/formField';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { resetPasswordSchema } from '../../lib/validation';
import type { ResetPasswordValues } from '../../lib/validation';
import { describeError, errorsOf } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';

export const INVALID_LINK = 'Link inválido ou expirado. Solicite um novo.';

/**
 * The secret of the mailed link. It travels in the fragment (`#token=…`), which browsers
 * never send to a server; it is taken out of the address bar at once, so it stays out of
 * the history and of anything shared from this page.
 */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** /reset-password#token=…: choose a new password with the mailed link. */
export default function ResetPasswordPage() {
  const [token] = useState(takeToken);
  const navigate = useNavigate();
  const toast = useToast();
  const validation = useSubmitValidation();
  const [linkError, setLinkError] = useState<string | null>(token ? null : INVALID_LINK);
  const [reset] = useAsyncMutation<ResetPasswordPageMutation>(graphql`
    mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        message
      }
    }
  `);
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      if (!token) return;
      try {
        const { resetPassword } = await reset({ variables: { input: { token, newPassword: values.newPassword } } });
        toast({ title: resetPassword.message });
        void navigate('/login', { replace: true });
      } catch (error) {
        const field = errorsOf(error)[0]?.extensions?.field;
        const { title, message } = describeError(error, 'Erro ao redefinir a senha');
        if (field === 'token') setLinkError(message);
        else if (field === 'newPassword') helpers.setFieldError('newPassword', message);
        else toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, 'reset');
  const newPassword = field('newPassword');

  return (
    <AuthFrame title="Criar nova senha" description="Escolha a nova senha da sua conta">
      {linkError ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {linkError}
          </Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            Pedir novo link
          </Button>
        </Stack>
      ) : (
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
            <PasswordField
              {...newPassword}
              label="Nova senha"
              autoComplete="new-password"
              helperText={newPassword.helperText ?? 'Pelo menos 6 caracteres.'}
            />
            <PasswordField {...field('confirmPassword')} label="Confirmar nova senha" autoComplete="new-password" />
            <Alert severity="info" variant="outlined" role="note">
              Ao salvar, todas as sessões da conta são encerradas.
            </Alert>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
            </Button>
          </Stack>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
        Voltar para o login
      </Link>
    </AuthFrame>
  );
}
