//! Posting webhook deliveries at least once (docs/api.md, "Webhooks"). Due rows are
//! leased (claimed once across nodes), posted with no transaction open, signed with the
//! endpoint's secret, then marked with the outcome: delivered on a 2xx, otherwise retried
//! with exponential backoff until a day has passed since the event. A node that dies
//! mid-delivery leaves its lease to run out; another node posts the row again, with the
//! same `Agora-Event-Id`, so receivers dedupe on it.

use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration as StdDuration, Instant};

use chrono::{DateTime, Duration, Utc};
use entities::{webhook_delivery, webhook_endpoint};
use futures_util::StreamExt;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::error::AppResult;
use crate::jobs::claim;
use crate::services::webhooks::signature;
use crate::state::AppState;

/// Rows claimed per round, and how many are posted at once.
pub const BATCH: u32 = 128;
const PARALLEL: usize = 32;
/// After this long since the event, a failing delivery is given up.
pub const GIVE_UP_AFTER: Duration = Duration::hours(24);

/// The wait before the next attempt: 15 s, doubling, at most an hour.
pub fn backoff(attempts: i32) -> Duration {
    let doublings = attempts.clamp(1, 9) - 1;
    Duration::seconds((15i64 << doublings).min(3600))
}

fn client() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(StdDuration::from_secs(5))
            .user_agent("Agora-Webhooks/1")
            .build()
            .expect("an HTTP client")
    })
}

/// How one attempt went.
struct Attempt {
    status: Option<u16>,
    error: Option<String>,
    elapsed: StdDuration,
}

impl Attempt {
    fn delivered(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

pub async fn deliver_due(app: &AppState) -> AppResult<usize> {
    let now = app.clock.now();
    let lease = Duration::from_std(app.config.webhook_timeout * 3).unwrap_or(Duration::seconds(30));
    let due: Vec<webhook_delivery::Model> = claim(
        &app.db,
        "webhook_deliveries",
        "leased_until = ?, attempts = attempts + 1",
        "delivered_at IS NULL AND failed_at IS NULL AND available_at <= ? AND (leased_until IS NULL OR leased_until <= ?)",
        "available_at",
        BATCH,
        vec![(now + lease).into(), now.into(), now.into()],
    )
    .await?;
    if due.is_empty() {
        return Ok(0);
    }
    let ids: Vec<Uuid> = due.iter().map(|d| d.endpoint_id).collect();
    let endpoints: HashMap<Uuid, webhook_endpoint::Model> = webhook_endpoint::Entity::find()
        .filter(webhook_endpoint::Column::Id.is_in(ids))
        .all(&app.db)
        .await?
        .into_iter()
        .map(|e| (e.id, e))
        .collect();
    let timeout = app.config.webhook_timeout;
    let attempts: Vec<(webhook_delivery::Model, Option<Attempt>)> = futures_util::stream::iter(due)
        .map(|row| {
            let endpoint = endpoints.get(&row.endpoint_id).filter(|e| e.active).cloned();
            async move {
                let attempt = match &endpoint {
                    Some(endpoint) => Some(post(endpoint, &row, timeout).await),
                    None => None,
                };
                (row, attempt)
            }
        })
        .buffer_unordered(PARALLEL)
        .collect()
        .await;
    let count = attempts.len();
    for (row, attempt) in attempts {
        record(app, &row, attempt).await?;
    }
    Ok(count)
}

async fn post(endpoint: &webhook_endpoint::Model, row: &webhook_delivery::Model, timeout: StdDuration) -> Attempt {
    // The signature's time is the wall clock: it proves freshness to the receiver.
    let signed = signature(&endpoint.secret, Utc::now().timestamp(), &row.payload);
    let started = Instant::now();
    let sent = client()
        .post(&endpoint.url)
        .timeout(timeout)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header("Agora-Event-Id", row.event_id.to_string())
        .header("Agora-Event-Type", &row.event_type)
        .header("Agora-Delivery-Id", row.id.to_string())
        .header("Agora-Signature", signed)
        .body(row.payload.clone())
        .send()
        .await;
    let elapsed = started.elapsed();
    match sent {
        Ok(response) => Attempt { status: Some(response.status().as_u16()), error: None, elapsed },
        Err(err) => {
            let error = if err.is_timeout() {
                format!("Sem resposta em {} s.", timeout.as_secs())
            } else if err.is_connect() {
                "Não foi possível conectar.".to_owned()
            } else {
                format!("Erro de rede: {err}")
            };
            Attempt { status: None, error: Some(error), elapsed }
        }
    }
}

/// Writes the outcome, unless another node took the row over after our lease ran out
/// (its attempt count moved on).
async fn record(app: &AppState, row: &webhook_delivery::Model, attempt: Option<Attempt>) -> AppResult<()> {
    let now = app.clock.now();
    let none: Option<DateTime<Utc>> = None;
    let update = webhook_delivery::Entity::update_many()
        .filter(webhook_delivery::Column::Id.eq(row.id))
        .filter(webhook_delivery::Column::Attempts.eq(row.attempts))
        .col_expr(webhook_delivery::Column::LeasedUntil, Expr::value(none));
    let update = match attempt {
        // The endpoint was switched off (or removed) since the row was written.
        None => update
            .col_expr(webhook_delivery::Column::FailedAt, Expr::value(Some(now)))
            .col_expr(webhook_delivery::Column::LastError, Expr::value(Some("Webhook desativado.".to_owned()))),
        Some(attempt) => {
            let update = update
                .col_expr(webhook_delivery::Column::LastAttemptAt, Expr::value(Some(now)))
                .col_expr(webhook_delivery::Column::LastStatus, Expr::value(attempt.status.map(i32::from)))
                .col_expr(webhook_delivery::Column::LastError, Expr::value(attempt.error.clone()))
                .col_expr(
                    webhook_delivery::Column::DurationMs,
                    Expr::value(Some(attempt.elapsed.as_millis().min(i32::MAX as u128) as i32)),
                );
            if attempt.delivered() {
                update.col_expr(webhook_delivery::Column::DeliveredAt, Expr::value(Some(now)))
            } else {
                let next = now + backoff(row.attempts);
                if next > row.created_at + GIVE_UP_AFTER {
                    update.col_expr(webhook_delivery::Column::FailedAt, Expr::value(Some(now)))
                } else {
                    tracing::info!(id = %row.id, status = ?attempt.status, error = ?attempt.error, "webhook delivery failed; will retry");
                    update.col_expr(webhook_delivery::Column::AvailableAt, Expr::value(next))
                }
            }
        }
    };
    update.exec(&app.db).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_15_seconds_to_an_hour() {
        let waits: Vec<i64> = (1..=11).map(|n| backoff(n).num_seconds()).collect();
        assert_eq!(waits, [15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
        // A day of failures is 31 waits.
        let (mut elapsed, mut attempts) = (0, 0);
        while elapsed <= GIVE_UP_AFTER.num_seconds() {
            attempts += 1;
            elapsed += backoff(attempts).num_seconds();
        }
        assert_eq!(attempts, 31);
    }
}
