//! Paying for a booking. The card never leaves the browser: the provider only learns the
//! booking and the amount. Today's provider is simulated; a real one implements the trait.

use uuid::Uuid;

use crate::error::AppError;

/// Proof of a payment.
#[derive(Clone, Debug)]
pub struct Receipt {
    pub reference: String,
}

#[async_trait::async_trait]
pub trait PaymentProvider: Send + Sync {
    async fn charge(&self, booking_id: Uuid, amount_cents: i64) -> Result<Receipt, AppError>;
}

/// Accepts every charge (docs/booking-rules.md, "Payment").
pub struct SimulatedPayments;

#[async_trait::async_trait]
impl PaymentProvider for SimulatedPayments {
    async fn charge(&self, booking_id: Uuid, amount_cents: i64) -> Result<Receipt, AppError> {
        tracing::info!(%booking_id, amount_cents, "simulated payment accepted");
        Ok(Receipt { reference: format!("sim-{booking_id}") })
    }
}
