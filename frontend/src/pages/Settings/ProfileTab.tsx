import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { UserAvatar } from '../../components/UserAvatar';
import { useSubmitValidation } from '../../lib/useSubmitValidation';
import { profileSchema } from '../../lib/validation';
import type { ProfileValues } from '../../lib/validation';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ProfileTabUpdateProfileMutation } from './__generated__/ProfileTabUpdateProfileMutation.graphql';
import type { ProfileTab_user$key } from './__generated__/ProfileTab_user.graphql';
import { SettingsSection } from './SettingsSection';

/** Name, e-mail (re-confirmed when changed), phone, bio and photo. */
export function ProfileTab({ user }: { user: ProfileTab_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileTab_user on User {
        fullName
        email
        phone
        bio
        avatarUrl
        pendingEmail
      }
    `,
    user,
  );
  const toast = useToast();
  const validation = useSubmitValidation();
  const [updateProfile] = useAsyncMutation<ProfileTabUpdateProfileMutation>(graphql`
    mutation ProfileTabUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        pendingEmail
        user {
          ...ProfileTab_user
          ...UserMenu_user
        }
      }
    }
  `);

  const formik = useFormik<ProfileValues>({
    initialValues: { fullName: data.fullName, email: data.email, phone: data.phone ?? '', bio: data.bio ?? '' },
    validationSchema: profileSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      try {
        const { updateProfile: result } = await updateProfile({
          variables: {
            input: {
              fullName: values.fullName.trim(),
              email: values.email.trim(),
              phone: values.phone?.trim() || null,
              bio: values.bio?.trim() || null,
              // The server stores what it is sent: omitting the photo would remove it.
              avatarUrl: data.avatarUrl ?? null,
            },
          },
        });
        // The e-mail only changes once the new address is confirmed.
        helpers.resetForm({
          values: {
            fullName: values.fullName.trim(),
            email: result.pendingEmail ? data.email : values.email.trim(),
            phone: values.phone?.trim() ?? '',
            bio: values.bio?.trim() ?? '',
          },
        });
        toast({
          title: 'Perfil atualizado',
          description: result.pendingEmail
            ? `Enviamos um link de confirmação para ${result.pendingEmail}.`
            : 'Suas informações foram salvas.',
        });
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        const { title, message } = describeError(error, 'Erro ao salvar');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const showError = (field: keyof ProfileValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  const field = (name: keyof ProfileValues) => ({
    id: `profile-${name}`,
    name,
    fullWidth: true,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(showError(name)),
    helperText: showError(name),
  });

  return (
    <SettingsSection title="Perfil" description="Suas informações pessoais.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <UserAvatar fullName={data.fullName} avatarUrl={data.avatarUrl} size={72} />
        <Box>
          <Button variant="outlined" startIcon={<PhotoCamera />} disabled aria-describedby="profile-photo-reason">
            Enviar foto
          </Button>
          <Typography id="profile-photo-reason" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Em breve: o envio de foto chega com uma próxima versão. Até lá, mostramos suas iniciais.
          </Typography>
        </Box>
      </Stack>
      {data.pendingEmail && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Enviamos um link de confirmação para <strong>{data.pendingEmail}</strong>. O novo e-mail passa a valer
          depois da confirmação; até lá, continue usando {data.email}.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          validation.markSubmitted();
          formik.handleSubmit(e);
        }}
      >
        <Stack spacing={2}>
          <TextField {...field('fullName')} label="Nome completo" autoComplete="name" />
          <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
          <TextField {...field('phone')} label="Telefone" type="tel" autoComplete="tel" />
          <TextField {...field('bio')} label="Bio" multiline minRows={3} />
          <Box>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Salvando...' : 'Salvar'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
