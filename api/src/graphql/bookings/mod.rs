//! Bookings: availability, the booking form, my bookings, the user dashboard and the live
//! subscriptions.

mod mutation;
mod query;
mod subscription;
mod types;

pub use mutation::BookingMutation;
pub use query::BookingQuery;
pub use subscription::BookingSubscription;
pub use types::Booking;
