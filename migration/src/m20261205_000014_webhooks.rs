//! Webhooks (docs/api.md, "Webhooks"): endpoints an admin registers, and one delivery row
//! per endpoint and event, written in the same transaction as the change (the webhook
//! outbox). A job claims due rows once across nodes, posts them signed and records each
//! attempt's outcome; a row is retried with backoff for a day.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    boolean, integer, integer_null, pk_uuid, string, text, text_null, timestamp_with_time_zone,
    timestamp_with_time_zone_null, uuid,
};

use crate::helpers::{cascade, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("webhook_endpoints")
                    .col(pk_uuid("id"))
                    .col(text("url"))
                    .col(string("description"))
                    // The signing secret: needed in clear to sign, shown to the admin once.
                    .col(string("secret"))
                    // Space-separated event types (`booking.created space.changed`).
                    .col(text("events"))
                    .col(boolean("active"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table("webhook_deliveries")
                    .col(pk_uuid("id"))
                    .col(uuid("endpoint_id"))
                    // The event's id, the same for every endpoint and every re-send
                    // (`Agora-Event-Id`: receivers dedupe on it).
                    .col(uuid("event_id"))
                    .col(string("event_type"))
                    // The exact body posted (and signed).
                    .col(text("payload"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("available_at"))
                    .col(timestamp_with_time_zone_null("leased_until"))
                    .col(integer("attempts"))
                    .col(timestamp_with_time_zone_null("delivered_at"))
                    // Given up: a day of failures, or the endpoint was switched off.
                    .col(timestamp_with_time_zone_null("failed_at"))
                    .col(timestamp_with_time_zone_null("last_attempt_at"))
                    .col(integer_null("last_status"))
                    .col(text_null("last_error"))
                    .col(integer_null("duration_ms"))
                    .foreign_key(&mut cascade(
                        "fk_webhook_deliveries_endpoint",
                        "webhook_deliveries",
                        "endpoint_id",
                        "webhook_endpoints",
                    ))
                    .to_owned(),
            )
            .await?;
        index(manager, "ix_webhook_deliveries_endpoint", "webhook_deliveries", &["endpoint_id", "created_at"]).await?;
        // The due rows only: delivered and abandoned ones leave the index.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE INDEX ix_webhook_deliveries_due ON webhook_deliveries (available_at) \
                 WHERE delivered_at IS NULL AND failed_at IS NULL",
            )
            .await?;
        Ok(())
    }
}
