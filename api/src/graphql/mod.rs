//! The GraphQL schema: one module per area, roots merged. Knows nothing of HTTP.

pub mod accounts;
pub mod admin;
pub mod bookings;
mod calendar;
pub mod context;
mod files;
pub mod ids;
mod input;
pub mod limits;
pub mod loaders;
mod node;
mod pagination;
mod public;
pub mod scalars;
pub mod spaces;

use async_graphql::{MergedObject, MergedSubscription, Schema, SchemaBuilder};

use crate::state::AppState;

#[derive(MergedObject, Default)]
pub struct Query(
    node::NodeQuery,
    accounts::AccountQuery,
    accounts::SecurityQuery,
    accounts::ApiTokenQuery,
    public::PublicQuery,
    spaces::SpaceQuery,
    spaces::ScheduleQuery,
    spaces::QuotaQuery,
    bookings::BookingQuery,
    bookings::SeriesQuery,
    calendar::AgendaQuery,
    calendar::FreeSpaceQuery,
    calendar::CalendarFeedQuery,
    admin::AdminQuery,
    admin::WebhookQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    accounts::AccountMutation,
    accounts::SecurityMutation,
    accounts::ApiTokenMutation,
    spaces::SpaceMutation,
    spaces::ScheduleMutation,
    spaces::QuotaMutation,
    files::FileMutation,
    bookings::BookingMutation,
    bookings::SeriesMutation,
    calendar::CalendarFeedMutation,
    admin::AdminMutation,
    admin::WebhookMutation,
);

/// Live updates over the websocket at `/graphql/ws`, protocol `graphql-transport-ws`.
/// Authenticate in `connection_init` with the payload
/// `{ "authorization": "Bearer <access token>" }` (a personal access token works too;
/// no payload: anonymous). A token that
/// is invalid or expired closes the socket with 4403, and so does the end of its sign-in
/// (sign-out, a revoked session, a role change) or its expiry: refresh, then reconnect.
#[derive(MergedSubscription, Default)]
pub struct Subscription(bookings::BookingSubscription, calendar::AgendaSubscription);

pub type AppSchema = Schema<Query, Mutation, Subscription>;

pub use input::form_message as input_form_message;
pub use limits::{MAX_BATCH, MAX_COMPLEXITY, MAX_DEPTH, MAX_DIRECTIVES, MAX_RECURSIVE_DEPTH};

fn builder(introspection: bool) -> SchemaBuilder<Query, Mutation, Subscription> {
    let builder = Schema::build(Query::default(), Mutation::default(), Subscription::default())
        .register_output_type::<node::Node>()
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
        .limit_recursive_depth(MAX_RECURSIVE_DEPTH)
        .limit_directives(MAX_DIRECTIVES)
        .extension(limits::RequestBudget)
        .extension(input::CleanInput)
        .extension(crate::auth::scopes::TokenScopes)
        .extension(crate::metrics::OperationTimings);
    // Without introspection, "Did you mean …?" would still spell out the schema.
    if introspection { builder } else { builder.disable_introspection().disable_suggestions() }
}

/// The schema with the shared state; introspection follows `AGORA_GRAPHIQL`.
pub fn build(state: AppState) -> AppSchema {
    let introspection = state.config.graphiql;
    builder(introspection).data(state).finish()
}

/// The SDL that `agora print-schema` prints and `schema.graphql` holds.
pub fn sdl() -> String {
    builder(true).finish().sdl()
}
