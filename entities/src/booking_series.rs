use sea_orm::entity::prelude::*;

/// How a recurring booking repeats; its occurrences are bookings with this `series_id`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "booking_series")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub space_id: Uuid,
    /// 'daily', 'weekly' or 'monthly'.
    pub frequency: String,
    /// Weekly: ISO weekday numbers, comma-separated ('2,4').
    pub weekdays: Option<String>,
    /// The last date an occurrence may fall on (inclusive), or…
    pub until_on: Option<Date>,
    /// …how many occurrences were asked for.
    pub occurrences: Option<i32>,
    pub idempotency_key: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
