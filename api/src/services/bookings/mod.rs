//! Bookings: the table and its queries (`store`), and what each action does end to end
//! (`flows`: one transaction per change, its events, payments, mail and live push).

pub mod approval;
pub mod flows;
pub mod history;
pub mod series;
pub mod store;
