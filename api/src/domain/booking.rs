//! The booking rules (docs/booking-rules.md): the price and the status machine. Where and
//! when a slot may be booked is each space's schedule (`domain::schedule`). Pure: "now"
//! and the zone are arguments.

use chrono::{DateTime, Duration, Utc};
use entities::booking::BookingStatus;

use crate::domain::messages as msg;
use crate::error::AppError;

/// An owner may cancel only while more than this remains before the start, unless the
/// space says otherwise.
pub const CANCEL_MIN_LEAD: Duration = Duration::hours(2);
/// An owner who cancels a paid booking more than this ahead gets a full refund.
pub const REFUND_WINDOW: Duration = Duration::hours(48);
/// Days ahead a booking may start, unless `AGORA_BOOKING_HORIZON_DAYS` says otherwise.
pub const DEFAULT_HORIZON_DAYS: i64 = 180;
/// Minutes an unpaid booking holds its slot, unless `AGORA_PAYMENT_HOLD_MINUTES` says otherwise.
pub const DEFAULT_PAYMENT_HOLD_MINUTES: i64 = 30;
/// How long one payment attempt keeps the hold's expiry away.
pub const PAYMENT_LEASE: Duration = Duration::minutes(2);

/// A slot that passed every rule of its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// Its length (whole slots of its space: hours, or half hours).
    pub minutes: i64,
    /// The span it keeps from the space's other bookings: its times widened by the
    /// space's buffers.
    pub blocked_from: DateTime<Utc>,
    pub blocked_until: DateTime<Utc>,
}

/// The longest booking notes, in characters (docs/booking-rules.md).
pub const NOTES_MAX: usize = 500;
/// The longest reason an admin gives for cancelling or declining, in characters.
pub const REASON_MAX: usize = 500;

/// Price = length × price per hour, in cents; a half cent (an odd price for half an
/// hour) rounds up (docs/booking-rules.md, "Price").
pub fn price_cents(minutes: i64, price_per_hour_cents: i64) -> i64 {
    (minutes * price_per_hour_cents + 30) / 60
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// On a space that requires approval: blocks the slot until an admin decides.
    AwaitingApproval,
    Pending,
    Confirmed,
    Completed,
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::AwaitingApproval => "awaiting_approval",
            Status::Pending => "pending",
            Status::Confirmed => "confirmed",
            Status::Completed => "completed",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Status::AwaitingApproval => "Aguardando aprovação",
            Status::Pending => "Pendente",
            Status::Confirmed => "Confirmado",
            Status::Completed => "Realizado",
            Status::Cancelled => "Cancelado",
        }
    }

    /// Requests awaiting approval, pending and confirmed bookings hold their slot.
    pub fn blocks(self) -> bool {
        matches!(self, Status::AwaitingApproval | Status::Pending | Status::Confirmed)
    }
}

/// The stored form: the database mapping refuses any value it does not know.
impl From<BookingStatus> for Status {
    fn from(stored: BookingStatus) -> Self {
        match stored {
            BookingStatus::AwaitingApproval => Status::AwaitingApproval,
            BookingStatus::Pending => Status::Pending,
            BookingStatus::Confirmed => Status::Confirmed,
            BookingStatus::Completed => Status::Completed,
            BookingStatus::Cancelled => Status::Cancelled,
        }
    }
}

impl From<Status> for BookingStatus {
    fn from(status: Status) -> Self {
        match status {
            Status::AwaitingApproval => BookingStatus::AwaitingApproval,
            Status::Pending => BookingStatus::Pending,
            Status::Confirmed => BookingStatus::Confirmed,
            Status::Completed => BookingStatus::Completed,
            Status::Cancelled => BookingStatus::Cancelled,
        }
    }
}

/// Who asks for a transition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    Owner,
    Admin,
    /// The server itself: an unpaid hold that lapsed.
    System,
}

impl Actor {
    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Owner => "owner",
            Actor::Admin => "admin",
            Actor::System => "system",
        }
    }
}

/// The times a transition's guards read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Times {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// A pending booking's payment deadline.
    pub pay_by: Option<DateTime<Utc>>,
    /// A request awaiting approval is declined by the system from then on.
    pub decide_by: Option<DateTime<Utc>>,
    /// The owner cancels only while more than this remains (the space's window).
    pub cancel_window: Duration,
}

impl Times {
    /// A booking's times with the deployment's cancellation window; the owner's own
    /// cancellation takes its space's (`with_cancel_window`).
    pub fn of(booking: &entities::booking::Model) -> Self {
        Self {
            starts_at: booking.starts_at,
            ends_at: booking.ends_at,
            pay_by: booking.pay_by,
            decide_by: booking.decide_by,
            cancel_window: CANCEL_MIN_LEAD,
        }
    }

    pub fn with_cancel_window(self, cancel_window: Duration) -> Self {
        Self { cancel_window, ..self }
    }

    /// Until when a pending booking may be paid: its deadline, never past its start.
    pub fn pay_deadline(&self) -> DateTime<Utc> {
        self.pay_by.map_or(self.starts_at, |by| by.min(self.starts_at))
    }
}

/// A new booking's payment deadline: the hold, but never past the start. An approved
/// request's hold runs from its approval.
pub fn pay_by(created_at: DateTime<Utc>, starts_at: DateTime<Utc>, hold: Duration) -> DateTime<Utc> {
    (created_at + hold).min(starts_at)
}

/// Until when an admin may decide a request: the space's notice before its start (after
/// that it could no longer be booked either). Never before the request itself.
pub fn decide_by(requested_at: DateTime<Utc>, starts_at: DateTime<Utc>, notice: Duration) -> DateTime<Utc> {
    (starts_at - notice).max(requested_at)
}

fn conflict(message: impl Into<String>) -> AppError {
    AppError::Conflict { title: None, message: message.into() }
}

/// The status machine (docs/booking-lifecycle.md). Returns the new status or the refusal.
pub fn transition(
    from: Status,
    to: Status,
    actor: Actor,
    times: Times,
    now: DateTime<Utc>,
) -> Result<Status, AppError> {
    use Status::*;
    let allowed = match (actor, from, to) {
        (Actor::Owner, Pending, Confirmed) => {
            if now >= times.starts_at {
                return Err(conflict(msg::PAYMENT_AFTER_START));
            }
            if now >= times.pay_deadline() {
                return Err(conflict(msg::PAYMENT_AFTER_DEADLINE));
            }
            true
        }
        (Actor::Owner, Pending | Confirmed, Cancelled) => {
            if times.starts_at - now <= times.cancel_window {
                return Err(conflict(msg::cancel_too_late(times.cancel_window)));
            }
            true
        }
        (Actor::Admin, AwaitingApproval, Pending) => {
            if now >= times.starts_at {
                return Err(conflict(msg::APPROVAL_AFTER_START));
            }
            true
        }
        // The owner withdraws a request at any time; an admin declines it.
        (Actor::Owner | Actor::Admin, AwaitingApproval, Cancelled) => true,
        (Actor::System, AwaitingApproval, Cancelled) => times.decide_by.is_some_and(|by| now >= by),
        (Actor::Admin, Pending | Confirmed, Cancelled) => true,
        (Actor::Admin, Confirmed, Completed) => {
            if now < times.ends_at {
                return Err(conflict(msg::COMPLETE_BEFORE_END));
            }
            true
        }
        (Actor::System, Pending, Cancelled) => now >= times.pay_deadline(),
        _ => false,
    };
    if allowed {
        Ok(to)
    } else {
        Err(AppError::Conflict {
            title: None,
            message: format!("Esta reserva não pode passar de {} para {}.", from.label(), to.label()),
        })
    }
}

/// Whether the owner may still cancel (for the button's state and reason).
pub fn owner_may_cancel(status: Status, times: Times, now: DateTime<Utc>) -> bool {
    transition(status, Status::Cancelled, Actor::Owner, times, now).is_ok()
}

/// Whether cancelling gives the money back (docs/booking-lifecycle.md, "Money"): an owner
/// gets a full refund more than 48 hours ahead and none later; an admin's or the
/// system's cancellation refunds in full. Only a confirmed booking was paid.
pub fn refunds_on_cancel(actor: Actor, from: Status, starts_at: DateTime<Utc>, now: DateTime<Utc>) -> bool {
    from == Status::Confirmed && (actor != Actor::Owner || starts_at - now > REFUND_WINDOW)
}

#[cfg(test)]
mod tests {
    use chrono_tz::America::{New_York, Sao_Paulo};

    use super::*;
    use crate::domain::calendar::day_bounds;
    use crate::domain::schedule::{ClockTime, Schedule, SpaceRules};
    use chrono::NaiveDate;
    use chrono_tz::Tz;

    /// The deployment's rules in a zone, with a horizon.
    #[derive(Clone, Copy)]
    struct Calendar {
        tz: Tz,
        horizon_days: i64,
    }

    fn cal(tz: Tz) -> Calendar {
        Calendar { tz, horizon_days: DEFAULT_HORIZON_DAYS }
    }

    /// A slot checked by the deployment's rules (no space overrides, nothing closed).
    fn check_slot(
        starts_at: DateTime<Utc>,
        ends_at: DateTime<Utc>,
        now: DateTime<Utc>,
        c: Calendar,
    ) -> Result<Slot, AppError> {
        let rules = SpaceRules::global(c.horizon_days);
        Schedule { tz: c.tz, rules: &rules, closures: &[] }.check(starts_at, ends_at, now)
    }

    fn day_slots(date: NaiveDate, tz: Tz) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
        let rules = SpaceRules::global(DEFAULT_HORIZON_DAYS);
        let slots = Schedule { tz, rules: &rules, closures: &[] }.day_slots(date);
        slots.into_iter().map(|s| (s.starts_at, s.ends_at)).collect()
    }

    fn first_free_date(busy: &[(DateTime<Utc>, DateTime<Utc>)], now: DateTime<Utc>, c: Calendar) -> Option<NaiveDate> {
        let rules = SpaceRules::global(c.horizon_days);
        Schedule { tz: c.tz, rules: &rules, closures: &[] }.first_free_date(busy, now)
    }

    fn local_hour(date: NaiveDate, hour: u32, tz: Tz) -> Option<DateTime<Utc>> {
        ClockTime::hm(hour as u16, 0).on(date, tz)
    }

    /// A booking of 1 hour starting at `start`, payable until its start.
    fn at(start: DateTime<Utc>) -> Times {
        Times {
            starts_at: start,
            ends_at: start + Duration::hours(1),
            pay_by: None,
            decide_by: None,
            cancel_window: CANCEL_MIN_LEAD,
        }
    }

    fn sp(date: &str, hour: u32) -> DateTime<Utc> {
        local_hour(date.parse().unwrap(), hour, Sao_Paulo).unwrap()
    }

    /// "now": 2031-03-10 10:30 in São Paulo.
    fn now() -> DateTime<Utc> {
        sp("2031-03-10", 10) + Duration::minutes(30)
    }

    #[test]
    fn first_free_date_is_today_when_an_hour_is_left_then_skips_full_days() {
        let whole_day = |d: &str| (sp(d, 8), sp(d, 22));
        // 10:30 now: 11:00 is too soon, 12:00 is free.
        assert_eq!(first_free_date(&[], now(), cal(Sao_Paulo)), Some("2031-03-10".parse().unwrap()));
        // Today taken from noon and tomorrow whole: the day after.
        let busy = [
            (sp("2031-03-10", 12), sp("2031-03-10", 20)),
            (sp("2031-03-10", 20), sp("2031-03-10", 22)),
            whole_day("2031-03-11"),
        ];
        assert_eq!(first_free_date(&busy, now(), cal(Sao_Paulo)), Some("2031-03-12".parse().unwrap()));
        // Only 21:00 free today is no start (the last start is 20:00).
        let busy = [(sp("2031-03-10", 12), sp("2031-03-10", 21))];
        assert_eq!(first_free_date(&busy, now(), cal(Sao_Paulo)), Some("2031-03-11".parse().unwrap()));
        // After the last start of the day: tomorrow.
        let late = sp("2031-03-10", 20);
        assert_eq!(first_free_date(&[], late, cal(Sao_Paulo)), Some("2031-03-11".parse().unwrap()));
        // A horizon of one day, tomorrow full: nothing.
        let short = Calendar { tz: Sao_Paulo, horizon_days: 1 };
        assert_eq!(first_free_date(&[whole_day("2031-03-11")], late, short), None);
    }

    fn check(start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Slot, (String, String)> {
        check_slot(start, end, now(), cal(Sao_Paulo)).map_err(|e| match e {
            AppError::Validation { title, message, .. } => (title.unwrap_or_default(), message),
            other => panic!("{other:?}"),
        })
    }

    fn refused(start: DateTime<Utc>, end: DateTime<Utc>) -> String {
        check(start, end).unwrap_err().1
    }

    #[test]
    fn a_whole_hour_slot_tomorrow_is_accepted_and_priced() {
        let slot = check(sp("2031-03-11", 9), sp("2031-03-11", 12)).unwrap();
        assert_eq!(slot.minutes, 180);
        assert_eq!(price_cents(slot.minutes, 8050), 24150);
        assert_eq!(price_cents(30, 8050), 4025, "half an hour");
        assert_eq!(price_cents(90, 8051), 12077, "120.765 rounds up");
        assert_eq!(price_cents(30, 1), 1, "half a cent rounds up");
    }

    #[test]
    fn the_end_must_come_after_the_start() {
        let err = check(sp("2031-03-11", 12), sp("2031-03-11", 12)).unwrap_err();
        assert_eq!(err, ("Horário inválido".into(), "O horário de fim deve ser após o horário de início.".into()));
        assert_eq!(
            refused(sp("2031-03-11", 12), sp("2031-03-11", 10)),
            "O horário de fim deve ser após o horário de início."
        );
    }

    #[test]
    fn a_booking_longer_than_eight_hours_is_rejected_and_exactly_eight_is_fine() {
        assert!(check(sp("2031-03-11", 8), sp("2031-03-11", 16)).is_ok());
        let err = check(sp("2031-03-11", 8), sp("2031-03-11", 17)).unwrap_err();
        assert_eq!(err, ("Duração máxima excedida".into(), "A reserva pode ter no máximo 8 horas.".into()));
    }

    #[test]
    fn a_booking_needs_one_hour_of_notice_exactly_one_hour_is_enough() {
        let lead = "A reserva deve ser feita com pelo menos 1 hora de antecedência.";
        // now = 10:30; 11:00 is 30 minutes away.
        assert_eq!(refused(sp("2031-03-10", 11), sp("2031-03-10", 12)), lead);
        assert_eq!(refused(sp("2031-03-09", 11), sp("2031-03-09", 12)), lead, "the past");
        let exactly = sp("2031-03-10", 12);
        assert!(
            check_slot(exactly, exactly + Duration::hours(1), exactly - Duration::hours(1), cal(Sao_Paulo)).is_ok()
        );
        assert!(
            check_slot(exactly, exactly + Duration::hours(1), exactly - Duration::minutes(59), cal(Sao_Paulo)).is_err()
        );
    }

    #[test]
    fn starts_run_from_eight_to_twenty_and_ends_to_twenty_two() {
        let hours = "As reservas começam entre 08:00 e 20:00 e terminam até 22:00.";
        assert_eq!(refused(sp("2031-03-11", 7), sp("2031-03-11", 9)), hours, "07:00 is too early");
        assert!(check(sp("2031-03-11", 8), sp("2031-03-11", 9)).is_ok(), "08:00 opens");
        assert!(check(sp("2031-03-11", 20), sp("2031-03-11", 22)).is_ok(), "20:00–22:00 closes");
        assert_eq!(refused(sp("2031-03-11", 21), sp("2031-03-11", 22)), hours, "21:00 is no start");
        assert_eq!(refused(sp("2031-03-11", 20), sp("2031-03-11", 23)), hours, "23:00 is too late an end");
        assert_eq!(refused(sp("2031-03-11", 20), sp("2031-03-12", 0)), hours, "midnight belongs to the next day");
    }

    #[test]
    fn only_whole_hours() {
        let whole = "As reservas começam e terminam em horas cheias.";
        assert_eq!(refused(sp("2031-03-11", 9) + Duration::minutes(30), sp("2031-03-11", 11)), whole);
        assert_eq!(refused(sp("2031-03-11", 9), sp("2031-03-11", 10) + Duration::seconds(1)), whole);
    }

    #[test]
    fn the_business_zone_decides_not_utc() {
        // 08:00 in São Paulo is 11:00 UTC: an 08:00 UTC start is 05:00 there.
        let utc8: DateTime<Utc> = "2031-03-11T08:00:00Z".parse().unwrap();
        assert!(check(utc8, utc8 + Duration::hours(1)).is_err());
        assert!(check(sp("2031-03-11", 8), sp("2031-03-11", 9)).is_ok());
    }

    #[test]
    fn a_dst_observing_zone_keeps_local_hours_across_the_change() {
        // New York springs forward on 2031-03-09 (02:00 → 03:00) and falls back on 2031-11-02.
        let ny = |date: &str, h| local_hour(date.parse().unwrap(), h, New_York).unwrap();
        let now: DateTime<Utc> = "2031-03-01T12:00:00Z".parse().unwrap();
        let a_year_ahead = Calendar { tz: New_York, horizon_days: 366 };
        for date in ["2031-03-08", "2031-03-09", "2031-03-10", "2031-11-02"] {
            let slot = check_slot(ny(date, 8), ny(date, 16), now, a_year_ahead).unwrap();
            assert_eq!(slot.minutes, 8 * 60, "{date}");
            assert_eq!(day_slots(date.parse().unwrap(), New_York).len(), 14, "{date}");
        }
        assert_eq!(ny("2031-03-08", 8).to_rfc3339(), "2031-03-08T13:00:00+00:00", "EST");
        assert_eq!(ny("2031-03-10", 8).to_rfc3339(), "2031-03-10T12:00:00+00:00", "EDT");
        let (start, end) = day_bounds("2031-03-09".parse().unwrap(), New_York).unwrap();
        assert_eq!((end - start).num_hours(), 23, "the short day");
    }

    #[test]
    fn a_day_has_fourteen_bookable_hours() {
        let slots = day_slots("2031-03-11".parse().unwrap(), Sao_Paulo);
        assert_eq!(slots.len(), 14);
        assert_eq!(slots[0].0, sp("2031-03-11", 8));
        assert_eq!(slots[13].1, sp("2031-03-11", 22));
    }

    #[test]
    fn the_owner_pays_a_pending_booking_and_nothing_else() {
        let start = now() + Duration::days(1);
        assert_eq!(
            transition(Status::Pending, Status::Confirmed, Actor::Owner, at(start), now()).unwrap(),
            Status::Confirmed
        );
        for from in [Status::Confirmed, Status::Completed, Status::Cancelled] {
            let err = transition(from, Status::Confirmed, Actor::Owner, at(start), now()).unwrap_err();
            assert_eq!(
                err.client_message(),
                format!("Esta reserva não pode passar de {} para Confirmado.", from.label())
            );
        }
    }

    #[test]
    fn payment_ends_at_the_deadline_or_the_start_whichever_comes_first() {
        let start = now() + Duration::hours(3);
        let held = Times { pay_by: Some(now() + Duration::minutes(30)), ..at(start) };
        let pay = |times, when| transition(Status::Pending, Status::Confirmed, Actor::Owner, times, when);
        assert!(pay(held, now() + Duration::minutes(29)).is_ok());
        let late = pay(held, now() + Duration::minutes(30)).unwrap_err();
        assert_eq!(late.client_message(), msg::PAYMENT_AFTER_DEADLINE);
        let started = pay(at(start), start).unwrap_err();
        assert_eq!(started.client_message(), msg::PAYMENT_AFTER_START, "an old booking without a deadline");
        assert_eq!(pay_by(now(), start, Duration::minutes(30)), now() + Duration::minutes(30));
        assert_eq!(pay_by(now(), now() + Duration::minutes(10), Duration::minutes(30)), now() + Duration::minutes(10));
    }

    #[test]
    fn only_the_system_expires_and_only_after_the_deadline() {
        let held = Times { pay_by: Some(now()), ..at(now() + Duration::hours(5)) };
        let expire = |when| transition(Status::Pending, Status::Cancelled, Actor::System, held, when);
        assert!(expire(now() - Duration::seconds(1)).is_err());
        assert_eq!(expire(now()).unwrap(), Status::Cancelled);
        assert!(transition(Status::Confirmed, Status::Cancelled, Actor::System, held, now()).is_err());
    }

    #[test]
    fn the_owner_cancels_only_with_more_than_two_hours_left() {
        let too_late = "Só é possível cancelar com mais de 2 horas de antecedência.";
        for status in [Status::Pending, Status::Confirmed] {
            let ok = transition(
                status,
                Status::Cancelled,
                Actor::Owner,
                at(now() + Duration::hours(2) + Duration::seconds(1)),
                now(),
            );
            assert_eq!(ok.unwrap(), Status::Cancelled);
            let exactly = transition(status, Status::Cancelled, Actor::Owner, at(now() + Duration::hours(2)), now());
            assert_eq!(exactly.unwrap_err().client_message(), too_late, "exactly two hours is too late");
        }
        let done = transition(Status::Completed, Status::Cancelled, Actor::Owner, at(now() + Duration::days(3)), now());
        assert_eq!(done.unwrap_err().client_message(), "Esta reserva não pode passar de Realizado para Cancelado.");
        assert!(!owner_may_cancel(Status::Cancelled, at(now() + Duration::days(3)), now()));
    }

    #[test]
    fn an_admin_cancels_any_active_booking_and_completes_only_after_the_end() {
        let past = at(now() - Duration::hours(5));
        for from in [Status::Pending, Status::Confirmed] {
            assert_eq!(transition(from, Status::Cancelled, Actor::Admin, past, now()).unwrap(), Status::Cancelled);
        }
        assert_eq!(
            transition(Status::Confirmed, Status::Completed, Actor::Admin, past, now()).unwrap(),
            Status::Completed
        );
        let tomorrow = at(now() + Duration::days(1));
        let early = transition(Status::Confirmed, Status::Completed, Actor::Admin, tomorrow, now()).unwrap_err();
        assert_eq!(early.client_message(), msg::COMPLETE_BEFORE_END);
        let running = Times { ends_at: now() + Duration::seconds(1), ..past };
        assert!(transition(Status::Confirmed, Status::Completed, Actor::Admin, running, now()).is_err());
        assert!(transition(Status::Pending, Status::Completed, Actor::Admin, past, now()).is_err());
        assert!(transition(Status::Cancelled, Status::Cancelled, Actor::Admin, past, now()).is_err());
        assert!(
            transition(Status::Pending, Status::Confirmed, Actor::Admin, tomorrow, now()).is_err(),
            "admins do not pay"
        );
    }

    #[test]
    fn a_request_is_approved_by_an_admin_before_its_start_and_withdrawn_by_its_owner_any_time() {
        use Status::{AwaitingApproval, Cancelled, Confirmed, Pending};
        let start = now() + Duration::hours(1);
        let request = Times { decide_by: Some(decide_by(now(), start, Duration::hours(1))), ..at(start) };
        assert_eq!(request.decide_by, Some(now()), "the notice before the start, never before the request");
        assert_eq!(transition(AwaitingApproval, Pending, Actor::Admin, request, now()).unwrap(), Pending);
        let started = transition(AwaitingApproval, Pending, Actor::Admin, request, start).unwrap_err();
        assert_eq!(started.client_message(), msg::APPROVAL_AFTER_START);
        assert!(transition(AwaitingApproval, Pending, Actor::Owner, request, now()).is_err(), "owners do not approve");
        assert!(transition(AwaitingApproval, Confirmed, Actor::Owner, request, now()).is_err(), "nor pay first");
        // Withdrawing is not bound by the cancellation window, declining needs no window.
        let in_ten_minutes = Times { starts_at: now() + Duration::minutes(10), ..request };
        assert!(transition(AwaitingApproval, Cancelled, Actor::Owner, in_ten_minutes, now()).is_ok());
        assert!(transition(AwaitingApproval, Cancelled, Actor::Admin, in_ten_minutes, now()).is_ok());
        // The system declines only from `decide_by` on.
        let later = Times { decide_by: Some(now() + Duration::minutes(5)), ..request };
        assert!(transition(AwaitingApproval, Cancelled, Actor::System, later, now()).is_err());
        assert!(transition(AwaitingApproval, Cancelled, Actor::System, later, now() + Duration::minutes(5)).is_ok());
        assert!(AwaitingApproval.blocks() && AwaitingApproval.label() == "Aguardando aprovação");
        assert!(!refunds_on_cancel(Actor::Admin, AwaitingApproval, start, now()), "nothing was paid");
    }

    #[test]
    fn refunds_follow_who_cancels_and_how_early() {
        let start = now() + Duration::hours(48);
        assert!(refunds_on_cancel(Actor::Owner, Status::Confirmed, start + Duration::seconds(1), now()));
        assert!(!refunds_on_cancel(Actor::Owner, Status::Confirmed, start, now()), "48 h exactly: none");
        assert!(refunds_on_cancel(Actor::Admin, Status::Confirmed, now() + Duration::hours(3), now()));
        assert!(refunds_on_cancel(Actor::System, Status::Confirmed, now(), now()));
        assert!(!refunds_on_cancel(Actor::Admin, Status::Pending, start, now()), "nothing was paid");
    }

    #[test]
    fn a_booking_beyond_the_horizon_is_refused() {
        let tight = Calendar { tz: Sao_Paulo, horizon_days: 30 };
        let far = sp("2031-04-09", 9);
        assert!(check_slot(far, far + Duration::hours(1), now(), tight).is_ok(), "30 days minus 1.5 h");
        let beyond = sp("2031-04-10", 9);
        let err = check_slot(beyond, beyond + Duration::hours(1), now(), tight).unwrap_err();
        assert_eq!(err.client_message(), "Reservas podem ser feitas com até 30 dias de antecedência.");
        let year_9999: DateTime<Utc> = "9999-03-10T12:00:00Z".parse().unwrap();
        assert!(check_slot(year_9999, year_9999 + Duration::hours(1), now(), cal(Sao_Paulo)).is_err());
    }

    #[test]
    fn an_unknown_stored_status_is_an_error_and_only_live_ones_block() {
        use sea_orm::ActiveEnum;
        assert!(BookingStatus::try_from_value(&"weird".to_owned()).is_err(), "never a silent 'cancelled'");
        for status in [Status::Pending, Status::Confirmed, Status::Completed, Status::Cancelled] {
            assert_eq!(Status::from(BookingStatus::from(status)), status);
            assert_eq!(BookingStatus::from(status).to_value(), status.as_str());
        }
        assert!(Status::Pending.blocks() && Status::Confirmed.blocks());
        assert!(!Status::Completed.blocks() && !Status::Cancelled.blocks());
    }
}
