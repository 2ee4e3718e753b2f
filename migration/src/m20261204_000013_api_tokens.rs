//! Personal access tokens (docs/api.md, "Authentication"): named, scoped, expiring
//! credentials for integrators, stored as the SHA-256 of the token (shown once). A
//! revoked token keeps its row (revoked_at) so the owner's list can say so; deleting the
//! account deletes its tokens.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{pk_uuid, string, text, timestamp_with_time_zone, timestamp_with_time_zone_null, uuid};

use crate::helpers::{cascade, index, unique_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("api_tokens")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(string("name"))
                    .col(string("token_hash"))
                    // The token's first characters, to recognise it in a list.
                    .col(string("prefix"))
                    // Space-separated scope names (`bookings:read spaces:write`).
                    .col(text("scopes"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("expires_at"))
                    .col(timestamp_with_time_zone_null("last_used_at"))
                    .col(timestamp_with_time_zone_null("revoked_at"))
                    .foreign_key(&mut cascade("fk_api_tokens_user", "api_tokens", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        unique_index(manager, "uq_api_tokens_hash", "api_tokens", &["token_hash"]).await?;
        index(manager, "ix_api_tokens_user", "api_tokens", &["user_id", "created_at"]).await
    }
}
