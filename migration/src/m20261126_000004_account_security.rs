//! Account security (docs/accounts.md): two-factor sign-in by TOTP with single-use
//! recovery codes and a short-lived challenge between the password and the code, the
//! deployment's security policy, and deleted accounts kept as anonymised tombstones so
//! the operator's bookings and payments keep their owner's id.
//!
//! Every existing row keeps its meaning: no account has two-factor sign-in, none is
//! deleted, and the policy starts empty (admins are not required to use a code).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer_null, integer, pk_uuid, string, text, text_null, timestamp_with_time_zone,
    timestamp_with_time_zone_null, uuid, uuid_null,
};

use crate::helpers::{cascade, index, unique_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            // The authenticator's shared secret (base32) once two-factor sign-in is on.
            text_null("totp_secret"),
            // A secret shown by 'Ativar' that becomes the secret when its first code checks.
            text_null("totp_pending_secret"),
            timestamp_with_time_zone_null("totp_enabled_at"),
            // The last 30-second step a code was accepted for: that step is never taken again.
            big_integer_null("totp_last_step"),
            // Set on an anonymised tombstone: nobody signs in as it again.
            timestamp_with_time_zone_null("deleted_at"),
        ] {
            manager.alter_table(Table::alter().table("users").add_column(column).to_owned()).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table("recovery_codes")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    // SHA-256 of the normalised code, hex.
                    .col(string("code_hash"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone_null("used_at"))
                    .foreign_key(&mut cascade("fk_recovery_codes_user", "recovery_codes", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        unique_index(manager, "uq_recovery_codes_user_hash", "recovery_codes", &["user_id", "code_hash"]).await?;

        manager
            .create_table(
                Table::create()
                    .table("sign_in_challenges")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    // SHA-256 of the challenge's secret, hex.
                    .col(string("secret_hash"))
                    .col(integer("attempts").default(0).to_owned())
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("expires_at"))
                    .col(timestamp_with_time_zone_null("used_at"))
                    .foreign_key(&mut cascade("fk_sign_in_challenges_user", "sign_in_challenges", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        unique_index(manager, "uq_sign_in_challenges_secret", "sign_in_challenges", &["secret_hash"]).await?;
        index(manager, "idx_sign_in_challenges_user", "sign_in_challenges", &["user_id"]).await?;

        manager
            .create_table(
                Table::create()
                    .table("app_settings")
                    .col(string("key").primary_key())
                    // JSON.
                    .col(text("value"))
                    .col(uuid_null("updated_by"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }
}
