use async_graphql::connection::{Connection, Edge, EmptyFields};
use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};

use super::types::Space;
use crate::domain::money;
use crate::error::AppError;
use crate::graphql::bookings::Booking;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::pagination::{decode_cursor, encode_cursor, page_size};
use crate::graphql::scalars::Decimal;
use crate::services::spaces::pages::PageKey;
use crate::services::spaces::{self, Cursor, SpaceFilter as Filter};

#[derive(Default)]
pub struct SpaceQuery;

/// Filters for `spaces`. Every bound is optional; a missing upper bound means "no limit".
#[derive(InputObject, Default)]
pub struct SpaceFilter {
    /// Words searched in the name and description, ignoring case and accents.
    search: Option<String>,
    min_capacity: Option<i32>,
    max_capacity: Option<i32>,
    min_price: Option<Decimal>,
    max_price: Option<Decimal>,
    /// The space must have every one of these.
    resources: Option<Vec<String>>,
    /// Admins only: active or inactive spaces. Users always get active spaces.
    is_active: Option<bool>,
}

impl SpaceFilter {
    /// The filter as the services read it; a bad price is an input error.
    pub fn parse(self) -> Result<Filter, AppError> {
        Ok(Filter {
            search: self.search.filter(|s| !s.trim().is_empty()),
            min_capacity: self.min_capacity,
            max_capacity: self.max_capacity,
            min_price_cents: price(self.min_price, "minPrice")?,
            max_price_cents: price(self.max_price, "maxPrice")?,
            resources: self.resources.unwrap_or_default(),
            active: self.is_active,
        })
    }
}

#[derive(SimpleObject)]
pub struct SpaceConnectionFields {
    /// All spaces matching the filter, across pages.
    total_count: i32,
}

pub type SpaceConnection = Connection<String, Space, SpaceConnectionFields, EmptyFields>;

/// What deactivating or deleting a space would do to its bookings.
#[derive(SimpleObject)]
pub struct SpaceRemovalPreview {
    /// Pending or confirmed bookings not yet ended: removing the space cancels them.
    /// Send this number back as `expectedActiveBookings` to confirm.
    active_bookings: i32,
    /// Those bookings, soonest first, with their owners (`user`).
    bookings: Vec<Booking>,
    /// Bookings of any status: when there are some, deleting archives the space (their
    /// history stays) instead of erasing it.
    total_bookings: i32,
}

fn price(value: Option<Decimal>, field: &str) -> Result<Option<i64>, AppError> {
    value
        .map(|d| {
            money::parse_cents(&d.0).ok_or_else(|| AppError::validation(field, "Preço deve ser um valor positivo"))
        })
        .transpose()
}

#[Object]
impl SpaceQuery {
    /// Spaces, newest first. Users see active spaces only.
    async fn spaces(
        &self,
        ctx: &Context<'_>,
        filter: Option<SpaceFilter>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<SpaceConnection> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        viewer.require_user()?;
        let only_active = !viewer.is_admin();
        let filter = filter.unwrap_or_default().parse()?;
        let first = page_size(first)?;
        let after = after.map(|c| decode_cursor(&c)).transpose()?.map(|(created_at, id)| Cursor { created_at, id });
        let with_total = ctx.look_ahead().field("totalCount").exists();
        let key = PageKey { filter: filter.clone(), only_active, first, after, with_total };
        let read = spaces::list(&app.db, &filter, only_active, first, after, with_total);
        let page = app.space_pages.get_or_load(key, read).await?;
        let mut connection = Connection::with_additional_fields(
            after.is_some(),
            page.has_next,
            SpaceConnectionFields { total_count: page.total.unwrap_or_default() as i32 },
        );
        connection
            .edges
            .extend(page.items.iter().map(|s| Edge::new(encode_cursor(s.created_at, s.id), Space(s.clone()))));
        Ok(connection)
    }

    /// Admins: what removing the space would cancel, before confirming.
    async fn space_removal_preview(&self, ctx: &Context<'_>, id: ID) -> Result<SpaceRemovalPreview> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let uuid = ids::decode_as(Kind::Space, &id)?;
        spaces::find(&app.db, uuid).await?.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)?;
        let affected = spaces::affected_bookings(&app.db, uuid, app.clock.now()).await?;
        let (total, _, _) = spaces::booking_counts(&app.db, uuid).await?;
        Ok(SpaceRemovalPreview {
            active_bookings: affected.len() as i32,
            bookings: affected.into_iter().map(Booking::new).collect(),
            total_bookings: total as i32,
        })
    }

    /// One space; an inactive space is visible to admins only.
    async fn space(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Space>> {
        let viewer = ctx.viewer();
        viewer.require_user()?;
        let Ok(uuid) = ids::decode_as(Kind::Space, &id) else { return Ok(None) };
        let found = spaces::find(&ctx.app()?.db, uuid).await?;
        Ok(found.filter(|s| s.is_active || viewer.is_admin()).map(Space))
    }
}
