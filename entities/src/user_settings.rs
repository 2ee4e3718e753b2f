use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user_settings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: Uuid,
    pub email_bookings: bool,
    pub email_reminders: bool,
    pub push_notifications: bool,
    pub marketing_emails: bool,
    pub two_factor_enabled: bool,
    pub login_notifications: bool,
    pub session_timeout_hours: i32,
    pub date_format: String,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
