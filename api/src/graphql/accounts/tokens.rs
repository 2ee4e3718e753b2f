//! Personal access tokens for integrations (docs/api.md, "Authentication"). Made, listed
//! and revoked only by a person signed in with their password, never with a token.

use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::api_token;

use crate::auth::scopes::{self, ApiScope};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::accounts::api_tokens::{self, NewToken};

#[derive(Default)]
pub struct ApiTokenQuery;

#[derive(Default)]
pub struct ApiTokenMutation;

/// A personal access token as its owner sees it: never the token itself.
pub struct ApiToken(pub api_token::Model);

#[Object]
impl ApiToken {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::ApiToken, self.0.id)
    }

    /// The owner's name for it ('Integração do financeiro').
    async fn name(&self) -> &str {
        &self.0.name
    }

    /// The token's first characters (`agora_pat_AbCd`), to recognise it.
    async fn prefix(&self) -> &str {
        &self.0.prefix
    }

    /// What it may do.
    async fn scopes(&self) -> Vec<ApiScope> {
        scopes::parse_list(&self.0.scopes)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    /// It stops working at this instant.
    async fn expires_at(&self) -> DateTime<Utc> {
        self.0.expires_at
    }

    /// When it was last used (to the minute); null when never.
    async fn last_used_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_used_at
    }

    /// When its owner revoked it; null while it stands.
    async fn revoked_at(&self) -> Option<DateTime<Utc>> {
        self.0.revoked_at
    }

    /// Neither revoked nor expired.
    async fn active(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(self.0.revoked_at.is_none() && self.0.expires_at > ctx.app()?.clock.now())
    }
}

#[derive(InputObject)]
struct CreateApiTokenInput {
    /// At most 60 characters.
    name: String,
    /// At least one. Admin-only scopes (`SPACES_WRITE`, `USERS_*`, `REPORTS_READ`, `WEBHOOKS_*`)
    /// need an admin.
    scopes: Vec<ApiScope>,
    /// 1 to 365 days from now.
    expires_in_days: i32,
}

#[derive(SimpleObject)]
struct CreateApiTokenPayload {
    api_token: ApiToken,
    /// `agora_pat_…`: shown this once. Send it as `Authorization: Bearer <token>`.
    token: String,
}

#[derive(InputObject)]
struct RevokeApiTokenInput {
    id: ID,
}

#[derive(SimpleObject)]
struct RevokeApiTokenPayload {
    api_token: ApiToken,
}

#[Object]
impl ApiTokenQuery {
    /// The viewer's personal access tokens, newest first (the last 100), revoked and
    /// expired ones included.
    async fn api_tokens(&self, ctx: &Context<'_>) -> Result<Vec<ApiToken>> {
        let me = ctx.viewer().require_user()?;
        Ok(api_tokens::list(&ctx.app()?.db, me.id).await?.into_iter().map(ApiToken).collect())
    }
}

#[Object]
impl ApiTokenMutation {
    /// A new personal access token for the viewer's integrations, acting as the viewer
    /// within its scopes until it expires or is revoked. At most 20 live at once.
    async fn create_api_token(&self, ctx: &Context<'_>, input: CreateApiTokenInput) -> Result<CreateApiTokenPayload> {
        let app = ctx.app()?;
        let me = ctx.viewer().require_user()?;
        let new =
            NewToken { name: input.name, scopes: input.scopes, expires_in_days: i64::from(input.expires_in_days) };
        let (token, row) = api_tokens::create(&app.db, me, new, app.clock.now()).await?;
        Ok(CreateApiTokenPayload { api_token: ApiToken(row), token })
    }

    /// Ends one of the viewer's tokens at once, on every node (its open sockets close).
    async fn revoke_api_token(&self, ctx: &Context<'_>, input: RevokeApiTokenInput) -> Result<RevokeApiTokenPayload> {
        let app = ctx.app()?;
        let me = ctx.viewer().require_user()?;
        let id = ids::decode_as(Kind::ApiToken, &input.id)?;
        Ok(RevokeApiTokenPayload { api_token: ApiToken(api_tokens::revoke(app, me.id, id).await?) })
    }
}
