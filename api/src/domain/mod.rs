//! Pure rules with no I/O: parsed inputs, roles and permissions. Unit-tested here.

pub mod account;
pub mod booking;
pub mod calendar;
pub mod ics;
pub mod messages;
pub mod money;
pub mod quota;
pub mod schedule;
pub mod series;
pub mod settings;
pub mod space;
pub mod text;
pub mod two_factor;
