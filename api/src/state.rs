//! What every request shares: the database, configuration, clock and services.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::auth::throttle::Throttle;
use crate::auth::tokens::TokenKeys;
use crate::clock::Clock;
use crate::config::Config;
use crate::mail::Mailer;
use crate::realtime::Broker;
use crate::realtime::feeds::Feeds;
use crate::services::payments::{PaymentProvider, SimulatedPayments};
use crate::storage::{LocalStorage, Storage};

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub db: DatabaseConnection,
    pub config: Config,
    pub clock: Clock,
    pub keys: TokenKeys,
    pub throttle: Throttle,
    pub mailer: Mailer,
    pub storage: Arc<dyn Storage>,
    pub broker: Broker,
    /// Availability read once per change for all of a day's subscribers on this node.
    pub feeds: Feeds,
    pub payments: Arc<dyn PaymentProvider>,
}

impl AppState {
    pub fn new(db: DatabaseConnection, config: Config, clock: Clock, mailer: Mailer) -> Self {
        let keys = TokenKeys::new(config.jwt_secret_bytes(), config.access_token_ttl_secs);
        let storage = Arc::new(LocalStorage::new(config.storage_dir.clone()));
        let broker = Broker::start(&db);
        Self(Arc::new(Inner {
            db,
            config,
            clock,
            keys,
            throttle: Throttle::default(),
            mailer,
            storage,
            broker,
            feeds: Feeds::default(),
            payments: Arc::new(SimulatedPayments),
        }))
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
