//! The calendar: the live scheduler grid ('Agenda') and free spaces at a time.

mod agenda;
mod free;

pub use agenda::{AgendaQuery, AgendaSubscription};
pub use free::FreeSpaceQuery;
