//! The axum adapter: one router for the GraphQL endpoint and playground, the websocket,
//! the e-mail confirmation link, stored files, the health check and the SPA.

mod calendar;
mod confirm;
mod documents;
mod export;
mod graphql;
mod spa;
pub mod websocket;

pub use websocket::{DEAD_AFTER, PING_EVERY};

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use axum::routing::get;
use tower_http::compression::CompressionLayer;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::graphql::AppSchema;
use crate::state::AppState;

/// Largest JSON GraphQL request accepted (huge variables are refused with 413).
pub const MAX_JSON_BODY: usize = 1024 * 1024;

#[derive(Clone)]
pub struct HttpState {
    pub app: AppState,
    pub schema: AppSchema,
    /// Parsed query texts (`documents.rs`).
    documents: documents::Documents,
}

pub fn router(app: AppState, schema: AppSchema) -> Router {
    let storage = Router::new().fallback_service(ServeDir::new(&app.config.storage_dir)).layer(
        SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600")),
    );
    // Integrators' browser apps on the listed origins may call the API with a bearer
    // token; the SPA itself is same-origin. Cookies (the refresh token) travel
    // cross-origin only in development, where Vite may serve the app from another port.
    let origins: Vec<HeaderValue> =
        app.config.allowed_origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()).collect();
    let cors = CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_methods([axum::http::Method::GET, axum::http::Method::POST])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION, HeaderName::from_static("x-agora-client")])
        .allow_credentials(!app.config.is_production());
    let state = HttpState { app, schema, documents: Default::default() };
    Router::new()
        .route("/graphql", get(graphql::playground).post(graphql::execute))
        .route("/graphql/ws", get(websocket::upgrade))
        .route("/healthz", get(health))
        .route("/metrics", get(metrics))
        .route("/auth/confirm", get(confirm::follow_link))
        .route("/export/bookings.csv", get(export::bookings_csv))
        .route("/export/me.json", get(export::me_json))
        .route("/calendar/{file}", get(calendar::personal))
        .route("/calendar/{token}/{file}", get(calendar::of_space))
        .nest("/storage", storage)
        .fallback(spa::serve)
        .with_state(state)
        .layer(cors)
        .layer(CompressionLayer::new())
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("frame-ancestors 'none'"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        ))
        // Every request has an id (docs/api.md, "Request ids"): the caller's `X-Request-Id`
        // when it is a sane one, else a new UUID. It names the request's span, so every log
        // line written while serving it carries it, and it comes back in the response.
        .layer(TraceLayer::new_for_http().make_span_with(|request: &axum::http::Request<axum::body::Body>| {
            let id = request.headers().get(REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or_default();
            tracing::info_span!("request", request_id = %id, method = %request.method(), path = %request.uri().path())
        }))
        .layer(PropagateRequestIdLayer::new(HeaderName::from_static(REQUEST_ID)))
        .layer(SetRequestIdLayer::new(HeaderName::from_static(REQUEST_ID), MakeRequestUuid))
        .layer(axum::middleware::map_request(drop_unsafe_request_id))
}

const REQUEST_ID: &str = "x-request-id";

/// A caller's request id goes into logs: only 1 to 64 letters, digits, `-`, `_`, `.` or
/// `:` are kept; anything else is replaced by a new id.
async fn drop_unsafe_request_id(
    mut request: axum::http::Request<axum::body::Body>,
) -> axum::http::Request<axum::body::Body> {
    let safe = |v: &HeaderValue| {
        let b = v.as_bytes();
        (1..=64).contains(&b.len()) && b.iter().all(|c| c.is_ascii_alphanumeric() || b"-_.:".contains(c))
    };
    if request.headers().get(REQUEST_ID).is_some_and(|v| !safe(v)) {
        request.headers_mut().remove(REQUEST_ID);
    }
    request
}

async fn health(
    axum::extract::State(state): axum::extract::State<HttpState>,
) -> (axum::http::StatusCode, &'static str) {
    match state.app.db.ping().await {
        Ok(()) => (axum::http::StatusCode::OK, "ok"),
        Err(err) => {
            tracing::error!(error = %err, "health check: database unreachable");
            (axum::http::StatusCode::SERVICE_UNAVAILABLE, "database unavailable")
        }
    }
}

/// Figures for whoever runs the node (and `just bench`), in Prometheus' text format;
/// answered only to this machine's own clients (loopback), 404 to anyone else.
async fn metrics(
    axum::extract::State(state): axum::extract::State<HttpState>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    if !peer.ip().is_loopback() {
        return axum::http::StatusCode::NOT_FOUND.into_response();
    }
    let mut body = String::new();
    let mut gauge = |name: &str, help: &str, value: u64| {
        body.push_str(&format!("# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}\n"));
    };
    if let Some(bytes) = crate::heap::live_bytes() {
        gauge(
            "agora_heap_live_bytes",
            "Bytes allocated and not yet freed (not what the allocator keeps cached).",
            bytes,
        );
    }
    let websockets = state.app.websockets.load(std::sync::atomic::Ordering::Relaxed) as u64;
    gauge("agora_websockets_open", "Websockets open on this node.", websockets);
    gauge(
        "agora_availability_feeds",
        "Availability feeds (space and day) with subscribers on this node.",
        state.app.feeds.len() as u64,
    );
    let statements = crate::db::statements_sent();
    body.push_str(&format!(
        "# HELP agora_sql_statements_total SQL statements this process sent to the database.\n\
         # TYPE agora_sql_statements_total counter\nagora_sql_statements_total {statements}\n"
    ));
    ([(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; version=0.0.4"))], body).into_response()
}
