//! Calendar feeds (docs/calendar.md, "Calendar sync"): one secret link per person, kept
//! as the SHA-256 of its token; the person's bookings, or for an admin any space's.

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use entities::{booking, calendar_feed, space, user};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};
use std::collections::HashMap;
use uuid::Uuid;

use crate::auth::tokens::{hash_token, random_token};
use crate::domain::ics::{self, Calendar, Event, Method};
use crate::error::AppResult;
use crate::mail::invites::{details, status_of};

/// What a feed's token starts with (it is recognisable when pasted somewhere it should not be).
const PREFIX: &str = "agora_cal_";
/// How far back a feed reaches: finished bookings stay in the calendar this long.
const HISTORY: Duration = Duration::days(90);
/// The most events one feed lists (the soonest to end first).
const MAX_EVENTS: u64 = 2000;
/// The statuses a feed lists: every booking that stands, and the ones that took place.
const LISTED: [&str; 4] = ["awaiting_approval", "pending", "confirmed", "completed"];

/// The person's feed, if they made one.
pub async fn of(db: &impl ConnectionTrait, user_id: Uuid) -> AppResult<Option<calendar_feed::Model>> {
    Ok(calendar_feed::Entity::find_by_id(user_id).one(db).await?)
}

/// A new secret link for the person, replacing the old one (which stops working at once).
/// Returns the token, shown once.
pub async fn create(
    db: &DatabaseConnection,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> AppResult<(String, calendar_feed::Model)> {
    let token = format!("{PREFIX}{}", random_token());
    let txn = db.begin().await?;
    calendar_feed::Entity::delete_by_id(user_id).exec(&txn).await?;
    let row =
        calendar_feed::ActiveModel { user_id: Set(user_id), token_hash: Set(hash_token(&token)), created_at: Set(now) }
            .insert(&txn)
            .await?;
    txn.commit().await?;
    Ok((token, row))
}

/// Ends the person's link; whether there was one.
pub async fn revoke(db: &impl ConnectionTrait, user_id: Uuid) -> AppResult<bool> {
    Ok(calendar_feed::Entity::delete_by_id(user_id).exec(db).await?.rows_affected > 0)
}

/// The live account a token belongs to; `None` for an unknown or revoked token (the route
/// answers both with the same 404).
pub async fn owner(db: &impl ConnectionTrait, token: &str) -> AppResult<Option<user::Model>> {
    if !token.starts_with(PREFIX) {
        return Ok(None);
    }
    let Some(feed) =
        calendar_feed::Entity::find().filter(calendar_feed::Column::TokenHash.eq(hash_token(token))).one(db).await?
    else {
        return Ok(None);
    };
    Ok(user::Entity::find_by_id(feed.user_id).one(db).await?.filter(|u| u.deleted_at.is_none()))
}

/// How a feed is rendered: the zone, now, and where links point.
pub struct Render<'a> {
    pub tz: Tz,
    pub now: DateTime<Utc>,
    pub public_url: &'a str,
}

/// The person's own bookings.
pub async fn personal(db: &impl ConnectionTrait, person: &user::Model, r: &Render<'_>) -> AppResult<String> {
    let bookings = listed(db, booking::Column::UserId.eq(person.id), r.now).await?;
    let space_ids: Vec<Uuid> = bookings.iter().map(|b| b.space_id).collect();
    let names: HashMap<Uuid, String> = space::Entity::find()
        .filter(space::Column::Id.is_in(space_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, s.name))
        .collect();
    let rows: Vec<(String, String, String)> = bookings
        .iter()
        .map(|b| {
            let place = names.get(&b.space_id).cloned().unwrap_or_default();
            (format!("Reserva: {place}"), place, details(b))
        })
        .collect();
    Ok(render(r, "Ágora: minhas reservas", &bookings, &rows, "/my-bookings"))
}

/// Every booking of one space (admins), each named by its owner.
pub async fn of_space(db: &impl ConnectionTrait, place: &space::Model, r: &Render<'_>) -> AppResult<String> {
    let bookings = listed(db, booking::Column::SpaceId.eq(place.id), r.now).await?;
    let owner_ids: Vec<Uuid> = bookings.iter().map(|b| b.user_id).collect();
    let owners: HashMap<Uuid, String> = user::Entity::find()
        .filter(user::Column::Id.is_in(owner_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.full_name))
        .collect();
    let rows: Vec<(String, String, String)> = bookings
        .iter()
        .map(|b| {
            let who = owners.get(&b.user_id).cloned().unwrap_or_default();
            (format!("{}: {who}", place.name), place.name.clone(), details(b))
        })
        .collect();
    Ok(render(r, &format!("Ágora: {}", place.name), &bookings, &rows, "/admin/bookings"))
}

async fn listed(
    db: &impl ConnectionTrait,
    whose: sea_orm::sea_query::SimpleExpr,
    now: DateTime<Utc>,
) -> AppResult<Vec<booking::Model>> {
    Ok(booking::Entity::find()
        .filter(whose)
        .filter(booking::Column::Status.is_in(LISTED))
        .filter(booking::Column::EndsAt.gt(now - HISTORY))
        .order_by_asc(booking::Column::StartsAt)
        .limit(MAX_EVENTS)
        .all(db)
        .await?)
}

fn render(
    r: &Render<'_>,
    name: &str,
    bookings: &[booking::Model],
    rows: &[(String, String, String)],
    path: &str,
) -> String {
    let url = format!("{}{path}", r.public_url);
    let events: Vec<Event<'_>> = bookings
        .iter()
        .zip(rows)
        .map(|(b, (summary, location, description))| Event {
            id: b.id,
            starts_at: b.starts_at,
            ends_at: b.ends_at,
            sequence: b.sequence,
            status: status_of(b),
            summary,
            location,
            description,
            url: &url,
            attendee: None,
        })
        .collect();
    ics::render(&Calendar { method: Method::Publish, name, tz: r.tz, organizer: None, now: r.now }, &events)
}
