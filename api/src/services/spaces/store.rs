//! The `spaces` table: listing with filters and keyset pagination, and the admin's
//! create, update, activate and delete (with the space's bookings, in one transaction).

use chrono::{DateTime, Utc};
use entities::{booking, space};
use sea_orm::sea_query::{Expr, LikeExpr, SimpleExpr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait,
    IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set, TransactionTrait,
};
use uuid::Uuid;

use crate::domain::space::{ValidSpace, fold, search_text};
use crate::error::{AppError, AppResult};
use crate::services::paging::{self, Counted};
use crate::services::webhooks::{self, SpaceChange};

/// What the explore and admin screens filter by. `None` means "any".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpaceFilter {
    pub search: Option<String>,
    pub min_capacity: Option<i32>,
    pub max_capacity: Option<i32>,
    pub min_price_cents: Option<i64>,
    pub max_price_cents: Option<i64>,
    /// Spaces must have all of these.
    pub resources: Vec<String>,
    /// Admins only; ordinary users always get active spaces.
    pub active: Option<bool>,
}

/// A position in the newest-first order: (created_at, id) of the last row seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cursor {
    pub created_at: DateTime<Utc>,
    pub id: Uuid,
}

pub struct Page {
    pub items: Vec<space::Model>,
    pub has_next: bool,
    /// Every space matching the filter, across pages, when asked for.
    pub total: Option<u64>,
}

fn condition(backend: DatabaseBackend, filter: &SpaceFilter, only_active: bool) -> Condition {
    // An archived space (deleted while bookings reference it) is in no list.
    let mut cond = Condition::all().add(space::Column::ArchivedAt.is_null());
    if only_active {
        cond = cond.add(space::Column::IsActive.eq(true));
    } else if let Some(active) = filter.active {
        cond = cond.add(space::Column::IsActive.eq(active));
    }
    if let Some(search) = filter.search.as_deref() {
        for word in fold(search).split_whitespace().take(8) {
            let escaped = word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            cond = cond.add(space::Column::SearchText.like(LikeExpr::new(format!("%{escaped}%")).escape('\\')));
        }
    }
    if let Some(min) = filter.min_capacity {
        cond = cond.add(space::Column::Capacity.gte(min));
    }
    if let Some(max) = filter.max_capacity {
        cond = cond.add(space::Column::Capacity.lte(max));
    }
    if let Some(min) = filter.min_price_cents {
        cond = cond.add(space::Column::PricePerHourCents.gte(min));
    }
    if let Some(max) = filter.max_price_cents {
        cond = cond.add(space::Column::PricePerHourCents.lte(max));
    }
    for resource in filter.resources.iter().map(|r| r.trim()).filter(|r| !r.is_empty()) {
        cond = cond.add(has_resource(backend, resource));
    }
    cond
}

fn has_resource(backend: DatabaseBackend, resource: &str) -> SimpleExpr {
    match backend {
        DatabaseBackend::Postgres => {
            Expr::cust_with_values("spaces.resources @> jsonb_build_array($1::text)", [resource])
        }
        _ => Expr::cust_with_values(
            "EXISTS (SELECT 1 FROM json_each(spaces.resources) WHERE json_each.value = ?)",
            [resource],
        ),
    }
}

/// One page of spaces, newest first, whether more follow and, with `with_total`, how
/// many match in all (in the same statement).
pub async fn list(
    db: &impl ConnectionTrait,
    filter: &SpaceFilter,
    only_active: bool,
    first: u64,
    after: Option<Cursor>,
    with_total: bool,
) -> AppResult<Page> {
    let matching = condition(db.get_database_backend(), filter, only_active);
    let mut cond = matching.clone();
    if let Some(after) = after {
        cond = cond.add(Condition::any().add(space::Column::CreatedAt.lt(after.created_at)).add(
            Condition::all().add(space::Column::CreatedAt.eq(after.created_at)).add(space::Column::Id.lt(after.id)),
        ));
    }
    let query = space::Entity::find()
        .filter(cond)
        .order_by_desc(space::Column::CreatedAt)
        .order_by_desc(space::Column::Id)
        .limit(first + 1);
    let (mut items, total) = if with_total {
        let count =
            space::Entity::find().select_only().column_as(space::Column::Id.count(), "n").filter(matching).into_query();
        let (total, alias) = paging::total_column(count);
        let (items, total) = paging::split(query.column_as(total, alias).into_model::<Counted<_>>().all(db).await?);
        let total = paging::total(total, after.is_some(), self::count(db, filter, only_active)).await?;
        (items, Some(total))
    } else {
        (query.all(db).await?, None)
    };
    let has_next = items.len() as u64 > first;
    items.truncate(first as usize);
    Ok(Page { items, has_next, total })
}

pub async fn count(db: &impl ConnectionTrait, filter: &SpaceFilter, only_active: bool) -> AppResult<u64> {
    let cond = condition(db.get_database_backend(), filter, only_active);
    Ok(space::Entity::find().filter(cond).count(db).await?)
}

/// The scheduler grid's spaces, by name: those matching `filter`, only `ids` when given;
/// at most `limit`.
pub async fn by_name(
    db: &impl ConnectionTrait,
    filter: &SpaceFilter,
    ids: Option<&[Uuid]>,
    only_active: bool,
    limit: u64,
) -> AppResult<Vec<space::Model>> {
    let mut cond = condition(db.get_database_backend(), filter, only_active);
    if let Some(ids) = ids {
        cond = cond.add(space::Column::Id.is_in(ids.iter().copied()));
    }
    Ok(space::Entity::find()
        .filter(cond)
        .order_by_asc(space::Column::Name)
        .order_by_asc(space::Column::Id)
        .limit(limit)
        .all(db)
        .await?)
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<space::Model>> {
    Ok(space::Entity::find_by_id(id).one(db).await?)
}

/// Each write below announces itself to webhooks in its own transaction.
pub async fn create(db: &DatabaseConnection, valid: ValidSpace, now: DateTime<Utc>) -> AppResult<space::Model> {
    let model = space::ActiveModel {
        id: Set(Uuid::now_v7()),
        search_text: Set(search_text(&[&valid.name, valid.description.as_deref().unwrap_or_default()])),
        name: Set(valid.name),
        description: Set(valid.description),
        capacity: Set(valid.capacity),
        price_per_hour_cents: Set(valid.price_per_hour_cents),
        resources: Set(serde_json::json!(valid.resources)),
        image_url: Set(valid.image_url),
        is_active: Set(true),
        created_at: Set(now),
        updated_at: Set(now),
        archived_at: Set(None),
        ..Default::default()
    };
    let txn = db.begin().await?;
    let space = model.insert(&txn).await?;
    webhooks::space_changed(&txn, &space, SpaceChange::Created, now).await?;
    txn.commit().await?;
    Ok(space)
}

pub async fn update(
    db: &DatabaseConnection,
    existing: space::Model,
    valid: ValidSpace,
    now: DateTime<Utc>,
) -> AppResult<space::Model> {
    let mut model = existing.into_active_model();
    model.search_text = Set(search_text(&[&valid.name, valid.description.as_deref().unwrap_or_default()]));
    model.name = Set(valid.name);
    model.description = Set(valid.description);
    model.capacity = Set(valid.capacity);
    model.price_per_hour_cents = Set(valid.price_per_hour_cents);
    model.resources = Set(serde_json::json!(valid.resources));
    model.image_url = Set(valid.image_url);
    model.updated_at = Set(now);
    let txn = db.begin().await?;
    let space = model.update(&txn).await?;
    webhooks::space_changed(&txn, &space, SpaceChange::Updated, now).await?;
    txn.commit().await?;
    Ok(space)
}

pub async fn set_active(
    db: &DatabaseConnection,
    existing: space::Model,
    active: bool,
    now: DateTime<Utc>,
) -> AppResult<space::Model> {
    let mut model = existing.into_active_model();
    model.is_active = Set(active);
    model.updated_at = Set(now);
    let txn = db.begin().await?;
    let space = model.update(&txn).await?;
    let change = if active { SpaceChange::Activated } else { SpaceChange::Deactivated };
    webhooks::space_changed(&txn, &space, change, now).await?;
    txn.commit().await?;
    Ok(space)
}

/// (all, active = pending or confirmed, cancelled) bookings of a space, in one query.
pub async fn booking_counts(db: &impl ConnectionTrait, space_id: Uuid) -> AppResult<(u64, u64, u64)> {
    let rows: Vec<(String, i64)> = booking::Entity::find()
        .select_only()
        .column(booking::Column::Status)
        .column_as(booking::Column::Id.count(), "n")
        .filter(booking::Column::SpaceId.eq(space_id))
        .group_by(booking::Column::Status)
        .into_tuple()
        .all(db)
        .await?;
    let count = |pred: &dyn Fn(&str) -> bool| rows.iter().filter(|(s, _)| pred(s)).map(|(_, n)| *n as u64).sum::<u64>();
    Ok((
        count(&|_| true),
        count(&|s| crate::services::bookings::store::BLOCKING.contains(&s)),
        count(&|s| s == "cancelled"),
    ))
}

/// The space's bookings that removing it would cancel: holding their slot, not yet
/// ended; soonest first.
pub async fn affected_bookings(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<Vec<booking::Model>> {
    Ok(booking::Entity::find()
        .filter(booking::Column::SpaceId.eq(space_id))
        .filter(booking::Column::Status.is_in(crate::services::bookings::store::BLOCKING))
        .filter(booking::Column::EndsAt.gt(now))
        .order_by_asc(booking::Column::StartsAt)
        .all(db)
        .await?)
}

/// How an admin takes a space out of use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// Inactive: hidden from users, kept for the admin.
    Deactivate,
    /// Gone from every list; archived when bookings reference it, deleted otherwise.
    Delete,
}

/// What a removal did.
pub struct Removed {
    pub space: Option<space::Model>,
    /// Active bookings cancelled (refunded when paid, each owner mailed).
    pub cancelled: Vec<booking::Model>,
    /// Kept, hidden, for the history of the bookings that reference it.
    pub archived: bool,
}

/// Deactivates or deletes a space, first cancelling its active bookings, all in one
/// transaction (docs/booking-lifecycle.md, "Removing a space"). `expected` is the count
/// the admin confirmed: if the bookings changed since the preview, nothing happens.
pub async fn remove(
    db: &DatabaseConnection,
    space_id: Uuid,
    removal: Removal,
    expected: Option<u64>,
    admin_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<Removed> {
    use crate::domain::booking::Actor;
    use crate::domain::messages as msg;
    use crate::services::bookings::flows::cancel_within;
    use crate::services::bookings::history::Kind;
    use crate::services::bookings::store::{begin_write, lock_space};

    let txn = begin_write(db).await?;
    // New bookings of this space wait for this transaction, then see it inactive.
    lock_space(&txn, space_id).await?;
    let space = find(&txn, space_id).await?.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)?;
    let affected = affected_bookings(&txn, space_id, now).await?;
    if expected != Some(affected.len() as u64) && !(expected.is_none() && affected.is_empty()) {
        return Err(AppError::Conflict { title: None, message: msg::SPACE_BOOKINGS_CHANGED.into() });
    }
    let reason = match removal {
        Removal::Deactivate => msg::SPACE_DEACTIVATED_REASON,
        Removal::Delete => msg::SPACE_REMOVED_REASON,
    };
    let mut cancelled = Vec::with_capacity(affected.len());
    for booking in &affected {
        let reason = Some(reason.to_owned());
        let admin = (Actor::Admin, crate::domain::booking::CANCEL_MIN_LEAD);
        cancelled.push(cancel_within(&txn, now, booking, admin, Some(admin_id), reason, Kind::Cancelled).await?);
    }
    let (total, _, _) = booking_counts(&txn, space_id).await?;
    let (space, archived) = match removal {
        Removal::Delete if total == 0 => {
            webhooks::space_changed(&txn, &space, SpaceChange::Deleted, now).await?;
            space::Entity::delete_by_id(space_id).exec(&txn).await?;
            (None, false)
        }
        _ => {
            let mut model = space.into_active_model();
            model.is_active = Set(false);
            model.updated_at = Set(now);
            if removal == Removal::Delete {
                model.archived_at = Set(Some(now));
            }
            let space = model.update(&txn).await?;
            let change = if removal == Removal::Delete { SpaceChange::Archived } else { SpaceChange::Deactivated };
            webhooks::space_changed(&txn, &space, change, now).await?;
            (Some(space), removal == Removal::Delete)
        }
    };
    txn.commit().await?;
    Ok(Removed { space, cancelled, archived })
}

/// Whether any space still points at this stored image.
pub async fn image_in_use(db: &impl ConnectionTrait, url: &str) -> AppResult<bool> {
    Ok(space::Entity::find()
        .select_only()
        .column(space::Column::Id)
        .filter(space::Column::ImageUrl.eq(url))
        .into_tuple::<Uuid>()
        .one(db)
        .await?
        .is_some())
}
