use sea_orm::entity::prelude::*;

/// A message to deliver at least once, written in the same transaction as its cause.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "outbox")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub topic: String,
    #[sea_orm(column_type = "Text")]
    pub payload: String,
    pub created_at: DateTimeUtc,
    pub available_at: DateTimeUtc,
    pub leased_until: Option<DateTimeUtc>,
    pub attempts: i32,
    pub delivered_at: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
