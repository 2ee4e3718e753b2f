import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { FilePickerButton } from '../../components/upload/FilePickerButton';
import { UploadProgress } from '../../components/upload/UploadProgress';
import { isStoredFile, useRemoveFile } from '../../components/upload/useRemoveFile';
import { useUploadFile } from '../../components/upload/useUploadFile';
import { UserAvatar } from '../../components/UserAvatar';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { AVATAR_MAX_MB, profileSchema } from '../../lib/validation';
import type { ProfileValues } from '../../lib/validation';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ProfileTabUpdateProfileMutation } from './__generated__/ProfileTabUpdateProfileMutation.graphql';
import type { ProfileTab_user$key } from './__generated__/ProfileTab_user.graphql';
import { SettingsSection } from './SettingsSection';
import { formField } from '../../lib/formField';

/** Name, e-mail (re-confirmed when changed), phone, bio and photo. */
export function ProfileTab({ user }: { user: ProfileTab_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileTab_user on User {
        id
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
  const upload = useUploadFile('AVATARS', AVATAR_MAX_MB);
  const { remove, removing } = useRemoveFile();
  /** A photo chosen but not saved yet: a new file's URL, or null for "no photo". */
  const [pendingAvatar, setPendingAvatar] = useState<string | null | undefined>(undefined);
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
      const previousAvatar = data.avatarUrl;
      try {
        const { updateProfile: result } = await updateProfile({
          variables: {
            input: {
              fullName: values.fullName.trim(),
              email: values.email.trim(),
              phone: values.phone?.trim() || null,
              bio: values.bio?.trim() || null,
              // Left out, the photo stays as it is.
              ...(pendingAvatar !== undefined ? { avatarUrl: pendingAvatar } : {}),
            },
          },
        });
        if (pendingAvatar !== undefined) {
          // The replaced photo is no one's any more: delete its file.
          if (isStoredFile(previousAvatar, 'avatars') && previousAvatar !== pendingAvatar) {
            void remove(previousAvatar, { quiet: true });
          }
          setPendingAvatar(undefined);
        }
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
  const formRef = useFocusFirstInvalid(formik);
  const savedAvatar = data.avatarUrl;
  const shownAvatar = upload.preview ?? (pendingAvatar !== undefined ? pendingAvatar : savedAvatar);

  const chooseAvatar = async (file: File) => {
    const url = await upload.upload(file);
    if (!url) return; // A failed upload keeps the previous photo.
    // A photo uploaded before, and never saved, is replaced: delete its file.
    if (pendingAvatar && pendingAvatar !== savedAvatar) void remove(pendingAvatar, { quiet: true });
    setPendingAvatar(url);
  };

  const removeAvatar = async () => {
    if (pendingAvatar) {
      // Not saved yet: delete the new file and show the saved photo again.
      if (await remove(pendingAvatar)) setPendingAvatar(undefined);
      return;
    }
    if (isStoredFile(savedAvatar, 'avatars')) {
      // The server also clears the profile's photo.
      await remove(savedAvatar, {
        updater: (store) => store.get(data.id)?.setValue(null, 'avatarUrl'),
      });
      return;
    }
    // A photo stored elsewhere: saving the profile removes it.
    setPendingAvatar(null);
  };

  const field = formField(formik, 'profile');

  return (
    <SettingsSection title="Perfil" description="Suas informações pessoais.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <UserAvatar fullName={data.fullName} avatarUrl={shownAvatar} size={72} />
        <Stack spacing={1} sx={{ alignItems: 'flex-start', flexGrow: 1, maxWidth: 420 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <FilePickerButton
              variant="outlined"
              startIcon={<PhotoCamera />}
              onFile={(file) => void chooseAvatar(file)}
              disabled={upload.uploading || removing}
              inputId="profile-photo-file"
            >
              Enviar foto
            </FilePickerButton>
            {shownAvatar && !upload.uploading && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => void removeAvatar()} disabled={removing}>
                Remover foto
              </Button>
            )}
          </Stack>
          <UploadProgress value={upload.progress} error={upload.error} />
          <Typography variant="body2" color={pendingAvatar !== undefined ? 'primary' : 'text.secondary'} aria-live="polite">
            {pendingAvatar === undefined
              ? `JPEG, PNG, WebP ou GIF, até ${AVATAR_MAX_MB}MB.`
              : pendingAvatar
                ? 'Nova foto enviada. Clique em Salvar para usá-la.'
                : 'Clique em Salvar para ficar sem foto.'}
          </Typography>
        </Stack>
      </Stack>
      {data.pendingEmail && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          Enviamos um link de confirmação para <strong>{data.pendingEmail}</strong>. O novo e-mail passa a valer
          depois da confirmação; até lá, continue usando {data.email}.
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
          <TextField {...field('fullName')} label="Nome completo" autoComplete="name" />
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
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
