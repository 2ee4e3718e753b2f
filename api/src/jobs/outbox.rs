//! Delivering the outbox at least once: rows are leased (claimed once across nodes), sent
//! with no transaction open, then marked delivered; a failure or a crash before the mark
//! sends again later. The mail is composed at delivery from the booking as it is then,
//! and the owner's mail settings decide for mail about their own actions.

use chrono::Duration;
use entities::booking::{self, BookingStatus};
use entities::outbox;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::error::{AppError, AppResult};
use crate::jobs::claim;
use crate::mail::notices::{BookingNotice, booking_mail, request_for_admin, series_mail};
use crate::services::bookings::{series, store};
use crate::services::outbox::{Message, Notice};
use crate::services::{accounts::settings, accounts::users, spaces};
use crate::state::AppState;
use uuid::Uuid;

/// How long a claimed row is left to its node before another may send it.
const LEASE: Duration = Duration::seconds(60);
/// Rows claimed per round.
pub const BATCH: u32 = 20;

pub async fn deliver_due(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let due: Vec<outbox::Model> = claim(
        &app.db,
        "outbox",
        "leased_until = ?, attempts = attempts + 1",
        "delivered_at IS NULL AND available_at <= ? AND (leased_until IS NULL OR leased_until <= ?)",
        "available_at",
        BATCH,
        vec![(now + LEASE).into(), now.into(), now.into()],
    )
    .await?;
    for row in &due {
        let result = match serde_json::from_str::<Message>(&row.payload) {
            Ok(message) => deliver(app, &message).await,
            Err(err) => Err(AppError::internal(format!("outbox payload: {err}"))),
        };
        let update = outbox::Entity::update_many().filter(outbox::Column::Id.eq(row.id));
        match result {
            Ok(()) => update.col_expr(outbox::Column::DeliveredAt, Expr::value(Some(app.clock.now()))),
            Err(err) => {
                tracing::warn!(id = %row.id, attempts = row.attempts, error = %err, "outbox delivery failed");
                let backoff = crate::jobs::backoff(row.attempts);
                update
                    .col_expr(outbox::Column::AvailableAt, Expr::value(app.clock.now() + backoff))
                    .col_expr(outbox::Column::LeasedUntil, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
                    .col_expr(outbox::Column::LastError, Expr::value(Some(err.to_string())))
            }
        }
        .exec(&app.db)
        .await?;
    }
    Ok(due.len())
}

/// Sends one message. Skipping (a setting says no, the booking is gone) is a delivery.
async fn deliver(app: &AppState, message: &Message) -> AppResult<()> {
    match message {
        Message::BookingMail { booking_id, notice, own_action, reason, refund_cents } => {
            let Some(booking) = store::find(&app.db, *booking_id).await? else { return Ok(()) };
            // A deleted account has nobody to tell (docs/accounts.md).
            let Some(user) = users::find(&app.db, booking.user_id).await?.filter(|u| u.deleted_at.is_none()) else {
                return Ok(());
            };
            let settings = settings::get(&app.db, booking.user_id, app.clock.now()).await?;
            let wanted = match notice {
                Notice::Reminder => {
                    settings.email_reminders && crate::domain::booking::Status::from(booking.status).blocks()
                }
                _ => !own_action || settings.email_bookings,
            };
            if !wanted {
                return Ok(());
            }
            let Some(space) = spaces::find(&app.db, booking.space_id).await? else { return Ok(()) };
            let notice = BookingNotice { notice: *notice, reason: reason.as_deref(), refund_cents: *refund_cents };
            let sender = app.mailer.sender();
            let when = (app.config.timezone, app.clock.now());
            let mail = booking_mail(&notice, &user, &booking, &space, when, (&app.config.public_url, &sender));
            app.mailer.send(mail).await
        }
        Message::SeriesMail { series_id, notice, own_action, booking_ids, refund_cents, reason } => {
            let Some(series) = series::find(&app.db, *series_id).await? else { return Ok(()) };
            let Some(user) = users::find(&app.db, series.user_id).await?.filter(|u| u.deleted_at.is_none()) else {
                return Ok(());
            };
            let settings = settings::get(&app.db, series.user_id, app.clock.now()).await?;
            if *own_action && !settings.email_bookings {
                return Ok(());
            }
            let Some(space) = spaces::find(&app.db, series.space_id).await? else { return Ok(()) };
            let mut occurrences = series::occurrences(&app.db, *series_id).await?;
            occurrences.retain(|b| booking_ids.contains(&b.id));
            let notice = BookingNotice { notice: *notice, reason: reason.as_deref(), refund_cents: *refund_cents };
            let sender = app.mailer.sender();
            let when = (app.config.timezone, app.clock.now());
            let mail = series_mail(&notice, &user, &occurrences, &space, when, (&app.config.public_url, &sender));
            app.mailer.send(mail).await
        }
        Message::RequestForAdmins { booking_id, series_id } => request_for_admins(app, *booking_id, *series_id).await,
    }
}

/// Tells every admin whose booking mail is on about a request still awaiting a decision
/// (docs/scheduling.md, "Approval"). A request already decided, or a series with nothing
/// left waiting, sends nothing. A failure sends to every admin again (at least once).
async fn request_for_admins(app: &AppState, booking_id: Uuid, series_id: Option<Uuid>) -> AppResult<()> {
    let waiting = |b: &booking::Model| b.status == BookingStatus::AwaitingApproval;
    let occurrences: Vec<booking::Model> = match series_id {
        Some(id) => series::occurrences(&app.db, id).await?.into_iter().filter(waiting).collect(),
        None => store::find(&app.db, booking_id).await?.into_iter().filter(waiting).collect(),
    };
    let Some(first) = occurrences.first() else { return Ok(()) };
    let Some(owner) = users::find(&app.db, first.user_id).await? else { return Ok(()) };
    let Some(space) = spaces::find(&app.db, first.space_id).await? else { return Ok(()) };
    for admin in users::admins(&app.db).await? {
        if !settings::get(&app.db, admin.id, app.clock.now()).await?.email_bookings {
            continue;
        }
        let mail = request_for_admin(&admin, &owner, &occurrences, &space, app.config.timezone, &app.config.public_url);
        app.mailer.send(mail).await?;
    }
    Ok(())
}
