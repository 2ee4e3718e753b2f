//! Quotas in the schema (docs/scheduling.md, "Quotas"): the limits on how much one person
//! books per day, week or month; admins set them, every booking write checks them.

use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::quota;

use super::types::Space;
use crate::domain::quota::{self as domain, Quota as Limit};
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::{spaces, spaces::quota as quotas};

/// What a quota counts.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum QuotaMetric {
    /// Booked hours.
    Hours,
    /// Bookings, whatever their length.
    Bookings,
}

/// The stretch a quota counts over, in the business zone.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum QuotaPeriod {
    Day,
    /// Monday to Sunday.
    Week,
    /// A calendar month.
    Month,
}

impl From<QuotaMetric> for domain::Metric {
    fn from(m: QuotaMetric) -> Self {
        match m {
            QuotaMetric::Hours => domain::Metric::Hours,
            QuotaMetric::Bookings => domain::Metric::Bookings,
        }
    }
}

impl From<QuotaPeriod> for domain::Period {
    fn from(p: QuotaPeriod) -> Self {
        match p {
            QuotaPeriod::Day => domain::Period::Day,
            QuotaPeriod::Week => domain::Period::Week,
            QuotaPeriod::Month => domain::Period::Month,
        }
    }
}

impl From<domain::Metric> for QuotaMetric {
    fn from(m: domain::Metric) -> Self {
        match m {
            domain::Metric::Hours => QuotaMetric::Hours,
            domain::Metric::Bookings => QuotaMetric::Bookings,
        }
    }
}

impl From<domain::Period> for QuotaPeriod {
    fn from(p: domain::Period) -> Self {
        match p {
            domain::Period::Day => QuotaPeriod::Day,
            domain::Period::Week => QuotaPeriod::Week,
            domain::Period::Month => QuotaPeriod::Month,
        }
    }
}

/// How much one person may book per period, counting their requests awaiting approval,
/// pending, confirmed and completed bookings that start in it: in one space, or across
/// every space.
pub struct Quota(pub quota::Model);

#[Object]
impl Quota {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::Quota, self.0.id)
    }

    /// Null: across every space.
    async fn space(&self, ctx: &Context<'_>) -> Result<Option<Space>> {
        let Some(id) = self.0.space_id else { return Ok(None) };
        Ok(ctx.loaders()?.spaces.load_one(id).await?.map(Space))
    }

    async fn metric(&self) -> Result<QuotaMetric> {
        Ok(quotas::of(&self.0)?.metric.into())
    }

    async fn period(&self) -> Result<QuotaPeriod> {
        Ok(quotas::of(&self.0)?.period.into())
    }

    /// At most this many hours or bookings per period.
    async fn max(&self) -> i32 {
        self.0.max
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

/// A limit a person's bookings of a space count against, as the booking form shows it.
#[derive(SimpleObject)]
pub struct BookingLimit {
    metric: QuotaMetric,
    period: QuotaPeriod,
    /// At most this many hours or bookings per period.
    max: i32,
    /// True: the person's bookings in every space count together.
    across_spaces: bool,
}

/// The limits that apply to bookings of `space_id` (its own and every space's).
pub async fn limits_of(ctx: &Context<'_>, space_id: uuid::Uuid) -> Result<Vec<BookingLimit>> {
    let rows = quotas::applying(&ctx.app()?.db, space_id).await?;
    let mut limits = Vec::with_capacity(rows.len());
    for row in rows {
        let limit = quotas::of(&row)?;
        limits.push(BookingLimit {
            metric: limit.metric.into(),
            period: limit.period.into(),
            max: row.max,
            across_spaces: row.space_id.is_none(),
        });
    }
    Ok(limits)
}

#[derive(InputObject)]
struct CreateQuotaInput {
    /// Null: across every space.
    space_id: Option<ID>,
    metric: QuotaMetric,
    period: QuotaPeriod,
    /// 1 to 1000.
    max: i32,
}

#[derive(SimpleObject)]
struct CreateQuotaPayload {
    quota: Quota,
}

#[derive(InputObject)]
struct DeleteQuotaInput {
    quota_id: ID,
}

#[derive(SimpleObject)]
struct DeleteQuotaPayload {
    deleted_quota_id: ID,
}

#[derive(Default)]
pub struct QuotaQuery;

#[Object]
impl QuotaQuery {
    /// Admins: every quota, those across every space first.
    async fn quotas(&self, ctx: &Context<'_>) -> Result<Vec<Quota>> {
        ctx.viewer().require_admin()?;
        Ok(quotas::list(&ctx.app()?.db).await?.into_iter().map(Quota).collect())
    }
}

#[derive(Default)]
pub struct QuotaMutation;

#[Object]
impl QuotaMutation {
    /// Admins: a new limit. It counts from the next booking on; bookings already made are
    /// kept. One per scope, metric and period.
    async fn create_quota(&self, ctx: &Context<'_>, input: CreateQuotaInput) -> Result<CreateQuotaPayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let space_id = match &input.space_id {
            Some(id) => {
                let uuid = ids::decode_as(Kind::Space, id)?;
                spaces::find(&app.db, uuid).await?.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)?;
                Some(uuid)
            }
            None => None,
        };
        let limit = Limit {
            metric: input.metric.into(),
            period: input.period.into(),
            max: input.max,
            one_space: space_id.is_some(),
        };
        let row = quotas::create(&app.db, space_id, limit, (admin.id, app.clock.now())).await?;
        Ok(CreateQuotaPayload { quota: Quota(row) })
    }

    /// Admins: removes a limit.
    async fn delete_quota(&self, ctx: &Context<'_>, input: DeleteQuotaInput) -> Result<DeleteQuotaPayload> {
        ctx.viewer().require_admin()?;
        let id = ids::decode_as(Kind::Quota, &input.quota_id)?;
        if !quotas::delete(&ctx.app()?.db, id).await? {
            return Err(AppError::NotFound.into());
        }
        Ok(DeleteQuotaPayload { deleted_quota_id: input.quota_id })
    }
}
