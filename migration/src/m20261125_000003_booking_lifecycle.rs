//! The booking lifecycle (docs/booking-lifecycle.md): a payment deadline on pending
//! bookings, why and by whom a booking was cancelled, an append-only history of every
//! change, the money that moved (charges and refunds, so status and money never
//! disagree), the outbox that carries mail written in the same transaction as the change,
//! and archived spaces (a space that bookings reference is never erased).
//!
//! Every existing row keeps its meaning: a pending booking may be paid until its start
//! (round one's rule), each booking gets its 'created' event, and each confirmed or
//! completed booking its charge, dated when the booking was made, so the revenue figures
//! read the same as before the upgrade.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, integer, pk_uuid, string, string_null, text, text_null, timestamp_with_time_zone,
    timestamp_with_time_zone_null, uuid, uuid_null,
};
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

use crate::helpers::{cascade, index, unique_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        for column in [
            // A pending booking holds its slot until then (never past its start).
            timestamp_with_time_zone_null("pay_by"),
            // A payment is under way until then: the hold's expiry leaves the booking alone.
            timestamp_with_time_zone_null("paying_until"),
            text_null("cancel_reason"),
            // Who cancelled: the owner, an admin, or NULL for the system.
            uuid_null("cancelled_by"),
            // Bumped by every reschedule (the calendar's SEQUENCE).
            integer("sequence").default(0).to_owned(),
        ] {
            manager.alter_table(Table::alter().table("bookings").add_column(column).to_owned()).await?;
        }
        db.execute_unprepared("UPDATE bookings SET pay_by = starts_at WHERE status = 'pending'").await?;
        db.execute_unprepared("CREATE INDEX idx_bookings_pending_pay_by ON bookings (pay_by) WHERE status = 'pending'")
            .await?;
        manager
            .alter_table(
                Table::alter().table("spaces").add_column(timestamp_with_time_zone_null("archived_at")).to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table("booking_events")
                    .col(pk_uuid("id"))
                    .col(uuid("booking_id"))
                    // created, paid, rescheduled, cancelled, expired, completed, refunded.
                    .col(string("kind"))
                    // owner, admin or system.
                    .col(string("actor"))
                    .col(uuid_null("actor_id"))
                    .col(text_null("reason"))
                    // A JSON object with what changed (times, space, amounts).
                    .col(text_null("detail"))
                    // A reschedule's key: a retry finds its first answer here.
                    .col(string_null("idempotency_key"))
                    .col(timestamp_with_time_zone("at"))
                    .foreign_key(&mut cascade("fk_booking_events_booking", "booking_events", "booking_id", "bookings"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_booking_events_booking_at", "booking_events", &["booking_id", "at"]).await?;
        unique_index(manager, "uq_booking_events_key", "booking_events", &["booking_id", "idempotency_key"]).await?;
        db.execute_unprepared(
            "INSERT INTO booking_events (id, booking_id, kind, actor, actor_id, at) \
             SELECT id, id, 'created', 'owner', user_id, created_at FROM bookings",
        )
        .await?;

        manager
            .create_table(
                Table::create()
                    .table("payments")
                    .col(pk_uuid("id"))
                    .col(uuid("booking_id"))
                    // 'charge' (recorded once the provider took the money) or 'refund'
                    // (recorded when decided; `settled_at` once the provider returned it).
                    .col(string("kind"))
                    .col(big_integer("amount_cents"))
                    // The key the provider call was made with: the same call never moves
                    // money twice.
                    .col(string("idempotency_key").unique_key())
                    .col(string_null("provider_reference"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone_null("settled_at"))
                    .col(timestamp_with_time_zone_null("leased_until"))
                    .col(integer("attempts").default(0))
                    .col(text_null("last_error"))
                    .foreign_key(&mut cascade("fk_payments_booking", "payments", "booking_id", "bookings"))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_payments_booking", "payments", &["booking_id"]).await?;
        index(manager, "idx_payments_created_at", "payments", &["created_at"]).await?;
        db.execute_unprepared("CREATE INDEX idx_payments_unsettled ON payments (created_at) WHERE settled_at IS NULL")
            .await?;
        let hex = match backend {
            DbBackend::Postgres => "replace(id::text, '-', '')",
            _ => "lower(hex(id))",
        };
        db.execute_unprepared(&format!(
            "INSERT INTO payments (id, booking_id, kind, amount_cents, idempotency_key, provider_reference, \
               created_at, settled_at, attempts) \
             SELECT id, id, 'charge', total_price_cents, 'pay:' || {hex}, 'sim-' || {hex}, created_at, created_at, 1 \
             FROM bookings WHERE status IN ('confirmed', 'completed')"
        ))
        .await?;
        payment_totals(manager).await?;

        manager
            .create_table(
                Table::create()
                    .table("outbox")
                    .col(pk_uuid("id"))
                    // 'mail' today; webhooks later.
                    .col(string("topic"))
                    .col(text("payload"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("available_at"))
                    .col(timestamp_with_time_zone_null("leased_until"))
                    .col(integer("attempts").default(0))
                    .col(timestamp_with_time_zone_null("delivered_at"))
                    .col(text_null("last_error"))
                    .to_owned(),
            )
            .await?;
        db.execute_unprepared("CREATE INDEX idx_outbox_due ON outbox (available_at) WHERE delivered_at IS NULL")
            .await?;

        // The simulated payment provider's own books, as a real provider keeps them on its
        // side: one row per idempotency key, so a repeated call returns the first result.
        manager
            .create_table(
                Table::create()
                    .table("simulated_provider_ledger")
                    .col(string("idempotency_key").primary_key())
                    .col(string("kind"))
                    .col(big_integer("amount_cents"))
                    .col(string("reference"))
                    .col(timestamp_with_time_zone("created_at"))
                    .to_owned(),
            )
            .await?;

        if backend == DbBackend::Postgres {
            // A space that bookings reference is archived, never deleted: the database
            // refuses to take its bookings with it. (SQLite would need the table rebuilt;
            // there the deletion checks for bookings in the same write transaction.)
            db.execute_unprepared("ALTER TABLE bookings DROP CONSTRAINT fk_bookings_space").await?;
            db.execute_unprepared(
                "ALTER TABLE bookings ADD CONSTRAINT fk_bookings_space FOREIGN KEY (space_id) \
                 REFERENCES spaces (id) ON DELETE RESTRICT",
            )
            .await?;
        }
        Ok(())
    }
}

/// Daily money totals per kind, kept by triggers like `booking_daily_totals`: the revenue
/// figures read days, not every payment ever made. A payment's amount and day never change,
/// so only inserts and deletes (cascades) move them.
async fn payment_totals(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    match manager.get_database_backend() {
        DbBackend::Postgres => {
            db.execute_unprepared(
                "CREATE TABLE payment_daily_totals (
                    day DATE NOT NULL,
                    kind VARCHAR NOT NULL,
                    shard SMALLINT NOT NULL,
                    payments BIGINT NOT NULL,
                    amount_cents BIGINT NOT NULL,
                    PRIMARY KEY (day, kind, shard))",
            )
            .await?;
            db.execute_unprepared(
                "INSERT INTO payment_daily_totals
                 SELECT (created_at AT TIME ZONE 'UTC')::date, kind, get_byte(uuid_send(id), 15) % 8,
                        COUNT(*), SUM(amount_cents)
                 FROM payments GROUP BY 1, 2, 3",
            )
            .await?;
            db.execute_unprepared(
                "CREATE FUNCTION payment_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
                 DECLARE
                   rec payments;
                   sign INT;
                 BEGIN
                   IF TG_OP = 'DELETE' THEN rec := OLD; sign := -1; ELSE rec := NEW; sign := 1; END IF;
                   INSERT INTO payment_daily_totals AS t VALUES
                     ((rec.created_at AT TIME ZONE 'UTC')::date, rec.kind,
                      get_byte(uuid_send(rec.id), 15) % 8, sign, sign * rec.amount_cents)
                   ON CONFLICT (day, kind, shard) DO UPDATE
                     SET payments = t.payments + EXCLUDED.payments,
                         amount_cents = t.amount_cents + EXCLUDED.amount_cents;
                   RETURN NULL;
                 END $$",
            )
            .await?;
            db.execute_unprepared(
                "CREATE TRIGGER payment_daily_totals_insert_delete AFTER INSERT OR DELETE ON payments
                 FOR EACH ROW EXECUTE FUNCTION payment_daily_totals_apply()",
            )
            .await?;
        }
        DbBackend::Sqlite => {
            db.execute_unprepared(
                "CREATE TABLE payment_daily_totals (
                    day TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    shard INTEGER NOT NULL,
                    payments INTEGER NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    PRIMARY KEY (day, kind, shard))",
            )
            .await?;
            db.execute_unprepared(
                "INSERT INTO payment_daily_totals (day, kind, shard, payments, amount_cents)
                 SELECT date(created_at), kind, 0, COUNT(*), SUM(amount_cents) FROM payments GROUP BY 1, 2",
            )
            .await?;
            let add = |row: &str, sign: &str| {
                format!(
                    "INSERT INTO payment_daily_totals (day, kind, shard, payments, amount_cents) \
                     VALUES (date({row}.created_at), {row}.kind, 0, {sign}1, {sign}{row}.amount_cents) \
                     ON CONFLICT (day, kind, shard) DO UPDATE \
                     SET payments = payments + excluded.payments, amount_cents = amount_cents + excluded.amount_cents;"
                )
            };
            for (name, event, body) in [
                ("payment_daily_totals_insert", "AFTER INSERT ON payments", add("NEW", "")),
                ("payment_daily_totals_delete", "AFTER DELETE ON payments", add("OLD", "-")),
            ] {
                db.execute_unprepared(&format!("CREATE TRIGGER {name} {event} BEGIN {body} END")).await?;
            }
        }
        _ => {}
    }
    Ok(())
}
