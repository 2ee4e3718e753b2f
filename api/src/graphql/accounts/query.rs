use async_graphql::{Context, Object, Result};

use super::types::{SignupOptions, User};
use crate::graphql::context::ContextExt;
use crate::services::accounts::users;

#[derive(Default)]
pub struct AccountQuery;

#[Object]
impl AccountQuery {
    /// The signed-in user, or null.
    async fn viewer(&self, ctx: &Context<'_>) -> Option<User> {
        let viewer = ctx.viewer();
        viewer.user.clone().map(|u| User::signed_in(u, viewer.family_id))
    }

    /// What the sign-up form may offer.
    async fn signup_options(&self, ctx: &Context<'_>) -> Result<SignupOptions> {
        let app = ctx.app()?;
        Ok(SignupOptions { allow_admin: users::admin_sign_up_open(&app.db, app.config.is_production()).await? })
    }
}
