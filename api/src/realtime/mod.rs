//! Live updates. After a booking commits, the change is published to the in-process
//! broker, which wakes this node's subscribers. On PostgreSQL a coalescing task also
//! sends it to the other nodes with NOTIFY (after commit, never inside the booking
//! transaction: NOTIFY takes a global lock at commit), and a listener turns other nodes'
//! notifications into local events. The subscribers of one space's day on a node share a
//! feed (`feeds`) that re-reads the day after a change, so a missed or merged event loses
//! nothing; a listener that reconnects broadcasts a resync. The sockets subscribed to the
//! same day with the same document share one execution and its serialised results (`runs`).

pub mod feeds;
pub mod runs;

use std::collections::HashSet;
use std::time::Duration;

use chrono::NaiveDate;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement};
use tokio::sync::{broadcast, mpsc};
use uuid::Uuid;

const CHANNEL: &str = "agora_changes";
/// How long the NOTIFY task gathers pokes before sending them.
const COALESCE: Duration = Duration::from_millis(5);

/// Something changed that subscribers may show.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A booking of `space_id` on business day `date`, owned by `owner`, was created or
    /// changed (`owner` is `None` only from a node that predates it).
    Booking { booking_id: Uuid, space_id: Uuid, date: NaiveDate, owner: Option<Uuid> },
    /// A user's sign-ins or account changed (`None`: possibly anyone's): forget what
    /// this node remembers of them.
    SignIns { user_id: Option<Uuid> },
    /// A space's scheduling rules or closures changed (`None`: every space's): every open
    /// day of it is read again.
    Schedule { space_id: Option<Uuid> },
    /// Events may have been missed (the listener reconnected): re-read everything.
    Resync,
}

#[derive(Clone)]
pub struct Broker {
    local: broadcast::Sender<Event>,
    /// Pokes for other nodes; `None` on SQLite (one process).
    remote: Option<mpsc::UnboundedSender<Event>>,
    node: Uuid,
}

impl Broker {
    /// A broker for one process (SQLite, tests).
    pub fn local() -> Self {
        let (local, _) = broadcast::channel(1024);
        Self { local, remote: None, node: Uuid::now_v7() }
    }

    /// A broker that also carries events between nodes through PostgreSQL.
    pub fn start(db: &DatabaseConnection) -> Self {
        let mut broker = Self::local();
        if db.get_database_backend() == DatabaseBackend::Postgres {
            let (tx, rx) = mpsc::unbounded_channel();
            broker.remote = Some(tx);
            tokio::spawn(notifier(db.clone(), broker.node, rx));
            tokio::spawn(listener(db.clone(), broker.node, broker.local.clone()));
        }
        broker
    }

    /// Publishes a committed change here and, on PostgreSQL, to the other nodes.
    pub fn publish(&self, event: Event) {
        let _ = self.local.send(event.clone());
        if let Some(remote) = &self.remote {
            let _ = remote.send(event);
        }
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.local.subscribe()
    }

    /// Whether other nodes may publish here (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        self.remote.is_some()
    }
}

fn encode(node: Uuid, event: &Event) -> Option<String> {
    match event {
        Event::Booking { booking_id, space_id, date, owner } => {
            let owner = owner.map(|id| id.to_string()).unwrap_or_default();
            Some(format!("{node}|{booking_id}|{space_id}|{date}|{owner}"))
        }
        Event::SignIns { user_id: Some(user_id) } => Some(format!("{node}|sign-ins|{user_id}")),
        Event::SignIns { user_id: None } => Some(format!("{node}|sign-ins|*")),
        Event::Schedule { space_id: Some(space_id) } => Some(format!("{node}|schedule|{space_id}")),
        Event::Schedule { space_id: None } => Some(format!("{node}|schedule|*")),
        Event::Resync => None,
    }
}

fn decode(payload: &str) -> Option<(Uuid, Event)> {
    let mut parts = payload.split('|');
    let node = parts.next()?.parse().ok()?;
    let first = parts.next()?;
    if first == "sign-ins" {
        let user_id = match parts.next()? {
            "*" => None,
            id => Some(id.parse().ok()?),
        };
        return Some((node, Event::SignIns { user_id }));
    }
    if first == "schedule" {
        let space_id = match parts.next()? {
            "*" => None,
            id => Some(id.parse().ok()?),
        };
        return Some((node, Event::Schedule { space_id }));
    }
    let booking_id = first.parse().ok()?;
    let space_id = parts.next()?.parse().ok()?;
    let date = parts.next()?.parse().ok()?;
    let owner = parts.next().and_then(|id| id.parse().ok());
    Some((node, Event::Booking { booking_id, space_id, date, owner }))
}

/// The most a NOTIFY payload carries (PostgreSQL refuses 8,000 bytes and more).
const MAX_PAYLOAD: usize = 7_900;

/// Sends pokes with NOTIFY, merging duplicates that arrive within a few milliseconds and
/// packing the rest, one per line, into as few notifications as fit: a job that cancels
/// thousands of bookings at once sends a few hundred, not thousands.
async fn notifier(db: DatabaseConnection, node: Uuid, mut rx: mpsc::UnboundedReceiver<Event>) {
    while let Some(first) = rx.recv().await {
        let mut batch = HashSet::from([first]);
        tokio::time::sleep(COALESCE).await;
        while let Ok(more) = rx.try_recv() {
            batch.insert(more);
        }
        let lines = batch.iter().filter_map(|event| encode(node, event));
        for payload in pack(lines, MAX_PAYLOAD) {
            let statement = Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT pg_notify($1, $2)",
                [CHANNEL.into(), payload.into()],
            );
            if let Err(err) = db.execute_raw(statement).await {
                tracing::warn!(error = %err, "NOTIFY failed; other nodes will resync on their next event");
            }
        }
    }
}

/// Joins lines with '\n' into payloads of at most `max` bytes each.
fn pack(lines: impl Iterator<Item = String>, max: usize) -> Vec<String> {
    let mut payloads: Vec<String> = Vec::new();
    for line in lines {
        match payloads.last_mut() {
            Some(last) if last.len() + 1 + line.len() <= max => {
                last.push('\n');
                last.push_str(&line);
            }
            _ => payloads.push(line),
        }
    }
    payloads
}

/// Turns other nodes' notifications into local events; reconnects by itself.
async fn listener(db: DatabaseConnection, node: Uuid, local: broadcast::Sender<Event>) {
    use sea_orm::sqlx::postgres::PgListener;
    loop {
        let mut listener = match PgListener::connect_with(db.get_postgres_connection_pool()).await {
            Ok(l) => l,
            Err(err) => {
                tracing::warn!(error = %err, "LISTEN connection failed; retrying");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(err) = listener.listen(CHANNEL).await {
            tracing::warn!(error = %err, "LISTEN failed; retrying");
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) => {
                    for (from, event) in notification.payload().lines().filter_map(decode) {
                        if from != node {
                            let _ = local.send(event);
                        }
                    }
                }
                // The connection dropped and was re-made: notifications may be lost.
                Ok(None) => {
                    let _ = local.send(Event::Resync);
                }
                Err(err) => {
                    tracing::warn!(error = %err, "LISTEN connection lost");
                    let _ = local.send(Event::Resync);
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_round_trip_through_a_notification_payload() {
        let node = Uuid::now_v7();
        let event = Event::Booking {
            booking_id: Uuid::now_v7(),
            space_id: Uuid::now_v7(),
            date: "2031-03-11".parse().unwrap(),
            owner: Some(Uuid::now_v7()),
        };
        assert_eq!(decode(&encode(node, &event).unwrap()), Some((node, event)));
        // A node that predates `owner` sends four fields.
        let old = format!("{node}|{}|{}|2031-03-11", Uuid::nil(), Uuid::nil());
        assert!(matches!(decode(&old), Some((_, Event::Booking { owner: None, .. }))));
        for event in [
            Event::SignIns { user_id: Some(Uuid::now_v7()) },
            Event::SignIns { user_id: None },
            Event::Schedule { space_id: Some(Uuid::now_v7()) },
            Event::Schedule { space_id: None },
        ] {
            assert_eq!(decode(&encode(node, &event).unwrap()), Some((node, event)));
        }
        assert_eq!(decode("garbage"), None);
    }

    #[test]
    fn events_pack_into_notifications_under_the_size_limit() {
        let node = Uuid::now_v7();
        let events: Vec<Event> = (0..500)
            .map(|_| Event::Booking {
                booking_id: Uuid::now_v7(),
                space_id: Uuid::now_v7(),
                date: "2031-03-11".parse().unwrap(),
                owner: Some(Uuid::now_v7()),
            })
            .collect();
        let payloads = pack(events.iter().filter_map(|e| encode(node, e)), MAX_PAYLOAD);
        assert!(payloads.len() < 20, "{} notifications for 500 events", payloads.len());
        assert!(payloads.iter().all(|p| p.len() <= MAX_PAYLOAD));
        let decoded: Vec<Event> = payloads.iter().flat_map(|p| p.lines().filter_map(decode).map(|(_, e)| e)).collect();
        assert_eq!(decoded, events, "every event, in order");
    }

    #[tokio::test]
    async fn a_published_event_reaches_every_local_subscriber() {
        let broker = Broker::local();
        let (mut a, mut b) = (broker.subscribe(), broker.subscribe());
        broker.publish(Event::Resync);
        assert_eq!(a.recv().await.unwrap(), Event::Resync);
        assert_eq!(b.recv().await.unwrap(), Event::Resync);
    }
}
