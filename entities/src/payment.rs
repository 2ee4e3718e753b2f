use sea_orm::entity::prelude::*;

/// Money that moved, or is to move back, for a booking.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub booking_id: Uuid,
    /// 'charge' or 'refund'.
    pub kind: String,
    pub amount_cents: i64,
    pub idempotency_key: String,
    pub provider_reference: Option<String>,
    pub created_at: DateTimeUtc,
    pub settled_at: Option<DateTimeUtc>,
    pub leased_until: Option<DateTimeUtc>,
    pub attempts: i32,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
