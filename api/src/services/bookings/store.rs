//! The `bookings` table: creating without ever double booking, availability, listings
//! and status changes.
//!
//! The overlap guarantee lives in the database: PostgreSQL's exclusion constraint refuses
//! an overlapping blocking booking whatever the number of nodes; on SQLite the insert runs
//! in a `BEGIN IMMEDIATE` transaction (one writer at a time) that re-checks, with triggers
//! as a second guard. Never a check in one transaction and an insert in another.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use entities::booking;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set, SqliteTransactionMode, TransactionOptions, TransactionTrait,
};
use uuid::Uuid;

use crate::domain::booking::{Actor, Slot, Status};
use crate::domain::messages as msg;
use crate::domain::schedule::{MAX_SPAN, Schedule, SpaceRules, is_free};
use crate::error::{AppError, AppResult, Violation, violation};
use crate::services::bookings::history::{self, Kind, NewEvent};
use crate::services::outbox::{self, Message, Notice};
use crate::services::{spaces::quota, spaces::schedule};

pub const TAKEN_TITLE: &str = "Horário indisponível";
pub const TAKEN_MESSAGE: &str = "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.";
/// The states that hold a slot (`Status::blocks`).
pub const BLOCKING: [&str; 3] = ["awaiting_approval", "pending", "confirmed"];

/// The space's blocking bookings whose blocked span (their times widened by their
/// buffers) overlaps `[from, to)`. No blocked span is longer than `MAX_SPAN` (a rule every
/// write passes), so such a booking started within `MAX_SPAN` of the window: the
/// (space_id, starts_at) index is read over a few days, not over the space's history.
fn blocking_overlap(space_id: Uuid, from: DateTime<Utc>, to: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(booking::Column::SpaceId.eq(space_id))
        .add(booking::Column::StartsAt.gt(from - MAX_SPAN))
        .add(booking::Column::StartsAt.lt(to + MAX_SPAN))
        .add(booking::Column::BlockedFrom.lt(to))
        .add(booking::Column::BlockedUntil.gt(from))
        .add(booking::Column::Status.is_in(BLOCKING))
}

/// An inactive, removed or unknown space.
pub fn space_unavailable() -> AppError {
    AppError::rule("Espaço indisponível", "Este espaço não está disponível para reservas.")
}

pub fn taken() -> AppError {
    AppError::Conflict { title: Some(TAKEN_TITLE.into()), message: TAKEN_MESSAGE.into() }
}

/// Why a slot whose blocked span meets another booking's was refused: the slot itself is
/// taken, or only a buffer stands in the way (then the message names the space's
/// buffers).
async fn clash_within(db: &impl ConnectionTrait, space_id: Uuid, slot: &Slot, except: Option<Uuid>) -> AppError {
    crate::metrics::global().booking("conflict");
    let buffered = slot.blocked_from < slot.starts_at || slot.ends_at < slot.blocked_until;
    if !buffered {
        return taken();
    }
    // The bare times against the other bookings' bare times: when they meet none, only
    // a buffer is in the way.
    let overlapped = booking::Entity::find()
        .select_only()
        .column(booking::Column::Id)
        .filter(booking::Column::SpaceId.eq(space_id))
        .filter(booking::Column::Status.is_in(BLOCKING))
        .filter(booking::Column::StartsAt.gt(slot.starts_at - MAX_SPAN))
        .filter(booking::Column::StartsAt.lt(slot.ends_at))
        .filter(booking::Column::EndsAt.gt(slot.starts_at))
        .apply_if(except, |q, id| q.filter(booking::Column::Id.ne(id)))
        .into_tuple::<Uuid>()
        .one(db)
        .await;
    match overlapped {
        Ok(None) => AppError::Conflict {
            title: Some(msg::BUFFER_TITLE.into()),
            message: msg::buffer_taken(slot.starts_at - slot.blocked_from, slot.blocked_until - slot.ends_at),
        },
        _ => taken(),
    }
}

pub struct NewBooking {
    pub user_id: Uuid,
    pub space_id: Uuid,
    pub slot: Slot,
    pub total_price_cents: i64,
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
    pub pay_by: DateTime<Utc>,
    /// On a space that requires approval: the request waits for an admin until then
    /// (and has no payment deadline yet).
    pub decide_by: Option<DateTime<Utc>>,
    /// The space's rules version the slot was checked against, and the slot's business
    /// day: both are read again under the space's lock.
    pub schedule_version: i32,
    pub date: NaiveDate,
    /// The business zone (the quotas' periods are its days).
    pub tz: Tz,
}

impl NewBooking {
    fn counted(&self) -> quota::Counted {
        quota::Counted {
            user_id: self.user_id,
            space_id: self.space_id,
            date: self.date,
            minutes: self.slot.minutes,
            except: None,
        }
    }
}

/// The user's earlier booking made with this idempotency key, if any.
pub async fn by_idempotency_key(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    key: &str,
) -> AppResult<Option<booking::Model>> {
    Ok(booking::Entity::find()
        .filter(booking::Column::UserId.eq(user_id))
        .filter(booking::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?)
}

/// A new pending booking's row (no key, no series).
pub fn new_row(
    user_id: Uuid,
    space_id: Uuid,
    slot: &Slot,
    total_price_cents: i64,
    notes: Option<String>,
    pay_by: DateTime<Utc>,
    now: DateTime<Utc>,
) -> booking::ActiveModel {
    booking::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        space_id: Set(space_id),
        status: Set(Status::Pending.into()),
        starts_at: Set(slot.starts_at),
        ends_at: Set(slot.ends_at),
        total_price_cents: Set(total_price_cents),
        notes: Set(notes),
        idempotency_key: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        reminder_sent_at: Set(None),
        pay_by: Set(Some(pay_by)),
        paying_until: Set(None),
        cancel_reason: Set(None),
        cancelled_by: Set(None),
        sequence: Set(0),
        blocked_from: Set(slot.blocked_from),
        blocked_until: Set(slot.blocked_until),
        series_id: Set(None),
        decide_by: Set(None),
    }
}

/// A new booking's row turned into a request awaiting approval: no payment deadline
/// until an admin approves it.
pub fn awaiting_approval(row: booking::ActiveModel, decide_by: DateTime<Utc>) -> booking::ActiveModel {
    booking::ActiveModel {
        status: Set(Status::AwaitingApproval.into()),
        pay_by: Set(None),
        decide_by: Set(Some(decide_by)),
        ..row
    }
}

/// Inserts a pending booking (or a request awaiting approval) unless a blocking booking of the space overlaps it, with its
/// 'created' event and mail in the same transaction. Returns the booking and whether it
/// is new (false: a retry with the same key).
pub async fn create(db: &DatabaseConnection, new: NewBooking, now: DateTime<Utc>) -> AppResult<(booking::Model, bool)> {
    // The caller answered an already used key before checking the rules; a retry racing
    // its first attempt is caught below: under SQLite's write lock, or by PostgreSQL's
    // unique index on (user, key) or its exclusion constraint.
    let row = new_row(new.user_id, new.space_id, &new.slot, new.total_price_cents, new.notes.clone(), new.pay_by, now);
    let mut model = booking::ActiveModel { idempotency_key: Set(new.idempotency_key.clone()), ..row };
    if let Some(decide_by) = new.decide_by {
        model = awaiting_approval(model, decide_by);
    }
    let inserted = match db.get_database_backend() {
        DatabaseBackend::Sqlite => insert_sqlite(db, model, &new).await,
        _ => insert_postgres(db, model, &new).await.map(|b| (b, true)),
    };
    match inserted {
        Ok(result) => Ok(result),
        Err(Failure::Db(err)) => match violation(&err) {
            // The transaction that hit the database's guarantee has ended: ask why afresh.
            // A retry racing its first attempt meets that booking's slot as well as its
            // key, and which of the two the database checks first is the order of its
            // indexes: the key decides, so that order never matters.
            Some(Violation::Overlap) => {
                if let Some(key) = &new.idempotency_key
                    && let Some(first) = by_idempotency_key(db, new.user_id, key).await?
                {
                    return Ok((first, false));
                }
                Err(clash_within(db, new.space_id, &new.slot, None).await)
            }
            // The same key raced itself: the other request won; answer with its booking.
            Some(Violation::Unique) => match &new.idempotency_key {
                Some(key) => {
                    by_idempotency_key(db, new.user_id, key).await?.map(|b| (b, false)).ok_or(AppError::from(err))
                }
                None => Err(err.into()),
            },
            None => Err(err.into()),
        },
        Err(Failure::App(err)) => Err(err),
    }
}

enum Failure {
    Db(sea_orm::DbErr),
    App(AppError),
}

impl From<sea_orm::DbErr> for Failure {
    fn from(err: sea_orm::DbErr) -> Self {
        Failure::Db(err)
    }
}

impl From<Failure> for AppError {
    fn from(f: Failure) -> Self {
        match f {
            Failure::Db(e) => e.into(),
            Failure::App(e) => e,
        }
    }
}

/// The transaction-scoped advisory lock of a space's bookings on PostgreSQL.
///
/// Two transactions inserting overlapping bookings of one space each add their index
/// entry, then wait for the other to decide whether the exclusion constraint is violated:
/// a deadlock, broken only after `deadlock_timeout` (1 s) by aborting one of them. Taking
/// this lock first makes such writers queue instead; unrelated spaces never wait.
fn space_lock_key(space_id: Uuid) -> i64 {
    let b = space_id.as_bytes();
    i64::from_be_bytes([b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]])
}

/// What every new booking leaves in the same transaction: its first event and its mail.
async fn followups(txn: &impl ConnectionTrait, booking: &booking::Model) -> AppResult<()> {
    let created = NewEvent::new(booking.id, Kind::Created, Actor::Owner, Some(booking.user_id));
    history::record(txn, created, booking.created_at).await?;
    let awaiting = Status::from(booking.status) == Status::AwaitingApproval;
    let mail = Message::BookingMail {
        booking_id: booking.id,
        notice: if awaiting { Notice::Requested } else { Notice::Created },
        own_action: true,
        reason: None,
        refund_cents: None,
    };
    outbox::enqueue(txn, &mail, booking.created_at).await?;
    if awaiting && booking.series_id.is_none() {
        let admins = Message::RequestForAdmins { booking_id: booking.id, series_id: None };
        outbox::enqueue(txn, &admins, booking.created_at).await?;
    }
    Ok(())
}

/// Takes the space's lock for the rest of the transaction: booking writes of one space
/// queue instead of deadlocking in the exclusion constraint (see `space_lock_key`), and a
/// space being removed waits for them, or they for it. SQLite's write transaction already
/// excludes every other writer.
///
/// It first takes `ALL_SPACES_LOCK` shared: a closure of every space, which takes it
/// exclusively, waits for the booking writes under way and they for it.
pub async fn lock_space(txn: &impl ConnectionTrait, space_id: Uuid) -> AppResult<()> {
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        txn.execute_raw(sea_orm::Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "SELECT pg_advisory_xact_lock_shared($1), pg_advisory_xact_lock($2)",
            [ALL_SPACES_LOCK.into(), space_lock_key(space_id).into()],
        ))
        .await?;
    }
    Ok(())
}

/// The transaction-scoped lock that every booking write takes shared (`lock_space`) and
/// a closure of every space takes exclusively (PostgreSQL; SQLite has one writer).
pub const ALL_SPACES_LOCK: i64 = 0x6167_6f72_6100;

/// Re-reads, under the space's lock, what the rules were checked against: the space's
/// rules version and the closures of the bookings' days. A change committed since the
/// check refuses the write; the user checks again (docs/scheduling.md, "Races").
pub async fn recheck_schedule(
    txn: &impl ConnectionTrait,
    space_id: Uuid,
    checked_version: i32,
    dates: &[NaiveDate],
) -> AppResult<()> {
    let version: Option<i32> = entities::space::Entity::find_by_id(space_id)
        .select_only()
        .column(entities::space::Column::ScheduleVersion)
        .into_tuple()
        .one(txn)
        .await?;
    if version.is_some_and(|v| v != checked_version) {
        return Err(AppError::Conflict { title: None, message: msg::SCHEDULE_CHANGED.into() });
    }
    let (Some(first), Some(last)) = (dates.iter().min(), dates.iter().max()) else { return Ok(()) };
    let closures = crate::services::spaces::schedule::closures_between(txn, space_id, *first, *last).await?;
    for date in dates {
        if let Some(closure) = closures.iter().find(|c| c.covers(*date)) {
            return Err(AppError::rule(msg::CLOSED_TITLE, msg::closed_on(*date, &closure.reason)));
        }
    }
    Ok(())
}

/// Takes, in one round trip, the locks every booking write of `space_id` for `user_id`
/// holds until its transaction ends, in the one order they are always taken: the
/// person's (quotas), the all-spaces lock shared, the space's (PostgreSQL; SQLite has one
/// writer).
pub async fn lock_for_booking(txn: &impl ConnectionTrait, user_id: Uuid, space_id: Uuid) -> AppResult<()> {
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        let (class, person) = quota::person_lock_keys(user_id);
        txn.execute_raw(sea_orm::Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "SELECT pg_advisory_xact_lock($1, $2), pg_advisory_xact_lock_shared($3), pg_advisory_xact_lock($4)",
            [class.into(), person.into(), ALL_SPACES_LOCK.into(), space_lock_key(space_id).into()],
        ))
        .await?;
    }
    Ok(())
}

/// Under the space's lock: why `slot` cannot be written, if a blocking booking's span
/// meets its own.
pub async fn clash(txn: &impl ConnectionTrait, space_id: Uuid, slot: &Slot) -> AppResult<Option<AppError>> {
    let clash = booking::Entity::find()
        .select_only()
        .column(booking::Column::Id)
        .filter(blocking_overlap(space_id, slot.blocked_from, slot.blocked_until))
        .into_tuple::<Uuid>()
        .one(txn)
        .await?;
    Ok(match clash {
        Some(_) => Some(clash_within(txn, space_id, slot, None).await),
        None => None,
    })
}

/// The blocked spans of the space's blocking bookings that meet `[from, to)`, sorted.
pub async fn blocked_spans(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> AppResult<Vec<(DateTime<Utc>, DateTime<Utc>)>> {
    Ok(held(db, space_id, from, to).await?.into_iter().map(|h| (h.2, h.3)).collect())
}

/// The 'created' event and mail every new booking leaves, for a series' occurrences.
pub async fn record_created(txn: &impl ConnectionTrait, booking: &booking::Model, mail: bool) -> AppResult<()> {
    if mail {
        return followups(txn, booking).await;
    }
    let created = NewEvent::new(booking.id, Kind::Created, Actor::Owner, Some(booking.user_id))
        .detail(serde_json::json!({ "seriesId": booking.series_id }));
    history::record(txn, created, booking.created_at).await
}

/// Inserts a booking of an active space after taking the space's lock, with its
/// follow-ups, in one transaction. The insert is a statement of its own after the lock,
/// so it sees a removal that committed while it waited.
async fn insert_postgres(
    db: &DatabaseConnection,
    model: booking::ActiveModel,
    new: &NewBooking,
) -> Result<booking::Model, Failure> {
    use sea_orm::{FromQueryResult, Statement, TryIntoModel};
    let b = model.try_into_model()?;
    let statement = Statement::from_sql_and_values(
        DatabaseBackend::Postgres,
        "INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, total_price_cents, notes, \
           idempotency_key, created_at, updated_at, reminder_sent_at, pay_by, sequence, blocked_from, blocked_until, \
           decide_by) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, $12, 0, $13, $14, $15 \
         WHERE EXISTS (SELECT 1 FROM spaces WHERE id = $3 AND is_active) RETURNING *",
        [
            b.id.into(),
            b.user_id.into(),
            b.space_id.into(),
            b.status.into(),
            b.starts_at.into(),
            b.ends_at.into(),
            b.total_price_cents.into(),
            b.notes.into(),
            b.idempotency_key.into(),
            b.created_at.into(),
            b.updated_at.into(),
            b.pay_by.into(),
            b.blocked_from.into(),
            b.blocked_until.into(),
            b.decide_by.into(),
        ],
    );
    let txn = db.begin().await?;
    lock_for_booking(&txn, b.user_id, b.space_id).await.map_err(Failure::App)?;
    recheck_schedule(&txn, b.space_id, new.schedule_version, &[new.date]).await.map_err(Failure::App)?;
    quota::check(&txn, &new.counted(), new.tz).await.map_err(Failure::App)?;
    let Some(booking) = booking::Model::find_by_statement(statement).one(&txn).await? else {
        txn.rollback().await?;
        return Err(Failure::App(space_unavailable()));
    };
    followups(&txn, &booking).await.map_err(Failure::App)?;
    txn.commit().await?;
    Ok(booking)
}

/// Begins a write transaction that takes SQLite's write lock at once, so the overlap
/// check and the insert see the same database.
pub async fn begin_write(db: &DatabaseConnection) -> Result<sea_orm::DatabaseTransaction, sea_orm::DbErr> {
    match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            db.begin_with_options(TransactionOptions {
                sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
                access_mode: None,
                isolation_level: None,
            })
            .await
        }
        _ => db.begin().await,
    }
}

async fn insert_sqlite(
    db: &DatabaseConnection,
    model: booking::ActiveModel,
    new: &NewBooking,
) -> Result<(booking::Model, bool), Failure> {
    let (slot, space_id) = (&new.slot, new.space_id);
    let txn = begin_write(db).await?;
    // Under the write lock, a concurrent retry with the same key sees the first booking.
    if let Some(key) = &new.idempotency_key
        && let Some(existing) = by_idempotency_key(&txn, new.user_id, key).await.map_err(Failure::App)?
    {
        txn.rollback().await?;
        return Ok((existing, false));
    }
    let active = entities::space::Entity::find_by_id(space_id)
        .filter(entities::space::Column::IsActive.eq(true))
        .one(&txn)
        .await?
        .is_some();
    if !active {
        txn.rollback().await?;
        return Err(Failure::App(space_unavailable()));
    }
    recheck_schedule(&txn, space_id, new.schedule_version, &[new.date]).await.map_err(Failure::App)?;
    quota::check(&txn, &new.counted(), new.tz).await.map_err(Failure::App)?;
    if let Some(refused) = clash(&txn, space_id, slot).await.map_err(Failure::App)? {
        txn.rollback().await?;
        return Err(Failure::App(refused));
    }
    let booking = model.insert(&txn).await?;
    followups(&txn, &booking).await.map_err(Failure::App)?;
    txn.commit().await?;
    Ok((booking, true))
}

/// One slot (an hour, or half of one) of a space's business day and whether it is free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DaySlot {
    /// The local time it starts at, in minutes since midnight.
    pub minute: u16,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// A booking of this hour would meet no other booking's blocked span, nor keep its
    /// buffers over one.
    pub free: bool,
    /// Not free only because of a buffer: no booking holds the hour itself.
    pub buffer: bool,
    /// Inside its opening range's starts.
    pub may_start: bool,
}

/// A space's day as the booking form shows it: its open hours, the rules they follow and
/// why the day is closed, if it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayAvailability {
    pub slots: Vec<DaySlot>,
    pub rules: SpaceRules,
    /// The reason of a closure covering the day.
    pub closure: Option<String>,
    /// The space is gone, inactive or archived: only admins may watch it.
    pub hidden: bool,
}

/// A blocking booking's times and blocked span, as availability reads them.
pub type Held = (DateTime<Utc>, DateTime<Utc>, DateTime<Utc>, DateTime<Utc>);

/// The space's blocking bookings whose blocked span overlaps `[from, to)`, by that span.
async fn held(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> AppResult<Vec<Held>> {
    Ok(booking::Entity::find()
        .select_only()
        .column(booking::Column::StartsAt)
        .column(booking::Column::EndsAt)
        .column(booking::Column::BlockedFrom)
        .column(booking::Column::BlockedUntil)
        .filter(blocking_overlap(space_id, from, to))
        .order_by_asc(booking::Column::BlockedFrom)
        .into_tuple()
        .all(db)
        .await?)
}

/// The blocking and completed bookings of several spaces whose blocked span overlaps
/// `[from, to)`, by that span, in one statement (the scheduler grid's read).
pub async fn blocking_between(
    db: &impl ConnectionTrait,
    space_ids: &[Uuid],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> AppResult<Vec<booking::Model>> {
    if space_ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(booking::Entity::find()
        .filter(booking::Column::SpaceId.is_in(space_ids.iter().copied()))
        .filter(booking::Column::StartsAt.gt(from - MAX_SPAN))
        .filter(booking::Column::StartsAt.lt(to + MAX_SPAN))
        .filter(booking::Column::BlockedFrom.lt(to))
        .filter(booking::Column::BlockedUntil.gt(from))
        .filter(booking::Column::Status.is_in(BLOCKING.into_iter().chain(["completed"])))
        .order_by_asc(booking::Column::BlockedFrom)
        .all(db)
        .await?)
}

/// The space's open hours of a business day, busy where a booking of the hour would meet
/// a blocking booking's blocked span (docs/scheduling.md, "Buffers").
pub async fn availability(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    date: NaiveDate,
    tz: Tz,
    global: &SpaceRules,
) -> AppResult<DayAvailability> {
    let plan = day_plan(db, space_id, date, global).await?;
    availability_in(db, space_id, date, tz, &plan).await
}

/// What a space's day is read against: its rules and the closures touching the day.
#[derive(Clone, Debug)]
pub struct DayPlan {
    rules: SpaceRules,
    closures: Vec<crate::domain::schedule::Closure>,
    /// The space is gone: its day has no slots.
    gone: bool,
    /// Inactive or archived.
    hidden: bool,
}

/// The space's plan for `date`. It changes only with its rules or closures (which publish
/// `Event::Schedule`), so a live feed keeps it from one booking to the next.
pub async fn day_plan(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    date: NaiveDate,
    global: &SpaceRules,
) -> AppResult<DayPlan> {
    let Some(space) = entities::space::Entity::find_by_id(space_id).one(db).await? else {
        return Ok(DayPlan { rules: global.clone(), closures: Vec::new(), gone: true, hidden: true });
    };
    let rules = schedule::rules_of(&space, global)?;
    let closures = schedule::closures_between(db, space_id, date, date).await?;
    let hidden = !space.is_active || space.archived_at.is_some();
    Ok(DayPlan { rules, closures, gone: false, hidden })
}

/// A space's day under a plan already read: one query, for its blocking bookings.
pub async fn availability_in(
    db: &impl ConnectionTrait,
    space_id: Uuid,
    date: NaiveDate,
    tz: Tz,
    plan: &DayPlan,
) -> AppResult<DayAvailability> {
    let DayPlan { rules, closures, gone, hidden } = plan;
    if *gone {
        return Ok(DayAvailability { slots: Vec::new(), rules: rules.clone(), closure: None, hidden: true });
    }
    let schedule = Schedule { tz, rules, closures };
    let held = match schedule.day_slots(date).as_slice() {
        [first, .., last] | [first @ last] => {
            let (from, until) = rules.blocked(first.starts_at, last.ends_at);
            held(db, space_id, from, until).await?
        }
        [] => Vec::new(),
    };
    Ok(DayAvailability { hidden: *hidden, ..day_of(&schedule, date, &held) })
}

/// A space's day from what was read: its rules and closures (`schedule`), and its
/// blocking bookings near the day (any superset, sorted by blocked span).
pub fn day_of(schedule: &Schedule, date: NaiveDate, held: &[Held]) -> DayAvailability {
    let rules = schedule.rules.clone();
    let open = schedule.day_slots(date);
    let closure = schedule.closure_on(date).map(|c| c.reason.clone());
    let blocked: Vec<_> = held.iter().map(|h| (h.2, h.3)).collect();
    let unavailable = rules.unavailable(&blocked);
    let slots = open
        .into_iter()
        .map(|s| {
            let free = is_free(&unavailable, s.starts_at, s.ends_at);
            let holds = held.iter().any(|h| h.0 < s.ends_at && h.1 > s.starts_at);
            DaySlot {
                minute: s.minute,
                starts_at: s.starts_at,
                ends_at: s.ends_at,
                free,
                buffer: !free && !holds,
                may_start: s.may_start,
            }
        })
        .collect();
    DayAvailability { slots, rules, closure, hidden: false }
}

/// The first day a space has an hour that can still be booked (see
/// `Schedule::first_free_date`).
pub async fn first_free_date(
    db: &impl ConnectionTrait,
    space: &entities::space::Model,
    now: DateTime<Utc>,
    tz: Tz,
    global: &SpaceRules,
) -> AppResult<Option<NaiveDate>> {
    let rules = schedule::rules_of(space, global)?;
    let until = now + chrono::Duration::days(rules.horizon_days) + MAX_SPAN;
    let (from, to) = rules.blocked(now, until);
    let blocked: Vec<_> = held(db, space.id, from, to).await?.into_iter().map(|h| (h.2, h.3)).collect();
    let today = now.with_timezone(&tz).date_naive();
    let closures = schedule::closures_between(db, space.id, today, until.with_timezone(&tz).date_naive()).await?;
    Ok(Schedule { tz, rules: &rules, closures: &closures }.first_free_date(&blocked, now))
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<booking::Model>> {
    Ok(booking::Entity::find_by_id(id).one(db).await?)
}

/// Why and by whom a booking was cancelled.
pub struct Cancellation {
    pub reason: Option<String>,
    /// `None`: the system.
    pub by: Option<Uuid>,
}

/// The answer when a booking changed between reading it and writing it.
pub fn changed_meanwhile() -> AppError {
    AppError::Conflict { title: None, message: "Esta reserva acabou de ser alterada. Atualize a página.".into() }
}

/// Moves a booking from its status as read to `to`, if nobody changed it meanwhile, and
/// ends any payment lease. Runs in the caller's transaction.
pub async fn set_status(
    db: &impl ConnectionTrait,
    booking: &booking::Model,
    to: Status,
    now: DateTime<Utc>,
    cancellation: Option<&Cancellation>,
) -> AppResult<booking::Model> {
    use sea_orm::FromQueryResult;
    let backend = db.get_database_backend();
    // A booking entering the exclusion index takes the space's lock first, like an insert
    // (see `space_lock_key`).
    let (lock, from, target) = match backend {
        DatabaseBackend::Postgres => {
            ("WITH space_lock AS (SELECT pg_advisory_xact_lock(?)) ", " FROM space_lock", "bookings.*")
        }
        _ => ("", "", "*"),
    };
    let sql = format!(
        "{lock}UPDATE bookings SET status = ?, updated_at = ?, paying_until = NULL, \
           cancel_reason = CASE WHEN ? THEN ? ELSE cancel_reason END, \
           cancelled_by = CASE WHEN ? THEN ? ELSE cancelled_by END{from} \
         WHERE id = ? AND status = ? RETURNING {target}"
    );
    let mut values: Vec<sea_orm::Value> = Vec::new();
    if backend == DatabaseBackend::Postgres {
        values.push(space_lock_key(booking.space_id).into());
    }
    let cancelling = cancellation.is_some();
    values.extend([
        to.as_str().into(),
        now.into(),
        cancelling.into(),
        cancellation.and_then(|c| c.reason.clone()).into(),
        cancelling.into(),
        cancellation.and_then(|c| c.by).into(),
        booking.id.into(),
        Status::from(booking.status).as_str().into(),
    ]);
    match booking::Model::find_by_statement(crate::db::statement(backend, &sql, values)).one(db).await {
        Ok(Some(updated)) => Ok(updated),
        Ok(None) => Err(changed_meanwhile()),
        // Reviving a slot someone else took meanwhile (not a transition we allow today).
        Err(err) if violation(&err) == Some(Violation::Overlap) => Err(taken()),
        Err(err) => Err(err.into()),
    }
}

/// Moves a booking in place to another slot (same id), if nobody changed it meanwhile;
/// the database refuses an overlap (PostgreSQL's exclusion constraint, SQLite's
/// trigger). Its reminder is due again; `sequence` counts the moves. The caller holds
/// the target space's lock, so the clash read first says why a move is refused.
pub async fn move_to(
    db: &impl ConnectionTrait,
    booking: &booking::Model,
    space_id: Uuid,
    slot: &Slot,
    total_price_cents: i64,
    now: DateTime<Utc>,
) -> AppResult<booking::Model> {
    use sea_orm::FromQueryResult;
    let clash = booking::Entity::find()
        .select_only()
        .column(booking::Column::Id)
        .filter(blocking_overlap(space_id, slot.blocked_from, slot.blocked_until))
        .filter(booking::Column::Id.ne(booking.id))
        .into_tuple::<Uuid>()
        .one(db)
        .await?;
    if clash.is_some() {
        return Err(clash_within(db, space_id, slot, Some(booking.id)).await);
    }
    let backend = db.get_database_backend();
    let sql = "UPDATE bookings SET space_id = ?, starts_at = ?, ends_at = ?, blocked_from = ?, blocked_until = ?, \
               total_price_cents = ?, sequence = sequence + 1, reminder_sent_at = NULL, updated_at = ? \
               WHERE id = ? AND status = ? AND starts_at = ? AND ends_at = ? AND space_id = ? RETURNING *";
    let values: Vec<sea_orm::Value> = vec![
        space_id.into(),
        slot.starts_at.into(),
        slot.ends_at.into(),
        slot.blocked_from.into(),
        slot.blocked_until.into(),
        total_price_cents.into(),
        now.into(),
        booking.id.into(),
        Status::from(booking.status).as_str().into(),
        booking.starts_at.into(),
        booking.ends_at.into(),
        booking.space_id.into(),
    ];
    match booking::Model::find_by_statement(crate::db::statement(backend, sql, values)).one(db).await {
        Ok(Some(moved)) => Ok(moved),
        Ok(None) => Err(changed_meanwhile()),
        Err(err) if violation(&err) == Some(Violation::Overlap) => Err(taken()),
        Err(err) => Err(err.into()),
    }
}

/// Starts (or extends) a payment of a pending booking still inside its deadline: the
/// hold's expiry leaves it alone until `until`. False when the booking is no longer
/// payable.
pub async fn lease_payment(
    db: &impl ConnectionTrait,
    id: Uuid,
    now: DateTime<Utc>,
    until: DateTime<Utc>,
) -> AppResult<bool> {
    let sql = "UPDATE bookings SET paying_until = ? WHERE id = ? AND status = 'pending' \
               AND starts_at > ? AND (pay_by IS NULL OR pay_by > ?)";
    let backend = db.get_database_backend();
    let values = vec![until.into(), id.into(), now.into(), now.into()];
    Ok(db.execute_raw(crate::db::statement(backend, sql, values)).await?.rows_affected() == 1)
}

/// Ends a payment lease that moved no money.
pub async fn clear_lease(db: &impl ConnectionTrait, id: Uuid) -> AppResult<()> {
    booking::Entity::update_many()
        .col_expr(booking::Column::PayingUntil, Expr::value(Option::<DateTime<Utc>>::None))
        .filter(booking::Column::Id.eq(id))
        .filter(booking::Column::Status.eq("pending"))
        .exec(db)
        .await?;
    Ok(())
}

/// Reads a booking for a change, locking its row on PostgreSQL until the transaction
/// ends (SQLite's write transaction already excludes every other writer).
pub async fn find_for_update(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<booking::Model>> {
    let query = booking::Entity::find_by_id(id);
    Ok(match db.get_database_backend() {
        DatabaseBackend::Postgres => query.lock_exclusive().one(db).await?,
        _ => query.one(db).await?,
    })
}

/// Which of a user's bookings a list shows (docs/booking-rules.md, "Lists and figures").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// Starts in the future, pending or confirmed; soonest first.
    Upcoming,
    /// Starts today (business zone), pending or confirmed; earliest first.
    Today,
    /// Already ended, or completed or cancelled; latest first.
    History,
    /// Everything; latest start first.
    All,
}

pub struct UserListing {
    pub user_id: Uuid,
    pub group: Group,
    pub now: DateTime<Utc>,
    pub today: (DateTime<Utc>, DateTime<Utc>),
}

fn group_condition(listing: &UserListing) -> sea_orm::Condition {
    use sea_orm::Condition;
    let mut cond = Condition::all().add(booking::Column::UserId.eq(listing.user_id));
    let live = booking::Column::Status.is_in(BLOCKING);
    match listing.group {
        Group::Upcoming => cond = cond.add(live).add(booking::Column::StartsAt.gt(listing.now)),
        Group::Today => {
            cond = cond
                .add(live)
                .add(booking::Column::StartsAt.gte(listing.today.0))
                .add(booking::Column::StartsAt.lt(listing.today.1))
        }
        Group::History => {
            cond = cond.add(
                Condition::any()
                    .add(booking::Column::EndsAt.lte(listing.now))
                    .add(booking::Column::Status.is_in(["completed", "cancelled"])),
            )
        }
        Group::All => {}
    }
    cond
}

/// A page of the user's bookings in the group's order, after `after` (start, id).
pub async fn list_for_user(
    db: &impl ConnectionTrait,
    listing: &UserListing,
    first: u64,
    after: Option<(DateTime<Utc>, Uuid)>,
    with_total: bool,
) -> AppResult<(Vec<booking::Model>, bool, Option<u64>)> {
    let ascending = matches!(listing.group, Group::Upcoming | Group::Today);
    let mut query = booking::Entity::find().filter(group_condition(listing));
    if let Some((at, id)) = after {
        use sea_orm::Condition;
        let (beyond, beyond_id) = if ascending {
            (booking::Column::StartsAt.gt(at), booking::Column::Id.gt(id))
        } else {
            (booking::Column::StartsAt.lt(at), booking::Column::Id.lt(id))
        };
        query = query.filter(
            Condition::any().add(beyond).add(Condition::all().add(booking::Column::StartsAt.eq(at)).add(beyond_id)),
        );
    }
    query = if ascending {
        query.order_by_asc(booking::Column::StartsAt).order_by_asc(booking::Column::Id)
    } else {
        query.order_by_desc(booking::Column::StartsAt).order_by_desc(booking::Column::Id)
    };
    let query = query.limit(first + 1);
    let (mut items, total) = if with_total {
        use crate::services::paging::{self, Counted};
        let count = booking::Entity::find()
            .select_only()
            .column_as(booking::Column::Id.count(), "n")
            .filter(group_condition(listing))
            .into_query();
        let (total, alias) = paging::total_column(count);
        let (items, total) = paging::split(query.column_as(total, alias).into_model::<Counted<_>>().all(db).await?);
        let total = paging::total(total, after.is_some(), count_for_user(db, listing)).await?;
        (items, Some(total))
    } else {
        (query.all(db).await?, None)
    };
    let more = items.len() as u64 > first;
    items.truncate(first as usize);
    Ok((items, more, total))
}

pub async fn count_for_user(db: &impl ConnectionTrait, listing: &UserListing) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(booking::Entity::find().filter(group_condition(listing)).count(db).await?)
}

/// The user's pending bookings (any time).
pub async fn count_pending_for_user(db: &impl ConnectionTrait, user_id: Uuid) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(booking::Entity::find()
        .filter(booking::Column::UserId.eq(user_id))
        .filter(booking::Column::Status.eq("pending"))
        .count(db)
        .await?)
}

/// Minutes of the user's upcoming bookings (requested, pending or confirmed, in the future).
pub async fn upcoming_minutes_for_user(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<i64> {
    let rows: Vec<(DateTime<Utc>, DateTime<Utc>)> = booking::Entity::find()
        .select_only()
        .column(booking::Column::StartsAt)
        .column(booking::Column::EndsAt)
        .filter(booking::Column::UserId.eq(user_id))
        .filter(booking::Column::Status.is_in(BLOCKING))
        .filter(booking::Column::StartsAt.gt(now))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.iter().map(|(s, e)| (*e - *s).num_minutes()).sum())
}
