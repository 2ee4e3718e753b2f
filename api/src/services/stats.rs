//! Counts for public figures.

use entities::{booking, space};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::error::AppResult;

pub struct LandingStats {
    pub spaces: u64,
    pub bookings: u64,
}

/// Active spaces and every booking ever made, counted in SQL.
pub async fn landing(db: &impl ConnectionTrait) -> AppResult<LandingStats> {
    let spaces = space::Entity::find().filter(space::Column::IsActive.eq(true)).count(db).await?;
    let bookings = booking::Entity::find().count(db).await?;
    Ok(LandingStats { spaces, bookings })
}
