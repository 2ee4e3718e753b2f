//! One limit per scope × metric × period, held by the database (docs/scheduling.md,
//! "Quotas"). The service checked it before inserting, but two admins creating the same
//! limit at one instant on PostgreSQL could both pass the check. A plain unique index
//! would not do: PostgreSQL treats null space ids (every space) as distinct, so the
//! every-space limits get a partial index of their own.
//!
//! A duplicate left by such a race is removed first, keeping the strictest limit (the
//! smallest `max`, then the oldest row): every limit that applies is checked on every
//! booking, so the strictest one was already the one in force and nothing changes for
//! anyone.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const STATEMENTS: [&str; 3] = [
    "DELETE FROM quotas WHERE EXISTS (
        SELECT 1 FROM quotas o
        WHERE o.metric = quotas.metric AND o.period = quotas.period
          AND ((o.space_id IS NULL AND quotas.space_id IS NULL) OR o.space_id = quotas.space_id)
          AND (o.max < quotas.max OR (o.max = quotas.max AND o.created_at < quotas.created_at)
               OR (o.max = quotas.max AND o.created_at = quotas.created_at AND o.id < quotas.id)))",
    "CREATE UNIQUE INDEX uq_quotas_space ON quotas (space_id, metric, period) WHERE space_id IS NOT NULL",
    "CREATE UNIQUE INDEX uq_quotas_every_space ON quotas (metric, period) WHERE space_id IS NULL",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for sql in STATEMENTS {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }
}
