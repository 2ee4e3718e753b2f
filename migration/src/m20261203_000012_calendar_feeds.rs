//! Personal calendar feeds (docs/calendar.md, "Calendar sync"): at most one secret link per
//! person, stored as the SHA-256 of its token (the link is shown once). Generating a new
//! link replaces the row; revoking deletes it; deleting the account deletes it too.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{pk_uuid, string, timestamp_with_time_zone};

use crate::helpers::{cascade, unique_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("calendar_feeds")
                    // The person's id: one feed each.
                    .col(pk_uuid("user_id"))
                    .col(string("token_hash"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut cascade("fk_calendar_feeds_user", "calendar_feeds", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        unique_index(manager, "uq_calendar_feeds_token", "calendar_feeds", &["token_hash"]).await
    }
}
