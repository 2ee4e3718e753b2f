use sea_orm::entity::prelude::*;

/// The simulated payment provider's books: one row per idempotency key.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "simulated_provider_ledger")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub idempotency_key: String,
    /// 'charge' or 'refund'.
    pub kind: String,
    pub amount_cents: i64,
    pub reference: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
