use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

use super::types::Booking;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::bookings::approval;
use crate::services::bookings::flows::{self as booking_actions, BookingRequest};
use crate::services::bookings::store::space_unavailable;

#[derive(Default)]
pub struct BookingMutation;

#[derive(InputObject)]
struct CreateBookingInput {
    space_id: ID,
    /// An instant from `availability` (the start of a slot).
    starts_at: DateTime<Utc>,
    /// An instant from `availability` (the end of a slot).
    ends_at: DateTime<Utc>,
    notes: Option<String>,
    /// A retry with the same key returns the first booking instead of a second one.
    idempotency_key: Option<String>,
}

#[derive(InputObject)]
pub struct RescheduleBookingInput {
    booking_id: ID,
    /// Another space; left out, the same one.
    space_id: Option<ID>,
    /// An instant from `availability` (the start of a slot).
    starts_at: DateTime<Utc>,
    /// An instant from `availability` (the end of a slot).
    ends_at: DateTime<Utc>,
    /// A retry with the same key answers the booking as it is instead of moving it again.
    idempotency_key: Option<String>,
}

impl RescheduleBookingInput {
    pub fn request(self) -> Result<booking_actions::RescheduleRequest, crate::error::AppError> {
        let space_id =
            self.space_id.map(|id| ids::decode_as(Kind::Space, &id).map_err(|_| space_unavailable())).transpose()?;
        Ok(booking_actions::RescheduleRequest {
            booking_id: ids::decode_as(Kind::Booking, &self.booking_id)?,
            space_id,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            idempotency_key: self.idempotency_key,
        })
    }
}

#[derive(InputObject)]
struct BookingIdInput {
    booking_id: ID,
}

#[derive(SimpleObject)]
struct BookingPayload {
    booking: Booking,
}

/// An admin's decision on a request.
#[derive(SimpleObject)]
struct BookingDecisionPayload {
    /// The booking the decision was asked for.
    booking: Booking,
    /// Every booking it decided, soonest first: the booking, or a series' occurrences.
    decided: Vec<Booking>,
}

impl BookingDecisionPayload {
    fn of(id: uuid::Uuid, decided: Vec<entities::booking::Model>) -> Result<Self> {
        let booking = decided.iter().find(|b| b.id == id).cloned().map(Booking::new);
        let booking = booking.ok_or_else(|| crate::error::AppError::internal("the decision left out its booking"))?;
        Ok(Self { booking, decided: decided.into_iter().map(Booking::new).collect() })
    }
}

#[Object]
impl BookingMutation {
    /// Requests a booking: pending until paid, or, on a space that requires approval,
    /// awaiting an admin's approval first. Every rule is checked here.
    async fn create_booking(&self, ctx: &Context<'_>, input: CreateBookingInput) -> Result<BookingPayload> {
        ctx.viewer().require_user()?;
        let space_id = ids::decode_as(Kind::Space, &input.space_id).map_err(|_| space_unavailable())?;
        let request = BookingRequest {
            space_id,
            starts_at: input.starts_at,
            ends_at: input.ends_at,
            notes: input.notes,
            idempotency_key: input.idempotency_key,
        };
        let booking = booking_actions::create(ctx.app()?, ctx.viewer(), request).await?;
        Ok(BookingPayload { booking: Booking::new(booking) })
    }

    /// The owner cancels (more than 2 hours ahead; a paid booking is refunded in full more
    /// than 48 hours ahead); an admin cancels any pending or confirmed booking, with a
    /// reason the owner is shown, refunding what was paid.
    async fn cancel_booking(
        &self,
        ctx: &Context<'_>,
        input: BookingIdInput,
        #[graphql(desc = "Required when an admin cancels someone else's booking (at most 500 characters).")]
        reason: Option<String>,
    ) -> Result<BookingPayload> {
        ctx.viewer().require_user()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        let booking = booking_actions::cancel(ctx.app()?, ctx.viewer(), id, reason.as_deref()).await?;
        Ok(BookingPayload { booking: Booking::new(booking) })
    }

    /// The owner pays a pending booking before its `payBy`, which confirms it. Only the
    /// booking's id is sent: card data never leaves the browser. Retrying never charges
    /// twice.
    async fn pay_booking(&self, ctx: &Context<'_>, input: BookingIdInput) -> Result<BookingPayload> {
        ctx.viewer().require_user()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        let booking = booking_actions::pay(ctx.app()?, ctx.viewer(), id).await?;
        Ok(BookingPayload { booking: Booking::new(booking) })
    }

    /// Moves a pending or confirmed booking to another slot (the same booking: its id
    /// stays). The old slot is freed only if the new one is taken; every rule of the new
    /// slot applies, and the owner may move only more than 2 hours before the old start.
    /// A confirmed booking pays the price difference or is refunded it.
    async fn reschedule_booking(&self, ctx: &Context<'_>, input: RescheduleBookingInput) -> Result<BookingPayload> {
        ctx.viewer().require_user()?;
        let booking = booking_actions::reschedule(ctx.app()?, ctx.viewer(), input.request()?).await?;
        Ok(BookingPayload { booking: Booking::new(booking) })
    }

    /// Admins: approves a request awaiting approval. It becomes pending, payable until
    /// `payBy` (the payment hold from now, never past its start); the owner is mailed. An
    /// occurrence of a series approves every occurrence still waiting (`decided`).
    async fn approve_booking(&self, ctx: &Context<'_>, input: BookingIdInput) -> Result<BookingDecisionPayload> {
        ctx.viewer().require_admin()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        let decided = approval::approve(ctx.app()?, ctx.viewer(), id).await?;
        BookingDecisionPayload::of(id, decided)
    }

    /// Admins: declines a request awaiting approval, with a reason the owner is mailed; the
    /// slot is freed. An occurrence of a series declines every occurrence still waiting.
    async fn decline_booking(
        &self,
        ctx: &Context<'_>,
        input: BookingIdInput,
        #[graphql(desc = "Required, at most 500 characters: the owner reads it.")] reason: Option<String>,
    ) -> Result<BookingDecisionPayload> {
        ctx.viewer().require_admin()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        let decided = approval::decline(ctx.app()?, ctx.viewer(), id, reason.as_deref()).await?;
        BookingDecisionPayload::of(id, decided)
    }

    /// Admins: marks a confirmed booking as completed, once it has ended.
    async fn complete_booking(&self, ctx: &Context<'_>, input: BookingIdInput) -> Result<BookingPayload> {
        ctx.viewer().require_admin()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        let booking = booking_actions::complete(ctx.app()?, ctx.viewer(), id).await?;
        Ok(BookingPayload { booking: Booking::new(booking) })
    }
}
