//! What each booking action does end to end (docs/booking-lifecycle.md): the rules, one
//! write transaction with the booking's event, money record and mail, then the live push
//! after commit. Provider calls never run inside a transaction.

use chrono::{DateTime, Utc};
use entities::booking;
use sea_orm::TransactionTrait;
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::booking::{self as rules, Actor, Status, Times};
use crate::domain::messages as msg;
use crate::domain::schedule::Schedule;
use crate::domain::text;
use crate::error::{AppError, AppResult};
use crate::payments::{self, PaymentError, Receipt, ledger};
use crate::realtime::Event;
use crate::services::bookings::history::{self, Kind, NewEvent};
use crate::services::bookings::store::{self as bookings, Cancellation, space_unavailable as unavailable};
use crate::services::outbox::{self, Message, Notice};
use crate::services::{spaces, spaces::quota, spaces::schedule};
use crate::state::AppState;

use crate::domain::booking::{NOTES_MAX, REASON_MAX};

pub struct BookingRequest {
    pub space_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
}

/// What the payer hears when the provider moved no money, or may not have.
pub fn payment_refused(err: &PaymentError) -> AppError {
    let (title, message) = match err {
        PaymentError::Declined => (msg::PAYMENT_DECLINED_TITLE, msg::PAYMENT_DECLINED),
        PaymentError::Unavailable(_) => (msg::PAYMENT_UNAVAILABLE_TITLE, msg::PAYMENT_UNAVAILABLE),
    };
    AppError::Conflict { title: Some(title.into()), message: message.into() }
}

/// A trimmed idempotency key of at most 100 characters, or none.
pub fn idempotency_key(raw: Option<String>) -> AppResult<Option<String>> {
    let key = raw.map(|k| k.trim().to_owned()).filter(|k| !k.is_empty());
    if key.as_ref().is_some_and(|k| k.len() > 100) {
        return Err(AppError::validation("idempotencyKey", "Chave de idempotência longa demais."));
    }
    Ok(key)
}

/// A booking's notes, trimmed: at most 500 characters.
pub fn notes(raw: Option<&str>) -> AppResult<Option<String>> {
    let notes = text::optional(raw);
    if notes.as_ref().is_some_and(|n| n.chars().count() > NOTES_MAX) {
        return Err(AppError::validation("notes", "Observações devem ter no máximo 500 caracteres."));
    }
    Ok(notes)
}

/// Books a slot for the viewer: every rule on the server, the price computed here.
#[tracing::instrument(name = "booking.create", skip_all)]
pub async fn create(app: &AppState, viewer: &Viewer, request: BookingRequest) -> AppResult<booking::Model> {
    let user = viewer.require_user()?;
    let key = idempotency_key(request.idempotency_key)?;
    // A retry returns the first result before any rule is evaluated again.
    if let Some(key) = &key
        && let Some(existing) = bookings::by_idempotency_key(&app.db, user.id, key).await?
    {
        return Ok(existing);
    }
    let now = app.clock.now();
    let space = spaces::find(&app.db, request.space_id).await?.filter(|s| s.is_active).ok_or_else(unavailable)?;
    let (slot, date) = check_in_space(app, &space, request.starts_at, request.ends_at, now).await?;
    let notes = notes(request.notes.as_deref())?;
    let rules = schedule::rules_of(&space, &app.config.rules())?;
    let decide_by = rules.requires_approval.then(|| rules::decide_by(now, slot.starts_at, rules.notice));
    let new = bookings::NewBooking {
        user_id: user.id,
        space_id: space.id,
        total_price_cents: rules::price_cents(slot.minutes, space.price_per_hour_cents),
        pay_by: rules::pay_by(now, slot.starts_at, app.config.payment_hold),
        decide_by,
        slot,
        notes,
        idempotency_key: key,
        schedule_version: space.schedule_version,
        date,
        tz: app.config.timezone,
    };
    let (booking, created) = bookings::create(&app.db, new, now).await?;
    if created {
        publish(app, &booking);
        app.jobs.wake();
    }
    Ok(booking)
}

/// Checks a slot against the space's rules and the closures of its day; answers the slot
/// and its business day.
pub async fn check_in_space(
    app: &AppState,
    space: &entities::space::Model,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> AppResult<(rules::Slot, chrono::NaiveDate)> {
    let tz = app.config.timezone;
    let rules = schedule::rules_of(space, &app.config.rules())?;
    let date = starts_at.with_timezone(&tz).date_naive();
    let closures = schedule::closures_between(&app.db, space.id, date, date).await?;
    let slot = Schedule { tz, rules: &rules, closures: &closures }.check(starts_at, ends_at, now)?;
    Ok((slot, date))
}

/// The owner's cancellation window of a booking's space (the deployment's if the space
/// is gone).
pub async fn cancel_window(app: &AppState, space_id: Uuid) -> AppResult<chrono::Duration> {
    let global = app.config.rules();
    Ok(match spaces::find(&app.db, space_id).await? {
        Some(space) => schedule::rules_of(&space, &global)?.cancel_window,
        None => global.cancel_window,
    })
}

/// The booking, if the viewer may act on it: its owner, or an admin.
pub async fn load(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<(booking::Model, Actor)> {
    let user = viewer.require_user()?;
    let booking = bookings::find(&app.db, id).await?.ok_or(AppError::NotFound)?;
    if booking.user_id == user.id {
        Ok((booking, Actor::Owner))
    } else if viewer.is_admin() {
        Ok((booking, Actor::Admin))
    } else {
        // Someone else's booking does not exist for this viewer.
        Err(AppError::NotFound)
    }
}

fn mail(booking: &booking::Model, notice: Notice, own_action: bool) -> Message {
    Message::BookingMail { booking_id: booking.id, notice, own_action, reason: None, refund_cents: None }
}

/// An admin's reason for cancelling someone else's booking: required, clean, at most 500
/// characters. The owner's own cancellation needs none.
pub fn cancel_reason(raw: Option<&str>, required: bool) -> AppResult<Option<String>> {
    let reason = text::optional(raw);
    match &reason {
        None if required => Err(AppError::validation("reason", msg::REASON_REQUIRED)),
        Some(r) if r.chars().count() > REASON_MAX => Err(AppError::validation("reason", msg::REASON_TOO_LONG)),
        _ => Ok(reason),
    }
}

/// The owner cancels (more than 2 h ahead); an admin cancels any active booking, with a
/// reason the owner is shown. A paid booking is refunded per docs/booking-lifecycle.md.
#[tracing::instrument(name = "booking.cancel", skip_all, fields(id = %id))]
pub async fn cancel(app: &AppState, viewer: &Viewer, id: Uuid, reason: Option<&str>) -> AppResult<booking::Model> {
    let (booking, actor) = load(app, viewer, id).await?;
    let reason = cancel_reason(reason, actor == Actor::Admin)?;
    let by = viewer.user.as_ref().map(|u| u.id);
    let cancelled = cancel_in_transaction(app, &booking, actor, by, reason, Kind::Cancelled).await?;
    publish(app, &cancelled);
    app.jobs.wake();
    Ok(cancelled)
}

/// Cancels one booking in its own transaction: status, event, refund request, mail.
async fn cancel_in_transaction(
    app: &AppState,
    booking: &booking::Model,
    actor: Actor,
    by: Option<Uuid>,
    reason: Option<String>,
    kind: Kind,
) -> AppResult<booking::Model> {
    let window =
        if actor == Actor::Owner { cancel_window(app, booking.space_id).await? } else { rules::CANCEL_MIN_LEAD };
    let txn = bookings::begin_write(&app.db).await?;
    let cancelled = cancel_within(&txn, app.clock.now(), booking, (actor, window), by, reason, kind).await?;
    txn.commit().await?;
    Ok(cancelled)
}

/// Cancels `booking` inside the caller's transaction (also used for a whole space's
/// bookings at once); an owner is bound by `cancel_window` (their space's).
pub async fn cancel_within(
    txn: &impl sea_orm::ConnectionTrait,
    now: DateTime<Utc>,
    booking: &booking::Model,
    (actor, cancel_window): (Actor, chrono::Duration),
    by: Option<Uuid>,
    reason: Option<String>,
    kind: Kind,
) -> AppResult<booking::Model> {
    let times = Times::of(booking).with_cancel_window(cancel_window);
    rules::transition(Status::from(booking.status), Status::Cancelled, actor, times, now)?;
    let (cancelled, refund) = record_cancellation(txn, now, booking, actor, by, reason.clone(), kind).await?;
    outbox::enqueue(txn, &cancellation_mail(booking, kind, actor, reason, refund), now).await?;
    Ok(cancelled)
}

fn cancellation_mail(
    booking: &booking::Model,
    kind: Kind,
    actor: Actor,
    reason: Option<String>,
    refund_cents: Option<i64>,
) -> Message {
    let notice = match kind {
        Kind::Expired => Notice::Expired,
        Kind::Declined => Notice::Declined,
        _ => Notice::Cancelled,
    };
    Message::BookingMail { booking_id: booking.id, notice, own_action: actor == Actor::Owner, reason, refund_cents }
}

/// `cancel_within` with no mail of its own (a series tells its owner once); answers the
/// refund requested, if any.
pub async fn cancel_quietly(
    txn: &impl sea_orm::ConnectionTrait,
    now: DateTime<Utc>,
    booking: &booking::Model,
    (actor, cancel_window): (Actor, chrono::Duration),
    (by, reason): (Option<Uuid>, Option<String>),
    kind: Kind,
) -> AppResult<(booking::Model, Option<i64>)> {
    let times = Times::of(booking).with_cancel_window(cancel_window);
    rules::transition(Status::from(booking.status), Status::Cancelled, actor, times, now)?;
    record_cancellation(txn, now, booking, actor, by, reason, kind).await
}

/// Deleting an account cancels its bookings that have not started, without the owner's
/// 2-hour lead (the hours go back on sale) but with the owner's refund rule
/// (docs/accounts.md, "Deleting an account").
pub async fn cancel_with_account(
    txn: &impl sea_orm::ConnectionTrait,
    now: DateTime<Utc>,
    booking: &booking::Model,
) -> AppResult<booking::Model> {
    if !Status::from(booking.status).blocks() || booking.starts_at <= now {
        return Err(bookings::changed_meanwhile());
    }
    let reason = Some(msg::ACCOUNT_DELETED_REASON.to_owned());
    let (owner, kind) = (Actor::Owner, Kind::Cancelled);
    let (cancelled, refund) =
        record_cancellation(txn, now, booking, owner, Some(booking.user_id), reason.clone(), kind).await?;
    outbox::enqueue(txn, &cancellation_mail(booking, kind, owner, reason, refund), now).await?;
    Ok(cancelled)
}

/// The cancellation itself, its rules already checked: status, refund request, event.
/// Answers the refund requested, if any; the caller sends the mail.
async fn record_cancellation(
    txn: &impl sea_orm::ConnectionTrait,
    now: DateTime<Utc>,
    booking: &booking::Model,
    actor: Actor,
    by: Option<Uuid>,
    reason: Option<String>,
    kind: Kind,
) -> AppResult<(booking::Model, Option<i64>)> {
    let from = Status::from(booking.status);
    let cancellation = Cancellation { reason: reason.clone(), by };
    let cancelled = bookings::set_status(txn, booking, Status::Cancelled, now, Some(&cancellation)).await?;
    let refund = if rules::refunds_on_cancel(actor, from, booking.starts_at, now) {
        Some(ledger::net_paid(txn, booking.id).await?).filter(|cents| *cents > 0)
    } else {
        None
    };
    let mut event = NewEvent::new(booking.id, kind, actor, by).reason(reason);
    if let Some(cents) = refund {
        ledger::request_refund(txn, booking.id, cents, now).await?;
        event = event.detail(serde_json::json!({ "refundCents": cents }));
    }
    history::record(txn, event, now).await?;
    Ok((cancelled, refund))
}

/// The owner pays a pending booking before its deadline, which confirms it.
///
/// The booking is leased first (the hold's expiry skips it), the provider is called with
/// the booking's key and no transaction open, then a second transaction records the
/// charge and confirms. A retry charges nothing new: the provider answers the key's first
/// charge. If the booking was cancelled meanwhile, the charge is recorded and refunded.
#[tracing::instrument(name = "booking.pay", skip_all, fields(id = %id))]
pub async fn pay(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking::Model> {
    let (booking, actor) = load(app, viewer, id).await?;
    if actor != Actor::Owner {
        return Err(AppError::forbidden());
    }
    let now = app.clock.now();
    rules::transition(Status::from(booking.status), Status::Confirmed, actor, Times::of(&booking), now)?;
    if !bookings::lease_payment(&app.db, id, now, now + rules::PAYMENT_LEASE).await? {
        // Changed since it was read: answer with the rule it now breaks.
        let current = bookings::find(&app.db, id).await?.ok_or(AppError::NotFound)?;
        rules::transition(Status::from(current.status), Status::Confirmed, actor, Times::of(&current), now)?;
        return Err(bookings::changed_meanwhile());
    }
    let key = payments::pay_key(id);
    match app.payments.charge(&key, booking.total_price_cents).await {
        Ok(receipt) => settle_charge(app, id, &key, &receipt).await?,
        Err(err @ PaymentError::Declined) => {
            bookings::clear_lease(&app.db, id).await?;
            Err(payment_refused(&err))
        }
        Err(err @ PaymentError::Unavailable(_)) => {
            // The money may have moved: the lease stays, and a retry or the settling job
            // asks the provider by the same key.
            tracing::warn!(booking_id = %id, error = %err, "payment provider did not answer");
            Err(payment_refused(&err))
        }
    }
}

/// Records a charge the provider made for a booking and confirms it, or, if the booking
/// was cancelled meanwhile, refunds it. The outer error is a failure to record; the inner
/// one is the answer to the payer.
pub async fn settle_charge(
    app: &AppState,
    id: Uuid,
    key: &str,
    receipt: &Receipt,
) -> AppResult<AppResult<booking::Model>> {
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    let answer = settle_within(&txn, id, key, receipt, now, true).await?;
    txn.commit().await?;
    if let Ok(confirmed) = &answer {
        publish(app, confirmed);
    }
    app.jobs.wake();
    Ok(answer)
}

/// Records the charges a series' payment made and confirms their occurrences, in one
/// transaction, with one mail for the series. Answers the occurrences confirmed.
pub async fn settle_charges(
    app: &AppState,
    charged: &[(Uuid, String, Receipt)],
    series_id: Uuid,
) -> AppResult<Vec<booking::Model>> {
    if charged.is_empty() {
        return Ok(Vec::new());
    }
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    let mut confirmed = Vec::with_capacity(charged.len());
    for (id, key, receipt) in charged {
        if let Ok(booking) = settle_within(&txn, *id, key, receipt, now, false).await? {
            confirmed.push(booking);
        }
    }
    if !confirmed.is_empty() {
        let booking_ids = confirmed.iter().map(|b| b.id).collect();
        let mail = Message::SeriesMail {
            series_id,
            notice: Notice::Confirmed,
            own_action: true,
            booking_ids,
            refund_cents: None,
            reason: None,
        };
        outbox::enqueue(&txn, &mail, now).await?;
    }
    txn.commit().await?;
    for booking in &confirmed {
        publish(app, booking);
    }
    app.jobs.wake();
    Ok(confirmed)
}

/// `settle_charge` inside the caller's transaction; `mail`: the booking's own
/// confirmation mail (a series sends one for all).
async fn settle_within(
    txn: &sea_orm::DatabaseTransaction,
    id: Uuid,
    key: &str,
    receipt: &Receipt,
    now: DateTime<Utc>,
    mail_each: bool,
) -> AppResult<AppResult<booking::Model>> {
    let booking = bookings::find_for_update(txn, id).await?.ok_or(AppError::NotFound)?;
    let new = ledger::record_charge(txn, id, key, receipt, now).await?;
    Ok(match Status::from(booking.status) {
        Status::Pending => {
            let confirmed = bookings::set_status(txn, &booking, Status::Confirmed, now, None).await?;
            let paid = NewEvent::new(id, Kind::Paid, Actor::Owner, Some(booking.user_id))
                .detail(serde_json::json!({ "amountCents": receipt.amount_cents, "reference": receipt.reference }));
            history::record(txn, paid, now).await?;
            if mail_each {
                outbox::enqueue(txn, &mail(&booking, Notice::Confirmed, true), now).await?;
            }
            Ok(confirmed)
        }
        // Another attempt with the same key got here first.
        Status::Confirmed if !new => Ok(booking.clone()),
        _ => {
            if new {
                ledger::request_refund(txn, id, receipt.amount_cents, now).await?;
                let refunded = NewEvent::new(id, Kind::Refunded, Actor::System, None)
                    .reason(Some(msg::PAID_AFTER_CANCELLATION.into()))
                    .detail(serde_json::json!({ "refundCents": receipt.amount_cents }));
                history::record(txn, refunded, now).await?;
            }
            Err(AppError::Conflict { title: None, message: msg::PAID_AFTER_CANCELLATION.into() })
        }
    })
}

/// An admin marks a confirmed booking as completed, once it has ended.
#[tracing::instrument(name = "booking.complete", skip_all, fields(id = %id))]
pub async fn complete(app: &AppState, viewer: &Viewer, id: Uuid) -> AppResult<booking::Model> {
    viewer.require_admin()?;
    let (booking, _) = load(app, viewer, id).await?;
    let now = app.clock.now();
    rules::transition(Status::from(booking.status), Status::Completed, Actor::Admin, Times::of(&booking), now)?;
    let by = viewer.user.as_ref().map(|u| u.id);
    let txn = app.db.begin().await?;
    let completed = bookings::set_status(&txn, &booking, Status::Completed, now, None).await?;
    history::record(&txn, NewEvent::new(id, Kind::Completed, Actor::Admin, by), now).await?;
    txn.commit().await?;
    publish(app, &completed);
    Ok(completed)
}

/// A move of a booking to another slot (same or another space).
pub struct RescheduleRequest {
    pub booking_id: Uuid,
    /// `None`: the same space.
    pub space_id: Option<Uuid>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub idempotency_key: Option<String>,
}

/// Moves a pending or confirmed booking to another slot in place (same id), atomically:
/// the old slot is freed only if the new one is taken, under the same guarantee against
/// overlaps. Every rule of the target slot applies; the owner is bound by the 2-hour rule
/// of the old one. A confirmed booking pays the difference (charged before the move with
/// its own key, refunded if the move fails) or is refunded it. `payBy` never moves later.
/// A retry with the same key answers the booking as it is.
#[tracing::instrument(name = "booking.reschedule", skip_all)]
pub async fn reschedule(app: &AppState, viewer: &Viewer, request: RescheduleRequest) -> AppResult<booking::Model> {
    let (booking, actor) = load(app, viewer, request.booking_id).await?;
    let key = idempotency_key(request.idempotency_key)?;
    if let Some(key) = &key
        && history::by_key(&app.db, booking.id, key).await?.is_some()
    {
        return Ok(booking);
    }
    let now = app.clock.now();
    let from = Status::from(booking.status);
    let space = move_target(app, &booking, actor, request.space_id, now).await?;
    let space_id = space.id;
    let (slot, date) = check_in_space(app, &space, request.starts_at, request.ends_at, now).await?;
    refuse_into_approval(app, &booking, actor, &space)?;
    if space_id == booking.space_id && slot.starts_at == booking.starts_at && slot.ends_at == booking.ends_at {
        return Err(AppError::rule("Horário inválido", msg::RESCHEDULE_SAME_SLOT));
    }
    let price = rules::price_cents(slot.minutes, space.price_per_hour_cents);
    let paid = if from == Status::Confirmed { ledger::net_paid(&app.db, booking.id).await? } else { 0 };
    let difference = if from == Status::Confirmed { price - paid } else { 0 };
    // A dearer slot is charged first, with no transaction open; the key makes a retry
    // charge nothing new.
    let charge_key =
        payments::reschedule_key(booking.id, key.as_deref().unwrap_or(&Uuid::now_v7().simple().to_string()));
    let extra = if difference > 0 {
        Some(app.payments.charge(&charge_key, difference).await.map_err(|err| payment_refused(&err))?)
    } else {
        None
    };
    let moved = move_booking(
        app,
        &booking,
        actor,
        viewer,
        &slot,
        (&space, date),
        price,
        difference,
        extra.as_ref(),
        &charge_key,
        key.clone(),
    )
    .await;
    match moved {
        Ok(updated) => {
            publish(app, &booking);
            publish(app, &updated);
            app.jobs.wake();
            Ok(updated)
        }
        Err(err) => {
            // The extra charge went through but the move did not: give it back.
            if let Some(receipt) = &extra {
                let txn = bookings::begin_write(&app.db).await?;
                if ledger::record_charge(&txn, booking.id, &charge_key, receipt, now).await? {
                    ledger::request_refund(&txn, booking.id, receipt.amount_cents, now).await?;
                }
                txn.commit().await?;
                app.jobs.wake();
            }
            Err(err)
        }
    }
}

/// What every move checks first (a single booking or a series' later ones): the booking
/// is pending or confirmed, the owner is outside the old slot's cancellation window, and
/// the target space (`None`: the same one) is active.
pub async fn move_target(
    app: &AppState,
    booking: &booking::Model,
    actor: Actor,
    space_id: Option<Uuid>,
    now: DateTime<Utc>,
) -> AppResult<entities::space::Model> {
    if !matches!(Status::from(booking.status), Status::Pending | Status::Confirmed) {
        return Err(AppError::Conflict { title: None, message: msg::RESCHEDULE_INACTIVE.into() });
    }
    if actor == Actor::Owner {
        let window = cancel_window(app, booking.space_id).await?;
        if booking.starts_at - now <= window {
            return Err(AppError::Conflict { title: None, message: msg::reschedule_too_late(window) });
        }
    }
    let space_id = space_id.unwrap_or(booking.space_id);
    spaces::find(&app.db, space_id).await?.filter(|s| s.is_active).ok_or_else(unavailable)
}

/// Moving into an approval space would skip its approval: refused to the owner (an
/// admin's move is one).
pub fn refuse_into_approval(
    app: &AppState,
    booking: &booking::Model,
    actor: Actor,
    space: &entities::space::Model,
) -> AppResult<()> {
    if actor == Actor::Owner
        && space.id != booking.space_id
        && schedule::rules_of(space, &app.config.rules())?.requires_approval
    {
        return Err(AppError::Conflict { title: None, message: msg::RESCHEDULE_INTO_APPROVAL.into() });
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)] // one move's facts, named at the one call
async fn move_booking(
    app: &AppState,
    booking: &booking::Model,
    actor: Actor,
    viewer: &Viewer,
    slot: &rules::Slot,
    (space, date): (&entities::space::Model, chrono::NaiveDate),
    price: i64,
    difference: i64,
    extra: Option<&Receipt>,
    charge_key: &str,
    key: Option<String>,
) -> AppResult<booking::Model> {
    let now = app.clock.now();
    let txn = bookings::begin_write(&app.db).await?;
    // The owner's lock, then both spaces' locks, always in the same order: two writes
    // never wait for each other in a circle.
    quota::lock_person(&txn, booking.user_id).await?;
    for locked in std::collections::BTreeSet::from([booking.space_id, space.id]) {
        bookings::lock_space(&txn, locked).await?;
    }
    let space_id = space.id;
    bookings::recheck_schedule(&txn, space_id, space.schedule_version, &[date]).await?;
    let counted =
        quota::Counted { user_id: booking.user_id, space_id, date, minutes: slot.minutes, except: Some(booking.id) };
    quota::check(&txn, &counted, app.config.timezone).await?;
    let updated = bookings::move_to(&txn, booking, space_id, slot, price, now).await?;
    if let Some(receipt) = extra {
        ledger::record_charge(&txn, booking.id, charge_key, receipt, now).await?;
    }
    if difference < 0 {
        ledger::request_refund(&txn, booking.id, -difference, now).await?;
    }
    let detail = serde_json::json!({
        "from": { "spaceId": booking.space_id, "startsAt": booking.starts_at, "endsAt": booking.ends_at },
        "to": { "spaceId": space_id, "startsAt": slot.starts_at, "endsAt": slot.ends_at },
        "amountCents": (difference > 0).then_some(difference),
        "refundCents": (difference < 0).then_some(-difference),
    });
    let mut event =
        NewEvent::new(booking.id, Kind::Rescheduled, actor, viewer.user.as_ref().map(|u| u.id)).detail(detail);
    event.idempotency_key = key;
    history::record(&txn, event, now).await?;
    outbox::enqueue(&txn, &mail(booking, Notice::Rescheduled, actor == Actor::Owner), now).await?;
    txn.commit().await?;
    Ok(updated)
}

/// What someone else or the system did to these bookings, told to their owners: one mail
/// per booking, one per series for its occurrences (always sent, whatever the owner's
/// mail setting).
pub fn mails_by_series(bookings: &[booking::Model], notice: Notice, reason: Option<&str>) -> Vec<Message> {
    let mut series: std::collections::BTreeMap<Uuid, Vec<Uuid>> = Default::default();
    let mut mails = Vec::new();
    for b in bookings {
        match b.series_id {
            Some(id) => series.entry(id).or_default().push(b.id),
            None => mails.push(Message::BookingMail {
                booking_id: b.id,
                notice,
                own_action: false,
                reason: reason.map(str::to_owned),
                refund_cents: None,
            }),
        }
    }
    mails.extend(series.into_iter().map(|(series_id, booking_ids)| Message::SeriesMail {
        series_id,
        notice,
        own_action: false,
        booking_ids,
        refund_cents: None,
        reason: reason.map(str::to_owned),
    }));
    mails
}

/// After a committed transaction that cancelled many bookings (a space removed): pushes
/// each change live and wakes the jobs for their refunds and mails.
pub fn after_bulk_cancel(app: &AppState, cancelled: &[booking::Model]) {
    for booking in cancelled {
        publish(app, booking);
    }
    if !cancelled.is_empty() {
        app.jobs.wake();
    }
}

/// Tells every open form and list that a booking changed.
pub fn publish(app: &AppState, booking: &booking::Model) {
    // Every business day whose availability the booking changes: its own, and one its
    // buffers reach across midnight (widened as availability widens them).
    let tz = app.config.timezone;
    let (before, after) = (booking.starts_at - booking.blocked_from, booking.blocked_until - booking.ends_at);
    let first = (booking.blocked_from - after).with_timezone(&tz).date_naive();
    let last = (booking.blocked_until + before - chrono::Duration::nanoseconds(1)).with_timezone(&tz).date_naive();
    for date in first.iter_days().take_while(|d| *d <= last) {
        app.broker.publish(Event::Booking {
            booking_id: booking.id,
            space_id: booking.space_id,
            date,
            owner: Some(booking.user_id),
        });
    }
}
