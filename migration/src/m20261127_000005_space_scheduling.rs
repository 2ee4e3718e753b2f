//! Per-space scheduling (docs/scheduling.md): each space may override the deployment's
//! booking rules (weekly opening hours, shortest and longest booking, notice, horizon,
//! the owner's cancellation window), and admins close a space, or every space, on dates.
//!
//! Every existing row keeps its meaning: a space with no override follows today's global
//! rules (08:00–22:00 every day, 1–8 hours, 1 hour of notice, 2 hours to cancel), and no
//! date is closed.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    date, integer, integer_null, json_binary_null, pk_uuid, string, timestamp_with_time_zone, uuid_null,
};

use crate::helpers::{cascade, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            // Monday..Sunday, each a list of {opens, lastStart, closes} ("HH:MM"); null: the
            // global hours.
            json_binary_null("opening_hours"),
            integer_null("min_duration_minutes"),
            integer_null("max_duration_minutes"),
            integer_null("notice_minutes"),
            integer_null("horizon_days"),
            integer_null("cancel_window_minutes"),
            // Bumped by every change of the rules above: a booking checked against older
            // rules is checked again (docs/scheduling.md, "Races").
            integer("schedule_version").default(0).to_owned(),
        ] {
            manager.alter_table(Table::alter().table("spaces").add_column(column).to_owned()).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table("closures")
                    .col(pk_uuid("id"))
                    // Null: every space.
                    .col(uuid_null("space_id"))
                    // Business days, both included.
                    .col(date("starts_on"))
                    .col(date("ends_on"))
                    .col(string("reason"))
                    .col(uuid_null("created_by"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut cascade("fk_closures_space", "closures", "space_id", "spaces"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_closures_ends_on", "closures", &["ends_on"]).await?;
        index(manager, "idx_closures_space", "closures", &["space_id"]).await?;
        Ok(())
    }
}
