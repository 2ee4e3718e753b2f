//! All-time totals, so that the figures about every booking or payment ever made read a
//! few dozen rows however long the history (docs/operations.md, "Figures at scale").
//!
//! `booking_daily_totals` and `payment_daily_totals` answer windows (this month, the last
//! six months) in rows that grow with the window, but an all-time figure summed them all:
//! rows that grow with every day of history. `booking_status_totals` (status × shard) and
//! `payment_kind_totals` (kind × shard) hold the same sums without the day, kept by
//! triggers in the same transaction as every insert, status or price change and delete.
//!
//! On PostgreSQL the all-time rows are kept by statement triggers over transition tables:
//! one upsert per status a statement touched, in key order. A row trigger would rewrite
//! the same all-time row once per booking, and a statement that writes a million bookings
//! would leave a million versions of that row in its own transaction, each upsert walking
//! the ones before it.
//!
//! The shard of every counter row a trigger writes, daily ones included from now on, is the
//! writing connection's (`pg_backend_pid() % 16`), not the booking's: a transaction then
//! adds to one shard only, so two connections in different shards never wait for each
//! other's counter rows, and a transaction that changes many bookings (a series, an expiry
//! batch) cannot lock counter rows in one order while another locks them in the other.
//! Sums over shards are what is read; which shard holds a part of them does not matter.
//! SQLite has one writer (and no row versions to walk): row triggers, shard 0.
//!
//! The backfill counts the tables themselves (the truth), holding off writers for its
//! duration, so a node still on the previous release cannot slip a change between the
//! count and the new triggers.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// PostgreSQL: an upsert that adds `sign` × one row of `rec` to a daily counter table.
fn pg_daily(table: &str, rec: &str, sign: &str) -> String {
    match table {
        "booking_daily_totals" => format!(
            "INSERT INTO booking_daily_totals AS t VALUES
               (({rec}.created_at AT TIME ZONE 'UTC')::date, {rec}.status, k, {sign}1, {sign}{rec}.total_price_cents)
             ON CONFLICT (day, status, shard) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings,
               revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;"
        ),
        _ => format!(
            "INSERT INTO payment_daily_totals AS t VALUES
               (({rec}.created_at AT TIME ZONE 'UTC')::date, {rec}.kind, k, {sign}1, {sign}{rec}.amount_cents)
             ON CONFLICT (day, kind, shard) DO UPDATE SET payments = t.payments + EXCLUDED.payments,
               amount_cents = t.amount_cents + EXCLUDED.amount_cents;"
        ),
    }
}

/// PostgreSQL: the statement trigger function that adds a statement's rows (`new_rows`
/// minus `old_rows`, the transition tables) to an all-time table, one upsert per key in key
/// order, skipping keys whose sums did not move (an update of other columns).
fn pg_all_time(table: &str, key: &str, count: &str, amount: &str, source: &str) -> String {
    let sums = |rows: &str| {
        format!(
            "INSERT INTO {table} AS t
             SELECT {key}, pg_backend_pid() % 16, SUM(n), SUM(a) FROM ({rows}) AS d
             GROUP BY {key} HAVING SUM(n) <> 0 OR SUM(a) <> 0 ORDER BY {key}
             ON CONFLICT ({key}, shard) DO UPDATE SET {count} = t.{count} + EXCLUDED.{count},
               {amount} = t.{amount} + EXCLUDED.{amount};"
        )
    };
    let old = format!("SELECT {key}, -1 AS n, -{source} AS a FROM old_rows");
    let new = format!("SELECT {key}, 1 AS n, {source} AS a FROM new_rows");
    format!(
        "CREATE FUNCTION {table}_apply() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'INSERT' THEN
             {}
           ELSIF TG_OP = 'DELETE' THEN
             {}
           ELSE
             {}
           END IF;
           RETURN NULL;
         END $$",
        sums(&new),
        sums(&old),
        sums(&format!("{old} UNION ALL {new}")),
    )
}

/// PostgreSQL: the statement triggers of an all-time table (a trigger with transition
/// tables takes one event).
fn pg_statement_triggers(table: &str, on: &str, events: &[&str]) -> Vec<String> {
    events
        .iter()
        .map(|event| {
            let transition = match *event {
                "INSERT" => "NEW TABLE AS new_rows",
                "DELETE" => "OLD TABLE AS old_rows",
                _ => "OLD TABLE AS old_rows NEW TABLE AS new_rows",
            };
            format!(
                "CREATE TRIGGER {table}_{} AFTER {event} ON {on} REFERENCING {transition} \
                 FOR EACH STATEMENT EXECUTE FUNCTION {table}_apply()",
                event.to_lowercase()
            )
        })
        .collect()
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
                db.execute_unprepared(&format!(
                    "CREATE OR REPLACE FUNCTION booking_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                     DECLARE
                       k SMALLINT := pg_backend_pid() % 16;
                     BEGIN
                       IF TG_OP IN ('UPDATE', 'DELETE') THEN
                         {}
                       END IF;
                       IF TG_OP IN ('UPDATE', 'INSERT') THEN
                         {}
                       END IF;
                       RETURN NULL;
                     END $$",
                    pg_daily("booking_daily_totals", "OLD", "-"),
                    pg_daily("booking_daily_totals", "NEW", ""),
                ))
                .await?;
                db.execute_unprepared(&format!(
                    "CREATE OR REPLACE FUNCTION payment_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                     DECLARE
                       k SMALLINT := pg_backend_pid() % 16;
                     BEGIN
                       IF TG_OP = 'DELETE' THEN
                         {}
                       ELSE
                         {}
                       END IF;
                       RETURN NULL;
                     END $$",
                    pg_daily("payment_daily_totals", "OLD", "-"),
                    pg_daily("payment_daily_totals", "NEW", ""),
                ))
                .await?;
                let mut statements = vec![
                    pg_all_time("booking_status_totals", "status", "bookings", "revenue_cents", "total_price_cents"),
                    pg_all_time("payment_kind_totals", "kind", "payments", "amount_cents", "amount_cents"),
                ];
                statements.extend(pg_statement_triggers(
                    "booking_status_totals",
                    "bookings",
                    &["INSERT", "UPDATE", "DELETE"],
                ));
                statements.extend(pg_statement_triggers("payment_kind_totals", "payments", &["INSERT", "DELETE"]));
                for sql in statements {
                    db.execute_unprepared(&sql).await?;
                }
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
