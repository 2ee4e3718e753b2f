//! The Relay `Node` interface and `Query.node`.

use async_graphql::{Context, ID, Interface, Object, Result};
use sea_orm::EntityTrait;

use crate::error::AppError;
use crate::graphql::accounts::{ActiveSession, User};
use crate::graphql::bookings::{Booking, BookingSeries};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::spaces::{Closure, Quota, Space};
use crate::services::bookings::series;
use crate::services::bookings::store as bookings;
use crate::services::{accounts::sessions, accounts::users, spaces};

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
                found.filter(|b| b.user_id == user_id || viewer.is_admin()).map(|b| Node::Booking(Booking(b)))
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
        })
    }
}
