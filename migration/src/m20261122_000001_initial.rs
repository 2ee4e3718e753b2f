//! The first schema (ARCHITECTURE.md, "Code map"): accounts, sessions, e-mail tokens,
//! settings, spaces and bookings. Money is integer cents, keys are UUID v7 made by the
//! application, and every instant is UTC (`timestamptz` on PostgreSQL).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, boolean, integer, json_binary, pk_uuid, string, string_null, text, text_null,
    timestamp_with_time_zone, timestamp_with_time_zone_null, uuid,
};
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

use crate::helpers::{cascade, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("users")
                    .col(pk_uuid("id"))
                    .col(string("full_name"))
                    // Stored trimmed and lower-cased, so uniqueness is case-insensitive.
                    .col(string("email").unique_key())
                    .col(string("password_hash"))
                    .col(string("role").default("user"))
                    .col(string_null("avatar_url"))
                    .col(string_null("phone"))
                    .col(text_null("bio"))
                    .col(timestamp_with_time_zone_null("email_confirmed_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_users_created_at", "users", &["created_at"]).await?;
        index(manager, "idx_users_role", "users", &["role"]).await?;

        // One row per refresh token. A sign-in starts a family; every refresh spends the
        // presented token and adds the next one to the family. Presenting a spent token
        // again revokes the whole family (reuse detection).
        manager
            .create_table(
                Table::create()
                    .table("sessions")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("family_id"))
                    .col(string("token_hash").unique_key())
                    .col(string_null("user_agent"))
                    .col(string_null("ip"))
                    .col(timestamp_with_time_zone("created_at"))
                    // The family's absolute end (the user's session timeout).
                    .col(timestamp_with_time_zone("expires_at"))
                    .col(timestamp_with_time_zone_null("spent_at"))
                    .col(timestamp_with_time_zone_null("revoked_at"))
                    .foreign_key(&mut cascade("fk_sessions_user", "sessions", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_sessions_family", "sessions", &["family_id"]).await?;
        index(manager, "idx_sessions_user", "sessions", &["user_id"]).await?;

        manager
            .create_table(
                Table::create()
                    .table("email_tokens")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    // 'confirm_email' or 'change_email'.
                    .col(string("purpose"))
                    .col(string("token_hash").unique_key())
                    // The address being confirmed (a change waits here until confirmed).
                    .col(string("email"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("expires_at"))
                    .col(timestamp_with_time_zone_null("used_at"))
                    .foreign_key(&mut cascade("fk_email_tokens_user", "email_tokens", "user_id", "users"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_email_tokens_user", "email_tokens", &["user_id"]).await?;

        manager
            .create_table(
                Table::create()
                    .table("user_settings")
                    .col(uuid("user_id").primary_key())
                    .col(boolean("email_bookings").default(true))
                    .col(boolean("email_reminders").default(true))
                    .col(boolean("push_notifications").default(false))
                    .col(boolean("marketing_emails").default(false))
                    .col(boolean("two_factor_enabled").default(false))
                    .col(boolean("login_notifications").default(true))
                    .col(integer("session_timeout_hours").default(24))
                    .col(string("date_format").default("dd/MM/yyyy"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .foreign_key(&mut cascade("fk_user_settings_user", "user_settings", "user_id", "users"))
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("spaces")
                    .col(pk_uuid("id"))
                    .col(string("name"))
                    .col(text_null("description"))
                    .col(integer("capacity"))
                    .col(big_integer("price_per_hour_cents"))
                    // A JSON array of strings (jsonb on PostgreSQL).
                    .col(json_binary("resources"))
                    .col(string_null("image_url"))
                    .col(boolean("is_active").default(true))
                    // Name and description folded to lower case without accents, so the
                    // search is accent-insensitive the same way on both databases.
                    .col(text("search_text").default(""))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_spaces_active_created", "spaces", &["is_active", "created_at"]).await?;
        index(manager, "idx_spaces_created_at", "spaces", &["created_at"]).await?;

        manager
            .create_table(
                Table::create()
                    .table("bookings")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("space_id"))
                    // 'pending', 'confirmed', 'completed' or 'cancelled'.
                    .col(string("status").default("pending"))
                    .col(timestamp_with_time_zone("starts_at"))
                    .col(timestamp_with_time_zone("ends_at"))
                    .col(big_integer("total_price_cents"))
                    .col(text_null("notes"))
                    .col(string_null("idempotency_key"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .col(timestamp_with_time_zone_null("reminder_sent_at"))
                    .foreign_key(&mut cascade("fk_bookings_user", "bookings", "user_id", "users"))
                    .foreign_key(&mut cascade("fk_bookings_space", "bookings", "space_id", "spaces"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_bookings_space_starts", "bookings", &["space_id", "starts_at"]).await?;
        index(manager, "idx_bookings_user_starts", "bookings", &["user_id", "starts_at"]).await?;
        index(manager, "idx_bookings_status_starts", "bookings", &["status", "starts_at"]).await?;
        index(manager, "idx_bookings_created_at", "bookings", &["created_at"]).await?;
        index(manager, "idx_bookings_starts_at", "bookings", &["starts_at"]).await?;
        manager
            .create_index(
                Index::create()
                    .name("uq_bookings_user_idempotency")
                    .table("bookings")
                    .col("user_id")
                    .col("idempotency_key")
                    .unique()
                    .to_owned(),
            )
            .await?;

        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                // The database itself refuses two blocking bookings of one space that
                // overlap, whatever the number of server nodes. `[)` ranges let one
                // booking end exactly when the next starts.
                db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS btree_gist").await?;
                db.execute_unprepared(
                    "ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap \
                     EXCLUDE USING gist (space_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) \
                     WHERE (status IN ('pending', 'confirmed'))",
                )
                .await?;
                db.execute_unprepared(
                    "ALTER TABLE bookings ADD CONSTRAINT bookings_time_order CHECK (ends_at > starts_at)",
                )
                .await?;
            }
            DbBackend::Sqlite => {
                // SQLite has no exclusion constraints. Inserts run in BEGIN IMMEDIATE
                // transactions that re-check; these triggers are the second guard.
                for (name, event) in [
                    ("bookings_no_overlap_insert", "BEFORE INSERT ON bookings"),
                    ("bookings_no_overlap_update", "BEFORE UPDATE OF status, starts_at, ends_at, space_id ON bookings"),
                ] {
                    db.execute_unprepared(&format!(
                        "CREATE TRIGGER {name} {event} \
                         WHEN NEW.status IN ('pending', 'confirmed') \
                         BEGIN \
                           SELECT RAISE(ABORT, 'bookings_no_overlap') \
                           WHERE EXISTS (SELECT 1 FROM bookings b \
                             WHERE b.space_id = NEW.space_id AND b.id <> NEW.id \
                               AND b.status IN ('pending', 'confirmed') \
                               AND b.starts_at < NEW.ends_at AND b.ends_at > NEW.starts_at); \
                         END"
                    ))
                    .await?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
