import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { SpaceImage } from '../../components/SpaceImage';
import { useToast } from '../../components/ToastProvider';
import { FilePickerButton } from '../../components/upload/FilePickerButton';
import { UploadProgress } from '../../components/upload/UploadProgress';
import { isStoredFile, useRemoveFile } from '../../components/upload/useRemoveFile';
import { useUploadFile } from '../../components/upload/useUploadFile';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import {
  SPACE_IMAGE_MAX_MB,
  isImageUrl,
  normalizePrice,
  parseResources,
  spaceSchema,
} from '../../lib/validation';
import type { SpaceValues } from '../../lib/validation';
import { describeError, fieldErrors } from '../../relay/errors';
import type { SpaceFormDialog_space$key } from './__generated__/SpaceFormDialog_space.graphql';
import { useCreateSpace } from './useCreateSpace';
import { useUpdateSpace } from './useUpdateSpace';
import { formField } from '../../lib/formField';

type Values = Required<{ [K in keyof SpaceValues]: string }>;

/**
 * Creates a space (no `space`) or edits one. The photo is a URL or a file uploaded here;
 * files uploaded in this dialog and not kept (replaced, removed, or the dialog cancelled)
 * are deleted from storage.
 */
export function SpaceFormDialog({
  space,
  open,
  onClose,
  connectionId,
}: {
  space: SpaceFormDialog_space$key | null;
  open: boolean;
  onClose: () => void;
  /** The list on screen, where a new space goes first. */
  connectionId: string | null;
}) {
  const data = useFragment(
    graphql`
      fragment SpaceFormDialog_space on Space {
        id
        name
        description
        capacity
        pricePerHour
        resources
        imageUrl
      }
    `,
    space,
  );
  const titleId = useId();
  const toast = useToast();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const validation = useSubmitValidation();
  const [createSpace] = useCreateSpace();
  const [updateSpace] = useUpdateSpace();
  const upload = useUploadFile('SPACES', SPACE_IMAGE_MAX_MB);
  const { remove } = useRemoveFile();
  /** Files uploaded while this dialog is open, not saved on any space yet. */
  const unsaved = useRef(new Set<string>());

  const discard = (url: string | null | undefined, keep?: string | null) => {
    if (url && url !== keep && unsaved.current.has(url)) {
      unsaved.current.delete(url);
      void remove(url, { quiet: true });
    }
  };

  const formik = useFormik<Values>({
    initialValues: {
      name: data?.name ?? '',
      description: data?.description ?? '',
      capacity: data ? String(data.capacity) : '',
      // Shown the Brazilian way ("80,00"); both separators are accepted.
      pricePerHour: data ? data.pricePerHour.replace('.', ',') : '',
      resources: data ? data.resources.join(', ') : '',
      imageUrl: data?.imageUrl ?? '',
    },
    validationSchema: spaceSchema,
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      const input = {
        name: values.name.trim(),
        description: values.description.trim() || null,
        capacity: Number(values.capacity.trim()),
        pricePerHour: normalizePrice(values.pricePerHour),
        resources: parseResources(values.resources),
        imageUrl: values.imageUrl.trim() || null,
      };
      try {
        if (data) {
          await updateSpace({ variables: { input: { id: data.id, ...input } } });
          toast({ title: 'Espaço atualizado', description: `"${input.name}" foi salvo.` });
        } else {
          await createSpace({ variables: { input, connections: connectionId ? [connectionId] : [] } });
          toast({ title: 'Espaço criado', description: `"${input.name}" já aparece para os usuários.` });
        }
        // The image kept is now the space's; any other upload of this dialog is removed.
        unsaved.current.delete(input.imageUrl ?? '');
        for (const url of unsaved.current) discard(url);
        onClose();
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        const { title, message } = describeError(error, 'Erro ao salvar espaço');
        toast({ title, description: message, variant: 'destructive' });
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);

  const cancel = () => {
    if (formik.isSubmitting) return;
    for (const url of [...unsaved.current]) discard(url);
    onClose();
  };

  const chooseFile = async (file: File) => {
    const url = await upload.upload(file);
    if (!url) return; // A failed upload keeps the previous image.
    unsaved.current.add(url);
    discard(formik.values.imageUrl, url);
    await formik.setFieldValue('imageUrl', url);
  };

  const removeImage = async () => {
    const url = formik.values.imageUrl.trim();
    if (unsaved.current.has(url) && isStoredFile(url, 'spaces')) {
      if (!(await remove(url))) return;
      unsaved.current.delete(url);
    }
    await formik.setFieldValue('imageUrl', '');
  };

  const field = formField(formik, 'space');

  const imageUrl = formik.values.imageUrl.trim();
  const preview = upload.preview ?? (imageUrl && isImageUrl(imageUrl) ? imageUrl : null);
  // A photo sent to Ágora shows as the picture above, not as its internal address: the
  // address field stays for a link from elsewhere, and typing one replaces the photo.
  const uploaded = isStoredFile(imageUrl, 'spaces');
  const urlField = field('imageUrl');

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box
        ref={formRef}
        component="form"
        noValidate
        onSubmit={(e) => {
          validation.markSubmitted();
          formik.handleSubmit(e);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{data ? 'Editar Espaço' : 'Novo Espaço'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField {...field('name')} label="Nome" required autoFocus />
            <TextField {...field('description')} label="Descrição" multiline minRows={3} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('capacity')}
                label="Capacidade"
                required
                slotProps={{
                  // Text, not type="number": the value stays what was typed, for the checks.
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">pessoas</InputAdornment> },
                }}
              />
              <TextField
                {...field('pricePerHour')}
                label="Preço por hora"
                required
                slotProps={{
                  // Accepts "80,50" as well as "80.50".
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                }}
              />
            </Stack>
            <TextField
              {...field('resources')}
              label="Recursos"
              helperText={field('resources').helperText ?? 'Separe por vírgulas, ex.: wifi, projetor, quadro-branco'}
            />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                Imagem
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Box sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                  <SpaceImage src={preview} alt="Pré-visualização da imagem" eager />
                </Box>
                <Stack spacing={1} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <FilePickerButton
                      variant="outlined"
                      startIcon={<UploadFile />}
                      onFile={(file) => void chooseFile(file)}
                      disabled={upload.uploading}
                      inputId="space-image-file"
                    >
                      Enviar imagem
                    </FilePickerButton>
                    {imageUrl && !upload.uploading && (
                      <Button color="error" startIcon={<DeleteOutline />} onClick={() => void removeImage()} sx={{ ml: '0 !important' }}>
                        Remover imagem
                      </Button>
                    )}
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    JPEG, PNG, WebP ou GIF, até {SPACE_IMAGE_MAX_MB}MB.
                  </Typography>
                  <UploadProgress value={upload.progress} error={upload.error} />
                </Stack>
              </Stack>
            </Box>
            <TextField
              {...urlField}
              value={uploaded ? '' : urlField.value}
              label="URL da imagem"
              type="url"
              helperText={
                urlField.helperText ??
                (uploaded
                  ? 'Imagem enviada. Para usar outra, envie um arquivo ou cole o endereço de uma imagem (https://...).'
                  : 'Ou cole o endereço de uma imagem (https://...).')
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={formik.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting || upload.uploading}>
            {formik.isSubmitting ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
