//! Account flows that combine the database, password hashing and mail: sign-up, e-mail
//! confirmation, sign-in, refresh, sign-out, password recovery and profile changes
//! (docs/accounts.md).

use chrono::{DateTime, Duration, Utc};
use entities::user;
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set, TransactionTrait};
use uuid::Uuid;

use crate::auth::{RequestMeta, Viewer, password};
use crate::domain::account::{self, Email, FullName, Password, Role};
use crate::domain::messages::{self as msg, CONFIRMATION_LINK_SENT, RESET_LINK_SENT, link_held, unconfirmed_held};
use crate::domain::settings as settings_rules;
use crate::error::{AppError, AppResult};
use crate::mail::Mail;
use crate::mail::notices::first_name;
use crate::services::accounts::api_tokens;
use crate::services::accounts::email_tokens::{self, Purpose};
use crate::services::bookings::store::begin_write;
use crate::services::{accounts::sessions, accounts::settings, accounts::two_factor, accounts::users};
use crate::state::AppState;

pub const SIGN_UP_NOTICE: &str = "Verifique seu email para confirmar a conta.";
pub const BAD_CREDENTIALS: &str = "Email ou senha inválidos.";
pub const UNCONFIRMED: &str = "Confirme seu e-mail antes de entrar. Enviamos um novo link.";
pub const EMAIL_CONFIRMED: &str = "E-mail confirmado! Agora é só entrar.";
pub const EMAIL_TAKEN: &str = "Este e-mail já está em uso.";

pub struct SignUp {
    pub full_name: String,
    pub email: String,
    pub password: String,
    pub role: Role,
}

/// Registers an account and mails a confirmation link. An address already registered
/// gets the same answer, and its owner a mail saying so: no account enumeration.
/// Throttled per address and per client before any work.
#[tracing::instrument(name = "account.sign_up", skip_all)]
pub async fn sign_up(app: &AppState, input: SignUp, meta: &RequestMeta) -> AppResult<()> {
    let account = input.email.trim().to_lowercase();
    app.sign_up_throttle.check(&account, &meta.ip)?;
    let full_name = FullName::parse(&input.full_name)?;
    let email = Email::parse(&input.email)?;
    let password = Password::parse(&input.password, "password")?;
    // Only a well-formed sign-up (one that hashes and mails) counts.
    app.sign_up_throttle.record(&account, &meta.ip);
    // A link (or, for a taken address, a warning) goes out now: the next one waits, alike.
    app.link_interval.record(&account, app.clock.now());
    let admin_open = users::admin_sign_up_open(&app.db, app.config.is_production()).await?;
    account::may_sign_up_as(input.role, admin_open)?;
    // Hash before looking the address up so both answers take as long.
    let password_hash = password::hash(password.expose().to_owned()).await?;
    let now = app.clock.now();
    if let Some(existing) = users::find_by_email(&app.db, &email).await? {
        let mail = Mail {
            to: existing.email.clone(),
            subject: "Tentativa de cadastro no Ágora".into(),
            text: format!(
                "Olá, {}!\n\nAlguém tentou criar uma conta no Ágora com este e-mail, que já está cadastrado.\n\
                 Se foi você, é só entrar: {}/login\nSe não foi, ignore esta mensagem.",
                first_name(&existing.full_name),
                app.config.public_url
            ),
            invite: None,
        };
        app.mailer.send(mail).await.ok();
        return Ok(());
    }
    let new =
        users::NewUser { full_name: full_name.into_inner(), email, password_hash, role: input.role, confirmed: false };
    let user = match users::create(&app.db, new, now).await {
        Ok(user) => user,
        // Two sign-ups of one address at once: the loser sees the same notice.
        Err(err) if users::find_by_email(&app.db, &Email::parse(&input.email)?).await?.is_some() => {
            tracing::info!(error = %err, "concurrent sign-up of one address");
            return Ok(());
        }
        Err(err) => return Err(err),
    };
    send_confirmation(app, &user, now).await
}

async fn send_confirmation(app: &AppState, user: &user::Model, now: DateTime<Utc>) -> AppResult<()> {
    let secret = email_tokens::create(&app.db, user.id, Purpose::ConfirmEmail, &user.email, now).await?;
    let mail = Mail {
        to: user.email.clone(),
        subject: "Confirme seu e-mail no Ágora".into(),
        text: format!(
            "Olá, {}!\n\nConfirme seu e-mail para começar a usar o Ágora:\n{}\n\nO link vale por 24 horas.",
            first_name(&user.full_name),
            confirm_link(app, &secret)
        ),
        invite: None,
    };
    if let Err(err) = app.mailer.send(mail).await {
        tracing::error!(error = %err, "confirmation mail failed");
    }
    Ok(())
}

pub fn confirm_link(app: &AppState, secret: &str) -> String {
    format!("{}/auth/confirm?token={}", app.config.public_url, secret)
}

/// Spends a confirmation link: confirms the account, or moves it to a changed address.
pub async fn confirm_email(app: &AppState, secret: &str) -> AppResult<user::Model> {
    let now = app.clock.now();
    let link = email_tokens::consume(&app.db, secret, &[Purpose::ConfirmEmail, Purpose::ChangeEmail], now).await?;
    let user = users::find(&app.db, link.user_id).await?.ok_or(AppError::NotFound)?;
    let mut model = user.into_active_model();
    if link.purpose == Purpose::ChangeEmail {
        let email = Email::parse(&link.email)?;
        if users::find_by_email(&app.db, &email).await?.is_some_and(|other| other.id != link.user_id) {
            return Err(AppError::validation("email", EMAIL_TAKEN));
        }
        model.email = Set(email.into_inner());
    }
    model.email_confirmed_at = Set(Some(now));
    model.updated_at = Set(now);
    let saved = users::save(&app.db, model).await;
    app.forget_sign_ins(link.user_id);
    saved
}

/// A signed-in session: the access token and the refresh token's secret.
pub struct SignedIn {
    pub user: user::Model,
    pub access_token: String,
    pub access_expires_at: DateTime<Utc>,
    pub refresh: sessions::Issued,
}

/// Signs in with e-mail and password. Throttled per account and per address before
/// any hashing; does not end the user's other sign-ins (docs/accounts.md).
#[tracing::instrument(name = "account.sign_in", skip_all)]
pub async fn sign_in(app: &AppState, email: &str, password_text: &str, meta: &RequestMeta) -> AppResult<SignedIn> {
    let account = email.trim().to_lowercase();
    app.throttle.check(&account, &meta.ip)?;
    let parsed = Email::parse(email).ok();
    let user = match &parsed {
        Some(email) => users::find_by_email(&app.db, email).await?,
        None => None,
    };
    let ok = password::verify(password_text.to_owned(), user.as_ref().map(|u| u.password_hash.clone())).await?;
    let Some(user) = user.filter(|_| ok) else {
        app.throttle.record(&account, &meta.ip);
        return Err(AppError::validation("password", BAD_CREDENTIALS));
    };
    let now = app.clock.now();
    if user.email_confirmed_at.is_none() {
        app.throttle.record_success(&account);
        // The same throttle as 'Reenviar link': the answer says whether a link went out.
        if let Some(seconds) = app.link_interval.wait(&account, now) {
            return Err(AppError::Forbidden(unconfirmed_held(seconds)));
        }
        app.link_interval.record(&account, now);
        send_confirmation(app, &user, now).await?;
        return Err(AppError::Forbidden(UNCONFIRMED.into()));
    }
    if user.totp_enabled_at.is_some() {
        // No session yet, and the throttle keeps counting until the code is right.
        let challenge = two_factor::open_challenge(&app.db, user.id, now).await?;
        return Err(AppError::TwoFactorRequired { challenge });
    }
    app.throttle.record_success(&account);
    start_session(app, user, meta, now).await
}

/// The code step of a sign-in: the challenge from the password step and a code from the
/// app or a recovery code. Five wrong codes end the challenge; each counts against the
/// sign-in throttle like a wrong password.
#[tracing::instrument(name = "account.complete_sign_in", skip_all)]
pub async fn complete_sign_in(app: &AppState, secret: &str, code: &str, meta: &RequestMeta) -> AppResult<SignedIn> {
    let now = app.clock.now();
    let challenge = two_factor::find_challenge(&app.db, secret, now).await?;
    let user = users::find(&app.db, challenge.user_id)
        .await?
        .ok_or_else(|| AppError::validation("challenge", msg::TWO_FACTOR_CHALLENGE_EXPIRED))?;
    let account = user.email.clone();
    app.throttle.check(&account, &meta.ip)?;
    let txn = begin_write(&app.db).await?;
    let accepted = match two_factor::verify(&txn, user.id, code, now).await {
        Ok(accepted) if two_factor::spend_challenge(&txn, challenge.id, now).await? => accepted,
        Ok(_) => return Err(AppError::validation("challenge", msg::TWO_FACTOR_CHALLENGE_EXPIRED)),
        Err(err @ AppError::Validation { .. }) => {
            txn.rollback().await?;
            app.throttle.record(&account, &meta.ip);
            if two_factor::count_wrong_code(&app.db, challenge.id).await? {
                return Err(AppError::validation("challenge", msg::TWO_FACTOR_TOO_MANY_TRIES));
            }
            return Err(err);
        }
        Err(err) => return Err(err),
    };
    txn.commit().await?;
    app.throttle.record_success(&account);
    two_factor::after_accepted(app, &user, &accepted, now);
    start_session(app, user, meta, now).await
}

/// Opens a session for a user who proved who they are; tells them by mail if they asked.
async fn start_session(
    app: &AppState,
    user: user::Model,
    meta: &RequestMeta,
    now: DateTime<Utc>,
) -> AppResult<SignedIn> {
    let prefs = settings::get(&app.db, user.id, now).await?;
    let refresh =
        sessions::start(&app.db, user.id, meta, Duration::hours(prefs.session_timeout_hours.into()), now).await?;
    if sessions::end_oldest_beyond_cap(&app.db, user.id, now).await? > 0 {
        app.forget_sign_ins(user.id);
    }
    let (access_token, access_expires_at) = app.keys.issue(user.id, refresh.family_id, now)?;
    if prefs.login_notifications {
        app.mailer.send_in_background(Mail {
            to: user.email.clone(),
            subject: "Novo acesso à sua conta no Ágora".into(),
            text: format!(
                "Olá, {}!\n\nSua conta foi acessada em {} a partir de {} ({}).\n\
                 Se não foi você, troque sua senha e encerre as sessões em Configurações > Segurança.",
                first_name(&user.full_name),
                business_time(app, now),
                meta.ip,
                meta.user_agent.as_deref().unwrap_or("navegador desconhecido")
            ),
            invite: None,
        });
    }
    Ok(SignedIn { user, access_token, access_expires_at, refresh })
}

/// "25/11/2026 às 14:05 (horário de America/Sao_Paulo)": an instant as mails show it, in
/// the business time zone.
pub fn business_time(app: &AppState, at: DateTime<Utc>) -> String {
    let tz = app.config.timezone;
    format!("{} (horário de {})", at.with_timezone(&tz).format("%d/%m/%Y às %H:%M"), tz.name())
}

/// Which mailed link an address asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    ResetPassword,
    Confirmation,
}

/// The answer to a link request: the same for every address, registered or not.
pub struct LinkAnswer {
    pub message: String,
    /// Set when nothing was sent because a link went out moments ago.
    pub retry_after_seconds: Option<u64>,
}

/// 'Esqueci minha senha' and 'Reenviar link'. Throttled per address and per client before
/// any work; the answer and its timing never depend on whether the address is registered:
/// looking it up, making the link and mailing it happen after the answer.
pub async fn request_link(app: &AppState, email: &str, kind: LinkKind, meta: &RequestMeta) -> AppResult<LinkAnswer> {
    let account = email.trim().to_lowercase();
    app.link_throttle.check(&account, &meta.ip)?;
    let email = Email::parse(email)?;
    let now = app.clock.now();
    if let Some(seconds) = app.link_interval.wait(&account, now) {
        return Ok(LinkAnswer { message: link_held(seconds), retry_after_seconds: Some(seconds) });
    }
    app.link_throttle.record(&account, &meta.ip);
    app.link_interval.record(&account, now);
    let background = app.clone();
    tokio::spawn(async move {
        if let Err(err) = send_link(&background, &email, kind).await {
            tracing::error!(error = %err, ?kind, "mailing a requested link failed");
        }
    });
    let message = match kind {
        LinkKind::ResetPassword => RESET_LINK_SENT,
        LinkKind::Confirmation => CONFIRMATION_LINK_SENT,
    };
    Ok(LinkAnswer { message: message.into(), retry_after_seconds: None })
}

/// Mails the link if the address has an account that needs it.
async fn send_link(app: &AppState, email: &Email, kind: LinkKind) -> AppResult<()> {
    let Some(user) = users::find_by_email(&app.db, email).await? else { return Ok(()) };
    let now = app.clock.now();
    match kind {
        LinkKind::Confirmation if user.email_confirmed_at.is_none() => send_confirmation(app, &user, now).await,
        LinkKind::Confirmation => Ok(()),
        LinkKind::ResetPassword => {
            let secret = email_tokens::create(&app.db, user.id, Purpose::ResetPassword, &user.email, now).await?;
            let mail = Mail {
                to: user.email.clone(),
                subject: "Redefinir sua senha no Ágora".into(),
                text: format!(
                    "Olá, {}!\n\nRecebemos um pedido para criar uma nova senha para sua conta. Use este link:\n{}/reset-password#token={}\n\n\
                     O link vale por 30 minutos e funciona uma vez. Se não foi você, ignore esta mensagem: sua senha continua a mesma.",
                    first_name(&user.full_name),
                    app.config.public_url,
                    secret
                ),
                invite: None,
            };
            app.mailer.send(mail).await.map_err(AppError::internal)
        }
    }
}

/// Spends a reset link: the new password (the sign-up rules) replaces the old one, every
/// sign-in of the account ends, the other reset links die, and the owner is told by mail.
/// A password that breaks the rules leaves the link usable.
pub async fn reset_password(app: &AppState, secret: &str, new: &str) -> AppResult<()> {
    let new = Password::parse(new, "newPassword")?;
    let hash = password::hash(new.expose().to_owned()).await?;
    let now = app.clock.now();
    let txn = app.db.begin().await?;
    let link = email_tokens::consume(&txn, secret, &[Purpose::ResetPassword], now).await?;
    let user = users::find(&txn, link.user_id)
        .await?
        .ok_or_else(|| AppError::validation("token", email_tokens::INVALID_LINK))?;
    let mut model = user.clone().into_active_model();
    model.password_hash = Set(hash);
    // Only the mailbox's owner could follow the link.
    if user.email_confirmed_at.is_none() {
        model.email_confirmed_at = Set(Some(now));
    }
    model.updated_at = Set(now);
    model.update(&txn).await?;
    email_tokens::spend_all(&txn, user.id, Purpose::ResetPassword, now).await?;
    sessions::revoke_all(&txn, user.id, None, now).await?;
    txn.commit().await?;
    app.forget_sign_ins(user.id);
    app.mailer.send_in_background(Mail {
        to: user.email.clone(),
        subject: "Sua senha do Ágora foi alterada".into(),
        text: format!(
            "Olá, {}!\n\nA senha da sua conta foi redefinida em {} e todas as sessões foram encerradas.\n\
             Se não foi você, peça um novo link em {}/forgot-password e fale com o suporte.",
            first_name(&user.full_name),
            business_time(app, now),
            app.config.public_url
        ),
        invite: None,
    });
    Ok(())
}

/// Trades a refresh token for a new access token and the next refresh token.
#[tracing::instrument(name = "account.refresh", skip_all)]
pub async fn refresh(app: &AppState, secret: &str, meta: &RequestMeta) -> AppResult<SignedIn> {
    let now = app.clock.now();
    let (user_id, refresh) = match sessions::rotate(&app.db, secret, meta, now).await? {
        sessions::Rotated::Next(user_id, issued) => (user_id, issued),
        sessions::Rotated::Revoked(user_id) => {
            app.forget_sign_ins(user_id);
            return Err(AppError::Unauthenticated);
        }
    };
    let user = users::find(&app.db, user_id).await?.ok_or(AppError::Unauthenticated)?;
    let (access_token, access_expires_at) = app.keys.issue(user.id, refresh.family_id, now)?;
    Ok(SignedIn { user, access_token, access_expires_at, refresh })
}

/// Resolves a bearer token into a viewer: a valid signature and expiry, a live sign-in
/// and an existing user. Anything else is anonymous.
pub async fn viewer_from_token(app: &AppState, token: Option<&str>) -> AppResult<Viewer> {
    let Some(token) = token else {
        return Ok(Viewer::anonymous());
    };
    if token.starts_with(api_tokens::PREFIX) {
        return api_tokens::viewer(app, token).await;
    }
    let now = app.clock.now();
    let Some(claims) = app.keys.verify(token, now) else {
        return Ok(Viewer::anonymous());
    };
    if let Some(user) = app.sign_ins.get(claims.user_id, claims.family_id, now) {
        return viewer_of(app, user, claims.family_id).await;
    }
    // One statement: the user, if this sign-in is still live.
    let generation = app.sign_ins.generation();
    let Some((user, expires_at)) = sessions::signed_in_user(&app.db, claims.user_id, claims.family_id, now).await?
    else {
        return Ok(Viewer::anonymous());
    };
    app.sign_ins.store(generation, claims.family_id, user.clone(), expires_at);
    viewer_of(app, user, claims.family_id).await
}

async fn viewer_of(app: &AppState, user: user::Model, family_id: Uuid) -> AppResult<Viewer> {
    let admin_blocked = two_factor::admin_blocked(app, &user).await?;
    Ok(Viewer { family_id: Some(family_id), user: Some(user), admin_blocked, token: None })
}

pub struct ProfileUpdate {
    pub full_name: String,
    pub email: String,
    pub phone: Option<String>,
    pub bio: Option<String>,
    pub avatar_url: Option<String>,
}

/// Saves the profile. A new e-mail address is not applied until the link mailed to it
/// is followed; the returned option names the address waiting for confirmation.
pub async fn update_profile(
    app: &AppState,
    user: &user::Model,
    input: ProfileUpdate,
) -> AppResult<(user::Model, Option<String>)> {
    let full_name = FullName::parse(&input.full_name)?;
    let email = Email::parse(&input.email)?;
    let phone = account::optional_text(
        input.phone.as_deref(),
        "phone",
        account::PHONE_MAX,
        "Telefone deve ter no máximo 30 caracteres",
    )?;
    let bio =
        account::optional_text(input.bio.as_deref(), "bio", account::BIO_MAX, "Bio deve ter no máximo 500 caracteres")?;
    let avatar_url = input.avatar_url.map(|u| u.trim().to_owned()).filter(|u| !u.is_empty());
    if let Some(url) = &avatar_url
        && !(url.starts_with("/storage/") || url::Url::parse(url).is_ok_and(|u| matches!(u.scheme(), "http" | "https")))
    {
        return Err(AppError::validation("avatarUrl", "URL da imagem inválida"));
    }
    let now = app.clock.now();
    let mut pending = None;
    if email.as_str() != user.email {
        if users::find_by_email(&app.db, &email).await?.is_some() {
            return Err(AppError::validation("email", EMAIL_TAKEN));
        }
        let secret = email_tokens::create(&app.db, user.id, Purpose::ChangeEmail, email.as_str(), now).await?;
        app.mailer
            .send(Mail {
                to: email.as_str().to_owned(),
                subject: "Confirme seu novo e-mail no Ágora".into(),
                text: format!(
                    "Olá, {}!\n\nConfirme este endereço como o novo e-mail da sua conta:\n{}\n\nO link vale por 24 horas.",
                    first_name(&user.full_name),
                    confirm_link(app, &secret)
                ), invite: None
            })
            .await
            .ok();
        pending = Some(email.into_inner());
    }
    let mut model = user.clone().into_active_model();
    model.full_name = Set(full_name.into_inner());
    model.phone = Set(phone);
    model.bio = Set(bio);
    model.avatar_url = Set(avatar_url);
    model.updated_at = Set(now);
    let saved = model.update(&app.db).await;
    app.forget_sign_ins(user.id);
    let saved = saved?;
    let pending = match pending {
        Some(p) => Some(p),
        None => email_tokens::pending_email(&app.db, user.id, now).await?,
    };
    Ok((saved, pending))
}

/// Changes the password after checking the current one, and ends the other sign-ins.
#[tracing::instrument(name = "account.change_password", skip_all)]
pub async fn change_password(app: &AppState, viewer: &Viewer, current: &str, new: &str) -> AppResult<usize> {
    let user = viewer.require_user()?;
    let new = Password::parse(new, "newPassword")?;
    if !password::verify(current.to_owned(), Some(user.password_hash.clone())).await? {
        return Err(AppError::validation("currentPassword", "Senha atual incorreta."));
    }
    let hash = password::hash(new.expose().to_owned()).await?;
    let now = app.clock.now();
    let mut model = user.clone().into_active_model();
    model.password_hash = Set(hash);
    model.updated_at = Set(now);
    let result = match model.update(&app.db).await {
        Ok(_) => sessions::revoke_all(&app.db, user.id, viewer.family_id, now).await,
        Err(err) => Err(err.into()),
    };
    app.forget_sign_ins(user.id);
    result
}

pub struct SettingsUpdate {
    pub email_bookings: Option<bool>,
    pub email_reminders: Option<bool>,
    pub marketing_emails: Option<bool>,
    pub login_notifications: Option<bool>,
    pub session_timeout_hours: Option<i32>,
    pub date_format: Option<settings_rules::DateFormat>,
}

/// Saves the settings that are given; a shorter session timeout applies to live sign-ins.
pub async fn update_settings(app: &AppState, user_id: Uuid, input: SettingsUpdate) -> AppResult<()> {
    let now = app.clock.now();
    let mut current = settings::get(&app.db, user_id, now).await?;
    let timeout = input.session_timeout_hours.map(settings_rules::session_timeout).transpose()?;
    if let Some(v) = input.email_bookings {
        current.email_bookings = v;
    }
    if let Some(v) = input.email_reminders {
        current.email_reminders = v;
    }
    if let Some(v) = input.marketing_emails {
        current.marketing_emails = v;
    }
    if let Some(v) = input.login_notifications {
        current.login_notifications = v;
    }
    if let Some(v) = input.date_format {
        current.date_format = v.pattern().to_owned();
    }
    if let Some(hours) = timeout {
        current.session_timeout_hours = hours;
    }
    current.updated_at = now;
    settings::save(&app.db, current).await?;
    if let Some(hours) = timeout {
        let shortened = sessions::apply_timeout(&app.db, user_id, Duration::hours(hours.into()), now).await;
        app.forget_sign_ins(user_id);
        shortened?;
    }
    Ok(())
}
