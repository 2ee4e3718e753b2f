//! What the account's owner may ask of their data (docs/accounts.md, "Your data"): a copy
//! of everything stored about them, and deletion, which keeps an anonymised tombstone so
//! the operator's bookings and payments keep their owner's id.

use chrono::{DateTime, Utc};
use entities::booking::BookingStatus;
use entities::user::UserRole;
use entities::{
    api_token, booking, booking_event, calendar_feed, email_token, payment, recovery_code, session, sign_in_challenge,
    space, user, user_settings,
};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::auth::Viewer;
use crate::domain::messages as msg;
use crate::error::{AppError, AppResult};
use crate::mail::Mail;
use crate::mail::notices::first_name;
use crate::services::accounts::business_time;
use crate::services::bookings::flows;
use crate::services::bookings::store::begin_write;
use crate::services::{accounts::settings, accounts::two_factor, accounts::users};
use crate::state::AppState;
use crate::storage::{Bucket, FileKey};

/// Deletes the viewer's account: the password (and a code, with two-factor sign-in) must
/// be right; the last admin cannot. In one transaction: bookings that have not started
/// are cancelled (the owner's refund rule), the row becomes an anonymised tombstone, and
/// sessions, links, codes and settings are erased. Afterwards every sign-in and socket of
/// the account ends, and a last mail goes to the address it had.
pub async fn delete_account(app: &AppState, viewer: &Viewer, password_text: &str, code: Option<&str>) -> AppResult<()> {
    let user = viewer.require_user()?;
    two_factor::check_password(user, password_text).await?;
    let code = code.map(str::trim).filter(|c| !c.is_empty());
    if user.totp_enabled_at.is_some() && code.is_none() {
        return Err(AppError::validation("code", msg::TWO_FACTOR_CODE_NEEDED));
    }
    let now = app.clock.now();
    let txn = begin_write(&app.db).await?;
    if user.role == UserRole::Admin {
        // Tombstones are never admins: every admin counted is a live account.
        if users::count_admins_locked(&txn, app.db.get_database_backend()).await? <= 1 {
            return Err(AppError::Conflict { title: None, message: msg::LAST_ADMIN_DELETE.into() });
        }
    }
    if let (Some(_), Some(code)) = (user.totp_enabled_at, code) {
        two_factor::verify(&txn, user.id, code, now).await?;
    }
    let active = booking::Entity::find()
        .filter(booking::Column::UserId.eq(user.id))
        .filter(booking::Column::Status.is_in([
            BookingStatus::AwaitingApproval,
            BookingStatus::Pending,
            BookingStatus::Confirmed,
        ]))
        .filter(booking::Column::StartsAt.gt(now))
        .all(&txn)
        .await?;
    let mut cancelled = Vec::with_capacity(active.len());
    for booking in &active {
        cancelled.push(flows::cancel_with_account(&txn, now, booking).await?);
    }
    user::Entity::update_many()
        .col_expr(user::Column::FullName, Expr::value(msg::DELETED_ACCOUNT_NAME))
        .col_expr(user::Column::Email, Expr::value(tombstone_address(user.id)))
        // Not an argon2 hash: no password ever matches it.
        .col_expr(user::Column::PasswordHash, Expr::value("!deleted"))
        .col_expr(user::Column::Role, Expr::value(UserRole::User))
        .col_expr(user::Column::AvatarUrl, Expr::value(Option::<String>::None))
        .col_expr(user::Column::Phone, Expr::value(Option::<String>::None))
        .col_expr(user::Column::Bio, Expr::value(Option::<String>::None))
        .col_expr(user::Column::EmailConfirmedAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(user::Column::TotpSecret, Expr::value(Option::<String>::None))
        .col_expr(user::Column::TotpPendingSecret, Expr::value(Option::<String>::None))
        .col_expr(user::Column::TotpEnabledAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(user::Column::TotpLastStep, Expr::value(Option::<i64>::None))
        .col_expr(user::Column::DeletedAt, Expr::value(now))
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(user.id))
        .exec(&txn)
        .await?;
    session::Entity::delete_many().filter(session::Column::UserId.eq(user.id)).exec(&txn).await?;
    email_token::Entity::delete_many().filter(email_token::Column::UserId.eq(user.id)).exec(&txn).await?;
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user.id)).exec(&txn).await?;
    sign_in_challenge::Entity::delete_many().filter(sign_in_challenge::Column::UserId.eq(user.id)).exec(&txn).await?;
    user_settings::Entity::delete_many().filter(user_settings::Column::UserId.eq(user.id)).exec(&txn).await?;
    calendar_feed::Entity::delete_by_id(user.id).exec(&txn).await?;
    api_token::Entity::delete_many().filter(api_token::Column::UserId.eq(user.id)).exec(&txn).await?;
    txn.commit().await?;
    app.forget_sign_ins(user.id);
    flows::after_bulk_cancel(app, &cancelled);
    // The photo they uploaded (stored under their id) goes too.
    if let Some(key) = user.avatar_url.as_deref().and_then(FileKey::parse)
        && key.bucket == Bucket::Avatars
        && key.path.starts_with(&user.id.to_string())
        && let Err(err) = app.storage.remove(&key).await
    {
        tracing::warn!(error = %err, "a deleted account's photo stayed in storage");
    }
    app.mailer.send_in_background(Mail {
        to: user.email.clone(),
        subject: "Sua conta no Ágora foi excluída".into(),
        text: format!(
            "Olá, {}!\n\nSua conta foi excluída em {} a seu pedido. {} reserva(s) futura(s) foram canceladas; \
             reembolsos, quando cabem, chegam ao cartão usado no pagamento.\n\
             Seus dados pessoais foram apagados. Obrigado por ter usado o Ágora.",
            first_name(&user.full_name),
            business_time(app, now),
            cancelled.len()
        ),
        invite: None,
    });
    Ok(())
}

/// The address a tombstone keeps: unique, and in a domain that can never receive mail.
pub fn tombstone_address(id: Uuid) -> String {
    format!("excluida-{id}@conta-excluida.invalid")
}

/// Everything stored about the user, as JSON: profile, settings, sign-ins, bookings with
/// their history, and payments. Secrets (password hash, two-factor secret, token hashes)
/// are described, never copied.
pub async fn export(app: &AppState, user: &user::Model) -> AppResult<Value> {
    let db = &app.db;
    let now = app.clock.now();
    let prefs = settings::get(db, user.id, now).await?;
    let sign_ins = session::Entity::find()
        .filter(session::Column::UserId.eq(user.id))
        .order_by_asc(session::Column::CreatedAt)
        .all(db)
        .await?;
    let bookings = booking::Entity::find()
        .filter(booking::Column::UserId.eq(user.id))
        .order_by_asc(booking::Column::StartsAt)
        .all(db)
        .await?;
    let ids: Vec<Uuid> = bookings.iter().map(|b| b.id).collect();
    let space_ids: Vec<Uuid> = bookings.iter().map(|b| b.space_id).collect();
    let spaces = space::Entity::find().filter(space::Column::Id.is_in(space_ids)).all(db).await?;
    let events = booking_event::Entity::find()
        .filter(booking_event::Column::BookingId.is_in(ids.clone()))
        .order_by_asc(booking_event::Column::At)
        .all(db)
        .await?;
    let payments = payment::Entity::find()
        .filter(payment::Column::BookingId.is_in(ids))
        .order_by_asc(payment::Column::CreatedAt)
        .all(db)
        .await?;
    let pending_email = crate::services::accounts::email_tokens::pending_email(db, user.id, now).await?;
    let recovery_left = two_factor::recovery_codes_left(db, user.id).await?;
    Ok(json!({
        "exportedAt": now,
        "about": "Todos os dados que o Ágora guarda sobre você. Senhas, segredos e códigos são guardados apenas como resumos criptográficos e não são incluídos.",
        "profile": {
            "id": user.id,
            "fullName": user.full_name,
            "email": user.email,
            "pendingEmail": pending_email,
            "role": crate::domain::account::Role::from(user.role).as_str(),
            "phone": user.phone,
            "bio": user.bio,
            "avatarUrl": user.avatar_url,
            "emailConfirmedAt": user.email_confirmed_at,
            "createdAt": user.created_at,
            "updatedAt": user.updated_at,
        },
        "twoFactor": {
            "enabled": user.totp_enabled_at.is_some(),
            "enabledAt": user.totp_enabled_at,
            "recoveryCodesLeft": recovery_left,
        },
        "settings": {
            "emailBookings": prefs.email_bookings,
            "emailReminders": prefs.email_reminders,
            "marketingEmails": prefs.marketing_emails,
            "loginNotifications": prefs.login_notifications,
            "sessionTimeoutHours": prefs.session_timeout_hours,
            "dateFormat": prefs.date_format,
            "updatedAt": prefs.updated_at,
        },
        "signIns": sign_ins.iter().map(|s| json!({
            "signIn": s.family_id,
            "createdAt": s.created_at,
            "expiresAt": s.expires_at,
            "revokedAt": s.revoked_at,
            "ip": s.ip,
            "userAgent": s.user_agent,
        })).collect::<Vec<_>>(),
        "bookings": bookings.iter().map(|b| json!({
            "id": b.id,
            "space": spaces.iter().find(|s| s.id == b.space_id).map(|s| json!({ "id": s.id, "name": s.name })),
            "status": crate::domain::booking::Status::from(b.status).as_str(),
            "startsAt": b.starts_at,
            "endsAt": b.ends_at,
            "totalPriceCents": b.total_price_cents,
            "notes": b.notes,
            "payBy": b.pay_by,
            "cancelReason": b.cancel_reason,
            "createdAt": b.created_at,
            "updatedAt": b.updated_at,
            "history": events.iter().filter(|e| e.booking_id == b.id).map(|e| json!({
                "kind": e.kind,
                "actor": e.actor,
                "reason": e.reason,
                "detail": e.detail.as_deref().and_then(|d| serde_json::from_str::<Value>(d).ok()),
                "at": e.at,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "payments": payments.iter().map(|p| json!({
            "id": p.id,
            "bookingId": p.booking_id,
            "kind": p.kind,
            "amountCents": p.amount_cents,
            "createdAt": p.created_at,
            "settledAt": p.settled_at,
        })).collect::<Vec<_>>(),
    }))
}
