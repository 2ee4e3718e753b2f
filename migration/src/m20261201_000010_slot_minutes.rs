//! Slot granularity (docs/scheduling.md, "Slots"): a space may take bookings in half
//! hours. `slot_minutes` is 30 or 60; null keeps the deployment's 60, so every existing
//! space and booking keeps its whole hours.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::integer_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("spaces").add_column(integer_null("slot_minutes")).to_owned()).await
    }
}
