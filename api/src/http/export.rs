//! `GET /export/me.json`: the user's own data. `GET /export/bookings.csv`: the admin bookings list with the same filters, as CSV that
//! Excel in pt-BR opens (UTF-8 with BOM, `;`, dd/MM/yyyy, amounts with a decimal comma),
//! streamed row by row from the database.

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use serde::Deserialize;

use super::HttpState;
use crate::auth::Viewer;
use crate::domain::booking::Status;
use crate::error::AppError;
use crate::services::{accounts, accounts::privacy, reports::admin};

#[derive(Deserialize, Default)]
pub struct ExportQuery {
    status: Option<String>,
    date: Option<String>,
    search: Option<String>,
}

const HEADER: &str =
    "Espaço;Status;Usuário;E-mail;Data;Início;Fim;Horas;Capacidade;Valor (R$);Observações;Criada em\r\n";

fn refuse(status: StatusCode, message: &str) -> Response {
    (status, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], message.to_owned()).into_response()
}

/// The bearer token's viewer, or the answer that refuses the request.
async fn viewer(state: &HttpState, headers: &HeaderMap) -> Result<Viewer, Response> {
    let token =
        headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    accounts::viewer_from_token(&state.app, token)
        .await
        .map_err(|err| refuse(StatusCode::SERVICE_UNAVAILABLE, &err.client_message()))
}

fn refused(err: AppError) -> Response {
    let status =
        if matches!(err, AppError::Unauthenticated) { StatusCode::UNAUTHORIZED } else { StatusCode::FORBIDDEN };
    refuse(status, &err.client_message())
}

/// `GET /export/me.json`: everything stored about the bearer token's user, as a download
/// (docs/accounts.md, "Your data").
pub async fn me_json(State(state): State<HttpState>, headers: HeaderMap) -> Response {
    let viewer = match viewer(&state, &headers).await {
        Ok(viewer) => viewer,
        Err(response) => return response,
    };
    let user = match viewer.require_user() {
        Ok(user) => user,
        Err(err) => return refused(err),
    };
    let data = match privacy::export(&state.app, user).await {
        Ok(data) => data,
        Err(err) => return refuse(StatusCode::INTERNAL_SERVER_ERROR, &err.client_message()),
    };
    let date = state.app.clock.now().with_timezone(&state.app.config.timezone).format("%Y-%m-%d");
    let body = serde_json::to_vec_pretty(&data).unwrap_or_default();
    let disposition = format!("attachment; filename=\"agora-meus-dados-{date}.json\"");
    let mut response =
        (StatusCode::OK, [(header::CONTENT_TYPE, "application/json; charset=utf-8")], body).into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

pub async fn bookings_csv(
    State(state): State<HttpState>,
    headers: HeaderMap,
    Query(query): Query<ExportQuery>,
) -> Response {
    let viewer = match viewer(&state, &headers).await {
        Ok(viewer) => viewer,
        Err(response) => return response,
    };
    if let Err(err) = viewer.require_admin() {
        return refused(err);
    }
    let status = match query.status.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("") | Some("all") => None,
        Some("awaiting_approval") => Some(Status::AwaitingApproval),
        Some("pending") => Some(Status::Pending),
        Some("confirmed") => Some(Status::Confirmed),
        Some("completed") => Some(Status::Completed),
        Some("cancelled") => Some(Status::Cancelled),
        Some(_) => return refuse(StatusCode::BAD_REQUEST, "Status inválido."),
    };
    let date = match query.date.as_deref().filter(|d| !d.is_empty()) {
        None => None,
        Some(d) => match d.parse::<NaiveDate>() {
            Ok(date) => Some(date),
            Err(_) => return refuse(StatusCode::BAD_REQUEST, "Data inválida: use AAAA-MM-DD."),
        },
    };
    let tz = state.app.config.timezone;
    let filter = admin::BookingSearch { status, date, search: query.search };
    let mut rows = admin::stream_bookings(state.app.db.clone(), filter, tz);
    let body = async_stream_body(async move |tx: tokio::sync::mpsc::Sender<Result<String, std::io::Error>>| {
        if tx.send(Ok(format!("\u{feff}{HEADER}"))).await.is_err() {
            return;
        }
        while let Some(row) = rows.recv().await {
            let line = match row {
                Ok(row) => csv_line(&row, tz),
                Err(err) => {
                    tracing::error!(error = %err, "CSV export failed midway");
                    let _ = tx.send(Err(std::io::Error::other("export failed"))).await;
                    return;
                }
            };
            if tx.send(Ok(line)).await.is_err() {
                return;
            }
        }
    });
    let stamp = state.app.clock.now().with_timezone(&tz).format("%Y-%m-%d");
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"reservas-{stamp}.csv\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// A body fed by a task through a small channel.
fn async_stream_body<F, Fut>(produce: F) -> Body
where
    F: FnOnce(tokio::sync::mpsc::Sender<Result<String, std::io::Error>>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let (tx, rx) = tokio::sync::mpsc::channel(16);
    tokio::spawn(produce(tx));
    Body::from_stream(tokio_stream::wrappers::ReceiverStream::new(rx))
}

fn csv_line(row: &admin::ExportRow, tz: Tz) -> String {
    let (status, starts, ends, cents, notes, created, space, capacity, user, email) = row;
    let local = |t: &DateTime<Utc>| t.with_timezone(&tz);
    let fields = [
        field(space),
        Status::from(*status).label().to_owned(),
        field(user),
        field(email),
        local(starts).format("%d/%m/%Y").to_string(),
        local(starts).format("%H:%M").to_string(),
        local(ends).format("%H:%M").to_string(),
        hours((*ends - *starts).num_minutes()),
        capacity.to_string(),
        amount(*cents),
        field(notes.as_deref().unwrap_or_default()),
        local(created).format("%d/%m/%Y %H:%M").to_string(),
    ];
    format!("{}\r\n", fields.join(";"))
}

/// "2", "1,5", "0,25": hours with a decimal comma, no trailing zeros.
fn hours(minutes: i64) -> String {
    let hundredths = minutes * 100 / 60;
    let text = format!("{},{:02}", hundredths / 100, hundredths % 100);
    text.trim_end_matches('0').trim_end_matches(',').to_owned()
}

/// 1234,50 (a decimal comma; no thousands separator so spreadsheets read a number).
fn amount(cents: i64) -> String {
    format!("{},{:02}", cents / 100, (cents % 100).abs())
}

/// Quotes when needed, and defuses spreadsheet formulas (CSV injection).
fn field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{text}") } else { text.to_owned() };
    if text.contains([';', '"', '\n', '\r']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hours_keep_their_halves() {
        assert_eq!([hours(120), hours(90), hours(600), hours(15), hours(30)], ["2", "1,5", "10", "0,25", "0,5"]);
    }

    #[test]
    fn fields_are_quoted_and_formulas_defused() {
        assert_eq!(field("Sala; grande"), "\"Sala; grande\"");
        assert_eq!(field("diz \"oi\""), "\"diz \"\"oi\"\"\"");
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(field("Ana"), "Ana");
        assert_eq!(amount(16100), "161,00");
        assert_eq!(amount(5), "0,05");
    }
}
