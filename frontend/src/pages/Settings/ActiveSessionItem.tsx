import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Computer from '@mui/icons-material/Computer';
import { graphql, useFragment } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { describeUserAgent } from '../../lib/userAgent';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ActiveSessionItemRevokeMutation } from './__generated__/ActiveSessionItemRevokeMutation.graphql';
import type { ActiveSessionItem_session$key } from './__generated__/ActiveSessionItem_session.graphql';

/** One signed-in device, with 'Encerrar' (ending the current one signs the user out). */
export function ActiveSessionItem({ session }: { session: ActiveSessionItem_session$key }) {
  const data = useFragment(
    graphql`
      fragment ActiveSessionItem_session on ActiveSession {
        id
        userAgent
        ip
        createdAt
        lastUsedAt
        current
      }
    `,
    session,
  );
  const format = useFormatters();
  const toast = useToast();
  const auth = useSessionStore();
  const [confirming, setConfirming] = useState(false);
  const [revoke, revoking] = useAsyncMutation<ActiveSessionItemRevokeMutation>(graphql`
    mutation ActiveSessionItemRevokeMutation($input: RevokeSessionInput!) {
      revokeSession(input: $input) {
        revokedSessionId
      }
    }
  `);

  const onRevoke = async () => {
    try {
      await revoke({
        variables: { input: { sessionId: data.id } },
        updater: (store, response) => {
          const revokedId = response?.revokeSession.revokedSessionId;
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const sessions = viewer?.getLinkedRecords('activeSessions');
          if (viewer && sessions && revokedId) {
            viewer.setLinkedRecords(
              sessions.filter((s) => s?.getDataID() !== revokedId),
              'activeSessions',
            );
          }
        },
      });
      if (data.current) {
        auth.signOutLocal('user');
        toast({ title: 'Logout realizado', description: 'Até logo!' });
      } else {
        toast({ title: 'Sessão encerrada', description: 'O dispositivo foi desconectado.' });
      }
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao encerrar sessão');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const device = describeUserAgent(data.userAgent);
  return (
    <ListItem
      divider
      secondaryAction={
        <Button
          color="error"
          size="small"
          disabled={revoking}
          onClick={() => (data.current ? setConfirming(true) : void onRevoke())}
          aria-label={`Encerrar sessão ${device}${data.current ? ' (esta sessão)' : ''}`}
        >
          Encerrar
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemIcon>
        <Computer />
      </ListItemIcon>
      <ListItemText
        primary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span title={data.userAgent ?? undefined}>{device}</span>
            {data.current && <Chip label="Esta sessão" size="small" color="primary" />}
          </Stack>
        }
        secondary={`IP ${data.ip ?? 'desconhecido'} · Entrou em ${format.dateTime(data.createdAt)} · Último uso em ${format.dateTime(data.lastUsedAt)}`}
      />
      <ConfirmDialog
        open={confirming}
        title="Encerrar esta sessão?"
        message="Você sairá do Ágora neste dispositivo."
        confirmLabel="Encerrar"
        onConfirm={() => void onRevoke()}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
