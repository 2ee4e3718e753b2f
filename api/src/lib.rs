//! Ágora's server: GraphQL over HTTP and websockets, the booking rules, and the SPA.

/// Password hashing, tokens, throttling and the viewer.
pub mod auth;
/// The injected clock every rule reads "now" from.
pub mod clock;
/// Configuration from the environment.
pub mod config;
/// Connecting and migrating.
pub mod db;
/// Pure rules: parsed inputs, roles, booking rules.
pub mod domain;
/// The error type and its two faces (client and log).
pub mod error;
/// The GraphQL schema.
pub mod graphql;
/// Live heap bytes, counted by the global allocator.
pub mod heap;
/// The axum adapter.
pub mod http;
/// Background work claimed once across nodes.
pub mod jobs;
/// Outgoing mail (SMTP or the dev outbox).
pub mod mail;
/// What `/metrics` reports, in Prometheus' format.
pub mod metrics;
/// Charging and refunding through the payment provider.
pub mod payments;
/// Live updates between requests and nodes.
pub mod realtime;
/// Demo data.
pub mod seed;
/// Database access per aggregate.
pub mod services;
/// Building and running the server.
pub mod startup;
/// Shared state.
pub mod state;
/// Uploaded files.
pub mod storage;
