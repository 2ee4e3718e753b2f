//! The GraphQL schema: one module per area, roots merged. Knows nothing of HTTP.

pub mod accounts;
mod admin;
pub mod bookings;
pub mod context;
mod files;
pub mod ids;
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
    public::PublicQuery,
    spaces::SpaceQuery,
    bookings::BookingQuery,
    admin::AdminQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    accounts::AccountMutation,
    spaces::SpaceMutation,
    files::FileMutation,
    bookings::BookingMutation,
    admin::AdminMutation,
);

#[derive(MergedSubscription, Default)]
pub struct Subscription(bookings::BookingSubscription);

pub type AppSchema = Schema<Query, Mutation, Subscription>;

/// Limits async-graphql does not set by default. GraphiQL's introspection query needs
/// a depth of about 15 and a complexity of about 230; complexity also bounds aliases.
pub const MAX_DEPTH: usize = 16;
pub const MAX_COMPLEXITY: usize = 1_000;
pub const MAX_RECURSIVE_DEPTH: usize = 32;
pub const MAX_DIRECTIVES: usize = 8;
/// At most this many operations in one batched request.
pub const MAX_BATCH: usize = 10;

fn builder(introspection: bool) -> SchemaBuilder<Query, Mutation, Subscription> {
    let builder = Schema::build(Query::default(), Mutation::default(), Subscription::default())
        .register_output_type::<node::Node>()
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
        .limit_recursive_depth(MAX_RECURSIVE_DEPTH)
        .limit_directives(MAX_DIRECTIVES);
    if introspection { builder } else { builder.disable_introspection() }
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
