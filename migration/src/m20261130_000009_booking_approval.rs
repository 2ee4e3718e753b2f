//! Approval (docs/scheduling.md, "Approval"): a space may require an admin's approval.
//! Its new bookings wait as 'awaiting_approval' — a state that blocks the slot like
//! pending and confirmed — until an admin approves (they become pending, with a payment
//! deadline) or declines them, or their `decide_by` passes.
//!
//! Every existing row keeps its meaning: no space requires approval until an admin says
//! so, and no booking is awaiting one.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{boolean, timestamp_with_time_zone_null};
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The states that hold a slot.
const BLOCKING: &str = "('awaiting_approval', 'pending', 'confirmed')";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table("spaces").add_column(boolean("requires_approval").default(false)).to_owned(),
            )
            .await?;
        // An undecided request is declined by the server once this passes.
        manager
            .alter_table(
                Table::alter().table("bookings").add_column(timestamp_with_time_zone_null("decide_by")).to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(
            "CREATE INDEX idx_bookings_awaiting_decide_by ON bookings (decide_by) WHERE status = 'awaiting_approval'",
        )
        .await?;

        match manager.get_database_backend() {
            DbBackend::Postgres => {
                // The new constraint is built before the old one goes: no moment unguarded.
                for sql in [
                    format!(
                        "ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_requested \
                         EXCLUDE USING gist (space_id WITH =, tstzrange(blocked_from, blocked_until, '[)') WITH &&) \
                         WHERE (status IN {BLOCKING})"
                    ),
                    "ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap_blocked".to_owned(),
                ] {
                    db.execute_unprepared(&sql).await?;
                }
            }
            DbBackend::Sqlite => {
                db.execute_unprepared("DROP TRIGGER bookings_no_overlap_insert").await?;
                db.execute_unprepared("DROP TRIGGER bookings_no_overlap_update").await?;
                for (name, event) in [
                    ("bookings_no_overlap_insert", "BEFORE INSERT ON bookings"),
                    (
                        "bookings_no_overlap_update",
                        "BEFORE UPDATE OF status, starts_at, ends_at, blocked_from, blocked_until, space_id \
                         ON bookings",
                    ),
                ] {
                    db.execute_unprepared(&format!(
                        "CREATE TRIGGER {name} {event} \
                         BEGIN \
                           SELECT RAISE(ABORT, 'bookings_blocked_contains_times') \
                           WHERE NEW.blocked_from IS NULL OR NEW.blocked_until IS NULL \
                             OR NEW.blocked_from > NEW.starts_at OR NEW.blocked_until < NEW.ends_at; \
                           SELECT RAISE(ABORT, 'bookings_no_overlap') \
                           WHERE NEW.status IN {BLOCKING} AND EXISTS (SELECT 1 FROM bookings b \
                             WHERE b.space_id = NEW.space_id AND b.id <> NEW.id \
                               AND b.status IN {BLOCKING} \
                               AND b.blocked_from < NEW.blocked_until AND b.blocked_until > NEW.blocked_from); \
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
