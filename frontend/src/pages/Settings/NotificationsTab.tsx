import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { graphql, useFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { NotificationsTabUpdateMutation } from './__generated__/NotificationsTabUpdateMutation.graphql';
import type { NotificationsTab_user$key } from './__generated__/NotificationsTab_user.graphql';
import { SettingOption } from './SettingOption';
import { SettingsSection } from './SettingsSection';
import { busyButton } from '../../lib/focusAfterAction';

/** E-mail notices (sent by the mail service), marketing consent; push comes later. */
export function NotificationsTab({ user }: { user: NotificationsTab_user$key }) {
  const { role, settings } = useFragment(
    graphql`
      fragment NotificationsTab_user on User {
        role
        settings {
          emailBookings
          emailReminders
          marketingEmails
          pushNotifications
        }
      }
    `,
    user,
  );
  const toast = useToast();
  const [values, setValues] = useState({
    emailBookings: settings.emailBookings,
    emailReminders: settings.emailReminders,
    marketingEmails: settings.marketingEmails,
  });
  const [save, saving] = useAsyncMutation<NotificationsTabUpdateMutation>(graphql`
    mutation NotificationsTabUpdateMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          ...NotificationsTab_user
        }
      }
    }
  `);

  const onSave = async () => {
    try {
      await save({ variables: { input: values } });
      toast({ title: 'Notificações atualizadas', description: 'Suas preferências de notificação foram salvas.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const toggle = (key: keyof typeof values, label: string, description: string) => (
    <SettingOption
      label={label}
      description={description}
      control={(describedBy) => (
        <Switch
          checked={values[key]}
          onChange={(_, checked) => setValues((v) => ({ ...v, [key]: checked }))}
          slotProps={{ input: { 'aria-describedby': describedBy } }}
        />
      )}
    />
  );

  return (
    <SettingsSection title="Notificações" description="Escolha quais e-mails você quer receber.">
      <Stack spacing={2}>
        {toggle(
          'emailBookings',
          'E-mails sobre reservas',
          role === 'ADMIN'
            ? 'Confirmações, cancelamentos e mudanças de status das suas reservas, e os novos pedidos de reserva que aguardam aprovação.'
            : 'Confirmações, cancelamentos e mudanças de status das suas reservas.',
        )}
        {toggle('emailReminders', 'Lembretes por e-mail', 'Um lembrete antes de cada reserva começar.')}
        {toggle('marketingEmails', 'E-mails de novidades', 'Novos espaços e novidades do Ágora. Você pode cancelar quando quiser.')}
        <SettingOption
          label="Notificações push"
          description="Em breve: as notificações no navegador ainda não estão disponíveis."
          control={(describedBy) => (
            <Switch checked={settings.pushNotifications} disabled slotProps={{ input: { 'aria-describedby': describedBy } }} />
          )}
        />
        <Box>
          <Button variant="contained" {...busyButton(saving, () => void onSave())}>
            {saving ? 'Salvando...' : 'Salvar'}
          </Button>
        </Box>
      </Stack>
    </SettingsSection>
  );
}
