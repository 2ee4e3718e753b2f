import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { graphql } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AuthFrame } from '../../components/AuthFrame';
import { LinkAnswerAlert } from '../../components/ResendConfirmation';
import type { LinkAnswer } from '../../components/ResendConfirmation';
import { useToast } from '../../components/ToastProvider';
import { formField } from '../../lib/formField';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { emailOnlySchema } from '../../lib/validation';
import type { EmailOnlyValues } from '../../lib/validation';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ForgotPasswordPageMutation } from './__generated__/ForgotPasswordPageMutation.graphql';

/**
 * /forgot-password ('Esqueci minha senha'): asks for a reset link. The answer is the same
 * whether or not the address has an account (docs/accounts.md).
 */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const toast = useToast();
  const validation = useSubmitValidation();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const [request] = useAsyncMutation<ForgotPasswordPageMutation>(graphql`
    mutation ForgotPasswordPageMutation($input: RequestLinkInput!) {
      requestPasswordReset(input: $input) {
        message
        retryAfterSeconds
      }
    }
  `);
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';
  const formik = useFormik<EmailOnlyValues>({
    initialValues: { email: initialEmail },
    validationSchema: emailOnlySchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values) => {
      try {
        const { requestPasswordReset } = await request({ variables: { input: { email: values.email.trim() } } });
        setAnswer(requestPasswordReset);
      } catch (error) {
        const { title, message } = describeError(error, 'Erro ao pedir o link');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, 'forgot');

  return (
    <AuthFrame title="Esqueci minha senha" description="Enviaremos um link para você criar uma nova senha">
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
          {answer && <LinkAnswerAlert answer={answer} />}
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Enviando...' : answer ? 'Enviar outro link' : 'Enviar link'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Lembrou a senha?{' '}
        <Link component={RouterLink} to="/login">
          Entrar
        </Link>
      </Typography>
    </AuthFrame>
  );
}
