//! User preferences (docs/accounts.md, "Settings"): the session timeout bounds and the date formats.

use crate::error::AppError;

pub const SESSION_TIMEOUT_MIN_HOURS: i32 = 1;
pub const SESSION_TIMEOUT_MAX_HOURS: i32 = 720;
pub const SESSION_TIMEOUT_DEFAULT_HOURS: i32 = 24;

pub fn session_timeout(hours: i32) -> Result<i32, AppError> {
    if (SESSION_TIMEOUT_MIN_HOURS..=SESSION_TIMEOUT_MAX_HOURS).contains(&hours) {
        Ok(hours)
    } else {
        Err(AppError::validation("sessionTimeoutHours", "Tempo de sessão deve estar entre 1 e 720 horas."))
    }
}

/// How dates are displayed to a user. Stored as the pattern text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateFormat {
    DayMonthYear,
    MonthDayYear,
    YearMonthDay,
}

impl DateFormat {
    pub fn pattern(self) -> &'static str {
        match self {
            DateFormat::DayMonthYear => "dd/MM/yyyy",
            DateFormat::MonthDayYear => "MM/dd/yyyy",
            DateFormat::YearMonthDay => "yyyy-MM-dd",
        }
    }

    pub fn from_pattern(pattern: &str) -> Self {
        match pattern {
            "MM/dd/yyyy" => DateFormat::MonthDayYear,
            "yyyy-MM-dd" => DateFormat::YearMonthDay,
            _ => DateFormat::DayMonthYear,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_timeout_is_between_one_hour_and_thirty_days() {
        assert!(session_timeout(0).is_err());
        assert_eq!(session_timeout(1).unwrap(), 1);
        assert_eq!(session_timeout(720).unwrap(), 720);
        assert_eq!(
            session_timeout(721).unwrap_err().client_message(),
            "Tempo de sessão deve estar entre 1 e 720 horas."
        );
    }

    #[test]
    fn date_formats_round_trip_and_default_to_brazilian() {
        for f in [DateFormat::DayMonthYear, DateFormat::MonthDayYear, DateFormat::YearMonthDay] {
            assert_eq!(DateFormat::from_pattern(f.pattern()), f);
        }
        assert_eq!(DateFormat::from_pattern("garbage"), DateFormat::DayMonthYear);
    }
}
