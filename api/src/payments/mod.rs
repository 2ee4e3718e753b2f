//! Moving money for bookings (docs/booking-lifecycle.md, "Money"). The card never leaves
//! the browser: the provider only learns an idempotency key and an amount. Every call is
//! keyed by what it is for (`pay:<booking>`, `reschedule:<booking>:<key>`,
//! `refund:<payment>`), so a retried or crashed call never moves money twice, and no call
//! is made with a database transaction open.
//!
//! `ledger` keeps our side (the `payments` table: charges and refunds per booking);
//! `simulated` is today's provider, with faults a test can switch on.

pub mod ledger;
pub mod simulated;

use uuid::Uuid;

/// What the provider says it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    pub reference: String,
    pub amount_cents: i64,
}

/// Why a call did not move money, as far as we know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PaymentError {
    /// The provider refused: nothing was charged.
    #[error("declined")]
    Declined,
    /// No answer (a timeout, a crash): the money may or may not have moved. Asking again
    /// with the same key tells.
    #[error("unavailable: {0}")]
    Unavailable(String),
}

#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    /// Charges `amount_cents` once per key: a repeated call answers the first receipt.
    async fn charge(&self, key: &str, amount_cents: i64) -> Result<Receipt, PaymentError>;
    /// Returns `amount_cents` of an earlier charge, once per key.
    async fn refund(&self, key: &str, amount_cents: i64) -> Result<Receipt, PaymentError>;
    /// What an earlier call with this key did, if it did anything.
    async fn find(&self, key: &str) -> Result<Option<Receipt>, PaymentError>;
}

/// The key of a booking's payment.
pub fn pay_key(booking_id: Uuid) -> String {
    format!("pay:{}", booking_id.simple())
}

/// The key of the extra charge a reschedule to a dearer slot makes.
pub fn reschedule_key(booking_id: Uuid, key: &str) -> String {
    format!("reschedule:{}:{key}", booking_id.simple())
}

/// The key of a refund, by the `payments` row that records it.
pub fn refund_key(payment_id: Uuid) -> String {
    format!("refund:{}", payment_id.simple())
}
