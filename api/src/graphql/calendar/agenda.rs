use std::collections::HashSet;

use async_graphql::{ComplexObject, Context, ID, InputObject, Object, Result, SimpleObject, Subscription};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use futures_util::future::ready;
use futures_util::{Stream, StreamExt, stream};
use tokio_stream::wrappers::BroadcastStream;
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::messages as msg;
use crate::error::AppError;
use crate::graphql::bookings::{Availability, Booking, BookingStatus};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::Date;
use crate::graphql::spaces::{Space, SpaceFilter};
use crate::realtime::Event;
use crate::services::calendar::grid::{self, GridDay};
use crate::services::spaces::{self, SpaceFilter as Filter};
use crate::state::AppState;

/// The most days one agenda shows (a week).
pub const MAX_DAYS: i32 = 7;
/// What one agenda weighs in a request's complexity budget (up to 100 rows of hours).
pub const AGENDA_COST: usize = 100;
/// The most rows (spaces × days) one agenda shows.
pub const MAX_ROWS: i32 = 100;

#[derive(Default)]
pub struct AgendaQuery;

/// Which spaces and days the agenda shows.
#[derive(InputObject)]
pub struct AgendaInput {
    /// The first business day shown; today (in the business time zone) when absent.
    date: Option<Date>,
    /// How many days from `date`, 1 (a day of many spaces, when absent) to 7 (a week of
    /// one space).
    days: Option<i32>,
    /// Only these spaces (for example one space's week); all matching `filter` when
    /// absent.
    space_ids: Option<Vec<ID>>,
    /// The explore filters; users always see active spaces only.
    filter: Option<SpaceFilter>,
}

/// The scheduler grid: one row per space and day, spaces by name.
#[derive(SimpleObject)]
pub struct Agenda {
    /// The days shown, in order.
    days: Vec<Date>,
    /// Each space's days, the space's rows together.
    rows: Vec<AgendaDay>,
    /// More spaces matched than fit (at most 100 rows: spaces × days); narrow the filter.
    truncated: bool,
}

/// One space's business day in the agenda: its hours as the booking form sees them and
/// the bookings drawn on it. Pushed again by `agendaChanged` whenever either changes.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct AgendaDay {
    /// Stable for a space and day, so a pushed row replaces the one shown.
    id: ID,
    date: Date,
    /// Open hours (none when closed), which are free and where a booking may start.
    availability: Availability,
    #[graphql(skip)]
    space_model: entities::space::Model,
    #[graphql(skip)]
    blocks: Vec<entities::booking::Model>,
    #[graphql(skip)]
    viewer: Option<Uuid>,
    #[graphql(skip)]
    admin: bool,
}

/// A booking drawn on the agenda. Others' bookings show only their times and status to
/// users; admins see whose.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct AgendaBooking {
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    status: BookingStatus,
    /// The viewer's own booking.
    mine: bool,
    #[graphql(skip)]
    model: entities::booking::Model,
    #[graphql(skip)]
    visible: bool,
}

#[ComplexObject]
impl AgendaDay {
    async fn space(&self) -> Space {
        Space(self.space_model.clone())
    }

    /// Blocking bookings and completed ones whose times meet the day, by start.
    async fn bookings(&self) -> Vec<AgendaBooking> {
        self.blocks
            .iter()
            .map(|b| {
                let mine = Some(b.user_id) == self.viewer;
                AgendaBooking {
                    starts_at: b.starts_at,
                    ends_at: b.ends_at,
                    status: crate::domain::booking::Status::from(b.status).into(),
                    mine,
                    model: b.clone(),
                    visible: mine || self.admin,
                }
            })
            .collect()
    }
}

#[ComplexObject]
impl AgendaBooking {
    /// The booking itself: the viewer's own, or any for admins; null otherwise.
    async fn booking(&self) -> Option<Booking> {
        self.visible.then(|| Booking::new(self.model.clone()))
    }

    /// Admins: whose booking it is; null for users.
    async fn owner_name(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        if !self.visible || !ctx.viewer().is_admin() {
            return Ok(None);
        }
        let user = ctx.loaders()?.users.load_one(self.model.user_id).await?;
        Ok(user.map(|u| u.full_name))
    }
}

fn row_id(space: Uuid, date: NaiveDate) -> ID {
    ID(format!("{}@{date}", ids::encode(Kind::Space, space).0))
}

fn agenda_day(row: GridDay, viewer: &Viewer, now: DateTime<Utc>, tz: chrono_tz::Tz) -> AgendaDay {
    let date = Date(row.date);
    AgendaDay {
        id: row_id(row.space.id, row.date),
        date,
        availability: Availability::new(row.space.id, date, &row.day, now, tz),
        space_model: row.space,
        blocks: row.blocks,
        viewer: viewer.id(),
        admin: viewer.is_admin(),
    }
}

/// `days` checked: 1 (when absent) to 7.
fn day_count(days: Option<i32>) -> Result<i32, AppError> {
    let days = days.unwrap_or(1);
    if (1..=MAX_DAYS).contains(&days) { Ok(days) } else { Err(AppError::validation("days", msg::AGENDA_DAYS)) }
}

fn decode_spaces(ids: &[ID]) -> Result<Vec<Uuid>, AppError> {
    if ids.len() > MAX_ROWS as usize {
        return Err(AppError::validation("spaceIds", msg::AGENDA_SPACES));
    }
    ids.iter().map(|id| ids::decode_as(Kind::Space, id)).collect()
}

#[Object]
impl AgendaQuery {
    /// The scheduler grid ('Agenda'): spaces × one day, or one space × a week, with each
    /// row's open hours and bookings. One request, a fixed number of SQL statements.
    /// Keep it live with `agendaChanged` for the same days and the spaces returned.
    /// Weighs 100 in the request's complexity budget: a request cannot alias it many times.
    #[graphql(complexity = "AGENDA_COST + child_complexity")]
    async fn agenda(&self, ctx: &Context<'_>, input: AgendaInput) -> Result<Agenda> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        viewer.require_user()?;
        let days = day_count(input.days)?;
        let filter = match input.filter {
            Some(filter) => filter.parse()?,
            None => Filter::default(),
        };
        let ids = input.space_ids.as_deref().map(decode_spaces).transpose()?;
        let fit = (MAX_ROWS / days) as u64;
        let mut found = spaces::by_name(&app.db, &filter, ids.as_deref(), !viewer.is_admin(), fit + 1).await?;
        let truncated = found.len() as u64 > fit;
        found.truncate(fit as usize);
        let tz = app.config.timezone;
        let now = app.clock.now();
        let from = input.date.map_or_else(|| now.with_timezone(&tz).date_naive(), |d| d.0);
        let to = from + Duration::days(i64::from(days - 1));
        let rows = grid::days(&app.db, found, from, to, tz, &app.config.rules()).await?;
        Ok(Agenda {
            days: from.iter_days().take(days as usize).map(Date).collect(),
            rows: rows.into_iter().map(|r| agenda_day(r, viewer, now, tz)).collect(),
            truncated,
        })
    }
}

#[derive(Default)]
pub struct AgendaSubscription;

/// What a change asks the agenda to read again.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Stale {
    Day(Uuid, NaiveDate),
    Space(Uuid),
    All,
}

#[Subscription]
impl AgendaSubscription {
    /// The agenda's rows for these spaces and days, each pushed again whenever a booking
    /// on it is created or changes status, or an admin changes the space's rules or
    /// closures (on any node). One subscription serves the whole grid.
    async fn agenda_changed(
        &self,
        ctx: &Context<'_>,
        date: Date,
        #[graphql(desc = "1 (when absent) to 7, as in `agenda`.")] days: Option<i32>,
        space_ids: Vec<ID>,
    ) -> impl Stream<Item = Result<AgendaDay>> {
        let setup = || {
            ctx.viewer().require_user()?;
            let days = day_count(days)?;
            let ids = decode_spaces(&space_ids)?;
            Ok::<_, AppError>((ctx.app()?.clone(), ctx.viewer().clone(), days, ids))
        };
        match setup() {
            Ok((app, viewer, days, ids)) => {
                let from = date.0;
                let to = from + Duration::days(i64::from(days - 1));
                changes(app, viewer, ids.into_iter().collect(), from, to).right_stream()
            }
            Err(err) => stream::once(async move { Err(err.into()) }).left_stream(),
        }
    }
}

/// The rows that events make stale, read again in batches (what arrived together is
/// read together, each row once).
fn changes(
    app: AppState,
    viewer: Viewer,
    watched: HashSet<Uuid>,
    from: NaiveDate,
    to: NaiveDate,
) -> impl Stream<Item = Result<AgendaDay>> {
    let watched_ = watched.clone();
    BroadcastStream::new(app.broker.subscribe())
        .filter_map(move |event| {
            ready(match event {
                Ok(Event::Booking { space_id, date, .. })
                    if watched_.contains(&space_id) && (from..=to).contains(&date) =>
                {
                    Some(Stale::Day(space_id, date))
                }
                Ok(Event::Schedule { space_id: Some(space_id) }) if watched_.contains(&space_id) => {
                    Some(Stale::Space(space_id))
                }
                Ok(Event::Schedule { space_id: None } | Event::Resync) | Err(_) => Some(Stale::All),
                _ => None,
            })
        })
        .ready_chunks(64)
        .then(move |stale| {
            let (app, viewer, watched) = (app.clone(), viewer.clone(), watched.clone());
            async move {
                match reread(&app, &viewer, &watched, &stale, from, to).await {
                    Ok(rows) => rows.into_iter().map(Ok).collect::<Vec<_>>(),
                    Err(err) => vec![Err(err.into())],
                }
            }
        })
        .flat_map(stream::iter)
}

async fn reread(
    app: &AppState,
    viewer: &Viewer,
    watched: &HashSet<Uuid>,
    stale: &[Stale],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<AgendaDay>, AppError> {
    let all = stale.contains(&Stale::All);
    let mut wanted: HashSet<Uuid> = HashSet::new();
    for s in stale {
        match s {
            Stale::Day(space, _) | Stale::Space(space) => {
                wanted.insert(*space);
            }
            Stale::All => {}
        }
    }
    let ids: Vec<Uuid> = if all { watched.iter().copied().collect() } else { wanted.into_iter().collect() };
    let found = spaces::by_name(&app.db, &Filter::default(), Some(&ids), !viewer.is_admin(), MAX_ROWS as u64).await?;
    let tz = app.config.timezone;
    let now = app.clock.now();
    let rows = grid::days(&app.db, found, from, to, tz, &app.config.rules()).await?;
    let keep = |row: &GridDay| {
        all || stale.iter().any(|s| match s {
            Stale::Day(space, date) => *space == row.space.id && *date == row.date,
            Stale::Space(space) => *space == row.space.id,
            Stale::All => true,
        })
    };
    Ok(rows.into_iter().filter(|r| keep(r)).map(|r| agenda_day(r, viewer, now, tz)).collect())
}
