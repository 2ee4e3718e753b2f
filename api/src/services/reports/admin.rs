//! The administrator's figures and lists, every one an SQL aggregate or a paginated query
//! behind an index; never a fetch of every row. Windows are in the business zone.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use entities::booking::BookingStatus;
use entities::user::UserRole;
use entities::{booking, space, user};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, LikeExpr, Query, SelectStatement};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, JoinType,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, RelationTrait, Value,
};
use uuid::Uuid;

use crate::db::statement;
use crate::domain::booking::Status;
use crate::domain::calendar::{self, Window};
use crate::domain::space::fold;
use crate::error::{AppError, AppResult};
use crate::services::paging;
use crate::services::positional::{self, Positional};

/// Bookings that earn money (docs/booking-rules.md, "Lists and figures").
const EARNING: [&str; 2] = ["confirmed", "completed"];

async fn scalar_i64(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> AppResult<i64> {
    let row = db.query_one_raw(statement(db.get_database_backend(), sql, values)).await?;
    Ok(row.map(|r| r.try_get::<i64>("", "n")).transpose()?.unwrap_or(0))
}

/// Bookings whose start falls in the window (today's bookings: an index range).
async fn count_starting_in(db: &impl ConnectionTrait, w: Window) -> AppResult<i64> {
    scalar_i64(
        db,
        "SELECT COUNT(*) AS n FROM bookings WHERE starts_at >= ? AND starts_at < ?",
        vec![w.start.into(), w.end.into()],
    )
    .await
}

fn status_filter(statuses: &[&str], values: &mut Vec<Value>) -> String {
    if statuses.is_empty() {
        return String::new();
    }
    values.extend(statuses.iter().map(|s| Value::from(*s)));
    format!(" AND status IN ({})", vec!["?"; statuses.len()].join(", "))
}

async fn count_and_revenue(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> AppResult<(i64, i64)> {
    let row = db.query_one_raw(statement(db.get_database_backend(), sql, values)).await?;
    Ok(match row {
        Some(r) => (r.try_get::<i64>("", "n")?, r.try_get::<i64>("", "r")?),
        None => (0, 0),
    })
}

/// Which counter tables a figure reads: bookings by status (and creation day), or money by
/// kind (and payment day), charges minus refunds.
#[derive(Clone, Copy)]
enum Totals {
    Bookings,
    Money,
}

impl Totals {
    /// The sums' columns, `n` and `r`, of either counter table of this kind.
    fn sums(self) -> &'static str {
        match self {
            Totals::Bookings => {
                "SELECT CAST(COALESCE(SUM(bookings), 0) AS BIGINT) AS n, \
                 CAST(COALESCE(SUM(revenue_cents), 0) AS BIGINT) AS r"
            }
            Totals::Money => {
                "SELECT CAST(COALESCE(SUM(payments), 0) AS BIGINT) AS n, \
                 CAST(COALESCE(SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END), 0) AS BIGINT) AS r"
            }
        }
    }

    /// Every row ever, from the trigger-kept all-time table: a few dozen rows, however long
    /// the history.
    fn all_time_sql(self) -> String {
        let table = match self {
            Totals::Bookings => "booking_status_totals",
            Totals::Money => "payment_kind_totals",
        };
        format!("{} FROM {table} WHERE 1 = 1", self.sums())
    }

    /// Whole days from the trigger-kept daily table.
    fn days_sql(self) -> String {
        let table = match self {
            Totals::Bookings => "booking_daily_totals",
            Totals::Money => "payment_daily_totals",
        };
        format!("{} FROM {table} WHERE 1 = 1", self.sums())
    }

    /// A partial day, exactly, over the created_at index.
    fn exact_sql(self) -> &'static str {
        match self {
            Totals::Bookings => {
                "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(total_price_cents), 0) AS BIGINT) AS r \
                 FROM bookings WHERE created_at >= ? AND created_at < ?"
            }
            Totals::Money => {
                "SELECT COUNT(*) AS n, \
                 CAST(COALESCE(SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END), 0) AS BIGINT) \
                 AS r FROM payments WHERE created_at >= ? AND created_at < ?"
            }
        }
    }
}

/// (rows, amount in cents) created in the window, or ever, optionally only some booking
/// statuses. Ever comes from the all-time totals; a window's whole UTC days from the daily
/// totals (both kept by triggers), its partial days at the edges from the table itself over
/// its created_at index.
async fn created_totals(db: &impl ConnectionTrait, w: Option<Window>, statuses: &[&str]) -> AppResult<(i64, i64)> {
    window_totals(db, Totals::Bookings, w, statuses).await
}

async fn window_totals(
    db: &impl ConnectionTrait,
    totals: Totals,
    w: Option<Window>,
    statuses: &[&str],
) -> AppResult<(i64, i64)> {
    let exact = |start: DateTime<Utc>, end: DateTime<Utc>| {
        let mut values: Vec<Value> = vec![start.into(), end.into()];
        let sql = format!("{}{}", totals.exact_sql(), status_filter(statuses, &mut values));
        async move { count_and_revenue(db, &sql, values).await }
    };
    let Some(w) = w else {
        let mut values = Vec::new();
        let sql = format!("{}{}", totals.all_time_sql(), status_filter(statuses, &mut values));
        return count_and_revenue(db, &sql, values).await;
    };
    let midnight = |t: DateTime<Utc>| t.date_naive().and_time(chrono::NaiveTime::MIN).and_utc();
    let first_day = if midnight(w.start) == w.start { w.start } else { midnight(w.start) + chrono::Duration::days(1) };
    let end_day = midnight(w.end);
    if first_day >= end_day {
        return exact(w.start, w.end).await;
    }
    let mut values: Vec<Value> = vec![first_day.date_naive().into(), end_day.date_naive().into()];
    let sql = format!("{} AND day >= ? AND day < ?{}", totals.days_sql(), status_filter(statuses, &mut values));
    let (mut count, mut revenue) = count_and_revenue(db, &sql, values).await?;
    for (start, end) in [(w.start, first_day), (end_day, w.end)] {
        if start < end {
            let (c, r) = exact(start, end).await?;
            count += c;
            revenue += r;
        }
    }
    Ok((count, revenue))
}

/// Revenue in cents in the window, or ever: charges minus refunds, each counted when it
/// was recorded (docs/booking-lifecycle.md, "Money").
async fn revenue_created_in(db: &impl ConnectionTrait, w: Option<Window>) -> AppResult<i64> {
    Ok(window_totals(db, Totals::Money, w, &[]).await?.1)
}

/// Hours of earning bookings starting in the window.
async fn earning_hours_starting_in(db: &impl ConnectionTrait, w: Window) -> AppResult<f64> {
    let hours = match db.get_database_backend() {
        DatabaseBackend::Postgres => {
            "CAST(COALESCE(SUM(EXTRACT(EPOCH FROM (ends_at - starts_at))), 0) / 3600.0 AS DOUBLE PRECISION)"
        }
        _ => "COALESCE(SUM((julianday(ends_at) - julianday(starts_at)) * 24.0), 0.0)",
    };
    let sql = format!("SELECT {hours} AS h FROM bookings WHERE status IN (?, ?) AND starts_at >= ? AND starts_at < ?");
    let values: Vec<Value> = vec![EARNING[0].into(), EARNING[1].into(), w.start.into(), w.end.into()];
    let row = db.query_one_raw(statement(db.get_database_backend(), &sql, values)).await?;
    Ok(row.map(|r| r.try_get::<f64>("", "h")).transpose()?.unwrap_or(0.0))
}

async fn active_spaces(db: &impl ConnectionTrait) -> AppResult<i64> {
    Ok(space::Entity::find().filter(space::Column::IsActive.eq(true)).count(db).await? as i64)
}

/// Requests awaiting a decision: read from the partial index of waiting requests, so the
/// cost follows how many wait, never the history.
async fn awaiting_approval(db: &impl ConnectionTrait) -> AppResult<i64> {
    Ok(booking::Entity::find().filter(booking::Column::Status.eq(BookingStatus::AwaitingApproval)).count(db).await?
        as i64)
}

/// Accounts, not the tombstones of deleted ones.
async fn users_total(db: &impl ConnectionTrait) -> AppResult<i64> {
    Ok(user::Entity::find().filter(user::Column::DeletedAt.is_null()).count(db).await? as i64)
}

pub struct Performance {
    /// Percent of bookable hours sold this month; `None` without active spaces.
    pub occupancy_percent: Option<f64>,
    /// Signed percent; `None` when last month's same stretch had no bookings.
    pub growth_percent: Option<f64>,
}

pub struct Dashboard {
    pub active_spaces: i64,
    pub bookings_today: i64,
    /// Whole reais.
    pub month_revenue_reais: i64,
    pub registered_users: i64,
    /// Requests waiting for an admin's decision.
    pub awaiting_approval: i64,
    pub recent: Vec<booking::Model>,
    pub performance: Performance,
}

pub async fn dashboard(db: &impl ConnectionTrait, now: DateTime<Utc>, tz: Tz) -> AppResult<Dashboard> {
    let month = calendar::this_month(now, tz);
    let active = active_spaces(db).await?;
    let bookable_hours = active as f64 * 14.0 * calendar::days_in_month(now, tz) as f64;
    let sold = earning_hours_starting_in(db, month).await?;
    let (this, last) = calendar::month_to_date_and_last_month_same_period(now, tz);
    let (this_count, last_count) =
        (created_totals(db, Some(this), &[]).await?.0, created_totals(db, Some(last), &[]).await?.0);
    let revenue_cents = revenue_created_in(db, Some(month)).await?;
    Ok(Dashboard {
        active_spaces: active,
        bookings_today: count_starting_in(db, calendar::today(now, tz)).await?,
        month_revenue_reais: (revenue_cents as f64 / 100.0).round() as i64,
        registered_users: users_total(db).await?,
        awaiting_approval: awaiting_approval(db).await?,
        recent: booking::Entity::find()
            .order_by_desc(booking::Column::CreatedAt)
            .order_by_desc(booking::Column::Id)
            .limit(5)
            .all(db)
            .await?,
        performance: Performance {
            occupancy_percent: (bookable_hours > 0.0).then(|| sold / bookable_hours * 100.0),
            growth_percent: (last_count > 0).then(|| (this_count - last_count) as f64 / last_count as f64 * 100.0),
        },
    })
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub awaiting_approval: i64,
    pub pending: i64,
    pub confirmed: i64,
    pub completed: i64,
    pub cancelled: i64,
}

/// Every booking by status, whatever a list's filter (from the all-time totals).
pub async fn status_counts(db: &impl ConnectionTrait) -> AppResult<StatusCounts> {
    let rows = db
        .query_all_raw(statement(
            db.get_database_backend(),
            "SELECT status, CAST(SUM(bookings) AS BIGINT) AS n FROM booking_status_totals GROUP BY status",
            Vec::new(),
        ))
        .await?;
    let mut counts = StatusCounts::default();
    for row in rows {
        let (status, n): (BookingStatus, i64) = (row.try_get("", "status")?, row.try_get("", "n")?);
        match Status::from(status) {
            Status::AwaitingApproval => counts.awaiting_approval += n,
            Status::Pending => counts.pending += n,
            Status::Confirmed => counts.confirmed += n,
            Status::Completed => counts.completed += n,
            Status::Cancelled => counts.cancelled += n,
        }
    }
    Ok(counts)
}

/// Every booking ever made (from the all-time totals).
pub async fn bookings_total(db: &impl ConnectionTrait) -> AppResult<i64> {
    Ok(created_totals(db, None, &[]).await?.0)
}

/// The admin list's filter.
#[derive(Clone, Debug, Default)]
pub struct BookingSearch {
    pub status: Option<Status>,
    /// A business day, by the booking's start.
    pub date: Option<NaiveDate>,
    /// Over the user's name and e-mail and the space's name.
    pub search: Option<String>,
}

/// At most this many accounts and this many spaces are named by id in a search's condition;
/// past that the search matches so broadly that testing each booking's ids against the
/// matching rows finds a page at once.
const NAMED_AT_MOST: u64 = 500;

/// A search's `totalCount` counts at most this many bookings (docs/api.md, "Counts").
pub const SEARCH_COUNT_CAP: u64 = 1_000;

/// What a search's words name, read from the accounts and spaces tables (small: they grow
/// with people and rooms, not with bookings) before any booking is read.
enum Named {
    /// No search words.
    Everything,
    /// No account or space matches: no booking can.
    Nothing,
    /// The few that match: bookings are found through their user and space indexes.
    Ids { users: Vec<Uuid>, spaces: Vec<Uuid> },
    /// More than `NAMED_AT_MOST` match: each booking's ids are tested against them.
    Many(String),
}

fn like_escaped(s: &str) -> String {
    format!("%{}%", s.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"))
}

/// Accounts whose name or e-mail hold the words.
fn user_match(text: &str) -> Condition {
    let lower = like_escaped(&text.to_lowercase());
    Condition::any()
        .add(
            Func::lower(Expr::col((user::Entity, user::Column::FullName)))
                .like(LikeExpr::new(lower.clone()).escape('\\')),
        )
        .add(Expr::col((user::Entity, user::Column::Email)).like(LikeExpr::new(lower).escape('\\')))
}

/// Spaces whose name holds the words (accents and case folded).
fn space_match(text: &str) -> Condition {
    Condition::all().add(
        Expr::col((space::Entity, space::Column::SearchText))
            .like(LikeExpr::new(like_escaped(&fold(text))).escape('\\')),
    )
}

async fn name_search(db: &impl ConnectionTrait, filter: &BookingSearch) -> AppResult<Named> {
    let Some(text) = filter.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(Named::Everything);
    };
    let users: Vec<Uuid> = user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user_match(text))
        .limit(NAMED_AT_MOST + 1)
        .into_tuple()
        .all(db)
        .await?;
    let spaces: Vec<Uuid> = space::Entity::find()
        .select_only()
        .column(space::Column::Id)
        .filter(space_match(text))
        .limit(NAMED_AT_MOST + 1)
        .into_tuple()
        .all(db)
        .await?;
    Ok(if users.len() as u64 > NAMED_AT_MOST || spaces.len() as u64 > NAMED_AT_MOST {
        Named::Many(text.to_owned())
    } else if users.is_empty() && spaces.is_empty() {
        Named::Nothing
    } else {
        Named::Ids { users, spaces }
    })
}

fn search_condition(filter: &BookingSearch, named: &Named, tz: Tz) -> Condition {
    let mut cond = Condition::all();
    if let Some(status) = filter.status {
        cond = cond.add(booking::Column::Status.eq(status.as_str()));
    }
    if let Some(date) = filter.date {
        let day = calendar::day(date, tz);
        cond = cond.add(booking::Column::StartsAt.gte(day.start)).add(booking::Column::StartsAt.lt(day.end));
    }
    match named {
        Named::Everything => cond,
        // The callers answer without reading bookings; the condition still holds for none.
        Named::Nothing => cond.add(Expr::val(false)),
        Named::Ids { users, spaces } => cond.add(
            Condition::any()
                .add(booking::Column::UserId.is_in(users.iter().copied()))
                .add(booking::Column::SpaceId.is_in(spaces.iter().copied())),
        ),
        Named::Many(text) => {
            let users =
                Query::select().column(user::Column::Id).from(user::Entity).cond_where(user_match(text)).to_owned();
            let spaces =
                Query::select().column(space::Column::Id).from(space::Entity).cond_where(space_match(text)).to_owned();
            cond.add(
                Condition::any()
                    .add(booking::Column::UserId.in_subquery(users))
                    .add(booking::Column::SpaceId.in_subquery(spaces)),
            )
        }
    }
}

fn joined() -> sea_orm::Select<booking::Entity> {
    booking::Entity::find()
        .join(JoinType::InnerJoin, booking::Relation::Space.def())
        .join(JoinType::InnerJoin, booking::Relation::User.def())
}

/// A list's total: exact, or (a search across every day) at least `SEARCH_COUNT_CAP`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    pub count: u64,
    pub at_least: bool,
}

impl Total {
    /// What `count_statement` counted: past the cap when it was a capped count.
    fn counted(count: u64, filter: &BookingSearch, named: &Named) -> Self {
        if capped(filter, named) && count > SEARCH_COUNT_CAP {
            Total { count: SEARCH_COUNT_CAP, at_least: true }
        } else {
            Total { count, at_least: false }
        }
    }
}

/// Whether a count would read more bookings than a day holds: a search across every day.
fn capped(filter: &BookingSearch, named: &Named) -> bool {
    filter.date.is_none() && !matches!(named, Named::Everything)
}

/// A page of the bookings matching the filter, newest created first, after `after`
/// (created, id), each with its space and user (in full, or with `Related::Light` only
/// what a list row shows), whether more follow and, with `with_total`, how many match in
/// all. The words of a search are looked up in the
/// accounts and spaces first; then one statement, driven by the created_at index (the
/// joins are on primary keys) or, for a search naming few, by the user and space indexes.
pub async fn list_bookings(
    db: &impl ConnectionTrait,
    filter: &BookingSearch,
    tz: Tz,
    first: u64,
    after: Option<(DateTime<Utc>, Uuid)>,
    with_total: bool,
    related: Related,
) -> AppResult<BookingPage> {
    let named = name_search(db, filter).await?;
    if matches!(named, Named::Nothing) {
        let total = Total { count: 0, at_least: false };
        return Ok(BookingPage { items: Vec::new(), has_next: false, total: with_total.then_some(total), related });
    }
    // The booking, its space and its owner, read by position (services/positional.rs).
    let mut query = joined().select_only().filter(search_condition(filter, &named, tz));
    query = positional::select::<booking::Model, _>(query);
    query = match related {
        Related::Full => positional::select::<user::Model, _>(positional::select::<space::Model, _>(query)),
        Related::Light => positional::light::select_user(positional::light::select_space(query)),
    };
    if let Some((at, id)) = after {
        query = query.filter(
            Condition::any()
                .add(booking::Column::CreatedAt.lt(at))
                .add(Condition::all().add(booking::Column::CreatedAt.eq(at)).add(booking::Column::Id.lt(id))),
        );
    }
    let mut query = query.order_by_desc(booking::Column::CreatedAt).order_by_desc(booking::Column::Id).limit(first + 1);
    if with_total {
        let (total, alias) = paging::total_column(count_statement(filter, &named, tz));
        query = query.column_as(total, alias);
    }
    let rows = db.query_all_raw(query.build(db.get_database_backend())).await?;
    let has_next = rows.len() as u64 > first;
    let mut carried = None;
    let mut items = Vec::with_capacity(rows.len());
    for row in rows.iter().take(first as usize) {
        let mut at = 0;
        let booking = booking::Model::read(row, &mut at)?;
        let (space, user) = match related {
            Related::Full => (space::Model::read(row, &mut at)?, user::Model::read(row, &mut at)?),
            Related::Light => {
                (positional::light::read_space(row, &mut at)?, positional::light::read_user(row, &mut at)?)
            }
        };
        if with_total && carried.is_none() {
            carried = Some(u64::try_from(row.try_get_by_index::<i64>(at)?).unwrap_or(0));
        }
        items.push((booking, space, user));
    }
    let total = if with_total {
        let total = paging::total(carried, after.is_some(), count_named(db, filter, &named, tz)).await?;
        Some(Total::counted(total, filter, &named))
    } else {
        None
    };
    Ok(BookingPage { items, has_next, total, related })
}

/// How much of a booking's space and owner a page reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Related {
    /// Every column: the models may feed the loaders.
    Full,
    /// What a list row shows; every other field a placeholder (`positional::light`).
    Light,
}

/// A page of the admin list.
pub struct BookingPage {
    pub items: Vec<(booking::Model, space::Model, user::Model)>,
    pub has_next: bool,
    pub total: Option<Total>,
    /// What the spaces and users of `items` hold.
    pub related: Related,
}

/// How many bookings match, as one integer column: whole-table counts (every status or
/// one) from the all-time totals, a day from the start index, a search across every day
/// up to one past the cap (so the count reads at most that many bookings).
fn count_statement(filter: &BookingSearch, named: &Named, tz: Tz) -> SelectStatement {
    let matching = || booking::Entity::find().filter(search_condition(filter, named, tz));
    if capped(filter, named) {
        let first = matching().select_only().column(booking::Column::Id).limit(SEARCH_COUNT_CAP + 1).into_query();
        return Query::select().expr(Expr::cust("COUNT(*)")).from_subquery(first, Alias::new("capped")).to_owned();
    }
    if filter.date.is_some() {
        return matching().select_only().column_as(booking::Column::Id.count(), "n").into_query();
    }
    let mut totals = Query::select();
    totals.expr(Expr::cust("COALESCE(CAST(SUM(bookings) AS BIGINT), 0)")).from(Alias::new("booking_status_totals"));
    if let Some(status) = filter.status {
        totals.and_where(Expr::col(Alias::new("status")).eq(status.as_str()));
    }
    totals
}

async fn count_named(db: &impl ConnectionTrait, filter: &BookingSearch, named: &Named, tz: Tz) -> AppResult<u64> {
    let statement = db.get_database_backend().build(&count_statement(filter, named, tz));
    let row = db.query_one_raw(statement).await?.ok_or(AppError::NotFound)?;
    Ok(u64::try_from(row.try_get_by_index::<i64>(0)?).unwrap_or(0))
}

/// One CSV row's worth of a booking, its space and its user.
pub type ExportRow =
    (BookingStatus, DateTime<Utc>, DateTime<Utc>, i64, Option<String>, DateTime<Utc>, String, i32, String, String);

/// Streams every matching booking (newest first) with its space and user, row by row,
/// through a bounded channel: memory stays flat whatever the number of rows.
pub fn stream_bookings(
    db: DatabaseConnection,
    filter: BookingSearch,
    tz: Tz,
) -> tokio::sync::mpsc::Receiver<AppResult<ExportRow>> {
    use futures_util::StreamExt;
    let (tx, rx) = tokio::sync::mpsc::channel(64);
    tokio::spawn(async move {
        let named = match name_search(&db, &filter).await {
            Ok(named) => named,
            Err(err) => {
                let _ = tx.send(Err(err)).await;
                return;
            }
        };
        let query = joined()
            .filter(search_condition(&filter, &named, tz))
            .order_by_desc(booking::Column::CreatedAt)
            .order_by_desc(booking::Column::Id)
            .select_only()
            .column(booking::Column::Status)
            .column(booking::Column::StartsAt)
            .column(booking::Column::EndsAt)
            .column(booking::Column::TotalPriceCents)
            .column(booking::Column::Notes)
            .column(booking::Column::CreatedAt)
            .column_as(space::Column::Name, "space_name")
            .column_as(space::Column::Capacity, "space_capacity")
            .column_as(user::Column::FullName, "user_name")
            .column_as(user::Column::Email, "user_email")
            .into_tuple::<ExportRow>();
        let mut rows = match query.stream(&db).await {
            Ok(rows) => rows,
            Err(err) => {
                let _ = tx.send(Err(err.into())).await;
                return;
            }
        };
        while let Some(row) = rows.next().await {
            // The client went away: stop reading.
            if tx.send(row.map_err(AppError::from)).await.is_err() {
                break;
            }
        }
    });
    rx
}

pub struct UserCounts {
    pub total: i64,
    pub admins: i64,
    pub users: i64,
    pub new_this_month: i64,
}

pub async fn user_counts(db: &impl ConnectionTrait, now: DateTime<Utc>, tz: Tz) -> AppResult<UserCounts> {
    let total = users_total(db).await?;
    let admins = user::Entity::find().filter(user::Column::Role.eq(UserRole::Admin)).count(db).await? as i64;
    let month = calendar::this_month(now, tz);
    let new_this_month = user::Entity::find()
        .filter(user::Column::DeletedAt.is_null())
        .filter(user::Column::CreatedAt.gte(month.start))
        .filter(user::Column::CreatedAt.lt(month.end))
        .count(db)
        .await? as i64;
    Ok(UserCounts { total, admins, users: total - admins, new_this_month })
}

/// Accounts (never a deleted one's tombstone) matching the search.
fn user_search(search: Option<&str>) -> Condition {
    let mut cond = Condition::all().add(user::Column::DeletedAt.is_null());
    if let Some(text) = search.map(str::trim).filter(|t| !t.is_empty()) {
        let pattern =
            format!("%{}%", text.to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        cond = cond.add(
            Condition::any()
                .add(Func::lower(Expr::col(user::Column::FullName)).like(LikeExpr::new(pattern.clone()).escape('\\')))
                .add(user::Column::Email.like(LikeExpr::new(pattern).escape('\\'))),
        );
    }
    cond
}

/// Users newest first, by name or e-mail.
pub async fn list_users(
    db: &impl ConnectionTrait,
    search: Option<&str>,
    first: u64,
    after: Option<(DateTime<Utc>, Uuid)>,
) -> AppResult<(Vec<user::Model>, bool)> {
    let mut query = user::Entity::find().filter(user_search(search));
    if let Some((at, id)) = after {
        query = query.filter(
            Condition::any()
                .add(user::Column::CreatedAt.lt(at))
                .add(Condition::all().add(user::Column::CreatedAt.eq(at)).add(user::Column::Id.lt(id))),
        );
    }
    let mut items =
        query.order_by_desc(user::Column::CreatedAt).order_by_desc(user::Column::Id).limit(first + 1).all(db).await?;
    let more = items.len() as u64 > first;
    items.truncate(first as usize);
    Ok((items, more))
}

pub async fn count_users(db: &impl ConnectionTrait, search: Option<&str>) -> AppResult<u64> {
    Ok(user::Entity::find().filter(user_search(search)).count(db).await?)
}

pub const LAST_ADMIN: &str = "Não é possível remover o último administrador.";

/// Sets a user's role. Demoting the last admin is refused; the check and the change run
/// in one transaction that holds the admins (PostgreSQL: row locks; SQLite: the write lock).
pub async fn set_role(
    db: &DatabaseConnection,
    user_id: Uuid,
    admin: bool,
    now: DateTime<Utc>,
) -> AppResult<user::Model> {
    let txn = crate::services::bookings::store::begin_write(db).await?;
    let target = user::Entity::find_by_id(user_id).one(&txn).await?.ok_or(AppError::NotFound)?;
    if !admin && target.role == UserRole::Admin {
        let count = crate::services::accounts::users::count_admins_locked(&txn, db.get_database_backend()).await?;
        if count <= 1 {
            txn.rollback().await?;
            return Err(AppError::Conflict { title: None, message: LAST_ADMIN.into() });
        }
    }
    user::Entity::update_many()
        .col_expr(user::Column::Role, Expr::value(if admin { "admin" } else { "user" }))
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(user_id))
        .exec(&txn)
        .await?;
    let updated = user::Entity::find_by_id(user_id).one(&txn).await?.ok_or(AppError::NotFound)?;
    txn.commit().await?;
    Ok(updated)
}

pub struct Reports {
    pub bookings: i64,
    pub pending: i64,
    pub revenue_cents: i64,
    pub month_revenue_cents: i64,
    pub users: i64,
    pub spaces: i64,
    pub distribution: StatusCounts,
    /// Created in the last 7 days, newest first, at most 10.
    pub recent: Vec<booking::Model>,
    /// (first day of month, revenue) for the last 6 months, oldest first.
    pub revenue_by_month: Vec<(NaiveDate, i64)>,
}

pub async fn reports(db: &impl ConnectionTrait, now: DateTime<Utc>, tz: Tz) -> AppResult<Reports> {
    use futures_util::future::{try_join_all, try_join5};
    let week = calendar::last_seven_days(now);
    let months = calendar::recent_months(now, tz, 6);
    // Independent reads: run them at once, each on its own pooled connection.
    let by_month = try_join_all(months.iter().map(|(_, window)| revenue_created_in(db, Some(*window))));
    let recent = async {
        Ok(booking::Entity::find()
            .filter(booking::Column::CreatedAt.gte(week.start))
            .filter(booking::Column::CreatedAt.lte(week.end))
            .order_by_desc(booking::Column::CreatedAt)
            .limit(10)
            .all(db)
            .await?)
    };
    let counts = async {
        Ok((
            users_total(db).await?,
            space::Entity::find().filter(space::Column::ArchivedAt.is_null()).count(db).await? as i64,
        ))
    };
    let ((distribution, revenue_cents), month_revenue_cents, by_month, recent, (users, spaces)) = try_join5(
        async { Ok::<_, AppError>((status_counts(db).await?, revenue_created_in(db, None).await?)) },
        revenue_created_in(db, Some(calendar::this_month(now, tz))),
        by_month,
        recent,
        counts,
    )
    .await?;
    Ok(Reports {
        bookings: distribution.pending + distribution.confirmed + distribution.completed + distribution.cancelled,
        pending: distribution.pending,
        revenue_cents,
        month_revenue_cents,
        users,
        spaces,
        distribution,
        recent,
        revenue_by_month: months.iter().map(|(first, _)| *first).zip(by_month).collect(),
    })
}
