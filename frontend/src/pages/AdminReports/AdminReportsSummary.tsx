import AttachMoney from '@mui/icons-material/AttachMoney';
import EventNote from '@mui/icons-material/EventNote';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import { graphql, useFragment } from 'react-relay';
import { AdminStatCard, AdminStatGrid } from '../../components/admin/AdminStatCard';
import { formatCurrency, formatInteger } from '../../lib/format';
import type { AdminReportsSummary_reports$key } from './__generated__/AdminReportsSummary_reports.graphql';

/** The four cards: bookings (with the pending ones), revenue (with this month's), users, spaces. */
export function AdminReportsSummary({ reports }: { reports: AdminReportsSummary_reports$key }) {
  const r = useFragment(
    graphql`
      fragment AdminReportsSummary_reports on Reports {
        totalBookings
        pendingBookings
        totalRevenue
        monthRevenue
        users
        spaces
      }
    `,
    reports,
  );
  return (
    <AdminStatGrid label="Resumo">
      <AdminStatCard
        icon={<EventNote />}
        label="Total de reservas"
        value={formatInteger(r.totalBookings)}
        hint={r.pendingBookings === 1 ? '1 pendente' : `${formatInteger(r.pendingBookings)} pendentes`}
      />
      <AdminStatCard
        icon={<AttachMoney />}
        tone="success"
        label="Receita total"
        value={formatCurrency(r.totalRevenue)}
        hint={`${formatCurrency(r.monthRevenue)} este mês`}
      />
      <AdminStatCard icon={<People />} tone="secondary" label="Usuários" value={formatInteger(r.users)} hint="Contas cadastradas" />
      <AdminStatCard icon={<MeetingRoom />} tone="info" label="Espaços" value={formatInteger(r.spaces)} hint="Ativos e inativos" />
    </AdminStatGrid>
  );
}
