//! Per-space scheduling (docs/scheduling.md): weekly opening hours, closed dates and the
//! limits of one booking, each space's own or the deployment's. Pure: "now", the zone,
//! the stored values and the closures are arguments.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Timelike, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

use crate::domain::booking::Slot;
use crate::domain::messages as msg;
use crate::error::AppError;

const INVALID_TIME: &str = "Horário inválido";
const MINUTES_PER_DAY: u16 = 24 * 60;
/// At most this many opening ranges on one day.
pub const MAX_RANGES_PER_DAY: usize = 4;
/// No booking spans more than this, whatever a space allows (overlap reads rely on it).
pub const MAX_SPAN: Duration = Duration::hours(24);
pub const MAX_NOTICE_MINUTES: i32 = 7 * 24 * 60;
pub const MAX_CANCEL_WINDOW_MINUTES: i32 = 7 * 24 * 60;
pub const MAX_HORIZON_DAYS: i32 = 730;
/// The longest buffer before or after a booking, in minutes.
pub const MAX_BUFFER_MINUTES: i32 = 240;
pub const WEEKDAYS: [&str; 7] =
    ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];

/// A time of day in minutes since midnight; 24:00 closes a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClockTime(u16);

impl ClockTime {
    pub const fn hm(hours: u16, minutes: u16) -> Self {
        Self(hours * 60 + minutes)
    }

    pub fn minutes(self) -> u16 {
        self.0
    }

    /// "HH:MM", 00:00 to 24:00.
    pub fn parse(text: &str) -> Option<Self> {
        let (h, m) = text.split_once(':')?;
        if h.len() != 2 || m.len() != 2 {
            return None;
        }
        let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
        (m < 60 && h * 60 + m <= MINUTES_PER_DAY).then_some(Self(h * 60 + m))
    }

    /// The instant this local time falls on `date` (24:00 is the next midnight); `None`
    /// inside a DST gap.
    pub fn on(self, date: NaiveDate, tz: Tz) -> Option<DateTime<Utc>> {
        let (date, minutes) = if self.0 == MINUTES_PER_DAY { (date.succ_opt()?, 0) } else { (date, self.0) };
        let time = NaiveTime::from_hms_opt(u32::from(minutes / 60), u32::from(minutes % 60), 0)?;
        tz.from_local_datetime(&date.and_time(time)).earliest().map(|t| t.with_timezone(&Utc))
    }
}

impl std::fmt::Display for ClockTime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:02}:{:02}", self.0 / 60, self.0 % 60)
    }
}

impl Serialize for ClockTime {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ClockTime {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a time of day: {text}")))
    }
}

/// One opening range of a day: bookings start from `opens` to `last_start` and end by
/// `closes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Range {
    pub opens: ClockTime,
    pub last_start: ClockTime,
    pub closes: ClockTime,
}

impl Range {
    /// The deployment's hours (the original rule: starts 08:00–20:00, ends by 22:00).
    pub const GLOBAL: Range =
        Range { opens: ClockTime::hm(8, 0), last_start: ClockTime::hm(20, 0), closes: ClockTime::hm(22, 0) };
}

/// Opening ranges for Monday..Sunday; a day without ranges is closed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeekHours(pub [Vec<Range>; 7]);

impl WeekHours {
    pub fn every_day(range: Range) -> Self {
        Self(std::array::from_fn(|_| vec![range]))
    }

    pub fn on(&self, date: NaiveDate) -> &[Range] {
        &self.0[date.weekday().num_days_from_monday() as usize]
    }

    /// Checks an admin's week for a space whose bookings follow `slot` (30 or 60
    /// minutes): times on that grid, at most `MAX_RANGES_PER_DAY` ranges a day, each
    /// opening before it closes with its last start between its opening and one slot
    /// before its close, ranges in order and apart.
    pub fn validate(days: [Vec<Range>; 7], slot: Duration) -> Result<Self, AppError> {
        let bad = |message: String| AppError::validation("openingHours", message);
        let step = slot.num_minutes() as u16;
        for (day, ranges) in WEEKDAYS.iter().zip(&days) {
            if ranges.len() > MAX_RANGES_PER_DAY {
                return Err(bad(format!("Na {day}, use no máximo {MAX_RANGES_PER_DAY} faixas de horário.")));
            }
            for r in ranges {
                if [r.opens, r.last_start, r.closes].iter().any(|t| t.0 % step != 0) {
                    return Err(bad(msg::hours_on_grid(slot).into()));
                }
                if r.opens >= r.closes {
                    return Err(bad(format!("Na {day}, o fechamento deve ser depois da abertura.")));
                }
                if r.last_start < r.opens || r.last_start.0 + step > r.closes.0 {
                    return Err(bad(msg::last_start_range(day, slot)));
                }
            }
            if ranges.windows(2).any(|w| w[1].opens <= w[0].closes) {
                return Err(bad(format!("Na {day}, as faixas devem seguir em ordem, com intervalo entre elas.")));
            }
        }
        Ok(Self(days))
    }
}

/// The slot granularities a space may choose: half hours or whole hours.
pub const SLOT_CHOICES: [i32; 2] = [30, 60];

/// An admin's slot granularity, checked; `None`: the deployment's whole hours.
pub fn slot_of(minutes: Option<i32>) -> Result<Duration, AppError> {
    match minutes {
        None => Ok(Duration::hours(1)),
        Some(m) if SLOT_CHOICES.contains(&m) => Ok(Duration::minutes(i64::from(m))),
        Some(_) => Err(AppError::validation("slotMinutes", msg::SLOT_RANGE)),
    }
}

/// The limits of one booking in a space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpaceRules {
    pub hours: WeekHours,
    /// Bookings start and end on this grid of the local day (docs/scheduling.md, "Slots"):
    /// 60 or 30 minutes; every length below is a multiple of it.
    pub slot: Duration,
    pub min_duration: Duration,
    pub max_duration: Duration,
    /// How long before its start a booking may be made at the latest.
    pub notice: Duration,
    /// Days ahead a booking may start.
    pub horizon_days: i64,
    /// An owner cancels or moves a booking only while more than this remains.
    pub cancel_window: Duration,
    /// Kept free before and after each booking (cleaning, setting up): no other booking
    /// of the space may overlap the widened span (docs/scheduling.md, "Buffers").
    pub buffer_before: Duration,
    pub buffer_after: Duration,
    /// New bookings wait for an admin's approval (docs/scheduling.md, "Approval").
    pub requires_approval: bool,
}

impl SpaceRules {
    /// The deployment's rules: 08:00–22:00 every day, 1–8 hours, 1 hour of notice,
    /// `horizon_days` ahead, 2 hours to cancel.
    pub fn global(horizon_days: i64) -> Self {
        Self {
            hours: WeekHours::every_day(Range::GLOBAL),
            slot: Duration::hours(1),
            min_duration: Duration::hours(1),
            max_duration: Duration::hours(8),
            notice: Duration::hours(1),
            horizon_days,
            cancel_window: Duration::hours(2),
            buffer_before: Duration::zero(),
            buffer_after: Duration::zero(),
            requires_approval: false,
        }
    }

    /// The span a booking of `[starts_at, ends_at)` keeps from the space's other bookings.
    pub fn blocked(&self, starts_at: DateTime<Utc>, ends_at: DateTime<Utc>) -> (DateTime<Utc>, DateTime<Utc>) {
        (starts_at - self.buffer_before, ends_at + self.buffer_after)
    }

    /// Where a new booking cannot lie, given other bookings' blocked spans: each widened by
    /// this space's buffers (after before it, before after it), so a new booking is free
    /// exactly when its own blocked span meets none of theirs. Sorted, non-overlapping
    /// spans stay sorted by start and by end (what `is_free` needs).
    pub fn unavailable(&self, blocked: &[(DateTime<Utc>, DateTime<Utc>)]) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
        blocked.iter().map(|(from, until)| (*from - self.buffer_after, *until + self.buffer_before)).collect()
    }
}

/// A space's stored overrides; `None` keeps the deployment's value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    pub hours: Option<WeekHours>,
    /// 30 or 60 (`SLOT_CHOICES`).
    pub slot_minutes: Option<i32>,
    pub min_duration_minutes: Option<i32>,
    pub max_duration_minutes: Option<i32>,
    pub notice_minutes: Option<i32>,
    pub horizon_days: Option<i32>,
    pub cancel_window_minutes: Option<i32>,
    pub buffer_before_minutes: Option<i32>,
    pub buffer_after_minutes: Option<i32>,
    /// `Some(true)`: the space requires approval (the deployment never does).
    pub requires_approval: Option<bool>,
}

impl Overrides {
    /// Checks an admin's overrides against the deployment's rules they complete.
    pub fn validate(self, global: &SpaceRules) -> Result<Self, AppError> {
        let minutes = |field: &str, value: Option<i32>, max: i32, message: &str| match value {
            Some(v) if !(0..=max).contains(&v) => Err(AppError::validation(field, message)),
            _ => Ok(()),
        };
        minutes("noticeMinutes", self.notice_minutes, MAX_NOTICE_MINUTES, msg::NOTICE_RANGE)?;
        minutes(
            "cancelWindowMinutes",
            self.cancel_window_minutes,
            MAX_CANCEL_WINDOW_MINUTES,
            msg::CANCEL_WINDOW_RANGE,
        )?;
        for (field, value) in
            [("bufferBeforeMinutes", self.buffer_before_minutes), ("bufferAfterMinutes", self.buffer_after_minutes)]
        {
            if value.is_some_and(|m| !(0..=MAX_BUFFER_MINUTES).contains(&m) || m % 5 != 0) {
                return Err(AppError::validation(field, msg::BUFFER_RANGE));
            }
        }
        if self.horizon_days.is_some_and(|d| !(1..=MAX_HORIZON_DAYS).contains(&d)) {
            return Err(AppError::validation("horizonDays", msg::HORIZON_RANGE));
        }
        let slot = slot_of(self.slot_minutes)?.num_minutes() as i32;
        let span = MAX_SPAN.num_minutes() as i32;
        let rules = self.apply(global);
        for (field, value) in [
            ("minDurationMinutes", rules.min_duration.num_minutes() as i32),
            ("maxDurationMinutes", rules.max_duration.num_minutes() as i32),
        ] {
            if value < slot || value > span || value % slot != 0 {
                return Err(AppError::validation(field, msg::duration_range(rules.slot)));
            }
        }
        if rules.min_duration > rules.max_duration {
            return Err(AppError::validation("minDurationMinutes", msg::MIN_OVER_MAX));
        }
        if rules.max_duration + rules.buffer_before + rules.buffer_after > MAX_SPAN {
            return Err(AppError::validation("maxDurationMinutes", msg::SPAN_WITH_BUFFERS));
        }
        Ok(self)
    }

    pub fn apply(&self, global: &SpaceRules) -> SpaceRules {
        let minutes = |v: Option<i32>, default: Duration| v.map_or(default, |m| Duration::minutes(i64::from(m)));
        SpaceRules {
            hours: self.hours.clone().unwrap_or_else(|| global.hours.clone()),
            slot: minutes(self.slot_minutes, global.slot),
            min_duration: minutes(self.min_duration_minutes, global.min_duration),
            max_duration: minutes(self.max_duration_minutes, global.max_duration),
            notice: minutes(self.notice_minutes, global.notice),
            horizon_days: self.horizon_days.map_or(global.horizon_days, i64::from),
            cancel_window: minutes(self.cancel_window_minutes, global.cancel_window),
            buffer_before: minutes(self.buffer_before_minutes, global.buffer_before),
            buffer_after: minutes(self.buffer_after_minutes, global.buffer_after),
            requires_approval: self.requires_approval.unwrap_or(global.requires_approval),
        }
    }
}

/// Dates (business days, both included) when a space takes no bookings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Closure {
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub reason: String,
}

impl Closure {
    pub fn covers(&self, date: NaiveDate) -> bool {
        self.starts_on <= date && date <= self.ends_on
    }
}

/// Longest reason of a closure, in characters.
pub const CLOSURE_REASON_MAX: usize = 100;
/// Longest closure, in days.
pub const CLOSURE_MAX_DAYS: i64 = 366;

/// Checks an admin's closure: a reason, an end not before the start, at most a year.
pub fn validate_closure(starts_on: NaiveDate, ends_on: NaiveDate, reason: &str) -> Result<Closure, AppError> {
    let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    if reason.is_empty() {
        return Err(AppError::validation("reason", msg::CLOSURE_REASON_REQUIRED));
    }
    if reason.chars().count() > CLOSURE_REASON_MAX {
        return Err(AppError::validation("reason", msg::CLOSURE_REASON_TOO_LONG));
    }
    if ends_on < starts_on {
        return Err(AppError::validation("endsOn", msg::CLOSURE_ENDS_BEFORE_START));
    }
    if (ends_on - starts_on).num_days() >= CLOSURE_MAX_DAYS {
        return Err(AppError::validation("endsOn", msg::CLOSURE_TOO_LONG));
    }
    Ok(Closure { starts_on, ends_on, reason })
}

/// One bookable slot (an hour, or half of one) of a day's opening hours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenSlot {
    /// The local time it starts at, in minutes since midnight.
    pub minute: u16,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// Inside its range's starts (by `last_start`).
    pub may_start: bool,
}

/// A space's rules and closures in the business zone: what `check` and the availability
/// read.
#[derive(Clone, Copy, Debug)]
pub struct Schedule<'a> {
    pub tz: Tz,
    pub rules: &'a SpaceRules,
    pub closures: &'a [Closure],
}

impl Schedule<'_> {
    pub fn closure_on(&self, date: NaiveDate) -> Option<&Closure> {
        self.closures.iter().find(|c| c.covers(date))
    }

    /// Checks a requested slot in the spec's order, then the project's extra rules: end
    /// after start → on the space's grid (whole or half hours) → longest → notice → shortest → closed dates → inside one
    /// of the day's opening ranges → within the horizon.
    pub fn check(
        &self,
        starts_at: DateTime<Utc>,
        ends_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Slot, AppError> {
        let (tz, rules) = (self.tz, self.rules);
        if ends_at <= starts_at {
            return Err(AppError::rule(INVALID_TIME, "O horário de fim deve ser após o horário de início."));
        }
        let (start, end) = (starts_at.with_timezone(&tz), ends_at.with_timezone(&tz));
        let step = rules.slot.num_minutes() as u32;
        let on_grid = |t: &DateTime<Tz>| t.minute().is_multiple_of(step) && t.second() == 0 && t.nanosecond() == 0;
        if !on_grid(&start) || !on_grid(&end) || (ends_at - starts_at).num_seconds() % rules.slot.num_seconds() != 0 {
            return Err(AppError::rule(INVALID_TIME, msg::times_on_grid(rules.slot)));
        }
        let length = ends_at - starts_at;
        if length > rules.max_duration {
            return Err(AppError::rule("Duração máxima excedida", msg::longest(rules.max_duration)));
        }
        if starts_at < now + rules.notice {
            return Err(AppError::rule(INVALID_TIME, msg::notice(rules.notice)));
        }
        if length < rules.min_duration {
            return Err(AppError::rule("Duração mínima", msg::shortest(rules.min_duration)));
        }
        let date = start.date_naive();
        if let Some(closure) = self.closure_on(date) {
            return Err(AppError::rule(msg::CLOSED_TITLE, msg::closed_on(date, &closure.reason)));
        }
        if !self.within_hours(starts_at, ends_at) {
            return Err(AppError::rule(INVALID_TIME, msg::opening_hours(rules.hours.on(date))));
        }
        if starts_at > now + Duration::days(rules.horizon_days) {
            return Err(AppError::rule(INVALID_TIME, msg::beyond_horizon(rules.horizon_days)));
        }
        let (blocked_from, blocked_until) = rules.blocked(starts_at, ends_at);
        Ok(Slot { starts_at, ends_at, minutes: length.num_minutes(), blocked_from, blocked_until })
    }

    /// Whether `[starts_at, ends_at)` lies inside one opening range of its start's day,
    /// starting by the range's last start.
    pub fn within_hours(&self, starts_at: DateTime<Utc>, ends_at: DateTime<Utc>) -> bool {
        let start = starts_at.with_timezone(&self.tz);
        let (date, minute) = (start.date_naive(), (start.hour() * 60 + start.minute()) as u16);
        self.rules.hours.on(date).iter().any(|r| {
            r.opens.minutes() <= minute
                && minute <= r.last_start.minutes()
                && r.closes.on(date, self.tz).is_some_and(|closes| ends_at <= closes)
        })
    }

    /// The day's open slots (hours, or half hours), in order; none on a closed date or
    /// weekday.
    pub fn day_slots(&self, date: NaiveDate) -> Vec<OpenSlot> {
        if self.closure_on(date).is_some() {
            return Vec::new();
        }
        let step = self.rules.slot.num_minutes() as u16;
        let mut slots = Vec::new();
        for range in self.rules.hours.on(date) {
            for minute in (range.opens.minutes()..range.closes.minutes()).step_by(usize::from(step)) {
                let (from, to) = (ClockTime(minute), ClockTime(minute + step));
                let (Some(starts_at), Some(ends_at)) = (from.on(date, self.tz), to.on(date, self.tz)) else { continue };
                slots.push(OpenSlot { minute, starts_at, ends_at, may_start: from <= range.last_start });
            }
        }
        slots
    }

    /// Which of a day's slots a booking can start at now: free, inside its range's starts,
    /// after the notice, within the horizon, and with the shortest booking free after it
    /// (contiguous free slots of the same range).
    pub fn startable(&self, slots: &[OpenSlot], free: &[bool], now: DateTime<Utc>) -> Vec<bool> {
        let until = now + Duration::days(self.rules.horizon_days);
        (0..slots.len())
            .map(|i| {
                let slot = &slots[i];
                if !slot.may_start || !free[i] || slot.starts_at < now + self.rules.notice || slot.starts_at > until {
                    return false;
                }
                let mut end = slot.ends_at;
                for j in i + 1..slots.len() {
                    if end - slot.starts_at >= self.rules.min_duration || !free[j] || slots[j].starts_at != end {
                        break;
                    }
                    end = slots[j].ends_at;
                }
                end - slot.starts_at >= self.rules.min_duration
            })
            .collect()
    }

    /// The first business day, from `now`'s and within the horizon, with a slot a booking
    /// can start at (see `startable`); `blocked` holds the blocking bookings' blocked
    /// spans sorted by start, never overlapping each other (the database's guarantee).
    /// `None` when the whole horizon is taken or closed.
    pub fn first_free_date(&self, blocked: &[(DateTime<Utc>, DateTime<Utc>)], now: DateTime<Utc>) -> Option<NaiveDate> {
        let busy = &self.rules.unavailable(blocked);
        let until = now + Duration::days(self.rules.horizon_days);
        let mut day = now.with_timezone(&self.tz).date_naive();
        let last_day = until.with_timezone(&self.tz).date_naive();
        while day <= last_day {
            let slots = self.day_slots(day);
            let free: Vec<bool> = slots.iter().map(|s| is_free(busy, s.starts_at, s.ends_at)).collect();
            if self.startable(&slots, &free, now).contains(&true) {
                return Some(day);
            }
            day = day.succ_opt()?;
        }
        None
    }
}

/// No interval of `busy` overlaps `[from, to)`. `busy` is sorted by start and by end
/// alike: never-overlapping intervals, or such intervals each widened by the same amounts.
pub fn is_free(busy: &[(DateTime<Utc>, DateTime<Utc>)], from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
    let next = busy.partition_point(|(_, end)| *end <= from);
    busy.get(next).is_none_or(|(start, _)| *start >= to)
}

/// Brazil's national holidays of a year (docs/scheduling.md, "Holidays"): the fixed dates
/// and Good Friday; Carnival (Monday and Tuesday) and Corpus Christi when asked for.
pub fn brazil_holidays(year: i32, optional: bool) -> Vec<(NaiveDate, &'static str)> {
    let day = |m, d| NaiveDate::from_ymd_opt(year, m, d);
    let easter = easter_sunday(year);
    let mut days: Vec<(Option<NaiveDate>, &str)> = vec![
        (day(1, 1), "Confraternização Universal"),
        (easter.map(|e| e - Duration::days(2)), "Sexta-feira Santa"),
        (day(4, 21), "Tiradentes"),
        (day(5, 1), "Dia do Trabalho"),
        (day(9, 7), "Independência do Brasil"),
        (day(10, 12), "Nossa Senhora Aparecida"),
        (day(11, 2), "Finados"),
        (day(11, 15), "Proclamação da República"),
        (day(11, 20), "Dia Nacional de Zumbi e da Consciência Negra"),
        (day(12, 25), "Natal"),
    ];
    if optional {
        days.push((easter.map(|e| e - Duration::days(48)), "Carnaval"));
        days.push((easter.map(|e| e - Duration::days(47)), "Carnaval"));
        days.push((easter.map(|e| e + Duration::days(60)), "Corpus Christi"));
    }
    let mut days: Vec<_> = days.into_iter().filter_map(|(d, name)| Some((d?, name))).collect();
    days.sort();
    days
}

/// Easter Sunday (the anonymous Gregorian algorithm).
fn easter_sunday(year: i32) -> Option<NaiveDate> {
    let a = year % 19;
    let (b, c) = (year / 100, year % 100);
    let (d, e) = (b / 4, b % 4);
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    NaiveDate::from_ymd_opt(year, month as u32, day as u32)
}

#[cfg(test)]
mod tests {
    use chrono_tz::America::{New_York, Sao_Paulo};

    use super::*;

    fn sp(date: &str, hour: u32) -> DateTime<Utc> {
        at(date, hour, Sao_Paulo)
    }

    fn at(date: &str, hour: u32, tz: Tz) -> DateTime<Utc> {
        ClockTime::hm(hour as u16, 0).on(date.parse().unwrap(), tz).unwrap()
    }

    /// "now": Monday 2031-03-10, 10:30 in São Paulo.
    fn now() -> DateTime<Utc> {
        sp("2031-03-10", 10) + Duration::minutes(30)
    }

    fn range(opens: u16, last_start: u16, closes: u16) -> Range {
        Range {
            opens: ClockTime::hm(opens, 0),
            last_start: ClockTime::hm(last_start, 0),
            closes: ClockTime::hm(closes, 0),
        }
    }

    fn refused(schedule: Schedule, start: DateTime<Utc>, end: DateTime<Utc>) -> (String, String) {
        match schedule.check(start, end, now()).unwrap_err() {
            AppError::Validation { title, message, .. } => (title.unwrap_or_default(), message),
            other => panic!("{other:?}"),
        }
    }

    /// Mornings and afternoons on weekdays, Saturday mornings, closed on Sunday.
    fn split_week() -> WeekHours {
        let weekday = vec![range(8, 11, 12), range(14, 17, 18)];
        WeekHours([
            weekday.clone(),
            weekday.clone(),
            weekday.clone(),
            weekday.clone(),
            weekday,
            vec![range(9, 12, 13)],
            vec![],
        ])
    }

    #[test]
    fn the_global_rules_keep_the_original_messages() {
        let rules = SpaceRules::global(180);
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        let hours = "As reservas começam entre 08:00 e 20:00 e terminam até 22:00.";
        assert_eq!(refused(s, sp("2031-03-11", 21), sp("2031-03-11", 22)).1, hours);
        assert_eq!(refused(s, sp("2031-03-11", 7), sp("2031-03-11", 9)).1, hours);
        assert_eq!(
            refused(s, sp("2031-03-11", 8), sp("2031-03-11", 17)),
            ("Duração máxima excedida".into(), "A reserva pode ter no máximo 8 horas.".into())
        );
        assert_eq!(
            refused(s, sp("2031-03-10", 11), sp("2031-03-10", 12)).1,
            "A reserva deve ser feita com pelo menos 1 hora de antecedência."
        );
        assert!(s.check(sp("2031-03-11", 20), sp("2031-03-11", 22), now()).is_ok());
        assert_eq!(s.day_slots("2031-03-11".parse().unwrap()).len(), 14);
    }

    #[test]
    fn a_split_week_books_inside_one_range_of_the_day() {
        let rules = SpaceRules { hours: split_week(), ..SpaceRules::global(180) };
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        // Tuesday.
        assert!(s.check(sp("2031-03-11", 8), sp("2031-03-11", 12), now()).is_ok());
        assert!(s.check(sp("2031-03-11", 17), sp("2031-03-11", 18), now()).is_ok(), "the last start");
        let (title, message) = refused(s, sp("2031-03-11", 11), sp("2031-03-11", 15));
        assert_eq!(title, "Horário inválido", "across the lunch break");
        assert_eq!(
            message,
            "Neste dia, as reservas começam e terminam dentro de uma destas faixas: 08:00 às 12:00 (início até 11:00); 14:00 às 18:00 (início até 17:00)."
        );
        assert_eq!(refused(s, sp("2031-03-11", 12), sp("2031-03-11", 13)).1, message, "in the break");
        // Saturday mornings only; Sunday closed.
        assert_eq!(
            refused(s, sp("2031-03-15", 13), sp("2031-03-15", 14)).1,
            "As reservas começam entre 09:00 e 12:00 e terminam até 13:00."
        );
        assert_eq!(
            refused(s, sp("2031-03-16", 10), sp("2031-03-16", 11)).1,
            "Este espaço não abre neste dia da semana."
        );
        let tuesday: Vec<u16> = s.day_slots("2031-03-11".parse().unwrap()).iter().map(|s| s.minute / 60).collect();
        assert_eq!(tuesday, [8, 9, 10, 11, 14, 15, 16, 17]);
        assert!(s.day_slots("2031-03-16".parse().unwrap()).is_empty());
    }

    #[test]
    fn a_closure_covers_whole_days_and_ends_at_midnight() {
        let late = WeekHours::every_day(range(8, 22, 24));
        let rules = SpaceRules { hours: late, ..SpaceRules::global(180) };
        let closures = [Closure {
            starts_on: "2031-03-12".parse().unwrap(),
            ends_on: "2031-03-13".parse().unwrap(),
            reason: "Manutenção".into(),
        }];
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &closures };
        // The evening before: up to midnight, which belongs to the closed day, is fine.
        assert!(s.check(sp("2031-03-11", 22), sp("2031-03-12", 0), now()).is_ok());
        let closed = refused(s, sp("2031-03-12", 8), sp("2031-03-12", 9));
        assert_eq!(closed, ("Espaço fechado".into(), "Este espaço está fechado em 12/03/2031: Manutenção.".into()));
        assert_eq!(
            refused(s, sp("2031-03-13", 23), sp("2031-03-14", 0)).1,
            "Este espaço está fechado em 13/03/2031: Manutenção."
        );
        assert!(s.check(sp("2031-03-14", 0) + Duration::hours(8), sp("2031-03-14", 9), now()).is_ok(), "the day after");
        assert!(s.day_slots("2031-03-13".parse().unwrap()).is_empty());
        assert_eq!(s.day_slots("2031-03-11".parse().unwrap()).last().unwrap().ends_at, sp("2031-03-12", 0));
    }

    #[test]
    fn limits_are_the_spaces_own() {
        let rules = SpaceRules {
            min_duration: Duration::hours(2),
            max_duration: Duration::hours(3),
            notice: Duration::hours(24),
            horizon_days: 7,
            ..SpaceRules::global(180)
        };
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        assert_eq!(refused(s, sp("2031-03-12", 9), sp("2031-03-12", 13)).1, "A reserva pode ter no máximo 3 horas.");
        assert_eq!(
            refused(s, sp("2031-03-11", 9), sp("2031-03-11", 11)).1,
            "A reserva deve ser feita com pelo menos 24 horas de antecedência."
        );
        assert_eq!(
            refused(s, sp("2031-03-12", 9), sp("2031-03-12", 10)),
            ("Duração mínima".into(), "A reserva deve ter pelo menos 2 horas.".into())
        );
        assert!(s.check(sp("2031-03-12", 9), sp("2031-03-12", 11), now()).is_ok());
        assert_eq!(
            refused(s, sp("2031-03-18", 9), sp("2031-03-18", 11)).1,
            "Reservas podem ser feitas com até 7 dias de antecedência."
        );
    }

    #[test]
    fn a_start_needs_the_shortest_booking_free_after_it() {
        let rules = SpaceRules { min_duration: Duration::hours(2), hours: split_week(), ..SpaceRules::global(180) };
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        let slots = s.day_slots("2031-03-11".parse().unwrap());
        // 09:00 taken: 08:00 cannot host 2 hours; 11:00 has only 12:00 left in its range.
        let free: Vec<bool> = slots.iter().map(|s| s.minute != 9 * 60).collect();
        let starts: Vec<u16> = slots
            .iter()
            .zip(s.startable(&slots, &free, now()))
            .filter(|(_, ok)| *ok)
            .map(|(s, _)| s.minute / 60)
            .collect();
        assert_eq!(starts, [10, 14, 15, 16]);
    }

    #[test]
    fn the_first_free_date_skips_closed_weekdays_and_closures() {
        let rules = SpaceRules { hours: split_week(), ..SpaceRules::global(180) };
        // Saturday 15 and Sunday 16 March 2031: from Friday evening, Monday is the next.
        let friday_evening = sp("2031-03-14", 18);
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        assert_eq!(s.first_free_date(&[], friday_evening), Some("2031-03-15".parse().unwrap()));
        let closures = [Closure {
            starts_on: "2031-03-15".parse().unwrap(),
            ends_on: "2031-03-17".parse().unwrap(),
            reason: "Feriado".into(),
        }];
        let s = Schedule { closures: &closures, ..s };
        assert_eq!(s.first_free_date(&[], friday_evening), Some("2031-03-18".parse().unwrap()));
        let short = SpaceRules { horizon_days: 2, ..rules.clone() };
        assert_eq!(Schedule { rules: &short, ..s }.first_free_date(&[], friday_evening), None);
    }

    #[test]
    fn buffers_widen_other_bookings_across_the_days_edges() {
        // Open around the clock; 30 minutes after and 15 before every booking.
        let rules = SpaceRules {
            hours: WeekHours::every_day(range(0, 23, 24)),
            buffer_before: Duration::minutes(15),
            buffer_after: Duration::minutes(30),
            ..SpaceRules::global(180)
        };
        let (start, end) = (sp("2031-03-11", 23), sp("2031-03-12", 0));
        let blocked = rules.blocked(start, end);
        assert_eq!(blocked, (start - Duration::minutes(15), end + Duration::minutes(30)));
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        let check = s.check(start, end, now()).unwrap();
        assert_eq!((check.blocked_from, check.blocked_until), blocked, "a checked slot carries its span");

        // The next day's midnight hour meets the 23:00 booking's buffer; 01:00 is free.
        let busy = rules.unavailable(&[blocked]);
        let next: Vec<bool> =
            s.day_slots("2031-03-12".parse().unwrap()).iter().map(|h| is_free(&busy, h.starts_at, h.ends_at)).collect();
        assert_eq!(&next[..3], [false, true, true]);
        // 22:00 would keep 23:00–23:30 after it, over the booking's own span.
        let day: Vec<bool> =
            s.day_slots("2031-03-11".parse().unwrap()).iter().map(|h| is_free(&busy, h.starts_at, h.ends_at)).collect();
        assert_eq!(&day[21..], [true, false, false]);

        // Spans that touch after widening still read in order (is_free's contract).
        let touching = [(sp("2031-03-13", 8), sp("2031-03-13", 9)), (sp("2031-03-13", 9), sp("2031-03-13", 10))];
        let wide = rules.unavailable(&touching);
        assert!(wide.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1));
        assert!(!is_free(&wide, sp("2031-03-13", 10), sp("2031-03-13", 11)), "10:00 starts inside 09:00's 30 minutes");
        assert!(is_free(&wide, sp("2031-03-13", 11), sp("2031-03-13", 12)));
        // 07:00 would keep 08:00–08:30 after it, over the 08:00 booking.
        assert!(!is_free(&wide, sp("2031-03-13", 7), sp("2031-03-13", 8)));
        assert!(is_free(&wide, sp("2031-03-13", 6), sp("2031-03-13", 7)));
    }

    #[test]
    fn buffers_are_checked_with_the_longest_booking() {
        let global = SpaceRules::global(180);
        for bad in [-5, 7, 245] {
            let o = Overrides { buffer_after_minutes: Some(bad), ..Default::default() };
            assert_eq!(o.validate(&global).unwrap_err().client_message(), msg::BUFFER_RANGE);
        }
        let o = Overrides {
            max_duration_minutes: Some(23 * 60),
            buffer_before_minutes: Some(45),
            buffer_after_minutes: Some(20),
            ..Default::default()
        };
        assert_eq!(o.validate(&global).unwrap_err().client_message(), msg::SPAN_WITH_BUFFERS);
        let o = Overrides {
            max_duration_minutes: Some(23 * 60),
            buffer_before_minutes: Some(30),
            buffer_after_minutes: Some(30),
            ..Default::default()
        };
        assert_eq!(o.validate(&global).unwrap().apply(&global).buffer_after, Duration::minutes(30), "exactly 24 hours");
    }

    #[test]
    fn hours_follow_local_time_across_a_dst_change() {
        // New York springs forward on 2031-03-09 (02:00 → 03:00): a range from midnight
        // skips the hour that does not exist and keeps the local hours after it.
        let rules = SpaceRules {
            hours: WeekHours::every_day(range(0, 5, 6)),
            max_duration: Duration::hours(8),
            ..SpaceRules::global(366)
        };
        let s = Schedule { tz: New_York, rules: &rules, closures: &[] };
        let now: DateTime<Utc> = "2031-03-01T12:00:00Z".parse().unwrap();
        let hours: Vec<u16> = s.day_slots("2031-03-09".parse().unwrap()).iter().map(|s| s.minute / 60).collect();
        assert_eq!(hours, [0, 3, 4, 5], "01:00–02:00 ends in the gap and 02:00 does not exist");
        let slot = s.check(at("2031-03-09", 0, New_York), at("2031-03-09", 6, New_York), now).unwrap();
        assert_eq!(slot.minutes, 5 * 60, "00:00 to 06:00 local is five real hours that day");
        assert!(s.check(at("2031-11-02", 0, New_York), at("2031-11-02", 6, New_York), now).is_ok(), "seven real hours");
        assert_eq!(at("2031-03-10", 3, New_York).to_rfc3339(), "2031-03-10T07:00:00+00:00", "EDT");
    }

    const HOUR: Duration = Duration::hours(1);
    const HALF: Duration = Duration::minutes(30);

    fn half_hours() -> SpaceRules {
        let range =
            Range { opens: ClockTime::hm(8, 30), last_start: ClockTime::hm(11, 30), closes: ClockTime::hm(12, 0) };
        SpaceRules {
            hours: WeekHours::every_day(range),
            slot: HALF,
            min_duration: HALF,
            max_duration: Duration::minutes(90),
            ..SpaceRules::global(180)
        }
    }

    #[test]
    fn half_hour_slots_start_and_end_on_the_half_hour() {
        let rules = half_hours();
        let s = Schedule { tz: Sao_Paulo, rules: &rules, closures: &[] };
        let half = |h: u32| sp("2031-03-11", h) + Duration::minutes(30);
        let slot = s.check(half(8), sp("2031-03-11", 10), now()).unwrap();
        assert_eq!(slot.minutes, 90);
        assert!(s.check(half(11), sp("2031-03-11", 12), now()).is_ok(), "the last start, half an hour");
        assert_eq!(
            refused(s, half(8) + Duration::minutes(15), sp("2031-03-11", 10)),
            ("Horário inválido".into(), msg::TIMES_HALF.into())
        );
        assert_eq!(
            refused(s, sp("2031-03-11", 8), half(8)).1,
            "As reservas começam entre 08:30 e 11:30 e terminam até 12:00.",
            "before the half-hour opening"
        );
        assert_eq!(refused(s, half(8), sp("2031-03-11", 11)).1, "A reserva pode ter no máximo 1 h 30 min.");
        let minutes: Vec<u16> = s.day_slots("2031-03-11".parse().unwrap()).iter().map(|s| s.minute).collect();
        assert_eq!(minutes, [510, 540, 570, 600, 630, 660, 690], "08:30 to 11:30, every half hour");
        let whole = SpaceRules::global(180);
        let s = Schedule { rules: &whole, ..s };
        assert_eq!(refused(s, half(9), half(10)).1, msg::TIMES_WHOLE, "a whole-hour space refuses :30");
    }

    #[test]
    fn the_slot_sets_the_grid_of_hours_and_durations() {
        let global = SpaceRules::global(180);
        assert_eq!(slot_of(Some(45)).unwrap_err().client_message(), msg::SLOT_RANGE);
        assert_eq!(slot_of(None).unwrap(), HOUR);
        let half = Overrides {
            slot_minutes: Some(30),
            min_duration_minutes: Some(30),
            max_duration_minutes: Some(90),
            ..Default::default()
        };
        let rules = half.clone().validate(&global).unwrap().apply(&global);
        assert_eq!((rules.slot, rules.min_duration, rules.max_duration), (HALF, HALF, Duration::minutes(90)));
        let whole = Overrides { slot_minutes: None, ..half.clone() };
        assert_eq!(
            whole.validate(&global).unwrap_err().client_message(),
            msg::DURATION_RANGE,
            "30 minutes on whole hours"
        );
        let off = Overrides { max_duration_minutes: Some(100), ..half };
        assert_eq!(off.validate(&global).unwrap_err().client_message(), msg::DURATION_RANGE_HALF);

        let mut days: [Vec<Range>; 7] = Default::default();
        days[1] = vec![Range {
            opens: ClockTime::hm(8, 30),
            last_start: ClockTime::hm(11, 30),
            closes: ClockTime::hm(12, 0),
        }];
        assert!(WeekHours::validate(days.clone(), HALF).is_ok());
        assert_eq!(WeekHours::validate(days.clone(), HOUR).unwrap_err().client_message(), msg::HOURS_WHOLE);
        days[1][0].opens = ClockTime::hm(8, 15);
        assert_eq!(WeekHours::validate(days.clone(), HALF).unwrap_err().client_message(), msg::HOURS_HALF);
        days[1] = vec![range(8, 12, 12)];
        assert_eq!(
            WeekHours::validate(days, HALF).unwrap_err().client_message(),
            "Na terça-feira, o último início deve ficar entre a abertura e meia hora antes do fechamento."
        );
    }

    #[test]
    fn an_admins_week_is_checked() {
        let mut days: [Vec<Range>; 7] = Default::default();
        days[0] = vec![range(8, 11, 12), range(12, 15, 16)];
        assert_eq!(
            WeekHours::validate(days.clone(), HOUR).unwrap_err().client_message(),
            "Na segunda-feira, as faixas devem seguir em ordem, com intervalo entre elas."
        );
        days[0] = vec![range(14, 17, 18), range(8, 11, 12)];
        assert!(WeekHours::validate(days.clone(), HOUR).is_err(), "out of order");
        days[0] = vec![range(8, 12, 12)];
        assert_eq!(
            WeekHours::validate(days.clone(), HOUR).unwrap_err().client_message(),
            "Na segunda-feira, o último início deve ficar entre a abertura e uma hora antes do fechamento."
        );
        days[0] = vec![range(12, 12, 12)];
        assert_eq!(
            WeekHours::validate(days.clone(), HOUR).unwrap_err().client_message(),
            "Na segunda-feira, o fechamento deve ser depois da abertura."
        );
        days[0] = vec![Range { opens: ClockTime::hm(8, 30), ..range(8, 11, 12) }];
        assert_eq!(WeekHours::validate(days.clone(), HOUR).unwrap_err().client_message(), msg::HOURS_WHOLE);
        days[0] = vec![range(0, 23, 24)];
        assert!(WeekHours::validate(days.clone(), HOUR).is_ok(), "a whole day, to midnight");
        assert_eq!(ClockTime::parse("24:00"), Some(ClockTime::hm(24, 0)));
        assert_eq!(ClockTime::parse("24:30"), None);
        assert_eq!(ClockTime::parse("8:00"), None);
        let json = serde_json::to_string(&WeekHours::every_day(Range::GLOBAL)).unwrap();
        assert!(json.starts_with(r#"[[{"opens":"08:00","lastStart":"20:00","closes":"22:00"}]"#), "{json}");
    }

    #[test]
    fn overrides_are_checked_against_the_rules_they_complete() {
        let global = SpaceRules::global(180);
        let min_over_max = Overrides { min_duration_minutes: Some(600), ..Default::default() };
        assert_eq!(min_over_max.validate(&global).unwrap_err().client_message(), msg::MIN_OVER_MAX);
        let half_hour = Overrides { max_duration_minutes: Some(90), ..Default::default() };
        assert_eq!(half_hour.validate(&global).unwrap_err().client_message(), msg::DURATION_RANGE);
        assert!(Overrides { notice_minutes: Some(-1), ..Default::default() }.validate(&global).is_err());
        assert!(Overrides { horizon_days: Some(0), ..Default::default() }.validate(&global).is_err());
        let fine = Overrides { min_duration_minutes: Some(120), cancel_window_minutes: Some(0), ..Default::default() };
        let rules = fine.validate(&global).unwrap().apply(&global);
        assert_eq!(
            (rules.min_duration, rules.max_duration, rules.cancel_window),
            (Duration::hours(2), Duration::hours(8), Duration::zero())
        );
    }

    #[test]
    fn closures_need_a_reason_and_an_order() {
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        assert_eq!(validate_closure(d("2031-12-25"), d("2031-12-25"), "  Natal  ").unwrap().reason, "Natal");
        assert_eq!(
            validate_closure(d("2031-12-25"), d("2031-12-24"), "Natal").unwrap_err().client_message(),
            msg::CLOSURE_ENDS_BEFORE_START
        );
        assert_eq!(
            validate_closure(d("2031-12-25"), d("2031-12-25"), " ").unwrap_err().client_message(),
            msg::CLOSURE_REASON_REQUIRED
        );
        assert!(validate_closure(d("2031-01-01"), d("2031-12-31"), "Reforma").is_ok(), "a year");
        assert!(validate_closure(d("2031-01-01"), d("2032-01-02"), "Reforma").is_err(), "367 days");
    }

    #[test]
    fn brazil_holidays_include_good_friday_and_optionally_carnival() {
        let year = brazil_holidays(2031, false);
        assert_eq!(year.len(), 10);
        assert!(year.contains(&("2031-04-11".parse().unwrap(), "Sexta-feira Santa")), "Easter 2031 is 13 April");
        assert!(year.contains(&("2031-11-20".parse().unwrap(), "Dia Nacional de Zumbi e da Consciência Negra")));
        let with_optional = brazil_holidays(2026, true);
        assert!(with_optional.contains(&("2026-02-16".parse().unwrap(), "Carnaval")), "Easter 2026 is 5 April");
        assert!(with_optional.contains(&("2026-02-17".parse().unwrap(), "Carnaval")));
        assert!(with_optional.contains(&("2026-06-04".parse().unwrap(), "Corpus Christi")));
        assert_eq!(with_optional.len(), 13);
    }
}
