//! Plain sea-orm mappings of the tables the `migration` crate creates. No logic lives here.

pub mod booking;
pub mod email_token;
pub mod session;
pub mod space;
pub mod user;
pub mod user_settings;
