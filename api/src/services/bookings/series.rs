//! Recurring bookings end to end (docs/scheduling.md, "Series"): the preview of every
//! occurrence, the series written in one transaction (all or nothing, less the dates the
//! user skipped), one payment for all its pending occurrences, and cancelling or moving
//! an occurrence with every later one.

use chrono::{DateTime, NaiveDate, Utc};
use entities::{booking, booking_series};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::booking::{self as rules, Actor, Slot, Status};
use crate::domain::messages as msg;
use crate::domain::schedule::{Schedule, is_free};
use crate::domain::series::{End, Recurrence, weekdays_to_text};
use crate::error::{AppError, AppResult, Violation, violation};
use crate::payments::{self, PaymentError, Receipt, ledger};
use crate::services::bookings::flows::{self, publish};
use crate::services::bookings::history::{self, Kind, NewEvent};
use crate::services::bookings::store::{self as bookings, space_unavailable};
use crate::services::outbox::{self, Message, Notice};
use crate::services::{spaces, spaces::quota, spaces::schedule};
use crate::state::AppState;

/// A series as asked for: its first occurrence and how it repeats.
pub struct SeriesRequest {
    pub space_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub recurrence: Recurrence,
}

/// One occurrence as checked now: its date, its times (none in a daylight-saving gap)
/// and the slot or why it cannot be booked.
pub struct Planned {
    pub date: NaiveDate,
    pub times: Option<(DateTime<Utc>, DateTime<Utc>)>,
    pub verdict: Result<Slot, AppError>,
    pub price_cents: i64,
}

/// A written series and its occurrences, earliest first.
pub struct Written {
    pub series: booking_series::Model,
    pub bookings: Vec<booking::Model>,
}

/// Checks every occurrence of a series against the space's rules, closures and
/// bookings, reading each of those once for the whole series.
pub async fn plan(
    app: &AppState,
    space: &entities::space::Model,
    request: &SeriesRequest,
    now: DateTime<Utc>,
) -> AppResult<Vec<Planned>> {
    let tz = app.config.timezone;
    let occurrences = request.recurrence.occurrences(request.starts_at, request.ends_at, tz)?;
    let rules = schedule::rules_of(space, &app.config.rules())?;
    let (Some(first), Some(last)) = (occurrences.first(), occurrences.last()) else { return Ok(Vec::new()) };
    let closures = schedule::closures_between(&app.db, space.id, first.date, last.date).await?;
    let day = Schedule { tz, rules: &rules, closures: &closures };
    let times: Vec<_> = occurrences.iter().filter_map(|o| o.times).collect();
    let unavailable = match (times.first(), times.last()) {
        (Some(a), Some(b)) => {
            let (from, to) = rules.blocked(a.0, b.1);
            rules.unavailable(&bookings::blocked_spans(&app.db, space.id, from, to).await?)
        }
        _ => Vec::new(),
    };
    Ok(occurrences
        .into_iter()
        .map(|o| {
            let verdict = match o.times {
                None => Err(AppError::rule("Horário inválido", msg::NO_SUCH_TIME)),
                Some((s, e)) => day.check(s, e, now).and_then(|slot| {
                    if is_free(&unavailable, slot.starts_at, slot.ends_at) {
                        Ok(slot)
                    } else {
                        Err(AppError::Conflict {
                            title: Some(bookings::TAKEN_TITLE.into()),
                            message: msg::OCCURRENCE_TAKEN.into(),
                        })
                    }
                }),
            };
            let minutes = o.times.map_or(0, |(s, e)| (e - s).num_minutes());
            Planned {
                date: o.date,
                times: o.times,
                verdict,
                price_cents: rules::price_cents(minutes, space.price_per_hour_cents),
            }
        })
        .collect())
}

/// The occurrences of a series the viewer could book now (the form's preview).
pub async fn preview(app: &AppState, viewer: &Viewer, request: &SeriesRequest) -> AppResult<Vec<Planned>> {
    viewer.require_user()?;
    let space = spaces::find(&app.db, request.space_id).await?.filter(|s| s.is_active).ok_or_else(space_unavailable)?;
    plan(app, &space, request, app.clock.now()).await
}

/// An occurrence's refusal, named by its date; internal errors pass through untouched.
fn refused(date: NaiveDate, err: AppError) -> AppError {
    match err {
        AppError::Validation { message, .. } | AppError::Conflict { message, .. } => AppError::Conflict {
            title: Some(msg::SERIES_TITLE.into()),
            message: msg::occurrence_refused(date, &message),
        },
        other => other,
    }
}

/// A series asked for: the occurrences, less the dates in `skip`, the notes, the key.
pub struct NewSeries {
    pub request: SeriesRequest,
    pub skip: Vec<NaiveDate>,
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
}

/// Books every occurrence of a series but the skipped ones, in one transaction: each an
/// ordinary pending booking with its rules, price, quota and the no-overlap guarantee,
/// one hold for all (`payBy` of the first). One refused occurrence refuses the series.
#[tracing::instrument(name = "series.create", skip_all)]
pub async fn create(app: &AppState, viewer: &Viewer, new: NewSeries) -> AppResult<Written> {
    let user = viewer.require_user()?;
    let key = flows::idempotency_key(new.idempotency_key)?;
    if let Some(key) = &key
        && let Some(written) = by_key(&app.db, user.id, key).await?
    {
        return Ok(written);
    }
    let notes = flows::notes(new.notes.as_deref())?;
    let now = app.clock.now();
    let request = &new.request;
    let space = spaces::find(&app.db, request.space_id).await?.filter(|s| s.is_active).ok_or_else(space_unavailable)?;
    let planned = plan(app, &space, request, now).await?;
    if new.skip.iter().any(|d| !planned.iter().any(|p| p.date == *d)) {
        return Err(AppError::validation("skip", msg::SERIES_SKIP_UNKNOWN));
    }
    let mut chosen = Vec::new();
    for p in planned.into_iter().filter(|p| !new.skip.contains(&p.date)) {
        let slot = p.verdict.map_err(|err| refused(p.date, err))?;
        chosen.push((p.date, slot, p.price_cents));
    }
    let Some((_, first, _)) = chosen.first() else {
        return Err(AppError::rule(msg::SERIES_TITLE, msg::SERIES_NOTHING_LEFT));
    };
    let pay_by = rules::pay_by(now, first.starts_at, app.config.payment_hold);
    // One approval for the series: every occurrence waits until the first one's deadline.
    let space_rules = schedule::rules_of(&space, &app.config.rules())?;
    let decide_by = space_rules.requires_approval.then(|| rules::decide_by(now, first.starts_at, space_rules.notice));
    let recurrence = &request.recurrence;
    let series = booking_series::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user.id),
        space_id: Set(space.id),
        frequency: Set(recurrence.frequency.as_str().to_owned()),
        weekdays: Set((recurrence.frequency == crate::domain::series::Frequency::Weekly)
            .then(|| weekdays_to_text(&recurrence.weekdays))),
        until_on: Set(match recurrence.end {
            End::Until(date) => Some(date),
            End::Count(_) => None,
        }),
        occurrences: Set(match recurrence.end {
            End::Count(n) => Some(n as i32),
            End::Until(_) => None,
        }),
        idempotency_key: Set(key.clone()),
        created_at: Set(now),
    };
    let txn = bookings::begin_write(&app.db).await?;
    bookings::lock_for_booking(&txn, user.id, space.id).await?;
    // Under SQLite's write lock, a retry racing its first attempt sees the first series.
    if let Some(key) = &key
        && txn.get_database_backend() == DatabaseBackend::Sqlite
        && let Some(written) = by_key(&txn, user.id, key).await?
    {
        return Ok(written);
    }
    let active: Option<bool> = entities::space::Entity::find_by_id(space.id)
        .select_only()
        .column(entities::space::Column::IsActive)
        .into_tuple()
        .one(&txn)
        .await?;
    if active != Some(true) {
        return Err(space_unavailable());
    }
    let dates: Vec<NaiveDate> = chosen.iter().map(|(d, _, _)| *d).collect();
    bookings::recheck_schedule(&txn, space.id, space.schedule_version, &dates).await?;
    let series = match series.insert(&txn).await {
        Ok(series) => series,
        // The same key raced itself on PostgreSQL: the other request won.
        Err(err) if violation(&err) == Some(Violation::Unique) => {
            drop(txn);
            let key = key.as_deref().unwrap_or_default();
            return by_key(&app.db, user.id, key).await?.ok_or_else(|| err.into());
        }
        Err(err) => return Err(err.into()),
    };
    let limits = quota::applying(&txn, space.id).await?;
    let tz = app.config.timezone;
    let mut written = Vec::with_capacity(chosen.len());
    for (date, slot, price) in chosen {
        let counted =
            quota::Counted { user_id: user.id, space_id: space.id, date, minutes: slot.minutes, except: None };
        quota::check_against(&txn, &limits, &counted, tz).await.map_err(|err| refused(date, err))?;
        if let Some(err) = bookings::clash(&txn, space.id, &slot).await? {
            return Err(refused(date, err));
        }
        let row = bookings::new_row(user.id, space.id, &slot, price, notes.clone(), pay_by, now);
        let mut booking = booking::ActiveModel { series_id: Set(Some(series.id)), ..row };
        if let Some(decide_by) = decide_by {
            booking = bookings::awaiting_approval(booking, decide_by);
        }
        let booking = match booking.insert(&txn).await {
            Ok(booking) => booking,
            Err(err) if violation(&err) == Some(Violation::Overlap) => return Err(refused(date, bookings::taken())),
            Err(err) => return Err(err.into()),
        };
        bookings::record_created(&txn, &booking, false).await?;
        written.push(booking);
    }
    let ids = written.iter().map(|b| b.id).collect();
    let mail = Message::SeriesMail {
        series_id: series.id,
        notice: if decide_by.is_some() { Notice::Requested } else { Notice::Created },
        own_action: true,
        booking_ids: ids,
        refund_cents: None,
        reason: None,
    };
    outbox::enqueue(&txn, &mail, now).await?;
    if decide_by.is_some()
        && let Some(first) = written.first()
    {
        let admins = Message::RequestForAdmins { booking_id: first.id, series_id: Some(series.id) };
        outbox::enqueue(&txn, &admins, now).await?;
    }
    txn.commit().await?;
    for booking in &written {
        publish(app, booking);
    }
    app.jobs.wake();
    Ok(Written { series, bookings: written })
}

/// The viewer's series made with this key, with its occurrences.
async fn by_key(db: &impl ConnectionTrait, user_id: Uuid, key: &str) -> AppResult<Option<Written>> {
    let series = booking_series::Entity::find()
        .filter(booking_series::Column::UserId.eq(user_id))
        .filter(booking_series::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?;
    match series {
        Some(series) => {
            let bookings = occurrences(db, series.id).await?;
            Ok(Some(Written { series, bookings }))
        }
        None => Ok(None),
    }
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<booking_series::Model>> {
    Ok(booking_series::Entity::find_by_id(id).one(db).await?)
}

/// A series' occurrences, earliest first.
pub async fn occurrences(db: &impl ConnectionTrait, series_id: Uuid) -> AppResult<Vec<booking::Model>> {
    Ok(booking::Entity::find()
        .filter(booking::Column::SeriesId.eq(series_id))
        .order_by_asc(booking::Column::StartsAt)
        .all(db)
        .await?)
}

/// The series, if the viewer may see it: its owner's, or any for an admin.
pub async fn visible(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking_series::Model> {
    let user = viewer.require_user()?;
    let series = find(&app.db, id).await?.ok_or(AppError::NotFound)?;
    if series.user_id == user.id || viewer.is_admin() { Ok(series) } else { Err(AppError::NotFound) }
}

/// The owner pays every pending occurrence of a series still inside its hold: each is
/// leased, charged with its own key (so a retry, the single `payBooking` and the settling
/// job never charge one twice) with no transaction open, then every charge is recorded
/// and its occurrence confirmed in one transaction. A refusal midway keeps what was
/// charged (confirmed) and answers the refusal; a retry pays the rest.
#[tracing::instrument(name = "series.pay", skip_all, fields(id = %id))]
pub async fn pay(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<Written> {
    let user = viewer.require_user()?;
    let series = visible(app, viewer, id).await?;
    if series.user_id != user.id {
        return Err(AppError::forbidden());
    }
    let now = app.clock.now();
    let leased = lease(app, id, now).await?;
    if leased.is_empty() {
        return Err(AppError::Conflict { title: None, message: msg::SERIES_NOTHING_TO_PAY.into() });
    }
    let mut charged: Vec<(Uuid, String, Receipt)> = Vec::with_capacity(leased.len());
    let mut refusal = None;
    for (index, (booking_id, cents)) in leased.iter().enumerate() {
        let key = payments::pay_key(*booking_id);
        match app.payments.charge(&key, *cents).await {
            Ok(receipt) => charged.push((*booking_id, key, receipt)),
            Err(err) => {
                if err == PaymentError::Declined {
                    // Nothing moved for these: their hold may lapse again.
                    for (rest, _) in &leased[index..] {
                        bookings::clear_lease(&app.db, *rest).await?;
                    }
                } else {
                    tracing::warn!(series_id = %id, error = %err, "payment provider did not answer");
                }
                refusal = Some(err);
                break;
            }
        }
    }
    flows::settle_charges(app, &charged, id).await?;
    if let Some(err) = refusal {
        return Err(flows::payment_refused(&err));
    }
    let bookings = occurrences(&app.db, id).await?;
    Ok(Written { series, bookings })
}

/// Leases the series' payable occurrences in one transaction; answers them with prices.
async fn lease(app: &AppState, series_id: Uuid, now: DateTime<Utc>) -> AppResult<Vec<(Uuid, i64)>> {
    let txn = bookings::begin_write(&app.db).await?;
    let payable: Vec<(Uuid, i64)> = booking::Entity::find()
        .select_only()
        .column(booking::Column::Id)
        .column(booking::Column::TotalPriceCents)
        .filter(booking::Column::SeriesId.eq(series_id))
        .filter(booking::Column::Status.eq("pending"))
        .filter(booking::Column::StartsAt.gt(now))
        .order_by_asc(booking::Column::StartsAt)
        .into_tuple()
        .all(&txn)
        .await?;
    let mut leased = Vec::with_capacity(payable.len());
    for (booking_id, cents) in payable {
        if bookings::lease_payment(&txn, booking_id, now, now + rules::PAYMENT_LEASE).await? {
            leased.push((booking_id, cents));
        }
    }
    txn.commit().await?;
    Ok(leased)
}

/// Cancels an occurrence and every later active one of its series, all or none, in one
/// transaction; the owner within their space's window, an admin with a reason. One mail
/// tells the owner.
#[tracing::instrument(name = "series.cancel_following", skip_all)]
pub async fn cancel_following(
    app: &AppState,
    viewer: &Viewer,
    booking_id: Uuid,
    reason: Option<&str>,
) -> AppResult<Written> {
    let (booking, actor) = flows::load(app, viewer, booking_id).await?;
    let Some(series_id) = booking.series_id else {
        return Err(AppError::Conflict { title: None, message: msg::NOT_IN_SERIES.into() });
    };
    let series = find(&app.db, series_id).await?.ok_or(AppError::NotFound)?;
    let reason = flows::cancel_reason(reason, actor == Actor::Admin)?;
    let window =
        if actor == Actor::Owner { flows::cancel_window(app, booking.space_id).await? } else { rules::CANCEL_MIN_LEAD };
    let by = viewer.user.as_ref().map(|u| u.id);
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    let mut query = booking::Entity::find()
        .filter(booking::Column::SeriesId.eq(series_id))
        .filter(booking::Column::StartsAt.gte(booking.starts_at))
        .filter(booking::Column::Status.is_in(bookings::BLOCKING))
        .order_by_asc(booking::Column::StartsAt);
    if txn.get_database_backend() == DatabaseBackend::Postgres {
        query = query.lock_exclusive();
    }
    let targets = query.all(&txn).await?;
    if !targets.iter().any(|b| b.id == booking.id) {
        // The chosen occurrence itself is no longer active: say why.
        rules::transition(Status::from(booking.status), Status::Cancelled, actor, rules::Times::of(&booking), now)?;
        return Err(bookings::changed_meanwhile());
    }
    let mut cancelled = Vec::with_capacity(targets.len());
    let mut refunds = 0;
    for target in &targets {
        let (row, refund) =
            flows::cancel_quietly(&txn, now, target, (actor, window), (by, reason.clone()), Kind::Cancelled)
                .await
                .map_err(|err| {
                    refused_cancel(target.starts_at.with_timezone(&app.config.timezone).date_naive(), err)
                })?;
        refunds += refund.unwrap_or(0);
        cancelled.push(row);
    }
    let mail = Message::SeriesMail {
        series_id,
        notice: Notice::Cancelled,
        own_action: actor == Actor::Owner,
        booking_ids: cancelled.iter().map(|b| b.id).collect(),
        refund_cents: (refunds > 0).then_some(refunds),
        reason,
    };
    outbox::enqueue(&txn, &mail, now).await?;
    txn.commit().await?;
    for row in &cancelled {
        publish(app, row);
    }
    app.jobs.wake();
    Ok(Written { series, bookings: cancelled })
}

fn refused_cancel(date: NaiveDate, err: AppError) -> AppError {
    match err {
        AppError::Validation { message, .. } | AppError::Conflict { message, .. } => {
            AppError::Conflict { title: None, message: msg::occurrence_not_cancelled(date, &message) }
        }
        other => other,
    }
}

/// Moves an occurrence and every later active one of its series to the new times at
/// once (docs/scheduling.md, "Series"): each keeps its distance in days from the chosen
/// one and takes the new local start and length (and space, when one is given). All or
/// nothing, in one transaction, under every rule of a single move; the owner within the
/// window of the earliest. A paid occurrence may get cheaper (refunded) but not dearer:
/// those are moved one at a time, where the difference is charged. One mail tells the
/// owner.
#[tracing::instrument(name = "series.reschedule_following", skip_all)]
pub async fn reschedule_following(
    app: &AppState,
    viewer: &Viewer,
    request: flows::RescheduleRequest,
) -> AppResult<Written> {
    let (booking, actor) = flows::load(app, viewer, request.booking_id).await?;
    let Some(series_id) = booking.series_id else {
        return Err(AppError::Conflict { title: None, message: msg::NOT_IN_SERIES.into() });
    };
    let series = find(&app.db, series_id).await?.ok_or(AppError::NotFound)?;
    let key = flows::idempotency_key(request.idempotency_key)?;
    if let Some(key) = &key
        && history::by_key(&app.db, booking.id, key).await?.is_some()
    {
        let bookings = following(&app.db, series_id, booking.starts_at, false).await?;
        return Ok(Written { series, bookings });
    }
    let now = app.clock.now();
    let tz = app.config.timezone;
    let space = flows::move_target(app, &booking, actor, request.space_id, now).await?;
    let space_id = space.id;
    flows::refuse_into_approval(app, &booking, actor, &space)?;
    let targets = following(&app.db, series_id, booking.starts_at, false).await?;
    if targets.iter().any(|b| Status::from(b.status) == Status::AwaitingApproval) {
        return Err(AppError::Conflict { title: None, message: msg::RESCHEDULE_INACTIVE.into() });
    }
    // The chosen occurrence's change, as local days and a local start: every later one
    // takes the same.
    let (old, new) = (booking.starts_at.with_timezone(&tz), request.starts_at.with_timezone(&tz));
    let days = (new.date_naive() - old.date_naive()).num_days();
    let (start_time, length) = (new.time(), request.ends_at - request.starts_at);
    if space_id == booking.space_id
        && request.starts_at == booking.starts_at
        && length == booking.ends_at - booking.starts_at
    {
        return Err(AppError::rule("Horário inválido", msg::RESCHEDULE_SAME_SLOT));
    }
    let mut moves = Vec::with_capacity(targets.len());
    for target in &targets {
        let date = target.starts_at.with_timezone(&tz).date_naive() + chrono::Duration::days(days);
        let starts_at = date
            .and_time(start_time)
            .and_local_timezone(tz)
            .earliest()
            .ok_or_else(|| not_moved(date, AppError::rule("Horário inválido", msg::NO_SUCH_TIME)))?
            .with_timezone(&Utc);
        let (slot, date) = flows::check_in_space(app, &space, starts_at, starts_at + length, now)
            .await
            .map_err(|err| not_moved(date, err))?;
        let price = rules::price_cents(slot.minutes, space.price_per_hour_cents);
        let paid = if Status::from(target.status) == Status::Confirmed {
            ledger::net_paid(&app.db, target.id).await?
        } else {
            price
        };
        if price > paid {
            return Err(not_moved(date, AppError::Conflict { title: None, message: msg::SERIES_MOVE_DEARER.into() }));
        }
        moves.push((target, slot, date, price, paid - price));
    }
    // Later first when moving later (earlier first when earlier): an occurrence never
    // lands on one of its series still waiting to move.
    if request.starts_at > booking.starts_at {
        moves.reverse();
    }

    let txn = bookings::begin_write(&app.db).await?;
    quota::lock_person(&txn, booking.user_id).await?;
    let locked: std::collections::BTreeSet<Uuid> =
        targets.iter().map(|b| b.space_id).chain(std::iter::once(space_id)).collect();
    for id in locked {
        bookings::lock_space(&txn, id).await?;
    }
    let dates: Vec<NaiveDate> = moves.iter().map(|m| m.2).collect();
    bookings::recheck_schedule(&txn, space_id, space.schedule_version, &dates).await?;
    let current = following(&txn, series_id, booking.starts_at, true).await?;
    let unchanged = |a: &booking::Model, b: &booking::Model| {
        (a.id, a.status, a.starts_at, a.ends_at, a.space_id) == (b.id, b.status, b.starts_at, b.ends_at, b.space_id)
    };
    if current.len() != targets.len() || !current.iter().zip(&targets).all(|(a, b)| unchanged(a, b)) {
        return Err(bookings::changed_meanwhile());
    }
    let by = viewer.user.as_ref().map(|u| u.id);
    let limits = quota::applying(&txn, space_id).await?;
    let mut moved = Vec::with_capacity(moves.len());
    for (target, slot, date, price, refund) in &moves {
        let counted = quota::Counted {
            user_id: target.user_id,
            space_id,
            date: *date,
            minutes: slot.minutes,
            except: Some(target.id),
        };
        quota::check_against(&txn, &limits, &counted, tz).await.map_err(|err| not_moved(*date, err))?;
        let row =
            bookings::move_to(&txn, target, space_id, slot, *price, now).await.map_err(|err| not_moved(*date, err))?;
        if *refund > 0 {
            ledger::request_refund(&txn, target.id, *refund, now).await?;
        }
        let detail = serde_json::json!({
            "from": { "spaceId": target.space_id, "startsAt": target.starts_at, "endsAt": target.ends_at },
            "to": { "spaceId": space_id, "startsAt": slot.starts_at, "endsAt": slot.ends_at },
            "refundCents": (*refund > 0).then_some(*refund),
        });
        let mut event = NewEvent::new(target.id, Kind::Rescheduled, actor, by).detail(detail);
        if target.id == booking.id {
            event.idempotency_key = key.clone();
        }
        history::record(&txn, event, now).await?;
        moved.push(row);
    }
    moved.sort_by_key(|b| b.starts_at);
    let refunds: i64 = moves.iter().map(|m| m.4).sum();
    let mail = Message::SeriesMail {
        series_id,
        notice: Notice::Rescheduled,
        own_action: actor == Actor::Owner,
        booking_ids: moved.iter().map(|b| b.id).collect(),
        refund_cents: (refunds > 0).then_some(refunds),
        reason: None,
    };
    outbox::enqueue(&txn, &mail, now).await?;
    txn.commit().await?;
    for (old, new) in targets.iter().zip(&moved) {
        publish(app, old);
        publish(app, new);
    }
    app.jobs.wake();
    Ok(Written { series, bookings: moved })
}

/// The series' active occurrences from `from` on, earliest first; locked on PostgreSQL
/// when asked (inside a write).
async fn following(
    db: &impl ConnectionTrait,
    series_id: Uuid,
    from: DateTime<Utc>,
    lock: bool,
) -> AppResult<Vec<booking::Model>> {
    let mut query = booking::Entity::find()
        .filter(booking::Column::SeriesId.eq(series_id))
        .filter(booking::Column::StartsAt.gte(from))
        .filter(booking::Column::Status.is_in(bookings::BLOCKING))
        .order_by_asc(booking::Column::StartsAt)
        .order_by_asc(booking::Column::Id);
    if lock && db.get_database_backend() == DatabaseBackend::Postgres {
        query = query.lock_exclusive();
    }
    Ok(query.all(db).await?)
}

fn not_moved(date: NaiveDate, err: AppError) -> AppError {
    match err {
        AppError::Validation { message, .. } | AppError::Conflict { message, .. } => AppError::Conflict {
            title: Some(msg::SERIES_TITLE.into()),
            message: msg::occurrence_not_moved(date, &message),
        },
        other => other,
    }
}
