import { Suspense, useState, useTransition } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { AdminLoadErrorBoundary } from '../../components/admin/AdminLoadErrorBoundary';
import { LoadingOutline, RowsOutline } from '../../components/ContentSkeleton';
import { useToast } from '../../components/ToastProvider';
import { usePageTitle } from '../../components/usePageTitle';
import { useRouteQuery } from '../../relay/preload';
import type { AdminWebhooksPageQuery as Query } from './__generated__/AdminWebhooksPageQuery.graphql';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';

export const adminWebhooksPageQuery = graphql`
  query AdminWebhooksPageQuery {
    appConfig {
      webhookDescriptionMaxLength
    }
    webhookEndpoints {
      id
      ...WebhookEndpointCard_endpoint
    }
  }
`;

/**
 * /admin/webhooks ('Webhooks'): the endpoints told about bookings and spaces, each with
 * its delivery log (docs/api.md, "Webhooks").
 */
export default function AdminWebhooksPage() {
  const queryRef = useRouteQuery<Query>();
  return queryRef ? <AdminWebhooks initialQueryRef={queryRef} /> : null;
}

export function AdminWebhooks({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Webhooks');
  const [queryRef, loadQuery] = useQueryLoader<Query>(adminWebhooksPageQuery, initialQueryRef);
  const [isPending, startTransition] = useTransition();
  const refresh = () => startTransition(() => loadQuery({}, { fetchPolicy: 'network-only' }));

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box>
          <Typography variant="h1">Webhooks</Typography>
          <Typography color="text.secondary">
            Avise os seus sistemas quando reservas e espaços mudam. Cada entrega é assinada e, se falhar, repetida por até um dia.
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<Refresh />} onClick={refresh} disabled={isPending}>
            {isPending ? 'Atualizando...' : 'Atualizar entregas'}
          </Button>
        </Box>
      </Stack>
      <AdminLoadErrorBoundary title="Erro" message="Não foi possível carregar os webhooks." onRetry={refresh}>
        <Suspense
          fallback={
            <LoadingOutline label="Carregando webhooks...">
              <RowsOutline rows={2} height={160} />
            </LoadingOutline>
          }
        >
          {queryRef && <Endpoints queryRef={queryRef} onChanged={refresh} />}
        </Suspense>
      </AdminLoadErrorBoundary>
    </Stack>
  );
}

function Endpoints({ queryRef, onChanged }: { queryRef: PreloadedQuery<Query>; onChanged: () => void }) {
  const data = usePreloadedQuery<Query>(adminWebhooksPageQuery, queryRef);
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const descriptionMax = data.appConfig.webhookDescriptionMaxLength;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Segredo copiado', description: 'O segredo está na área de transferência.' });
    } catch {
      toast({ title: 'Não foi possível copiar', description: 'Selecione o segredo e copie-o manualmente.', variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={2}>
      {secret && (
        <Stack spacing={1.5} sx={{ maxWidth: 720 }}>
          <Alert severity="warning">
            Copie o segredo agora: por segurança, ele só aparece desta vez. Use-o para conferir o cabeçalho Agora-Signature de
            cada entrega.
          </Alert>
          <TextField
            label="Segredo de assinatura"
            value={secret}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Box>
            <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(secret)}>
              Copiar segredo
            </Button>
          </Box>
        </Stack>
      )}
      <Box>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Novo webhook
        </Button>
      </Box>
      {data.webhookEndpoints.length === 0 ? (
        <Typography color="text.secondary">Nenhum webhook cadastrado.</Typography>
      ) : (
        data.webhookEndpoints.map((endpoint) => (
          <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} descriptionMax={descriptionMax} onChanged={onChanged} />
        ))
      )}
      {creating && (
        <WebhookEndpointDialog
          descriptionMax={descriptionMax}
          onClose={() => setCreating(false)}
          onCreated={(made) => {
            setCreating(false);
            setSecret(made);
          }}
        />
      )}
    </Stack>
  );
}
