//! Plain sea-orm mappings of the tables the `migration` crate creates. No logic lives here.

pub mod booking;
pub mod booking_event;
pub mod email_token;
pub mod outbox;
pub mod payment;
pub mod session;
pub mod simulated_provider_ledger;
pub mod space;
pub mod user;
pub mod user_settings;
