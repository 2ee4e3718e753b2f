//! Accounts: the viewer, sign-up, e-mail confirmation, sign-in, sessions, profile and
//! settings.

mod mutation;
mod query;
mod types;

pub use mutation::AccountMutation;
pub use query::AccountQuery;
pub use types::{ActiveSession, DemoAccount, Role, User};
