//! Shared availability feeds: every subscriber of one space's day on this node watches
//! the same feed, and the feed re-reads the day once per relevant change, whatever the
//! number of subscribers. Without it, a booking watched by a thousand open forms would
//! cost a thousand identical queries on each node. One router task takes the broker's
//! events and wakes only the feed an event concerns: a write costs one lookup, not a
//! wake-up of every feed on the node. A feed keeps its space's rules and closures between
//! reads, so a booking costs it one query.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

use chrono::NaiveDate;
use chrono_tz::Tz;
use sea_orm::DatabaseConnection;
use tokio::sync::{Notify, broadcast, watch};
use uuid::Uuid;

use super::{Broker, Event};
use crate::domain::schedule::SpaceRules;
use crate::services::bookings::store::{self as bookings, DayAvailability, DayPlan};

type Key = (Uuid, NaiveDate);
/// The day's latest slots and rules; `None` until the first read succeeds.
pub type Slots = Option<Arc<DayAvailability>>;

/// One (space, day) being watched. Dropping the last handle stops its task.
pub struct Feed {
    slots: watch::Receiver<Slots>,
    task: tokio::task::AbortHandle,
}

impl Feed {
    /// The latest slots now and after every change.
    pub fn watch(&self) -> watch::Receiver<Slots> {
        self.slots.clone()
    }
}

impl Drop for Feed {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// A watched (space, day): its feed, and how the router wakes the feed's task.
struct Entry {
    feed: Weak<Feed>,
    due: Arc<Notify>,
    /// Set with a wake-up when the space's rules or closures may have changed: the next
    /// read takes them again, not only the day's bookings.
    replan: Arc<AtomicBool>,
}

impl Entry {
    fn wake(&self, replan: bool) {
        if replan {
            self.replan.store(true, Ordering::SeqCst);
        }
        self.due.notify_one();
    }
}

type Open = Mutex<HashMap<Key, Entry>>;

#[derive(Default)]
pub struct Feeds {
    open: Arc<Open>,
    /// The router task, started with the first feed.
    routing: OnceLock<()>,
}

impl Feeds {
    /// The feed of a space's day, started on first use.
    /// `zone` is the business zone and the deployment's rules.
    pub fn get(
        &self,
        broker: &Broker,
        db: &DatabaseConnection,
        zone: (Tz, SpaceRules),
        space_id: Uuid,
        date: NaiveDate,
    ) -> Arc<Feed> {
        self.routing.get_or_init(|| {
            tokio::spawn(route(broker.subscribe(), Arc::downgrade(&self.open)));
        });
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(feed) = open.get(&(space_id, date)).and_then(|e| e.feed.upgrade()) {
            return feed;
        }
        open.retain(|_, e| e.feed.strong_count() > 0);
        let (tx, rx) = watch::channel(None);
        let (due, replan) = (Arc::new(Notify::new()), Arc::new(AtomicBool::new(false)));
        // Spawned and registered under the lock the router routes under: an event it
        // routes before this feed is registered was committed before the first read.
        let wake = Wake { due: due.clone(), replan: replan.clone() };
        let task = tokio::spawn(refresh(db.clone(), zone, (space_id, date), wake, tx)).abort_handle();
        let feed = Arc::new(Feed { slots: rx, task });
        open.insert((space_id, date), Entry { feed: Arc::downgrade(&feed), due, replan });
        feed
    }

    /// Feeds with at least one subscriber (for tests and metrics).
    pub fn len(&self) -> usize {
        self.open.lock().unwrap_or_else(|e| e.into_inner()).values().filter(|e| e.feed.strong_count() > 0).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Wakes the one feed an event concerns (a map lookup, whatever the number of feeds),
/// and every feed when events may have been missed. Stops with the feeds or the broker.
async fn route(mut events: broadcast::Receiver<Event>, open: Weak<Open>) {
    loop {
        let event = events.recv().await;
        let Some(open) = open.upgrade() else { return };
        let open = open.lock().unwrap_or_else(|e| e.into_inner());
        match event {
            Ok(Event::Booking { space_id, date, .. }) => {
                if let Some(entry) = open.get(&(space_id, date)) {
                    entry.wake(false);
                }
            }
            Ok(Event::Schedule { space_id }) => {
                let concerned = open.iter().filter(|((space, _), _)| space_id.is_none_or(|id| id == *space));
                concerned.for_each(|(_, entry)| entry.wake(true));
            }
            Ok(Event::Resync) | Err(broadcast::error::RecvError::Lagged(_)) => {
                open.values().for_each(|entry| entry.wake(true));
            }
            Ok(Event::SignIns { .. }) => {}
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// How the router wakes a feed's task.
struct Wake {
    due: Arc<Notify>,
    replan: Arc<AtomicBool>,
}

/// Reads the day, then again each time the router says it is due; changes that arrive
/// during a read leave one wake-up (`Notify` keeps one permit), merged into the next read.
/// The space's rules and closures are read first and again only when the router says they
/// may have changed: a booking costs the feed one query, for the day's bookings.
async fn refresh(
    db: DatabaseConnection,
    (tz, global): (Tz, SpaceRules),
    (space_id, date): Key,
    wake: Wake,
    tx: watch::Sender<Slots>,
) {
    let mut plan: Option<DayPlan> = None;
    loop {
        // Taken before the read: a change committed after this point wakes us again.
        if wake.replan.swap(false, Ordering::SeqCst) {
            plan = None;
        }
        let read = async {
            let current = match plan.take() {
                Some(current) => current,
                None => bookings::day_plan(&db, space_id, date, &global).await?,
            };
            let slots = bookings::availability_in(&db, space_id, date, tz, &current).await;
            plan = Some(current);
            slots
        };
        match read.await {
            Ok(slots) => {
                // Subscribers wake only when the slots really changed.
                tx.send_if_modified(|current| {
                    let changed = current.as_deref() != Some(&slots);
                    if changed {
                        *current = Some(Arc::new(slots));
                    }
                    changed
                });
            }
            Err(err) => {
                tracing::warn!(error = %err, %space_id, %date, "reading availability failed; retrying");
                plan = None;
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        }
        wake.due.notified().await;
    }
}
