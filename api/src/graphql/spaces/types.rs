use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::space;

use super::schedule::{self, BookingRules, Closure, RuleOverrides};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::{Date, Decimal};
use crate::services::bookings::store as bookings;
use crate::services::spaces;

/// A bookable space.
pub struct Space(pub space::Model);

/// How many bookings a space has (shown before deleting it).
#[derive(SimpleObject)]
pub struct SpaceBookingCounts {
    pub total: i32,
    /// Pending or confirmed.
    pub active: i32,
    pub cancelled: i32,
}

#[Object]
impl Space {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::Space, self.0.id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn description(&self) -> Option<&str> {
        self.0.description.as_deref()
    }

    /// People.
    async fn capacity(&self) -> i32 {
        self.0.capacity
    }

    async fn price_per_hour(&self) -> Decimal {
        Decimal::from_cents(self.0.price_per_hour_cents)
    }

    async fn resources(&self) -> Vec<String> {
        resources_of(&self.0)
    }

    async fn image_url(&self) -> Option<&str> {
        self.0.image_url.as_deref()
    }

    async fn is_active(&self) -> bool {
        self.0.is_active
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    /// The first business day, from today and within the space's horizon, with an hour
    /// that can still be booked (the booking form opens on it); null when none is left.
    /// A few queries per space: ask for it on one space, not on a list.
    async fn first_free_date(&self, ctx: &Context<'_>) -> Result<Option<Date>> {
        ctx.viewer().require_user()?;
        let app = ctx.app()?;
        let (now, tz) = (app.clock.now(), app.config.timezone);
        let day = bookings::first_free_date(&app.db, &self.0, now, tz, &app.config.rules()).await?;
        Ok(day.map(Date))
    }

    /// The rules its bookings follow (its own where an admin set them).
    async fn booking_rules(&self, ctx: &Context<'_>) -> Result<BookingRules> {
        ctx.viewer().require_user()?;
        Ok(schedule::booking_rules(ctx.app()?, &self.0)?)
    }

    /// The limits each person's bookings of this space count against (its own and every
    /// space's; docs/scheduling.md, "Quotas"). Read per space: ask it of one space.
    async fn booking_limits(&self, ctx: &Context<'_>) -> Result<Vec<super::quotas::BookingLimit>> {
        ctx.viewer().require_user()?;
        super::quotas::limits_of(ctx, self.0.id).await
    }

    /// Admins: which of those rules are the space's own (null: the deployment's).
    async fn rule_overrides(&self, ctx: &Context<'_>) -> Result<RuleOverrides> {
        ctx.viewer().require_admin()?;
        Ok(schedule::rule_overrides(&self.0)?)
    }

    /// Closures of this space (and of every space) not yet over, soonest first.
    async fn upcoming_closures(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20, validator(minimum = 1, maximum = 100))] first: i32,
    ) -> Result<Vec<Closure>> {
        ctx.viewer().require_user()?;
        let app = ctx.app()?;
        let today = app.clock.now().with_timezone(&app.config.timezone).date_naive();
        let list = crate::services::spaces::schedule::upcoming(&app.db, Some(self.0.id), today, first as u64).await?;
        Ok(list.into_iter().map(Closure).collect())
    }

    /// Admins only: the bookings that deleting the space would delete too.
    async fn booking_counts(&self, ctx: &Context<'_>) -> Result<SpaceBookingCounts> {
        ctx.viewer().require_admin()?;
        let (total, active, cancelled) = spaces::booking_counts(&ctx.app()?.db, self.0.id).await?;
        Ok(SpaceBookingCounts { total: total as i32, active: active as i32, cancelled: cancelled as i32 })
    }
}

pub fn resources_of(model: &space::Model) -> Vec<String> {
    model
        .resources
        .as_array()
        .map(|list| list.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}
