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
pub const RESCHEDULE_TOO_LATE: &str = "Só é possível reagendar com mais de 2 horas de antecedência.";
pub const RESCHEDULE_INACTIVE: &str = "Só reservas pendentes ou confirmadas podem ser reagendadas.";

pub const CONTROL_CHARACTERS: &str = "O texto contém caracteres de controle, que não são permitidos.";
