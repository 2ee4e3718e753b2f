import { useState, useTransition } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { SecurityTabRefetchQuery } from './__generated__/SecurityTabRefetchQuery.graphql';
import type { SecurityTabUpdateMutation } from './__generated__/SecurityTabUpdateMutation.graphql';
import type { SecurityTab_user$key } from './__generated__/SecurityTab_user.graphql';
import { ActiveSessionItem } from './ActiveSessionItem';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SettingOption } from './SettingOption';
import { SettingsSection } from './SettingsSection';
import { busyButton } from '../../lib/focusAfterAction';
import { AccountDataSection } from './AccountDataSection';
import { TwoFactorSection } from './TwoFactorSection';

export const SESSION_TIMEOUT_OPTIONS = [
  { hours: 1, label: '1 hora' },
  { hours: 8, label: '8 horas' },
  { hours: 24, label: '24 horas' },
  { hours: 72, label: '3 dias' },
  { hours: 168, label: '7 dias' },
  { hours: 720, label: '30 dias' },
];

/**
 * Password, sign-in notices, session lifetime, two-factor sign-in, active sessions, the
 * data export and account deletion.
 */
export function SecurityTab({ user }: { user: SecurityTab_user$key }) {
  const [data, refetch] = useRefetchableFragment<SecurityTabRefetchQuery, SecurityTab_user$key>(
    graphql`
      fragment SecurityTab_user on User @refetchable(queryName: "SecurityTabRefetchQuery") {
        settings {
          loginNotifications
          sessionTimeoutHours
        }
        ...TwoFactorSection_user
        ...AccountDataSection_user
        activeSessions {
          id
          ...ActiveSessionItem_session
        }
      }
    `,
    user,
  );
  const toast = useToast();
  const [, startTransition] = useTransition();
  const [loginNotifications, setLoginNotifications] = useState(data.settings.loginNotifications);
  const [timeout, setTimeoutHours] = useState(data.settings.sessionTimeoutHours);
  const [save, saving] = useAsyncMutation<SecurityTabUpdateMutation>(graphql`
    mutation SecurityTabUpdateMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          settings {
            loginNotifications
            sessionTimeoutHours
          }
        }
      }
    }
  `);

  const onSave = async () => {
    try {
      await save({ variables: { input: { loginNotifications, sessionTimeoutHours: timeout } } });
      toast({ title: 'Segurança atualizada', description: 'Suas configurações de segurança foram salvas.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const reloadSessions = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const timeoutOptions = SESSION_TIMEOUT_OPTIONS.some((o) => o.hours === timeout)
    ? SESSION_TIMEOUT_OPTIONS
    : [...SESSION_TIMEOUT_OPTIONS, { hours: timeout, label: `${timeout} horas` }].sort((a, b) => a.hours - b.hours);

  return (
    <Stack spacing={3}>
      <SettingsSection title="Alterar senha" description="Ao alterar a senha, suas outras sessões são encerradas.">
        <ChangePasswordForm onChanged={reloadSessions} />
      </SettingsSection>

      <SettingsSection title="Acesso">
        <Stack spacing={2}>
          <SettingOption
            label="Notificações de login"
            description="Receba um e-mail sempre que alguém entrar na sua conta."
            control={(describedBy) => (
              <Switch
                checked={loginNotifications}
                onChange={(_, checked) => setLoginNotifications(checked)}
                slotProps={{ input: { 'aria-describedby': describedBy } }}
              />
            )}
          />
          <TextField
            id="security-session-timeout"
            select
            label="Duração máxima da sessão"
            value={timeout}
            onChange={(e) => setTimeoutHours(Number(e.target.value))}
            helperText="Tempo máximo que um login vale. Depois dele, é preciso entrar de novo, mesmo com uso contínuo."
            sx={{ maxWidth: 480 }}
          >
            {timeoutOptions.map((o) => (
              <MenuItem key={o.hours} value={o.hours}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Button variant="contained" {...busyButton(saving, () => void onSave())}>
              {saving ? 'Salvando...' : 'Salvar'}
            </Button>
          </Box>
        </Stack>
      </SettingsSection>

      <TwoFactorSection user={data} />

      <SettingsSection title="Sessões ativas" description="Dispositivos conectados à sua conta.">
        {data.activeSessions.length === 0 ? (
          <Typography color="text.secondary">Nenhuma sessão ativa.</Typography>
        ) : (
          <List disablePadding aria-label="Sessões ativas">
            {data.activeSessions.map((s) => (
              <ActiveSessionItem key={s.id} session={s} />
            ))}
          </List>
        )}
      </SettingsSection>

      <AccountDataSection user={data} />
    </Stack>
  );
}
