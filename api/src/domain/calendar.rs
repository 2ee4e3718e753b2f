//! Business-zone calendar windows: "today", "this month", "the same days of last month"
//! and "the last 7 days" as UTC bounds, so SQL compares instants.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// A half-open window `[start, end)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

/// The UTC bounds of a business day.
pub fn day_bounds(date: NaiveDate, tz: Tz) -> Option<(DateTime<Utc>, DateTime<Utc>)> {
    let start = tz.from_local_datetime(&date.and_time(NaiveTime::MIN)).earliest()?.with_timezone(&Utc);
    let next = date.succ_opt()?;
    let end = tz.from_local_datetime(&next.and_time(NaiveTime::MIN)).earliest()?.with_timezone(&Utc);
    Some((start, end))
}

fn local_midnight(date: NaiveDate, tz: Tz) -> DateTime<Utc> {
    // Midnight exists in every zone we serve except on a few DST days, where the first
    // instant of the day is the earliest valid one.
    day_bounds(date, tz)
        .map(|(start, _)| start)
        .unwrap_or_else(|| tz.from_utc_datetime(&date.and_hms_opt(0, 0, 0).unwrap_or_default()).with_timezone(&Utc))
}

pub fn today(now: DateTime<Utc>, tz: Tz) -> Window {
    let date = now.with_timezone(&tz).date_naive();
    day(date, tz)
}

pub fn day(date: NaiveDate, tz: Tz) -> Window {
    let next = date.succ_opt().unwrap_or(date);
    Window { start: local_midnight(date, tz), end: local_midnight(next, tz) }
}

fn first_of_month(date: NaiveDate) -> NaiveDate {
    date.with_day(1).unwrap_or(date)
}

fn next_month(first: NaiveDate) -> NaiveDate {
    let (y, m) = if first.month() == 12 { (first.year() + 1, 1) } else { (first.year(), first.month() + 1) };
    NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(first)
}

fn previous_month(first: NaiveDate) -> NaiveDate {
    let (y, m) = if first.month() == 1 { (first.year() - 1, 12) } else { (first.year(), first.month() - 1) };
    NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(first)
}

/// The calendar month containing `now`.
pub fn this_month(now: DateTime<Utc>, tz: Tz) -> Window {
    month_of(now.with_timezone(&tz).date_naive(), tz)
}

pub fn month_of(date: NaiveDate, tz: Tz) -> Window {
    let first = first_of_month(date);
    Window { start: local_midnight(first, tz), end: local_midnight(next_month(first), tz) }
}

pub fn days_in_month(now: DateTime<Utc>, tz: Tz) -> i64 {
    let first = first_of_month(now.with_timezone(&tz).date_naive());
    (next_month(first) - first).num_days()
}

/// This month so far, `[month start, now)`, and the same stretch at the start of last
/// month (as many elapsed days and hours, capped at last month's end).
pub fn month_to_date_and_last_month_same_period(now: DateTime<Utc>, tz: Tz) -> (Window, Window) {
    let first = first_of_month(now.with_timezone(&tz).date_naive());
    let this = Window { start: local_midnight(first, tz), end: now };
    let last_first = previous_month(first);
    let last_start = local_midnight(last_first, tz);
    let last_end_cap = local_midnight(first, tz);
    let last = Window { start: last_start, end: (last_start + (now - this.start)).min(last_end_cap) };
    (this, last)
}

/// The last 7 days up to now.
pub fn last_seven_days(now: DateTime<Utc>) -> Window {
    Window { start: now - Duration::days(7), end: now }
}

/// The first days of the last `n` months up to this one, oldest first, with their windows.
pub fn recent_months(now: DateTime<Utc>, tz: Tz, n: usize) -> Vec<(NaiveDate, Window)> {
    let mut first = first_of_month(now.with_timezone(&tz).date_naive());
    let mut months = Vec::with_capacity(n);
    for _ in 0..n {
        months.push((first, month_of(first, tz)));
        first = previous_month(first);
    }
    months.reverse();
    months
}

#[cfg(test)]
mod tests {
    use chrono_tz::America::Sao_Paulo;

    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        s.parse().unwrap()
    }

    #[test]
    fn today_is_the_business_day_not_the_utc_day() {
        // 01:30 UTC on the 11th is still the 10th in São Paulo (UTC−3).
        let w = today(at("2031-03-11T01:30:00Z"), Sao_Paulo);
        assert_eq!(w.start, at("2031-03-10T03:00:00Z"));
        assert_eq!(w.end, at("2031-03-11T03:00:00Z"));
    }

    #[test]
    fn this_month_turns_at_local_midnight() {
        // 02:00 UTC on April 1st is 23:00 on March 31st in São Paulo.
        let w = this_month(at("2031-04-01T02:00:00Z"), Sao_Paulo);
        assert_eq!(w.start, at("2031-03-01T03:00:00Z"));
        assert_eq!(w.end, at("2031-04-01T03:00:00Z"));
        assert_eq!(days_in_month(at("2031-02-10T12:00:00Z"), Sao_Paulo), 28);
        assert_eq!(days_in_month(at("2032-02-10T12:00:00Z"), Sao_Paulo), 29);
    }

    #[test]
    fn growth_compares_the_same_stretch_of_last_month() {
        let (this, last) = month_to_date_and_last_month_same_period(at("2031-03-10T15:00:00Z"), Sao_Paulo);
        assert_eq!(this.start, at("2031-03-01T03:00:00Z"));
        assert_eq!(last.start, at("2031-02-01T03:00:00Z"));
        assert_eq!(last.end - last.start, this.end - this.start);
        // On March 31st, last month (February) ends first.
        let (_, last) = month_to_date_and_last_month_same_period(at("2031-03-31T20:00:00Z"), Sao_Paulo);
        assert_eq!(last.end, at("2031-03-01T03:00:00Z"));
    }

    #[test]
    fn six_recent_months_end_with_this_one() {
        let months = recent_months(at("2031-02-10T12:00:00Z"), Sao_Paulo, 6);
        let firsts: Vec<String> = months.iter().map(|(d, _)| d.to_string()).collect();
        assert_eq!(firsts, ["2030-09-01", "2030-10-01", "2030-11-01", "2030-12-01", "2031-01-01", "2031-02-01"]);
    }
}
