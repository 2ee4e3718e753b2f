//! The pt-BR copy of every booking mail, in one place.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use entities::{booking, space, user};

use super::{Mail, invites};
use crate::services::outbox::Notice;

/// What a booking mail says beyond the booking itself.
pub struct BookingNotice<'a> {
    pub notice: Notice,
    pub reason: Option<&'a str>,
    pub refund_cents: Option<i64>,
}

/// The mail to `user` about `booking`.
pub fn booking_mail(
    notice: &BookingNotice<'_>,
    user: &user::Model,
    booking: &booking::Model,
    space: &space::Model,
    (tz, now): (Tz, DateTime<Utc>),
    (public_url, organizer): (&str, &str),
) -> Mail {
    let (subject, lead) = match notice.notice {
        Notice::Created => {
            let deadline = booking.pay_by.map(|by| by.with_timezone(&tz).format("%d/%m/%Y às %H:%M").to_string());
            let lead = match deadline {
                Some(by) => format!(
                    "Sua reserva foi enviada e está aguardando confirmação. Pague até {by} para garantir o horário; \
                     depois disso ele é liberado."
                ),
                None => "Sua reserva foi enviada e está aguardando confirmação.".to_owned(),
            };
            (format!("Reserva solicitada: {}", space.name), lead)
        }
        Notice::Confirmed => {
            (format!("Reserva confirmada: {}", space.name), "Pagamento recebido: sua reserva está confirmada.".into())
        }
        Notice::Cancelled => (format!("Reserva cancelada: {}", space.name), "Sua reserva foi cancelada.".into()),
        Notice::Expired => (
            format!("Reserva cancelada: {}", space.name),
            "O prazo para pagar terminou e sua reserva foi cancelada; o horário foi liberado.".into(),
        ),
        Notice::Rescheduled => (format!("Reserva reagendada: {}", space.name), "Sua reserva mudou de horário.".into()),
        Notice::Completed => {
            (format!("Reserva realizada: {}", space.name), "Sua reserva foi marcada como realizada.".into())
        }
        Notice::Reminder => {
            (format!("Lembrete: sua reserva em {} é amanhã", space.name), "Lembrete da sua reserva:".into())
        }
        Notice::Requested => (
            format!("Pedido de reserva enviado: {}", space.name),
            "Este espaço exige aprovação: seu pedido foi enviado e o horário fica guardado para você até a decisão. \
             Avisaremos por e-mail; o pagamento vem depois da aprovação."
                .into(),
        ),
        Notice::Approved => {
            let deadline = booking.pay_by.map(|by| by.with_timezone(&tz).format("%d/%m/%Y às %H:%M").to_string());
            let lead = match deadline {
                Some(by) => format!(
                    "Seu pedido foi aprovado. Pague até {by} para confirmar a reserva; depois disso o horário é liberado."
                ),
                None => "Seu pedido foi aprovado.".to_owned(),
            };
            (format!("Pedido aprovado: {}", space.name), lead)
        }
        Notice::Declined => (
            format!("Pedido recusado: {}", space.name),
            "Seu pedido de reserva foi recusado e o horário foi liberado.".into(),
        ),
    };
    let mut text = format!("Olá, {}!\n\n{lead}\n\n{}", first_name(&user.full_name), describe(booking, space, tz));
    if let Some(reason) = notice.reason {
        text.push_str(&format!("\n\nMotivo: {reason}"));
    }
    if let Some(cents) = notice.refund_cents.filter(|c| *c > 0) {
        text.push_str(&format!("\n\nEstorno: {} voltará para o seu cartão.", brl(cents)));
    }
    text.push_str(&format!("\n\n{public_url}/my-bookings"));
    let invite = notice
        .notice
        .updates_calendar()
        .then(|| invites::invite(std::slice::from_ref(booking), space, user, (tz, now), public_url, organizer));
    Mail { to: user.email.clone(), subject, text, invite }
}

/// The mail to `user` about several occurrences of one series at once.
pub fn series_mail(
    notice: &BookingNotice<'_>,
    user: &user::Model,
    occurrences: &[booking::Model],
    space: &space::Model,
    (tz, now): (Tz, DateTime<Utc>),
    (public_url, organizer): (&str, &str),
) -> Mail {
    let count = occurrences.len();
    let plural = if count == 1 { "ocorrência" } else { "ocorrências" };
    let (subject, lead) = match notice.notice {
        Notice::Confirmed => (
            format!("Série confirmada: {} ({count} {plural})", space.name),
            "Pagamento recebido: estas reservas da sua série estão confirmadas.".to_owned(),
        ),
        Notice::Rescheduled => (
            format!("Série reagendada: {} ({count} {plural})", space.name),
            "Estas reservas da sua série mudaram de horário.".to_owned(),
        ),
        Notice::Cancelled => (
            format!("Série cancelada: {} ({count} {plural})", space.name),
            "Estas reservas da sua série foram canceladas.".to_owned(),
        ),
        Notice::Expired => (
            format!("Série cancelada: {} ({count} {plural})", space.name),
            "O prazo para pagar terminou e estas reservas da sua série foram canceladas; os horários foram liberados."
                .to_owned(),
        ),
        Notice::Requested => (
            format!("Pedido de série enviado: {} ({count} {plural})", space.name),
            "Este espaço exige aprovação: seu pedido foi enviado e os horários ficam guardados para você até a \
             decisão, que vale para a série inteira. Avisaremos por e-mail; o pagamento vem depois da aprovação."
                .to_owned(),
        ),
        Notice::Approved => {
            let deadline = occurrences.iter().filter_map(|b| b.pay_by).min();
            let pay = deadline.map_or(String::new(), |by| {
                format!(
                    " Pague até {} para confirmar as reservas; depois disso os horários são liberados.",
                    by.with_timezone(&tz).format("%d/%m/%Y às %H:%M")
                )
            });
            (
                format!("Série aprovada: {} ({count} {plural})", space.name),
                format!("Seu pedido de série foi aprovado.{pay}"),
            )
        }
        Notice::Declined => (
            format!("Série recusada: {} ({count} {plural})", space.name),
            "Seu pedido de série foi recusado e os horários foram liberados.".to_owned(),
        ),
        _ => {
            let deadline = occurrences.iter().filter_map(|b| b.pay_by).min();
            let pay = deadline.map_or(String::new(), |by| {
                format!(
                    " Pague até {} para garantir os horários; depois disso eles são liberados.",
                    by.with_timezone(&tz).format("%d/%m/%Y às %H:%M")
                )
            });
            (
                format!("Série solicitada: {} ({count} {plural})", space.name),
                format!("Sua série de reservas foi enviada e está aguardando confirmação.{pay}"),
            )
        }
    };
    let lines: Vec<String> = occurrences.iter().map(|b| format!("• {}", describe(b, space, tz))).collect();
    let total: i64 = occurrences.iter().map(|b| b.total_price_cents).sum();
    let mut text =
        format!("Olá, {}!\n\n{lead}\n\n{}\n\nTotal: {}", first_name(&user.full_name), lines.join("\n"), brl(total));
    if let Some(reason) = notice.reason {
        text.push_str(&format!("\n\nMotivo: {reason}"));
    }
    if let Some(cents) = notice.refund_cents.filter(|c| *c > 0) {
        text.push_str(&format!("\n\nEstorno: {} voltará para o seu cartão.", brl(cents)));
    }
    text.push_str(&format!("\n\n{public_url}/my-bookings"));
    let invite = (notice.notice.updates_calendar() && !occurrences.is_empty())
        .then(|| invites::invite(occurrences, space, user, (tz, now), public_url, organizer));
    Mail { to: user.email.clone(), subject, text, invite }
}

/// The mail to an admin about a request awaiting approval: one booking, or the
/// occurrences of a series still waiting (decided together).
pub fn request_for_admin(
    admin: &user::Model,
    owner: &user::Model,
    occurrences: &[booking::Model],
    space: &space::Model,
    tz: Tz,
    public_url: &str,
) -> Mail {
    let count = occurrences.len();
    let who = if owner.full_name.trim().is_empty() { owner.email.as_str() } else { owner.full_name.as_str() };
    let subject = if count > 1 {
        format!("Novo pedido de série: {} ({count} ocorrências)", space.name)
    } else {
        format!("Novo pedido de reserva: {}", space.name)
    };
    let lead = if count > 1 {
        format!(
            "{who} ({}) pediu uma série de reservas que aguarda a sua aprovação; a decisão vale para a série inteira.",
            owner.email
        )
    } else {
        format!("{who} ({}) pediu uma reserva que aguarda a sua aprovação.", owner.email)
    };
    let lines: Vec<String> = occurrences.iter().map(|b| format!("• {}", describe(b, space, tz))).collect();
    let mut text = format!("Olá, {}!\n\n{lead}\n\n{}", first_name(&admin.full_name), lines.join("\n"));
    if let Some(by) = occurrences.iter().filter_map(|b| b.decide_by).min() {
        text.push_str(&format!(
            "\n\nSem decisão até {}, o pedido é recusado automaticamente.",
            by.with_timezone(&tz).format("%d/%m/%Y às %H:%M")
        ));
    }
    text.push_str(&format!("\n\nAprovar ou recusar: {public_url}/admin/bookings?status=awaiting_approval"));
    Mail { to: admin.email.clone(), subject, text, invite: None }
}

/// "Sala Ipê — 11/03/2031, 09:00–12:00 — R$ 241,50"
pub fn describe(booking: &booking::Model, space: &space::Model, tz: Tz) -> String {
    let (start, end) = (booking.starts_at.with_timezone(&tz), booking.ends_at.with_timezone(&tz));
    format!(
        "{} — {}, {}–{} — {}",
        space.name,
        start.format("%d/%m/%Y"),
        start.format("%H:%M"),
        end.format("%H:%M"),
        brl(booking.total_price_cents)
    )
}

/// R$ 1.234,50
pub fn brl(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.abs();
    let reais = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in reais.chars().enumerate() {
        if i > 0 && (reais.len() - i).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(c);
    }
    format!("{sign}R$ {grouped},{:02}", cents % 100)
}

/// The first word of a name, for greetings.
pub fn first_name(full_name: &str) -> &str {
    full_name.split_whitespace().next().unwrap_or("Usuário")
}

#[cfg(test)]
mod tests {
    use super::brl;

    #[test]
    fn brl_groups_thousands_and_shows_cents() {
        assert_eq!(brl(123450), "R$ 1.234,50");
        assert_eq!(brl(5), "R$ 0,05");
        assert_eq!(brl(100000000), "R$ 1.000.000,00");
        assert_eq!(brl(-2550), "-R$ 25,50");
    }
}
