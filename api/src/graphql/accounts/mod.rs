//! Accounts: the viewer, sign-up, e-mail confirmation, sign-in, sessions, profile and
//! settings, two-factor sign-in, personal access tokens, account deletion and the security policy.

mod mutation;
mod query;
mod security;
mod tokens;
mod types;

pub use mutation::AccountMutation;
pub use query::AccountQuery;
pub use security::{SecurityMutation, SecurityQuery};
pub use tokens::{ApiToken, ApiTokenMutation, ApiTokenQuery};
pub use types::{ActiveSession, DemoAccount, Role, User};
