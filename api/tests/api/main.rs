//! The one integration-test binary: every test runs against a real server over HTTP, on a
//! fresh SQLite file and, when `TEST_DATABASE_URL` is set, on a fresh PostgreSQL database.

#[macro_use]
mod helpers;

mod accounts;
mod admin;
mod approval;
mod authz;
mod backup;
mod bookings;
mod calendar;
mod files;
mod hardening;
mod http;
mod lifecycle;
mod quotas;
mod scheduling;
mod security;
mod series;
mod sessions;
mod settings;
mod spaces;
mod tokens;
mod totals;
mod upgrade;
mod webhooks;
