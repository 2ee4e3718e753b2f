//! Links sent by e-mail: confirming a new account or a changed address, and choosing a
//! new password. The secret is sent once and stored only as a hash; a link works once,
//! for its purpose only, and for a limited time.

use chrono::{DateTime, Duration, Utc};
use entities::email_token;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

use crate::auth::tokens::{hash_token, random_token};
use crate::error::{AppError, AppResult};

pub const LINK_TTL: Duration = Duration::hours(24);
/// A password reset link is short-lived: it signs the bearer into the account.
pub const RESET_LINK_TTL: Duration = Duration::minutes(30);
pub const INVALID_LINK: &str = "Link inválido ou expirado. Solicite um novo.";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    ConfirmEmail,
    ChangeEmail,
    ResetPassword,
}

impl Purpose {
    const ALL: [Purpose; 3] = [Purpose::ConfirmEmail, Purpose::ChangeEmail, Purpose::ResetPassword];

    fn as_str(self) -> &'static str {
        match self {
            Purpose::ConfirmEmail => "confirm_email",
            Purpose::ChangeEmail => "change_email",
            Purpose::ResetPassword => "reset_password",
        }
    }

    fn ttl(self) -> Duration {
        match self {
            Purpose::ResetPassword => RESET_LINK_TTL,
            Purpose::ConfirmEmail | Purpose::ChangeEmail => LINK_TTL,
        }
    }
}

/// Creates a link token for `email` and returns the secret to put in the link.
pub async fn create(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    purpose: Purpose,
    email: &str,
    now: DateTime<Utc>,
) -> AppResult<String> {
    let secret = random_token();
    email_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        purpose: Set(purpose.as_str().to_owned()),
        token_hash: Set(hash_token(&secret)),
        email: Set(email.to_owned()),
        created_at: Set(now),
        expires_at: Set(now + purpose.ttl()),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(secret)
}

/// The address a profile change waits to confirm, if a live link exists.
pub async fn pending_email(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<Option<String>> {
    Ok(email_token::Entity::find()
        .filter(email_token::Column::UserId.eq(user_id))
        .filter(email_token::Column::Purpose.eq(Purpose::ChangeEmail.as_str()))
        .filter(email_token::Column::UsedAt.is_null())
        .filter(email_token::Column::ExpiresAt.gt(now))
        .order_by_desc(email_token::Column::CreatedAt)
        .one(db)
        .await?
        .map(|t| t.email))
}

/// What a used link stood for.
pub struct UsedLink {
    pub user_id: Uuid,
    pub purpose: Purpose,
    pub email: String,
}

/// Spends a link made for one of `purposes`: it must exist, be unused and unexpired.
/// Spending is atomic, so a link clicked twice at once works once.
pub async fn consume(
    db: &impl ConnectionTrait,
    secret: &str,
    purposes: &[Purpose],
    now: DateTime<Utc>,
) -> AppResult<UsedLink> {
    let invalid = || AppError::validation("token", INVALID_LINK);
    let token = email_token::Entity::find()
        .filter(email_token::Column::TokenHash.eq(hash_token(secret.trim())))
        .filter(email_token::Column::Purpose.is_in(purposes.iter().map(|p| p.as_str())))
        .one(db)
        .await?
        .ok_or_else(invalid)?;
    if token.used_at.is_some() || token.expires_at <= now {
        return Err(invalid());
    }
    let spent = email_token::Entity::update_many()
        .col_expr(email_token::Column::UsedAt, sea_orm::sea_query::Expr::value(now))
        .filter(email_token::Column::Id.eq(token.id))
        .filter(email_token::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    if spent.rows_affected != 1 {
        return Err(invalid());
    }
    let purpose = Purpose::ALL.into_iter().find(|p| p.as_str() == token.purpose).ok_or_else(invalid)?;
    Ok(UsedLink { user_id: token.user_id, purpose, email: token.email })
}

/// Spends every live link of this purpose the user still has (a new password makes the
/// other reset links worthless).
pub async fn spend_all(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    purpose: Purpose,
    now: DateTime<Utc>,
) -> AppResult<()> {
    email_token::Entity::update_many()
        .col_expr(email_token::Column::UsedAt, sea_orm::sea_query::Expr::value(now))
        .filter(email_token::Column::UserId.eq(user_id))
        .filter(email_token::Column::Purpose.eq(purpose.as_str()))
        .filter(email_token::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}
