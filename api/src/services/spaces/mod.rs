//! Spaces: the table and the admin's changes to it (`store`, re-exported here), each
//! space's schedule and closures, the per-person limits booked against it, and uploads.

mod store;

pub mod files;
pub mod pages;
pub mod quota;
pub mod schedule;

pub use store::*;
