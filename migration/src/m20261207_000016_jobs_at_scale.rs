//! What the background jobs read and write stays proportional to the work, not to the
//! history (docs/operations.md, "Figures short of their targets", hold expiry).
//!
//! - `idx_bookings_paying_until`: the bookings under a payment lease, a handful at any
//!   time. The runner asks for the earliest lease and for the leases that ran out every
//!   round; without it both read every pending booking.
//! - The idempotency keys' unique index and the series index hold only the bookings that
//!   have a key or a series: one outside a series (most) or made without a key (an
//!   integrator's may be) updates one or two indexes fewer whenever it is written or its
//!   status changes. Their lookups (`idempotency_key = ?`, `series_id = ?`) imply the
//!   condition, so both databases still use them.
//! - PostgreSQL: the daily totals follow every insert, update and delete of bookings with
//!   one statement trigger over its transition tables (one upsert per day and status it
//!   moved, in key order), as the all-time totals already do, instead of an upsert or two
//!   per row. An expiry batch of 500 cancellations spent half its time in the row
//!   trigger, and a statement that inserted many bookings created on one day rewrote
//!   that day's row once per booking in one transaction, each upsert walking the row
//!   versions before it (a million had not finished after 20 minutes; 44 s now).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for sql in [
            "CREATE INDEX idx_bookings_paying_until ON bookings (paying_until) WHERE paying_until IS NOT NULL",
            "DROP INDEX uq_bookings_user_idempotency",
            "CREATE UNIQUE INDEX uq_bookings_user_idempotency ON bookings (user_id, idempotency_key) \
             WHERE idempotency_key IS NOT NULL",
            "DROP INDEX idx_bookings_series",
            "CREATE INDEX idx_bookings_series ON bookings (series_id, starts_at) WHERE series_id IS NOT NULL",
        ] {
            db.execute_unprepared(sql).await?;
        }
        if manager.get_database_backend() == DbBackend::Postgres {
            let sums = |rows: &str| {
                format!(
                    "INSERT INTO booking_daily_totals AS t
                     SELECT day, status, pg_backend_pid() % 16, SUM(n), SUM(a) FROM ({rows}) AS d
                     GROUP BY day, status HAVING SUM(n) <> 0 OR SUM(a) <> 0 ORDER BY day, status
                     ON CONFLICT (day, status, shard) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings,
                       revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents;"
                )
            };
            let day = "(created_at AT TIME ZONE 'UTC')::date AS day, status";
            let old = format!("SELECT {day}, -1 AS n, -total_price_cents AS a FROM old_rows");
            let new = format!("SELECT {day}, 1 AS n, total_price_cents AS a FROM new_rows");
            let function = format!(
                "CREATE FUNCTION booking_daily_totals_apply_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
            );
            let trigger = |event: &str, transition: &str| {
                format!(
                    "CREATE TRIGGER booking_daily_totals_{} AFTER {event} ON bookings REFERENCING {transition} \
                     FOR EACH STATEMENT EXECUTE FUNCTION booking_daily_totals_apply_rows()",
                    event.to_lowercase()
                )
            };
            for sql in [
                "DROP TRIGGER booking_daily_totals_insert_delete ON bookings".to_owned(),
                "DROP TRIGGER booking_daily_totals_update ON bookings".to_owned(),
                "DROP FUNCTION booking_daily_totals_apply()".to_owned(),
                function,
                trigger("INSERT", "NEW TABLE AS new_rows"),
                trigger("UPDATE", "OLD TABLE AS old_rows NEW TABLE AS new_rows"),
                trigger("DELETE", "OLD TABLE AS old_rows"),
            ] {
                db.execute_unprepared(&sql).await?;
            }
        }
        Ok(())
    }
}
