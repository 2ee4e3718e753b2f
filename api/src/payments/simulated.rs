//! The simulated provider. It keeps its own books (`simulated_provider_ledger`), as a
//! real provider does on its side, so it answers a repeated key with the first receipt
//! even across restarts and nodes. Faults can be switched on to prove that a declined,
//! timed-out or crashed call never charges twice.

use std::sync::Mutex;
use std::time::Duration;

use chrono::Utc;
use entities::simulated_provider_ledger as ledger;
use sea_orm::{DatabaseConnection, EntityTrait, Set};

use super::{PaymentError, PaymentProvider, Receipt};

/// A misbehaviour of the next calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Fault {
    #[default]
    None,
    /// Refuse: nothing is charged.
    Decline,
    /// Charge, then fail to answer (the caller cannot tell whether money moved).
    CrashAfterCharge,
    /// Answer nothing: no charge, an error after the delay.
    Timeout,
    /// Charge and answer, but only after this long (a slow provider).
    Slow(Duration),
}

pub struct SimulatedPayments {
    db: DatabaseConnection,
    fault: Mutex<Fault>,
    /// Time between charging and answering (none by default).
    latency: Option<Duration>,
}

impl SimulatedPayments {
    pub fn new(db: DatabaseConnection, latency: Option<Duration>) -> Self {
        Self { db, fault: Mutex::new(Fault::None), latency }
    }

    /// Makes every following call misbehave this way (tests and the reliability suite).
    pub fn set_fault(&self, fault: Fault) {
        *self.fault.lock().unwrap_or_else(|e| e.into_inner()) = fault;
    }

    fn fault(&self) -> Fault {
        *self.fault.lock().unwrap_or_else(|e| e.into_inner())
    }

    async fn record(&self, key: &str, kind: &str, amount_cents: i64) -> Result<Receipt, PaymentError> {
        let unavailable = |e: sea_orm::DbErr| PaymentError::Unavailable(e.to_string());
        match self.fault() {
            Fault::Decline => return Err(PaymentError::Declined),
            Fault::Timeout => return Err(PaymentError::Unavailable("timeout".into())),
            Fault::Slow(delay) => tokio::time::sleep(delay).await,
            Fault::None | Fault::CrashAfterCharge => {}
        }
        let row = ledger::ActiveModel {
            idempotency_key: Set(key.to_owned()),
            kind: Set(kind.to_owned()),
            amount_cents: Set(amount_cents),
            reference: Set(format!("sim-{}", uuid::Uuid::now_v7().simple())),
            created_at: Set(Utc::now()),
        };
        // The first call with a key wins; later ones read what it did.
        ledger::Entity::insert(row)
            .on_conflict_do_nothing_on([ledger::Column::IdempotencyKey])
            .exec(&self.db)
            .await
            .map_err(unavailable)?;
        let first = self.find(key).await?.ok_or_else(|| PaymentError::Unavailable("ledger lost a row".into()))?;
        tracing::info!(key, amount_cents = first.amount_cents, kind, "simulated provider call");
        if let Some(latency) = self.latency {
            tokio::time::sleep(latency).await;
        }
        if self.fault() == Fault::CrashAfterCharge {
            return Err(PaymentError::Unavailable("crashed after charging".into()));
        }
        Ok(first)
    }
}

#[async_trait::async_trait]
impl PaymentProvider for SimulatedPayments {
    async fn charge(&self, key: &str, amount_cents: i64) -> Result<Receipt, PaymentError> {
        self.record(key, "charge", amount_cents).await
    }

    async fn refund(&self, key: &str, amount_cents: i64) -> Result<Receipt, PaymentError> {
        self.record(key, "refund", amount_cents).await
    }

    async fn find(&self, key: &str) -> Result<Option<Receipt>, PaymentError> {
        let row = ledger::Entity::find_by_id(key.to_owned())
            .one(&self.db)
            .await
            .map_err(|e| PaymentError::Unavailable(e.to_string()))?;
        Ok(row.map(|r| Receipt { reference: r.reference, amount_cents: r.amount_cents }))
    }
}
