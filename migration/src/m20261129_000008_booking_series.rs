//! Recurring bookings (docs/scheduling.md, "Series"): a `booking_series` row says how a
//! series repeats; each occurrence is an ordinary booking that names its series. Existing
//! bookings belong to no series.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    date_null, integer_null, pk_uuid, string, string_null, timestamp_with_time_zone, uuid, uuid_null,
};

use crate::helpers::{cascade, index, unique_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("booking_series")
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("space_id"))
                    // 'daily', 'weekly' or 'monthly'.
                    .col(string("frequency"))
                    // Weekly: the ISO weekdays booked, e.g. '2,4' (Tuesday and Thursday).
                    .col(string_null("weekdays"))
                    // One of the two ends: the last date (inclusive) or how many occurrences.
                    .col(date_null("until_on"))
                    .col(integer_null("occurrences"))
                    .col(string_null("idempotency_key"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut cascade("fk_booking_series_user", "booking_series", "user_id", "users"))
                    .foreign_key(&mut cascade("fk_booking_series_space", "booking_series", "space_id", "spaces"))
                    .to_owned(),
            )
            .await?;
        unique_index(manager, "idx_booking_series_user_key", "booking_series", &["user_id", "idempotency_key"]).await?;
        manager.alter_table(Table::alter().table("bookings").add_column(uuid_null("series_id")).to_owned()).await?;
        index(manager, "idx_bookings_series", "bookings", &["series_id", "starts_at"]).await
    }
}
