//! Figures for the dashboards, computed in SQL.

use chrono::{DateTime, Duration, Utc};
use entities::space;
use sea_orm::sea_query::{Expr, Order};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::error::AppResult;

/// sea-query passes custom SQL through: PostgreSQL wants `$1`, SQLite `?`.
pub fn placeholder(backend: DatabaseBackend) -> &'static str {
    if backend == DatabaseBackend::Postgres { "$1" } else { "?" }
}

/// The `limit` active spaces with the most bookings created in the last 30 days, newest
/// space first on ties (docs/booking-rules.md, "Lists and figures").
pub async fn popular_spaces(db: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> AppResult<Vec<space::Model>> {
    let since = now - Duration::days(30);
    let recent = format!(
        "(SELECT COUNT(*) FROM bookings b WHERE b.space_id = spaces.id AND b.created_at >= {})",
        placeholder(db.get_database_backend())
    );
    Ok(space::Entity::find()
        .filter(space::Column::IsActive.eq(true))
        .order_by(Expr::cust_with_values(recent, [since]), Order::Desc)
        .order_by_desc(space::Column::CreatedAt)
        .limit(limit)
        .all(db)
        .await?)
}
