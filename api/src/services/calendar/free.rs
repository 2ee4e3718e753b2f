//! 'Encontrar espaço livre': the active spaces free at a time, or for a length of time
//! any time that day, cheapest first. The same reads as the agenda (spaces, closures,
//! bookings: three statements), then every rule a booking would meet, in memory.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use entities::space;
use sea_orm::ConnectionTrait;

use crate::domain::booking::price_cents;
use crate::domain::schedule::{ClockTime, Schedule, SpaceRules};
use crate::error::AppResult;
use crate::services::bookings::store::DaySlot;
use crate::services::calendar::grid;
use crate::services::spaces::{self, SpaceFilter};

/// The most spaces one search weighs.
const CANDIDATES: u64 = 500;

/// When the booking would be.
#[derive(Clone, Copy, Debug)]
pub enum When {
    /// From one local time to another on the date.
    Between(ClockTime, ClockTime),
    /// This long, starting at the first hour that allows it.
    Lasting(Duration),
}

/// A space free then, with the hours a booking would take and its price.
pub struct Free {
    pub space: space::Model,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub price_cents: i64,
}

pub async fn search(
    db: &impl ConnectionTrait,
    filter: &SpaceFilter,
    date: NaiveDate,
    when: When,
    (tz, now): (Tz, DateTime<Utc>),
    global: &SpaceRules,
) -> AppResult<Vec<Free>> {
    let candidates = spaces::by_name(db, filter, None, true, CANDIDATES).await?;
    let rows = grid::days(db, candidates, date, date, tz, global).await?;
    let mut found: Vec<Free> = rows
        .into_iter()
        .filter_map(|row| {
            let rules = &row.day.rules;
            let schedule = Schedule { tz, rules, closures: &[] };
            let window = match when {
                When::Between(from, to) => {
                    let (starts_at, ends_at) = (from.on(date, tz)?, to.on(date, tz)?);
                    fits(&schedule, &row.day.slots, starts_at, ends_at, now).then_some((starts_at, ends_at))
                }
                When::Lasting(length) => row
                    .day
                    .slots
                    .iter()
                    .map(|s| (s.starts_at, s.starts_at + length))
                    .find(|(starts_at, ends_at)| fits(&schedule, &row.day.slots, *starts_at, *ends_at, now)),
            }?;
            let (starts_at, ends_at) = window;
            let price = price_cents((ends_at - starts_at).num_minutes(), row.space.price_per_hour_cents);
            Some(Free { space: row.space, starts_at, ends_at, price_cents: price })
        })
        .collect();
    found.sort_by(|a, b| a.price_cents.cmp(&b.price_cents).then_with(|| a.space.name.cmp(&b.space.name)));
    Ok(found)
}

/// Whether a booking of `[starts_at, ends_at)` passes the space's rules (hours, grid,
/// lengths, notice, horizon) and every slot it covers is free (buffers included). A
/// closed day has no slots.
fn fits(
    schedule: &Schedule,
    slots: &[DaySlot],
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> bool {
    if schedule.check(starts_at, ends_at, now).is_err() {
        return false;
    }
    let covered: Vec<&DaySlot> = slots.iter().filter(|s| s.starts_at >= starts_at && s.ends_at <= ends_at).collect();
    let contiguous = covered.windows(2).all(|w| w[0].ends_at == w[1].starts_at);
    covered.first().is_some_and(|s| s.starts_at == starts_at)
        && covered.last().is_some_and(|s| s.ends_at == ends_at)
        && contiguous
        && covered.iter().all(|s| s.free)
}
