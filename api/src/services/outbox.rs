//! The outbox: messages written in the same transaction as the change that causes them,
//! delivered at least once by `jobs::outbox` (docs/booking-lifecycle.md, "Outbox"). A
//! kill -9 between the commit and the delivery loses nothing; a crash during delivery
//! sends again; it never drops one.

use chrono::{DateTime, Utc};
use entities::outbox;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::error::{AppError, AppResult};

/// Which mail a booking change sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    Created,
    Confirmed,
    Cancelled,
    /// The unpaid hold lapsed.
    Expired,
    Rescheduled,
    Completed,
    Reminder,
    /// A request on a space that requires approval was sent.
    Requested,
    Approved,
    /// Declined by an admin, or not decided in time.
    Declined,
}

impl Notice {
    /// Whether the mail carries the booking's calendar event (docs/calendar.md): every
    /// change of its time or standing, not a reminder or its completion.
    pub fn updates_calendar(self) -> bool {
        !matches!(self, Notice::Completed | Notice::Reminder)
    }
}

/// A message to deliver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Message {
    /// A mail to a booking's owner about it.
    BookingMail {
        booking_id: Uuid,
        notice: Notice,
        /// The owner did it themselves: their 'email_bookings' setting decides. Mail
        /// about what someone else or the system did always goes.
        own_action: bool,
        reason: Option<String>,
        /// Money going back, when there is some.
        refund_cents: Option<i64>,
    },
    /// One mail to a series' owner about several of its occurrences at once.
    SeriesMail {
        series_id: Uuid,
        /// Created, Confirmed or Cancelled.
        notice: Notice,
        own_action: bool,
        booking_ids: Vec<Uuid>,
        refund_cents: Option<i64>,
        reason: Option<String>,
    },
    /// One mail to each admin (whose booking mail is on) about a new request awaiting
    /// approval: a single booking, or every occurrence of a series (`series_id`).
    RequestForAdmins { booking_id: Uuid, series_id: Option<Uuid> },
}

impl Message {
    pub fn topic(&self) -> &'static str {
        match self {
            Message::BookingMail { .. } | Message::SeriesMail { .. } | Message::RequestForAdmins { .. } => "mail",
        }
    }
}

pub async fn enqueue(db: &impl ConnectionTrait, message: &Message, now: DateTime<Utc>) -> AppResult<()> {
    enqueue_all(db, std::slice::from_ref(message), now).await
}

/// Queues every message in a few statements, whatever their number.
pub async fn enqueue_all(db: &impl ConnectionTrait, messages: &[Message], now: DateTime<Utc>) -> AppResult<()> {
    let mut rows = Vec::with_capacity(messages.len());
    for message in messages {
        rows.push(outbox::ActiveModel {
            id: Set(Uuid::now_v7()),
            topic: Set(message.topic().to_owned()),
            payload: Set(serde_json::to_string(message).map_err(AppError::internal)?),
            created_at: Set(now),
            available_at: Set(now),
            leased_until: Set(None),
            attempts: Set(0),
            delivered_at: Set(None),
            last_error: Set(None),
        });
    }
    for chunk in rows.chunks(500) {
        outbox::Entity::insert_many(chunk.to_vec()).exec(db).await?;
    }
    Ok(())
}
