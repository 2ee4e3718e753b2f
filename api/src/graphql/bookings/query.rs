use async_graphql::connection::{Connection, Edge, EmptyFields};
use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SelectionField, SimpleObject};

use super::types::{Availability, Booking, BookingStatus, Carried};
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::pagination::{decode_cursor, encode_cursor, page_size};
use crate::graphql::scalars::Date;
use crate::graphql::spaces::Space;
use crate::services::bookings::store::{self as bookings, Group, UserListing};
use crate::services::{reports::admin, reports::dashboard, spaces};
use crate::state::AppState;

#[derive(Default)]
pub struct BookingQuery;

/// The groups of 'Minhas Reservas'.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum BookingGroup {
    /// Starts in the future, pending or confirmed; soonest first.
    Upcoming,
    /// Starts today, pending or confirmed; earliest first.
    Today,
    /// Ended, completed or cancelled; latest first.
    History,
    /// Everything; latest start first.
    #[default]
    All,
}

/// Whose bookings a list shows.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookingScope {
    /// The viewer's own bookings, by `group`.
    Own,
    /// Everyone's (admins only; their default).
    All,
}

#[derive(InputObject, Default)]
pub struct BookingFilter {
    /// Admins list everyone's bookings unless they ask for `OWN`; users always list their own.
    scope: Option<BookingScope>,
    /// Own bookings: which group (ignored when an admin lists everyone's).
    group: Option<BookingGroup>,
    /// Admins: one status.
    status: Option<BookingStatus>,
    /// Admins: one business day, by the booking's start.
    date: Option<Date>,
    /// Admins: words in the user's name or e-mail or the space's name.
    search: Option<String>,
}

#[derive(SimpleObject)]
pub struct BookingConnectionFields {
    /// How many bookings the list holds in all. A search across every day (an admin's
    /// `search` without a `date`) counts at most 1,000: see `totalCountPrecision`.
    total_count: i32,
    /// Whether `totalCount` is the exact number or a lower bound (a search across every day
    /// that matches more than 1,000 bookings).
    total_count_precision: CountPrecision,
}

/// What a count is.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum CountPrecision {
    /// The exact number.
    Exact,
    /// At least this many (there are more).
    AtLeast,
}

pub type BookingConnection = Connection<String, Booking, BookingConnectionFields, EmptyFields>;

/// The counts on 'Minhas Reservas'.
#[derive(SimpleObject)]
pub struct MyBookingsSummary {
    today: i32,
    upcoming: i32,
    pending: i32,
    history: i32,
}

/// The ordinary user's dashboard.
#[derive(SimpleObject)]
pub struct UserDashboard {
    /// Pending or confirmed bookings starting in the future (all of them).
    upcoming_bookings: i32,
    /// Whole hours of those bookings (rounded down).
    #[graphql(deprecation = "Bookings may last half hours: upcomingMinutes.")]
    upcoming_hours: i32,
    /// Minutes of those bookings.
    upcoming_minutes: i32,
    /// Active spaces.
    available_spaces: i32,
    /// The next five.
    next_bookings: Vec<Booking>,
    /// The three active spaces booked most in the last 30 days (newest first on ties).
    popular_spaces: Vec<Space>,
}

fn listing(app: &AppState, user_id: uuid::Uuid, group: Group) -> Result<UserListing, AppError> {
    let now = app.clock.now();
    let today = now.with_timezone(&app.config.timezone).date_naive();
    let bounds = crate::domain::calendar::day_bounds(today, app.config.timezone)
        .ok_or_else(|| AppError::internal("no day bounds"))?;
    Ok(UserListing { user_id, group, now, today: bounds })
}

#[Object]
impl BookingQuery {
    /// A space's open hours on a business day (its opening hours in the business zone),
    /// which of them are free and where a booking can start, with the space's rules.
    async fn availability(&self, ctx: &Context<'_>, space_id: ID, date: Date) -> Result<Availability> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        viewer.require_user()?;
        let uuid = ids::decode_as(Kind::Space, &space_id)?;
        spaces::find(&app.db, uuid).await?.filter(|s| s.is_active || viewer.is_admin()).ok_or(AppError::NotFound)?;
        let tz = app.config.timezone;
        let day = bookings::availability(&app.db, uuid, date.0, tz, &app.config.rules()).await?;
        Ok(Availability::new(uuid, date, &day, app.clock.now(), tz))
    }

    /// Users (and admins asking for `scope: OWN`): their own bookings, by group (soonest
    /// first for upcoming and today, latest first otherwise). Admins: every booking, newest
    /// created first, filtered by status, day and search.
    async fn bookings(
        &self,
        ctx: &Context<'_>,
        filter: Option<BookingFilter>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<BookingConnection> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        let user = viewer.require_user()?;
        let filter = filter.unwrap_or_default();
        if viewer.is_admin() && filter.scope != Some(BookingScope::Own) {
            let search = admin::BookingSearch {
                status: filter.status.map(Into::into),
                date: filter.date.map(|d| d.0),
                search: filter.search,
            };
            let first = page_size(first)?;
            let after = after.map(|c| decode_cursor(&c)).transpose()?;
            let with_total = ctx.look_ahead().field("totalCount").exists();
            let related = if light_related(ctx.field()) { admin::Related::Light } else { admin::Related::Full };
            let page =
                admin::list_bookings(&app.db, &search, app.config.timezone, first, after, with_total, related).await?;
            let items: Vec<_> = match page.related {
                // The page came with its spaces and users: the loaders need not ask again.
                admin::Related::Full => {
                    let loaders = ctx.loaders()?;
                    loaders.spaces.feed_many(page.items.iter().map(|(_, s, _)| (s.id, s.clone()))).await;
                    loaders.users.feed_many(page.items.iter().map(|(_, _, u)| (u.id, u.clone()))).await;
                    page.items.into_iter().map(|(b, _, _)| Booking::new(b)).collect()
                }
                // Partial models: carried by their bookings only, never fed to a loader.
                admin::Related::Light => page
                    .items
                    .into_iter()
                    .map(|(b, space, user)| Booking::with_carried(b, Carried { space, user }))
                    .collect(),
            };
            let mut connection = Connection::with_additional_fields(
                after.is_some(),
                page.has_next,
                BookingConnectionFields {
                    total_count: page.total.map_or(0, |t| t.count) as i32,
                    total_count_precision: match page.total {
                        Some(t) if t.at_least => CountPrecision::AtLeast,
                        _ => CountPrecision::Exact,
                    },
                },
            );
            connection.edges.extend(items.into_iter().map(|b| Edge::new(encode_cursor(b.0.created_at, b.0.id), b)));
            return Ok(connection);
        }
        let group = match filter.group.unwrap_or_default() {
            BookingGroup::Upcoming => Group::Upcoming,
            BookingGroup::Today => Group::Today,
            BookingGroup::History => Group::History,
            BookingGroup::All => Group::All,
        };
        let listing = listing(app, user.id, group)?;
        let first = page_size(first)?;
        let after = after.map(|c| decode_cursor(&c)).transpose()?;
        let with_total = ctx.look_ahead().field("totalCount").exists();
        let (items, more, total) = bookings::list_for_user(&app.db, &listing, first, after, with_total).await?;
        let mut connection = Connection::with_additional_fields(
            after.is_some(),
            more,
            BookingConnectionFields {
                total_count: total.unwrap_or_default() as i32,
                total_count_precision: CountPrecision::Exact,
            },
        );
        connection
            .edges
            .extend(items.into_iter().map(|b| Edge::new(encode_cursor(b.starts_at, b.id), Booking::new(b))));
        Ok(connection)
    }

    /// The counts of the viewer's booking groups.
    async fn my_bookings_summary(&self, ctx: &Context<'_>) -> Result<MyBookingsSummary> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let count = |group| async move { bookings::count_for_user(&app.db, &listing(app, user.id, group)?).await };
        Ok(MyBookingsSummary {
            today: count(Group::Today).await? as i32,
            upcoming: count(Group::Upcoming).await? as i32,
            pending: bookings::count_pending_for_user(&app.db, user.id).await? as i32,
            history: count(Group::History).await? as i32,
        })
    }

    async fn user_dashboard(&self, ctx: &Context<'_>) -> Result<UserDashboard> {
        let app = ctx.app()?;
        let user = ctx.viewer().require_user()?;
        let now = app.clock.now();
        let upcoming = listing(app, user.id, Group::Upcoming)?;
        let (next, _, _) = bookings::list_for_user(&app.db, &upcoming, 5, None, false).await?;
        let upcoming_minutes = bookings::upcoming_minutes_for_user(&app.db, user.id, now).await?;
        Ok(UserDashboard {
            upcoming_bookings: bookings::count_for_user(&app.db, &upcoming).await? as i32,
            upcoming_hours: (upcoming_minutes / 60) as i32,
            upcoming_minutes: upcoming_minutes as i32,
            available_spaces: spaces::count(&app.db, &Default::default(), true).await? as i32,
            next_bookings: next.into_iter().map(Booking::new).collect(),
            popular_spaces: dashboard::popular_spaces(&app.db, now, 3).await?.into_iter().map(Space).collect(),
        })
    }
}

/// Whether every `space` and `user` the admin's list selects under its bookings (through
/// fragments and aliases too) asks only for what a light row reads
/// (`positional::light`): then the list reads those columns alone.
fn light_related(list: SelectionField<'_>) -> bool {
    const SPACE: &[&str] = &["__typename", "id", "name", "capacity", "imageUrl"];
    const USER: &[&str] = &["__typename", "id", "fullName", "email", "avatarUrl"];
    let only = |object: SelectionField<'_>, shown: &[&str]| {
        object.selection_set().all(|f| shown.contains(&f.name()) && f.selection_set().next().is_none())
    };
    let mut nodes: Vec<SelectionField<'_>> = Vec::new();
    for field in list.selection_set() {
        match field.name() {
            "edges" => nodes.extend(field.selection_set().filter(|f| f.name() == "node")),
            "nodes" => nodes.push(field),
            _ => {}
        }
    }
    nodes.into_iter().all(|node| {
        node.selection_set().all(|f| match f.name() {
            "space" => only(f, SPACE),
            "user" => only(f, USER),
            _ => true,
        })
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use async_graphql::{EmptyMutation, EmptySubscription, Schema};

    use super::*;

    // A list of the same shape as `bookings`, whose resolver records what `light_related`
    // decided for the query it runs in.
    #[derive(SimpleObject, Default)]
    struct S {
        id: i32,
        name: String,
        capacity: i32,
        image_url: String,
        price_per_hour: i32,
    }

    #[derive(SimpleObject, Default)]
    struct U {
        id: i32,
        full_name: String,
        email: String,
        avatar_url: String,
        role: String,
    }

    #[derive(SimpleObject, Default)]
    struct N {
        id: i32,
        status: String,
        space: S,
        user: U,
    }

    #[derive(SimpleObject, Default)]
    struct E {
        node: N,
    }

    #[derive(SimpleObject, Default)]
    struct Conn {
        total_count: i32,
        edges: Vec<E>,
        nodes: Vec<N>,
    }

    struct Q;

    #[Object]
    impl Q {
        async fn bookings(&self, ctx: &Context<'_>) -> Conn {
            *ctx.data_unchecked::<Mutex<Option<bool>>>().lock().unwrap() = Some(light_related(ctx.field()));
            Conn::default()
        }
    }

    async fn light(query: &str) -> bool {
        let schema = Schema::build(Q, EmptyMutation, EmptySubscription).data(Mutex::new(None::<bool>)).finish();
        let response = schema.execute(query).await;
        assert!(response.errors.is_empty(), "{query}: {:?}", response.errors);
        let decided = schema.data::<Mutex<Option<bool>>>().unwrap().lock().unwrap().take();
        decided.expect("the list ran")
    }

    #[tokio::test]
    async fn only_a_selection_of_shown_fields_reads_light_rows() {
        for query in [
            "{ bookings { totalCount } }",
            "{ bookings { edges { node { id status } } } }",
            "{ bookings { edges { node { id space { __typename id name capacity imageUrl } user { id fullName email avatarUrl } } } } }",
            "fragment R on N { space { name } user { fullName } } { bookings { edges { node { ...R ... on N { space { id } } } } } }",
            "{ bookings { nodes { space { name } } } }",
        ] {
            assert!(light(query).await, "light: {query}");
        }
        for query in [
            "{ bookings { edges { node { space { name pricePerHour } } } } }",
            "{ bookings { edges { node { user { role } } } } }",
            "fragment R on S { pricePerHour } { bookings { edges { node { space { name ...R } } } } }",
            "{ bookings { edges { node { space { name } ... on N { space { pricePerHour } } } } } }",
            "{ bookings { edges { node { space { name } other: space { pricePerHour } } } } }",
            "{ bookings { nodes { user { fullName role } } } }",
        ] {
            assert!(!light(query).await, "full: {query}");
        }
    }
}
