//! Two-factor sign-in, account deletion and the security policy (docs/accounts.md).

use async_graphql::{Context, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

use super::types::User;
use crate::auth::cookie;
use crate::domain::messages::ACCOUNT_DELETED;
use crate::graphql::context::ContextExt;
use crate::services::{accounts::policy, accounts::privacy, accounts::two_factor};

#[derive(Default)]
pub struct SecurityQuery;

#[derive(Default)]
pub struct SecurityMutation;

/// Two-factor sign-in as its owner sees it.
#[derive(SimpleObject)]
pub struct TwoFactorStatus {
    pub enabled: bool,
    pub enabled_at: Option<DateTime<Utc>>,
    /// Recovery codes not used yet (0 when two-factor sign-in is off).
    pub recovery_codes_left: i32,
    /// True when the security policy requires it of this account (admins) and it is off:
    /// admin functions refuse the account until it is turned on.
    pub required: bool,
}

/// What the authenticator app needs: scan `qrCodeSvg`, or type `secret` by hand.
#[derive(SimpleObject)]
struct TwoFactorSetupPayload {
    /// The shared secret in base32, for typing into the app.
    secret: String,
    /// The `otpauth://totp/…` address the QR code carries.
    otpauth_uri: String,
    /// The QR code as an SVG document.
    qr_code_svg: String,
}

#[derive(InputObject)]
struct EnableTwoFactorInput {
    /// The app's current 6-digit code for the secret from `startTwoFactorSetup`.
    code: String,
}

#[derive(SimpleObject)]
struct RecoveryCodesPayload {
    user: User,
    /// Ten single-use codes, shown this once: each signs in instead of an app code.
    recovery_codes: Vec<String>,
}

#[derive(InputObject)]
struct ConfirmWithCodeInput {
    password: String,
    /// A code from the app, or a recovery code.
    code: String,
}

#[derive(SimpleObject)]
struct DisableTwoFactorPayload {
    user: User,
}

#[derive(InputObject)]
struct DeleteAccountInput {
    password: String,
    /// Required when two-factor sign-in is on: a code from the app or a recovery code.
    code: Option<String>,
}

#[derive(SimpleObject)]
struct DeleteAccountPayload {
    message: String,
}

/// Deployment-wide security rules an admin sets.
#[derive(SimpleObject)]
struct SecurityPolicy {
    /// Admins must use two-factor sign-in; until they turn it on, admin functions refuse them.
    require_admin_two_factor: bool,
}

impl From<policy::SecurityPolicy> for SecurityPolicy {
    fn from(p: policy::SecurityPolicy) -> Self {
        Self { require_admin_two_factor: p.require_admin_two_factor }
    }
}

#[derive(InputObject)]
struct UpdateSecurityPolicyInput {
    require_admin_two_factor: bool,
}

#[derive(SimpleObject)]
struct UpdateSecurityPolicyPayload {
    policy: SecurityPolicy,
}

#[Object]
impl SecurityQuery {
    /// Admins: the deployment's security policy.
    async fn security_policy(&self, ctx: &Context<'_>) -> Result<SecurityPolicy> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        Ok(app.policy.get(&app.db).await?.into())
    }
}

#[Object]
impl SecurityMutation {
    /// Starts turning two-factor sign-in on: a new secret, shown as a QR code. Nothing
    /// changes until `enableTwoFactor` gets a code from it.
    async fn start_two_factor_setup(&self, ctx: &Context<'_>) -> Result<TwoFactorSetupPayload> {
        let user = ctx.viewer().require_user()?;
        let setup = two_factor::start_setup(ctx.app()?, user).await?;
        Ok(TwoFactorSetupPayload { secret: setup.secret, otpauth_uri: setup.uri, qr_code_svg: setup.qr_svg })
    }

    /// Turns two-factor sign-in on with the app's first code; answers the recovery codes.
    async fn enable_two_factor(&self, ctx: &Context<'_>, input: EnableTwoFactorInput) -> Result<RecoveryCodesPayload> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        let user = viewer.require_user()?;
        let recovery_codes = two_factor::enable(app, user, &input.code).await?;
        Ok(RecoveryCodesPayload { user: fresh_user(ctx).await?, recovery_codes })
    }

    /// Turns two-factor sign-in off (the password and a code are needed).
    async fn disable_two_factor(
        &self,
        ctx: &Context<'_>,
        input: ConfirmWithCodeInput,
    ) -> Result<DisableTwoFactorPayload> {
        two_factor::disable(ctx.app()?, ctx.viewer(), &input.password, &input.code).await?;
        Ok(DisableTwoFactorPayload { user: fresh_user(ctx).await? })
    }

    /// Ten new recovery codes replace the old ones (the password and a code are needed).
    async fn regenerate_recovery_codes(
        &self,
        ctx: &Context<'_>,
        input: ConfirmWithCodeInput,
    ) -> Result<RecoveryCodesPayload> {
        let recovery_codes =
            two_factor::regenerate_recovery_codes(ctx.app()?, ctx.viewer(), &input.password, &input.code).await?;
        Ok(RecoveryCodesPayload { user: fresh_user(ctx).await?, recovery_codes })
    }

    /// Deletes the viewer's account for good: future bookings are cancelled, personal
    /// data erased, every sign-in ends. The last admin cannot.
    async fn delete_account(&self, ctx: &Context<'_>, input: DeleteAccountInput) -> Result<DeleteAccountPayload> {
        let app = ctx.app()?;
        privacy::delete_account(app, ctx.viewer(), &input.password, input.code.as_deref()).await?;
        ctx.append_http_header("set-cookie", cookie::clear(app.config.secure_cookies()));
        Ok(DeleteAccountPayload { message: ACCOUNT_DELETED.into() })
    }

    /// Admins: sets the security policy. Requiring two-factor sign-in of admins needs it
    /// on the caller's own account first.
    async fn update_security_policy(
        &self,
        ctx: &Context<'_>,
        input: UpdateSecurityPolicyInput,
    ) -> Result<UpdateSecurityPolicyPayload> {
        let admin = ctx.viewer().require_admin()?;
        let policy = policy::SecurityPolicy { require_admin_two_factor: input.require_admin_two_factor };
        two_factor::set_policy(ctx.app()?, admin, policy).await?;
        Ok(UpdateSecurityPolicyPayload { policy: policy.into() })
    }
}

/// The viewer as stored now (a mutation above just changed the row).
async fn fresh_user(ctx: &Context<'_>) -> Result<User> {
    let app = ctx.app()?;
    let viewer = ctx.viewer();
    let id = viewer.require_user()?.id;
    let model =
        crate::services::accounts::users::find(&app.db, id).await?.ok_or(crate::error::AppError::Unauthenticated)?;
    Ok(User::signed_in(model, viewer.family_id))
}
