//! POST `/graphql` (queries and mutations), GET `/graphql` (the GraphiQL playground,
//! bundled by the frontend build so it works offline) and `/graphql/ws`
//! (`graphql-transport-ws` subscriptions, authenticated in `connection_init`).

use std::net::SocketAddr;
use std::time::Duration;

use async_graphql::http::{MultipartOptions, receive_batch_body};
use async_graphql::{BatchRequest, BatchResponse, Data, Response};
use async_graphql_axum::{GraphQLProtocol, GraphQLResponse, GraphQLWebSocket};
use axum::extract::{ConnectInfo, Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response as AxumResponse};
use futures_util::TryStreamExt;

use super::{HttpState, spa};
use crate::auth::{RequestMeta, Viewer, cookie};
use crate::error::AppError;
use crate::graphql::MAX_BATCH;
use crate::services::accounts;

pub const CLIENT_HEADER: &str = "x-agora-client";

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

fn request_meta(headers: &HeaderMap, peer: SocketAddr) -> RequestMeta {
    RequestMeta {
        ip: peer.ip().to_string(),
        user_agent: headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
        refresh_cookie: headers
            .get(header::COOKIE)
            .and_then(|v| v.to_str().ok())
            .and_then(cookie::read),
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

pub async fn execute(
    State(state): State<HttpState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
) -> AxumResponse {
    let headers = request.headers().clone();
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body = request
        .into_body()
        .into_data_stream()
        .map_err(std::io::Error::other);
    let reader = tokio_util::io::StreamReader::new(body);
    let batch = match receive_batch_body(
        content_type,
        tokio_util::compat::TokioAsyncReadCompatExt::compat(reader),
        MultipartOptions::default(),
    )
    .await
    {
        Ok(batch) => batch,
        Err(err) => {
            let too_large = err.to_string().contains("length limit exceeded");
            let (status, message) = if too_large {
                (StatusCode::PAYLOAD_TOO_LARGE, "Requisição grande demais.")
            } else {
                (StatusCode::BAD_REQUEST, "Requisição GraphQL inválida.")
            };
            return error_response(
                status,
                AppError::Validation {
                    field: None,
                    title: None,
                    message: message.into(),
                },
            );
        }
    };
    if let BatchRequest::Batch(list) = &batch {
        if list.len() > MAX_BATCH {
            let message = format!("No máximo {MAX_BATCH} operações por requisição.");
            return error_response(
                StatusCode::BAD_REQUEST,
                AppError::Validation {
                    field: None,
                    title: None,
                    message,
                },
            );
        }
    }
    let viewer = match accounts::viewer_from_token(&state.app, bearer(&headers)).await {
        Ok(viewer) => viewer,
        Err(err) => return error_response(StatusCode::SERVICE_UNAVAILABLE, err),
    };
    let batch = batch.data(viewer).data(request_meta(&headers, peer));
    GraphQLResponse(state.schema.execute_batch(batch).await).into_response()
}

/// The playground, when `AGORA_GRAPHIQL` is on.
pub async fn playground(State(state): State<HttpState>) -> AxumResponse {
    if !state.app.config.graphiql {
        return (StatusCode::NOT_FOUND, "GraphiQL está desativado.").into_response();
    }
    spa::file("graphiql.html").unwrap_or_else(|| {
        (
            StatusCode::NOT_FOUND,
            "GraphiQL não foi incluído neste build (rode `just build`).",
        )
            .into_response()
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
    upgrade
        .protocols(async_graphql::http::ALL_WEBSOCKET_PROTOCOLS)
        .on_upgrade(move |socket| {
            GraphQLWebSocket::new(socket, schema, protocol)
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
                    Ok(data)
                })
                .keepalive_timeout(Duration::from_secs(30))
                .serve()
        })
}
