//! The Relay `Node` interface and `Query.node`.

use async_graphql::{Context, ID, Interface, Object, Result};
use sea_orm::EntityTrait;

use crate::auth::scopes::ApiScope;
use crate::error::AppError;
use crate::graphql::accounts::{ActiveSession, ApiToken, User};
use crate::graphql::admin::{WebhookDelivery, WebhookEndpoint};
use crate::graphql::bookings::{Booking, BookingSeries};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::spaces::{Closure, Quota, Space};
use crate::services::bookings::series;
use crate::services::bookings::store as bookings;
use crate::services::{accounts::sessions, accounts::users, spaces, webhooks};

#[derive(Interface)]
#[graphql(field(name = "id", ty = "ID"))]
pub enum Node {
    User(User),
    ActiveSession(ActiveSession),
    Space(Space),
    Booking(Booking),
    Closure(Closure),
    Quota(Quota),
    BookingSeries(BookingSeries),
    ApiToken(ApiToken),
    WebhookEndpoint(WebhookEndpoint),
    WebhookDelivery(WebhookDelivery),
}

#[derive(Default)]
pub struct NodeQuery;

#[Object]
impl NodeQuery {
    /// Fetches any object by its global ID. What the viewer may not see is null.
    async fn node(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Node>> {
        let app = ctx.app()?;
        let viewer = ctx.viewer();
        let Ok((kind, uuid)) = ids::decode(&id) else {
            return Ok(None);
        };
        // A personal access token reads each kind with its scope (docs/api.md).
        match kind {
            Kind::User if viewer.id() == Some(uuid) => viewer.require_scope(ApiScope::AccountRead)?,
            Kind::User => viewer.require_scope(ApiScope::UsersRead)?,
            Kind::ActiveSession | Kind::ApiToken if viewer.token.is_some() => {
                return Err(AppError::Forbidden(crate::domain::messages::TOKEN_NOT_ALLOWED.into()).into());
            }
            Kind::ActiveSession | Kind::ApiToken => {}
            Kind::Space | Kind::Closure | Kind::Quota => viewer.require_scope(ApiScope::SpacesRead)?,
            Kind::Booking | Kind::BookingSeries => viewer.require_scope(ApiScope::BookingsRead)?,
            Kind::WebhookEndpoint | Kind::WebhookDelivery => viewer.require_scope(ApiScope::WebhooksRead)?,
        }
        Ok(match kind {
            Kind::User => {
                if viewer.id() != Some(uuid) && !viewer.is_admin() {
                    return Ok(None);
                }
                users::find(&app.db, uuid).await?.map(|u| Node::User(User::new(u)))
            }
            Kind::ActiveSession => {
                let Some(user_id) = viewer.id() else {
                    return Ok(None);
                };
                let list = sessions::active(&app.db, user_id, app.clock.now()).await?;
                list.into_iter().find(|s| s.family_id == uuid).map(|s| {
                    Node::ActiveSession(ActiveSession { current: Some(s.family_id) == viewer.family_id, inner: s })
                })
            }
            Kind::Space => {
                if viewer.user.is_none() {
                    return Ok(None);
                }
                let found = spaces::find(&app.db, uuid).await?;
                found.filter(|s| s.is_active || viewer.is_admin()).map(|s| Node::Space(Space(s)))
            }
            Kind::Booking => {
                let Some(user_id) = viewer.id() else { return Ok(None) };
                let found = bookings::find(&app.db, uuid).await?;
                found.filter(|b| b.user_id == user_id || viewer.is_admin()).map(|b| Node::Booking(Booking::new(b)))
            }
            Kind::Closure => {
                if viewer.user.is_none() {
                    return Ok(None);
                }
                let found = entities::closure::Entity::find_by_id(uuid).one(&app.db).await.map_err(AppError::from)?;
                found.map(|c| Node::Closure(Closure(c)))
            }
            Kind::Quota => {
                if !viewer.is_admin() {
                    return Ok(None);
                }
                let found = entities::quota::Entity::find_by_id(uuid).one(&app.db).await.map_err(AppError::from)?;
                found.map(|q| Node::Quota(Quota(q)))
            }
            Kind::BookingSeries => {
                let Some(user_id) = viewer.id() else { return Ok(None) };
                let found = series::find(&app.db, uuid).await?;
                found
                    .filter(|s| s.user_id == user_id || viewer.is_admin())
                    .map(|s| Node::BookingSeries(BookingSeries(s)))
            }
            Kind::ApiToken => {
                let Some(user_id) = viewer.id() else { return Ok(None) };
                let found = entities::api_token::Entity::find_by_id(uuid).one(&app.db).await.map_err(AppError::from)?;
                found.filter(|t| t.user_id == user_id).map(|t| Node::ApiToken(ApiToken(t)))
            }
            Kind::WebhookEndpoint => {
                if !viewer.is_admin() {
                    return Ok(None);
                }
                webhooks::find(&app.db, uuid).await?.map(|e| Node::WebhookEndpoint(WebhookEndpoint(e)))
            }
            Kind::WebhookDelivery => {
                if !viewer.is_admin() {
                    return Ok(None);
                }
                webhooks::find_delivery(&app.db, uuid).await?.map(|d| Node::WebhookDelivery(WebhookDelivery(d)))
            }
        })
    }
}
