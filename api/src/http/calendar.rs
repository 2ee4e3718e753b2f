//! `GET /calendar/<token>.ics`: the person's calendar feed; `GET
//! /calendar/<token>/<space id>.ics`: an admin's feed of one space (docs/calendar.md,
//! "Calendar sync"). The token is the whole credential (calendar apps send no header), so
//! an unknown, revoked or misused token gets the same bare 404 as a path that never
//! existed, and nothing else.

use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::HttpState;
use crate::domain::account::Role;
use crate::domain::messages as msg;
use crate::error::AppError;
use crate::graphql::ids::{self, Kind};
use crate::services::calendar::feed::{self, Render};
use crate::services::spaces;

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], msg::FEED_NOT_FOUND).into_response()
}

fn failed(err: &AppError) -> Response {
    tracing::error!(error = %err, "calendar feed failed");
    (StatusCode::INTERNAL_SERVER_ERROR, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], err.client_message())
        .into_response()
}

fn calendar(body: String) -> Response {
    let mut response = (StatusCode::OK, [(header::CONTENT_TYPE, "text/calendar; charset=utf-8")], body).into_response();
    let headers = response.headers_mut();
    // The address is a secret: not kept by shared caches, not indexed.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    headers.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    response
}

pub async fn personal(State(state): State<HttpState>, Path(file): Path<String>) -> Response {
    let app = &state.app;
    let Some(token) = file.strip_suffix(".ics") else { return not_found() };
    let render = Render { tz: app.config.timezone, now: app.clock.now(), public_url: &app.config.public_url };
    match feed::owner(&app.db, token).await {
        Ok(Some(person)) => match feed::personal(&app.db, &person, &render).await {
            Ok(body) => calendar(body),
            Err(err) => failed(&err),
        },
        Ok(None) => not_found(),
        Err(err) => failed(&err),
    }
}

pub async fn of_space(State(state): State<HttpState>, Path((token, file)): Path<(String, String)>) -> Response {
    let app = &state.app;
    let Some(space_id) = file.strip_suffix(".ics") else { return not_found() };
    let Ok(space_id) = ids::decode_as(Kind::Space, &async_graphql::ID(space_id.to_owned())) else {
        return not_found();
    };
    let render = Render { tz: app.config.timezone, now: app.clock.now(), public_url: &app.config.public_url };
    match feed::owner(&app.db, &token).await {
        Ok(Some(person)) if Role::from(person.role) == Role::Admin => {}
        Ok(_) => return not_found(),
        Err(err) => return failed(&err),
    }
    match spaces::find(&app.db, space_id).await {
        Ok(Some(place)) => match feed::of_space(&app.db, &place, &render).await {
            Ok(body) => calendar(body),
            Err(err) => failed(&err),
        },
        Ok(None) => not_found(),
        Err(err) => failed(&err),
    }
}
