//! Per-space scheduling in the schema (docs/scheduling.md): the rules a space's bookings
//! follow, the admin's overrides with a preview of what they cancel, and closed dates.

use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use entities::closure;

use super::types::Space;
use crate::domain::schedule::{
    self as domain, ClockTime, Closure as ClosedDates, Overrides, Range, SpaceRules, WeekHours,
};
use crate::error::AppError;
use crate::graphql::bookings::Booking;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::Date;
use crate::services::bookings::flows as booking_flows;
use crate::services::spaces;
use crate::services::spaces::schedule::{self as schedule, NewClosures};
use crate::state::AppState;

/// A day of the week.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl From<Weekday> for chrono::Weekday {
    fn from(day: Weekday) -> Self {
        let i = WEEK.iter().position(|w| *w == day).unwrap_or_default();
        chrono::Weekday::try_from(i as u8).unwrap_or(chrono::Weekday::Mon)
    }
}

impl From<chrono::Weekday> for Weekday {
    fn from(day: chrono::Weekday) -> Self {
        WEEK[day.num_days_from_monday() as usize]
    }
}

const WEEK: [Weekday; 7] = [
    Weekday::Monday,
    Weekday::Tuesday,
    Weekday::Wednesday,
    Weekday::Thursday,
    Weekday::Friday,
    Weekday::Saturday,
    Weekday::Sunday,
];

/// One opening range of a day, in the business zone ("HH:MM"; 24:00 is midnight at the
/// day's end).
#[derive(SimpleObject)]
pub struct OpeningRange {
    /// Bookings start from here.
    opens: String,
    /// The latest start.
    last_start: String,
    /// Bookings end by here.
    closes: String,
}

/// A weekday's opening ranges; none: closed that day.
#[derive(SimpleObject)]
pub struct OpeningDay {
    weekday: Weekday,
    ranges: Vec<OpeningRange>,
}

fn week_of(hours: &WeekHours) -> Vec<OpeningDay> {
    WEEK.iter()
        .zip(&hours.0)
        .map(|(weekday, ranges)| OpeningDay {
            weekday: *weekday,
            ranges: ranges
                .iter()
                .map(|r| OpeningRange {
                    opens: r.opens.to_string(),
                    last_start: r.last_start.to_string(),
                    closes: r.closes.to_string(),
                })
                .collect(),
        })
        .collect()
}

/// The rules a space's bookings follow: its own where an admin set them, the
/// deployment's elsewhere. The booking form reads them; the server checks every one.
#[derive(SimpleObject)]
pub struct BookingRules {
    /// Monday to Sunday.
    opening_hours: Vec<OpeningDay>,
    /// Bookings start and end on this grid of the day: 60 (whole hours) or 30 (half
    /// hours). Every length below is a multiple of it.
    slot_minutes: i32,
    min_duration_minutes: i32,
    max_duration_minutes: i32,
    /// A booking starts at least this long after it is made.
    notice_minutes: i32,
    /// Days ahead a booking may start.
    horizon_days: i32,
    /// The owner cancels or reschedules only while more than this remains before the start.
    cancel_window_minutes: i32,
    /// Kept free before each booking: no other booking of the space ends later than this
    /// before it starts (its own buffer after counts too).
    buffer_before_minutes: i32,
    /// Kept free after each booking.
    buffer_after_minutes: i32,
    /// New bookings wait for an admin's approval ('Aguardando aprovação') and are paid
    /// only once approved.
    requires_approval: bool,
}

impl From<&SpaceRules> for BookingRules {
    fn from(rules: &SpaceRules) -> Self {
        let minutes = |d: chrono::Duration| d.num_minutes() as i32;
        Self {
            opening_hours: week_of(&rules.hours),
            slot_minutes: minutes(rules.slot),
            min_duration_minutes: minutes(rules.min_duration),
            max_duration_minutes: minutes(rules.max_duration),
            notice_minutes: minutes(rules.notice),
            horizon_days: rules.horizon_days as i32,
            cancel_window_minutes: minutes(rules.cancel_window),
            buffer_before_minutes: minutes(rules.buffer_before),
            buffer_after_minutes: minutes(rules.buffer_after),
            requires_approval: rules.requires_approval,
        }
    }
}

/// The rules an admin set for one space; null: the deployment's value.
#[derive(SimpleObject)]
pub struct RuleOverrides {
    opening_hours: Option<Vec<OpeningDay>>,
    slot_minutes: Option<i32>,
    min_duration_minutes: Option<i32>,
    max_duration_minutes: Option<i32>,
    notice_minutes: Option<i32>,
    horizon_days: Option<i32>,
    cancel_window_minutes: Option<i32>,
    buffer_before_minutes: Option<i32>,
    buffer_after_minutes: Option<i32>,
    /// True when the space requires approval; null: it does not (the deployment's rule).
    requires_approval: Option<bool>,
}

impl From<Overrides> for RuleOverrides {
    fn from(o: Overrides) -> Self {
        Self {
            opening_hours: o.hours.as_ref().map(week_of),
            slot_minutes: o.slot_minutes,
            min_duration_minutes: o.min_duration_minutes,
            max_duration_minutes: o.max_duration_minutes,
            notice_minutes: o.notice_minutes,
            horizon_days: o.horizon_days,
            cancel_window_minutes: o.cancel_window_minutes,
            buffer_before_minutes: o.buffer_before_minutes,
            buffer_after_minutes: o.buffer_after_minutes,
            requires_approval: o.requires_approval,
        }
    }
}

pub fn booking_rules(app: &AppState, space: &entities::space::Model) -> Result<BookingRules, AppError> {
    Ok(BookingRules::from(&schedule::rules_of(space, &app.config.rules())?))
}

pub fn rule_overrides(space: &entities::space::Model) -> Result<RuleOverrides, AppError> {
    Ok(schedule::overrides_of(space)?.into())
}

#[derive(InputObject)]
struct OpeningRangeInput {
    opens: String,
    last_start: String,
    closes: String,
}

#[derive(InputObject)]
struct OpeningDayInput {
    weekday: Weekday,
    ranges: Vec<OpeningRangeInput>,
}

/// A space's own rules; a null field keeps the deployment's value.
#[derive(InputObject)]
struct SpaceRulesFields {
    space_id: ID,
    /// The week; a weekday left out is closed. Null: the deployment's hours.
    opening_hours: Option<Vec<OpeningDayInput>>,
    /// 60 (whole hours) or 30 (half hours). Null: the deployment's 60. The hours and
    /// durations must fall on this grid; bookings already made keep their times.
    slot_minutes: Option<i32>,
    /// A multiple of the slot, one slot to 1440.
    min_duration_minutes: Option<i32>,
    /// A multiple of the slot, one slot to 1440.
    max_duration_minutes: Option<i32>,
    /// 0 to 10080 (7 days).
    notice_minutes: Option<i32>,
    /// 1 to 730.
    horizon_days: Option<i32>,
    /// 0 to 10080 (7 days).
    cancel_window_minutes: Option<i32>,
    /// Minutes kept free before each booking made from now on: 0 to 240, in steps of 5.
    /// The longest booking plus both buffers stays within 24 hours.
    buffer_before_minutes: Option<i32>,
    /// Minutes kept free after each booking made from now on: 0 to 240, in steps of 5.
    buffer_after_minutes: Option<i32>,
    /// True: bookings made from now on wait for an admin's approval. Null or false: they
    /// do not (requests already waiting stay until decided).
    requires_approval: Option<bool>,
}

impl SpaceRulesFields {
    fn overrides(&self) -> Result<Overrides, AppError> {
        let slot = domain::slot_of(self.slot_minutes)?;
        let hours = match &self.opening_hours {
            None => None,
            Some(days) => {
                let mut week: [Vec<Range>; 7] = Default::default();
                let mut seen = [false; 7];
                for day in days {
                    let i = WEEK.iter().position(|w| *w == day.weekday).unwrap_or_default();
                    if std::mem::replace(&mut seen[i], true) {
                        return Err(AppError::validation("openingHours", "Cada dia da semana aparece uma vez só."));
                    }
                    for r in &day.ranges {
                        let time = |text: &str| {
                            ClockTime::parse(text.trim())
                                .ok_or_else(|| AppError::validation("openingHours", "Horário inválido: use HH:MM."))
                        };
                        week[i].push(Range {
                            opens: time(&r.opens)?,
                            last_start: time(&r.last_start)?,
                            closes: time(&r.closes)?,
                        });
                    }
                }
                Some(WeekHours::validate(week, slot)?)
            }
        };
        Ok(Overrides {
            hours,
            slot_minutes: self.slot_minutes,
            min_duration_minutes: self.min_duration_minutes,
            max_duration_minutes: self.max_duration_minutes,
            notice_minutes: self.notice_minutes,
            horizon_days: self.horizon_days,
            cancel_window_minutes: self.cancel_window_minutes,
            buffer_before_minutes: self.buffer_before_minutes,
            buffer_after_minutes: self.buffer_after_minutes,
            requires_approval: self.requires_approval.filter(|r| *r),
        })
    }
}

#[derive(InputObject)]
struct UpdateSpaceRulesInput {
    #[graphql(flatten)]
    fields: SpaceRulesFields,
    /// The `count` the preview showed: the future bookings outside the new hours are
    /// cancelled (refunded when paid, each owner mailed). If it changed, nothing happens.
    expected_cancelled_bookings: Option<i32>,
}

/// Bookings an admin's change would cancel, before confirming it.
#[derive(SimpleObject)]
pub struct AffectedBookings {
    /// Send this back as `expectedCancelledBookings` to confirm.
    count: i32,
    /// The first 50, soonest first, with their owners (`user`).
    bookings: Vec<Booking>,
}

impl AffectedBookings {
    fn of(list: Vec<entities::booking::Model>) -> Self {
        Self { count: list.len() as i32, bookings: list.into_iter().take(50).map(Booking::new).collect() }
    }
}

#[derive(SimpleObject)]
struct UpdateSpaceRulesPayload {
    space: Space,
    cancelled_bookings: i32,
}

/// Dates when a space (or every space) takes no bookings; users see the reason.
pub struct Closure(pub closure::Model);

#[Object]
impl Closure {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::Closure, self.0.id)
    }

    /// Null: every space is closed.
    async fn space(&self, ctx: &Context<'_>) -> Result<Option<Space>> {
        let Some(id) = self.0.space_id else { return Ok(None) };
        Ok(ctx.loaders()?.spaces.load_one(id).await?.map(Space))
    }

    /// The first closed business day.
    async fn starts_on(&self) -> Date {
        Date(self.0.starts_on)
    }

    /// The last closed business day (included).
    async fn ends_on(&self) -> Date {
        Date(self.0.ends_on)
    }

    /// Shown to users ('Feriado', 'Manutenção').
    async fn reason(&self) -> &str {
        &self.0.reason
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

/// Closed dates to add.
#[derive(InputObject)]
struct ClosureFields {
    /// Null: every space.
    space_id: Option<ID>,
    starts_on: Date,
    /// The last closed day (included).
    ends_on: Date,
    /// Up to 100 characters, shown to users.
    reason: String,
}

#[derive(InputObject)]
struct CreateClosureInput {
    #[graphql(flatten)]
    fields: ClosureFields,
    /// The `count` the preview showed: bookings on those dates are cancelled.
    expected_cancelled_bookings: Option<i32>,
}

/// Brazil's national holidays of a year, as closures.
#[derive(InputObject)]
struct HolidaysFields {
    /// Null: every space.
    space_id: Option<ID>,
    year: i32,
    /// Also Carnival (Monday and Tuesday) and Corpus Christi.
    #[graphql(default)]
    include_optional: bool,
}

#[derive(InputObject)]
struct AddHolidaysInput {
    #[graphql(flatten)]
    fields: HolidaysFields,
    expected_cancelled_bookings: Option<i32>,
}

/// One holiday.
#[derive(SimpleObject)]
struct Holiday {
    date: Date,
    name: String,
}

/// What adding a year's holidays would do.
#[derive(SimpleObject)]
struct HolidaysPreview {
    /// The holidays not closed yet for these spaces.
    holidays: Vec<Holiday>,
    affected: AffectedBookings,
}

#[derive(SimpleObject)]
struct ClosuresPayload {
    closures: Vec<Closure>,
    cancelled_bookings: i32,
}

#[derive(SimpleObject)]
struct DeleteClosurePayload {
    deleted_closure_id: ID,
}

async fn space_scope(app: &AppState, id: Option<&ID>) -> Result<Option<uuid::Uuid>, AppError> {
    let Some(id) = id else { return Ok(None) };
    let uuid = ids::decode_as(Kind::Space, id)?;
    spaces::find(&app.db, uuid).await?.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)?;
    Ok(Some(uuid))
}

async fn closures_of(app: &AppState, fields: &ClosureFields) -> Result<NewClosures, AppError> {
    let closure = domain::validate_closure(fields.starts_on.0, fields.ends_on.0, &fields.reason)?;
    Ok(NewClosures { space_id: space_scope(app, fields.space_id.as_ref()).await?, closures: vec![closure] })
}

async fn holidays_of(app: &AppState, fields: &HolidaysFields) -> Result<NewClosures, AppError> {
    let this_year = app.clock.now().with_timezone(&app.config.timezone).year();
    if !(this_year..=this_year + 2).contains(&fields.year) {
        return Err(AppError::validation("year", format!("Escolha um ano entre {this_year} e {}.", this_year + 2)));
    }
    let space_id = space_scope(app, fields.space_id.as_ref()).await?;
    let first = NaiveDate::from_ymd_opt(fields.year, 1, 1).ok_or(AppError::NotFound)?;
    let last = NaiveDate::from_ymd_opt(fields.year, 12, 31).ok_or(AppError::NotFound)?;
    let existing = schedule::closures_in_scope(&app.db, space_id, first, last).await?;
    let closures = domain::brazil_holidays(fields.year, fields.include_optional)
        .into_iter()
        .filter(|(date, _)| !existing.iter().any(|c| c.covers(*date)))
        .map(|(date, name)| ClosedDates { starts_on: date, ends_on: date, reason: format!("Feriado: {name}") })
        .collect();
    Ok(NewClosures { space_id, closures })
}

fn expected(count: Option<i32>) -> Option<u64> {
    count.map(|n| n.max(0) as u64)
}

/// After a committed change of rules or closures: every open form of those spaces reads
/// its day again, and the cancelled bookings are pushed and their refunds and mails sent.
fn announce(app: &AppState, space_id: Option<uuid::Uuid>, cancelled: &[entities::booking::Model]) {
    app.spaces_changed(space_id);
    booking_flows::after_bulk_cancel(app, cancelled);
}

#[derive(Default)]
pub struct ScheduleQuery;

#[Object]
impl ScheduleQuery {
    /// Admins: the future bookings that new rules would cancel (those outside the new
    /// hours), before `updateSpaceRules`.
    async fn space_rules_preview(&self, ctx: &Context<'_>, input: SpaceRulesFields) -> Result<AffectedBookings> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let space_id = space_scope(app, Some(&input.space_id)).await?.ok_or(AppError::NotFound)?;
        let rules = input.overrides()?.validate(&app.config.rules())?.apply(&app.config.rules());
        let affected = schedule::hours_preview(&app.db, space_id, &rules, app.config.timezone, app.clock.now()).await?;
        Ok(AffectedBookings::of(affected))
    }

    /// Admins: the bookings a closure would cancel, before `createClosure`.
    async fn closure_preview(&self, ctx: &Context<'_>, input: ClosureFields) -> Result<AffectedBookings> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let new = closures_of(app, &input).await?;
        let affected = schedule::closures_preview(&app.db, &new, app.config.timezone, app.clock.now()).await?;
        Ok(AffectedBookings::of(affected))
    }

    /// Admins: the holidays `addHolidays` would close and the bookings it would cancel.
    async fn holidays_preview(&self, ctx: &Context<'_>, input: HolidaysFields) -> Result<HolidaysPreview> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let new = holidays_of(app, &input).await?;
        let affected = schedule::closures_preview(&app.db, &new, app.config.timezone, app.clock.now()).await?;
        let holidays = new.closures.into_iter().map(|c| Holiday { date: Date(c.starts_on), name: c.reason }).collect();
        Ok(HolidaysPreview { holidays, affected: AffectedBookings::of(affected) })
    }

    /// Admins: closures not yet over, soonest first: of one space (with those of every
    /// space), or all.
    async fn closures(
        &self,
        ctx: &Context<'_>,
        space_id: Option<ID>,
        #[graphql(default = 100, validator(minimum = 1, maximum = 500))] first: i32,
    ) -> Result<Vec<Closure>> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let space_id = space_id.map(|id| ids::decode_as(Kind::Space, &id)).transpose()?;
        let today = app.clock.now().with_timezone(&app.config.timezone).date_naive();
        let list = schedule::upcoming(&app.db, space_id, today, first as u64).await?;
        Ok(list.into_iter().map(Closure).collect())
    }
}

#[derive(Default)]
pub struct ScheduleMutation;

#[Object]
impl ScheduleMutation {
    /// Admins: sets a space's own rules. Future bookings left outside its new hours are
    /// cancelled once the admin confirms how many (`spaceRulesPreview`); open booking forms
    /// follow the new rules at once.
    async fn update_space_rules(
        &self,
        ctx: &Context<'_>,
        input: UpdateSpaceRulesInput,
    ) -> Result<UpdateSpaceRulesPayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let space_id = space_scope(app, Some(&input.fields.space_id)).await?.ok_or(AppError::NotFound)?;
        let overrides = input.fields.overrides()?;
        let expected = expected(input.expected_cancelled_bookings);
        let who = (admin.id, app.config.timezone, app.clock.now());
        let changed = schedule::update_rules(&app.db, space_id, overrides, &app.config.rules(), expected, who).await?;
        announce(app, Some(space_id), &changed.cancelled);
        app.jobs.wake();
        Ok(UpdateSpaceRulesPayload { space: Space(changed.value), cancelled_bookings: changed.cancelled.len() as i32 })
    }

    /// Admins: closes a space, or every space, on dates. Bookings on them are cancelled
    /// once the admin confirms how many (`closurePreview`).
    async fn create_closure(&self, ctx: &Context<'_>, input: CreateClosureInput) -> Result<ClosuresPayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let new = closures_of(app, &input.fields).await?;
        close(app, new, expected(input.expected_cancelled_bookings), admin.id).await
    }

    /// Admins: closes a year's national holidays at once (those not closed yet).
    async fn add_holidays(&self, ctx: &Context<'_>, input: AddHolidaysInput) -> Result<ClosuresPayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let new = holidays_of(app, &input.fields).await?;
        close(app, new, expected(input.expected_cancelled_bookings), admin.id).await
    }

    /// Admins: reopens the dates of a closure (bookings it cancelled stay cancelled).
    async fn delete_closure(&self, ctx: &Context<'_>, id: ID) -> Result<DeleteClosurePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let uuid = ids::decode_as(Kind::Closure, &id)?;
        let removed = schedule::reopen(&app.db, uuid).await?;
        announce(app, removed.space_id, &[]);
        Ok(DeleteClosurePayload { deleted_closure_id: id })
    }
}

async fn close(app: &AppState, new: NewClosures, expected: Option<u64>, admin: uuid::Uuid) -> Result<ClosuresPayload> {
    let space_id = new.space_id;
    let who = (admin, app.config.timezone, app.clock.now());
    let changed = schedule::close(&app.db, new, expected, who).await?;
    announce(app, space_id, &changed.cancelled);
    Ok(ClosuresPayload {
        closures: changed.value.into_iter().map(Closure).collect(),
        cancelled_bookings: changed.cancelled.len() as i32,
    })
}
