//! Recurring bookings in the schema: the preview of a series' occurrences, booking a
//! series, paying it, and cancelling an occurrence with every later one.

use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::booking_series;

use super::mutation::RescheduleBookingInput;
use super::types::Booking;
use crate::domain::series::{self as rules, End, Frequency, Recurrence};
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::{Date, Decimal};
use crate::graphql::spaces::{Space, Weekday};
use crate::services::bookings::series::{self, NewSeries, SeriesRequest, Written};
use crate::services::bookings::store::space_unavailable;

/// How often a series repeats.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeriesFrequency {
    /// Every day.
    Daily,
    /// Every week, on the chosen weekdays.
    Weekly,
    /// Every month on the first occurrence's day; a month without that day is skipped.
    Monthly,
}

impl From<SeriesFrequency> for Frequency {
    fn from(f: SeriesFrequency) -> Self {
        match f {
            SeriesFrequency::Daily => Frequency::Daily,
            SeriesFrequency::Weekly => Frequency::Weekly,
            SeriesFrequency::Monthly => Frequency::Monthly,
        }
    }
}

impl From<Frequency> for SeriesFrequency {
    fn from(f: Frequency) -> Self {
        match f {
            Frequency::Daily => SeriesFrequency::Daily,
            Frequency::Weekly => SeriesFrequency::Weekly,
            Frequency::Monthly => SeriesFrequency::Monthly,
        }
    }
}

/// How a series repeats and where it stops: give `until` or `occurrences`.
#[derive(InputObject)]
struct RecurrenceInput {
    frequency: SeriesFrequency,
    /// Weekly only: the weekdays booked; the first occurrence's weekday is always one.
    weekdays: Option<Vec<Weekday>>,
    /// The last date an occurrence may fall on (inclusive).
    until: Option<Date>,
    /// How many occurrences (1 to 104).
    occurrences: Option<i32>,
}

impl RecurrenceInput {
    fn parse(self) -> Result<Recurrence, AppError> {
        let frequency = Frequency::from(self.frequency);
        let weekdays: Vec<chrono::Weekday> = self.weekdays.unwrap_or_default().into_iter().map(Into::into).collect();
        if frequency != Frequency::Weekly && !weekdays.is_empty() {
            return Err(AppError::validation("weekdays", crate::domain::messages::SERIES_WEEKDAYS_ONLY_WEEKLY));
        }
        let end = match (self.until, self.occurrences) {
            (Some(until), None) => End::Until(until.0),
            (None, Some(n)) => End::Count(usize::try_from(n).unwrap_or(0)),
            _ => return Err(AppError::validation("until", crate::domain::messages::SERIES_END_REQUIRED)),
        };
        Ok(Recurrence { frequency, weekdays, end })
    }
}

/// A series' first occurrence (an hour range from `availability`) and how it repeats.
#[derive(InputObject)]
struct BookingSeriesPreviewInput {
    space_id: ID,
    /// The first occurrence's start.
    starts_at: DateTime<Utc>,
    /// The first occurrence's end.
    ends_at: DateTime<Utc>,
    recurrence: RecurrenceInput,
}

#[derive(InputObject)]
struct CreateBookingSeriesInput {
    space_id: ID,
    /// The first occurrence's start.
    starts_at: DateTime<Utc>,
    /// The first occurrence's end.
    ends_at: DateTime<Utc>,
    recurrence: RecurrenceInput,
    /// Dates of occurrences to leave out (those the preview showed as taken). Any other
    /// occurrence that cannot be booked refuses the whole series.
    skip: Option<Vec<Date>>,
    notes: Option<String>,
    /// A retry with the same key returns the first series instead of a second one.
    idempotency_key: Option<String>,
}

#[derive(InputObject)]
struct BookingSeriesIdInput {
    series_id: ID,
}

#[derive(InputObject)]
struct SeriesBookingIdInput {
    /// The first occurrence to cancel; every later active one goes with it.
    booking_id: ID,
}

fn request(
    space_id: &ID,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    recurrence: RecurrenceInput,
) -> Result<SeriesRequest> {
    let space_id = ids::decode_as(Kind::Space, space_id).map_err(|_| space_unavailable())?;
    Ok(SeriesRequest { space_id, starts_at, ends_at, recurrence: recurrence.parse()? })
}

/// One occurrence of a series as it stands now.
#[derive(SimpleObject)]
struct SeriesOccurrence {
    /// Its business day.
    date: Date,
    /// Null when the time does not exist that day (a daylight-saving change).
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    /// Whether it can be booked now.
    available: bool,
    /// Why not, in short ('Horário indisponível', 'Espaço fechado').
    problem_title: Option<String>,
    /// Why not, in full.
    problem: Option<String>,
    price: Decimal,
}

/// Every occurrence of a series the viewer is about to book.
#[derive(SimpleObject)]
struct BookingSeriesPreview {
    occurrences: Vec<SeriesOccurrence>,
    /// How many can be booked now.
    available_count: i32,
    /// What the available ones cost together.
    total_price: Decimal,
}

/// A recurring booking: how it repeats and its occurrences, each an ordinary booking.
pub struct BookingSeries(pub booking_series::Model);

impl BookingSeries {
    fn frequency_rule(&self) -> Frequency {
        Frequency::parse(&self.0.frequency).unwrap_or(Frequency::Weekly)
    }

    fn end(&self) -> End {
        match (self.0.until_on, self.0.occurrences) {
            (Some(until), _) => End::Until(until),
            (None, n) => End::Count(n.and_then(|n| usize::try_from(n).ok()).unwrap_or(0)),
        }
    }

    fn weekday_rules(&self) -> Vec<chrono::Weekday> {
        self.0.weekdays.as_deref().map(rules::weekdays_from_text).unwrap_or_default()
    }
}

#[Object]
impl BookingSeries {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::BookingSeries, self.0.id)
    }

    async fn frequency(&self) -> SeriesFrequency {
        self.frequency_rule().into()
    }

    /// Weekly: the weekdays booked.
    async fn weekdays(&self) -> Vec<Weekday> {
        self.weekday_rules().into_iter().map(Into::into).collect()
    }

    /// The last date asked for, if the series was given one.
    async fn until(&self) -> Option<Date> {
        self.0.until_on.map(Date)
    }

    /// How many occurrences were asked for, if the series was given a number.
    async fn requested_occurrences(&self) -> Option<i32> {
        self.0.occurrences
    }

    /// The series in a few words ('Semanal (terças), 12 ocorrências').
    async fn summary(&self) -> String {
        rules::describe(self.frequency_rule(), &self.weekday_rules(), self.end())
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn space(&self, ctx: &Context<'_>) -> Result<Space> {
        let space = ctx.loaders()?.spaces.load_one(self.0.space_id).await?.ok_or(AppError::NotFound)?;
        Ok(Space(space))
    }

    /// Every occurrence, earliest first (cancelled ones included).
    async fn bookings(&self, ctx: &Context<'_>) -> Result<Vec<Booking>> {
        let list = series::occurrences(&ctx.app()?.db, self.0.id).await?;
        Ok(list.into_iter().map(Booking::new).collect())
    }
}

/// A series and the occurrences the mutation wrote, paid or cancelled.
#[derive(SimpleObject)]
struct BookingSeriesPayload {
    series: BookingSeries,
    bookings: Vec<Booking>,
}

impl From<Written> for BookingSeriesPayload {
    fn from(w: Written) -> Self {
        Self { series: BookingSeries(w.series), bookings: w.bookings.into_iter().map(Booking::new).collect() }
    }
}

#[derive(Default)]
pub struct SeriesQuery;

#[Object]
impl SeriesQuery {
    /// Checks every occurrence of a series against its space's rules, closures and
    /// bookings, as `createBookingSeries` would now. Taken ones can be skipped there.
    async fn booking_series_preview(
        &self,
        ctx: &Context<'_>,
        input: BookingSeriesPreviewInput,
    ) -> Result<BookingSeriesPreview> {
        ctx.viewer().require_user()?;
        let request = request(&input.space_id, input.starts_at, input.ends_at, input.recurrence)?;
        let planned = series::preview(ctx.app()?, ctx.viewer(), &request).await?;
        let mut total = 0;
        let mut available_count = 0;
        let occurrences = planned
            .into_iter()
            .map(|p| {
                let (problem_title, problem) = match &p.verdict {
                    Ok(_) => (None, None),
                    Err(err) => (err.title().map(str::to_owned), Some(err.client_message())),
                };
                if p.verdict.is_ok() {
                    total += p.price_cents;
                    available_count += 1;
                }
                SeriesOccurrence {
                    date: Date(p.date),
                    starts_at: p.times.map(|t| t.0),
                    ends_at: p.times.map(|t| t.1),
                    available: p.verdict.is_ok(),
                    problem_title,
                    problem,
                    price: Decimal::from_cents(p.price_cents),
                }
            })
            .collect();
        Ok(BookingSeriesPreview { occurrences, available_count, total_price: Decimal::from_cents(total) })
    }
}

#[derive(Default)]
pub struct SeriesMutation;

#[Object]
impl SeriesMutation {
    /// Books a recurring series in one transaction: every occurrence but the skipped
    /// dates, each an ordinary pending booking under every rule, with one payment
    /// deadline for all. One occurrence that cannot be booked refuses the whole series
    /// and names its date.
    async fn create_booking_series(
        &self,
        ctx: &Context<'_>,
        input: CreateBookingSeriesInput,
    ) -> Result<BookingSeriesPayload> {
        ctx.viewer().require_user()?;
        let request = request(&input.space_id, input.starts_at, input.ends_at, input.recurrence)?;
        let new = NewSeries {
            request,
            skip: input.skip.unwrap_or_default().into_iter().map(|d| d.0).collect(),
            notes: input.notes,
            idempotency_key: input.idempotency_key,
        };
        Ok(series::create(ctx.app()?, ctx.viewer(), new).await?.into())
    }

    /// The owner pays every pending occurrence of a series at once, which confirms them.
    /// Retrying never charges an occurrence twice.
    async fn pay_booking_series(&self, ctx: &Context<'_>, input: BookingSeriesIdInput) -> Result<BookingSeriesPayload> {
        ctx.viewer().require_user()?;
        let id = ids::decode_as(Kind::BookingSeries, &input.series_id)?;
        Ok(series::pay(ctx.app()?, ctx.viewer(), id).await?.into())
    }

    /// Moves an occurrence and every later active one of its series ('this and
    /// following'): each keeps its distance in days from the chosen one and takes its new
    /// local start, length and space. All or none, in one transaction, by the rules of a
    /// single move; a paid occurrence that would cost more is refused (move it alone).
    async fn reschedule_booking_series(
        &self,
        ctx: &Context<'_>,
        input: RescheduleBookingInput,
    ) -> Result<BookingSeriesPayload> {
        ctx.viewer().require_user()?;
        Ok(series::reschedule_following(ctx.app()?, ctx.viewer(), input.request()?).await?.into())
    }

    /// Cancels an occurrence and every later active one of its series, all or none, by
    /// the rules of a single cancellation (the owner's window; an admin's reason; refunds).
    async fn cancel_booking_series(
        &self,
        ctx: &Context<'_>,
        input: SeriesBookingIdInput,
        #[graphql(desc = "Required when an admin cancels someone else's bookings (at most 500 characters).")]
        reason: Option<String>,
    ) -> Result<BookingSeriesPayload> {
        ctx.viewer().require_user()?;
        let id = ids::decode_as(Kind::Booking, &input.booking_id)?;
        Ok(series::cancel_following(ctx.app()?, ctx.viewer(), id, reason.as_deref()).await?.into())
    }
}
