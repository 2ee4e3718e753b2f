import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function AdminSpacesPage() {
  return <ComingSoon title="Gerenciar Espaços" description="Cadastre, edite, ative ou desative os espaços." />;
}
