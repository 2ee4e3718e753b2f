use async_graphql::{Context, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Duration, Utc};

use crate::domain::messages as msg;
use crate::domain::schedule::ClockTime;
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::scalars::{Date, Decimal};
use crate::graphql::spaces::Space;
use crate::services::calendar::free::{self, When};
use crate::services::spaces::SpaceFilter;

/// What one search weighs in a request's complexity budget (every active space is weighed).
pub const FREE_SPACES_COST: usize = 50;

#[derive(Default)]
pub struct FreeSpaceQuery;

/// What 'Encontrar espaço livre' asks: a day, then either a start and an end, or a
/// duration (any time that day); the space's size and resources.
#[derive(InputObject)]
pub struct FreeSpacesInput {
    date: Date,
    /// Local time in the business zone, "HH:MM" (with `endTime`).
    start_time: Option<String>,
    /// Local time in the business zone, "HH:MM" (with `startTime`).
    end_time: Option<String>,
    /// Instead of `startTime`/`endTime`: this long, at the first time each space allows.
    duration_minutes: Option<i32>,
    min_capacity: Option<i32>,
    /// The space must have every one of these.
    resources: Option<Vec<String>>,
}

/// A space free at the time asked, with the hours a booking would take (send them to
/// `createBooking`) and what it would cost.
#[derive(SimpleObject)]
pub struct FreeSpace {
    space: Space,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    total_price: Decimal,
}

fn clock(field: &str, text: &str) -> Result<ClockTime, AppError> {
    ClockTime::parse(text.trim())
        .filter(|t| t.minutes() % 30 == 0)
        .ok_or_else(|| AppError::validation(field, msg::FREE_SEARCH_TIME))
}

impl FreeSpacesInput {
    fn when(&self) -> Result<When, AppError> {
        match (&self.start_time, &self.end_time, self.duration_minutes) {
            (Some(start), Some(end), None) => {
                let (start, end) = (clock("startTime", start)?, clock("endTime", end)?);
                if end <= start {
                    return Err(AppError::validation("endTime", msg::FREE_SEARCH_END));
                }
                Ok(When::Between(start, end))
            }
            (None, None, Some(minutes)) => {
                if !(30..=24 * 60).contains(&minutes) || minutes % 30 != 0 {
                    return Err(AppError::validation("durationMinutes", msg::FREE_SEARCH_DURATION));
                }
                Ok(When::Lasting(Duration::minutes(i64::from(minutes))))
            }
            _ => Err(AppError::validation("startTime", msg::FREE_SEARCH_WHEN)),
        }
    }
}

#[Object]
impl FreeSpaceQuery {
    /// 'Encontrar espaço livre': the active spaces where a booking of that time passes
    /// every rule now (opening hours, closures, buffers, notice, lengths, horizon),
    /// cheapest first. One request; three SQL statements whatever the number of spaces.
    /// Weighs 50 in the request's complexity budget.
    #[graphql(complexity = "FREE_SPACES_COST + child_complexity")]
    async fn free_spaces(&self, ctx: &Context<'_>, input: FreeSpacesInput) -> Result<Vec<FreeSpace>> {
        let app = ctx.app()?;
        ctx.viewer().require_user()?;
        let when = input.when()?;
        let filter = SpaceFilter {
            min_capacity: input.min_capacity,
            resources: input.resources.clone().unwrap_or_default(),
            ..SpaceFilter::default()
        };
        let found = free::search(
            &app.db,
            &filter,
            input.date.0,
            when,
            (app.config.timezone, app.clock.now()),
            &app.config.rules(),
        )
        .await?;
        Ok(found
            .into_iter()
            .map(|f| FreeSpace {
                space: Space(f.space),
                starts_at: f.starts_at,
                ends_at: f.ends_at,
                total_price: Decimal::from_cents(f.price_cents),
            })
            .collect())
    }
}
