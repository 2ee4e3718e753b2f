//! The reminder mail 24 hours before a booking starts. What is due is read from the
//! database, so a restart loses nothing; each booking is claimed once before its mail is
//! sent, so no booking is reminded twice (even by two nodes).

use chrono::Duration;
use entities::booking;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::error::AppResult;
use crate::mail::Mail;
use crate::services::booking_actions::describe;
use crate::services::{settings, spaces, users};
use crate::state::AppState;

pub const LEAD: Duration = Duration::hours(24);

/// Sends the reminders now due; returns how many bookings were claimed.
pub async fn send_due(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let due = booking::Entity::find()
        .filter(booking::Column::Status.is_in(["pending", "confirmed"]))
        .filter(booking::Column::ReminderSentAt.is_null())
        .filter(booking::Column::StartsAt.gt(now))
        .filter(booking::Column::StartsAt.lte(now + LEAD))
        .order_by_asc(booking::Column::StartsAt)
        .limit(500)
        .all(&app.db)
        .await?;
    let mut claimed = 0;
    for booking in due {
        let claim = booking::Entity::update_many()
            .col_expr(booking::Column::ReminderSentAt, Expr::value(now))
            .filter(booking::Column::Id.eq(booking.id))
            .filter(booking::Column::ReminderSentAt.is_null())
            .exec(&app.db)
            .await?;
        if claim.rows_affected != 1 {
            continue;
        }
        claimed += 1;
        let Some(user) = users::find(&app.db, booking.user_id).await? else { continue };
        if !settings::get(&app.db, user.id, now).await?.email_reminders {
            continue;
        }
        let Some(space) = spaces::find(&app.db, booking.space_id).await? else { continue };
        app.mailer.send_in_background(Mail {
            to: user.email.clone(),
            subject: format!("Lembrete: sua reserva em {} é amanhã", space.name),
            text: format!(
                "Olá, {}!\n\nLembrete da sua reserva:\n{}\n\n{}/my-bookings",
                user.full_name.split_whitespace().next().unwrap_or("Usuário"),
                describe(app, &booking, &space),
                app.config.public_url
            ),
        });
    }
    Ok(claimed)
}
