//! What every request shares: the database, configuration, clock and services.

use std::sync::Arc;

use sea_orm::DatabaseConnection;
use uuid::Uuid;

use crate::auth::sign_ins::SignIns;
use crate::auth::throttle::{LinkInterval, Throttle};
use crate::auth::tokens::TokenKeys;
use crate::clock::Clock;
use crate::config::Config;
use crate::jobs::Jobs;
use crate::mail::Mailer;
use crate::payments::PaymentProvider;
use crate::payments::simulated::SimulatedPayments;
use crate::realtime::feeds::Feeds;
use crate::realtime::runs::Runs;
use crate::realtime::{Broker, Event};
use crate::services::spaces::pages::SpacePages;
use crate::storage::{LocalStorage, Storage};

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub db: DatabaseConnection,
    pub config: Config,
    pub clock: Clock,
    pub keys: TokenKeys,
    /// Failed sign-ins per account and address.
    pub throttle: Throttle,
    /// Sign-ups per address and client.
    pub sign_up_throttle: Throttle,
    /// Mailed links asked for (password reset, confirmation again): a window per address
    /// and client, and one link per address a minute.
    pub link_throttle: Throttle,
    pub link_interval: LinkInterval,
    pub mailer: Mailer,
    pub storage: Arc<dyn Storage>,
    pub broker: Broker,
    /// Availability read once per change for all of a day's subscribers on this node.
    pub feeds: Feeds,
    /// One execution and one serialised result per change for a day's sockets on this node.
    pub runs: Runs,
    pub payments: Arc<dyn PaymentProvider>,
    /// The same provider, for switching its faults on in tests.
    pub simulated_payments: Arc<SimulatedPayments>,
    /// Wakes this node's background jobs.
    pub jobs: Jobs,
    /// Sign-ins checked moments ago (see `auth::sign_ins`).
    pub sign_ins: Arc<SignIns>,
    /// Websockets open on this node (reported by `/metrics`).
    pub websockets: std::sync::atomic::AtomicUsize,
    /// The security policy as this node read it moments ago.
    pub policy: crate::services::accounts::policy::PolicyCache,
    /// Pages of the space list, until a space changes (see `services::spaces::pages`).
    pub space_pages: Arc<SpacePages>,
}

impl AppState {
    pub fn new(db: DatabaseConnection, config: Config, clock: Clock, mailer: Mailer) -> Self {
        let keys = TokenKeys::new(config.jwt_secret_bytes(), config.access_token_ttl_secs);
        let storage = Arc::new(LocalStorage::new(config.storage_dir.clone()));
        let broker = Broker::start(&db);
        let sign_ins = Arc::new(SignIns::default());
        let space_pages = Arc::new(SpacePages::default());
        let simulated_payments = Arc::new(SimulatedPayments::new(db.clone(), config.simulated_payment_latency));
        if broker.is_shared() {
            let caches = (Arc::downgrade(&sign_ins), Arc::downgrade(&space_pages));
            tokio::spawn(forget_what_others_change(broker.subscribe(), caches));
        }
        Self(Arc::new(Inner {
            db,
            config,
            clock,
            keys,
            throttle: Throttle::default(),
            sign_up_throttle: Throttle::sign_ups(),
            link_throttle: Throttle::links(),
            link_interval: LinkInterval::default(),
            mailer,
            storage,
            broker,
            feeds: Feeds::default(),
            runs: Runs::default(),
            payments: simulated_payments.clone(),
            simulated_payments,
            jobs: Jobs::default(),
            sign_ins,
            websockets: Default::default(),
            policy: Default::default(),
            space_pages,
        }))
    }

    /// After a committed write to a space (`None`: possibly to any): this node's space
    /// list forgets its pages now, and every node's live feeds and lists of it follow the
    /// `Schedule` event.
    pub fn spaces_changed(&self, space_id: Option<Uuid>) {
        self.space_pages.forget_all();
        self.broker.publish(Event::Schedule { space_id });
    }

    /// After a committed write that ended `user_id`'s sign-ins or changed their account:
    /// this node forgets them now, the others when the notification arrives.
    pub fn forget_sign_ins(&self, user_id: Uuid) {
        self.sign_ins.forget_local(user_id);
        self.broker.publish(Event::SignIns { user_id: Some(user_id) });
    }

    /// The same for a write that may have touched any user.
    pub fn forget_all_sign_ins(&self) {
        self.sign_ins.forget_all_local();
        self.broker.publish(Event::SignIns { user_id: None });
    }
}

/// Applies other nodes' news to this node's caches of sign-ins and space pages; missed
/// news forgets everything.
async fn forget_what_others_change(
    mut events: tokio::sync::broadcast::Receiver<Event>,
    (sign_ins, space_pages): (std::sync::Weak<SignIns>, std::sync::Weak<SpacePages>),
) {
    use tokio::sync::broadcast::error::RecvError;
    loop {
        let event = events.recv().await;
        let (Some(sign_ins), Some(space_pages)) = (sign_ins.upgrade(), space_pages.upgrade()) else { return };
        match event {
            Ok(Event::SignIns { user_id: Some(user_id) }) => sign_ins.forget_local(user_id),
            Ok(Event::SignIns { user_id: None }) => sign_ins.forget_all_local(),
            Ok(Event::Schedule { .. }) => space_pages.forget_all(),
            Ok(Event::Resync) | Err(RecvError::Lagged(_)) => {
                sign_ins.forget_all_local();
                space_pages.forget_all();
            }
            Ok(Event::Booking { .. }) => {}
            Err(RecvError::Closed) => return,
        }
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
