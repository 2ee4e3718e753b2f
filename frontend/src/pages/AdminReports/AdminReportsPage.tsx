import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function AdminReportsPage() {
  return <ComingSoon title="Relatórios" description="Estatísticas de reservas, receita, usuários e espaços." />;
}
