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

use crate::auth::tokens::hash_token;
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
        // After routing, so each request is counted under its route's pattern.
        .layer(axum::middleware::from_fn(crate::metrics::track))
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

/// Figures for whoever runs the node (and `just bench`), in the OpenMetrics text format
/// (`crate::metrics`); answered to this machine's own clients (loopback) and to a scraper
/// that sends `AGORA_METRICS_TOKEN` as a bearer token, 404 to anyone else.
async fn metrics(
    axum::extract::State(state): axum::extract::State<HttpState>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let scraper = state.app.config.metrics_token.as_ref().is_some_and(|token| {
        let given =
            headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
        // Compared as hashes: the time taken says nothing about the token.
        use secrecy::ExposeSecret;
        given.is_some_and(|given| hash_token(given) == hash_token(token.expose_secret()))
    });
    if !peer.ip().is_loopback() && !scraper {
        return axum::http::StatusCode::NOT_FOUND.into_response();
    }
    let metrics = crate::metrics::global();
    if let Some(bytes) = crate::heap::live_bytes() {
        metrics.heap_bytes.set(bytes as i64);
    }
    metrics.websockets.set(state.app.websockets.load(std::sync::atomic::Ordering::Relaxed) as i64);
    metrics.feeds.set(state.app.feeds.len() as i64);
    let (open, idle) = crate::db::pool_use(&state.app.db);
    metrics.pool_connections.set(i64::from(open));
    metrics.pool_idle.set(i64::from(idle));
    match crate::services::webhooks::queued(&state.app.db).await {
        Ok(queued) => {
            metrics.webhook_queue.set(queued as i64);
        }
        Err(err) => tracing::warn!(error = %err, "counting the webhook queue failed"),
    }
    let body = metrics.render(crate::db::statements_sent());
    let content_type = "application/openmetrics-text; version=1.0.0; charset=utf-8";
    ([(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], body).into_response()
}
