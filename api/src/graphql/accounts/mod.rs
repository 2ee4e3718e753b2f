//! Accounts: the viewer, sign-up, e-mail confirmation, sign-in, sessions, profile and
//! settings, two-factor sign-in, account deletion and the security policy.

mod mutation;
mod query;
mod security;
mod types;

pub use mutation::AccountMutation;
pub use query::AccountQuery;
pub use security::{SecurityMutation, SecurityQuery};
pub use types::{ActiveSession, DemoAccount, Role, User};
