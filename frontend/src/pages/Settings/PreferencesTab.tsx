import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { graphql, useFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { dateFormatLabels, formatDate, timeZoneLabel } from '../../lib/format';
import type { DateFormat } from '../../lib/format';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { PreferencesTabUpdateMutation } from './__generated__/PreferencesTabUpdateMutation.graphql';
import type { PreferencesTab_appConfig$key } from './__generated__/PreferencesTab_appConfig.graphql';
import type { PreferencesTab_user$key } from './__generated__/PreferencesTab_user.graphql';
import { SettingsSection } from './SettingsSection';
import { busyButton } from '../../lib/focusAfterAction';

const formats = Object.keys(dateFormatLabels) as DateFormat[];

/** Date format (applied to every date shown), the business time zone, the language. */
export function PreferencesTab({
  user,
  appConfig,
}: {
  user: PreferencesTab_user$key;
  appConfig: PreferencesTab_appConfig$key;
}) {
  const { settings } = useFragment(
    graphql`
      fragment PreferencesTab_user on User {
        settings {
          dateFormat
        }
      }
    `,
    user,
  );
  const { timeZone } = useFragment(
    graphql`
      fragment PreferencesTab_appConfig on AppConfig {
        timeZone
      }
    `,
    appConfig,
  );
  const toast = useToast();
  const [dateFormat, setDateFormat] = useState<DateFormat>(
    formats.includes(settings.dateFormat as DateFormat) ? (settings.dateFormat as DateFormat) : 'DD_MM_YYYY',
  );
  const [save, saving] = useAsyncMutation<PreferencesTabUpdateMutation>(graphql`
    mutation PreferencesTabUpdateMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          ...PreferencesTab_user
          ...FormatProvider_viewer
        }
      }
    }
  `);

  const onSave = async () => {
    try {
      await save({ variables: { input: { dateFormat } } });
      toast({ title: 'Preferências atualizadas', description: 'Suas preferências foram salvas.' });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const example = formatDate(new Date(), { dateFormat, timeZone });
  return (
    <SettingsSection title="Preferências" description="Como o Ágora mostra datas e textos para você.">
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <TextField
          id="preferences-date-format"
          select
          label="Formato de data"
          value={dateFormat}
          onChange={(e) => setDateFormat(e.target.value as DateFormat)}
          helperText={`Usado em todas as datas exibidas. Hoje: ${example}`}
        >
          {formats.map((f) => (
            <MenuItem key={f} value={f}>
              {dateFormatLabels[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="preferences-time-zone"
          label="Fuso horário"
          value={timeZoneLabel(timeZone)}
          helperText="Todos os horários de reserva seguem o fuso horário dos espaços, não o do seu dispositivo."
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          id="preferences-language"
          label="Idioma"
          value="Português (Brasil)"
          helperText="Outros idiomas chegam quando houver traduções."
          slotProps={{ input: { readOnly: true } }}
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
