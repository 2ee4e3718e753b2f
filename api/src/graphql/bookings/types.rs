use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::{booking, space, user};

use crate::domain::booking::{self as rules, Status, Times};
use crate::domain::schedule::{OpenSlot, Schedule};
use crate::error::AppError;
use crate::graphql::accounts::User;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::{Date, Decimal};
use crate::graphql::spaces::BookingRules;
use crate::graphql::spaces::Space;
use crate::services::bookings::history;
use crate::services::bookings::store::DayAvailability;

#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookingStatus {
    /// Aguardando aprovação: on a space that requires approval, waiting for an admin
    /// (`approveBooking`, `declineBooking`); holds the slot until `decideBy`.
    AwaitingApproval,
    /// Pendente: waiting for payment.
    Pending,
    /// Confirmado.
    Confirmed,
    /// Realizado.
    Completed,
    /// Cancelado.
    Cancelled,
}

impl From<Status> for BookingStatus {
    fn from(s: Status) -> Self {
        match s {
            Status::AwaitingApproval => BookingStatus::AwaitingApproval,
            Status::Pending => BookingStatus::Pending,
            Status::Confirmed => BookingStatus::Confirmed,
            Status::Completed => BookingStatus::Completed,
            Status::Cancelled => BookingStatus::Cancelled,
        }
    }
}

impl From<BookingStatus> for Status {
    fn from(s: BookingStatus) -> Self {
        match s {
            BookingStatus::AwaitingApproval => Status::AwaitingApproval,
            BookingStatus::Pending => Status::Pending,
            BookingStatus::Confirmed => Status::Confirmed,
            BookingStatus::Completed => Status::Completed,
            BookingStatus::Cancelled => Status::Cancelled,
        }
    }
}

/// A booking of a space by a user, for whole hours.
pub struct Booking(pub booking::Model, Option<Box<Carried>>);

/// A booking's space and owner as its list read them, in part (`positional::light`):
/// only for a list whose selection of `space` and `user` asks for what they hold.
pub struct Carried {
    pub space: space::Model,
    pub user: user::Model,
}

impl Booking {
    pub fn new(model: booking::Model) -> Self {
        Booking(model, None)
    }

    /// A booking of a list that read its space and owner in part: `space` and `user`
    /// answer from them, not from the loaders (graphql/bookings/query.rs, `light_related`).
    pub fn with_carried(model: booking::Model, carried: Carried) -> Self {
        Booking(model, Some(Box::new(carried)))
    }
}

#[Object]
impl Booking {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::Booking, self.0.id)
    }

    async fn status(&self) -> BookingStatus {
        Status::from(self.0.status).into()
    }

    async fn starts_at(&self) -> DateTime<Utc> {
        self.0.starts_at
    }

    async fn ends_at(&self) -> DateTime<Utc> {
        self.0.ends_at
    }

    /// Whole hours booked (rounded down).
    #[graphql(deprecation = "Bookings may last half hours: durationMinutes.")]
    async fn hours(&self) -> i32 {
        (self.0.ends_at - self.0.starts_at).num_hours() as i32
    }

    /// Its length in minutes (whole slots of its space: hours, or half hours).
    async fn duration_minutes(&self) -> i32 {
        (self.0.ends_at - self.0.starts_at).num_minutes() as i32
    }

    /// Length × price per hour at the time of booking.
    async fn total_price(&self) -> Decimal {
        Decimal::from_cents(self.0.total_price_cents)
    }

    async fn notes(&self) -> Option<&str> {
        self.0.notes.as_deref()
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn space(&self, ctx: &Context<'_>) -> Result<Space> {
        if let Some(carried) = &self.1 {
            return Ok(Space(carried.space.clone()));
        }
        let space = ctx.loaders()?.spaces.load_one(self.0.space_id).await?.ok_or(AppError::NotFound)?;
        Ok(Space(space))
    }

    /// The recurring series this is an occurrence of, if any.
    async fn series(&self, ctx: &Context<'_>) -> Result<Option<super::BookingSeries>> {
        let Some(id) = self.0.series_id else { return Ok(None) };
        Ok(ctx.loaders()?.series.load_one(id).await?.map(super::BookingSeries))
    }

    async fn user(&self, ctx: &Context<'_>) -> Result<User> {
        if let Some(carried) = &self.1 {
            return Ok(User::new(carried.user.clone()));
        }
        let user = ctx.loaders()?.users.load_one(self.0.user_id).await?.ok_or(AppError::NotFound)?;
        Ok(User::new(user))
    }

    /// Whether the viewer (the owner) may cancel it now (by its space's window).
    async fn can_cancel(&self, ctx: &Context<'_>) -> Result<bool> {
        let times = self.owner_times(ctx).await?;
        Ok(rules::owner_may_cancel(Status::from(self.0.status), times, ctx.app()?.clock.now()))
    }

    /// Why the owner cannot cancel, when they cannot (shown on the disabled button).
    async fn cancel_blocked_reason(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        let now = ctx.app()?.clock.now();
        let status = Status::from(self.0.status);
        let times = self.owner_times(ctx).await?;
        Ok(rules::transition(status, Status::Cancelled, rules::Actor::Owner, times, now)
            .err()
            .map(|e| e.client_message()))
    }

    /// A pending booking holds its slot until this instant; unpaid by then, it is
    /// cancelled and the slot freed. Null unless pending.
    async fn pay_by(&self) -> Option<DateTime<Utc>> {
        (Status::from(self.0.status) == Status::Pending).then(|| Times::of(&self.0).pay_deadline())
    }

    /// A request awaiting approval is declined by the server at this instant if no admin
    /// decided it by then. Null unless awaiting approval.
    async fn decide_by(&self) -> Option<DateTime<Utc>> {
        (Status::from(self.0.status) == Status::AwaitingApproval).then_some(self.0.decide_by).flatten()
    }

    /// Why it was cancelled (an admin's reason, or the lapsed payment deadline).
    async fn cancel_reason(&self) -> Option<&str> {
        self.0.cancel_reason.as_deref()
    }

    /// Whether the owner would get their money back by cancelling now (a paid booking
    /// more than 48 hours ahead).
    async fn refundable(&self, ctx: &Context<'_>) -> Result<bool> {
        let now = ctx.app()?.clock.now();
        Ok(rules::refunds_on_cancel(rules::Actor::Owner, Status::from(self.0.status), self.0.starts_at, now))
    }

    /// What happened to it, oldest first: created, paid, rescheduled, cancelled, expired,
    /// completed, refunded — by whom, when and why.
    async fn history(&self, ctx: &Context<'_>) -> Result<Vec<BookingEvent>> {
        let app = ctx.app()?;
        let events = history::list(&app.db, self.0.id).await?;
        Ok(events.into_iter().filter_map(BookingEvent::new).collect())
    }
}

/// One change in a booking's life.
pub struct BookingEvent {
    kind: history::Kind,
    model: entities::booking_event::Model,
}

impl BookingEvent {
    fn new(model: entities::booking_event::Model) -> Option<Self> {
        Some(Self { kind: history::Kind::parse(&model.kind)?, model })
    }

    fn detail_cents(&self, key: &str) -> Option<i64> {
        let detail: serde_json::Value = serde_json::from_str(self.model.detail.as_deref()?).ok()?;
        detail.get(key)?.as_i64()
    }
}

#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookingEventKind {
    /// Requested by the owner.
    Created,
    /// Paid by the owner: confirmed.
    Paid,
    /// Moved to another slot.
    Rescheduled,
    /// Cancelled by the owner or an admin.
    Cancelled,
    /// Cancelled by the system: unpaid by its deadline.
    Expired,
    /// Marked as completed by an admin.
    Completed,
    /// Money returned to the owner.
    Refunded,
    /// Approved by an admin: payable from then on.
    Approved,
    /// Declined by an admin, or by the system when nobody decided in time.
    Declined,
}

/// Who made a change.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookingActor {
    /// The booking's owner.
    Owner,
    /// An administrator.
    Admin,
    /// The server itself (an expired payment deadline).
    System,
}

#[Object]
impl BookingEvent {
    async fn kind(&self) -> BookingEventKind {
        match self.kind {
            history::Kind::Created => BookingEventKind::Created,
            history::Kind::Paid => BookingEventKind::Paid,
            history::Kind::Rescheduled => BookingEventKind::Rescheduled,
            history::Kind::Cancelled => BookingEventKind::Cancelled,
            history::Kind::Expired => BookingEventKind::Expired,
            history::Kind::Completed => BookingEventKind::Completed,
            history::Kind::Refunded => BookingEventKind::Refunded,
            history::Kind::Approved => BookingEventKind::Approved,
            history::Kind::Declined => BookingEventKind::Declined,
        }
    }

    async fn at(&self) -> DateTime<Utc> {
        self.model.at
    }

    async fn actor(&self) -> BookingActor {
        match self.model.actor.as_str() {
            "admin" => BookingActor::Admin,
            "owner" => BookingActor::Owner,
            _ => BookingActor::System,
        }
    }

    /// The person who acted (null for the system).
    async fn actor_name(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        let Some(id) = self.model.actor_id else { return Ok(None) };
        Ok(ctx.loaders()?.users.load_one(id).await?.map(|u| u.full_name))
    }

    async fn reason(&self) -> Option<&str> {
        self.model.reason.as_deref()
    }

    /// Money this change took from the owner: the payment, or the extra of a move to a
    /// dearer slot.
    async fn charged(&self) -> Option<Decimal> {
        self.detail_cents("amountCents").map(Decimal::from_cents)
    }

    /// Money this change returns to the owner: the refund of a cancellation, of a move to
    /// a cheaper slot, or of a charge that landed after the booking was cancelled.
    async fn refunded(&self) -> Option<Decimal> {
        self.detail_cents("refundCents").map(Decimal::from_cents)
    }
}

impl Booking {
    /// The booking's times with its space's cancellation window (the owner's rule).
    async fn owner_times(&self, ctx: &Context<'_>) -> Result<Times> {
        let app = ctx.app()?;
        let global = app.config.rules();
        let window = match ctx.loaders()?.spaces.load_one(self.0.space_id).await? {
            Some(space) => crate::services::spaces::schedule::rules_of(&space, &global)?.cancel_window,
            None => global.cancel_window,
        };
        Ok(Times::of(&self.0).with_cancel_window(window))
    }
}

/// One open slot of a space's day: an hour, or half of one (`BookingRules.slotMinutes`).
#[derive(SimpleObject)]
pub struct AvailabilitySlot {
    /// The local hour in the business zone it starts in.
    hour: i32,
    /// The local time it starts at, in minutes since midnight (08:30 is 510): the key of
    /// a slot within its day.
    minute_of_day: i32,
    /// Send these instants back in `createBooking`: no time-zone arithmetic on the client.
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    /// A booking of this hour meets no pending or confirmed booking, nor the time kept
    /// free around one (the space's buffers).
    available: bool,
    /// Unavailable only for the time kept free between bookings: no booking holds the
    /// hour itself.
    buffer: bool,
    /// Starts sooner than the space's notice allows.
    too_soon: bool,
    /// Inside its opening range's starts (by the range's last start), free or not.
    within_start_hours: bool,
    /// A booking can start here now: free, not too soon, by its range's last start, within
    /// the horizon, with the shortest booking free after it. A booking's later hours are
    /// the following slots while each starts where the previous ends and is available.
    can_start: bool,
}

/// A space's open hours on a business day, and the rules they follow.
#[derive(SimpleObject)]
pub struct Availability {
    space_id: ID,
    date: Date,
    /// The open hours in order (none on a closed date or weekday).
    slots: Vec<AvailabilitySlot>,
    /// The space's rules now (pushed again when an admin changes them).
    rules: BookingRules,
    /// Why the space is closed on this date ('Feriado: Natal'); null when it is not.
    closed_reason: Option<String>,
}

impl Availability {
    pub fn new(space_id: uuid::Uuid, date: Date, day: &DayAvailability, now: DateTime<Utc>, tz: chrono_tz::Tz) -> Self {
        let schedule = Schedule { tz, rules: &day.rules, closures: &[] };
        let open: Vec<OpenSlot> = day
            .slots
            .iter()
            .map(|s| OpenSlot { minute: s.minute, starts_at: s.starts_at, ends_at: s.ends_at, may_start: s.may_start })
            .collect();
        let free: Vec<bool> = day.slots.iter().map(|s| s.free).collect();
        let startable = schedule.startable(&open, &free, now);
        Self {
            space_id: ids::encode(Kind::Space, space_id),
            date,
            slots: day
                .slots
                .iter()
                .zip(startable)
                .map(|(s, can_start)| AvailabilitySlot {
                    hour: i32::from(s.minute / 60),
                    minute_of_day: i32::from(s.minute),
                    starts_at: s.starts_at,
                    ends_at: s.ends_at,
                    available: s.free,
                    buffer: s.buffer,
                    too_soon: s.starts_at < now + day.rules.notice,
                    within_start_hours: s.may_start,
                    can_start,
                })
                .collect(),
            rules: BookingRules::from(&day.rules),
            closed_reason: day.closure.clone(),
        }
    }
}
