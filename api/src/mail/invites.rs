//! Bookings as calendar events (docs/calendar.md, "Calendar sync"): the invitation a
//! booking mail carries, and the events of the feeds. pt-BR summaries; the rules of the
//! text itself live in `domain::ics`.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use entities::{booking, space, user};

use super::Invite;
use super::notices::brl;
use crate::domain::booking::Status;
use crate::domain::ics::{self, Calendar, Event, EventStatus, Method};

/// How sure a booking's event is: confirmed or done; waiting (approval or payment); gone.
pub fn status_of(b: &booking::Model) -> EventStatus {
    match Status::from(b.status) {
        Status::Confirmed | Status::Completed => EventStatus::Confirmed,
        Status::AwaitingApproval | Status::Pending => EventStatus::Tentative,
        Status::Cancelled => EventStatus::Cancelled,
    }
}

/// "Status: Pendente · Valor: R$ 161,00", then the notes.
pub fn details(b: &booking::Model) -> String {
    let mut text = format!("Status: {}\nValor: {}", Status::from(b.status).label(), brl(b.total_price_cents));
    if let Some(notes) = b.notes.as_deref().filter(|n| !n.is_empty()) {
        text.push_str(&format!("\nObservações: {notes}"));
    }
    text
}

/// The invitation a booking mail carries: REQUEST while the bookings stand, CANCEL once
/// they are cancelled (with SEQUENCE one above the last update, so calendars apply it).
pub fn invite(
    bookings: &[booking::Model],
    space: &space::Model,
    user: &user::Model,
    (tz, now): (Tz, DateTime<Utc>),
    public_url: &str,
    organizer: &str,
) -> Invite {
    let cancelling = bookings.iter().all(|b| Status::from(b.status) == Status::Cancelled);
    let method = if cancelling { Method::Cancel } else { Method::Request };
    let summary = format!("Reserva: {}", space.name);
    let url = format!("{public_url}/my-bookings");
    let descriptions: Vec<String> = bookings.iter().map(details).collect();
    let events: Vec<Event<'_>> = bookings
        .iter()
        .zip(&descriptions)
        .map(|(b, description)| Event {
            id: b.id,
            starts_at: b.starts_at,
            ends_at: b.ends_at,
            sequence: b.sequence + i32::from(cancelling),
            status: status_of(b),
            summary: &summary,
            location: &space.name,
            description,
            url: &url,
            attendee: Some((&user.full_name, &user.email)),
        })
        .collect();
    let calendar = Calendar { method, name: "Ágora", tz, organizer: Some(organizer), now };
    Invite { method: if cancelling { "CANCEL" } else { "REQUEST" }, ics: ics::render(&calendar, &events) }
}
