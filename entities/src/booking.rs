use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "bookings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub space_id: Uuid,
    pub status: String,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    pub total_price_cents: i64,
    #[sea_orm(column_type = "Text", nullable)]
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub reminder_sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
