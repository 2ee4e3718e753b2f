//! Quotas (docs/scheduling.md, "Quotas"): the admin's limits, and the check every booking
//! write runs inside its transaction under the person's lock, so concurrent requests of
//! one person are counted one after another and never pass a limit together.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use entities::{booking, quota};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set,
};
use uuid::Uuid;

use crate::domain::calendar::day_bounds;
use crate::domain::messages as msg;
use crate::domain::quota::{Metric, Period, Quota};
use crate::error::{AppError, AppResult, Violation, violation};
use crate::services::bookings::store::begin_write;

/// What counts against a quota: bookings that hold or held their time.
const COUNTED: [&str; 4] = ["awaiting_approval", "pending", "confirmed", "completed"];
/// The first key of the two-key advisory locks on people (a key space apart from the
/// single-key locks on spaces).
const PERSON_LOCK: i32 = 0x6167_6f72;

/// The two keys of the person's advisory lock.
pub fn person_lock_keys(user_id: Uuid) -> (i32, i32) {
    let b = user_id.as_bytes();
    (PERSON_LOCK, i32::from_be_bytes([b[12], b[13], b[14], b[15]]))
}

/// Takes the person's transaction-scoped lock (PostgreSQL; SQLite has one writer). Taken
/// before any space lock, always: two writes never wait for each other in a circle.
pub async fn lock_person(txn: &impl ConnectionTrait, user_id: Uuid) -> AppResult<()> {
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        let (class, key) = person_lock_keys(user_id);
        txn.execute_raw(sea_orm::Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "SELECT pg_advisory_xact_lock($1, $2)",
            [class.into(), key.into()],
        ))
        .await?;
    }
    Ok(())
}

/// A stored row as the domain's limit.
pub fn of(row: &quota::Model) -> AppResult<Quota> {
    let unreadable = || AppError::internal(format!("quota {} is unreadable", row.id));
    Ok(Quota {
        metric: Metric::parse(&row.metric).ok_or_else(unreadable)?,
        period: Period::parse(&row.period).ok_or_else(unreadable)?,
        max: row.max,
        one_space: row.space_id.is_some(),
    })
}

/// The limits a booking of `space_id` falls under: the space's and every space's.
pub async fn applying(db: &impl ConnectionTrait, space_id: Uuid) -> AppResult<Vec<quota::Model>> {
    Ok(quota::Entity::find()
        .filter(Condition::any().add(quota::Column::SpaceId.is_null()).add(quota::Column::SpaceId.eq(space_id)))
        .order_by_asc(quota::Column::CreatedAt)
        .order_by_asc(quota::Column::Id)
        .all(db)
        .await?)
}

/// The booking about to be written, as the quotas see it.
pub struct Counted {
    pub user_id: Uuid,
    pub space_id: Uuid,
    /// The business day it starts on (it falls in that day's periods).
    pub date: NaiveDate,
    pub minutes: i64,
    /// A booking being moved: it does not count against itself.
    pub except: Option<Uuid>,
}

/// Refuses a booking that would pass one of its limits. Runs inside the write
/// transaction, after `lock_person` (PostgreSQL) or under SQLite's write lock.
pub async fn check(txn: &impl ConnectionTrait, new: &Counted, tz: Tz) -> AppResult<()> {
    check_against(txn, &applying(txn, new.space_id).await?, new, tz).await
}

/// `check` against limits already read (`applying`): a series checks each occurrence
/// after writing the ones before it, so they count.
pub async fn check_against(
    txn: &impl ConnectionTrait,
    limits: &[quota::Model],
    new: &Counted,
    tz: Tz,
) -> AppResult<()> {
    for row in limits {
        let quota = of(row)?;
        let (first, last) = quota.period.days(new.date);
        let (Some((from, _)), Some((_, to))) = (day_bounds(first, tz), day_bounds(last, tz)) else { continue };
        let held = held(txn, new, row.space_id, (from, to)).await?;
        let held = match quota.metric {
            Metric::Bookings => held.len() as i64,
            Metric::Hours => held.iter().map(|(s, e)| (*e - *s).num_minutes()).sum::<i64>(),
        };
        quota.check(held, new.minutes)?;
    }
    Ok(())
}

/// The person's counted bookings starting in `[from, to)`, in one space or all.
async fn held(
    txn: &impl ConnectionTrait,
    new: &Counted,
    space_id: Option<Uuid>,
    (from, to): (DateTime<Utc>, DateTime<Utc>),
) -> AppResult<Vec<(DateTime<Utc>, DateTime<Utc>)>> {
    Ok(booking::Entity::find()
        .select_only()
        .column(booking::Column::StartsAt)
        .column(booking::Column::EndsAt)
        .filter(booking::Column::UserId.eq(new.user_id))
        .filter(booking::Column::StartsAt.gte(from))
        .filter(booking::Column::StartsAt.lt(to))
        .filter(booking::Column::Status.is_in(COUNTED))
        .apply_if(space_id, |q, id| q.filter(booking::Column::SpaceId.eq(id)))
        .apply_if(new.except, |q, id| q.filter(booking::Column::Id.ne(id)))
        .into_tuple()
        .all(txn)
        .await?)
}

/// Every limit, the deployment-wide ones first.
pub async fn list(db: &impl ConnectionTrait) -> AppResult<Vec<quota::Model>> {
    let mut rows = quota::Entity::find().order_by_asc(quota::Column::CreatedAt).all(db).await?;
    rows.sort_by_key(|q| q.space_id.is_some());
    Ok(rows)
}

/// Saves a new limit; one per scope, metric and period.
pub async fn create(
    db: &DatabaseConnection,
    space_id: Option<Uuid>,
    quota: Quota,
    (admin_id, now): (Uuid, DateTime<Utc>),
) -> AppResult<quota::Model> {
    let quota = quota.validate()?;
    let txn = begin_write(db).await?;
    if let Some(space_id) = space_id {
        // The space's row, locked: a removal racing this waits or is seen.
        let space = entities::space::Entity::find_by_id(space_id).one(&txn).await?;
        if space.is_none_or(|s| s.archived_at.is_some()) {
            return Err(AppError::NotFound);
        }
    }
    let same = quota::Entity::find()
        .filter(match space_id {
            Some(id) => quota::Column::SpaceId.eq(id),
            None => quota::Column::SpaceId.is_null(),
        })
        .filter(quota::Column::Metric.eq(quota.metric.as_str()))
        .filter(quota::Column::Period.eq(quota.period.as_str()))
        .one(&txn)
        .await?;
    if same.is_some() {
        return Err(AppError::validation("period", msg::QUOTA_EXISTS));
    }
    let row = quota::ActiveModel {
        id: Set(Uuid::now_v7()),
        space_id: Set(space_id),
        metric: Set(quota.metric.as_str().to_owned()),
        period: Set(quota.period.as_str().to_owned()),
        max: Set(quota.max),
        created_by: Set(Some(admin_id)),
        created_at: Set(now),
    }
    .insert(&txn)
    .await
    // Another admin created the same limit at the same instant: the unique index decides.
    .map_err(|err| match violation(&err) {
        Some(Violation::Unique) => AppError::validation("period", msg::QUOTA_EXISTS),
        _ => err.into(),
    })?;
    txn.commit().await?;
    Ok(row)
}

/// Removes a limit; false when there was none.
pub async fn delete(db: &DatabaseConnection, id: Uuid) -> AppResult<bool> {
    Ok(quota::Entity::delete_by_id(id).exec(db).await?.rows_affected > 0)
}
