//! Administration: the admin dashboard, booking counts, users and roles, reports.

mod mutation;
mod query;

pub use mutation::AdminMutation;
pub use query::AdminQuery;
