//! The scheduler grid: several spaces over one day, or one space over a week, read with a
//! fixed number of statements whatever the number of rows (the spaces, their closures,
//! their blocking bookings), then laid out per row in memory.

use std::collections::HashMap;

use chrono::NaiveDate;
use chrono_tz::Tz;
use entities::{booking, closure, space};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::domain::booking::Status;
use crate::domain::calendar::day_bounds;
use crate::domain::schedule::{Closure, Schedule, SpaceRules};
use crate::error::{AppError, AppResult};
use crate::services::bookings::store::{self as bookings, DayAvailability, Held};
use crate::services::spaces::schedule::rules_of;

/// One space's day in the grid: its open hours as the booking form sees them, and the
/// bookings drawn on it (blocking or completed, whose times meet the day).
pub struct GridDay {
    pub space: space::Model,
    pub date: NaiveDate,
    pub day: DayAvailability,
    pub blocks: Vec<booking::Model>,
}

/// The days `from ..= to` of each space, row by row in the order given (each space's days
/// together). Two statements (closures, bookings) whatever the number of rows.
pub async fn days(
    db: &impl ConnectionTrait,
    spaces: Vec<space::Model>,
    from: NaiveDate,
    to: NaiveDate,
    tz: Tz,
    global: &SpaceRules,
) -> AppResult<Vec<GridDay>> {
    let ids: Vec<Uuid> = spaces.iter().map(|s| s.id).collect();
    let closures = closures_of(db, &ids, from, to).await?;
    let bad_date = || AppError::internal(format!("no business day bounds for {from}..{to}"));
    let (start, _) = day_bounds(from, tz).ok_or_else(bad_date)?;
    let (_, end) = day_bounds(to, tz).ok_or_else(bad_date)?;
    let mut by_space: HashMap<Uuid, Vec<booking::Model>> = HashMap::new();
    for b in bookings::blocking_between(db, &ids, start, end).await? {
        by_space.entry(b.space_id).or_default().push(b);
    }
    let everywhere: Vec<Closure> = closures.get(&None).cloned().unwrap_or_default();
    let mut rows = Vec::with_capacity(spaces.len() * ((to - from).num_days() as usize + 1));
    for space in spaces {
        let rules = rules_of(&space, global)?;
        let mut own = closures.get(&Some(space.id)).cloned().unwrap_or_default();
        own.extend(everywhere.iter().cloned());
        let schedule = Schedule { tz, rules: &rules, closures: &own };
        let held_models = by_space.remove(&space.id).unwrap_or_default();
        let held: Vec<Held> = held_models
            .iter()
            .filter(|b| Status::from(b.status).blocks())
            .map(|b| (b.starts_at, b.ends_at, b.blocked_from, b.blocked_until))
            .collect();
        for date in from.iter_days().take_while(|d| *d <= to) {
            let day = bookings::day_of(&schedule, date, &held);
            let blocks = match day_bounds(date, tz) {
                Some((day_start, day_end)) => {
                    held_models.iter().filter(|b| b.starts_at < day_end && b.ends_at > day_start).cloned().collect()
                }
                None => Vec::new(),
            };
            rows.push(GridDay { space: space.clone(), date, day, blocks });
        }
    }
    Ok(rows)
}

/// Closures touching `[from, to]`, by space (`None`: closures of every space).
async fn closures_of(
    db: &impl ConnectionTrait,
    ids: &[Uuid],
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<HashMap<Option<Uuid>, Vec<Closure>>> {
    let rows = closure::Entity::find()
        .filter(
            Condition::any()
                .add(closure::Column::SpaceId.is_in(ids.iter().copied()))
                .add(closure::Column::SpaceId.is_null()),
        )
        .filter(closure::Column::EndsOn.gte(from))
        .filter(closure::Column::StartsOn.lte(to))
        .order_by_asc(closure::Column::StartsOn)
        .all(db)
        .await?;
    let mut by_space: HashMap<Option<Uuid>, Vec<Closure>> = HashMap::new();
    for c in rows {
        by_space.entry(c.space_id).or_default().push(Closure {
            starts_on: c.starts_on,
            ends_on: c.ends_on,
            reason: c.reason,
        });
    }
    Ok(by_space)
}
