//! Webhooks (docs/api.md, "Webhooks"): admins register endpoints, pick events, read each
//! endpoint's delivery log and send a delivery again.

use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use entities::{webhook_delivery, webhook_endpoint};

use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::webhooks::{self, EndpointInput};

#[derive(Default)]
pub struct WebhookQuery;

#[derive(Default)]
pub struct WebhookMutation;

/// What an endpoint can be told about (the body's `type`).
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[graphql(remote = "crate::services::webhooks::WebhookEvent")]
pub enum WebhookEvent {
    /// `booking.created`: a booking or a request awaiting approval was made.
    BookingCreated,
    /// `booking.approved`: an admin approved a request; it now waits for payment.
    BookingApproved,
    /// `booking.confirmed`: a booking was paid.
    BookingConfirmed,
    /// `booking.rescheduled`: a booking moved (same id, new times or space).
    BookingRescheduled,
    /// `booking.cancelled`: by its owner, an admin or the system (an unpaid hold lapsed,
    /// a request was declined); the body's `reason` says why.
    BookingCancelled,
    /// `booking.completed`: an admin marked a booking that took place as completed.
    BookingCompleted,
    /// `space.changed`: a space was created, edited, switched on or off, had its rules
    /// changed, or was removed.
    SpaceChanged,
}

/// Where a delivery stands.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebhookDeliveryState {
    /// Not delivered yet: waiting for its first attempt or its next one.
    Pending,
    /// The endpoint answered 2xx.
    Delivered,
    /// Given up: a day of failures, or the endpoint was switched off.
    Failed,
}

/// An address told about changes, signed with its secret.
pub struct WebhookEndpoint(pub webhook_endpoint::Model);

#[Object]
impl WebhookEndpoint {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::WebhookEndpoint, self.0.id)
    }

    async fn url(&self) -> &str {
        &self.0.url
    }

    /// The admin's note on what it is for.
    async fn description(&self) -> &str {
        &self.0.description
    }

    async fn events(&self) -> Vec<WebhookEvent> {
        webhooks::parse_events(&self.0.events).into_iter().map(WebhookEvent::from).collect()
    }

    /// Switched off, it is told nothing (and its pending deliveries are given up).
    async fn active(&self) -> bool {
        self.0.active
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    /// The delivery log, newest first (kept 30 days).
    async fn deliveries(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20, validator(minimum = 1, maximum = 100))] first: i32,
    ) -> Result<Vec<WebhookDelivery>> {
        let list = webhooks::deliveries(&ctx.app()?.db, self.0.id, first as u64).await?;
        Ok(list.into_iter().map(WebhookDelivery).collect())
    }
}

/// One event posted (or to be posted) to one endpoint.
pub struct WebhookDelivery(pub webhook_delivery::Model);

#[Object]
impl WebhookDelivery {
    pub async fn id(&self) -> ID {
        ids::encode(Kind::WebhookDelivery, self.0.id)
    }

    /// The event's id (`Agora-Event-Id`): the same for every endpoint and every re-send.
    async fn event_id(&self) -> String {
        self.0.event_id.to_string()
    }

    async fn event(&self) -> Option<WebhookEvent> {
        webhooks::WebhookEvent::parse(&self.0.event_type).map(WebhookEvent::from)
    }

    async fn state(&self) -> WebhookDeliveryState {
        if self.0.delivered_at.is_some() {
            WebhookDeliveryState::Delivered
        } else if self.0.failed_at.is_some() {
            WebhookDeliveryState::Failed
        } else {
            WebhookDeliveryState::Pending
        }
    }

    /// Attempts made so far.
    async fn attempts(&self) -> i32 {
        self.0.attempts
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn last_attempt_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_attempt_at
    }

    /// When the next attempt is due (pending deliveries only).
    async fn next_attempt_at(&self) -> Option<DateTime<Utc>> {
        (self.0.delivered_at.is_none() && self.0.failed_at.is_none()).then_some(self.0.available_at)
    }

    /// The HTTP status the endpoint last answered; null when it did not answer.
    async fn response_status(&self) -> Option<i32> {
        self.0.last_status
    }

    /// Why the last attempt failed without an answer ('Sem resposta em 10 s.').
    async fn error(&self) -> Option<&str> {
        self.0.last_error.as_deref()
    }

    /// How long the last attempt took, in milliseconds.
    async fn duration_ms(&self) -> Option<i32> {
        self.0.duration_ms
    }

    async fn delivered_at(&self) -> Option<DateTime<Utc>> {
        self.0.delivered_at
    }

    /// The exact JSON body posted (and signed).
    async fn payload(&self) -> &str {
        &self.0.payload
    }
}

#[derive(InputObject)]
struct CreateWebhookEndpointInput {
    /// `http://` or `https://`.
    url: String,
    /// At most 120 characters.
    #[graphql(default)]
    description: String,
    /// At least one.
    events: Vec<WebhookEvent>,
}

#[derive(SimpleObject)]
struct CreateWebhookEndpointPayload {
    endpoint: WebhookEndpoint,
    /// The signing secret (`whsec_…`), shown this once: check `Agora-Signature` with it.
    secret: String,
}

#[derive(InputObject)]
struct UpdateWebhookEndpointInput {
    id: ID,
    url: String,
    #[graphql(default)]
    description: String,
    events: Vec<WebhookEvent>,
    active: bool,
}

#[derive(SimpleObject)]
struct WebhookEndpointPayload {
    endpoint: WebhookEndpoint,
}

#[derive(InputObject)]
struct DeleteWebhookEndpointInput {
    id: ID,
}

#[derive(SimpleObject)]
struct DeleteWebhookEndpointPayload {
    deleted_endpoint_id: ID,
}

#[derive(InputObject)]
struct ResendWebhookDeliveryInput {
    id: ID,
}

#[derive(SimpleObject)]
struct ResendWebhookDeliveryPayload {
    /// The new delivery: the same event id and body, due now.
    delivery: WebhookDelivery,
}

fn endpoint_input(url: String, description: String, events: Vec<WebhookEvent>) -> EndpointInput {
    EndpointInput { url, description, events: events.into_iter().map(Into::into).collect() }
}

#[Object]
impl WebhookQuery {
    /// Admins: every registered endpoint, oldest first.
    async fn webhook_endpoints(&self, ctx: &Context<'_>) -> Result<Vec<WebhookEndpoint>> {
        ctx.viewer().require_admin()?;
        Ok(webhooks::list(&ctx.app()?.db).await?.into_iter().map(WebhookEndpoint).collect())
    }
}

#[Object]
impl WebhookMutation {
    /// Admins: registers an endpoint; every change of the chosen events is posted to it,
    /// signed with the secret returned here (once).
    async fn create_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        input: CreateWebhookEndpointInput,
    ) -> Result<CreateWebhookEndpointPayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let fields = endpoint_input(input.url, input.description, input.events);
        let endpoint = webhooks::create(&app.db, fields, app.clock.now()).await?;
        let secret = endpoint.secret.clone();
        Ok(CreateWebhookEndpointPayload { endpoint: WebhookEndpoint(endpoint), secret })
    }

    /// Admins: changes an endpoint's address, note, events, or switches it on or off.
    async fn update_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        input: UpdateWebhookEndpointInput,
    ) -> Result<WebhookEndpointPayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let id = ids::decode_as(Kind::WebhookEndpoint, &input.id)?;
        let fields = endpoint_input(input.url, input.description, input.events);
        let endpoint = webhooks::update(&app.db, id, fields, input.active, app.clock.now()).await?;
        Ok(WebhookEndpointPayload { endpoint: WebhookEndpoint(endpoint) })
    }

    /// Admins: removes an endpoint and its delivery log; nothing more is sent to it.
    async fn delete_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        input: DeleteWebhookEndpointInput,
    ) -> Result<DeleteWebhookEndpointPayload> {
        ctx.viewer().require_admin()?;
        let id = ids::decode_as(Kind::WebhookEndpoint, &input.id)?;
        webhooks::delete(&ctx.app()?.db, id).await?;
        Ok(DeleteWebhookEndpointPayload { deleted_endpoint_id: input.id })
    }

    /// Admins: posts a delivery again, as a new delivery with the same event id and body.
    async fn resend_webhook_delivery(
        &self,
        ctx: &Context<'_>,
        input: ResendWebhookDeliveryInput,
    ) -> Result<ResendWebhookDeliveryPayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let id = ids::decode_as(Kind::WebhookDelivery, &input.id)?;
        let delivery = webhooks::resend(&app.db, id, app.clock.now()).await?;
        app.jobs.wake();
        Ok(ResendWebhookDeliveryPayload { delivery: WebhookDelivery(delivery) })
    }
}
