import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function MyBookingsPage() {
  return <ComingSoon title="Minhas Reservas" description="Acompanhe, pague e cancele as suas reservas." />;
}
