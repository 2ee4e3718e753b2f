//! The `users` table: accounts, profiles and roles.

use chrono::{DateTime, Utc};
use entities::user;
use entities::user::UserRole;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::domain::account::{Email, Role};
use crate::error::AppResult;

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> AppResult<Option<user::Model>> {
    Ok(user::Entity::find_by_id(id).one(db).await?)
}

pub async fn find_by_email(db: &impl ConnectionTrait, email: &Email) -> AppResult<Option<user::Model>> {
    Ok(user::Entity::find().filter(user::Column::Email.eq(email.as_str())).one(db).await?)
}

/// Whether the sign-up form may offer 'Administrador' now (`account::admin_sign_up_open`).
pub async fn admin_sign_up_open(db: &impl ConnectionTrait, production: bool) -> AppResult<bool> {
    Ok(crate::domain::account::admin_sign_up_open(production, an_admin_exists(db).await?))
}

pub async fn an_admin_exists(db: &impl ConnectionTrait) -> AppResult<bool> {
    Ok(user::Entity::find().filter(user::Column::Role.eq(Role::Admin.as_str())).count(db).await? > 0)
}

/// How many admins there are, holding their rows until the caller's transaction ends
/// (PostgreSQL: row locks; SQLite: the write transaction already holds the database), so
/// "never the last admin" checks cannot race.
pub async fn count_admins_locked(txn: &impl ConnectionTrait, backend: DatabaseBackend) -> AppResult<usize> {
    let mut admins =
        user::Entity::find().select_only().column(user::Column::Id).filter(user::Column::Role.eq(UserRole::Admin));
    if backend == DatabaseBackend::Postgres {
        admins = admins.lock_exclusive();
    }
    Ok(admins.into_tuple::<Uuid>().all(txn).await?.len())
}

/// Every admin's account (not the tombstones of deleted ones), oldest first.
pub async fn admins(db: &impl ConnectionTrait) -> AppResult<Vec<user::Model>> {
    Ok(user::Entity::find()
        .filter(user::Column::Role.eq(UserRole::Admin))
        .filter(user::Column::DeletedAt.is_null())
        .order_by_asc(user::Column::CreatedAt)
        .all(db)
        .await?)
}

pub struct NewUser {
    pub full_name: String,
    pub email: Email,
    pub password_hash: String,
    pub role: Role,
    pub confirmed: bool,
}

pub async fn create(db: &impl ConnectionTrait, new: NewUser, now: DateTime<Utc>) -> AppResult<user::Model> {
    let model = user::ActiveModel {
        id: Set(Uuid::now_v7()),
        full_name: Set(new.full_name),
        email: Set(new.email.into_inner()),
        password_hash: Set(new.password_hash),
        role: Set(new.role.into()),
        avatar_url: Set(None),
        phone: Set(None),
        bio: Set(None),
        email_confirmed_at: Set(new.confirmed.then_some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        totp_secret: Set(None),
        totp_pending_secret: Set(None),
        totp_enabled_at: Set(None),
        totp_last_step: Set(None),
        deleted_at: Set(None),
    };
    let user = model.insert(db).await?;
    super::settings::create_defaults(db, user.id, now).await?;
    Ok(user)
}

pub async fn save(db: &impl ConnectionTrait, model: user::ActiveModel) -> AppResult<user::Model> {
    Ok(model.update(db).await?)
}
