//! All-time totals, so that the figures about every booking or payment ever made read a
//! few dozen rows however long the history (docs/operations.md, "Figures at scale").
//!
//! `booking_daily_totals` and `payment_daily_totals` answer windows (this month, the last
//! six months) in rows that grow with the window, but an all-time figure summed them all:
//! rows that grow with every day of history. `booking_status_totals` (status × shard) and
//! `payment_kind_totals` (kind × shard) hold the same sums without the day, kept by the
//! same triggers in the same transaction as every insert, status change and delete.
//!
//! The shard of every counter row a trigger writes, daily ones included from now on, is the
//! writing connection's (`pg_backend_pid() % 16`), not the booking's: a transaction then
//! adds to one shard only, so two connections in different shards never wait for each
//! other's counter rows, and a transaction that changes many bookings (a series, an expiry
//! batch) cannot lock counter rows in one order while another locks them in the other.
//! Sums over shards are what is read; which shard holds a part of them does not matter.
//! SQLite has one writer: shard 0.
//!
//! The backfill counts the tables themselves (the truth), holding off writers for its
//! duration, so a node still on the previous release cannot slip a change between the
//! count and the new triggers.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// PostgreSQL: an upsert that adds `sign` × one row of `rec` to a counter table.
fn pg_add(table: &str, key: &str, rec: &str, sign: &str) -> String {
    match table {
        "booking_daily_totals" => format!(
            "INSERT INTO booking_daily_totals AS t VALUES
               (({rec}.created_at AT TIME ZONE 'UTC')::date, {rec}.status, k, {sign}1, {sign}{rec}.total_price_cents)
             ON CONFLICT ({key}) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings,
               revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;"
        ),
        "booking_status_totals" => format!(
            "INSERT INTO booking_status_totals AS t VALUES ({rec}.status, k, {sign}1, {sign}{rec}.total_price_cents)
             ON CONFLICT ({key}) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings,
               revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;"
        ),
        "payment_daily_totals" => format!(
            "INSERT INTO payment_daily_totals AS t VALUES
               (({rec}.created_at AT TIME ZONE 'UTC')::date, {rec}.kind, k, {sign}1, {sign}{rec}.amount_cents)
             ON CONFLICT ({key}) DO UPDATE SET payments = t.payments + EXCLUDED.payments,
               amount_cents = t.amount_cents + EXCLUDED.amount_cents;"
        ),
        _ => format!(
            "INSERT INTO payment_kind_totals AS t VALUES ({rec}.kind, k, {sign}1, {sign}{rec}.amount_cents)
             ON CONFLICT ({key}) DO UPDATE SET payments = t.payments + EXCLUDED.payments,
               amount_cents = t.amount_cents + EXCLUDED.amount_cents;"
        ),
    }
}

/// SQLite: the same upsert in a trigger body (shard 0).
fn sqlite_add(table: &str, rec: &str, sign: &str) -> String {
    match table {
        "booking_status_totals" => format!(
            "INSERT INTO booking_status_totals (status, shard, bookings, revenue_cents) \
             VALUES ({rec}.status, 0, {sign}1, {sign}{rec}.total_price_cents) \
             ON CONFLICT (status, shard) DO UPDATE \
             SET bookings = bookings + excluded.bookings, revenue_cents = revenue_cents + excluded.revenue_cents;"
        ),
        _ => format!(
            "INSERT INTO payment_kind_totals (kind, shard, payments, amount_cents) \
             VALUES ({rec}.kind, 0, {sign}1, {sign}{rec}.amount_cents) \
             ON CONFLICT (kind, shard) DO UPDATE \
             SET payments = payments + excluded.payments, amount_cents = amount_cents + excluded.amount_cents;"
        ),
    }
}

/// The two all-time tables, in the backend's types, filled with a count of their tables.
async fn create_and_fill(db: &SchemaManagerConnection<'_>, text: &str, small: &str, big: &str) -> Result<(), DbErr> {
    for sql in [
        format!(
            "CREATE TABLE booking_status_totals (status {text} NOT NULL, shard {small} NOT NULL, \
             bookings {big} NOT NULL, revenue_cents {big} NOT NULL, PRIMARY KEY (status, shard))"
        ),
        format!(
            "CREATE TABLE payment_kind_totals (kind {text} NOT NULL, shard {small} NOT NULL, \
             payments {big} NOT NULL, amount_cents {big} NOT NULL, PRIMARY KEY (kind, shard))"
        ),
        "INSERT INTO booking_status_totals (status, shard, bookings, revenue_cents) \
         SELECT status, 0, COUNT(*), COALESCE(SUM(total_price_cents), 0) FROM bookings GROUP BY status"
            .into(),
        "INSERT INTO payment_kind_totals (kind, shard, payments, amount_cents) \
         SELECT kind, 0, COUNT(*), COALESCE(SUM(amount_cents), 0) FROM payments GROUP BY kind"
            .into(),
    ] {
        db.execute_unprepared(&sql).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                // Writers wait until this migration commits (its transaction holds the locks).
                db.execute_unprepared("LOCK TABLE bookings, payments IN SHARE MODE").await?;
                create_and_fill(db, "VARCHAR", "SMALLINT", "BIGINT").await?;
                let (daily, status) = ("day, status, shard", "status, shard");
                db.execute_unprepared(&format!(
                    "CREATE OR REPLACE FUNCTION booking_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                     DECLARE
                       k SMALLINT := pg_backend_pid() % 16;
                     BEGIN
                       IF TG_OP IN ('UPDATE', 'DELETE') THEN
                         {} {}
                       END IF;
                       IF TG_OP IN ('UPDATE', 'INSERT') THEN
                         {} {}
                       END IF;
                       RETURN NULL;
                     END $$",
                    pg_add("booking_daily_totals", daily, "OLD", "-"),
                    pg_add("booking_status_totals", status, "OLD", "-"),
                    pg_add("booking_daily_totals", daily, "NEW", ""),
                    pg_add("booking_status_totals", status, "NEW", ""),
                ))
                .await?;
                let (daily, kind) = ("day, kind, shard", "kind, shard");
                db.execute_unprepared(&format!(
                    "CREATE OR REPLACE FUNCTION payment_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                     DECLARE
                       k SMALLINT := pg_backend_pid() % 16;
                     BEGIN
                       IF TG_OP = 'DELETE' THEN
                         {} {}
                       ELSE
                         {} {}
                       END IF;
                       RETURN NULL;
                     END $$",
                    pg_add("payment_daily_totals", daily, "OLD", "-"),
                    pg_add("payment_kind_totals", kind, "OLD", "-"),
                    pg_add("payment_daily_totals", daily, "NEW", ""),
                    pg_add("payment_kind_totals", kind, "NEW", ""),
                ))
                .await?;
            }
            DbBackend::Sqlite => {
                create_and_fill(db, "TEXT", "INTEGER", "INTEGER").await?;
                let (bookings, payments) = ("booking_status_totals", "payment_kind_totals");
                for (name, event, body) in [
                    ("booking_status_totals_insert", "AFTER INSERT ON bookings", sqlite_add(bookings, "NEW", "")),
                    ("booking_status_totals_delete", "AFTER DELETE ON bookings", sqlite_add(bookings, "OLD", "-")),
                    (
                        "booking_status_totals_update",
                        "AFTER UPDATE OF status, total_price_cents ON bookings",
                        format!("{} {}", sqlite_add(bookings, "OLD", "-"), sqlite_add(bookings, "NEW", "")),
                    ),
                    ("payment_kind_totals_insert", "AFTER INSERT ON payments", sqlite_add(payments, "NEW", "")),
                    ("payment_kind_totals_delete", "AFTER DELETE ON payments", sqlite_add(payments, "OLD", "-")),
                ] {
                    db.execute_unprepared(&format!("CREATE TRIGGER {name} {event} BEGIN {body} END")).await?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
