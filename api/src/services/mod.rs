//! Database access per aggregate through sea-orm. Services know nothing of GraphQL.

pub mod accounts;
pub mod email_tokens;
pub mod files;
pub mod sessions;
pub mod settings;
pub mod spaces;
pub mod stats;
pub mod users;
