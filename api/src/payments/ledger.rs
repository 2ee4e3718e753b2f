//! Our side of the money: the `payments` table. A charge is recorded once the provider
//! took the money, in the transaction that confirms the booking; a refund is recorded
//! when it is decided, in the transaction that cancels or moves the booking, and settled
//! by `jobs::refunds`. Revenue = charges − refunds.

use chrono::{DateTime, Utc};
use entities::payment;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set};
use uuid::Uuid;

use super::{Receipt, refund_key};
use crate::error::AppResult;

fn row(booking_id: Uuid, kind: &str, amount_cents: i64, now: DateTime<Utc>) -> payment::ActiveModel {
    payment::ActiveModel {
        id: Set(Uuid::now_v7()),
        booking_id: Set(booking_id),
        kind: Set(kind.to_owned()),
        amount_cents: Set(amount_cents),
        idempotency_key: Set(String::new()),
        provider_reference: Set(None),
        created_at: Set(now),
        settled_at: Set(None),
        leased_until: Set(None),
        attempts: Set(0),
        last_error: Set(None),
    }
}

/// Records a charge the provider made with `key`; false when it was already recorded.
pub async fn record_charge(
    db: &impl ConnectionTrait,
    booking_id: Uuid,
    key: &str,
    receipt: &Receipt,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let mut charge = row(booking_id, "charge", receipt.amount_cents, now);
    charge.idempotency_key = Set(key.to_owned());
    charge.provider_reference = Set(Some(receipt.reference.clone()));
    charge.settled_at = Set(Some(now));
    charge.attempts = Set(1);
    let inserted =
        payment::Entity::insert(charge).on_conflict_do_nothing_on([payment::Column::IdempotencyKey]).exec(db).await?;
    Ok(matches!(inserted, sea_orm::TryInsertResult::Inserted(_)))
}

/// Decides a refund; `jobs::refunds` asks the provider for it. Returns its id.
pub async fn request_refund(
    db: &impl ConnectionTrait,
    booking_id: Uuid,
    amount_cents: i64,
    now: DateTime<Utc>,
) -> AppResult<Uuid> {
    let mut refund = row(booking_id, "refund", amount_cents, now);
    let id = Uuid::now_v7();
    refund.id = Set(id);
    refund.idempotency_key = Set(refund_key(id));
    payment::Entity::insert(refund).exec(db).await?;
    Ok(id)
}

/// What the owner has paid for a booking and not been refunded, in cents.
pub async fn net_paid(db: &impl ConnectionTrait, booking_id: Uuid) -> AppResult<i64> {
    let rows: Vec<(String, i64)> = payment::Entity::find()
        .select_only()
        .column(payment::Column::Kind)
        .column(payment::Column::AmountCents)
        .filter(payment::Column::BookingId.eq(booking_id))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.iter().map(|(kind, amount)| if kind == "refund" { -amount } else { *amount }).sum())
}

/// A booking's payments, oldest first.
pub async fn for_booking(db: &impl ConnectionTrait, booking_id: Uuid) -> AppResult<Vec<payment::Model>> {
    use sea_orm::QueryOrder;
    Ok(payment::Entity::find()
        .filter(payment::Column::BookingId.eq(booking_id))
        .order_by_asc(payment::Column::CreatedAt)
        .all(db)
        .await?)
}
