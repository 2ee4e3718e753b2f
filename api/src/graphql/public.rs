//! Public queries: the client's configuration and the landing page's figures.

use async_graphql::{Context, Object, Result, SimpleObject};

use crate::domain::schedule::{self, Range};
use crate::domain::{account, booking};
use crate::graphql::accounts::DemoAccount;
use crate::graphql::context::ContextExt;
use crate::graphql::spaces::BookingRules;
use crate::seed;
use crate::services::accounts::api_tokens;
use crate::services::reports::stats;
use crate::storage::Bucket;

/// What the client needs to format and check like the server does. Every business time
/// is formatted and grouped in `timeZone`, never the browser's own zone.
#[derive(SimpleObject)]
pub struct AppConfig {
    time_zone: String,
    currency: String,
    locale: String,
    /// The deployment's first start hour (a space may differ).
    #[graphql(deprecation = "Each space has its own hours: Space.bookingRules, Availability.rules.")]
    opening_hour: i32,
    /// The deployment's last start hour (a space may differ).
    #[graphql(deprecation = "Each space has its own hours: Space.bookingRules, Availability.rules.")]
    last_start_hour: i32,
    /// The deployment's latest end hour (a space may differ).
    #[graphql(deprecation = "Each space has its own hours: Space.bookingRules, Availability.rules.")]
    closing_hour: i32,
    /// The deployment's longest booking (a space may differ).
    #[graphql(deprecation = "Each space has its own limits: Space.bookingRules, Availability.rules.")]
    max_booking_hours: i32,
    /// The deployment's notice (a space may differ).
    #[graphql(deprecation = "Each space has its own limits: Space.bookingRules, Availability.rules.")]
    min_lead_hours: i32,
    /// The deployment's cancellation window (a space may differ).
    #[graphql(deprecation = "Each space has its own window: Space.bookingRules, Availability.rules.")]
    cancel_min_hours: i32,
    /// The deployment's horizon: days ahead a booking may start (a space may differ).
    booking_horizon_days: i32,
    /// The deployment's booking rules: those of every space without its own.
    default_booking_rules: BookingRules,
    space_image_max_mb: i32,
    avatar_max_mb: i32,
    password_min_length: i32,
    full_name_min_length: i32,
    /// A booking's notes, in characters at most.
    notes_max_length: i32,
    /// An admin's reason for cancelling or declining a booking, in characters at most.
    cancel_reason_max_length: i32,
    /// A closure's reason, in characters at most.
    closure_reason_max_length: i32,
    access_token_ttl_seconds: i32,
    /// A personal access token's name, in characters at most.
    api_token_name_max_length: i32,
    /// The longest a personal access token may last, in days.
    api_token_max_days: i32,
    /// A webhook endpoint's description, in characters at most.
    webhook_description_max_length: i32,
    /// True outside production: the login page shows the demo accounts.
    dev_mode: bool,
    /// The demo accounts (development mode with seeding on; empty otherwise).
    demo_accounts: Vec<DemoAccount>,
}

/// Real counts for the landing page. No rating is claimed until ratings exist.
#[derive(SimpleObject)]
pub struct LandingStats {
    /// Active spaces.
    spaces: i32,
    /// Bookings ever made.
    bookings: i32,
}

#[derive(Default)]
pub struct PublicQuery;

#[Object]
impl PublicQuery {
    async fn app_config(&self, ctx: &Context<'_>) -> Result<AppConfig> {
        let config = &ctx.app()?.config;
        let dev_mode = !config.is_production();
        let global = config.rules();
        let demo_accounts = if dev_mode && config.seed {
            seed::DEMO_ACCOUNTS
                .iter()
                .map(|a| DemoAccount { email: a.email.into(), password: a.password.into(), role: a.role.into() })
                .collect()
        } else {
            Vec::new()
        };
        Ok(AppConfig {
            time_zone: config.timezone.name().to_owned(),
            currency: "BRL".into(),
            locale: "pt-BR".into(),
            opening_hour: i32::from(Range::GLOBAL.opens.minutes() / 60),
            last_start_hour: i32::from(Range::GLOBAL.last_start.minutes() / 60),
            closing_hour: i32::from(Range::GLOBAL.closes.minutes() / 60),
            max_booking_hours: global.max_duration.num_hours() as i32,
            min_lead_hours: global.notice.num_hours() as i32,
            cancel_min_hours: global.cancel_window.num_hours() as i32,
            booking_horizon_days: config.booking_horizon_days as i32,
            default_booking_rules: BookingRules::from(&global),
            space_image_max_mb: Bucket::Spaces.max_mb() as i32,
            avatar_max_mb: Bucket::Avatars.max_mb() as i32,
            password_min_length: account::PASSWORD_MIN as i32,
            full_name_min_length: account::FULL_NAME_MIN as i32,
            notes_max_length: booking::NOTES_MAX as i32,
            cancel_reason_max_length: booking::REASON_MAX as i32,
            closure_reason_max_length: schedule::CLOSURE_REASON_MAX as i32,
            access_token_ttl_seconds: config.access_token_ttl_secs as i32,
            api_token_name_max_length: api_tokens::MAX_NAME_CHARS as i32,
            api_token_max_days: api_tokens::MAX_DAYS as i32,
            webhook_description_max_length: crate::services::webhooks::DESCRIPTION_MAX as i32,
            dev_mode,
            demo_accounts,
        })
    }

    async fn landing_stats(&self, ctx: &Context<'_>) -> Result<LandingStats> {
        let counts = stats::landing(&ctx.app()?.db).await?;
        Ok(LandingStats { spaces: counts.spaces as i32, bookings: counts.bookings as i32 })
    }
}
