//! Throttling, checked before any password is hashed or mail sent: a window of attempts
//! per account (e-mail address) and per client address. Sign-in counts failures;
//! sign-up counts every attempt. Kept in memory, so each node throttles on its own; the
//! limits are low enough that N nodes still stop a brute force or a mail flood.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::AppError;

pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins in the window.
pub const PER_ACCOUNT: usize = 5;
pub const PER_ADDRESS: usize = 30;
/// Sign-ups in the window (each may mail the address).
pub const SIGN_UPS_PER_ACCOUNT: usize = 3;
pub const SIGN_UPS_PER_ADDRESS: usize = 20;
/// Mailed links asked for in the window (password reset, confirmation again).
pub const LINKS_PER_ACCOUNT: usize = 5;
pub const LINKS_PER_ADDRESS: usize = 20;
/// One mailed link per address at most this often.
pub const LINK_INTERVAL: chrono::Duration = chrono::Duration::seconds(60);

pub struct Throttle {
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
    per_account: usize,
    per_address: usize,
}

impl Default for Throttle {
    /// The sign-in throttle.
    fn default() -> Self {
        Self::new(PER_ACCOUNT, PER_ADDRESS)
    }
}

impl Throttle {
    pub fn new(per_account: usize, per_address: usize) -> Self {
        Self { failures: Mutex::default(), per_account, per_address }
    }

    /// The sign-up throttle.
    pub fn sign_ups() -> Self {
        Self::new(SIGN_UPS_PER_ACCOUNT, SIGN_UPS_PER_ADDRESS)
    }

    /// The mailed-link throttle.
    pub fn links() -> Self {
        Self::new(LINKS_PER_ACCOUNT, LINKS_PER_ADDRESS)
    }

    /// Refuses when the account or the address has used up its failures in the window.
    pub fn check(&self, account: &str, address: &str) -> Result<(), AppError> {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        for (key, limit) in [(account_key(account), self.per_account), (address_key(address), self.per_address)] {
            if let Some(times) = failures.get_mut(&key) {
                prune(times, now);
                if times.len() >= limit {
                    let oldest = times.front().copied().unwrap_or(now);
                    let wait = WINDOW.saturating_sub(now.duration_since(oldest));
                    let minutes = wait.as_secs().div_ceil(60).max(1) as i64;
                    return Err(AppError::RateLimited { minutes });
                }
            }
        }
        Ok(())
    }

    /// Counts an attempt (a failed sign-in, any sign-up) against the account and address.
    pub fn record(&self, account: &str, address: &str) {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        // Bound memory under a flood of distinct keys: forget expired entries first.
        if failures.len() > 100_000 {
            failures.retain(|_, times| {
                prune(times, now);
                !times.is_empty()
            });
        }
        for key in [account_key(account), address_key(address)] {
            let times = failures.entry(key).or_default();
            prune(times, now);
            times.push_back(now);
        }
    }

    /// A successful sign-in clears the account's failures (not the address's).
    pub fn record_success(&self, account: &str) {
        self.failures.lock().unwrap_or_else(|e| e.into_inner()).remove(&account_key(account));
    }
}

/// When each address last had a link mailed (or asked for one: registered or not, the
/// answer is the same), in the server's clock. One per [`LINK_INTERVAL`]; kept in memory
/// like the throttles.
#[derive(Default)]
pub struct LinkInterval {
    last: Mutex<HashMap<String, chrono::DateTime<chrono::Utc>>>,
}

impl LinkInterval {
    /// Whole seconds until the address may have another link (`None`: now).
    pub fn wait(&self, account: &str, now: chrono::DateTime<chrono::Utc>) -> Option<u64> {
        let last = *self.last.lock().unwrap_or_else(|e| e.into_inner()).get(&account_key(account))?;
        let left = (last + LINK_INTERVAL - now).num_milliseconds();
        (left > 0).then(|| (left as u64).div_ceil(1000))
    }

    pub fn record(&self, account: &str, now: chrono::DateTime<chrono::Utc>) {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if last.len() > 100_000 {
            last.retain(|_, at| now - *at < LINK_INTERVAL);
        }
        last.insert(account_key(account), now);
    }
}

fn account_key(account: &str) -> String {
    format!("account:{}", account.trim().to_lowercase())
}

fn address_key(address: &str) -> String {
    format!("address:{address}")
}

fn prune(times: &mut VecDeque<Instant>, now: Instant) {
    while times.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
        times.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixth_failure_for_an_account_is_refused_for_fifteen_minutes() {
        let throttle = Throttle::default();
        for _ in 0..PER_ACCOUNT {
            throttle.check("ana@x.com", "1.1.1.1").unwrap();
            throttle.record("ana@x.com", "1.1.1.1");
        }
        let err = throttle.check("ANA@x.com", "2.2.2.2").unwrap_err();
        assert_eq!(err.client_message(), "Muitas tentativas. Tente novamente em 15 minutos.");
        assert!(throttle.check("bia@x.com", "2.2.2.2").is_ok(), "other accounts are not affected");
    }

    #[test]
    fn an_address_is_limited_across_accounts() {
        let throttle = Throttle::default();
        for i in 0..PER_ADDRESS {
            throttle.record(&format!("u{i}@x.com"), "9.9.9.9");
        }
        assert!(throttle.check("new@x.com", "9.9.9.9").is_err());
        assert!(throttle.check("new@x.com", "8.8.8.8").is_ok());
    }

    #[test]
    fn sign_ups_are_limited_per_address_and_per_client() {
        let throttle = Throttle::sign_ups();
        for _ in 0..SIGN_UPS_PER_ACCOUNT {
            throttle.check("ana@x.com", "1.1.1.1").unwrap();
            throttle.record("ana@x.com", "1.1.1.1");
        }
        assert!(throttle.check("ana@x.com", "3.3.3.3").is_err(), "a fourth sign-up of one address");
        for i in SIGN_UPS_PER_ACCOUNT..SIGN_UPS_PER_ADDRESS {
            throttle.record(&format!("u{i}@x.com"), "1.1.1.1");
        }
        assert!(throttle.check("new@x.com", "1.1.1.1").is_err(), "one client, many addresses");
        assert!(throttle.check("new@x.com", "2.2.2.2").is_ok());
    }

    #[test]
    fn a_link_waits_for_the_interval_after_the_last_one() {
        let links = LinkInterval::default();
        let t0 = chrono::DateTime::parse_from_rfc3339("2031-03-10T12:00:00Z").unwrap().to_utc();
        assert_eq!(links.wait("ana@x.com", t0), None);
        links.record("ana@x.com", t0);
        assert_eq!(links.wait("ANA@x.com ", t0 + chrono::Duration::seconds(15)), Some(45));
        assert_eq!(links.wait("bia@x.com", t0), None, "per address");
        assert_eq!(links.wait("ana@x.com", t0 + chrono::Duration::seconds(60)), None);
    }

    #[test]
    fn success_clears_the_account() {
        let throttle = Throttle::default();
        for _ in 0..PER_ACCOUNT {
            throttle.record("ana@x.com", "1.1.1.1");
        }
        throttle.record_success("ana@x.com");
        assert!(throttle.check("ana@x.com", "1.1.1.1").is_ok());
    }
}
