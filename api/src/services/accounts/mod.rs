//! Accounts (docs/accounts.md): the users table, sign-ins, mailed links, settings,
//! two-factor sign-in, the admin-set security policy, a person's data (export and
//! deletion), and the flows that combine them (`flows`, re-exported here).

mod flows;

pub mod api_tokens;

pub mod email_tokens;
pub mod policy;
pub mod privacy;
pub mod sessions;
pub mod settings;
pub mod two_factor;
pub mod users;

pub use flows::*;
