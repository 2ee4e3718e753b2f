import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { graphql } from 'react-relay';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/ToastProvider';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { changePasswordSchema } from '../../lib/validation';
import type { ChangePasswordValues } from '../../lib/validation';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ChangePasswordFormMutation } from './__generated__/ChangePasswordFormMutation.graphql';
import { formField } from '../../lib/formField';

/** Changes the password; the server signs out the user's other sessions. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const validation = useSubmitValidation();
  const [changePassword] = useAsyncMutation<ChangePasswordFormMutation>(graphql`
    mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        revokedSessions
      }
    }
  `);
  const formik = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      try {
        const { changePassword: result } = await changePassword({
          variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
        });
        helpers.resetForm();
        toast({
          title: 'Senha alterada',
          description:
            result.revokedSessions > 0
              ? `Sua senha foi atualizada e ${result.revokedSessions === 1 ? '1 outra sessão foi encerrada' : `${result.revokedSessions} outras sessões foram encerradas`}.`
              : 'Sua senha foi atualizada.',
        });
        onChanged();
      } catch (error) {
        const errors = fieldErrors(error);
        helpers.setErrors({ currentPassword: errors.currentPassword, newPassword: errors.newPassword });
        const { title, message } = describeError(error, 'Erro ao salvar');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, 'password');
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
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <PasswordField {...field('currentPassword')} label="Senha atual" autoComplete="current-password" />
        <PasswordField {...field('newPassword')} label="Nova senha" autoComplete="new-password" />
        <PasswordField {...field('confirmPassword')} label="Confirmar nova senha" autoComplete="new-password" />
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Alterando...' : 'Alterar senha'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
