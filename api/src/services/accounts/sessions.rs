//! Refresh tokens (docs/accounts.md, "Sign-in and sessions"). A sign-in starts a family; each refresh spends the
//! presented token and adds the next one. A spent token presented again means it was
//! stolen (or a tab raced another): past a short grace the whole family is revoked.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use entities::session;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use uuid::Uuid;

use crate::auth::RequestMeta;
use crate::auth::tokens::{hash_token, random_token};
use crate::error::{AppError, AppResult};

/// Two tabs may refresh with the same cookie at once; the loser of that race presents a
/// token spent moments ago. Within this grace it gets a fresh token instead of a revoked
/// family.
pub const REUSE_GRACE: Duration = Duration::seconds(30);

/// A user keeps at most this many live sign-ins; starting one more ends the oldest, so
/// a script that signs in over and over cannot pile up sessions.
pub const MAX_LIVE_SIGN_INS: usize = 10;

/// A refresh token issued to a client.
pub struct Issued {
    pub secret: String,
    pub family_id: Uuid,
    pub expires_at: DateTime<Utc>,
}

/// Starts a sign-in whose absolute lifetime is `lifetime`.
pub async fn start(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    meta: &RequestMeta,
    lifetime: Duration,
    now: DateTime<Utc>,
) -> AppResult<Issued> {
    insert(db, user_id, Uuid::now_v7(), meta, now, now + lifetime).await
}

async fn insert(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    family_id: Uuid,
    meta: &RequestMeta,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> AppResult<Issued> {
    let secret = random_token();
    session::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        family_id: Set(family_id),
        token_hash: Set(hash_token(&secret)),
        user_agent: Set(meta.user_agent.as_ref().map(|ua| ua.chars().take(300).collect())),
        ip: Set(Some(meta.ip.clone())),
        created_at: Set(now),
        expires_at: Set(expires_at),
        spent_at: Set(None),
        revoked_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(Issued { secret, family_id, expires_at })
}

/// What presenting a refresh token did.
pub enum Rotated {
    /// The next token of the family, for this user.
    Next(Uuid, Issued),
    /// The token was spent long ago (stolen): this user's sign-in was revoked.
    Revoked(Uuid),
}

/// Spends `secret` and issues the next token of its family, for the returned user.
pub async fn rotate(
    db: &impl ConnectionTrait,
    secret: &str,
    meta: &RequestMeta,
    now: DateTime<Utc>,
) -> AppResult<Rotated> {
    let token = session::Entity::find()
        .filter(session::Column::TokenHash.eq(hash_token(secret)))
        .one(db)
        .await?
        .ok_or(AppError::Unauthenticated)?;
    if token.revoked_at.is_some() || token.expires_at <= now {
        return Err(AppError::Unauthenticated);
    }
    if let Some(spent_at) = token.spent_at {
        if now - spent_at > REUSE_GRACE {
            tracing::warn!(family = %token.family_id, user = %token.user_id, "refresh token reused: revoking its family");
            revoke_family(db, token.user_id, token.family_id, now).await?;
            return Ok(Rotated::Revoked(token.user_id));
        }
    } else {
        let spent = session::Entity::update_many()
            .col_expr(session::Column::SpentAt, Expr::value(now))
            .filter(session::Column::Id.eq(token.id))
            .filter(session::Column::SpentAt.is_null())
            .exec(db)
            .await?;
        if spent.rows_affected != 1 && !family_is_active(db, token.family_id, now).await? {
            return Err(AppError::Unauthenticated);
        }
    }
    let issued = insert(db, token.user_id, token.family_id, meta, now, token.expires_at).await?;
    Ok(Rotated::Next(token.user_id, issued))
}

/// Whether a sign-in is still valid: not revoked and not past its lifetime.
pub async fn family_is_active(db: &impl ConnectionTrait, family_id: Uuid, now: DateTime<Utc>) -> AppResult<bool> {
    Ok(session::Entity::find()
        .select_only()
        .column(session::Column::Id)
        .filter(session::Column::FamilyId.eq(family_id))
        .filter(session::Column::RevokedAt.is_null())
        .filter(session::Column::ExpiresAt.gt(now))
        .into_tuple::<Uuid>()
        .one(db)
        .await?
        .is_some())
}

/// The user of a sign-in that is still live (not revoked, within its timeout) and when
/// that sign-in ends, in one statement; `None` otherwise.
pub async fn signed_in_user(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    family_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<Option<(entities::user::Model, DateTime<Utc>)>> {
    use sea_orm::sea_query::Func;
    use sea_orm::{FromQueryResult, QueryResult, QueryTrait};

    /// The user and when the sign-in ends.
    struct Live(entities::user::Model, DateTime<Utc>);
    impl FromQueryResult for Live {
        fn from_query_result(res: &QueryResult, pre: &str) -> Result<Self, sea_orm::DbErr> {
            Ok(Self(entities::user::Model::from_query_result(res, pre)?, res.try_get(pre, "sign_in_expires_at")?))
        }
    }

    let live = || {
        session::Entity::find()
            .select_only()
            .filter(session::Column::FamilyId.eq(family_id))
            .filter(session::Column::UserId.eq(user_id))
            .filter(session::Column::RevokedAt.is_null())
            .filter(session::Column::ExpiresAt.gt(now))
    };
    let exists = live().column(session::Column::Id).into_query();
    let expires_at = live().expr(Func::max(Expr::col((session::Entity, session::Column::ExpiresAt)))).into_query();
    let found = entities::user::Entity::find_by_id(user_id)
        .column_as(Expr::SubQuery(None, Box::new(expires_at.into())), "sign_in_expires_at")
        .filter(Expr::exists(exists))
        .into_model::<Live>()
        .one(db)
        .await?;
    Ok(found.map(|Live(user, expires_at)| (user, expires_at)))
}

/// Ends one sign-in of `user_id`. Returns false when there was no such live sign-in.
pub async fn revoke_family(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    family_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let result = session::Entity::update_many()
        .col_expr(session::Column::RevokedAt, Expr::value(now))
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::FamilyId.eq(family_id))
        .filter(session::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Ends every sign-in of the user except `keep`; returns how many sign-ins ended.
pub async fn revoke_all(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    keep: Option<Uuid>,
    now: DateTime<Utc>,
) -> AppResult<usize> {
    let families = active(db, user_id, now).await?;
    let ended: Vec<Uuid> = families.iter().map(|s| s.family_id).filter(|f| Some(*f) != keep).collect();
    let mut query = session::Entity::update_many()
        .col_expr(session::Column::RevokedAt, Expr::value(now))
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::RevokedAt.is_null());
    if let Some(keep) = keep {
        query = query.filter(session::Column::FamilyId.ne(keep));
    }
    query.exec(db).await?;
    Ok(ended.len())
}

/// Ends the user's oldest live sign-ins beyond [`MAX_LIVE_SIGN_INS`]; returns how many.
pub async fn end_oldest_beyond_cap(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<usize> {
    let mut live = active(db, user_id, now).await?;
    if live.len() <= MAX_LIVE_SIGN_INS {
        return Ok(0);
    }
    live.sort_by_key(|s| std::cmp::Reverse((s.created_at, s.family_id)));
    let oldest: Vec<Uuid> = live[MAX_LIVE_SIGN_INS..].iter().map(|s| s.family_id).collect();
    session::Entity::update_many()
        .col_expr(session::Column::RevokedAt, Expr::value(now))
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::FamilyId.is_in(oldest.clone()))
        .filter(session::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(oldest.len())
}

/// Shortens the user's live sign-ins to a new timeout counted from each sign-in's start.
pub async fn apply_timeout(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    lifetime: Duration,
    now: DateTime<Utc>,
) -> AppResult<()> {
    for family in active(db, user_id, now).await? {
        let limit = family.created_at + lifetime;
        if limit < family.expires_at {
            session::Entity::update_many()
                .col_expr(session::Column::ExpiresAt, Expr::value(limit))
                .filter(session::Column::FamilyId.eq(family.family_id))
                .exec(db)
                .await?;
        }
    }
    Ok(())
}

/// One live sign-in, as the settings page lists it.
#[derive(Clone, Debug)]
pub struct ActiveSession {
    pub family_id: Uuid,
    pub created_at: DateTime<Utc>,
    pub last_used_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub user_agent: Option<String>,
    pub ip: Option<String>,
}

/// The user's live sign-ins, most recently used first.
pub async fn active(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<Vec<ActiveSession>> {
    let tokens = session::Entity::find()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::RevokedAt.is_null())
        .filter(session::Column::ExpiresAt.gt(now))
        .order_by_asc(session::Column::CreatedAt)
        .all(db)
        .await?;
    let mut families: BTreeMap<Uuid, ActiveSession> = BTreeMap::new();
    for token in tokens {
        families
            .entry(token.family_id)
            .and_modify(|s| {
                s.last_used_at = token.created_at;
                s.user_agent = token.user_agent.clone().or(s.user_agent.take());
                s.ip = token.ip.clone().or(s.ip.take());
            })
            .or_insert(ActiveSession {
                family_id: token.family_id,
                created_at: token.created_at,
                last_used_at: token.created_at,
                expires_at: token.expires_at,
                user_agent: token.user_agent,
                ip: token.ip,
            });
    }
    let mut list: Vec<ActiveSession> = families.into_values().collect();
    list.sort_by_key(|s| std::cmp::Reverse(s.last_used_at));
    Ok(list)
}

/// Forgets tokens of sign-ins that ended more than a day ago.
pub async fn prune(db: &impl ConnectionTrait, now: DateTime<Utc>) -> AppResult<u64> {
    let result =
        session::Entity::delete_many().filter(session::Column::ExpiresAt.lt(now - Duration::days(1))).exec(db).await?;
    Ok(result.rows_affected)
}
