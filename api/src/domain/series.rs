//! Recurring bookings (docs/scheduling.md, "Series"): which dates a series falls on and
//! the times of each occurrence in the business zone. Pure: the zone is an argument.
//! Whether an occurrence may be booked is the space's schedule's call, occurrence by
//! occurrence, like any booking.

use chrono::{DateTime, Datelike, Months, NaiveDate, NaiveTime, TimeZone, Utc, Weekday};
use chrono_tz::Tz;

use crate::domain::messages as msg;
use crate::error::AppError;

/// The most occurrences one series books (a weekly meeting for two years).
pub const MAX_OCCURRENCES: usize = 104;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frequency {
    Daily,
    /// On chosen weekdays.
    Weekly,
    /// On the first occurrence's day of the month; a month without that day is skipped.
    Monthly,
}

impl Frequency {
    pub fn as_str(self) -> &'static str {
        match self {
            Frequency::Daily => "daily",
            Frequency::Weekly => "weekly",
            Frequency::Monthly => "monthly",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "daily" => Some(Frequency::Daily),
            "weekly" => Some(Frequency::Weekly),
            "monthly" => Some(Frequency::Monthly),
            _ => None,
        }
    }
}

/// Where a series stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The last date an occurrence may fall on.
    Until(NaiveDate),
    /// How many occurrences.
    Count(usize),
}

/// How a series repeats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recurrence {
    pub frequency: Frequency,
    /// Weekly only; empty means the first occurrence's weekday.
    pub weekdays: Vec<Weekday>,
    pub end: End,
}

/// One occurrence of a series: its business day and, unless its local times do not exist
/// that day (a daylight-saving gap), its instants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occurrence {
    pub date: NaiveDate,
    pub times: Option<(DateTime<Utc>, DateTime<Utc>)>,
}

impl Recurrence {
    /// The dates of the series from `first` (always the first occurrence), in order.
    /// Refuses a series that ends before it starts or that would pass `MAX_OCCURRENCES`.
    pub fn dates(&self, first: NaiveDate) -> Result<Vec<NaiveDate>, AppError> {
        let limit = match self.end {
            End::Count(n) if n == 0 || n > MAX_OCCURRENCES => {
                return Err(AppError::validation("occurrences", msg::series_count_range(MAX_OCCURRENCES)));
            }
            End::Count(n) => n,
            End::Until(last) if last < first => {
                return Err(AppError::validation("until", msg::SERIES_UNTIL_BEFORE_START));
            }
            End::Until(_) => MAX_OCCURRENCES + 1,
        };
        let within = |date: NaiveDate| match self.end {
            End::Until(last) => date <= last,
            End::Count(_) => true,
        };
        let mut weekdays = self.weekdays.clone();
        if !weekdays.contains(&first.weekday()) {
            weekdays.push(first.weekday());
        }
        let mut dates = Vec::new();
        let mut step = 0u32;
        while dates.len() < limit {
            let date = match self.frequency {
                Frequency::Daily | Frequency::Weekly => first.checked_add_days(chrono::Days::new(step.into())),
                // A month without the day (the 31st, 29 February) has no occurrence.
                Frequency::Monthly => first.checked_add_months(Months::new(step)).filter(|d| d.day() == first.day()),
            };
            step += 1;
            // Months are tried for eight years at most: far past any horizon.
            if step > 366 * 3 {
                break;
            }
            let Some(date) = date else { continue };
            if !within(date) {
                break;
            }
            if self.frequency == Frequency::Weekly && !weekdays.contains(&date.weekday()) {
                continue;
            }
            dates.push(date);
        }
        if dates.len() > MAX_OCCURRENCES {
            return Err(AppError::validation("until", msg::series_count_range(MAX_OCCURRENCES)));
        }
        Ok(dates)
    }

    /// Each occurrence of a series whose first occurrence is `[starts_at, ends_at)`: the
    /// same local times on every date.
    pub fn occurrences(
        &self,
        starts_at: DateTime<Utc>,
        ends_at: DateTime<Utc>,
        tz: Tz,
    ) -> Result<Vec<Occurrence>, AppError> {
        let (start, end) = (starts_at.with_timezone(&tz), ends_at.with_timezone(&tz));
        let first = start.date_naive();
        // An end on a later day (a booking past midnight) stays that many days later.
        let end_days = (end.date_naive() - first).num_days();
        let (from, to) = (start.time(), end.time());
        let at = |date: NaiveDate, time: NaiveTime| {
            tz.from_local_datetime(&date.and_time(time)).earliest().map(|t| t.with_timezone(&Utc))
        };
        Ok(self
            .dates(first)?
            .into_iter()
            .map(|date| {
                let end_date = date + chrono::Duration::days(end_days);
                let times = at(date, from).zip(at(end_date, to)).filter(|(s, e)| s < e);
                Occurrence { date, times }
            })
            .collect())
    }
}

/// A series in a few words: 'Semanal (terças e quintas), 12 ocorrências'.
pub fn describe(frequency: Frequency, weekdays: &[Weekday], end: End) -> String {
    const NAMES: [&str; 7] = ["segundas", "terças", "quartas", "quintas", "sextas", "sábados", "domingos"];
    let how = match frequency {
        Frequency::Daily => "Diária".to_owned(),
        Frequency::Monthly => "Mensal".to_owned(),
        Frequency::Weekly if weekdays.is_empty() => "Semanal".to_owned(),
        Frequency::Weekly => {
            let mut days = weekdays.to_vec();
            days.sort_by_key(|d| d.num_days_from_monday());
            days.dedup();
            let names: Vec<&str> = days.iter().map(|d| NAMES[d.num_days_from_monday() as usize]).collect();
            let list = match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} e {last}", rest.join(", ")),
                _ => names.join(""),
            };
            format!("Semanal ({list})")
        }
    };
    match end {
        End::Count(1) => format!("{how}, 1 ocorrência"),
        End::Count(n) => format!("{how}, {n} ocorrências"),
        End::Until(date) => format!("{how}, até {}", date.format("%d/%m/%Y")),
    }
}

/// Weekdays as stored: ISO numbers, comma-separated ('1' is Monday).
pub fn weekdays_to_text(days: &[Weekday]) -> String {
    let mut numbers: Vec<u32> = days.iter().map(|d| d.number_from_monday()).collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

pub fn weekdays_from_text(text: &str) -> Vec<Weekday> {
    text.split(',')
        .filter_map(|n| n.trim().parse::<u8>().ok())
        .filter_map(|n| Weekday::try_from(n.checked_sub(1)?).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn weekly(days: &[Weekday], end: End) -> Recurrence {
        Recurrence { frequency: Frequency::Weekly, weekdays: days.to_vec(), end }
    }

    #[test]
    fn weekly_on_chosen_days_counts_occurrences_not_weeks() {
        // Tuesday 2031-03-11, Tuesdays and Thursdays, 4 occurrences.
        let dates = weekly(&[Weekday::Tue, Weekday::Thu], End::Count(4)).dates(d(2031, 3, 11)).unwrap();
        assert_eq!(dates, vec![d(2031, 3, 11), d(2031, 3, 13), d(2031, 3, 18), d(2031, 3, 20)]);
    }

    #[test]
    fn the_first_date_is_always_an_occurrence() {
        // Chosen: Thursdays only, first: a Tuesday.
        let dates = weekly(&[Weekday::Thu], End::Count(3)).dates(d(2031, 3, 11)).unwrap();
        assert_eq!(dates, vec![d(2031, 3, 11), d(2031, 3, 13), d(2031, 3, 18)]);
    }

    #[test]
    fn until_is_inclusive() {
        let daily = Recurrence { frequency: Frequency::Daily, weekdays: vec![], end: End::Until(d(2031, 3, 13)) };
        assert_eq!(daily.dates(d(2031, 3, 11)).unwrap(), vec![d(2031, 3, 11), d(2031, 3, 12), d(2031, 3, 13)]);
        let same_day = Recurrence { end: End::Until(d(2031, 3, 11)), ..daily.clone() };
        assert_eq!(same_day.dates(d(2031, 3, 11)).unwrap(), vec![d(2031, 3, 11)]);
        let before = Recurrence { end: End::Until(d(2031, 3, 10)), ..daily };
        assert!(before.dates(d(2031, 3, 11)).is_err());
    }

    #[test]
    fn monthly_skips_months_without_the_day() {
        let monthly = Recurrence { frequency: Frequency::Monthly, weekdays: vec![], end: End::Count(4) };
        // 31 January 2032 (a leap year): no 31 February, April or June.
        let dates = monthly.dates(d(2032, 1, 31)).unwrap();
        assert_eq!(dates, vec![d(2032, 1, 31), d(2032, 3, 31), d(2032, 5, 31), d(2032, 7, 31)]);
        // 29 February: only leap years have it.
        let leap = Recurrence { end: End::Until(d(2036, 12, 31)), ..monthly };
        let dates = leap.dates(d(2032, 2, 29)).unwrap();
        // February 2032 to December 2036 is 59 months; 2033–2035 have no 29 February.
        assert_eq!(dates.len(), 56, "{dates:?}");
        assert!(dates.iter().all(|x| x.day() == 29));
        assert!(dates.contains(&d(2036, 2, 29)) && !dates.contains(&d(2033, 3, 1)));
    }

    #[test]
    fn limits_on_the_number_of_occurrences() {
        assert!(weekly(&[], End::Count(0)).dates(d(2031, 3, 11)).is_err());
        assert_eq!(weekly(&[], End::Count(MAX_OCCURRENCES)).dates(d(2031, 3, 11)).unwrap().len(), MAX_OCCURRENCES);
        assert!(weekly(&[], End::Count(MAX_OCCURRENCES + 1)).dates(d(2031, 3, 11)).is_err());
        let daily = Recurrence { frequency: Frequency::Daily, weekdays: vec![], end: End::Until(d(2031, 12, 31)) };
        assert!(daily.dates(d(2031, 3, 11)).is_err(), "about 300 days is more than the limit");
    }

    #[test]
    fn fifty_two_weeks_fall_on_the_same_weekday_a_year_on() {
        let dates = weekly(&[], End::Count(52)).dates(d(2031, 3, 11)).unwrap();
        assert_eq!(dates.last(), Some(&d(2032, 3, 2)));
        assert!(dates.iter().all(|x| x.weekday() == Weekday::Tue));
    }

    #[test]
    fn occurrences_keep_local_times_across_a_daylight_saving_change() {
        // New York springs forward on 2031-03-09 (02:00 → 03:00).
        let tz: Tz = "America/New_York".parse().unwrap();
        let at = |date: NaiveDate, h: u32| tz.from_local_datetime(&date.and_hms_opt(h, 0, 0).unwrap()).unwrap();
        let first = at(d(2031, 3, 2), 9).with_timezone(&Utc);
        let daily = Recurrence { frequency: Frequency::Daily, weekdays: vec![], end: End::Count(2) };
        let weekly = weekly(&[], End::Count(2));
        let list = weekly.occurrences(first, first + chrono::Duration::hours(2), tz).unwrap();
        let (s, e) = list[1].times.unwrap();
        assert_eq!((s, e), (at(d(2031, 3, 9), 9).with_timezone(&Utc), at(d(2031, 3, 9), 11).with_timezone(&Utc)));
        assert_eq!(s - list[0].times.unwrap().0, chrono::Duration::hours(7 * 24 - 1), "one hour shorter week");
        // 02:00 does not exist on 9 March: that occurrence has no times.
        let gap = at(d(2031, 3, 8), 2).with_timezone(&Utc);
        let list = daily.occurrences(gap, gap + chrono::Duration::hours(1), tz).unwrap();
        assert!(list[0].times.is_some());
        assert_eq!(list[1], Occurrence { date: d(2031, 3, 9), times: None });
    }

    #[test]
    fn an_occurrence_past_midnight_ends_the_next_day() {
        let tz: Tz = "America/Sao_Paulo".parse().unwrap();
        let start = tz.from_local_datetime(&d(2031, 3, 11).and_hms_opt(22, 0, 0).unwrap()).unwrap().with_timezone(&Utc);
        let list = weekly(&[], End::Count(2)).occurrences(start, start + chrono::Duration::hours(3), tz).unwrap();
        let (s, e) = list[1].times.unwrap();
        assert_eq!(e - s, chrono::Duration::hours(3));
        assert_eq!(list[1].date, d(2031, 3, 18));
    }

    #[test]
    fn a_series_in_a_few_words() {
        let days = [Weekday::Thu, Weekday::Tue];
        assert_eq!(describe(Frequency::Weekly, &days, End::Count(12)), "Semanal (terças e quintas), 12 ocorrências");
        let three = [Weekday::Mon, Weekday::Wed, Weekday::Fri];
        assert_eq!(
            describe(Frequency::Weekly, &three, End::Count(1)),
            "Semanal (segundas, quartas e sextas), 1 ocorrência"
        );
        assert_eq!(describe(Frequency::Daily, &[], End::Until(d(2031, 5, 20))), "Diária, até 20/05/2031");
    }

    #[test]
    fn weekdays_round_trip_as_text() {
        let days = [Weekday::Thu, Weekday::Mon, Weekday::Thu, Weekday::Sun];
        assert_eq!(weekdays_to_text(&days), "1,4,7");
        assert_eq!(weekdays_from_text("1,4,7"), vec![Weekday::Mon, Weekday::Thu, Weekday::Sun]);
        assert_eq!(weekdays_from_text("0,8,x"), vec![]);
    }
}
