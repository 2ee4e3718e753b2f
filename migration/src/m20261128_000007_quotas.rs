//! Quotas (docs/scheduling.md, "Quotas"): how much one person may book in a day, a week
//! or a month — in hours or in bookings — in one space or across every space. No row: no
//! limit, so every existing deployment keeps booking as before.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{integer, pk_uuid, string, timestamp_with_time_zone, uuid_null};

use crate::helpers::{cascade, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("quotas")
                    .col(pk_uuid("id"))
                    // Null: across every space.
                    .col(uuid_null("space_id"))
                    // 'hours' or 'bookings'.
                    .col(string("metric"))
                    // 'day', 'week' (Monday to Sunday) or 'month', in the business zone.
                    .col(string("period"))
                    .col(integer("max"))
                    .col(uuid_null("created_by"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut cascade("fk_quotas_space", "quotas", "space_id", "spaces"))
                    .to_owned(),
            )
            .await?;
        // A person's bookings of a period are read through idx_bookings_user_starts.
        index(manager, "idx_quotas_space", "quotas", &["space_id"]).await
    }
}
