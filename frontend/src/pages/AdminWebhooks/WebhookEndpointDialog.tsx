import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { graphql } from 'react-relay';
import { CodeChoiceGroup } from '../../components/CodeChoiceGroup';
import { useToast } from '../../components/ToastProvider';
import { formField } from '../../lib/formField';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { WEBHOOK_EVENTS, eventLabel, webhookSchema } from '../../lib/webhooks';
import type { WebhookValues } from '../../lib/webhooks';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { WebhookEndpointDialogCreateMutation, WebhookEvent } from './__generated__/WebhookEndpointDialogCreateMutation.graphql';
import type { WebhookEndpointDialogUpdateMutation } from './__generated__/WebhookEndpointDialogUpdateMutation.graphql';

/** An endpoint being edited: its id, fields and whether it is on. */
export interface EditedEndpoint extends WebhookValues {
  id: string;
  active: boolean;
}

/**
 * 'Novo webhook' / 'Editar webhook': the address, a note and the events. A new endpoint's
 * signing secret goes to `onCreated` (shown once by the page). Render it only while open.
 */
export function WebhookEndpointDialog({
  editing,
  descriptionMax,
  onClose,
  onCreated,
}: {
  editing?: EditedEndpoint;
  descriptionMax: number;
  onClose: () => void;
  onCreated?: (secret: string) => void;
}) {
  const id = useId();
  const toast = useToast();
  const validation = useSubmitValidation();
  const [create] = useAsyncMutation<WebhookEndpointDialogCreateMutation>(graphql`
    mutation WebhookEndpointDialogCreateMutation($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        secret
        endpoint {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    }
  `);
  const [update] = useAsyncMutation<WebhookEndpointDialogUpdateMutation>(graphql`
    mutation WebhookEndpointDialogUpdateMutation($input: UpdateWebhookEndpointInput!) {
      updateWebhookEndpoint(input: $input) {
        endpoint {
          ...WebhookEndpointCard_endpoint
        }
      }
    }
  `);
  const formik = useFormik<WebhookValues>({
    initialValues: editing ? { url: editing.url, description: editing.description, events: editing.events } : { url: '', description: '', events: [] },
    validationSchema: webhookSchema(descriptionMax),
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      const fields = { url: values.url.trim(), description: values.description.trim(), events: values.events as WebhookEvent[] };
      try {
        if (editing) {
          await update({ variables: { input: { id: editing.id, active: editing.active, ...fields } } });
          toast({ title: 'Webhook salvo', description: 'As próximas mudanças seguem a nova configuração.' });
          onClose();
        } else {
          const result = await create({
            variables: { input: fields },
            updater: (store) => {
              const made = store.getRootField('createWebhookEndpoint')?.getLinkedRecord('endpoint');
              const root = store.getRoot();
              if (made) root.setLinkedRecords([...(root.getLinkedRecords('webhookEndpoints') ?? []), made], 'webhookEndpoints');
            },
          });
          toast({ title: 'Webhook criado', description: 'Copie o segredo agora: por segurança, ele só aparece desta vez.' });
          onCreated?.(result.createWebhookEndpoint.secret);
        }
      } catch (error) {
        const errors = fieldErrors(error);
        helpers.setErrors({ url: errors.url, description: errors.description, events: errors.events });
        if (!errors.url && !errors.description && !errors.events) {
          const { title, message } = describeError(error, 'Erro ao salvar o webhook');
          toast({ title, description: message, variant: 'destructive' });
        }
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, id);
  const eventsError = formik.submitCount > 0 ? (formik.errors.events as string | undefined) : undefined;

  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{editing ? 'Editar webhook' : 'Novo webhook'}</DialogTitle>
      <DialogContent>
        <Box
          ref={formRef}
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(e) => {
            validation.markSubmitted();
            formik.handleSubmit(e);
          }}
          sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField {...field('url')} label="URL" type="url" placeholder="https://erp.exemplo.com/agora" autoFocus />
          <TextField {...field('description')} label="Descrição (opcional)" slotProps={{ htmlInput: { maxLength: descriptionMax } }} />
          <CodeChoiceGroup
            legend="Eventos"
            choices={WEBHOOK_EVENTS.map((event) => ({ value: event, ...eventLabel(event) }))}
            selected={formik.values.events}
            onChange={(events) => void formik.setFieldValue('events', events)}
            error={eventsError}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Salvando...' : editing ? 'Salvar' : 'Criar webhook'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
