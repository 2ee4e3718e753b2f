use async_graphql::{Context, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

use crate::graphql::context::ContextExt;
use crate::services::calendar::feed;

#[derive(Default)]
pub struct CalendarFeedQuery;

#[derive(Default)]
pub struct CalendarFeedMutation;

/// The viewer's secret calendar feed link (docs/calendar.md, "Calendar sync"). Its address
/// is shown only when it is made: a lost one is replaced with `createCalendarFeed`.
#[derive(SimpleObject)]
pub struct CalendarFeed {
    created_at: DateTime<Utc>,
}

#[derive(SimpleObject)]
pub struct CreateCalendarFeedPayload {
    feed: CalendarFeed,
    /// The feed's address (`https://…/calendar/<token>.ics`): shown this once.
    url: String,
    /// The same with `webcal://`, which calendar apps open as a subscription.
    webcal_url: String,
    /// Admins: a space's feed is `…/calendar/<token>/<space id>.ics`.
    token: String,
}

#[derive(SimpleObject)]
pub struct RevokeCalendarFeedPayload {
    /// Whether there was a link to end.
    revoked: bool,
}

#[Object]
impl CalendarFeedQuery {
    /// The viewer's calendar feed, if they made one (never its address).
    async fn calendar_feed(&self, ctx: &Context<'_>) -> Result<Option<CalendarFeed>> {
        let me = ctx.viewer().require_user()?;
        let found = feed::of(&ctx.app()?.db, me.id).await?;
        Ok(found.map(|f| CalendarFeed { created_at: f.created_at }))
    }
}

#[Object]
impl CalendarFeedMutation {
    /// A new secret address listing the viewer's bookings, for Google Agenda, Outlook or
    /// Apple Calendar to subscribe to. Replaces the previous one, which stops working.
    async fn create_calendar_feed(&self, ctx: &Context<'_>) -> Result<CreateCalendarFeedPayload> {
        let app = ctx.app()?;
        let me = ctx.viewer().require_user()?;
        let (token, row) = feed::create(&app.db, me.id, app.clock.now()).await?;
        let url = format!("{}/calendar/{token}.ics", app.config.public_url);
        let webcal_url = match url.split_once("://") {
            Some((_, rest)) => format!("webcal://{rest}"),
            None => url.clone(),
        };
        Ok(CreateCalendarFeedPayload { feed: CalendarFeed { created_at: row.created_at }, url, webcal_url, token })
    }

    /// Ends the viewer's feed address: calendars subscribed to it get 404 from now on.
    async fn revoke_calendar_feed(&self, ctx: &Context<'_>) -> Result<RevokeCalendarFeedPayload> {
        let me = ctx.viewer().require_user()?;
        Ok(RevokeCalendarFeedPayload { revoked: feed::revoke(&ctx.app()?.db, me.id).await? })
    }
}
