//! `booking_events`: the append-only history of each booking (who, what, when, why). The
//! details screen and the admin list read it; every flow writes its row in the same
//! transaction as the change it records, and with it the webhooks the change causes.

use chrono::{DateTime, Utc};
use entities::{booking, booking_event};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

use crate::domain::booking::Actor;
use crate::error::AppResult;

/// What happened to a booking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Created,
    Paid,
    Rescheduled,
    Cancelled,
    /// The unpaid hold lapsed.
    Expired,
    Completed,
    /// Money went back to the owner (requested; the provider settles it).
    Refunded,
    /// An admin approved a request: it became pending, payable until its new deadline.
    Approved,
    /// An admin declined a request, or nobody decided it in time.
    Declined,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Created => "created",
            Kind::Paid => "paid",
            Kind::Rescheduled => "rescheduled",
            Kind::Cancelled => "cancelled",
            Kind::Expired => "expired",
            Kind::Completed => "completed",
            Kind::Refunded => "refunded",
            Kind::Approved => "approved",
            Kind::Declined => "declined",
        }
    }

    pub fn parse(stored: &str) -> Option<Self> {
        [
            Kind::Created,
            Kind::Paid,
            Kind::Rescheduled,
            Kind::Cancelled,
            Kind::Expired,
            Kind::Completed,
            Kind::Refunded,
            Kind::Approved,
            Kind::Declined,
        ]
        .into_iter()
        .find(|k| k.as_str() == stored)
    }
}

/// One row to append.
pub struct NewEvent {
    pub booking_id: Uuid,
    pub kind: Kind,
    pub actor: Actor,
    /// The person acting; `None` for the system.
    pub actor_id: Option<Uuid>,
    pub reason: Option<String>,
    pub detail: Option<serde_json::Value>,
    pub idempotency_key: Option<String>,
}

impl NewEvent {
    pub fn new(booking_id: Uuid, kind: Kind, actor: Actor, actor_id: Option<Uuid>) -> Self {
        Self { booking_id, kind, actor, actor_id, reason: None, detail: None, idempotency_key: None }
    }

    pub fn reason(mut self, reason: Option<String>) -> Self {
        self.reason = reason;
        self
    }

    pub fn detail(mut self, detail: serde_json::Value) -> Self {
        self.detail = Some(detail);
        self
    }

    fn into_row(self, at: DateTime<Utc>) -> booking_event::ActiveModel {
        booking_event::ActiveModel {
            id: Set(Uuid::now_v7()),
            booking_id: Set(self.booking_id),
            kind: Set(self.kind.as_str().to_owned()),
            actor: Set(self.actor.as_str().to_owned()),
            actor_id: Set(self.actor_id),
            reason: Set(self.reason),
            detail: Set(self.detail.map(|d| d.to_string())),
            idempotency_key: Set(self.idempotency_key),
            at: Set(at),
        }
    }
}

/// Appends the event and, in the same transaction, the webhook deliveries it causes.
pub async fn record(db: &impl ConnectionTrait, event: NewEvent, at: DateTime<Utc>) -> AppResult<()> {
    let (booking_id, kind) = (event.booking_id, event.kind);
    let inserted = event.into_row(at).insert(db).await?;
    crate::metrics::global().booking(kind.as_str());
    crate::services::webhooks::booking_changed(db, booking_id, kind, inserted.reason.as_deref(), at).await
}

/// One event of `kind` by the system for each of `bookings` (given as they now stand),
/// with the webhooks they cause, in a few statements whatever their number: what a job
/// that changed a batch of bookings the same way writes (hold expiry, undecided requests).
pub async fn record_system(
    db: &impl ConnectionTrait,
    bookings: &[booking::Model],
    kind: Kind,
    reason: Option<&str>,
    at: DateTime<Utc>,
) -> AppResult<()> {
    let rows: Vec<booking_event::ActiveModel> = bookings
        .iter()
        .map(|b| NewEvent::new(b.id, kind, Actor::System, None).reason(reason.map(str::to_owned)).into_row(at))
        .collect();
    for chunk in rows.chunks(500) {
        booking_event::Entity::insert_many(chunk.to_vec()).exec(db).await?;
    }
    bookings.iter().for_each(|_| crate::metrics::global().booking(kind.as_str()));
    crate::services::webhooks::bookings_changed(db, bookings, kind, reason, at).await
}

/// A booking's events, oldest first.
pub async fn list(db: &impl ConnectionTrait, booking_id: Uuid) -> AppResult<Vec<booking_event::Model>> {
    Ok(booking_event::Entity::find()
        .filter(booking_event::Column::BookingId.eq(booking_id))
        .order_by_asc(booking_event::Column::At)
        .order_by_asc(booking_event::Column::Id)
        .all(db)
        .await?)
}

/// The event a reschedule with this key wrote, if it did.
pub async fn by_key(db: &impl ConnectionTrait, booking_id: Uuid, key: &str) -> AppResult<Option<booking_event::Model>> {
    Ok(booking_event::Entity::find()
        .filter(booking_event::Column::BookingId.eq(booking_id))
        .filter(booking_event::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?)
}
