//! Approval (docs/scheduling.md, "Approval"): on a space that requires it, a new booking
//! waits as 'awaiting_approval' (holding its slot) until an admin approves it — it becomes
//! pending, payable until `min(approved + hold, start)` — or declines it with a reason.
//! A series is decided as a whole: one decision for every occurrence still waiting. The
//! system declines what nobody decided by `decide_by` (`jobs::hold_expiry`).

use entities::booking;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::booking::{self as rules, Actor, Status, Times};
use crate::domain::messages as msg;
use crate::error::{AppError, AppResult};
use crate::services::bookings::flows::{self, publish};
use crate::services::bookings::history::{self, Kind, NewEvent};
use crate::services::bookings::store as bookings;
use crate::services::outbox::{self, Notice};
use crate::state::AppState;

/// The requests one decision covers: the booking itself, or every occurrence of its
/// series still awaiting approval; locked for the rest of the transaction (PostgreSQL;
/// SQLite's write transaction excludes other writers). Refuses a booking no longer
/// awaiting approval.
async fn awaiting(txn: &impl ConnectionTrait, booking: &booking::Model) -> AppResult<Vec<booking::Model>> {
    let mut query = booking::Entity::find()
        .filter(booking::Column::Status.eq(Status::AwaitingApproval.as_str()))
        .order_by_asc(booking::Column::StartsAt);
    query = match booking.series_id {
        Some(series_id) => query.filter(booking::Column::SeriesId.eq(series_id)),
        None => query.filter(booking::Column::Id.eq(booking.id)),
    };
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        query = query.lock_exclusive();
    }
    let found = query.all(txn).await?;
    if !found.iter().any(|b| b.id == booking.id) {
        return Err(AppError::Conflict { title: None, message: msg::NOT_AWAITING_APPROVAL.into() });
    }
    Ok(found)
}

/// An admin approves a request (a series: all its waiting occurrences). Each becomes
/// pending with one payment deadline: the hold from now, never past the first start.
#[tracing::instrument(name = "booking.approve", skip_all, fields(id = %id))]
pub async fn approve(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<Vec<booking::Model>> {
    let admin = viewer.require_admin()?;
    let booking = bookings::find(&app.db, id).await?.ok_or(AppError::NotFound)?;
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    let targets = awaiting(&txn, &booking).await?;
    let first_start = targets.iter().map(|b| b.starts_at).min().unwrap_or(booking.starts_at);
    let pay_by = rules::pay_by(now, first_start, app.config.payment_hold);
    let mut approved = Vec::with_capacity(targets.len());
    for target in targets {
        rules::transition(Status::AwaitingApproval, Status::Pending, Actor::Admin, Times::of(&target), now)?;
        let id = target.id;
        let mut model: booking::ActiveModel = target.into();
        model.status = Set(Status::Pending.into());
        model.pay_by = Set(Some(pay_by));
        model.updated_at = Set(now);
        approved.push(model.update(&txn).await?);
        history::record(&txn, NewEvent::new(id, Kind::Approved, Actor::Admin, Some(admin.id)), now).await?;
    }
    for mail in flows::mails_by_series(&approved, Notice::Approved, None) {
        outbox::enqueue(&txn, &mail, now).await?;
    }
    txn.commit().await?;
    for booking in &approved {
        publish(app, booking);
    }
    // The hold's expiry is due from now on.
    app.jobs.wake();
    Ok(approved)
}

/// An admin declines a request (a series: all its waiting occurrences) with a reason the
/// owner is told; the slots are freed.
#[tracing::instrument(name = "booking.decline", skip_all)]
pub async fn decline(
    app: &AppState,
    viewer: &Viewer,
    id: Uuid,
    reason: Option<&str>,
) -> AppResult<Vec<booking::Model>> {
    let admin = viewer.require_admin()?;
    let reason = flows::cancel_reason(reason, false)?
        .ok_or_else(|| AppError::validation("reason", msg::DECLINE_REASON_REQUIRED))?;
    let booking = bookings::find(&app.db, id).await?.ok_or(AppError::NotFound)?;
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    let targets = awaiting(&txn, &booking).await?;
    let mut declined = Vec::with_capacity(targets.len());
    for target in &targets {
        let admin_cancel = (Actor::Admin, rules::CANCEL_MIN_LEAD);
        let (row, _) = flows::cancel_quietly(
            &txn,
            now,
            target,
            admin_cancel,
            (Some(admin.id), Some(reason.clone())),
            Kind::Declined,
        )
        .await?;
        declined.push(row);
    }
    for mail in flows::mails_by_series(&declined, Notice::Declined, Some(&reason)) {
        outbox::enqueue(&txn, &mail, now).await?;
    }
    txn.commit().await?;
    flows::after_bulk_cancel(app, &declined);
    Ok(declined)
}
