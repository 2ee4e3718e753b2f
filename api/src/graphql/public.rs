//! Public queries: the client's configuration and the landing page's figures.

use async_graphql::{Context, Object, Result, SimpleObject};

use crate::domain::account;
use crate::domain::booking as rules;
use crate::graphql::accounts::DemoAccount;
use crate::graphql::context::ContextExt;
use crate::seed;
use crate::services::stats;
use crate::storage::Bucket;

/// What the client needs to format and check like the server does. Every business time
/// is formatted and grouped in `timeZone`, never the browser's own zone.
#[derive(SimpleObject)]
pub struct AppConfig {
    time_zone: String,
    currency: String,
    locale: String,
    /// First bookable start hour.
    opening_hour: i32,
    /// Last bookable start hour.
    last_start_hour: i32,
    /// Latest end hour.
    closing_hour: i32,
    max_booking_hours: i32,
    min_lead_hours: i32,
    cancel_min_hours: i32,
    /// Days ahead a booking may start.
    booking_horizon_days: i32,
    space_image_max_mb: i32,
    avatar_max_mb: i32,
    password_min_length: i32,
    full_name_min_length: i32,
    access_token_ttl_seconds: i32,
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
            opening_hour: rules::OPENING_HOUR as i32,
            last_start_hour: rules::LAST_START_HOUR as i32,
            closing_hour: rules::CLOSING_HOUR as i32,
            max_booking_hours: rules::MAX_HOURS as i32,
            min_lead_hours: rules::MIN_LEAD.num_hours() as i32,
            cancel_min_hours: rules::CANCEL_MIN_LEAD.num_hours() as i32,
            booking_horizon_days: config.booking_horizon_days as i32,
            space_image_max_mb: Bucket::Spaces.max_mb() as i32,
            avatar_max_mb: Bucket::Avatars.max_mb() as i32,
            password_min_length: account::PASSWORD_MIN as i32,
            full_name_min_length: account::FULL_NAME_MIN as i32,
            access_token_ttl_seconds: config.access_token_ttl_secs as i32,
            dev_mode,
            demo_accounts,
        })
    }

    async fn landing_stats(&self, ctx: &Context<'_>) -> Result<LandingStats> {
        let counts = stats::landing(&ctx.app()?.db).await?;
        Ok(LandingStats { spaces: counts.spaces as i32, bookings: counts.bookings as i32 })
    }
}
