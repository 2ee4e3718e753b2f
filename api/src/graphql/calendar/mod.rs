//! The calendar: the live scheduler grid ('Agenda') and free spaces at a time.

mod agenda;

pub use agenda::{AgendaQuery, AgendaSubscription};
