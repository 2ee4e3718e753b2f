/** How a per-person limit reads (docs/scheduling.md, "Quotas"). */
const PER: Record<string, string> = { DAY: 'por dia', WEEK: 'por semana', MONTH: 'por mês' };

/** 'Até 4 horas por semana' */
export function describeQuota(metric: string, period: string, max: number): string {
  const unit = metric === 'HOURS' ? (max === 1 ? 'hora' : 'horas') : max === 1 ? 'reserva' : 'reservas';
  return `Até ${max} ${unit} ${PER[period] ?? ''}`.trimEnd();
}

/** The booking form's line: 'Limites por pessoa: até 4 horas por semana em todos os espaços.' */
export function limitsNotice(limits: readonly { metric: string; period: string; max: number; acrossSpaces: boolean }[]): string | null {
  if (limits.length === 0) return null;
  const parts = limits.map(
    (l) => `${describeQuota(l.metric, l.period, l.max).toLocaleLowerCase('pt-BR')} ${l.acrossSpaces ? 'em todos os espaços somados' : 'neste espaço'}`,
  );
  return `Limites por pessoa: ${parts.join('; ')}.`;
}
