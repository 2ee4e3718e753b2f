use sea_orm::entity::prelude::*;

/// How much one person may book per period, in one space or (no `space_id`) across every
/// space.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quotas")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub space_id: Option<Uuid>,
    /// 'hours' or 'bookings'.
    pub metric: String,
    /// 'day', 'week' or 'month'.
    pub period: String,
    pub max: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
