//! Every pt-BR refusal and notice added since round two, in one place
//! (docs/messages.md lists them for people). Tests import these instead of retyping them.

/// A booking starting later than the horizon allows.
pub fn beyond_horizon(days: i64) -> String {
    format!("Reservas podem ser feitas com até {days} dias de antecedência.")
}

pub const PAYMENT_AFTER_START: &str = "O horário desta reserva já começou: não é mais possível pagar.";
pub const PAYMENT_AFTER_DEADLINE: &str =
    "O prazo para pagar esta reserva terminou e o horário foi liberado. Faça uma nova reserva.";
pub const PAYMENT_DECLINED_TITLE: &str = "Pagamento recusado";
pub const PAYMENT_DECLINED: &str = "O pagamento foi recusado. Nenhum valor foi cobrado.";
pub const PAYMENT_UNAVAILABLE_TITLE: &str = "Pagamento não concluído";
pub const PAYMENT_UNAVAILABLE: &str =
    "Não foi possível confirmar o pagamento agora. Tente de novo em instantes: nada será cobrado duas vezes.";
pub const PAID_AFTER_CANCELLATION: &str =
    "Esta reserva foi cancelada enquanto o pagamento era processado. O valor será estornado.";
pub const COMPLETE_BEFORE_END: &str = "Só é possível marcar como realizada depois do fim da reserva.";

/// The reason the system gives when an unpaid hold lapses.
pub const EXPIRED_REASON: &str = "Pagamento não realizado no prazo";
pub const REASON_REQUIRED: &str = "Informe o motivo do cancelamento.";
pub const REASON_TOO_LONG: &str = "O motivo deve ter no máximo 500 caracteres.";

pub const SPACE_REMOVED_REASON: &str = "Espaço removido pela administração";
pub const SPACE_DEACTIVATED_REASON: &str = "Espaço desativado pela administração";
pub const SPACE_BOOKINGS_CHANGED: &str =
    "As reservas deste espaço mudaram desde a confirmação. Revise a lista e confirme de novo.";

pub const RESCHEDULE_SAME_SLOT: &str = "Escolha um horário diferente do atual.";
pub const RESCHEDULE_INACTIVE: &str = "Só reservas pendentes ou confirmadas podem ser reagendadas.";

pub const CONTROL_CHARACTERS: &str = "O texto contém caracteres de controle, que não são permitidos.";

pub const RESET_LINK_SENT: &str =
    "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.";
pub const CONFIRMATION_LINK_SENT: &str =
    "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link de confirmação.";
pub const PASSWORD_RESET: &str = "Senha redefinida! Entre com a nova senha.";

/// A link was asked for this address moments ago: nothing is sent now.
pub fn link_held(seconds: u64) -> String {
    format!("Um link foi pedido para este e-mail há pouco. Você poderá pedir outro em {seconds} segundos.")
}

/// The unconfirmed sign-in when the last link went out moments ago.
pub fn unconfirmed_held(seconds: u64) -> String {
    format!(
        "Confirme seu e-mail antes de entrar. Um link foi enviado há pouco: você poderá pedir outro em {seconds} segundos."
    )
}

pub const TWO_FACTOR_REQUIRED: &str = "Digite o código de 6 dígitos do seu app autenticador.";
pub const TWO_FACTOR_WRONG_CODE: &str = "Código inválido. Confira o app autenticador e tente de novo.";
pub const TWO_FACTOR_CODE_USED: &str = "Este código já foi usado. Espere o próximo código do app.";
pub const TWO_FACTOR_CHALLENGE_EXPIRED: &str = "Esta etapa de entrada expirou. Entre de novo com sua senha.";
pub const TWO_FACTOR_TOO_MANY_TRIES: &str = "Muitos códigos inválidos. Entre de novo com sua senha.";
pub const TWO_FACTOR_ALREADY_ON: &str = "A verificação em duas etapas já está ativa.";
pub const TWO_FACTOR_NOT_ON: &str = "A verificação em duas etapas não está ativa.";
pub const TWO_FACTOR_SETUP_MISSING: &str = "Comece a ativação de novo: leia o QR code e digite o código.";
pub const TWO_FACTOR_CODE_NEEDED: &str = "Digite o código do app autenticador ou um código de recuperação.";
pub const TWO_FACTOR_ADMINS_MUST_KEEP: &str =
    "Administradores precisam manter a verificação em duas etapas: a política da conta exige.";
pub const TWO_FACTOR_ADMIN_REQUIRED: &str =
    "Ative a verificação em duas etapas em Configurações > Segurança para usar as funções de administrador.";
pub const TWO_FACTOR_POLICY_SELF: &str =
    "Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.";
pub const WRONG_PASSWORD: &str = "Senha incorreta.";

pub const ACCOUNT_DELETED: &str = "Sua conta foi excluída. Sentiremos sua falta.";
pub const ACCOUNT_DELETED_REASON: &str = "Conta excluída pelo titular";
pub const LAST_ADMIN_DELETE: &str =
    "Você é o único administrador. Promova outra pessoa a administrador antes de excluir sua conta.";
/// The name a deleted account shows wherever its bookings appear.
pub const DELETED_ACCOUNT_NAME: &str = "Conta excluída";

/// "1 hora", "3 horas", "30 minutos", "1 h 30 min": a rule's length in words.
pub fn span(length: chrono::Duration) -> String {
    let minutes = length.num_minutes();
    let (hours, rest) = (minutes / 60, minutes % 60);
    match (hours, rest) {
        (1, 0) => "1 hora".into(),
        (h, 0) => format!("{h} horas"),
        (0, 1) => "1 minuto".into(),
        (0, m) => format!("{m} minutos"),
        (h, m) => format!("{h} h {m} min"),
    }
}

/// The longest booking a space allows.
pub fn longest(length: chrono::Duration) -> String {
    format!("A reserva pode ter no máximo {}.", span(length))
}

/// The shortest booking a space allows.
pub fn shortest(length: chrono::Duration) -> String {
    format!("A reserva deve ter pelo menos {}.", span(length))
}

/// The notice a space needs.
pub fn notice(length: chrono::Duration) -> String {
    if length <= chrono::Duration::zero() {
        return "A reserva deve começar depois de agora.".into();
    }
    format!("A reserva deve ser feita com pelo menos {} de antecedência.", span(length))
}

/// The owner's cancellation window.
pub fn cancel_too_late(window: chrono::Duration) -> String {
    if window <= chrono::Duration::zero() {
        return "Só é possível cancelar antes do início da reserva.".into();
    }
    format!("Só é possível cancelar com mais de {} de antecedência.", span(window))
}

/// The owner's cancellation window, for a move.
pub fn reschedule_too_late(window: chrono::Duration) -> String {
    if window <= chrono::Duration::zero() {
        return "Só é possível reagendar antes do início da reserva.".into();
    }
    format!("Só é possível reagendar com mais de {} de antecedência.", span(window))
}

/// Where a booking may fall on a day, from the day's opening ranges.
pub fn opening_hours(ranges: &[crate::domain::schedule::Range]) -> String {
    match ranges {
        [] => "Este espaço não abre neste dia da semana.".into(),
        [r] => format!("As reservas começam entre {} e {} e terminam até {}.", r.opens, r.last_start, r.closes),
        many => {
            let list: Vec<String> =
                many.iter().map(|r| format!("{} às {} (início até {})", r.opens, r.closes, r.last_start)).collect();
            format!("Neste dia, as reservas começam e terminam dentro de uma destas faixas: {}.", list.join("; "))
        }
    }
}

pub const CLOSED_TITLE: &str = "Espaço fechado";

/// A booking on a closed date.
pub fn closed_on(date: chrono::NaiveDate, reason: &str) -> String {
    format!("Este espaço está fechado em {}: {reason}.", date.format("%d/%m/%Y"))
}

pub const HOURS_WHOLE: &str = "Os horários de funcionamento devem ser em horas cheias.";
pub const HOURS_HALF: &str = "Os horários de funcionamento devem ser em horas cheias ou meias horas.";
pub const DURATION_RANGE: &str = "As durações devem ser em horas cheias, de 1 a 24 horas.";
pub const DURATION_RANGE_HALF: &str = "As durações devem ser em múltiplos de 30 minutos, de 30 minutos a 24 horas.";
pub const SLOT_RANGE: &str = "Escolha horários de hora em hora ou de meia em meia hora.";
pub const TIMES_WHOLE: &str = "As reservas começam e terminam em horas cheias.";
pub const TIMES_HALF: &str = "As reservas começam e terminam em horas cheias ou meias horas.";

fn whole(slot: chrono::Duration) -> bool {
    slot.num_minutes() % 60 == 0
}

/// Opening hours off a space's grid of `slot`.
pub fn hours_on_grid(slot: chrono::Duration) -> &'static str {
    if whole(slot) { HOURS_WHOLE } else { HOURS_HALF }
}

/// Durations off a space's grid of `slot`, or outside one slot to 24 hours.
pub fn duration_range(slot: chrono::Duration) -> &'static str {
    if whole(slot) { DURATION_RANGE } else { DURATION_RANGE_HALF }
}

/// A booking's times off its space's grid of `slot`.
pub fn times_on_grid(slot: chrono::Duration) -> &'static str {
    if whole(slot) { TIMES_WHOLE } else { TIMES_HALF }
}

/// A range's last start outside its opening and one slot before its close.
pub fn last_start_range(day: &str, slot: chrono::Duration) -> String {
    let before = if whole(slot) { "uma hora" } else { "meia hora" };
    format!("Na {day}, o último início deve ficar entre a abertura e {before} antes do fechamento.")
}
pub const MIN_OVER_MAX: &str = "A duração mínima não pode ser maior que a máxima.";
pub const NOTICE_RANGE: &str = "A antecedência mínima deve ficar entre 0 e 7 dias.";
pub const CANCEL_WINDOW_RANGE: &str = "O prazo de cancelamento deve ficar entre 0 e 7 dias.";
pub const BUFFER_RANGE: &str = "O intervalo deve ficar entre 0 e 240 minutos, em múltiplos de 5.";
pub const SPAN_WITH_BUFFERS: &str = "A duração máxima somada aos intervalos não pode passar de 24 horas.";
pub const BUFFER_TITLE: &str = "Intervalo entre reservas";

/// A booking that would eat into the buffer another booking keeps, or whose own buffer
/// meets another booking.
pub fn buffer_taken(before: chrono::Duration, after: chrono::Duration) -> String {
    let minutes = |d: chrono::Duration| d.num_minutes();
    let gap = match (minutes(before), minutes(after)) {
        (0, a) => format!("{a} min livres depois de cada reserva"),
        (b, 0) => format!("{b} min livres antes de cada reserva"),
        (b, a) if a == b => format!("{a} min livres antes e depois de cada reserva"),
        (b, a) => format!("{b} min livres antes e {a} min depois de cada reserva"),
    };
    format!("Este espaço mantém {gap}, e este horário encosta em outra reserva. Escolha outro horário.")
}
pub const QUOTA_TITLE: &str = "Limite de reservas atingido";
pub const QUOTA_RANGE: &str = "O limite deve ficar entre 1 e 1000.";
pub const QUOTA_EXISTS: &str = "Já existe um limite deste tipo para este escopo. Exclua-o antes de criar outro.";

/// A booking over a quota; `held`: what the person already has in the period.
/// `held`: bookings, or minutes for a limit of hours.
pub fn quota_reached(quota: &crate::domain::quota::Quota, held: i64) -> String {
    use crate::domain::quota::{Metric, Period};
    let period = match quota.period {
        Period::Day => "dia",
        Period::Week => "semana",
        Period::Month => "mês",
    };
    let scope = if quota.one_space { "neste espaço" } else { "em todos os espaços" };
    let count = |n: i64, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
    match quota.metric {
        Metric::Hours => format!(
            "Limite de {} por {period} {scope}: você já tem {} nesse período, e esta reserva passaria do limite.",
            count(i64::from(quota.max), "hora", "horas"),
            if held % 60 == 0 {
                count(held / 60, "hora reservada", "horas reservadas")
            } else {
                format!("{} reservados", span(chrono::Duration::minutes(held)))
            },
        ),
        Metric::Bookings => format!(
            "Limite de {} por {period} {scope}: você já tem {} nesse período.",
            count(i64::from(quota.max), "reserva", "reservas"),
            count(held, "reserva", "reservas"),
        ),
    }
}
pub const HORIZON_RANGE: &str = "O limite de antecedência deve ficar entre 1 e 730 dias.";
pub const SCHEDULE_BOOKINGS_CHANGED: &str =
    "As reservas afetadas mudaram desde a prévia. Revise a lista e confirme de novo.";

pub const CLOSURE_REASON_REQUIRED: &str = "Informe o motivo do fechamento.";
pub const CLOSURE_REASON_TOO_LONG: &str = "O motivo deve ter no máximo 100 caracteres.";
pub const CLOSURE_ENDS_BEFORE_START: &str = "A data final deve ser igual ou posterior à inicial.";
pub const CLOSURE_TOO_LONG: &str = "Um fechamento pode durar no máximo 366 dias.";
/// The reason given to owners whose bookings a closure cancels.
pub fn closure_cancel_reason(reason: &str) -> String {
    format!("Espaço fechado: {reason}")
}
pub const HOURS_CHANGED_REASON: &str = "Horário de funcionamento do espaço alterado";
pub const SCHEDULE_CHANGED: &str =
    "As regras de horário deste espaço acabaram de mudar. Confira o horário e tente de novo.";

// Recurring bookings (docs/scheduling.md, "Series").
pub const SERIES_UNTIL_BEFORE_START: &str = "A data final da série deve ser igual ou posterior à primeira ocorrência.";
pub const SERIES_TITLE: &str = "Ocorrência indisponível";
pub const SERIES_NOTHING_LEFT: &str = "Todas as ocorrências foram puladas: não há nada a reservar.";
pub const SERIES_SKIP_UNKNOWN: &str = "Uma das datas puladas não é uma ocorrência desta série.";
pub const SERIES_WEEKDAYS_ONLY_WEEKLY: &str = "Dias da semana só se escolhem em séries semanais.";
pub const SERIES_END_REQUIRED: &str = "Informe quando a série termina: uma data final ou o número de ocorrências.";
pub const OCCURRENCE_TAKEN: &str = "Este horário já está reservado.";
pub const SERIES_NOTHING_TO_PAY: &str = "Nenhuma ocorrência desta série aguarda pagamento.";
pub const NOT_IN_SERIES: &str = "Esta reserva não faz parte de uma série.";
pub const NO_SUCH_TIME: &str = "Este horário não existe neste dia (mudança de horário).";

pub fn series_count_range(max: usize) -> String {
    format!("Uma série tem de 1 a {max} ocorrências.")
}

/// An occurrence the series cannot book, named by its date.
pub fn occurrence_refused(date: chrono::NaiveDate, why: &str) -> String {
    format!("A ocorrência de {} não pode ser reservada: {why} Pule-a ou mude a série.", date.format("%d/%m/%Y"))
}

/// An occurrence that stops 'this and following' from being cancelled.
/// A 'this and following' move refused by one occurrence: nothing moved.
pub fn occurrence_not_moved(date: chrono::NaiveDate, why: &str) -> String {
    format!("Nada foi reagendado: a ocorrência de {} não pode ir para o novo horário. {why}", date.format("%d/%m/%Y"))
}

pub const SERIES_MOVE_DEARER: &str = "Ela já está paga e ficaria mais cara: reagende-a sozinha para pagar a diferença.";

pub fn occurrence_not_cancelled(date: chrono::NaiveDate, why: &str) -> String {
    format!("Nada foi cancelado: a ocorrência de {} não pode ser cancelada. {why}", date.format("%d/%m/%Y"))
}

// Approval (docs/scheduling.md, "Approval").
pub const APPROVAL_AFTER_START: &str = "O horário deste pedido já começou: não é mais possível aprová-lo.";
pub const DECLINE_REASON_REQUIRED: &str = "Informe o motivo da recusa.";
/// The reason the system gives when nobody decided a request in time.
pub const APPROVAL_TIMED_OUT_REASON: &str = "Pedido não analisado a tempo";
pub const NOT_AWAITING_APPROVAL: &str = "Este pedido já foi analisado.";
pub const RESCHEDULE_INTO_APPROVAL: &str =
    "Este espaço exige aprovação: cancele esta reserva e faça um novo pedido nele.";

/// The agenda (docs/calendar.md, "Agenda").
pub const AGENDA_DAYS: &str = "Mostre de 1 a 7 dias.";
pub const AGENDA_SPACES: &str = "Escolha até 100 espaços.";

/// 'Encontrar espaço livre' (docs/calendar.md, "Find a free space").
pub const FREE_SEARCH_WHEN: &str = "Informe o início e o fim, ou a duração.";
pub const FREE_SEARCH_TIME: &str = "Horário inválido. Use HH:MM, em horas cheias ou meias horas.";
pub const FREE_SEARCH_END: &str = "O horário de fim deve ser após o horário de início.";
pub const FREE_SEARCH_DURATION: &str = "A duração deve ser de 30 minutos a 24 horas, em meias horas.";

/// A calendar feed's address that opens nothing (docs/calendar.md, "Calendar sync").
pub const FEED_NOT_FOUND: &str = "Não encontrado.";

// Personal access tokens (docs/api.md, "Authentication").
pub const TOKEN_NOT_ALLOWED: &str =
    "Tokens de API não podem fazer esta operação: entre com e-mail e senha no Ágora para fazê-la.";
pub fn token_missing_scope(scope: &str) -> String {
    format!("Este token de API não tem o escopo {scope}.")
}
pub const TOKEN_NAME_REQUIRED: &str = "Dê um nome ao token.";
pub const TOKEN_NAME_TOO_LONG: &str = "O nome do token deve ter no máximo 60 caracteres.";
pub const TOKEN_SCOPES_REQUIRED: &str = "Escolha ao menos um escopo.";
pub const TOKEN_ADMIN_SCOPE: &str = "Somente administradores podem criar tokens com este escopo.";
pub const TOKEN_EXPIRY: &str = "A validade deve ser de 1 a 365 dias.";
pub const TOKEN_LIMIT: &str = "Você já tem 20 tokens ativos: revogue um antes de criar outro.";

// Webhooks (docs/api.md, "Webhooks").
pub const WEBHOOK_URL: &str = "Informe uma URL http:// ou https:// válida.";
pub const WEBHOOK_DESCRIPTION_TOO_LONG: &str = "A descrição deve ter no máximo 120 caracteres.";
pub const WEBHOOK_EVENTS_REQUIRED: &str = "Escolha ao menos um evento.";
pub const WEBHOOK_LIMIT: &str = "Já existem 50 webhooks: remova um antes de criar outro.";
