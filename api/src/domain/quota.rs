//! Quotas (docs/scheduling.md, "Quotas"): how much one person may book in a day, a week
//! or a month, in hours or in bookings, in one space or across every space. Pure: what
//! the person already holds is an argument.

use chrono::{Datelike, Duration, NaiveDate};

use crate::domain::messages as msg;
use crate::error::AppError;

/// What a quota counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Booked time, in hours (counted in minutes: half hours add up).
    Hours,
    Bookings,
}

/// The stretch of business days a quota counts over: a day, a week from Monday to
/// Sunday, or a calendar month.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    Day,
    Week,
    Month,
}

impl Metric {
    pub fn as_str(self) -> &'static str {
        match self {
            Metric::Hours => "hours",
            Metric::Bookings => "bookings",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Metric::Hours, Metric::Bookings].into_iter().find(|m| m.as_str() == text)
    }
}

impl Period {
    pub fn as_str(self) -> &'static str {
        match self {
            Period::Day => "day",
            Period::Week => "week",
            Period::Month => "month",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Period::Day, Period::Week, Period::Month].into_iter().find(|p| p.as_str() == text)
    }

    /// The first and last business days of the period holding `date`.
    pub fn days(self, date: NaiveDate) -> (NaiveDate, NaiveDate) {
        match self {
            Period::Day => (date, date),
            Period::Week => {
                let monday = date - Duration::days(i64::from(date.weekday().num_days_from_monday()));
                (monday, monday + Duration::days(6))
            }
            Period::Month => {
                let first = date.with_day(1).unwrap_or(date);
                let next = if first.month() == 12 {
                    NaiveDate::from_ymd_opt(first.year() + 1, 1, 1)
                } else {
                    NaiveDate::from_ymd_opt(first.year(), first.month() + 1, 1)
                };
                (first, next.and_then(|n| n.pred_opt()).unwrap_or(date))
            }
        }
    }
}

/// The highest limit an admin may set (hours or bookings per period).
pub const MAX_LIMIT: i32 = 1000;

/// One limit: at most `max` hours or bookings per period, in its space or (not
/// `one_space`) across every space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quota {
    pub metric: Metric,
    pub period: Period,
    pub max: i32,
    pub one_space: bool,
}

impl Quota {
    /// An admin's new limit: 1 to 1000.
    pub fn validate(self) -> Result<Self, AppError> {
        if !(1..=MAX_LIMIT).contains(&self.max) {
            return Err(AppError::validation("max", msg::QUOTA_RANGE));
        }
        Ok(self)
    }

    /// A booking of `minutes` for a person who already holds `held` (bookings, or
    /// minutes) in the period: refused when it would pass the limit.
    pub fn check(&self, held: i64, minutes: i64) -> Result<(), AppError> {
        let (adding, max) = match self.metric {
            Metric::Hours => (minutes, i64::from(self.max) * 60),
            Metric::Bookings => (1, i64::from(self.max)),
        };
        if held + adding > max {
            return Err(AppError::rule(msg::QUOTA_TITLE, msg::quota_reached(self, held)));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn periods_are_a_day_a_monday_to_sunday_week_and_a_calendar_month() {
        assert_eq!(Period::Day.days(date("2031-03-12")), (date("2031-03-12"), date("2031-03-12")));
        assert_eq!(Period::Week.days(date("2031-03-12")), (date("2031-03-10"), date("2031-03-16")));
        assert_eq!(Period::Week.days(date("2031-03-16")), (date("2031-03-10"), date("2031-03-16")), "Sunday ends it");
        assert_eq!(Period::Week.days(date("2031-01-01")), (date("2030-12-30"), date("2031-01-05")), "across a year");
        assert_eq!(Period::Month.days(date("2032-02-10")), (date("2032-02-01"), date("2032-02-29")), "a leap year");
        assert_eq!(Period::Month.days(date("2031-12-31")), (date("2031-12-01"), date("2031-12-31")));
    }

    #[test]
    fn a_limit_counts_what_is_held_plus_the_new_booking() {
        let hours = Quota { metric: Metric::Hours, period: Period::Week, max: 10, one_space: false };
        assert!(hours.check(7 * 60, 3 * 60).is_ok(), "exactly the limit");
        let refused = hours.check(8 * 60, 3 * 60).unwrap_err().client_message();
        assert_eq!(
            refused,
            "Limite de 10 horas por semana em todos os espaços: você já tem 8 horas reservadas nesse período, e esta reserva passaria do limite."
        );
        assert!(hours.check(9 * 60 + 30, 30).is_ok(), "half hours add up to the limit");
        assert_eq!(
            hours.check(9 * 60 + 30, 60).unwrap_err().client_message(),
            "Limite de 10 horas por semana em todos os espaços: você já tem 9 h 30 min reservados nesse período, e esta reserva passaria do limite."
        );
        let bookings = Quota { metric: Metric::Bookings, period: Period::Day, max: 2, one_space: true };
        assert!(bookings.check(1, 8).is_ok(), "a long booking is still one");
        assert_eq!(
            bookings.check(2, 1).unwrap_err().client_message(),
            "Limite de 2 reservas por dia neste espaço: você já tem 2 reservas nesse período."
        );
        assert!(Quota { max: 0, ..bookings }.validate().is_err());
        assert!(Quota { max: 1001, ..bookings }.validate().is_err());
    }
}
