//! Each space's scheduling rules and the closed dates (docs/scheduling.md): reading them
//! for the booking rules and availability, and the admin's changes, which cancel the
//! bookings they leave outside the new hours or on closed dates only once the admin has
//! seen how many (preview, then confirm with that count).

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use entities::{booking, closure, space};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait,
    QueryFilter, QueryOrder, Set,
};
use uuid::Uuid;

use crate::domain::booking::{self as booking_rules, Actor};
use crate::domain::messages as msg;
use crate::domain::schedule::{Closure, MAX_SPAN, Overrides, Schedule, SpaceRules, WeekHours};
use crate::error::{AppError, AppResult};
use crate::services::bookings::flows::cancel_within;
use crate::services::bookings::history::Kind;
use crate::services::bookings::store::{ALL_SPACES_LOCK, begin_write, lock_space};
use crate::services::webhooks::{self, SpaceChange};

/// A space's stored overrides. Stored hours were checked when saved; unreadable ones are
/// an internal error, never a silent fallback to other hours.
pub fn overrides_of(space: &space::Model) -> AppResult<Overrides> {
    let hours = match &space.opening_hours {
        Some(json) => Some(
            serde_json::from_value::<WeekHours>(json.clone())
                .map_err(|e| AppError::internal(format!("space {} has unreadable hours: {e}", space.id)))?,
        ),
        None => None,
    };
    Ok(Overrides {
        hours,
        slot_minutes: space.slot_minutes,
        min_duration_minutes: space.min_duration_minutes,
        max_duration_minutes: space.max_duration_minutes,
        notice_minutes: space.notice_minutes,
        horizon_days: space.horizon_days,
        cancel_window_minutes: space.cancel_window_minutes,
        buffer_before_minutes: space.buffer_before_minutes,
        buffer_after_minutes: space.buffer_after_minutes,
        requires_approval: space.requires_approval.then_some(true),
    })
}

/// The rules a space's bookings follow: its overrides over the deployment's.
pub fn rules_of(space: &space::Model, global: &SpaceRules) -> AppResult<SpaceRules> {
    Ok(overrides_of(space)?.apply(global))
}

/// Closures of the space (and of every space) touching `[from, to]`, soonest first.
pub async fn closures_between(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Closure>> {
    let rows = closure::Entity::find()
        .filter(Condition::any().add(closure::Column::SpaceId.eq(space_id)).add(closure::Column::SpaceId.is_null()))
        .filter(closure::Column::EndsOn.gte(from))
        .filter(closure::Column::StartsOn.lte(to))
        .order_by_asc(closure::Column::StartsOn)
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|c| Closure { starts_on: c.starts_on, ends_on: c.ends_on, reason: c.reason }).collect())
}

/// Whether a booking ending after `now` would be cancelled by these hours: it starts
/// outside every range of its day.
fn outside_hours(rules: &SpaceRules, tz: Tz, b: &booking::Model) -> bool {
    !Schedule { tz, rules, closures: &[] }.within_hours(b.starts_at, b.ends_at)
}

/// The space's blocking bookings that have not started, soonest first.
async fn future_bookings(
    db: &impl ConnectionTrait,
    space_id: Option<Uuid>,
    from: DateTime<Utc>,
    to: Option<DateTime<Utc>>,
) -> AppResult<Vec<booking::Model>> {
    let mut query = booking::Entity::find()
        .filter(booking::Column::Status.is_in(crate::services::bookings::store::BLOCKING))
        .filter(booking::Column::StartsAt.gt(from));
    if let Some(space_id) = space_id {
        query = query.filter(booking::Column::SpaceId.eq(space_id));
    }
    if let Some(to) = to {
        query = query.filter(booking::Column::StartsAt.lt(to));
    }
    Ok(query.order_by_asc(booking::Column::StartsAt).all(db).await?)
}

/// The bookings new hours would cancel (those starting outside them).
pub async fn hours_preview(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    rules: &SpaceRules,
    tz: Tz,
    now: DateTime<Utc>,
) -> AppResult<Vec<booking::Model>> {
    let future = future_bookings(db, Some(space_id), now, None).await?;
    Ok(future.into_iter().filter(|b| outside_hours(rules, tz, b)).collect())
}

/// An admin cancels whatever the window.
const ADMIN: (Actor, chrono::Duration) = (Actor::Admin, booking_rules::CANCEL_MIN_LEAD);

/// What an admin's change did.
pub struct Changed<T> {
    pub value: T,
    /// Bookings cancelled by it (refunded when paid, each owner mailed).
    pub cancelled: Vec<booking::Model>,
}

fn check_expected(expected: Option<u64>, affected: usize) -> AppResult<()> {
    if expected.unwrap_or(0) != affected as u64 {
        return Err(AppError::Conflict { title: None, message: msg::SCHEDULE_BOOKINGS_CHANGED.into() });
    }
    Ok(())
}

/// Saves a space's overrides and cancels the future bookings left outside its new hours,
/// in one transaction under the space's lock: a booking racing this change either
/// commits first (and is counted) or sees the new rules (docs/scheduling.md, "Races").
/// `expected` is the count the admin saw in the preview; if it changed, nothing happens.
pub async fn update_rules(
    db: &DatabaseConnection,
    space_id: Uuid,
    overrides: Overrides,
    global: &SpaceRules,
    expected: Option<u64>,
    (admin_id, tz, now): (Uuid, Tz, DateTime<Utc>),
) -> AppResult<Changed<space::Model>> {
    let overrides = overrides.validate(global)?;
    let rules = overrides.apply(global);
    let txn = begin_write(db).await?;
    lock_space(&txn, space_id).await?;
    let space = space::Entity::find_by_id(space_id)
        .one(&txn)
        .await?
        .filter(|s| s.archived_at.is_none())
        .ok_or(AppError::NotFound)?;
    let affected = hours_preview(&txn, space_id, &rules, tz, now).await?;
    check_expected(expected, affected.len())?;
    let mut cancelled = Vec::with_capacity(affected.len());
    for b in &affected {
        let reason = Some(msg::HOURS_CHANGED_REASON.to_owned());
        cancelled.push(cancel_within(&txn, now, b, ADMIN, Some(admin_id), reason, Kind::Cancelled).await?);
    }
    // Only a shorter buffer touches bookings (each earlier shortening already narrowed
    // them to the buffers it left).
    let before = rules_of(&space, global)?;
    if rules.buffer_before < before.buffer_before || rules.buffer_after < before.buffer_after {
        narrow_buffers(&txn, space_id, &rules, now).await?;
    }
    let version = space.schedule_version + 1;
    let mut model: space::ActiveModel = space.into();
    model.opening_hours = Set(overrides.hours.as_ref().map(|h| serde_json::to_value(h).expect("hours serialize")));
    model.slot_minutes = Set(overrides.slot_minutes);
    model.min_duration_minutes = Set(overrides.min_duration_minutes);
    model.max_duration_minutes = Set(overrides.max_duration_minutes);
    model.notice_minutes = Set(overrides.notice_minutes);
    model.horizon_days = Set(overrides.horizon_days);
    model.cancel_window_minutes = Set(overrides.cancel_window_minutes);
    model.buffer_before_minutes = Set(overrides.buffer_before_minutes);
    model.buffer_after_minutes = Set(overrides.buffer_after_minutes);
    model.requires_approval = Set(overrides.requires_approval.unwrap_or(false));
    model.schedule_version = Set(version);
    model.updated_at = Set(now);
    let space = model.update(&txn).await?;
    webhooks::space_changed(&txn, &space, SpaceChange::RulesChanged, now).await?;
    txn.commit().await?;
    Ok(Changed { value: space, cancelled })
}

/// Shorter buffers free time at once: the space's bookings not yet over keep no more
/// than the new buffers around them. Longer ones apply to bookings made or moved from now
/// on (widening a booking could meet its neighbour, which was booked with the room the
/// old buffers left). Narrowing can never create an overlap.
async fn narrow_buffers(
    txn: &impl ConnectionTrait,
    space_id: Uuid,
    rules: &SpaceRules,
    now: DateTime<Utc>,
) -> AppResult<()> {
    for b in future_bookings(txn, Some(space_id), now - MAX_SPAN, None).await? {
        if b.blocked_until <= now {
            continue;
        }
        let (from, until) = rules.blocked(b.starts_at, b.ends_at);
        let (from, until) = (from.max(b.blocked_from), until.min(b.blocked_until));
        if (from, until) != (b.blocked_from, b.blocked_until) {
            let mut model: booking::ActiveModel = b.into();
            model.blocked_from = Set(from);
            model.blocked_until = Set(until);
            model.update(txn).await?;
        }
    }
    Ok(())
}

/// Closed dates for one space or, with `space_id: None`, every space.
pub struct NewClosures {
    pub space_id: Option<Uuid>,
    pub closures: Vec<Closure>,
}

/// The UTC span from the first closed day's midnight to the last one's end.
fn closed_span(closure: &Closure, tz: Tz) -> AppResult<(DateTime<Utc>, DateTime<Utc>)> {
    let start = crate::domain::calendar::day_bounds(closure.starts_on, tz)
        .ok_or_else(|| AppError::internal("no day bounds"))?;
    let end =
        crate::domain::calendar::day_bounds(closure.ends_on, tz).ok_or_else(|| AppError::internal("no day bounds"))?;
    Ok((start.0, end.1))
}

/// The bookings these closures would cancel: not started, starting on a closed date.
pub async fn closures_preview(
    db: &impl ConnectionTrait,
    new: &NewClosures,
    tz: Tz,
    now: DateTime<Utc>,
) -> AppResult<Vec<booking::Model>> {
    let mut affected = Vec::new();
    for closure in &new.closures {
        let (from, to) = closed_span(closure, tz)?;
        affected.extend(future_bookings(db, new.space_id, from.max(now), Some(to)).await?);
    }
    affected.sort_by_key(|b| (b.starts_at, b.id));
    affected.dedup_by_key(|b| b.id);
    Ok(affected)
}

/// Records closures and cancels the bookings on their dates, in one transaction under
/// the space's lock (or, for every space, the lock all booking writes share).
pub async fn close(
    db: &DatabaseConnection,
    new: NewClosures,
    expected: Option<u64>,
    (admin_id, tz, now): (Uuid, Tz, DateTime<Utc>),
) -> AppResult<Changed<Vec<closure::Model>>> {
    let txn = begin_write(db).await?;
    match new.space_id {
        Some(space_id) => {
            lock_space(&txn, space_id).await?;
            let space = space::Entity::find_by_id(space_id).one(&txn).await?;
            space.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)?;
        }
        None if txn.get_database_backend() == DatabaseBackend::Postgres => {
            txn.execute_raw(sea_orm::Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT pg_advisory_xact_lock($1)",
                [ALL_SPACES_LOCK.into()],
            ))
            .await?;
        }
        None => {}
    }
    let affected = closures_preview(&txn, &new, tz, now).await?;
    check_expected(expected, affected.len())?;
    let mut cancelled = Vec::with_capacity(affected.len());
    for b in &affected {
        let closure = new.closures.iter().find(|c| {
            let date = b.starts_at.with_timezone(&tz).date_naive();
            c.covers(date)
        });
        let reason = closure.map(|c| msg::closure_cancel_reason(&c.reason));
        cancelled.push(cancel_within(&txn, now, b, ADMIN, Some(admin_id), reason, Kind::Cancelled).await?);
    }
    let mut saved = Vec::with_capacity(new.closures.len());
    for c in new.closures {
        let model = closure::ActiveModel {
            id: Set(Uuid::now_v7()),
            space_id: Set(new.space_id),
            starts_on: Set(c.starts_on),
            ends_on: Set(c.ends_on),
            reason: Set(c.reason),
            created_by: Set(Some(admin_id)),
            created_at: Set(now),
        };
        saved.push(model.insert(&txn).await?);
    }
    txn.commit().await?;
    Ok(Changed { value: saved, cancelled })
}

/// Reopens closed dates (nothing to cancel).
pub async fn reopen(db: &impl ConnectionTrait, id: Uuid) -> AppResult<closure::Model> {
    let found = closure::Entity::find_by_id(id).one(db).await?.ok_or(AppError::NotFound)?;
    closure::Entity::delete_by_id(id).exec(db).await?;
    Ok(found)
}

/// Closures still to end (from `today`), of one space (with those of every space) or of
/// all, soonest first.
pub async fn upcoming(
    db: &impl ConnectionTrait,
    space_id: Option<Uuid>,
    today: NaiveDate,
    limit: u64,
) -> AppResult<Vec<closure::Model>> {
    use sea_orm::QuerySelect;
    let mut query = closure::Entity::find().filter(closure::Column::EndsOn.gte(today));
    if let Some(space_id) = space_id {
        query = query.filter(
            Condition::any().add(closure::Column::SpaceId.eq(space_id)).add(closure::Column::SpaceId.is_null()),
        );
    }
    Ok(query.order_by_asc(closure::Column::StartsOn).order_by_asc(closure::Column::Id).limit(limit).all(db).await?)
}

/// Closures touching `[from, to]` that already close these spaces: the space's own and
/// every space's, or, for every space, only those of every space.
pub async fn closures_in_scope(
    db: &impl ConnectionTrait,
    space_id: Option<Uuid>,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Closure>> {
    match space_id {
        Some(space_id) => closures_between(db, space_id, from, to).await,
        None => {
            let rows = closure::Entity::find()
                .filter(closure::Column::SpaceId.is_null())
                .filter(closure::Column::EndsOn.gte(from))
                .filter(closure::Column::StartsOn.lte(to))
                .all(db)
                .await?;
            Ok(rows
                .into_iter()
                .map(|c| Closure { starts_on: c.starts_on, ends_on: c.ends_on, reason: c.reason })
                .collect())
        }
    }
}
