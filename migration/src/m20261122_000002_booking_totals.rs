//! Daily booking totals for the administrator's figures. Counting a million bookings by
//! status, or summing their revenue, scans the table every time; these totals are kept by
//! triggers in the same transaction as every insert, status change and delete (cascades
//! included), so the figures read a few thousand rows instead.
//!
//! One row per (UTC day of `created_at`, status, shard). The shard (0–7, from the
//! booking's id) spreads concurrent bookings of one day over eight rows on PostgreSQL so
//! that their transactions do not queue on one row lock. Windows that do not start or end
//! at UTC midnight add their partial days from `bookings` itself.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                db.execute_unprepared(
                    "CREATE TABLE booking_daily_totals (
                        day DATE NOT NULL,
                        status VARCHAR NOT NULL,
                        shard SMALLINT NOT NULL,
                        bookings BIGINT NOT NULL,
                        revenue_cents BIGINT NOT NULL,
                        PRIMARY KEY (day, status, shard))",
                )
                .await?;
                db.execute_unprepared(
                    "CREATE FUNCTION booking_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                     BEGIN
                       IF TG_OP IN ('UPDATE', 'DELETE') THEN
                         INSERT INTO booking_daily_totals AS t VALUES
                           ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status,
                            get_byte(uuid_send(OLD.id), 15) % 8, -1, -OLD.total_price_cents)
                         ON CONFLICT (day, status, shard) DO UPDATE
                           SET bookings = t.bookings + EXCLUDED.bookings,
                               revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;
                       END IF;
                       IF TG_OP IN ('UPDATE', 'INSERT') THEN
                         INSERT INTO booking_daily_totals AS t VALUES
                           ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status,
                            get_byte(uuid_send(NEW.id), 15) % 8, 1, NEW.total_price_cents)
                         ON CONFLICT (day, status, shard) DO UPDATE
                           SET bookings = t.bookings + EXCLUDED.bookings,
                               revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;
                       END IF;
                       RETURN NULL;
                     END $$",
                )
                .await?;
                db.execute_unprepared(
                    "CREATE TRIGGER booking_daily_totals_insert_delete AFTER INSERT OR DELETE ON bookings
                     FOR EACH ROW EXECUTE FUNCTION booking_daily_totals_apply()",
                )
                .await?;
                db.execute_unprepared(
                    "CREATE TRIGGER booking_daily_totals_update AFTER UPDATE OF status, total_price_cents, created_at ON bookings
                     FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
                       OR OLD.total_price_cents IS DISTINCT FROM NEW.total_price_cents
                       OR OLD.created_at IS DISTINCT FROM NEW.created_at)
                     EXECUTE FUNCTION booking_daily_totals_apply()",
                )
                .await?;
                db.execute_unprepared(
                    "INSERT INTO booking_daily_totals
                     SELECT (created_at AT TIME ZONE 'UTC')::date, status, get_byte(uuid_send(id), 15) % 8,
                            COUNT(*), SUM(total_price_cents)
                     FROM bookings GROUP BY 1, 2, 3",
                )
                .await?;
            }
            DbBackend::Sqlite => {
                // One writer at a time: no shards needed (always 0).
                db.execute_unprepared(
                    "CREATE TABLE booking_daily_totals (
                        day TEXT NOT NULL,
                        status TEXT NOT NULL,
                        shard INTEGER NOT NULL,
                        bookings INTEGER NOT NULL,
                        revenue_cents INTEGER NOT NULL,
                        PRIMARY KEY (day, status, shard))",
                )
                .await?;
                let add = |row: &str, sign: &str| {
                    format!(
                        "INSERT INTO booking_daily_totals (day, status, shard, bookings, revenue_cents) \
                         VALUES (date({row}.created_at), {row}.status, 0, {sign}1, {sign}{row}.total_price_cents) \
                         ON CONFLICT (day, status, shard) DO UPDATE \
                         SET bookings = bookings + excluded.bookings, revenue_cents = revenue_cents + excluded.revenue_cents;"
                    )
                };
                for (name, event, body) in [
                    ("booking_daily_totals_insert", "AFTER INSERT ON bookings", add("NEW", "")),
                    ("booking_daily_totals_delete", "AFTER DELETE ON bookings", add("OLD", "-")),
                    (
                        "booking_daily_totals_update",
                        "AFTER UPDATE OF status, total_price_cents, created_at ON bookings",
                        format!("{} {}", add("OLD", "-"), add("NEW", "")),
                    ),
                ] {
                    db.execute_unprepared(&format!("CREATE TRIGGER {name} {event} BEGIN {body} END")).await?;
                }
                db.execute_unprepared(
                    "INSERT INTO booking_daily_totals (day, status, shard, bookings, revenue_cents)
                     SELECT date(created_at), status, 0, COUNT(*), SUM(total_price_cents) FROM bookings GROUP BY 1, 2",
                )
                .await?;
            }
            _ => {}
        }
        Ok(())
    }
}
