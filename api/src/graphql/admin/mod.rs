//! Administration: the admin dashboard, booking counts, users and roles, reports, webhooks.

mod mutation;
mod query;
mod webhooks;

pub use mutation::AdminMutation;
pub use query::AdminQuery;
pub use webhooks::{WebhookDelivery, WebhookEndpoint, WebhookMutation, WebhookQuery};
