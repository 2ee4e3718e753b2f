use async_graphql::{ComplexObject, Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::{user, user_settings};
use uuid::Uuid;

use crate::domain::account;
use crate::domain::settings as settings_rules;
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::{accounts::email_tokens, accounts::sessions, accounts::settings};

#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    Admin,
    User,
}

impl From<account::Role> for Role {
    fn from(role: account::Role) -> Self {
        match role {
            account::Role::Admin => Role::Admin,
            account::Role::User => Role::User,
        }
    }
}

impl From<Role> for account::Role {
    fn from(role: Role) -> Self {
        match role {
            Role::Admin => account::Role::Admin,
            Role::User => account::Role::User,
        }
    }
}

/// How dates are shown to the user.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum DateFormat {
    /// dd/MM/yyyy
    DdMmYyyy,
    /// MM/dd/yyyy
    MmDdYyyy,
    /// yyyy-MM-dd
    YyyyMmDd,
}

impl From<settings_rules::DateFormat> for DateFormat {
    fn from(f: settings_rules::DateFormat) -> Self {
        match f {
            settings_rules::DateFormat::DayMonthYear => DateFormat::DdMmYyyy,
            settings_rules::DateFormat::MonthDayYear => DateFormat::MmDdYyyy,
            settings_rules::DateFormat::YearMonthDay => DateFormat::YyyyMmDd,
        }
    }
}

impl From<DateFormat> for settings_rules::DateFormat {
    fn from(f: DateFormat) -> Self {
        match f {
            DateFormat::DdMmYyyy => settings_rules::DateFormat::DayMonthYear,
            DateFormat::MmDdYyyy => settings_rules::DateFormat::MonthDayYear,
            DateFormat::YyyyMmDd => settings_rules::DateFormat::YearMonthDay,
        }
    }
}

/// A person with an account (the spec's profile).
pub struct User {
    model: user::Model,
    /// The sign-in this user is seen through, when the reader is the user themselves:
    /// the viewer, or a session a mutation has just issued (its request was anonymous).
    own_session: Option<Uuid>,
}

impl User {
    pub fn new(model: user::Model) -> Self {
        Self { model, own_session: None }
    }

    /// The user as seen by themselves through the sign-in `family`.
    pub fn signed_in(model: user::Model, family: Option<Uuid>) -> Self {
        Self { model, own_session: family }
    }

    fn is_self(&self, ctx: &Context<'_>) -> bool {
        self.own_session.is_some() || ctx.viewer().id() == Some(self.model.id)
    }

    /// The user themselves, or an admin.
    fn readable_by(&self, ctx: &Context<'_>) -> Result<(), AppError> {
        if self.is_self(ctx) || ctx.viewer().is_admin() { Ok(()) } else { Err(AppError::forbidden()) }
    }

    /// Only the user themselves.
    fn owned_by_viewer(&self, ctx: &Context<'_>) -> Result<(), AppError> {
        if self.is_self(ctx) { Ok(()) } else { Err(AppError::forbidden()) }
    }
}

#[Object]
impl User {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::User, self.model.id)
    }

    async fn full_name(&self) -> &str {
        &self.model.full_name
    }

    async fn email(&self) -> &str {
        &self.model.email
    }

    async fn role(&self) -> Role {
        account::Role::from(self.model.role).into()
    }

    async fn avatar_url(&self) -> Option<&str> {
        self.model.avatar_url.as_deref()
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.model.created_at
    }

    /// The user themselves or an admin only.
    async fn phone(&self, ctx: &Context<'_>) -> Result<Option<&str>> {
        self.readable_by(ctx)?;
        Ok(self.model.phone.as_deref())
    }

    /// The user themselves or an admin only.
    async fn bio(&self, ctx: &Context<'_>) -> Result<Option<&str>> {
        self.readable_by(ctx)?;
        Ok(self.model.bio.as_deref())
    }

    /// A new address waiting for its confirmation link (the user themselves only).
    async fn pending_email(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        self.owned_by_viewer(ctx)?;
        let app = ctx.app()?;
        Ok(email_tokens::pending_email(&app.db, self.model.id, app.clock.now()).await?)
    }

    /// The user's settings (the user themselves only).
    async fn settings(&self, ctx: &Context<'_>) -> Result<UserSettings> {
        self.owned_by_viewer(ctx)?;
        let app = ctx.app()?;
        let stored = settings::get(&app.db, self.model.id, app.clock.now()).await?;
        Ok(UserSettings { stored, two_factor: self.model.totp_enabled_at.is_some() })
    }

    /// Two-factor sign-in (the user themselves only).
    async fn two_factor(&self, ctx: &Context<'_>) -> Result<super::security::TwoFactorStatus> {
        self.owned_by_viewer(ctx)?;
        let app = ctx.app()?;
        let left = if self.model.totp_enabled_at.is_some() {
            crate::services::accounts::two_factor::recovery_codes_left(&app.db, self.model.id).await? as i32
        } else {
            0
        };
        Ok(super::security::TwoFactorStatus {
            enabled: self.model.totp_enabled_at.is_some(),
            enabled_at: self.model.totp_enabled_at,
            recovery_codes_left: left,
            required: crate::services::accounts::two_factor::admin_blocked(app, &self.model).await?,
        })
    }

    /// The user's signed-in devices, most recently used first (the user themselves only).
    async fn active_sessions(&self, ctx: &Context<'_>) -> Result<Vec<ActiveSession>> {
        self.owned_by_viewer(ctx)?;
        // Sign-ins are the password's business, never a token's (docs/api.md).
        if ctx.viewer().token.is_some() {
            return Err(crate::error::AppError::Forbidden(crate::domain::messages::TOKEN_NOT_ALLOWED.into()).into());
        }
        let app = ctx.app()?;
        let current = self.own_session.or(ctx.viewer().family_id);
        let list = sessions::active(&app.db, self.model.id, app.clock.now()).await?;
        Ok(list.into_iter().map(|s| ActiveSession { current: Some(s.family_id) == current, inner: s }).collect())
    }
}

/// One signed-in device: a sign-in and its refreshes.
pub struct ActiveSession {
    pub inner: sessions::ActiveSession,
    pub current: bool,
}

#[Object]
impl ActiveSession {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::ActiveSession, self.inner.family_id)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.inner.created_at
    }

    async fn last_used_at(&self) -> DateTime<Utc> {
        self.inner.last_used_at
    }

    /// When this sign-in ends at the latest (the session timeout).
    async fn expires_at(&self) -> DateTime<Utc> {
        self.inner.expires_at
    }

    async fn user_agent(&self) -> Option<&str> {
        self.inner.user_agent.as_deref()
    }

    async fn ip(&self) -> Option<&str> {
        self.inner.ip.as_deref()
    }

    /// True for the sign-in this request is made with.
    async fn current(&self) -> bool {
        self.current
    }
}

/// The settings page, persisted. Push notifications are not available yet.
pub struct UserSettings {
    stored: user_settings::Model,
    two_factor: bool,
}

#[Object]
impl UserSettings {
    async fn email_bookings(&self) -> bool {
        self.stored.email_bookings
    }

    async fn email_reminders(&self) -> bool {
        self.stored.email_reminders
    }

    /// Not available yet (em breve): always false.
    async fn push_notifications(&self) -> bool {
        self.stored.push_notifications
    }

    async fn marketing_emails(&self) -> bool {
        self.stored.marketing_emails
    }

    /// Whether two-factor sign-in is on.
    #[graphql(deprecation = "Use `User.twoFactor.enabled`.")]
    async fn two_factor_enabled(&self) -> bool {
        self.two_factor
    }

    async fn login_notifications(&self) -> bool {
        self.stored.login_notifications
    }

    /// The absolute lifetime of a sign-in, in hours.
    async fn session_timeout_hours(&self) -> i32 {
        self.stored.session_timeout_hours
    }

    async fn date_format(&self) -> DateFormat {
        settings_rules::DateFormat::from_pattern(&self.stored.date_format).into()
    }
}

/// A demo account (development mode only).
#[derive(SimpleObject)]
pub struct DemoAccount {
    pub email: String,
    pub password: String,
    pub role: Role,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SignupOptions {
    /// True only while no admin exists: the first account may then be an admin.
    pub allow_admin: bool,
}

#[ComplexObject]
impl SignupOptions {
    /// The roles the sign-up form may offer.
    async fn roles(&self) -> Vec<Role> {
        if self.allow_admin { vec![Role::User, Role::Admin] } else { vec![Role::User] }
    }
}
