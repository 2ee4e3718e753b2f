//! The deployment's security policy, which admins change at run time (`app_settings`).
//! Each node keeps what it read for at most 5 seconds; the node that saves a change uses
//! it at once (docs/accounts.md, "Two-factor sign-in").

use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use entities::app_setting;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::error::{AppError, AppResult};

const KEY: &str = "security_policy";
const FRESH_FOR: Duration = Duration::from_secs(5);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SecurityPolicy {
    /// Admins must sign in with a code; until they turn it on, admin functions refuse them.
    #[serde(default)]
    pub require_admin_two_factor: bool,
}

/// What this node read last, and when.
#[derive(Default)]
pub struct PolicyCache(Mutex<Option<(Instant, SecurityPolicy)>>);

impl PolicyCache {
    pub async fn get(&self, db: &impl ConnectionTrait) -> AppResult<SecurityPolicy> {
        if let Some((at, policy)) = *self.0.lock().expect("policy cache")
            && at.elapsed() < FRESH_FOR
        {
            return Ok(policy);
        }
        let policy = read(db).await?;
        *self.0.lock().expect("policy cache") = Some((Instant::now(), policy));
        Ok(policy)
    }

    fn put(&self, policy: SecurityPolicy) {
        *self.0.lock().expect("policy cache") = Some((Instant::now(), policy));
    }
}

pub async fn read(db: &impl ConnectionTrait) -> AppResult<SecurityPolicy> {
    let Some(row) = app_setting::Entity::find_by_id(KEY).one(db).await? else { return Ok(SecurityPolicy::default()) };
    serde_json::from_str(&row.value).map_err(|e| AppError::internal(format!("security policy: {e}")))
}

pub async fn save(
    db: &impl ConnectionTrait,
    cache: &PolicyCache,
    policy: SecurityPolicy,
    by: Uuid,
    now: DateTime<Utc>,
) -> AppResult<()> {
    let value = serde_json::to_string(&policy).map_err(AppError::internal)?;
    let row = app_setting::ActiveModel {
        key: Set(KEY.into()),
        value: Set(value),
        updated_by: Set(Some(by)),
        updated_at: Set(now),
    };
    app_setting::Entity::insert(row)
        .on_conflict(
            OnConflict::column(app_setting::Column::Key)
                .update_columns([
                    app_setting::Column::Value,
                    app_setting::Column::UpdatedBy,
                    app_setting::Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec(db)
        .await?;
    cache.put(policy);
    Ok(())
}
