use async_graphql::{Context, ID, Result, Subscription};
use futures_util::future::ready;
use futures_util::{Stream, StreamExt};
use tokio_stream::wrappers::BroadcastStream;

use super::types::{Availability, Booking};
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::Date;
use crate::realtime::Event;
use crate::services::bookings::store as bookings;
use crate::services::spaces;

#[derive(Default)]
pub struct BookingSubscription;

#[Subscription]
impl BookingSubscription {
    /// A space's day, pushed whenever one of its bookings that day is created or changes
    /// status, or an admin changes its rules or closures (on any node). Authenticate in
    /// `connection_init`. For users it ends with NOT_FOUND when the space is deactivated
    /// or removed.
    async fn availability_changed(
        &self,
        ctx: &Context<'_>,
        space_id: ID,
        date: Date,
    ) -> impl Stream<Item = Result<Availability>> {
        let setup = async {
            let app = ctx.app()?.clone();
            let viewer = ctx.viewer();
            viewer.require_user()?;
            let space = ids::decode_as(Kind::Space, &space_id)?;
            spaces::find(&app.db, space)
                .await?
                .filter(|s| s.is_active || viewer.is_admin())
                .ok_or(AppError::NotFound)?;
            Ok::<_, AppError>((app, space))
        };
        let (app, space) = match setup.await {
            Ok(ready) => ready,
            Err(err) => return futures_util::stream::once(async move { Err(err.into()) }).left_stream(),
        };
        let admin = ctx.viewer().is_admin();
        // Every subscriber of this day on this node shares one feed: one read per change.
        let feed = app.feeds.get(&app.broker, &app.db, (app.config.timezone, app.config.rules()), space, date.0);
        let updates = tokio_stream::wrappers::WatchStream::new(feed.watch()).filter_map(ready);
        // A space deactivated or removed while watched ends the subscription for users:
        // NOT_FOUND, then the end (no further read of it).
        futures_util::stream::unfold(Some(updates), move |updates| {
            // The stream owns the feed: it stops when the last subscriber leaves.
            let _ = &feed;
            let app = app.clone();
            async move {
                let mut updates = updates?;
                let day = updates.next().await?;
                if day.hidden && !admin {
                    return Some((Err(AppError::NotFound.into()), None));
                }
                let availability = Availability::new(space, date, &day, app.clock.now(), app.config.timezone);
                Some((Ok(availability), Some(updates)))
            }
        })
        .right_stream()
    }

    /// Admins: every booking created or changed, as it happens (any node).
    async fn booking_changed(&self, ctx: &Context<'_>) -> impl Stream<Item = Result<Booking>> {
        let setup = (|| {
            ctx.viewer().require_admin()?;
            Ok::<_, AppError>(ctx.app()?.clone())
        })();
        match setup {
            Ok(app) => changes(app, |_| true).right_stream(),
            Err(err) => futures_util::stream::once(async move { Err(err.into()) }).left_stream(),
        }
    }

    /// The viewer's own bookings, whenever one is created or changes (any node): paid,
    /// expired unpaid, cancelled or moved by an admin, or from another tab.
    async fn my_booking_changed(&self, ctx: &Context<'_>) -> impl Stream<Item = Result<Booking>> {
        let setup = (|| {
            let me = ctx.viewer().require_user()?.id;
            Ok::<_, AppError>((ctx.app()?.clone(), me))
        })();
        match setup {
            Ok((app, me)) => changes(app, move |owner| owner == Some(me)).right_stream(),
            Err(err) => futures_util::stream::once(async move { Err(err.into()) }).left_stream(),
        }
    }
}

/// Bookings as they change, read afresh, for the events whose owner `wanted` accepts
/// (judged from the event itself: no read for other people's bookings).
fn changes(
    app: crate::state::AppState,
    wanted: impl Fn(Option<uuid::Uuid>) -> bool + Send + 'static,
) -> impl Stream<Item = Result<Booking>> {
    BroadcastStream::new(app.broker.subscribe())
        .filter_map(move |event| {
            ready(match event {
                Ok(Event::Booking { booking_id, owner, .. }) if wanted(owner) => Some(booking_id),
                _ => None,
            })
        })
        .then(move |id| {
            let app = app.clone();
            async move { bookings::find(&app.db, id).await?.map(Booking::new).ok_or_else(|| AppError::NotFound.into()) }
        })
}
