//! Credentials and identity: password hashing, access tokens, refresh tokens, sign-in
//! throttling and the per-request [`Viewer`].

pub mod cookie;
pub mod password;
pub mod throttle;
pub mod tokens;
mod viewer;

pub use viewer::{RequestMeta, Viewer};
