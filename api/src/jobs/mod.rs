//! Background work the server does by itself (docs/booking-lifecycle.md, "Jobs"): expiring
//! unpaid holds and settling stale payments, carrying out refunds, delivering the outbox
//! and webhooks, sending reminders, pruning sessions and old webhook deliveries. Every job
//! reads what is due from the database, so a restart or kill -9 loses nothing, and claims
//! each row once across nodes with [`claim`] (PostgreSQL `FOR UPDATE SKIP LOCKED`; SQLite
//! has one writer at a time).

pub mod hold_expiry;
pub mod outbox;
pub mod refunds;
pub mod reminders;
pub mod webhooks;

use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult, Value};
use tokio::sync::Notify;

use crate::error::AppResult;
use crate::services::accounts::sessions;
use crate::state::AppState;

/// The longest the runner sleeps: work another node made due is picked up this late at worst.
const MAX_WAIT: Duration = Duration::from_secs(10);
/// The shortest: a row that stays due (a failing provider) is not retried in a busy loop.
const MIN_WAIT: Duration = Duration::from_millis(250);

/// Wakes the runner on this node when a change makes work due sooner than it planned.
#[derive(Default)]
pub struct Jobs {
    notify: Notify,
}

impl Jobs {
    pub fn wake(&self) {
        self.notify.notify_one();
    }
}

/// How long a failed row waits before its next try: a little longer each time, at most an
/// hour (refunds, outbox delivery).
pub fn backoff(attempts: i32) -> chrono::Duration {
    chrono::Duration::seconds(30 * i64::from(attempts.clamp(1, 120)))
}

/// Claims up to `limit` rows of `table` that match `due` by applying `set` to them, in one
/// statement, and returns them as updated. Two nodes never claim the same row: PostgreSQL
/// skips rows another transaction holds, SQLite runs one write at a time. `values` fill
/// the `?` of `set`, then of `due`.
pub async fn claim<M: FromQueryResult>(
    db: &impl ConnectionTrait,
    table: &str,
    set: &str,
    due: &str,
    order: &str,
    limit: u32,
    values: Vec<Value>,
) -> AppResult<Vec<M>> {
    let backend = db.get_database_backend();
    let pick = format!("SELECT id FROM {table} WHERE {due} ORDER BY {order} LIMIT {limit}");
    // PostgreSQL may plan `id IN (subquery)` as a hash join over a scan of the whole
    // table (it did at 70,000 bookings, on every claim and every empty poll); an array of
    // the claimed ids is looked up by the primary key whatever the statistics say.
    let sql = if backend == DatabaseBackend::Postgres {
        format!("UPDATE {table} SET {set} WHERE id = ANY(ARRAY({pick} FOR UPDATE SKIP LOCKED)) RETURNING *")
    } else {
        format!("UPDATE {table} SET {set} WHERE id IN ({pick}) RETURNING *")
    };
    Ok(M::find_by_statement(crate::db::statement(backend, &sql, values)).all(db).await?)
}

/// Runs every job once. Returns how many rows each claimed (for tests and logs).
pub async fn run_due(app: &AppState) -> AppResult<Ran> {
    round(app, Notices::Send).await
}

/// Whether a round sends the mail and webhooks due, or may leave them for the rounds after
/// a backlog of lapsed holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notices {
    Send,
    HoldDuringBacklog,
}

/// One round of every job. Lapsed holds keep slots from people who want them, so they go
/// first, one batch a round; while a round's batch comes back full (a backlog, such as
/// thousands of holds lapsing at one instant) and `notices` allow it, the round leaves the
/// mail and webhooks for the rounds after the backlog: freeing the slots comes first, and
/// the work of telling people about it does not compete with the people booking meanwhile.
#[tracing::instrument(name = "jobs.round", skip_all)]
pub async fn round(app: &AppState, notices: Notices) -> AppResult<Ran> {
    let settled = hold_expiry::settle_stale_payments(app).await?;
    let expired = hold_expiry::expire_due(app).await?;
    let declined = hold_expiry::decline_undecided(app).await?;
    let refunded = refunds::run(app).await?;
    let hold_notices = notices == Notices::HoldDuringBacklog && expired >= hold_expiry::BATCH as usize;
    let (delivered, webhooks) =
        if hold_notices { (0, 0) } else { (outbox::deliver_due(app).await?, webhooks::deliver_due(app).await?) };
    Ok(Ran { settled, expired, declined, refunded, delivered, webhooks })
}

/// The longest the runner rests between two full batches of lapsed holds on PostgreSQL. It
/// rests as long as the batch took, up to this: on a busy machine, where a batch takes
/// longer, a backlog leaves more of the machine to the people booking meanwhile. SQLite's
/// batches wait for its one writer behind those people's bookings anyway: there the runner
/// goes on at once (docs/booking-lifecycle.md, "Jobs"; figures in docs/operations.md).
const EXPIRY_REST_MAX: Duration = Duration::from_millis(100);

/// The longest a backlog of holds keeps the mail and webhooks waiting: holds that never
/// stop lapsing in whole batches do not silence them.
const HOLD_NOTICES_FOR: Duration = Duration::from_secs(15);

/// How long delivered and abandoned webhook deliveries stay in the log.
const WEBHOOK_LOG_DAYS: i64 = 30;

/// What one round did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ran {
    pub settled: usize,
    pub expired: usize,
    /// Requests declined because nobody decided them in time.
    pub declined: usize,
    pub refunded: usize,
    pub delivered: usize,
    /// Webhook deliveries attempted.
    pub webhooks: usize,
}

/// The runner: a round of jobs, then sleep until the next hold falls due, a change wakes
/// it, or `MAX_WAIT` passes. A backlog of holds is worked with rests (`EXPIRY_REST_MAX`),
/// any other backlog at once. Reminders run every minute, pruning every hour.
pub async fn run(app: AppState) {
    let (mut last_reminders, mut last_prune): (Option<Instant>, Option<Instant>) = (None, None);
    // Since when the holds have come in whole batches, round after round.
    let mut backlog_since: Option<Instant> = None;
    loop {
        let started = Instant::now();
        let (mut more, mut backlog) = (false, false);
        let notices = if backlog_since.is_some_and(|since| since.elapsed() >= HOLD_NOTICES_FOR) {
            Notices::Send
        } else {
            Notices::HoldDuringBacklog
        };
        match round(&app, notices).await {
            Ok(ran) if ran != Ran::default() => {
                tracing::debug!(?ran, "jobs ran");
                // A full batch leaves more behind it: go again.
                backlog = ran.expired >= hold_expiry::BATCH as usize;
                more = ran.webhooks >= webhooks::BATCH as usize
                    || ran.delivered >= outbox::BATCH as usize
                    || ran.declined >= hold_expiry::BATCH as usize;
            }
            Ok(_) => {}
            Err(err) => tracing::warn!(error = %err, "a background job failed"),
        }
        backlog_since = if backlog { backlog_since.or(Some(started)) } else { None };
        if last_reminders.is_none_or(|t| t.elapsed() >= Duration::from_secs(60)) {
            last_reminders = Some(Instant::now());
            if let Err(err) = reminders::send_due(&app).await {
                tracing::warn!(error = %err, "queueing reminders failed");
            }
        }
        if last_prune.is_none_or(|t| t.elapsed() >= Duration::from_secs(3600)) {
            last_prune = Some(Instant::now());
            match sessions::prune(&app.db, app.clock.now()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(removed = n, "pruned ended sessions"),
                Err(err) => tracing::warn!(error = %err, "pruning sessions failed"),
            }
            let before = app.clock.now() - chrono::Duration::days(WEBHOOK_LOG_DAYS);
            if let Err(err) = crate::services::webhooks::prune(&app.db, before).await {
                tracing::warn!(error = %err, "pruning webhook deliveries failed");
            }
        }
        if backlog {
            if app.db.get_database_backend() == DatabaseBackend::Postgres {
                tokio::time::sleep(started.elapsed().min(EXPIRY_REST_MAX)).await;
            }
            continue;
        }
        if more {
            tokio::task::yield_now().await;
            continue;
        }
        let mut wait = MAX_WAIT;
        match hold_expiry::next_due(&app.db).await {
            Ok(Some(at)) => {
                let until = (at - app.clock.now()).to_std().unwrap_or(Duration::ZERO);
                wait = wait.min(until);
            }
            Ok(None) => {}
            Err(err) => tracing::warn!(error = %err, "reading the next due hold failed"),
        }
        tokio::select! {
            () = tokio::time::sleep(wait.max(MIN_WAIT)) => {}
            () = app.jobs.notify.notified() => {}
        }
    }
}
