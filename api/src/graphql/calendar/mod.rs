//! The calendar: the live scheduler grid ('Agenda') and free spaces at a time.

mod agenda;
mod feed;
mod free;

pub use agenda::{AgendaQuery, AgendaSubscription};
pub use feed::{CalendarFeedMutation, CalendarFeedQuery};
pub use free::FreeSpaceQuery;
