//! Credentials and identity: password hashing, access tokens, refresh tokens, sign-in
//! throttling, the per-request [`Viewer`] and the node's recently checked sign-ins.

pub mod cookie;
pub mod password;
pub mod scopes;
pub mod sign_ins;
pub mod throttle;
pub mod tokens;
mod viewer;

pub use viewer::{RequestMeta, TokenGrant, Viewer};
