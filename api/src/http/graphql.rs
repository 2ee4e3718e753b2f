//! POST `/graphql` (queries and mutations), GET `/graphql` (the GraphiQL playground,
//! bundled by the frontend build so it works offline) and `/graphql/ws`
//! (`graphql-transport-ws` subscriptions, authenticated in `connection_init`).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use async_graphql::http::{MultipartOptions, receive_batch_body};
use async_graphql::{BatchRequest, BatchResponse, Data, ParseRequestError, Response};
use async_graphql_axum::{GraphQLProtocol, GraphQLResponse, GraphQLWebSocket};
use axum::extract::ws::Message;
use axum::extract::{ConnectInfo, Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response as AxumResponse};
use futures_util::{SinkExt, StreamExt, TryStreamExt};
use tokio_util::compat::TokioAsyncReadCompatExt;

use super::{HttpState, MAX_JSON_BODY, spa};
use crate::auth::{RequestMeta, Viewer, cookie};
use crate::error::AppError;
use crate::graphql::MAX_BATCH;
use crate::graphql::loaders::Loaders;
use crate::services::accounts;
use crate::storage::{Bucket, MAX_UPLOAD_BYTES};

/// How often an idle websocket is pinged, and when a silent one is dropped.
pub const PING_EVERY: Duration = Duration::from_secs(20);
pub const DEAD_AFTER: Duration = Duration::from_secs(60);

fn millis() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

/// Room for the multipart envelope (operations, map, part headers) around the file.
const MULTIPART_OVERHEAD: u64 = 256 * 1024;

pub const CLIENT_HEADER: &str = "x-agora-client";

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ").map(str::trim)
}

fn request_meta(headers: &HeaderMap, peer: SocketAddr) -> RequestMeta {
    RequestMeta {
        ip: peer.ip().to_string(),
        user_agent: headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned),
        refresh_cookie: headers.get(header::COOKIE).and_then(|v| v.to_str().ok()).and_then(cookie::read),
        web_client: headers.get(CLIENT_HEADER).and_then(|v| v.to_str().ok()) == Some("web"),
    }
}

fn error_response(status: StatusCode, err: AppError) -> AxumResponse {
    let gql: async_graphql::Error = err.into();
    let mut error = gql.into_server_error(async_graphql::Pos::default());
    error.locations.clear();
    let response = Response::from_errors(vec![error]);
    let mut resp = GraphQLResponse(BatchResponse::Single(response)).into_response();
    *resp.status_mut() = status;
    resp
}

/// Refuses a body once more than `limit` bytes have arrived, without buffering it.
fn limited(
    body: axum::body::Body,
    limit: u64,
) -> impl futures_util::Stream<Item = Result<axum::body::Bytes, std::io::Error>> + Send + Unpin + 'static {
    let mut seen = 0u64;
    body.into_data_stream().map_err(std::io::Error::other).and_then(move |chunk| {
        seen += chunk.len() as u64;
        let result = if seen > limit { Err(std::io::Error::other(TOO_LARGE)) } else { Ok(chunk) };
        futures_util::future::ready(result)
    })
}

const TOO_LARGE: &str = "length limit exceeded";

fn invalid(status: StatusCode, message: impl Into<String>) -> AxumResponse {
    error_response(status, AppError::Validation { field: None, title: None, message: message.into() })
}

pub async fn execute(
    State(state): State<HttpState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
) -> AxumResponse {
    let headers = request.headers().clone();
    let meta = request_meta(&headers, peer);
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let multipart = content_type.as_deref().is_some_and(|c| c.starts_with("multipart/"));
    // A multipart POST is a "simple" request a foreign page can send without preflight:
    // only the app's own client (which sets the header) may upload.
    if multipart && !meta.web_client {
        return error_response(
            StatusCode::FORBIDDEN,
            AppError::Forbidden("Envio de arquivos requer o cabeçalho X-Agora-Client: web.".into()),
        );
    }
    let (limit, too_large) = if multipart {
        (MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, Bucket::Spaces.too_large_message())
    } else {
        (MAX_JSON_BODY as u64, "Requisição grande demais.".to_owned())
    };
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit) {
        return invalid(StatusCode::PAYLOAD_TOO_LARGE, too_large);
    }
    let reader = tokio_util::io::StreamReader::new(limited(request.into_body(), limit));
    let options = MultipartOptions::default().max_file_size(MAX_UPLOAD_BYTES as usize).max_num_files(1);
    let batch = match receive_batch_body(content_type, reader.compat(), options).await {
        Ok(batch) => batch,
        Err(ParseRequestError::PayloadTooLarge) => return invalid(StatusCode::PAYLOAD_TOO_LARGE, too_large),
        Err(err) if err.to_string().contains(TOO_LARGE) => return invalid(StatusCode::PAYLOAD_TOO_LARGE, too_large),
        Err(err) => {
            tracing::debug!(error = %err, "unreadable GraphQL request");
            return invalid(StatusCode::BAD_REQUEST, "Requisição GraphQL inválida.");
        }
    };
    if let BatchRequest::Batch(list) = &batch
        && list.len() > MAX_BATCH
    {
        return invalid(StatusCode::BAD_REQUEST, format!("No máximo {MAX_BATCH} operações por requisição."));
    }
    let viewer = match accounts::viewer_from_token(&state.app, bearer(&headers)).await {
        Ok(viewer) => viewer,
        Err(err) => return error_response(StatusCode::SERVICE_UNAVAILABLE, err),
    };
    let batch = state.documents.attach(batch).data(viewer).data(meta).data(Loaders::new(&state.app.db));
    let response = match state.schema.execute_batch(batch).await {
        BatchResponse::Single(one) => BatchResponse::Single(with_codes(one)),
        BatchResponse::Batch(many) => BatchResponse::Batch(many.into_iter().map(with_codes).collect()),
    };
    GraphQLResponse(response).into_response()
}

/// Every error carries a code: the ones async-graphql raises itself before any resolver
/// runs (syntax, unknown fields, bad variables, the depth and complexity limits) are the
/// request's fault, so `VALIDATION`; the limits get their pt-BR message.
fn with_codes(mut response: Response) -> Response {
    for error in &mut response.errors {
        let extensions = error.extensions.get_or_insert_with(Default::default);
        if extensions.get("code").is_none() {
            extensions.set("code", "VALIDATION");
            if error.message.contains("nested too deep") {
                error.message = "Consulta aninhada demais.".into();
            } else if error.message.contains("too complex") {
                error.message = "Consulta complexa demais.".into();
            }
        }
    }
    response
}

/// A websocket's read buffer, and the largest message a client may send on it.
const WS_BUFFER: usize = 4 * 1024;
const WS_MAX_MESSAGE: usize = 64 * 1024;

/// Counts a websocket as open for as long as it lives (`/metrics`).
struct OpenSocket(crate::state::AppState);

impl OpenSocket {
    fn new(app: crate::state::AppState) -> Self {
        app.websockets.fetch_add(1, Ordering::Relaxed);
        Self(app)
    }
}

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.websockets.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The playground, when `AGORA_GRAPHIQL` is on.
pub async fn playground(State(state): State<HttpState>) -> AxumResponse {
    if !state.app.config.graphiql {
        return (StatusCode::NOT_FOUND, "GraphiQL está desativado.").into_response();
    }
    spa::file("graphiql.html").unwrap_or_else(|| {
        (StatusCode::NOT_FOUND, "GraphiQL não foi incluído neste build (rode `just build`).").into_response()
    })
}

pub async fn websocket(
    State(state): State<HttpState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    protocol: GraphQLProtocol,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> AxumResponse {
    // Browsers send Origin on websockets and no CORS check applies: refuse other sites.
    if let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        let origin = origin.trim_end_matches('/');
        if !state.app.config.allowed_origins.iter().any(|o| o == origin) {
            tracing::info!(%origin, "websocket from a foreign origin refused");
            return (StatusCode::FORBIDDEN, "Origem não permitida.").into_response();
        }
    }
    let meta = request_meta(&headers, peer);
    let app = state.app.clone();
    let schema = state.schema.clone();
    // Small buffers: the defaults (128 KiB to read and to write, 64 MiB messages) cost
    // about 180 KiB per open socket, 900 MiB for 5,000 open forms. Clients only send
    // small GraphQL messages; pushes are written out as they come.
    let upgrade = upgrade
        .read_buffer_size(WS_BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(WS_MAX_MESSAGE * 4)
        .max_message_size(WS_MAX_MESSAGE)
        .max_frame_size(WS_MAX_MESSAGE);
    upgrade.protocols(async_graphql::http::ALL_WEBSOCKET_PROTOCOLS).on_upgrade(move |socket| async move {
        let _open = OpenSocket::new(app.clone());
        let (mut to_client, from_client) = socket.split();
        // Any frame from the client (a pong included) proves it is alive.
        let last_seen = Arc::new(AtomicI64::new(millis()));
        let seen = last_seen.clone();
        let from_client = from_client.inspect(move |_| seen.store(millis(), Ordering::Relaxed));
        let (out_tx, mut out_rx) = futures_channel::mpsc::channel::<Message>(32);
        let graphql = GraphQLWebSocket::new_with_pair(out_tx, from_client, schema, protocol)
            .on_connection_init(move |payload| async move {
                let token = payload
                    .get("authorization")
                    .or_else(|| payload.get("Authorization"))
                    .and_then(|v| v.as_str())
                    .map(|v| v.strip_prefix("Bearer ").unwrap_or(v).trim().to_owned());
                let viewer: Viewer = accounts::viewer_from_token(&app, token.as_deref())
                    .await
                    .map_err(|e| async_graphql::Error::new(e.client_message()))?;
                let mut data = Data::default();
                data.insert(viewer);
                data.insert(meta);
                data.insert(Loaders::uncached(&app.db));
                Ok(data)
            })
            .serve();
        // Forwards GraphQL messages and pings the client every PING_EVERY; a client that
        // answers nothing for DEAD_AFTER is dropped, and its subscriptions with it.
        let pump = async move {
            let mut tick = tokio::time::interval(PING_EVERY);
            tick.tick().await;
            loop {
                tokio::select! {
                    message = out_rx.next() => match message {
                        Some(message) => if to_client.send(message).await.is_err() { break },
                        None => break,
                    },
                    _ = tick.tick() => {
                        let idle = millis() - last_seen.load(Ordering::Relaxed);
                        if idle > DEAD_AFTER.as_millis() as i64 {
                            tracing::info!(idle_ms = idle, "dropping a dead websocket");
                            let _ = to_client.send(Message::Close(None)).await;
                            break;
                        }
                        if to_client.send(Message::Ping(Default::default())).await.is_err() {
                            break;
                        }
                    }
                }
            }
        };
        tokio::select! {
            () = graphql => {},
            () = pump => {},
        }
    })
}
