import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { deliveryOutcome, deliveryStateLabel, eventLabel } from '../../lib/webhooks';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { WebhookEndpointCardDeleteMutation } from './__generated__/WebhookEndpointCardDeleteMutation.graphql';
import type { WebhookEndpointCardResendMutation } from './__generated__/WebhookEndpointCardResendMutation.graphql';
import type { WebhookEndpointCardToggleMutation } from './__generated__/WebhookEndpointCardToggleMutation.graphql';
import type { WebhookEndpointCard_endpoint$key } from './__generated__/WebhookEndpointCard_endpoint.graphql';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';

/** One endpoint: its address and events, on/off, edit and remove, and its delivery log. */
export function WebhookEndpointCard({
  endpoint,
  descriptionMax,
  onChanged,
}: {
  endpoint: WebhookEndpointCard_endpoint$key;
  descriptionMax: number;
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
        id
        url
        description
        events
        active
        createdAt
        deliveries(first: 20) {
          id
          event
          state
          attempts
          responseStatus
          error
          createdAt
          nextAttemptAt
        }
      }
    `,
    endpoint,
  );
  const format = useFormatters();
  const toast = useToast();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [toggle, toggling] = useAsyncMutation<WebhookEndpointCardToggleMutation>(graphql`
    mutation WebhookEndpointCardToggleMutation($input: UpdateWebhookEndpointInput!) {
      updateWebhookEndpoint(input: $input) {
        endpoint {
          id
          active
        }
      }
    }
  `);
  const [remove] = useAsyncMutation<WebhookEndpointCardDeleteMutation>(graphql`
    mutation WebhookEndpointCardDeleteMutation($input: DeleteWebhookEndpointInput!) {
      deleteWebhookEndpoint(input: $input) {
        deletedEndpointId
      }
    }
  `);
  const [resend] = useAsyncMutation<WebhookEndpointCardResendMutation>(graphql`
    mutation WebhookEndpointCardResendMutation($input: ResendWebhookDeliveryInput!) {
      resendWebhookDelivery(input: $input) {
        delivery {
          id
        }
      }
    }
  `);

  const onToggle = async (active: boolean) => {
    try {
      await toggle({ variables: { input: { id: data.id, url: data.url, description: data.description, events: [...data.events], active } } });
      toast({ title: active ? 'Webhook ativado' : 'Webhook desativado', description: active ? 'Ele volta a ser avisado das mudanças.' : 'Ele não recebe mais avisos até ser ativado.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar o webhook');
      toast({ title, description: message, variant: 'destructive' });
    }
  };
  const onRemove = async () => {
    setRemoving(false);
    try {
      await remove({
        variables: { input: { id: data.id } },
        updater: (store) => {
          const root = store.getRoot();
          const list = root.getLinkedRecords('webhookEndpoints') ?? [];
          root.setLinkedRecords(list.filter((r) => r?.getDataID() !== data.id), 'webhookEndpoints');
        },
      });
      toast({ title: 'Webhook removido', description: 'Nada mais é enviado a ele.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao remover o webhook');
      toast({ title, description: message, variant: 'destructive' });
    }
  };
  const onResend = async (deliveryId: string) => {
    try {
      await resend({ variables: { input: { id: deliveryId } } });
      toast({ title: 'Entrega reenviada', description: 'Ela aparece no registro como uma nova entrega.' });
      onChanged();
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao reenviar');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {data.url}
              </Typography>
              {data.description && <Typography color="text.secondary">{data.description}</Typography>}
              <Typography variant="body2" color="text.secondary">
                Criado em {format.dateTime(data.createdAt)}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
              <FormControlLabel
                control={<Switch checked={data.active} disabled={toggling} onChange={(e) => void onToggle(e.target.checked)} />}
                label="Ativo"
              />
              <Button variant="outlined" onClick={() => setEditing(true)} aria-label={`Editar o webhook ${data.url}`}>
                Editar
              </Button>
              <Button color="error" variant="outlined" onClick={() => setRemoving(true)} aria-label={`Remover o webhook ${data.url}`}>
                Remover
              </Button>
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Eventos">
            {data.events.map((event) => (
              <Chip key={event} size="small" label={eventLabel(event).text} variant="outlined" />
            ))}
          </Stack>
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Entregas recentes
            </Typography>
            {data.deliveries.length === 0 ? (
              <Typography color="text.secondary">Nenhuma entrega ainda.</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`Entregas de ${data.url}`}>
                {data.deliveries.map((d) => {
                  const label = d.event ? eventLabel(d.event) : null;
                  return (
                    <Box
                      component="li"
                      key={d.id}
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: 1.5,
                        borderTop: 1,
                        borderColor: 'divider',
                        pt: 1,
                      }}
                    >
                      <Chip
                        size="small"
                        label={deliveryStateLabel(d.state)}
                        color={d.state === 'DELIVERED' ? 'success' : d.state === 'FAILED' ? 'error' : 'warning'}
                        variant="outlined"
                      />
                      <Typography sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>{label?.code ?? 'evento'}</Typography>
                      <Typography variant="body2">
                        {deliveryOutcome({ responseStatus: d.responseStatus, error: d.error, attempts: d.attempts })}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {d.attempts === 1 ? '1 tentativa' : `${d.attempts} tentativas`} · {format.dateTime(d.createdAt)}
                        {d.nextAttemptAt && d.attempts > 0 ? ` · próxima às ${format.time(d.nextAttemptAt)}` : ''}
                      </Typography>
                      <Box sx={{ ml: 'auto' }}>
                        <Button size="small" onClick={() => void onResend(d.id)} aria-label={`Reenviar ${label?.code ?? 'entrega'} de ${format.dateTime(d.createdAt)}`}>
                          Reenviar
                        </Button>
                      </Box>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Box>
        </Stack>
      </CardContent>
      {editing && (
        <WebhookEndpointDialog
          editing={{ id: data.id, url: data.url, description: data.description, events: [...data.events], active: data.active }}
          descriptionMax={descriptionMax}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={removing}
        title="Remover o webhook?"
        message={`${data.url} deixa de receber avisos, e o registro de entregas dele é apagado.`}
        confirmLabel="Remover"
        onConfirm={() => void onRemove()}
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}
