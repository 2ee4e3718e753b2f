//! Plain sea-orm mappings of the tables the `migration` crate creates. No logic lives here.

pub mod api_token;
pub mod app_setting;
pub mod booking;
pub mod booking_event;
pub mod booking_series;
pub mod calendar_feed;
pub mod closure;
pub mod email_token;
pub mod outbox;
pub mod payment;
pub mod quota;
pub mod recovery_code;
pub mod session;
pub mod sign_in_challenge;
pub mod simulated_provider_ledger;
pub mod space;
pub mod user;
pub mod user_settings;
pub mod webhook_delivery;
pub mod webhook_endpoint;
