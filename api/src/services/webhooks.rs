//! Webhooks (docs/api.md, "Webhooks"): admins register endpoints and pick events; each
//! change writes one delivery row per interested endpoint in the same transaction as the
//! change itself (so a node dying after the commit loses nothing), and `jobs::webhooks`
//! posts them, signed, at least once. The body is fixed when the change happens.

use base64::Engine;
use chrono::{DateTime, Utc};
use entities::{booking, space, webhook_delivery, webhook_endpoint};
use hmac::{Hmac, Mac};
use sea_orm::{
    ActiveEnum, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use serde_json::json;
use sha2::Sha256;
use uuid::Uuid;

use crate::auth::tokens::random_token;
use crate::domain::messages;
use crate::error::{AppError, AppResult};
use crate::services::bookings::history::Kind;

/// What an endpoint can be told about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WebhookEvent {
    /// `booking.created`: a booking or a request awaiting approval was made.
    BookingCreated,
    /// `booking.approved`: an admin approved a request; it now waits for payment.
    BookingApproved,
    /// `booking.confirmed`: a booking was paid.
    BookingConfirmed,
    /// `booking.rescheduled`: a booking moved (same id, new times or space).
    BookingRescheduled,
    /// `booking.cancelled`: cancelled by its owner, an admin or the system (an unpaid hold
    /// lapsed, a request was declined); `reason` says why.
    BookingCancelled,
    /// `booking.completed`: an admin marked a booking that took place as completed.
    BookingCompleted,
    /// `space.changed`: a space was created, edited, switched on or off, had its rules
    /// changed, or was removed.
    SpaceChanged,
}

impl WebhookEvent {
    pub const ALL: [WebhookEvent; 7] = [
        WebhookEvent::BookingCreated,
        WebhookEvent::BookingApproved,
        WebhookEvent::BookingConfirmed,
        WebhookEvent::BookingRescheduled,
        WebhookEvent::BookingCancelled,
        WebhookEvent::BookingCompleted,
        WebhookEvent::SpaceChanged,
    ];

    pub fn name(self) -> &'static str {
        match self {
            WebhookEvent::BookingCreated => "booking.created",
            WebhookEvent::BookingApproved => "booking.approved",
            WebhookEvent::BookingConfirmed => "booking.confirmed",
            WebhookEvent::BookingRescheduled => "booking.rescheduled",
            WebhookEvent::BookingCancelled => "booking.cancelled",
            WebhookEvent::BookingCompleted => "booking.completed",
            WebhookEvent::SpaceChanged => "space.changed",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.name() == name)
    }

    /// The event a booking's history entry announces, if any (a refund is money, not a
    /// change of the booking).
    pub fn of_booking(kind: Kind) -> Option<Self> {
        Some(match kind {
            Kind::Created => WebhookEvent::BookingCreated,
            Kind::Approved => WebhookEvent::BookingApproved,
            Kind::Paid => WebhookEvent::BookingConfirmed,
            Kind::Rescheduled => WebhookEvent::BookingRescheduled,
            Kind::Cancelled | Kind::Expired | Kind::Declined => WebhookEvent::BookingCancelled,
            Kind::Completed => WebhookEvent::BookingCompleted,
            Kind::Refunded => return None,
        })
    }
}

pub fn parse_events(stored: &str) -> Vec<WebhookEvent> {
    let mut events: Vec<_> = stored.split_whitespace().filter_map(WebhookEvent::parse).collect();
    events.sort();
    events.dedup();
    events
}

fn format_events(events: &[WebhookEvent]) -> String {
    parse_events(&events.iter().map(|e| e.name()).collect::<Vec<_>>().join(" "))
        .iter()
        .map(|e| e.name())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the signature header carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
pub fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    let digest = mac.finalize().into_bytes();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("t={timestamp},v1={hex}")
}

/// The global id the API gives an object (`node(id:)` finds it).
fn global(kind: &str, id: Uuid) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{kind}:{id}"))
}

/// Active endpoints that want `event`.
async fn subscribed(db: &impl ConnectionTrait, event: WebhookEvent) -> AppResult<Vec<webhook_endpoint::Model>> {
    let active = webhook_endpoint::Entity::find().filter(webhook_endpoint::Column::Active.eq(true)).all(db).await?;
    Ok(active.into_iter().filter(|e| parse_events(&e.events).contains(&event)).collect())
}

/// A delivery of `payload` to an endpoint, due at `at`, not tried yet.
pub fn due(
    endpoint_id: Uuid,
    event_id: Uuid,
    event_type: &str,
    payload: String,
    at: DateTime<Utc>,
) -> webhook_delivery::ActiveModel {
    webhook_delivery::ActiveModel {
        id: Set(Uuid::now_v7()),
        endpoint_id: Set(endpoint_id),
        event_id: Set(event_id),
        event_type: Set(event_type.to_owned()),
        payload: Set(payload),
        created_at: Set(at),
        available_at: Set(at),
        leased_until: Set(None),
        attempts: Set(0),
        delivered_at: Set(None),
        failed_at: Set(None),
        last_attempt_at: Set(None),
        last_status: Set(None),
        last_error: Set(None),
        duration_ms: Set(None),
    }
}

/// Writes one delivery per endpoint that wants `event`, with this body.
async fn enqueue(
    db: &impl ConnectionTrait,
    endpoints: &[webhook_endpoint::Model],
    event: WebhookEvent,
    data: serde_json::Value,
    at: DateTime<Utc>,
) -> AppResult<()> {
    if endpoints.is_empty() {
        return Ok(());
    }
    webhook_delivery::Entity::insert_many(event_deliveries(endpoints, event, data, at)).exec(db).await?;
    Ok(())
}

/// One event's deliveries, one per endpoint, sharing its id and body.
fn event_deliveries(
    endpoints: &[webhook_endpoint::Model],
    event: WebhookEvent,
    data: serde_json::Value,
    at: DateTime<Utc>,
) -> Vec<webhook_delivery::ActiveModel> {
    let event_id = Uuid::now_v7();
    let payload = json!({
        "id": event_id,
        "type": event.name(),
        "createdAt": at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        "data": data,
    })
    .to_string();
    endpoints.iter().map(|endpoint| due(endpoint.id, event_id, event.name(), payload.clone(), at)).collect()
}

/// After a booking's history entry, in the same transaction: the booking as it now is.
pub async fn booking_changed(
    db: &impl ConnectionTrait,
    booking_id: Uuid,
    kind: Kind,
    reason: Option<&str>,
    at: DateTime<Utc>,
) -> AppResult<()> {
    let Some(event) = WebhookEvent::of_booking(kind) else { return Ok(()) };
    let endpoints = subscribed(db, event).await?;
    if endpoints.is_empty() {
        return Ok(());
    }
    let Some(b) = booking::Entity::find_by_id(booking_id).one(db).await? else { return Ok(()) };
    insert_deliveries(db, &endpoints, event, std::slice::from_ref(&b), (kind, reason), at).await
}

/// `booking_changed` for many bookings that changed the same way in one transaction, given
/// as they now stand: one read of the endpoints and one insert per few hundred deliveries
/// (a job expiring or declining a batch).
pub async fn bookings_changed(
    db: &impl ConnectionTrait,
    bookings: &[booking::Model],
    kind: Kind,
    reason: Option<&str>,
    at: DateTime<Utc>,
) -> AppResult<()> {
    let Some(event) = WebhookEvent::of_booking(kind) else { return Ok(()) };
    let endpoints = subscribed(db, event).await?;
    if endpoints.is_empty() {
        return Ok(());
    }
    insert_deliveries(db, &endpoints, event, bookings, (kind, reason), at).await
}

/// One event per booking, each delivered to every endpoint, in multi-row inserts.
async fn insert_deliveries(
    db: &impl ConnectionTrait,
    endpoints: &[webhook_endpoint::Model],
    event: WebhookEvent,
    bookings: &[booking::Model],
    (kind, reason): (Kind, Option<&str>),
    at: DateTime<Utc>,
) -> AppResult<()> {
    let rows: Vec<_> =
        bookings.iter().flat_map(|b| event_deliveries(endpoints, event, booking_data(b, kind, reason), at)).collect();
    for chunk in rows.chunks(INSERT_CHUNK) {
        webhook_delivery::Entity::insert_many(chunk.to_vec()).exec(db).await?;
    }
    Ok(())
}

/// Rows per multi-row insert: well under SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_CHUNK: usize = 500;

/// What a booking event says of the booking.
fn booking_data(b: &booking::Model, kind: Kind, reason: Option<&str>) -> serde_json::Value {
    json!({
        "booking": {
            "id": global("Booking", b.id),
            "status": b.status.to_value().to_uppercase(),
            "startsAt": b.starts_at.to_rfc3339(),
            "endsAt": b.ends_at.to_rfc3339(),
            "totalPrice": crate::domain::money::format_cents(b.total_price_cents),
            "spaceId": global("Space", b.space_id),
            "userId": global("User", b.user_id),
            "seriesId": b.series_id.map(|id| global("BookingSeries", id)),
            "payBy": b.pay_by.map(|t| t.to_rfc3339()),
            "cancelReason": b.cancel_reason,
        },
        "change": kind.as_str(),
        "reason": reason,
    })
}

/// How a space changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpaceChange {
    Created,
    Updated,
    Activated,
    Deactivated,
    RulesChanged,
    /// Removed from every list; kept (archived) for the bookings that reference it.
    Archived,
    /// Removed, and gone: nothing referenced it.
    Deleted,
}

impl SpaceChange {
    fn as_str(self) -> &'static str {
        match self {
            SpaceChange::Created => "created",
            SpaceChange::Updated => "updated",
            SpaceChange::Activated => "activated",
            SpaceChange::Deactivated => "deactivated",
            SpaceChange::RulesChanged => "rules_changed",
            SpaceChange::Archived => "archived",
            SpaceChange::Deleted => "deleted",
        }
    }
}

/// After a space's write, in the same transaction.
pub async fn space_changed(
    db: &impl ConnectionTrait,
    space: &space::Model,
    change: SpaceChange,
    at: DateTime<Utc>,
) -> AppResult<()> {
    let endpoints = subscribed(db, WebhookEvent::SpaceChanged).await?;
    let data = json!({
        "space": {
            "id": global("Space", space.id),
            "name": space.name,
            "capacity": space.capacity,
            "pricePerHour": crate::domain::money::format_cents(space.price_per_hour_cents),
            "isActive": space.is_active && change != SpaceChange::Deleted,
            "archived": space.archived_at.is_some() || change == SpaceChange::Archived,
            "deleted": change == SpaceChange::Deleted,
        },
        "change": change.as_str(),
    });
    enqueue(db, &endpoints, WebhookEvent::SpaceChanged, data, at).await
}

/// A new endpoint's fields, checked.
pub struct EndpointInput {
    pub url: String,
    pub description: String,
    pub events: Vec<WebhookEvent>,
}

pub const DESCRIPTION_MAX: usize = 120;
const URL_MAX: usize = 2000;
/// Endpoints per deployment.
const MAX_ENDPOINTS: u64 = 50;

fn checked(input: EndpointInput) -> AppResult<EndpointInput> {
    let url = input.url.trim().to_owned();
    let parsed = url::Url::parse(&url).ok().filter(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some());
    if parsed.is_none() || url.len() > URL_MAX {
        return Err(AppError::validation("url", messages::WEBHOOK_URL));
    }
    let description = input.description.trim().to_owned();
    if description.chars().count() > DESCRIPTION_MAX {
        return Err(AppError::validation("description", messages::WEBHOOK_DESCRIPTION_TOO_LONG));
    }
    if input.events.is_empty() {
        return Err(AppError::validation("events", messages::WEBHOOK_EVENTS_REQUIRED));
    }
    Ok(EndpointInput { url, description, events: input.events })
}

/// Registers an endpoint with a new signing secret (`whsec_…`, shown once).
pub async fn create(
    db: &impl ConnectionTrait,
    input: EndpointInput,
    now: DateTime<Utc>,
) -> AppResult<webhook_endpoint::Model> {
    let input = checked(input)?;
    if webhook_endpoint::Entity::find().count(db).await? >= MAX_ENDPOINTS {
        return Err(AppError::Conflict { title: None, message: messages::WEBHOOK_LIMIT.into() });
    }
    Ok(webhook_endpoint::ActiveModel {
        id: Set(Uuid::now_v7()),
        url: Set(input.url),
        description: Set(input.description),
        secret: Set(format!("whsec_{}", random_token())),
        events: Set(format_events(&input.events)),
        active: Set(true),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await?)
}

pub async fn update(
    db: &impl ConnectionTrait,
    id: Uuid,
    input: EndpointInput,
    active: bool,
    now: DateTime<Utc>,
) -> AppResult<webhook_endpoint::Model> {
    let input = checked(input)?;
    let existing = find(db, id).await?.ok_or(AppError::NotFound)?;
    let mut model: webhook_endpoint::ActiveModel = existing.into();
    model.url = Set(input.url);
    model.description = Set(input.description);
    model.events = Set(format_events(&input.events));
    model.active = Set(active);
    model.updated_at = Set(now);
    Ok(model.update(db).await?)
}

/// Removes an endpoint and its delivery log; what was not sent yet is never sent.
pub async fn delete(db: &impl ConnectionTrait, id: Uuid) -> AppResult<()> {
    webhook_delivery::Entity::delete_many().filter(webhook_delivery::Column::EndpointId.eq(id)).exec(db).await?;
    let deleted = webhook_endpoint::Entity::delete_by_id(id).exec(db).await?;
    if deleted.rows_affected == 0 {
        return Err(AppError::NotFound);
    }
    Ok(())
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<webhook_endpoint::Model>> {
    Ok(webhook_endpoint::Entity::find_by_id(id).one(db).await?)
}

pub async fn list(db: &impl ConnectionTrait) -> AppResult<Vec<webhook_endpoint::Model>> {
    Ok(webhook_endpoint::Entity::find().order_by_asc(webhook_endpoint::Column::CreatedAt).all(db).await?)
}

/// An endpoint's deliveries, newest first.
pub async fn deliveries(
    db: &impl ConnectionTrait,
    endpoint_id: Uuid,
    limit: u64,
) -> AppResult<Vec<webhook_delivery::Model>> {
    Ok(webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::EndpointId.eq(endpoint_id))
        .order_by_desc(webhook_delivery::Column::CreatedAt)
        .order_by_desc(webhook_delivery::Column::Id)
        .limit(limit)
        .all(db)
        .await?)
}

pub async fn find_delivery(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<webhook_delivery::Model>> {
    Ok(webhook_delivery::Entity::find_by_id(id).one(db).await?)
}

/// Sends a delivery again: a new row with the same event id and body, due now.
pub async fn resend(db: &impl ConnectionTrait, id: Uuid, now: DateTime<Utc>) -> AppResult<webhook_delivery::Model> {
    let original = find_delivery(db, id).await?.ok_or(AppError::NotFound)?;
    let row = due(original.endpoint_id, original.event_id, &original.event_type, original.payload, now);
    Ok(row.insert(db).await?)
}

/// Deliveries not yet delivered nor given up (the queue's depth, for `/metrics`).
pub async fn queued(db: &impl ConnectionTrait) -> AppResult<u64> {
    Ok(webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::DeliveredAt.is_null())
        .filter(webhook_delivery::Column::FailedAt.is_null())
        .count(db)
        .await?)
}

/// Forgets delivered and abandoned rows older than `before` (the log keeps 30 days).
pub async fn prune(db: &impl ConnectionTrait, before: DateTime<Utc>) -> AppResult<u64> {
    let done = sea_orm::Condition::any()
        .add(webhook_delivery::Column::DeliveredAt.is_not_null())
        .add(webhook_delivery::Column::FailedAt.is_not_null());
    Ok(webhook_delivery::Entity::delete_many()
        .filter(done)
        .filter(webhook_delivery::Column::CreatedAt.lt(before))
        .exec(db)
        .await?
        .rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_hmac_sha256_of_timestamp_dot_body() {
        // Computed apart, with Python's hmac module:
        // hmac.new(b"whsec_test", b"1700000000.{}", hashlib.sha256).hexdigest()
        assert_eq!(
            signature("whsec_test", 1_700_000_000, "{}"),
            "t=1700000000,v1=35495024f4ef3f94e5a93e22221544c4b75e9a42300cd965ab81cb85cd994e91"
        );
    }

    #[test]
    fn events_round_trip_and_every_booking_change_but_refunds_is_announced() {
        for event in WebhookEvent::ALL {
            assert_eq!(WebhookEvent::parse(event.name()), Some(event));
        }
        assert_eq!(
            parse_events("space.changed bogus booking.created space.changed"),
            vec![WebhookEvent::BookingCreated, WebhookEvent::SpaceChanged]
        );
        assert_eq!(WebhookEvent::of_booking(Kind::Expired), Some(WebhookEvent::BookingCancelled));
        assert_eq!(WebhookEvent::of_booking(Kind::Refunded), None);
    }
}
