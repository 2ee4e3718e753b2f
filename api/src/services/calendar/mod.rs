//! The calendar (docs/calendar.md): the scheduler grid's days across spaces, and the free
//! spaces at a given time.

pub mod feed;
pub mod free;
pub mod grid;
