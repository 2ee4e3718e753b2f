//! Personal access tokens (docs/api.md, "Authentication"): a person makes named tokens
//! for their integrations, each with scopes and an expiry. The token is shown once and
//! kept as its SHA-256; a token acts as its owner, within its scopes, until it expires or
//! is revoked (at once, on every node: open sockets that use it close).

use chrono::{DateTime, Duration, Utc};
use entities::{api_token, user};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use uuid::Uuid;

use crate::auth::scopes::{self, ApiScope};
use crate::auth::tokens::{hash_token, random_token};
use crate::auth::{TokenGrant, Viewer};
use crate::domain::account::Role;
use crate::domain::messages;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// What every personal access token starts with (secret scanners and people recognise it).
pub const PREFIX: &str = "agora_pat_";
/// How many characters of a token its list entry shows (the prefix and four more).
const SHOWN: usize = PREFIX.len() + 4;
pub const MAX_NAME_CHARS: usize = 60;
pub const MAX_DAYS: i64 = 365;
/// Live (neither expired nor revoked) tokens per person.
pub const MAX_LIVE: u64 = 20;
/// A token's last use is written at most this often (not on every request).
const LAST_USE_STEP: Duration = Duration::seconds(60);
/// The most tokens a list shows (the newest).
const LISTED: u64 = 100;

pub struct NewToken {
    pub name: String,
    pub scopes: Vec<ApiScope>,
    pub expires_in_days: i64,
}

/// Makes a token for `owner`; returns it (shown this once) and its row.
pub async fn create(
    db: &impl ConnectionTrait,
    owner: &user::Model,
    input: NewToken,
    now: DateTime<Utc>,
) -> AppResult<(String, api_token::Model)> {
    let name = input.name.trim().to_owned();
    if name.is_empty() {
        return Err(AppError::validation("name", messages::TOKEN_NAME_REQUIRED));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::validation("name", messages::TOKEN_NAME_TOO_LONG));
    }
    if input.scopes.is_empty() {
        return Err(AppError::validation("scopes", messages::TOKEN_SCOPES_REQUIRED));
    }
    if Role::from(owner.role) != Role::Admin && input.scopes.iter().any(|s| s.admin_only()) {
        return Err(AppError::validation("scopes", messages::TOKEN_ADMIN_SCOPE));
    }
    if !(1..=MAX_DAYS).contains(&input.expires_in_days) {
        return Err(AppError::validation("expiresInDays", messages::TOKEN_EXPIRY));
    }
    let live = api_token::Entity::find()
        .filter(api_token::Column::UserId.eq(owner.id))
        .filter(api_token::Column::RevokedAt.is_null())
        .filter(api_token::Column::ExpiresAt.gt(now))
        .count(db)
        .await?;
    if live >= MAX_LIVE {
        return Err(AppError::Conflict { title: None, message: messages::TOKEN_LIMIT.into() });
    }
    let token = format!("{PREFIX}{}", random_token());
    let row = api_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(owner.id),
        name: Set(name),
        token_hash: Set(hash_token(&token)),
        prefix: Set(token[..SHOWN].to_owned()),
        scopes: Set(scopes::format_list(&input.scopes)),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(input.expires_in_days)),
        last_used_at: Set(None),
        revoked_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok((token, row))
}

/// The person's tokens, newest first, revoked and expired ones included.
pub async fn list(db: &impl ConnectionTrait, user_id: Uuid) -> AppResult<Vec<api_token::Model>> {
    Ok(api_token::Entity::find()
        .filter(api_token::Column::UserId.eq(user_id))
        .order_by_desc(api_token::Column::CreatedAt)
        .limit(LISTED)
        .all(db)
        .await?)
}

/// Ends one of the person's tokens; another person's is not found. Revoking twice keeps
/// the first time.
pub async fn revoke(app: &AppState, user_id: Uuid, id: Uuid) -> AppResult<api_token::Model> {
    let now = app.clock.now();
    let found = api_token::Entity::find_by_id(id).one(&app.db).await?.filter(|t| t.user_id == user_id);
    let Some(token) = found else { return Err(AppError::NotFound) };
    if token.revoked_at.is_some() {
        return Ok(token);
    }
    let revoked = api_token::ActiveModel { revoked_at: Set(Some(now)), ..token.into() }.update(&app.db).await?;
    // Sockets opened with it re-check and close, on this node and the others.
    app.forget_sign_ins(user_id);
    Ok(revoked)
}

/// The viewer a token stands for: its owner with its scopes, or anonymous when the token
/// is unknown, revoked, expired, or its owner's account is gone.
pub async fn viewer(app: &AppState, token: &str) -> AppResult<Viewer> {
    let now = app.clock.now();
    let Some(row) = api_token::Entity::find()
        .filter(api_token::Column::TokenHash.eq(hash_token(token)))
        .filter(api_token::Column::RevokedAt.is_null())
        .filter(api_token::Column::ExpiresAt.gt(now))
        .one(&app.db)
        .await?
    else {
        return Ok(Viewer::anonymous());
    };
    let Some(owner) = user::Entity::find_by_id(row.user_id).one(&app.db).await?.filter(|u| u.deleted_at.is_none())
    else {
        return Ok(Viewer::anonymous());
    };
    if row.last_used_at.is_none_or(|at| now - at >= LAST_USE_STEP) {
        api_token::Entity::update_many()
            .col_expr(api_token::Column::LastUsedAt, Expr::value(Some(now)))
            .filter(api_token::Column::Id.eq(row.id))
            .exec(&app.db)
            .await?;
    }
    let admin_blocked = super::two_factor::admin_blocked(app, &owner).await?;
    let grant = TokenGrant { id: row.id, scopes: scopes::parse_list(&row.scopes), expires_at: row.expires_at };
    Ok(Viewer { user: Some(owner), family_id: None, admin_blocked, token: Some(grant) })
}
