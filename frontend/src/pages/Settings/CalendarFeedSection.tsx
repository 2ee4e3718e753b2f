import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { CalendarFeedSectionCreateMutation } from './__generated__/CalendarFeedSectionCreateMutation.graphql';
import type { CalendarFeedSectionRevokeMutation } from './__generated__/CalendarFeedSectionRevokeMutation.graphql';
import type { CalendarFeedSection_query$key } from './__generated__/CalendarFeedSection_query.graphql';
import { SettingsSection } from './SettingsSection';

interface Made {
  url: string;
  webcalUrl: string;
  token: string;
}

/**
 * 'Sincronizar calendário' (docs/calendar.md, "Calendar sync"): a secret feed address for
 * Google Agenda, Outlook or Apple Calendar, shown once when made; replaced or revoked
 * here. Admins also copy any space's feed.
 */
export function CalendarFeedSection({ query }: { query: CalendarFeedSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarFeedSection_query on Query @argumentDefinitions(admin: { type: "Boolean!" }) {
        calendarFeed {
          createdAt
        }
        spaces(first: 100) @include(if: $admin) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const format = useFormatters();
  const toast = useToast();
  const id = useId();
  const [made, setMade] = useState<Made | null>(null);
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);
  const spaces = data.spaces?.edges.map((e) => e.node) ?? [];
  const [space, setSpace] = useState('');

  const [create, creating] = useAsyncMutation<CalendarFeedSectionCreateMutation>(graphql`
    mutation CalendarFeedSectionCreateMutation {
      createCalendarFeed {
        url
        webcalUrl
        token
        feed {
          createdAt
        }
      }
    }
  `);
  const [revoke, revoking] = useAsyncMutation<CalendarFeedSectionRevokeMutation>(graphql`
    mutation CalendarFeedSectionRevokeMutation {
      revokeCalendarFeed {
        revoked
      }
    }
  `);

  const onCreate = async () => {
    setConfirm(null);
    try {
      const result = await create({
        variables: {},
        updater: (store) => {
          const feed = store.getRootField('createCalendarFeed')?.getLinkedRecord('feed');
          if (feed) store.getRoot().setLinkedRecord(feed, 'calendarFeed');
        },
      });
      const { url, webcalUrl, token } = result.createCalendarFeed;
      setMade({ url, webcalUrl, token });
      toast({ title: 'Link gerado', description: 'Copie o link agora: por segurança, ele só aparece desta vez.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao gerar o link');
      toast({ title, description: message, variant: 'destructive' });
    }
  };
  const onRevoke = async () => {
    setConfirm(null);
    try {
      await revoke({ variables: {}, updater: (store) => store.getRoot().setValue(null, 'calendarFeed') });
      setMade(null);
      toast({ title: 'Link revogado', description: 'Calendários assinados com ele não recebem mais as suas reservas.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao revogar o link');
      toast({ title, description: message, variant: 'destructive' });
    }
  };
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Link copiado', description: what });
    } catch {
      toast({ title: 'Não foi possível copiar', description: 'Selecione o link e copie-o manualmente.', variant: 'destructive' });
    }
  };
  const spaceUrl = made && space ? made.url.replace(/\.ics$/, `/${space}.ics`) : null;

  return (
    <SettingsSection
      title="Sincronizar calendário"
      description="Assine as suas reservas no Google Agenda, no Outlook ou no Apple Calendar: elas aparecem e mudam sozinhas por lá."
    >
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {made ? (
          <>
            <Alert severity="warning">
              Copie o link agora: por segurança, ele só aparece desta vez. Quem tiver o link vê as suas reservas.
            </Alert>
            <TextField
              label="Link da agenda"
              value={made.webcalUrl}
              slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': `${id}-help` } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <Typography id={`${id}-help`} variant="body2" color="text.secondary">
              No Google Agenda: Outras agendas → Do URL. No Outlook: Adicionar calendário → Assinar da Web.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(made.webcalUrl, 'O link da sua agenda está na área de transferência.')}>
                Copiar link
              </Button>
              <Link href={made.webcalUrl}>Abrir no aplicativo de calendário</Link>
            </Stack>
            {spaces.length > 0 && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <FormControl size="small" sx={{ minWidth: '14rem' }}>
                  <InputLabel id={`${id}-space`}>Agenda de um espaço</InputLabel>
                  <Select labelId={`${id}-space`} label="Agenda de um espaço" value={space} onChange={(e) => setSpace(e.target.value)}>
                    {spaces.map((s) => (
                      <MenuItem key={s.id} value={s.id}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <Button
                  variant="outlined"
                  startIcon={<ContentCopy />}
                  disabled={!spaceUrl}
                  onClick={() => spaceUrl && void copy(spaceUrl.replace(/^https?:/, 'webcal:'), 'O link da agenda do espaço está na área de transferência.')}
                >
                  Copiar link do espaço
                </Button>
              </Stack>
            )}
          </>
        ) : data.calendarFeed ? (
          <Typography>
            Link ativo desde {format.dateTime(data.calendarFeed.createdAt)}. Se o perdeu, gere um novo: o anterior deixa de funcionar.
          </Typography>
        ) : (
          <Typography color="text.secondary">Nenhum link ativo.</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {data.calendarFeed ? (
            <>
              <Button variant="outlined" disabled={creating} onClick={() => setConfirm('replace')}>
                Gerar novo link
              </Button>
              <Button color="error" variant="outlined" disabled={revoking} onClick={() => setConfirm('revoke')}>
                Revogar
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={creating} onClick={() => void onCreate()}>
              Gerar link
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirm === 'replace'}
        title="Gerar novo link?"
        message="O link atual deixa de funcionar: calendários assinados com ele param de receber as suas reservas."
        confirmLabel="Gerar novo link"
        onConfirm={() => void onCreate()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Revogar o link?"
        message="Calendários assinados com ele param de receber as suas reservas."
        confirmLabel="Revogar"
        onConfirm={() => void onRevoke()}
        onClose={() => setConfirm(null)}
      />
    </SettingsSection>
  );
}
