//! The one source of "now". Rules never read the system clock directly: tests fix the
//! clock, and outside production `AGORA_CLOCK` shifts it so that "now" at start is a
//! chosen instant, advancing normally from there.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

#[derive(Clone, Debug)]
pub struct Clock(Arc<Inner>);

#[derive(Debug)]
enum Inner {
    /// System time plus a fixed offset (zero for the real clock).
    Shifted(Duration),
    /// A clock that only moves when told to (unit tests).
    Manual(Mutex<DateTime<Utc>>),
}

impl Clock {
    pub fn system() -> Self {
        Self(Arc::new(Inner::Shifted(Duration::zero())))
    }

    /// A clock whose "now" is `start` at this moment and then advances in real time.
    pub fn starting_at(start: DateTime<Utc>) -> Self {
        Self(Arc::new(Inner::Shifted(start - Utc::now())))
    }

    /// A clock frozen at `at` until [`Clock::set`] or [`Clock::advance`] moves it.
    pub fn manual(at: DateTime<Utc>) -> Self {
        Self(Arc::new(Inner::Manual(Mutex::new(at))))
    }

    pub fn now(&self) -> DateTime<Utc> {
        match &*self.0 {
            Inner::Shifted(offset) => Utc::now() + *offset,
            Inner::Manual(at) => *at.lock().unwrap_or_else(|e| e.into_inner()),
        }
    }

    /// Moves a manual clock; a shifted clock ignores it.
    pub fn set(&self, to: DateTime<Utc>) {
        if let Inner::Manual(at) = &*self.0 {
            *at.lock().unwrap_or_else(|e| e.into_inner()) = to;
        }
    }

    pub fn advance(&self, by: Duration) {
        let now = self.now();
        self.set(now + by);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shifted_clock_starts_at_the_chosen_instant_and_advances() {
        let start = "2030-01-15T13:00:00Z".parse().unwrap();
        let clock = Clock::starting_at(start);
        let now = clock.now();
        assert!(now >= start && now - start < Duration::seconds(5));
    }

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let start = "2030-01-15T13:00:00Z".parse().unwrap();
        let clock = Clock::manual(start);
        assert_eq!(clock.now(), start);
        clock.advance(Duration::hours(2));
        assert_eq!(clock.now(), start + Duration::hours(2));
    }
}
