//! Bookings: availability, the booking form, my bookings, the user dashboard and the live
//! subscriptions.

mod mutation;
mod query;
mod series;
mod subscription;
mod types;

pub use mutation::BookingMutation;
pub use query::BookingQuery;
pub use series::{BookingSeries, SeriesMutation, SeriesQuery};
pub use subscription::BookingSubscription;
pub use types::{Availability, Booking, BookingStatus};
