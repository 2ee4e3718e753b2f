//! Counts for public figures.

use entities::space;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::error::AppResult;

pub struct LandingStats {
    pub spaces: u64,
    pub bookings: u64,
}

/// Active spaces and every booking ever made, counted in SQL.
pub async fn landing(db: &impl ConnectionTrait) -> AppResult<LandingStats> {
    let spaces = space::Entity::find().filter(space::Column::IsActive.eq(true)).count(db).await?;
    let bookings = crate::services::reports::admin::bookings_total(db).await? as u64;
    Ok(LandingStats { spaces, bookings })
}
