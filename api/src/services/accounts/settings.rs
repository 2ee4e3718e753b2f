//! The `user_settings` table: one row per user, created with the spec's defaults.

use chrono::{DateTime, Utc};
use entities::user_settings;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait};
use uuid::Uuid;

use crate::domain::settings::{DateFormat, SESSION_TIMEOUT_DEFAULT_HOURS};
use crate::error::AppResult;

fn defaults(user_id: Uuid, now: DateTime<Utc>) -> user_settings::Model {
    user_settings::Model {
        user_id,
        email_bookings: true,
        email_reminders: true,
        push_notifications: false,
        marketing_emails: false,
        two_factor_enabled: false,
        login_notifications: true,
        session_timeout_hours: SESSION_TIMEOUT_DEFAULT_HOURS,
        date_format: DateFormat::DayMonthYear.pattern().to_owned(),
        updated_at: now,
    }
}

pub async fn create_defaults(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<user_settings::Model> {
    let model: user_settings::ActiveModel = defaults(user_id, now).into();
    Ok(model.insert(db).await?)
}

/// The user's settings; the defaults if the row is somehow missing.
pub async fn get(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<user_settings::Model> {
    Ok(user_settings::Entity::find_by_id(user_id).one(db).await?.unwrap_or_else(|| defaults(user_id, now)))
}

/// Stores `settings`, inserting the row if it was missing.
pub async fn save(db: &impl ConnectionTrait, settings: user_settings::Model) -> AppResult<user_settings::Model> {
    use user_settings::Column as C;
    let model: user_settings::ActiveModel = settings.clone().into();
    user_settings::Entity::insert(model.reset_all())
        .on_conflict(
            OnConflict::column(C::UserId)
                .update_columns([
                    C::EmailBookings,
                    C::EmailReminders,
                    C::PushNotifications,
                    C::MarketingEmails,
                    C::TwoFactorEnabled,
                    C::LoginNotifications,
                    C::SessionTimeoutHours,
                    C::DateFormat,
                    C::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(settings)
}
