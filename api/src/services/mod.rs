//! Database access per aggregate through sea-orm. Services know nothing of GraphQL.

pub mod accounts;
pub mod admin;
pub mod bookings;
pub mod dashboard;
pub mod email_tokens;
pub mod files;
pub mod outbox;
pub mod paging;
pub mod policy;
pub mod privacy;
pub mod quota;
pub mod schedule;
pub mod sessions;
pub mod settings;
pub mod spaces;
pub mod stats;
pub mod two_factor;
pub mod users;
