//! Carrying out the refunds that cancellations and reschedules decided: each `payments`
//! refund row is claimed once, sent to the provider with its own key (so a retry never
//! refunds twice), and marked settled with the provider's reference.

use chrono::Duration;
use entities::payment;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::error::AppResult;
use crate::jobs::claim;
use crate::state::AppState;

/// How long a claimed refund is left to its node before another may try.
const LEASE: Duration = Duration::seconds(60);

pub async fn run(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let due: Vec<payment::Model> = claim(
        &app.db,
        "payments",
        "leased_until = ?, attempts = attempts + 1",
        "kind = 'refund' AND settled_at IS NULL AND (leased_until IS NULL OR leased_until <= ?)",
        "created_at",
        20,
        vec![(now + LEASE).into(), now.into()],
    )
    .await?;
    for refund in &due {
        let (column, value, error) = match app.payments.refund(&refund.idempotency_key, refund.amount_cents).await {
            Ok(receipt) => (payment::Column::ProviderReference, Some(receipt.reference), None),
            Err(err) => (payment::Column::LastError, Some(err.to_string()), Some(err)),
        };
        let mut update = payment::Entity::update_many().col_expr(column, Expr::value(value));
        update = match error {
            None => update
                .col_expr(payment::Column::SettledAt, Expr::value(Some(app.clock.now())))
                .col_expr(payment::Column::LeasedUntil, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None)),
            Some(_) => {
                let backoff = crate::jobs::backoff(refund.attempts);
                update.col_expr(payment::Column::LeasedUntil, Expr::value(Some(app.clock.now() + backoff)))
            }
        };
        update.filter(payment::Column::Id.eq(refund.id)).exec(&app.db).await?;
    }
    Ok(due.len())
}
