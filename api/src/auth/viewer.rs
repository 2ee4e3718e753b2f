//! Who is asking, built once per request (HTTP handler or websocket `connection_init`),
//! never stored in the schema.

use entities::user;
use uuid::Uuid;

use crate::auth::scopes::ApiScope;
use crate::domain::account::Role;
use crate::error::AppError;
use chrono::{DateTime, Utc};

/// The signed-in user and the sign-in the access token belongs to; empty when anonymous.
#[derive(Clone, Debug, Default)]
pub struct Viewer {
    pub user: Option<user::Model>,
    pub family_id: Option<Uuid>,
    /// An admin the security policy keeps out of admin functions until they turn
    /// two-factor sign-in on (docs/accounts.md).
    pub admin_blocked: bool,
    /// Set when the caller came with a personal access token rather than a sign-in: what
    /// it may do is limited to its scopes (docs/api.md, "Authentication").
    pub token: Option<TokenGrant>,
}

/// A personal access token in use.
#[derive(Clone, Debug)]
pub struct TokenGrant {
    pub id: Uuid,
    pub scopes: Vec<ApiScope>,
    pub expires_at: DateTime<Utc>,
}

impl Viewer {
    pub fn anonymous() -> Self {
        Self::default()
    }

    pub fn require_user(&self) -> Result<&user::Model, AppError> {
        self.user.as_ref().ok_or(AppError::Unauthenticated)
    }

    pub fn require_admin(&self) -> Result<&user::Model, AppError> {
        let user = self.require_user()?;
        if Role::from(user.role) != Role::Admin {
            return Err(AppError::forbidden());
        }
        if self.admin_blocked {
            return Err(AppError::Forbidden(crate::domain::messages::TWO_FACTOR_ADMIN_REQUIRED.into()));
        }
        Ok(user)
    }

    /// An admin who may use admin functions now.
    pub fn is_admin(&self) -> bool {
        !self.admin_blocked && self.user.as_ref().is_some_and(|u| Role::from(u.role) == Role::Admin)
    }

    /// Refuses a token that lacks `scope` (for checks below the root, like `node`).
    pub fn require_scope(&self, scope: ApiScope) -> Result<(), AppError> {
        match &self.token {
            Some(grant) if !grant.scopes.contains(&scope) => {
                Err(AppError::Forbidden(crate::domain::messages::token_missing_scope(scope.name())))
            }
            _ => Ok(()),
        }
    }

    pub fn id(&self) -> Option<Uuid> {
        self.user.as_ref().map(|u| u.id)
    }
}

/// Facts about the HTTP request that resolvers need.
#[derive(Clone, Debug, Default)]
pub struct RequestMeta {
    pub ip: String,
    pub user_agent: Option<String>,
    /// The refresh token from the httpOnly cookie, if any.
    pub refresh_cookie: Option<String>,
    /// True when the request carries `X-Agora-Client: web` (the CSRF guard).
    pub web_client: bool,
}
