//! What a booking request does end to end: the rules, the write, the live event after
//! commit, and the e-mail the user asked for.

use chrono::{DateTime, Utc};
use entities::{booking, space, user};
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::booking::{self as rules, Actor, Status};
use crate::error::{AppError, AppResult};
use crate::mail::Mail;
use crate::realtime::Event;
use crate::services::{bookings, settings, spaces, users};
use crate::state::AppState;

pub const NOTES_MAX: usize = 500;

pub struct BookingRequest {
    pub space_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
}

fn unavailable() -> AppError {
    AppError::rule("Espaço indisponível", "Este espaço não está disponível para reservas.")
}

/// Books a slot for the viewer: every rule on the server, the price computed here.
pub async fn create(app: &AppState, viewer: &Viewer, request: BookingRequest) -> AppResult<booking::Model> {
    let user = viewer.require_user()?;
    let key = request.idempotency_key.map(|k| k.trim().to_owned()).filter(|k| !k.is_empty());
    if key.as_ref().is_some_and(|k| k.len() > 100) {
        return Err(AppError::validation("idempotencyKey", "Chave de idempotência longa demais."));
    }
    // A retry returns the first result before any rule is evaluated again.
    if let Some(key) = &key
        && let Some(existing) = bookings::by_idempotency_key(&app.db, user.id, key).await?
    {
        return Ok(existing);
    }
    let now = app.clock.now();
    let slot = rules::check_slot(request.starts_at, request.ends_at, now, app.config.timezone)?;
    let space = spaces::find(&app.db, request.space_id).await?.filter(|s| s.is_active).ok_or_else(unavailable)?;
    let notes = request.notes.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
    if notes.as_ref().is_some_and(|n| n.chars().count() > NOTES_MAX) {
        return Err(AppError::validation("notes", "Observações devem ter no máximo 500 caracteres."));
    }
    let new = bookings::NewBooking {
        user_id: user.id,
        space_id: space.id,
        total_price_cents: rules::price_cents(slot.hours, space.price_per_hour_cents),
        slot,
        notes,
        idempotency_key: key,
    };
    let (booking, created) = bookings::create(&app.db, new, now).await?;
    if created {
        publish(app, &booking);
        notify(app, &booking, Notice::Created, Known { owner: Some(user.clone()), space: Some(space) });
    }
    Ok(booking)
}

/// The booking, if the viewer may act on it: its owner, or an admin.
async fn load(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<(booking::Model, Actor)> {
    let user = viewer.require_user()?;
    let booking = bookings::find(&app.db, id).await?.ok_or(AppError::NotFound)?;
    if booking.user_id == user.id {
        Ok((booking, Actor::Owner))
    } else if viewer.is_admin() {
        Ok((booking, Actor::Admin))
    } else {
        // Someone else's booking does not exist for this viewer.
        Err(AppError::NotFound)
    }
}

async fn change(
    app: &AppState,
    viewer: &Viewer,
    id: Uuid,
    to: Status,
    actor_needed: Option<Actor>,
) -> AppResult<booking::Model> {
    let (booking, actor) = load(app, viewer, id).await?;
    if actor_needed.is_some_and(|needed| needed != actor) {
        return Err(AppError::forbidden());
    }
    let now = app.clock.now();
    let to = rules::transition(Status::from(booking.status), to, actor, booking.starts_at, now)?;
    if to == Status::Confirmed {
        app.payments.charge(booking.id, booking.total_price_cents).await?;
    }
    let updated = bookings::set_status(&app.db, &booking, to, now).await?;
    publish(app, &updated);
    // The owner acting is the viewer: no need to read them again.
    let known = Known { owner: (actor == Actor::Owner).then(|| viewer.user.clone()).flatten(), space: None };
    match to {
        Status::Confirmed => notify(app, &updated, Notice::Confirmed, known),
        Status::Cancelled => notify(app, &updated, Notice::Cancelled, known),
        _ => {}
    }
    Ok(updated)
}

/// The owner cancels (more than 2 h ahead), or an admin cancels a pending booking.
pub async fn cancel(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking::Model> {
    change(app, viewer, id, Status::Cancelled, None).await
}

/// The owner pays a pending booking, which confirms it.
pub async fn pay(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking::Model> {
    change(app, viewer, id, Status::Confirmed, Some(Actor::Owner)).await
}

/// An admin marks a confirmed booking as completed.
pub async fn complete(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking::Model> {
    viewer.require_admin()?;
    change(app, viewer, id, Status::Completed, Some(Actor::Admin)).await
}

fn publish(app: &AppState, booking: &booking::Model) {
    let date = booking.starts_at.with_timezone(&app.config.timezone).date_naive();
    app.broker.publish(Event::Booking { booking_id: booking.id, space_id: booking.space_id, date });
}

#[derive(Clone, Copy)]
enum Notice {
    Created,
    Confirmed,
    Cancelled,
}

/// What the caller already read: the booking's owner and space, not to be read again.
struct Known {
    owner: Option<user::Model>,
    space: Option<space::Model>,
}

/// Mails the owner about a change when their 'email_bookings' setting is on. Runs after
/// the response: the lookups and the mail stay off the booking's hot path.
fn notify(app: &AppState, booking: &booking::Model, notice: Notice, known: Known) {
    let (app, booking) = (app.clone(), booking.clone());
    tokio::spawn(async move {
        let result: AppResult<()> = async {
            if !settings::get(&app.db, booking.user_id, app.clock.now()).await?.email_bookings {
                return Ok(());
            }
            let user = match known.owner {
                Some(owner) => owner,
                None => match users::find(&app.db, booking.user_id).await? {
                    Some(user) => user,
                    None => return Ok(()),
                },
            };
            let space = match known.space {
                Some(space) => space,
                None => match spaces::find(&app.db, booking.space_id).await? {
                    Some(space) => space,
                    None => return Ok(()),
                },
            };
            let (subject, lead) = match notice {
                Notice::Created => ("Reserva solicitada", "Sua reserva foi enviada e está aguardando confirmação."),
                Notice::Confirmed => ("Reserva confirmada", "Pagamento recebido: sua reserva está confirmada."),
                Notice::Cancelled => ("Reserva cancelada", "Sua reserva foi cancelada."),
            };
            let text = format!(
                "Olá, {}!\n\n{lead}\n\n{}\n\n{}/my-bookings",
                first_name(&user.full_name),
                describe(&app, &booking, &space),
                app.config.public_url
            );
            app.mailer.send(Mail { to: user.email.clone(), subject: format!("{subject}: {}", space.name), text }).await
        }
        .await;
        if let Err(err) = result {
            tracing::warn!(error = %err, "booking mail not sent");
        }
    });
}

/// "Sala Ipê — 11/03/2031, 09:00–12:00 — R$ 241,50"
pub fn describe(app: &AppState, booking: &booking::Model, space: &space::Model) -> String {
    let tz = app.config.timezone;
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
    let reais = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in reais.chars().enumerate() {
        if i > 0 && (reais.len() - i).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(c);
    }
    format!("R$ {grouped},{:02}", cents % 100)
}

fn first_name(full_name: &str) -> &str {
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
    }
}
