//! Buffers between bookings (docs/scheduling.md, "Buffers"): a space may keep minutes
//! free before and after each booking (cleaning, setting up). Each booking stores the
//! span it blocks — its own times widened by its space's buffers when it was made — and
//! the no-overlap guarantee moves onto that span: PostgreSQL's exclusion constraint and
//! SQLite's triggers compare `blocked_from`/`blocked_until`, never the bare times.
//!
//! Every existing booking blocks exactly its own times, so nothing that was allowed
//! before is refused now, and no space has a buffer until an admin sets one.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{integer_null, timestamp_with_time_zone_null};
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [integer_null("buffer_before_minutes"), integer_null("buffer_after_minutes")] {
            manager.alter_table(Table::alter().table("spaces").add_column(column).to_owned()).await?;
        }
        for column in [timestamp_with_time_zone_null("blocked_from"), timestamp_with_time_zone_null("blocked_until")] {
            manager.alter_table(Table::alter().table("bookings").add_column(column).to_owned()).await?;
        }
        let db = manager.get_connection();
        db.execute_unprepared("UPDATE bookings SET blocked_from = starts_at, blocked_until = ends_at").await?;

        match manager.get_database_backend() {
            DbBackend::Postgres => {
                // The same guarantee as `bookings_no_overlap`, on the blocked spans. The new
                // constraint is built before the old one goes, so no moment is unguarded.
                for sql in [
                    "ALTER TABLE bookings ALTER COLUMN blocked_from SET NOT NULL, \
                       ALTER COLUMN blocked_until SET NOT NULL",
                    "ALTER TABLE bookings ADD CONSTRAINT bookings_blocked_contains_times \
                       CHECK (blocked_from <= starts_at AND ends_at <= blocked_until)",
                    "ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap_blocked \
                       EXCLUDE USING gist (space_id WITH =, tstzrange(blocked_from, blocked_until, '[)') WITH &&) \
                       WHERE (status IN ('pending', 'confirmed'))",
                    "ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap",
                ] {
                    db.execute_unprepared(sql).await?;
                }
            }
            DbBackend::Sqlite => {
                // SQLite adds no NOT NULL column to a table with rows: the triggers refuse a
                // booking without its blocked span, and compare the spans.
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
                           WHERE NEW.status IN ('pending', 'confirmed') AND EXISTS (SELECT 1 FROM bookings b \
                             WHERE b.space_id = NEW.space_id AND b.id <> NEW.id \
                               AND b.status IN ('pending', 'confirmed') \
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
