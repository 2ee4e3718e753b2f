use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "bookings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub space_id: Uuid,
    pub status: BookingStatus,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    pub total_price_cents: i64,
    #[sea_orm(column_type = "Text", nullable)]
    pub notes: Option<String>,
    pub idempotency_key: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub reminder_sent_at: Option<DateTimeUtc>,
    /// A pending booking holds its slot until then.
    pub pay_by: Option<DateTimeUtc>,
    /// A payment is under way until then.
    pub paying_until: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub cancel_reason: Option<String>,
    /// The owner or an admin; `None` when the system cancelled.
    pub cancelled_by: Option<Uuid>,
    /// Bumped by every reschedule.
    pub sequence: i32,
    /// The span the booking keeps from other bookings of its space: its times widened by
    /// the space's buffers when it was made or last moved (the no-overlap guarantee is on
    /// this span).
    pub blocked_from: DateTimeUtc,
    pub blocked_until: DateTimeUtc,
    /// The recurring booking this is an occurrence of, if any.
    pub series_id: Option<Uuid>,
    /// A request awaiting approval is declined by the server once this passes.
    pub decide_by: Option<DateTimeUtc>,
}

/// A booking's status as stored (`text`). Reading any other value is an error, never a
/// guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum BookingStatus {
    #[sea_orm(string_value = "awaiting_approval")]
    AwaitingApproval,
    #[sea_orm(string_value = "pending")]
    Pending,
    #[sea_orm(string_value = "confirmed")]
    Confirmed,
    #[sea_orm(string_value = "completed")]
    Completed,
    #[sea_orm(string_value = "cancelled")]
    Cancelled,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::space::Entity", from = "Column::SpaceId", to = "super::space::Column::Id")]
    Space,
    #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
    User,
}

impl Related<super::space::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Space.def()
    }
}

impl Related<super::user::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::User.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
