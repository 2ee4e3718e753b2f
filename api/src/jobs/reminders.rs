//! The reminder mail 24 hours before a booking starts. What is due is read from the
//! database; each booking is claimed once (even by two nodes) in the same transaction
//! that puts its mail on the outbox, so a crash neither loses nor repeats a reminder.

use chrono::Duration;
use entities::booking;

use crate::error::AppResult;
use crate::jobs::claim;
use crate::services::bookings::store;
use crate::services::outbox::{self, Message, Notice};
use crate::state::AppState;

pub const LEAD: Duration = Duration::hours(24);

/// Queues the reminders now due; returns how many bookings were claimed.
pub async fn send_due(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let txn = store::begin_write(&app.db).await?;
    let due: Vec<booking::Model> = claim(
        &txn,
        "bookings",
        "reminder_sent_at = ?",
        "status IN ('pending', 'confirmed') AND reminder_sent_at IS NULL AND starts_at > ? AND starts_at <= ?",
        "starts_at",
        500,
        vec![now.into(), now.into(), (now + LEAD).into()],
    )
    .await?;
    for booking in &due {
        let mail = Message::BookingMail {
            booking_id: booking.id,
            notice: Notice::Reminder,
            own_action: false,
            reason: None,
            refund_cents: None,
        };
        outbox::enqueue(&txn, &mail, now).await?;
    }
    txn.commit().await?;
    if !due.is_empty() {
        app.jobs.wake();
    }
    Ok(due.len())
}
