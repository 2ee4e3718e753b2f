import { ComingSoon } from '../../components/ComingSoon';

/** Built by a later issue: the route exists, with its title and an honest note. */
export default function SpacesPage() {
  return <ComingSoon title="Buscar Espaços" description="Pesquise os espaços ativos, filtre por capacidade, preço e recursos, e reserve por hora." />;
}
