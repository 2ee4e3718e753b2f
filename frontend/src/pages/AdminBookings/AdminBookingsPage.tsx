import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function AdminBookingsPage() {
  return <ComingSoon title="Gerenciar Reservas" description="Acompanhe todas as reservas e atualize o seu status." />;
}
