import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function AdminUsersPage() {
  return <ComingSoon title="Gerenciar Usuários" description="Veja os usuários e conceda ou remova o acesso de administrador." />;
}
