//! Database access per area through sea-orm, one folder an area (accounts, bookings,
//! spaces, reports, calendar) plus the outbox, webhooks and keyset paging they share. Services know nothing
//! of GraphQL.

pub mod accounts;
pub mod bookings;
pub mod calendar;
pub mod outbox;
pub mod paging;
pub mod positional;
pub mod reports;
pub mod spaces;
pub mod webhooks;
