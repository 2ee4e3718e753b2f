//! Two-factor sign-in (docs/accounts.md, "Two-factor sign-in"): enrolment, the code
//! check that never takes a time step twice, single-use recovery codes stored as SHA-256,
//! and the challenge that stands between a right password and a session.

use chrono::{DateTime, Utc};
use entities::{recovery_code, sign_in_challenge, user};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set,
};
use uuid::Uuid;

use crate::auth::tokens::{hash_token, random_token};
use crate::auth::{Viewer, password};
use crate::domain::messages as msg;
use crate::domain::two_factor::{self as rules, Authenticator, Code};
use crate::error::{AppError, AppResult};
use crate::mail::Mail;
use crate::mail::notices::first_name;
use crate::services::accounts::business_time;
use crate::services::accounts::policy;
use crate::services::bookings::store::begin_write;
use crate::state::AppState;

/// What 'Ativar' shows: the QR code, and the secret for typing in by hand.
pub struct Setup {
    pub secret: String,
    pub uri: String,
    pub qr_svg: String,
}

/// Starts enrolment: a new secret waits until a code from it checks (`enable`).
pub async fn start_setup(app: &AppState, user: &user::Model) -> AppResult<Setup> {
    if user.totp_enabled_at.is_some() {
        return Err(AppError::Conflict { title: None, message: msg::TWO_FACTOR_ALREADY_ON.into() });
    }
    let secret = rules::new_secret();
    let uri = Authenticator::new(&secret, &user.email)?.uri()?;
    let qr_svg = rules::qr_svg(&uri)?;
    user::Entity::update_many()
        .col_expr(user::Column::TotpPendingSecret, Expr::value(secret.clone()))
        .filter(user::Column::Id.eq(user.id))
        .exec(&app.db)
        .await?;
    Ok(Setup { secret, uri, qr_svg })
}

/// Turns two-factor sign-in on with the first code from the app; returns the recovery
/// codes, which are shown once and stored hashed.
pub async fn enable(app: &AppState, user: &user::Model, code: &str) -> AppResult<Vec<String>> {
    if user.totp_enabled_at.is_some() {
        return Err(AppError::Conflict { title: None, message: msg::TWO_FACTOR_ALREADY_ON.into() });
    }
    let now = app.clock.now();
    let txn = begin_write(&app.db).await?;
    // Read inside the transaction: the viewer's copy may predate 'Ativar'.
    let fresh = user::Entity::find_by_id(user.id).one(&txn).await?.ok_or(AppError::Unauthenticated)?;
    let secret =
        fresh.totp_pending_secret.clone().ok_or_else(|| AppError::validation("code", msg::TWO_FACTOR_SETUP_MISSING))?;
    let Code::App(digits) = Code::parse(code)? else {
        return Err(AppError::validation("code", msg::TWO_FACTOR_WRONG_CODE));
    };
    let step = Authenticator::new(&secret, &fresh.email)?
        .step_of(&digits, now)
        .ok_or_else(|| AppError::validation("code", msg::TWO_FACTOR_WRONG_CODE))?;
    let mut model = fresh.clone().into_active_model();
    model.totp_secret = Set(Some(secret));
    model.totp_pending_secret = Set(None);
    model.totp_enabled_at = Set(Some(now));
    model.totp_last_step = Set(Some(step));
    model.updated_at = Set(now);
    model.update(&txn).await?;
    let codes = replace_recovery_codes(&txn, user.id, now).await?;
    txn.commit().await?;
    app.forget_sign_ins(user.id);
    security_mail(
        app,
        &fresh,
        "Verificação em duas etapas ativada",
        &format!("A verificação em duas etapas foi ativada na sua conta em {}.", business_time(app, now)),
    );
    Ok(codes)
}

/// Turns it off: the password and a code (from the app or a recovery code) are needed.
/// An admin cannot while the policy requires it of admins.
pub async fn disable(app: &AppState, viewer: &Viewer, password_text: &str, code: &str) -> AppResult<()> {
    let user = viewer.require_user()?;
    check_password(user, password_text).await?;
    if user.totp_enabled_at.is_none() {
        return Err(AppError::Conflict { title: None, message: msg::TWO_FACTOR_NOT_ON.into() });
    }
    if crate::domain::account::Role::from(user.role) == crate::domain::account::Role::Admin
        && app.policy.get(&app.db).await?.require_admin_two_factor
    {
        return Err(AppError::Forbidden(msg::TWO_FACTOR_ADMINS_MUST_KEEP.into()));
    }
    let now = app.clock.now();
    let txn = begin_write(&app.db).await?;
    let accepted = verify(&txn, user.id, code, now).await?;
    user::Entity::update_many()
        .col_expr(user::Column::TotpSecret, Expr::value(Option::<String>::None))
        .col_expr(user::Column::TotpPendingSecret, Expr::value(Option::<String>::None))
        .col_expr(user::Column::TotpEnabledAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(user::Column::TotpLastStep, Expr::value(Option::<i64>::None))
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(user.id))
        .exec(&txn)
        .await?;
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user.id)).exec(&txn).await?;
    txn.commit().await?;
    app.forget_sign_ins(user.id);
    after_accepted(app, user, &accepted, now);
    security_mail(
        app,
        user,
        "Verificação em duas etapas desativada",
        &format!(
            "A verificação em duas etapas foi desativada na sua conta em {}. Se não foi você, troque sua senha agora.",
            business_time(app, now)
        ),
    );
    Ok(())
}

/// New recovery codes replace the old ones (the password and a code are needed).
pub async fn regenerate_recovery_codes(
    app: &AppState,
    viewer: &Viewer,
    password_text: &str,
    code: &str,
) -> AppResult<Vec<String>> {
    let user = viewer.require_user()?;
    check_password(user, password_text).await?;
    if user.totp_enabled_at.is_none() {
        return Err(AppError::Conflict { title: None, message: msg::TWO_FACTOR_NOT_ON.into() });
    }
    let now = app.clock.now();
    let txn = begin_write(&app.db).await?;
    let accepted = verify(&txn, user.id, code, now).await?;
    let codes = replace_recovery_codes(&txn, user.id, now).await?;
    txn.commit().await?;
    after_accepted(app, user, &accepted, now);
    Ok(codes)
}

pub async fn check_password(user: &user::Model, password_text: &str) -> AppResult<()> {
    if password::verify(password_text.to_owned(), Some(user.password_hash.clone())).await? {
        Ok(())
    } else {
        Err(AppError::validation("password", msg::WRONG_PASSWORD))
    }
}

/// Recovery codes not used yet.
pub async fn recovery_codes_left(db: &impl ConnectionTrait, user_id: Uuid) -> AppResult<u64> {
    Ok(recovery_code::Entity::find()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::UsedAt.is_null())
        .count(db)
        .await?)
}

async fn replace_recovery_codes(
    txn: &impl ConnectionTrait,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<Vec<String>> {
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user_id)).exec(txn).await?;
    let codes = rules::new_recovery_codes();
    let rows = codes.iter().map(|code| {
        let Ok(Code::Recovery(normalised)) = Code::parse(code) else { unreachable!("a made code parses") };
        recovery_code::ActiveModel {
            id: Set(Uuid::now_v7()),
            user_id: Set(user_id),
            code_hash: Set(hash_token(&normalised)),
            created_at: Set(now),
            used_at: Set(None),
        }
    });
    recovery_code::Entity::insert_many(rows).exec(txn).await?;
    Ok(codes)
}

/// Which kind of code was accepted.
#[derive(Debug, PartialEq, Eq)]
pub enum Accepted {
    App,
    /// A recovery code, now spent; how many are left.
    Recovery {
        left: u64,
    },
}

/// Checks a code for the account inside the caller's transaction and spends it: an app
/// code's time step is recorded (the same step is refused after), a recovery code is
/// marked used. Both are conditional updates, so two requests racing with one code get
/// one success.
pub async fn verify(txn: &impl ConnectionTrait, user_id: Uuid, code: &str, now: DateTime<Utc>) -> AppResult<Accepted> {
    let user = user::Entity::find_by_id(user_id).one(txn).await?.ok_or(AppError::Unauthenticated)?;
    let Some(secret) = user.totp_secret.as_deref() else {
        return Err(AppError::Conflict { title: None, message: msg::TWO_FACTOR_NOT_ON.into() });
    };
    match Code::parse(code)? {
        Code::App(digits) => {
            let step = Authenticator::new(secret, &user.email)?
                .step_of(&digits, now)
                .ok_or_else(|| AppError::validation("code", msg::TWO_FACTOR_WRONG_CODE))?;
            let taken = user::Entity::update_many()
                .col_expr(user::Column::TotpLastStep, Expr::value(step))
                .filter(user::Column::Id.eq(user_id))
                .filter(user::Column::TotpLastStep.is_null().or(user::Column::TotpLastStep.lt(step)))
                .exec(txn)
                .await?
                .rows_affected;
            if taken == 1 { Ok(Accepted::App) } else { Err(AppError::validation("code", msg::TWO_FACTOR_CODE_USED)) }
        }
        Code::Recovery(normalised) => {
            let spent = recovery_code::Entity::update_many()
                .col_expr(recovery_code::Column::UsedAt, Expr::value(now))
                .filter(recovery_code::Column::UserId.eq(user_id))
                .filter(recovery_code::Column::CodeHash.eq(hash_token(&normalised)))
                .filter(recovery_code::Column::UsedAt.is_null())
                .exec(txn)
                .await?
                .rows_affected;
            if spent != 1 {
                return Err(AppError::validation("code", msg::TWO_FACTOR_WRONG_CODE));
            }
            let left = recovery_codes_left(txn, user_id).await?;
            Ok(Accepted::Recovery { left })
        }
    }
}

/// The step between a right password and a session: a single-use secret, valid for
/// 5 minutes and 5 codes.
pub async fn open_challenge(db: &impl ConnectionTrait, user_id: Uuid, now: DateTime<Utc>) -> AppResult<String> {
    let secret = random_token();
    // A user's unfinished challenges die with the new one.
    sign_in_challenge::Entity::delete_many()
        .filter(sign_in_challenge::Column::UserId.eq(user_id))
        .filter(sign_in_challenge::Column::UsedAt.is_null().or(sign_in_challenge::Column::ExpiresAt.lt(now)))
        .exec(db)
        .await?;
    sign_in_challenge::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        secret_hash: Set(hash_token(&secret)),
        attempts: Set(0),
        created_at: Set(now),
        expires_at: Set(now + rules::CHALLENGE_TTL),
        used_at: Set(None),
    }
    .insert(db)
    .await?;
    Ok(secret)
}

/// The live challenge behind `secret`, or the refusal to show.
pub async fn find_challenge(
    db: &impl ConnectionTrait,
    secret: &str,
    now: DateTime<Utc>,
) -> AppResult<sign_in_challenge::Model> {
    sign_in_challenge::Entity::find()
        .filter(sign_in_challenge::Column::SecretHash.eq(hash_token(secret)))
        .filter(sign_in_challenge::Column::UsedAt.is_null())
        .filter(sign_in_challenge::Column::ExpiresAt.gt(now))
        .filter(sign_in_challenge::Column::Attempts.lt(rules::CHALLENGE_TRIES))
        .one(db)
        .await?
        .ok_or_else(|| AppError::validation("challenge", msg::TWO_FACTOR_CHALLENGE_EXPIRED))
}

/// Spends the challenge; false when a racing request spent it first.
pub async fn spend_challenge(db: &impl ConnectionTrait, id: Uuid, now: DateTime<Utc>) -> AppResult<bool> {
    Ok(sign_in_challenge::Entity::update_many()
        .col_expr(sign_in_challenge::Column::UsedAt, Expr::value(now))
        .filter(sign_in_challenge::Column::Id.eq(id))
        .filter(sign_in_challenge::Column::UsedAt.is_null())
        .exec(db)
        .await?
        .rows_affected
        == 1)
}

/// Counts a wrong code; returns whether the challenge is now used up.
pub async fn count_wrong_code(db: &impl ConnectionTrait, id: Uuid) -> AppResult<bool> {
    sign_in_challenge::Entity::update_many()
        .col_expr(sign_in_challenge::Column::Attempts, Expr::col(sign_in_challenge::Column::Attempts).add(1))
        .filter(sign_in_challenge::Column::Id.eq(id))
        .exec(db)
        .await?;
    let attempts =
        sign_in_challenge::Entity::find_by_id(id).one(db).await?.map_or(rules::CHALLENGE_TRIES, |c| c.attempts);
    Ok(attempts >= rules::CHALLENGE_TRIES)
}

/// Whether the policy keeps this admin out of admin functions until they enrol.
pub async fn admin_blocked(app: &AppState, user: &user::Model) -> AppResult<bool> {
    Ok(crate::domain::account::Role::from(user.role) == crate::domain::account::Role::Admin
        && user.totp_enabled_at.is_none()
        && app.policy.get(&app.db).await?.require_admin_two_factor)
}

/// Sets the policy. An admin cannot require of admins what their own account lacks.
pub async fn set_policy(app: &AppState, admin: &user::Model, new: policy::SecurityPolicy) -> AppResult<()> {
    if new.require_admin_two_factor && admin.totp_enabled_at.is_none() {
        return Err(AppError::validation("requireAdminTwoFactor", msg::TWO_FACTOR_POLICY_SELF));
    }
    policy::save(&app.db, &app.policy, new, admin.id, app.clock.now()).await?;
    // Other nodes re-read the policy within 5 s; every cached viewer is rebuilt.
    app.forget_all_sign_ins();
    Ok(())
}

/// After the transaction that accepted a code commits: a spent recovery code is told to
/// the owner by mail.
pub fn after_accepted(app: &AppState, user: &user::Model, accepted: &Accepted, now: DateTime<Utc>) {
    if let Accepted::Recovery { left } = accepted {
        security_mail(
            app,
            user,
            "Um código de recuperação foi usado",
            &format!(
                "Um código de recuperação da sua conta foi usado em {}. Restam {left}; gere novos em Configurações > Segurança.\n\
                 Se não foi você, troque sua senha agora.",
                business_time(app, now)
            ),
        );
    }
}

/// A mail about the account's security: it always goes, whatever the settings say.
fn security_mail(app: &AppState, user: &user::Model, subject: &str, body: &str) {
    app.mailer.send_in_background(Mail {
        to: user.email.clone(),
        subject: subject.into(),
        text: format!("Olá, {}!\n\n{body}", first_name(&user.full_name)),
        invite: None,
    });
}
