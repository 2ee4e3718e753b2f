use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "spaces")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub name: String,
    #[sea_orm(column_type = "Text", nullable)]
    pub description: Option<String>,
    pub capacity: i32,
    pub price_per_hour_cents: i64,
    /// A JSON array of strings.
    #[sea_orm(column_type = "JsonBinary")]
    pub resources: Json,
    pub image_url: Option<String>,
    pub is_active: bool,
    #[sea_orm(column_type = "Text")]
    pub search_text: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// Removed by an admin while bookings still reference it: kept for their history.
    pub archived_at: Option<DateTimeUtc>,
    /// Monday..Sunday opening ranges; `None`: the global hours.
    #[sea_orm(column_type = "JsonBinary", nullable)]
    pub opening_hours: Option<Json>,
    /// Overrides of the global rules; `None`: the global value.
    pub min_duration_minutes: Option<i32>,
    pub max_duration_minutes: Option<i32>,
    pub notice_minutes: Option<i32>,
    pub horizon_days: Option<i32>,
    pub cancel_window_minutes: Option<i32>,
    /// Bumped by every change of the rules of this space.
    pub schedule_version: i32,
    /// Minutes kept free before and after each booking made from now on.
    pub buffer_before_minutes: Option<i32>,
    pub buffer_after_minutes: Option<i32>,
    /// New bookings wait for an admin's approval before they can be paid.
    pub requires_approval: bool,
    /// Bookings start and end on this grid (30 or 60 minutes); `None`: the global 60.
    pub slot_minutes: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
