//! DataLoaders for the relations a list fans out over (a booking's space, user and series).
//! Created per request by the transport, never stored in the schema.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::{DataLoader, HashMapCache, Loader};
use entities::{booking_series, space, user};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::error::AppError;

pub struct SpaceLoader(DatabaseConnection);
pub struct UserLoader(DatabaseConnection);
pub struct SeriesLoader(DatabaseConnection);

impl Loader<Uuid> for SeriesLoader {
    type Value = booking_series::Model;
    type Error = AppError;

    async fn load(&self, keys: &[Uuid]) -> Result<HashMap<Uuid, booking_series::Model>, AppError> {
        let rows = booking_series::Entity::find()
            .filter(booking_series::Column::Id.is_in(keys.iter().copied()))
            .all(&self.0)
            .await?;
        Ok(rows.into_iter().map(|s| (s.id, s)).collect())
    }
}

impl Loader<Uuid> for SpaceLoader {
    type Value = space::Model;
    type Error = AppError;

    async fn load(&self, keys: &[Uuid]) -> Result<HashMap<Uuid, space::Model>, AppError> {
        let rows = space::Entity::find().filter(space::Column::Id.is_in(keys.iter().copied())).all(&self.0).await?;
        Ok(rows.into_iter().map(|s| (s.id, s)).collect())
    }
}

impl Loader<Uuid> for UserLoader {
    type Value = user::Model;
    type Error = AppError;

    async fn load(&self, keys: &[Uuid]) -> Result<HashMap<Uuid, user::Model>, AppError> {
        let rows = user::Entity::find().filter(user::Column::Id.is_in(keys.iter().copied())).all(&self.0).await?;
        Ok(rows.into_iter().map(|u| (u.id, u)).collect())
    }
}

/// The loaders of one request (shared by the operations of a batch). They cache what
/// they loaded or were fed for the request's lifetime, so a list that read its relations
/// in its own query primes them and no second query is made.
#[derive(Clone)]
pub struct Loaders {
    pub spaces: Arc<DataLoader<SpaceLoader, HashMapCache>>,
    pub users: Arc<DataLoader<UserLoader, HashMapCache>>,
    pub series: Arc<DataLoader<SeriesLoader, HashMapCache>>,
}

impl Loaders {
    pub fn new(db: &DatabaseConnection) -> Self {
        Self {
            spaces: Arc::new(DataLoader::with_cache(SpaceLoader(db.clone()), tokio::spawn, HashMapCache::default())),
            users: Arc::new(DataLoader::with_cache(UserLoader(db.clone()), tokio::spawn, HashMapCache::default())),
            series: Arc::new(DataLoader::with_cache(SeriesLoader(db.clone()), tokio::spawn, HashMapCache::default())),
        }
    }

    /// For a websocket: it lives as long as the connection, so nothing is kept between
    /// two pushes (a renamed space must show its new name).
    pub fn uncached(db: &DatabaseConnection) -> Self {
        let loaders = Self::new(db);
        loaders.spaces.enable_all_cache(false);
        loaders.users.enable_all_cache(false);
        loaders
    }
}
