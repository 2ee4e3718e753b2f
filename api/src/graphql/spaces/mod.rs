//! Spaces: the explore list with filters, details, and the admin's management.

mod mutation;
mod query;
mod quotas;
mod schedule;
mod types;

pub use mutation::SpaceMutation;
pub use query::{SpaceFilter, SpaceQuery};
pub use quotas::{Quota, QuotaMutation, QuotaQuery};
pub use schedule::{BookingRules, Closure, ScheduleMutation, ScheduleQuery, Weekday};
pub use types::Space;
