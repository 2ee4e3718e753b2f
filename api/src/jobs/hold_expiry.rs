//! Unpaid holds: a pending booking whose `pay_by` passed is cancelled ('Pagamento não
//! realizado no prazo'), its slot freed and pushed live, its owner mailed. A booking under
//! a payment lease is left alone; a lease that outlived its payment attempt is settled by
//! asking the provider what the attempt's key did. A request awaiting approval that nobody
//! decided by its `decide_by` is declined the same way.

use chrono::{DateTime, Utc};
use entities::booking;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::domain::messages as msg;
use crate::error::AppResult;
use crate::jobs::claim;
use crate::payments::{self, PaymentError};
use crate::services::bookings::flows;
use crate::services::bookings::history::{self, Kind};
use crate::services::bookings::store;
use crate::services::outbox::{self, Notice};
use crate::state::AppState;

pub const BATCH: u32 = 500;

/// Cancels the holds now due; returns how many this node claimed.
pub async fn expire_due(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let txn = store::begin_write(&app.db).await?;
    let expired: Vec<booking::Model> = claim(
        &txn,
        "bookings",
        "status = 'cancelled', cancel_reason = ?, cancelled_by = NULL, updated_at = ?",
        "status = 'pending' AND pay_by <= ? AND paying_until IS NULL",
        "pay_by",
        BATCH,
        vec![msg::EXPIRED_REASON.into(), now.into(), now.into()],
    )
    .await?;
    history::record_system(&txn, &expired, Kind::Expired, Some(msg::EXPIRED_REASON), now).await?;
    // Nobody needs news of a slot that has already gone by (old requests after an
    // upgrade); a series' occurrences share one hold, so their owner hears once.
    let current: Vec<booking::Model> = expired.iter().filter(|b| b.ends_at > now).cloned().collect();
    let mails = flows::mails_by_series(&current, Notice::Expired, Some(msg::EXPIRED_REASON));
    outbox::enqueue_all(&txn, &mails, now).await?;
    txn.commit().await?;
    for booking in &expired {
        flows::publish(app, booking);
    }
    if !expired.is_empty() {
        tracing::info!(count = expired.len(), "expired unpaid bookings");
        app.jobs.wake();
    }
    Ok(expired.len())
}

/// Declines the requests nobody approved or declined by their `decide_by`
/// ('Pedido não analisado a tempo'); returns how many this node claimed.
pub async fn decline_undecided(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let txn = store::begin_write(&app.db).await?;
    let declined: Vec<booking::Model> = claim(
        &txn,
        "bookings",
        "status = 'cancelled', cancel_reason = ?, cancelled_by = NULL, updated_at = ?",
        "status = 'awaiting_approval' AND decide_by <= ?",
        "decide_by",
        BATCH,
        vec![msg::APPROVAL_TIMED_OUT_REASON.into(), now.into(), now.into()],
    )
    .await?;
    history::record_system(&txn, &declined, Kind::Declined, Some(msg::APPROVAL_TIMED_OUT_REASON), now).await?;
    let mails = flows::mails_by_series(&declined, Notice::Declined, Some(msg::APPROVAL_TIMED_OUT_REASON));
    outbox::enqueue_all(&txn, &mails, now).await?;
    txn.commit().await?;
    if !declined.is_empty() {
        tracing::info!(count = declined.len(), "declined undecided requests");
        flows::after_bulk_cancel(app, &declined);
    }
    Ok(declined.len())
}

/// Settles payment leases that ended without an answer: a charge the provider made is
/// recorded (confirming the booking, or refunding it if it was cancelled); no charge ends
/// the lease, so the hold can expire.
pub async fn settle_stale_payments(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let stale: Vec<(uuid::Uuid, DateTime<Utc>)> = booking::Entity::find()
        .select_only()
        .column(booking::Column::Id)
        .column(booking::Column::PayingUntil)
        .filter(booking::Column::Status.eq("pending"))
        .filter(booking::Column::PayingUntil.lte(now))
        .limit(u64::from(BATCH))
        .into_tuple()
        .all(&app.db)
        .await?;
    let mut settled = 0;
    for (id, until) in stale {
        let key = payments::pay_key(id);
        match app.payments.find(&key).await {
            Ok(Some(receipt)) => {
                let _answer = flows::settle_charge(app, id, &key, &receipt).await?;
                settled += 1;
            }
            Ok(None) => {
                // Only the lease we saw: a payment that started since keeps its own.
                booking::Entity::update_many()
                    .col_expr(
                        booking::Column::PayingUntil,
                        sea_orm::sea_query::Expr::value(Option::<DateTime<Utc>>::None),
                    )
                    .filter(booking::Column::Id.eq(id))
                    .filter(booking::Column::PayingUntil.eq(until))
                    .exec(&app.db)
                    .await?;
                settled += 1;
            }
            Err(PaymentError::Declined | PaymentError::Unavailable(_)) => {
                tracing::warn!(booking_id = %id, "provider unreachable while settling a payment; will retry");
            }
        }
    }
    Ok(settled)
}

/// The earliest instant a hold, a stale lease or an undecided request falls due, if any.
pub async fn next_due(db: &impl sea_orm::ConnectionTrait) -> AppResult<Option<DateTime<Utc>>> {
    let earliest = |column: booking::Column, unleased: bool| async move {
        let mut query = booking::Entity::find()
            .select_only()
            .column_as(column.min(), "m")
            .filter(booking::Column::Status.eq("pending"));
        query = if unleased {
            query.filter(booking::Column::PayingUntil.is_null())
        } else {
            query.filter(booking::Column::PayingUntil.is_not_null())
        };
        query.into_tuple::<Option<DateTime<Utc>>>().one(db).await.map(Option::flatten)
    };
    let hold = earliest(booking::Column::PayBy, true).await?;
    let lease = earliest(booking::Column::PayingUntil, false).await?;
    let decision: Option<DateTime<Utc>> = booking::Entity::find()
        .select_only()
        .column_as(booking::Column::DecideBy.min(), "m")
        .filter(booking::Column::Status.eq("awaiting_approval"))
        .into_tuple::<Option<DateTime<Utc>>>()
        .one(db)
        .await?
        .flatten();
    Ok([hold, lease, decision].into_iter().flatten().min())
}
