use sea_orm::entity::prelude::*;

/// One event to post to one endpoint, and how its attempts went.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_deliveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub endpoint_id: Uuid,
    pub event_id: Uuid,
    pub event_type: String,
    #[sea_orm(column_type = "Text")]
    pub payload: String,
    pub created_at: DateTimeUtc,
    pub available_at: DateTimeUtc,
    pub leased_until: Option<DateTimeUtc>,
    pub attempts: i32,
    pub delivered_at: Option<DateTimeUtc>,
    pub failed_at: Option<DateTimeUtc>,
    pub last_attempt_at: Option<DateTimeUtc>,
    pub last_status: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
    pub duration_ms: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
