use async_graphql::{Context, ID, InputObject, MaybeUndefined, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

use super::types::{DateFormat, Role, User};
use crate::auth::cookie;
use crate::domain::messages::PASSWORD_RESET;
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::accounts::sessions;
use crate::services::accounts::{self, EMAIL_CONFIRMED, LinkKind, SIGN_UP_NOTICE, SignedIn};

#[derive(Default)]
pub struct AccountMutation;

#[derive(InputObject)]
struct SignUpInput {
    full_name: String,
    email: String,
    password: String,
    #[graphql(default_with = "Role::User")]
    role: Role,
}

#[derive(SimpleObject)]
struct SignUpPayload {
    /// The same notice whether or not the address was new (no account enumeration).
    message: String,
}

#[derive(InputObject)]
struct ConfirmEmailInput {
    token: String,
}

#[derive(SimpleObject)]
struct ConfirmEmailPayload {
    message: String,
    user: User,
}

#[derive(InputObject)]
struct RequestLinkInput {
    email: String,
}

/// The same answer for every address, registered or not (no account enumeration).
#[derive(SimpleObject)]
struct RequestLinkPayload {
    message: String,
    /// Set when nothing was sent because a link was asked for moments ago: seconds until
    /// another can be asked for.
    retry_after_seconds: Option<i32>,
}

#[derive(InputObject)]
struct ResetPasswordInput {
    /// The secret from the mailed link.
    token: String,
    new_password: String,
}

#[derive(SimpleObject)]
struct ResetPasswordPayload {
    message: String,
}

#[derive(InputObject)]
struct CompleteSignInInput {
    /// `extensions.challenge` of the `TWO_FACTOR_REQUIRED` error `signIn` answered.
    challenge: String,
    /// A code from the authenticator app, or a recovery code.
    code: String,
}

#[derive(InputObject)]
struct SignInInput {
    email: String,
    password: String,
}

/// A signed-in session. Browsers (header `X-Agora-Client: web`) get the refresh token as
/// an httpOnly cookie and `refreshToken` is null; API clients get it here.
#[derive(SimpleObject)]
struct SessionPayload {
    access_token: String,
    /// In the server's clock (which `AGORA_CLOCK` may shift in development).
    access_token_expires_at: DateTime<Utc>,
    /// Seconds the access token is valid from now: schedule the refresh with this.
    access_token_expires_in: i32,
    refresh_token: Option<String>,
    user: User,
}

#[derive(InputObject, Default)]
struct RefreshSessionInput {
    /// API clients pass the refresh token; browsers leave it out and send the cookie.
    refresh_token: Option<String>,
}

#[derive(SimpleObject)]
struct SignOutPayload {
    /// How many sign-ins ended (every device).
    revoked_sessions: i32,
}

#[derive(InputObject)]
struct UpdateProfileInput {
    full_name: String,
    email: String,
    phone: Option<String>,
    bio: Option<String>,
    /// Left out: unchanged. Null: no photo.
    avatar_url: MaybeUndefined<String>,
}

#[derive(SimpleObject)]
struct UpdateProfilePayload {
    user: User,
    /// Set when the e-mail changed: a link went to this address, which replaces the
    /// current one once confirmed.
    pending_email: Option<String>,
}

#[derive(InputObject)]
struct UpdateSettingsInput {
    email_bookings: Option<bool>,
    email_reminders: Option<bool>,
    marketing_emails: Option<bool>,
    login_notifications: Option<bool>,
    session_timeout_hours: Option<i32>,
    date_format: Option<DateFormat>,
}

#[derive(SimpleObject)]
struct UpdateSettingsPayload {
    user: User,
}

#[derive(InputObject)]
struct ChangePasswordInput {
    current_password: String,
    new_password: String,
}

#[derive(SimpleObject)]
struct ChangePasswordPayload {
    /// The other sign-ins ended by the change.
    revoked_sessions: i32,
}

#[derive(InputObject)]
struct RevokeSessionInput {
    session_id: ID,
}

#[derive(SimpleObject)]
struct RevokeSessionPayload {
    revoked_session_id: ID,
}

async fn request_link(ctx: &Context<'_>, email: &str, kind: LinkKind) -> Result<RequestLinkPayload> {
    let answer = accounts::request_link(ctx.app()?, email, kind, &ctx.meta()).await?;
    Ok(RequestLinkPayload {
        message: answer.message,
        retry_after_seconds: answer.retry_after_seconds.map(|s| s as i32),
    })
}

/// Hands the refresh token to the client: a cookie for browsers, the payload otherwise.
fn session_payload(ctx: &Context<'_>, signed_in: SignedIn) -> Result<SessionPayload> {
    let app = ctx.app()?;
    let web = ctx.meta().web_client;
    let refresh_token = if web {
        let max_age = (signed_in.refresh.expires_at - app.clock.now()).num_seconds();
        ctx.append_http_header(
            "set-cookie",
            cookie::set(&signed_in.refresh.secret, max_age, app.config.secure_cookies()),
        );
        None
    } else {
        Some(signed_in.refresh.secret)
    };
    Ok(SessionPayload {
        access_token: signed_in.access_token,
        access_token_expires_in: (signed_in.access_expires_at - app.clock.now()).num_seconds().max(0) as i32,
        access_token_expires_at: signed_in.access_expires_at,
        refresh_token,
        user: User::signed_in(signed_in.user, Some(signed_in.refresh.family_id)),
    })
}

#[Object]
impl AccountMutation {
    /// Creates an account and mails a confirmation link.
    async fn sign_up(&self, ctx: &Context<'_>, input: SignUpInput) -> Result<SignUpPayload> {
        let app = ctx.app()?;
        let sign_up = accounts::SignUp {
            full_name: input.full_name,
            email: input.email,
            password: input.password,
            role: input.role.into(),
        };
        accounts::sign_up(app, sign_up, &ctx.meta()).await?;
        Ok(SignUpPayload { message: SIGN_UP_NOTICE.into() })
    }

    /// Confirms an address with the token from the mailed link (browsers follow the
    /// link to `GET /auth/confirm` instead).
    async fn confirm_email(&self, ctx: &Context<'_>, input: ConfirmEmailInput) -> Result<ConfirmEmailPayload> {
        let user = accounts::confirm_email(ctx.app()?, &input.token).await?;
        Ok(ConfirmEmailPayload { message: EMAIL_CONFIRMED.into(), user: User::new(user) })
    }

    /// 'Esqueci minha senha': mails a link to choose a new password, valid for 30 minutes,
    /// if the address has an account.
    async fn request_password_reset(&self, ctx: &Context<'_>, input: RequestLinkInput) -> Result<RequestLinkPayload> {
        request_link(ctx, &input.email, LinkKind::ResetPassword).await
    }

    /// Sets a new password with the token from the mailed link; every sign-in of the
    /// account ends.
    async fn reset_password(&self, ctx: &Context<'_>, input: ResetPasswordInput) -> Result<ResetPasswordPayload> {
        accounts::reset_password(ctx.app()?, &input.token, &input.new_password).await?;
        Ok(ResetPasswordPayload { message: PASSWORD_RESET.into() })
    }

    /// 'Reenviar link': mails a new confirmation link if the address has an account
    /// waiting for one.
    async fn resend_confirmation(&self, ctx: &Context<'_>, input: RequestLinkInput) -> Result<RequestLinkPayload> {
        request_link(ctx, &input.email, LinkKind::Confirmation).await
    }

    /// Signs in. Other devices stay signed in. An account with two-factor sign-in gets no
    /// session here: the error `TWO_FACTOR_REQUIRED` carries `extensions.challenge` for
    /// `completeSignIn` (valid 5 minutes, for 5 codes).
    async fn sign_in(&self, ctx: &Context<'_>, input: SignInInput) -> Result<SessionPayload> {
        let signed_in = accounts::sign_in(ctx.app()?, &input.email, &input.password, &ctx.meta()).await?;
        session_payload(ctx, signed_in)
    }

    /// The code step of a sign-in with two-factor sign-in: a code from the app (each
    /// 30-second code works once) or a single-use recovery code.
    async fn complete_sign_in(&self, ctx: &Context<'_>, input: CompleteSignInInput) -> Result<SessionPayload> {
        let signed_in = accounts::complete_sign_in(ctx.app()?, &input.challenge, &input.code, &ctx.meta()).await?;
        session_payload(ctx, signed_in)
    }

    /// Trades the refresh token for a new access token, rotating the refresh token.
    /// Browsers send the cookie and must send the header `X-Agora-Client: web`.
    async fn refresh_session(&self, ctx: &Context<'_>, input: Option<RefreshSessionInput>) -> Result<SessionPayload> {
        let app = ctx.app()?;
        let meta = ctx.meta();
        let secret = match input.unwrap_or_default().refresh_token {
            Some(token) => token,
            None if !meta.web_client => return Err(AppError::Unauthenticated.into()),
            None => meta.refresh_cookie.clone().ok_or(AppError::Unauthenticated)?,
        };
        match accounts::refresh(app, &secret, &meta).await {
            Ok(signed_in) => session_payload(ctx, signed_in),
            Err(err) => {
                if meta.web_client {
                    ctx.append_http_header("set-cookie", cookie::clear(app.config.secure_cookies()));
                }
                Err(err.into())
            }
        }
    }

    /// Signs the viewer out on every device.
    async fn sign_out(&self, ctx: &Context<'_>) -> Result<SignOutPayload> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let revoked = sessions::revoke_all(&app.db, user.id, None, app.clock.now()).await;
        app.forget_sign_ins(user.id);
        let revoked = revoked?;
        ctx.append_http_header("set-cookie", cookie::clear(app.config.secure_cookies()));
        Ok(SignOutPayload { revoked_sessions: revoked as i32 })
    }

    async fn update_profile(&self, ctx: &Context<'_>, input: UpdateProfileInput) -> Result<UpdateProfilePayload> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let update = accounts::ProfileUpdate {
            full_name: input.full_name,
            email: input.email,
            phone: input.phone,
            bio: input.bio,
            avatar_url: match input.avatar_url {
                MaybeUndefined::Undefined => user.avatar_url.clone(),
                MaybeUndefined::Null => None,
                MaybeUndefined::Value(url) => Some(url),
            },
        };
        let (user, pending_email) = accounts::update_profile(app, user, update).await?;
        Ok(UpdateProfilePayload { user: User::signed_in(user, ctx.viewer().family_id), pending_email })
    }

    /// Saves the given settings; the others keep their values.
    async fn update_settings(&self, ctx: &Context<'_>, input: UpdateSettingsInput) -> Result<UpdateSettingsPayload> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let update = accounts::SettingsUpdate {
            email_bookings: input.email_bookings,
            email_reminders: input.email_reminders,
            marketing_emails: input.marketing_emails,
            login_notifications: input.login_notifications,
            session_timeout_hours: input.session_timeout_hours,
            date_format: input.date_format.map(Into::into),
        };
        accounts::update_settings(app, user.id, update).await?;
        Ok(UpdateSettingsPayload { user: User::signed_in(user.clone(), ctx.viewer().family_id) })
    }

    /// Changes the password and signs out the other devices.
    async fn change_password(&self, ctx: &Context<'_>, input: ChangePasswordInput) -> Result<ChangePasswordPayload> {
        let revoked =
            accounts::change_password(ctx.app()?, ctx.viewer(), &input.current_password, &input.new_password).await?;
        Ok(ChangePasswordPayload { revoked_sessions: revoked as i32 })
    }

    /// Ends one of the viewer's sign-ins ('Encerrar').
    async fn revoke_session(&self, ctx: &Context<'_>, input: RevokeSessionInput) -> Result<RevokeSessionPayload> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let family = ids::decode_as(Kind::ActiveSession, &input.session_id)?;
        let revoked = sessions::revoke_family(&app.db, user.id, family, app.clock.now()).await;
        app.forget_sign_ins(user.id);
        if !revoked? {
            return Err(AppError::NotFound.into());
        }
        Ok(RevokeSessionPayload { revoked_session_id: input.session_id })
    }
}
