import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { usePageTitle } from '../../components/usePageTitle';
import { useRouteQuery } from '../../relay/preload';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { NotificationsTab } from './NotificationsTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

const tabs = ['Perfil', 'Notificações', 'Segurança', 'Preferências', 'Integrações'] as const;

/** /settings: profile, notifications, security, preferences and integrations, all persisted. */
export default function SettingsPage() {
  const queryRef = useRouteQuery<SettingsPageQuery>();
  return queryRef ? <Settings queryRef={queryRef} /> : null;
}

export function Settings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const data = usePreloadedQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery($admin: Boolean!) {
        ...CalendarFeedSection_query @arguments(admin: $admin)
        ...ApiTokensSection_query
        viewer {
          ...ProfileTab_user
          ...NotificationsTab_user
          ...SecurityTab_user
          ...PreferencesTab_user
        }
        appConfig {
          ...PreferencesTab_appConfig
        }
      }
    `,
    queryRef,
  );
  const { viewer, appConfig } = data;
  const [tab, setTab] = useState(0);
  const id = useId();
  usePageTitle('Configurações');
  if (!viewer) return null;

  const panel = (index: number, content: ReactNode) => (
    <Box
      role="tabpanel"
      hidden={tab !== index}
      id={`${id}-panel-${index}`}
      aria-labelledby={`${id}-tab-${index}`}
      sx={{ pt: 3 }}
    >
      {content}
    </Box>
  );

  return (
    <Stack spacing={1}>
      <Typography variant="h1">Configurações</Typography>
      <Typography color="text.secondary">Gerencie seu perfil, notificações, segurança, preferências e integrações.</Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          aria-label="Seções das configurações"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((label, index) => (
            <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {panel(0, <ProfileTab user={viewer} />)}
      {panel(1, <NotificationsTab user={viewer} />)}
      {panel(2, <SecurityTab user={viewer} />)}
      {panel(
        3,
        <Stack spacing={3}>
          <PreferencesTab user={viewer} appConfig={appConfig} />
          <CalendarFeedSection query={data} />
        </Stack>,
      )}
      {panel(4, <ApiTokensSection query={data} />)}
    </Stack>
  );
}
