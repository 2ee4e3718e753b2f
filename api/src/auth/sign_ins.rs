//! The sign-ins this node checked moments ago, so that a request with a bearer token
//! usually needs no statement to know who is asking.
//!
//! Correctness rests on three things:
//! - every write that can end a sign-in or change its user (sign-out, revoking a session,
//!   a password, profile or role change, a shorter timeout, a reused refresh token, an
//!   e-mail confirmation, an avatar removal) calls `AppState::forget_sign_ins` or
//!   `forget_all_sign_ins` after it commits: [`SignIns::forget_local`] here, NOTIFY for
//!   the other nodes;
//! - a check that read the database before such a write cannot store its stale answer
//!   after it: entries are stored only if no forget happened since the read began
//!   ([`SignIns::generation`]);
//! - an entry lives at most [`MAX_AGE`] and never past its sign-in's own expiry, so a
//!   notification lost between nodes (the listener reconnects and resyncs anyway) costs
//!   seconds, not the access token's 15 minutes.
//!
//! Every forget is also announced on [`SignIns::changes`], so that an open websocket
//! re-checks the sign-in it was opened with and closes when it ended (`http::websocket`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use entities::user;
use tokio::sync::broadcast;
use uuid::Uuid;

/// How long a checked sign-in is trusted without asking the database again.
pub const MAX_AGE: Duration = Duration::from_secs(5);
/// Past this many entries the cache starts over (a bound, not an eviction policy).
const MAX_ENTRIES: usize = 50_000;

struct Entry {
    user: user::Model,
    expires_at: DateTime<Utc>,
    checked: Instant,
}

pub struct SignIns {
    entries: Mutex<HashMap<(Uuid, Uuid), Entry>>,
    generation: AtomicU64,
    /// Whose sign-ins changed (`None`: anyone's), on this node or, through NOTIFY, another.
    changes: broadcast::Sender<Option<Uuid>>,
}

impl Default for SignIns {
    fn default() -> Self {
        Self { entries: Default::default(), generation: Default::default(), changes: broadcast::channel(256).0 }
    }
}

impl SignIns {
    /// News of every forget from now on; a lagged receiver must assume anyone changed.
    pub fn changes(&self) -> broadcast::Receiver<Option<Uuid>> {
        self.changes.subscribe()
    }

    /// Read before asking the database; hand it back to [`SignIns::store`].
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// The user of a live sign-in checked less than [`MAX_AGE`] ago.
    pub fn get(&self, user_id: Uuid, family_id: Uuid, now: DateTime<Utc>) -> Option<user::Model> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let entry = entries.get(&(user_id, family_id))?;
        (entry.expires_at > now && entry.checked.elapsed() < MAX_AGE).then(|| entry.user.clone())
    }

    /// Remembers a sign-in the database just confirmed, unless something was forgotten
    /// since `generation` was read (the answer may predate that write).
    pub fn store(&self, generation: u64, family_id: Uuid, user: user::Model, expires_at: DateTime<Utc>) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        // Compared under the lock that `forget` bumps it under: no forget slips between.
        if self.generation.load(Ordering::Acquire) != generation {
            return;
        }
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert((user.id, family_id), Entry { user, expires_at, checked: Instant::now() });
    }

    /// Drops what this node knows of `user_id`'s sign-ins (after a write that changed them).
    pub fn forget_local(&self, user_id: Uuid) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        self.generation.fetch_add(1, Ordering::AcqRel);
        entries.retain(|(user, _), _| *user != user_id);
        let _ = self.changes.send(Some(user_id));
    }

    /// Drops everything this node knows (a write that may touch any user, or missed news).
    pub fn forget_all_local(&self) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        self.generation.fetch_add(1, Ordering::AcqRel);
        entries.clear();
        let _ = self.changes.send(None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user() -> user::Model {
        let now = Utc::now();
        user::Model {
            id: Uuid::now_v7(),
            email: "a@b.dev".into(),
            password_hash: String::new(),
            full_name: "A".into(),
            phone: None,
            bio: None,
            avatar_url: None,
            role: entities::user::UserRole::User,
            email_confirmed_at: Some(now),
            created_at: now,
            updated_at: now,
            totp_secret: None,
            totp_pending_secret: None,
            totp_enabled_at: None,
            totp_last_step: None,
            deleted_at: None,
        }
    }

    #[test]
    fn a_stored_sign_in_is_served_until_forgotten_or_expired() {
        let cache = SignIns::default();
        let (u, family, now) = (user(), Uuid::now_v7(), Utc::now());
        cache.store(cache.generation(), family, u.clone(), now + chrono::Duration::hours(1));
        assert_eq!(cache.get(u.id, family, now).map(|m| m.id), Some(u.id));
        assert!(cache.get(u.id, Uuid::now_v7(), now).is_none(), "another sign-in of the user is not vouched for");
        assert!(cache.get(u.id, family, now + chrono::Duration::hours(2)).is_none(), "past the sign-in's expiry");
        cache.forget_local(u.id);
        assert!(cache.get(u.id, family, now).is_none());
    }

    #[test]
    fn an_answer_read_before_a_forget_is_not_stored() {
        let cache = SignIns::default();
        let (u, family, now) = (user(), Uuid::now_v7(), Utc::now());
        let before = cache.generation();
        cache.forget_local(Uuid::now_v7());
        cache.store(before, family, u.clone(), now + chrono::Duration::hours(1));
        assert!(cache.get(u.id, family, now).is_none());
        cache.forget_all_local();
        cache.store(cache.generation(), family, u.clone(), now + chrono::Duration::hours(1));
        assert!(cache.get(u.id, family, now).is_some());
    }
}
