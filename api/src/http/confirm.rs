//! `GET /auth/confirm?token=…`: the link in the confirmation mail. Confirms and sends the
//! browser to the sign-in page with a notice.

use axum::extract::{Query, State};
use axum::response::Redirect;
use serde::Deserialize;

use super::HttpState;
use crate::services::accounts;

#[derive(Deserialize)]
pub struct LinkQuery {
    token: Option<String>,
}

pub async fn follow_link(State(state): State<HttpState>, Query(query): Query<LinkQuery>) -> Redirect {
    let Some(token) = query.token else {
        return Redirect::to("/login?confirm_error=1");
    };
    match accounts::confirm_email(&state.app, &token).await {
        Ok(_) => Redirect::to("/login?confirmed=1"),
        Err(err) => {
            tracing::info!(error = %err, "confirmation link refused");
            Redirect::to("/login?confirm_error=1")
        }
    }
}
