//! Database migrations for Ágora. Append-only: a change to the schema is a new file.
//! Every migration runs on SQLite and PostgreSQL.

pub use sea_orm_migration::prelude::*;

mod helpers;
mod m20261122_000001_initial;
mod m20261122_000002_booking_totals;
mod m20261125_000003_booking_lifecycle;
mod m20261126_000004_account_security;
mod m20261127_000005_space_scheduling;
mod m20261128_000006_booking_buffers;
mod m20261128_000007_quotas;
mod m20261129_000008_booking_series;
mod m20261130_000009_booking_approval;
mod m20261201_000010_slot_minutes;
mod m20261202_000011_quota_unique;
mod m20261203_000012_calendar_feeds;
mod m20261204_000013_api_tokens;
mod m20261205_000014_webhooks;
mod m20261206_000015_all_time_totals;
mod m20261207_000016_jobs_at_scale;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_initial::Migration),
            Box::new(m20261122_000002_booking_totals::Migration),
            Box::new(m20261125_000003_booking_lifecycle::Migration),
            Box::new(m20261126_000004_account_security::Migration),
            Box::new(m20261127_000005_space_scheduling::Migration),
            Box::new(m20261128_000006_booking_buffers::Migration),
            Box::new(m20261128_000007_quotas::Migration),
            Box::new(m20261129_000008_booking_series::Migration),
            Box::new(m20261130_000009_booking_approval::Migration),
            Box::new(m20261201_000010_slot_minutes::Migration),
            Box::new(m20261202_000011_quota_unique::Migration),
            Box::new(m20261203_000012_calendar_feeds::Migration),
            Box::new(m20261204_000013_api_tokens::Migration),
            Box::new(m20261205_000014_webhooks::Migration),
            Box::new(m20261206_000015_all_time_totals::Migration),
            Box::new(m20261207_000016_jobs_at_scale::Migration),
        ]
    }
}
