//! Shared availability feeds: every subscriber of one space's day on this node watches
//! the same feed, and the feed re-reads the day once per relevant change, whatever the
//! number of subscribers. Without it, a booking watched by a thousand open forms would
//! cost a thousand identical queries on each node.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use chrono::NaiveDate;
use chrono_tz::Tz;
use sea_orm::DatabaseConnection;
use tokio::sync::{broadcast, watch};
use uuid::Uuid;

use super::{Broker, Event};
use crate::services::bookings::{self, HourSlot};

type Key = (Uuid, NaiveDate);
/// The day's latest slots; `None` until the first read succeeds.
pub type Slots = Option<Arc<Vec<HourSlot>>>;

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

#[derive(Default)]
pub struct Feeds {
    open: Mutex<HashMap<Key, Weak<Feed>>>,
}

impl Feeds {
    /// The feed of a space's day, started on first use.
    pub fn get(&self, broker: &Broker, db: &DatabaseConnection, tz: Tz, space_id: Uuid, date: NaiveDate) -> Arc<Feed> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(feed) = open.get(&(space_id, date)).and_then(Weak::upgrade) {
            return feed;
        }
        open.retain(|_, feed| feed.strong_count() > 0);
        let (tx, rx) = watch::channel(None);
        // Subscribe before the first read so nothing committed in between is missed.
        let events = broker.subscribe();
        let task = tokio::spawn(refresh(db.clone(), tz, space_id, date, events, tx)).abort_handle();
        let feed = Arc::new(Feed { slots: rx, task });
        open.insert((space_id, date), Arc::downgrade(&feed));
        feed
    }

    /// Feeds with at least one subscriber (for tests and metrics).
    pub fn len(&self) -> usize {
        self.open.lock().unwrap_or_else(|e| e.into_inner()).values().filter(|f| f.strong_count() > 0).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Reads the day, then again after each relevant event; events that arrive during a read
/// are merged into the next one.
async fn refresh(
    db: DatabaseConnection,
    tz: Tz,
    space_id: Uuid,
    date: NaiveDate,
    mut events: broadcast::Receiver<Event>,
    tx: watch::Sender<Slots>,
) {
    let relevant = |event: &Result<Event, broadcast::error::TryRecvError>| match event {
        Ok(Event::Booking { space_id: s, date: d, .. }) => *s == space_id && *d == date,
        Ok(Event::Resync) | Err(broadcast::error::TryRecvError::Lagged(_)) => true,
        Ok(Event::SignIns { .. }) | Err(_) => false,
    };
    loop {
        match bookings::availability(&db, space_id, date, tz).await {
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
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        }
        // Wait for a relevant event, then take every one already queued.
        let mut due = false;
        while !due {
            let event = match events.recv().await {
                Ok(event) => Ok(event),
                Err(broadcast::error::RecvError::Lagged(n)) => Err(broadcast::error::TryRecvError::Lagged(n)),
                Err(broadcast::error::RecvError::Closed) => return,
            };
            due = relevant(&event);
        }
        loop {
            match events.try_recv() {
                Err(broadcast::error::TryRecvError::Empty) => break,
                Err(broadcast::error::TryRecvError::Closed) => return,
                _ => {}
            }
        }
    }
}
