//! `/graphql/ws`: subscriptions (and any operation) over the `graphql-transport-ws`
//! protocol, with every close code of that protocol delivered as a close frame
//! (docs/api.md, "Subscriptions"):
//!
//! | code | when |
//! |---|---|
//! | 4400 | a message that is not JSON, of an unknown type or with missing fields |
//! | 4401 | `subscribe` before the server acknowledged `connection_init` |
//! | 4403 | the init token is invalid or expired, or the socket's sign-in ended: signed out, revoked, password changed, role changed, or the access token expired |
//! | 4406 | the client did not offer the `graphql-transport-ws` subprotocol |
//! | 4408 | no `connection_init` within [`INIT_TIMEOUT`] |
//! | 4409 | a `subscribe` with the id of a running operation |
//! | 4429 | a second `connection_init` |
//! | 1009 | a message over [`MAX_MESSAGE`] |
//!
//! A socket's authority is the sign-in its init token named, for as long as that sign-in
//! lives and the token is valid: the socket re-checks it whenever this node learns that
//! the user's sign-ins changed (`SignIns::changes`, which other nodes feed through
//! NOTIFY), and closes with 4403 when the token expires. The web app then refreshes and
//! reconnects.

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use async_graphql::{Data, Request, ServerError};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response as AxumResponse};
use chrono::{DateTime, Utc};
use entities::user::UserRole;
use futures_util::stream::{BoxStream, SplitSink};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, Sleep};
use tokio_stream::StreamMap;
use uuid::Uuid;

use super::HttpState;
use super::graphql::{Answer, request_meta, with_codes};
use crate::auth::{RequestMeta, Viewer};
use crate::graphql::AppSchema;
use crate::graphql::limits;
use crate::graphql::loaders::Loaders;
use crate::realtime::runs::{Frame, Shared};
use crate::services::accounts::{self, api_tokens};
use crate::state::AppState;

pub const PROTOCOL: &str = "graphql-transport-ws";
/// How often an idle websocket is pinged, and when a silent one is dropped.
pub const PING_EVERY: Duration = Duration::from_secs(20);
pub const DEAD_AFTER: Duration = Duration::from_secs(60);
/// A socket must send `connection_init` within this time.
pub const INIT_TIMEOUT: Duration = Duration::from_secs(5);
/// The largest message a client may send; a socket's read buffer.
pub const MAX_MESSAGE: usize = 64 * 1024;
const READ_BUFFER: usize = 4 * 1024;

/// The protocol's close codes.
pub mod close {
    pub const BAD_REQUEST: u16 = 4400;
    pub const UNAUTHORIZED: u16 = 4401;
    pub const FORBIDDEN: u16 = 4403;
    pub const SUBPROTOCOL_NOT_ACCEPTABLE: u16 = 4406;
    pub const INIT_TIMEOUT: u16 = 4408;
    pub const SUBSCRIBER_EXISTS: u16 = 4409;
    pub const TOO_MANY_INITS: u16 = 4429;
    pub const MESSAGE_TOO_BIG: u16 = 1009;
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ClientMessage {
    ConnectionInit {
        #[serde(default)]
        payload: Option<serde_json::Value>,
    },
    Ping {
        #[serde(default)]
        payload: Option<serde_json::Value>,
    },
    /// Its payload, if any, is ignored.
    Pong {},
    Subscribe {
        id: String,
        payload: Box<Request>,
    },
    Complete {
        id: String,
    },
}

/// Counts a websocket as open for as long as it lives (`/metrics`).
struct OpenSocket(AppState);

impl OpenSocket {
    fn new(app: AppState) -> Self {
        app.websockets.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Self(app)
    }
}

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.websockets.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

pub async fn upgrade(
    State(state): State<HttpState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
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
    let (app, schema) = (state.app.clone(), state.schema.clone());
    // Small buffers: the defaults (128 KiB to read and to write, 64 MiB messages) cost
    // about 180 KiB per open socket, 900 MiB for 5,000 open forms. Clients only send
    // small GraphQL messages; pushes are written out as they come.
    let upgrade = upgrade
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_MESSAGE * 4)
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .protocols([PROTOCOL]);
    let offered = upgrade.selected_protocol().is_some();
    upgrade.on_upgrade(move |socket| async move {
        let _open = OpenSocket::new(app.clone());
        let (sink, source) = socket.split();
        let mut connection = Connection { app, schema, meta, sink, session: None, authority: None, standing: None };
        let closed = if offered {
            connection.serve(source).await
        } else {
            Closed(close::SUBPROTOCOL_NOT_ACCEPTABLE, "Subprotocolo não aceito: use graphql-transport-ws.")
        };
        connection.close(closed).await;
    })
}

/// Why the server ends a socket: a close code and its reason.
struct Closed(u16, &'static str);

/// What the socket's init token vouched for.
struct Authority {
    token: String,
    user_id: Uuid,
    role: UserRole,
    expires_at: DateTime<Utc>,
}

/// What a running operation yields.
enum Outcome {
    Answer(Box<Answer>),
    /// A result of a run shared with other sockets, serialised once for all of them.
    Shared(Frame),
    /// The operation is over.
    End,
}

struct Connection {
    app: AppState,
    schema: AppSchema,
    meta: RequestMeta,
    sink: SplitSink<WebSocket, Message>,
    /// Set once `connection_init` is acknowledged.
    session: Option<Arc<Data>>,
    authority: Option<Authority>,
    /// Who the socket acts as, for sharing runs (`shared_key`); `None` when it may not
    /// share (a personal access token, whose scopes are its own).
    standing: Option<String>,
}

impl Connection {
    /// Runs the protocol until the client leaves (`Closed(0, _)`) or the server closes.
    async fn serve(&mut self, mut source: futures_util::stream::SplitStream<WebSocket>) -> Closed {
        // Each running operation, by the client's id; `None` marks its end.
        let mut operations: StreamMap<String, BoxStream<'static, Outcome>> = StreamMap::new();
        let init_deadline = tokio::time::sleep(INIT_TIMEOUT);
        tokio::pin!(init_deadline);
        let mut expiry: Pin<Box<Sleep>> = Box::pin(tokio::time::sleep(Duration::from_secs(86_400 * 365)));
        let mut changes = self.app.sign_ins.changes();
        let mut tick = tokio::time::interval(PING_EVERY);
        tick.tick().await;
        let mut last_seen = Instant::now();
        loop {
            tokio::select! {
                frame = source.next() => {
                    last_seen = Instant::now();
                    let text = match frame {
                        Some(Ok(Message::Text(text))) => text.to_string(),
                        Some(Ok(Message::Binary(bytes))) => match String::from_utf8(bytes.to_vec()) {
                            Ok(text) => text,
                            Err(_) => return Closed(close::BAD_REQUEST, "Mensagem inválida."),
                        },
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                        Some(Ok(Message::Close(_))) | None => return Closed(0, ""),
                        Some(Err(err)) if is_too_big(&err) => {
                            return Closed(close::MESSAGE_TOO_BIG, "Mensagem grande demais.");
                        }
                        Some(Err(_)) => return Closed(0, ""),
                    };
                    let message: ClientMessage = match serde_json::from_str(&text) {
                        Ok(message) => message,
                        Err(_) => return Closed(close::BAD_REQUEST, "Mensagem inválida."),
                    };
                    match message {
                        ClientMessage::ConnectionInit { payload } => {
                            if self.session.is_some() {
                                return Closed(close::TOO_MANY_INITS, "connection_init repetido.");
                            }
                            if let Err(closed) = self.init(payload).await {
                                return closed;
                            }
                            if let Some(authority) = &self.authority {
                                let left = (authority.expires_at - self.app.clock.now()).to_std().unwrap_or_default();
                                expiry = Box::pin(tokio::time::sleep(left));
                            }
                            if !self.send(json!({"type": "connection_ack"})).await {
                                return Closed(0, "");
                            }
                        }
                        ClientMessage::Ping { payload } => {
                            let pong = match payload {
                                Some(payload) => json!({"type": "pong", "payload": payload}),
                                None => json!({"type": "pong"}),
                            };
                            if !self.send(pong).await {
                                return Closed(0, "");
                            }
                        }
                        ClientMessage::Pong { .. } => {}
                        ClientMessage::Subscribe { id, payload } => {
                            let Some(session) = self.session.clone() else {
                                return Closed(close::UNAUTHORIZED, "Não autorizado: envie connection_init.");
                            };
                            if operations.contains_key(&id) {
                                return Closed(close::SUBSCRIBER_EXISTS, "Já existe uma operação com este id.");
                            }
                            match self.start(*payload, session) {
                                Ok(stream) => { operations.insert(id, stream); }
                                Err(errors) => {
                                    if !self.send(json!({"type": "error", "id": id, "payload": errors})).await {
                                        return Closed(0, "");
                                    }
                                }
                            }
                        }
                        ClientMessage::Complete { id } => {
                            operations.remove(&id);
                        }
                    }
                }
                Some((id, outcome)) = operations.next(), if !operations.is_empty() => {
                    let text = match outcome {
                        // Refused before it ran: `error`, which also ends the operation.
                        Outcome::Answer(answer) if answer.request_error => {
                            operations.remove(&id);
                            json!({"type": "error", "id": id, "payload": answer.response.errors}).to_string()
                        }
                        Outcome::Answer(answer) => json!({"type": "next", "id": id, "payload": answer.body()}).to_string(),
                        Outcome::Shared(Frame::Next(payload)) => framed("next", &id, &payload),
                        Outcome::Shared(Frame::Error(payload)) => {
                            operations.remove(&id);
                            framed("error", &id, &payload)
                        }
                        Outcome::End => {
                            operations.remove(&id);
                            json!({"type": "complete", "id": id}).to_string()
                        }
                    };
                    if self.sink.send(Message::Text(text.into())).await.is_err() {
                        return Closed(0, "");
                    }
                }
                () = &mut init_deadline, if self.session.is_none() => {
                    return Closed(close::INIT_TIMEOUT, "connection_init não chegou a tempo.");
                }
                () = &mut expiry, if self.authority.is_some() => {
                    return Closed(close::FORBIDDEN, "Token de acesso expirado.");
                }
                change = changes.recv(), if self.authority.is_some() => {
                    let concerns_us = match change {
                        Ok(Some(user_id)) => self.authority.as_ref().is_some_and(|a| a.user_id == user_id),
                        Ok(None) | Err(RecvError::Lagged(_)) => true,
                        Err(RecvError::Closed) => false,
                    };
                    if concerns_us && !self.still_authorised().await {
                        return Closed(close::FORBIDDEN, "Sessão encerrada.");
                    }
                }
                _ = tick.tick() => {
                    if last_seen.elapsed() > DEAD_AFTER {
                        tracing::info!(idle_ms = last_seen.elapsed().as_millis() as u64, "dropping a dead websocket");
                        return Closed(0, "");
                    }
                    if self.sink.send(Message::Ping(Default::default())).await.is_err() {
                        return Closed(0, "");
                    }
                }
            }
        }
    }

    /// Accepts `connection_init`: anonymous without a token; a token that is present but
    /// not valid (bad signature, expired, its sign-in ended) closes 4403.
    async fn init(&mut self, payload: Option<serde_json::Value>) -> Result<(), Closed> {
        let token = match &payload {
            None | Some(serde_json::Value::Null) => None,
            Some(serde_json::Value::Object(map)) => {
                match map.get("authorization").or_else(|| map.get("Authorization")) {
                    None | Some(serde_json::Value::Null) => None,
                    Some(serde_json::Value::String(value)) => {
                        Some(value.strip_prefix("Bearer ").unwrap_or(value).trim().to_owned())
                    }
                    Some(_) => return Err(Closed(close::BAD_REQUEST, "authorization deve ser um texto.")),
                }
            }
            Some(_) => return Err(Closed(close::BAD_REQUEST, "O payload de connection_init deve ser um objeto.")),
        };
        let viewer = match &token {
            None => Viewer::anonymous(),
            Some(token) => {
                // A personal access token stands until it expires or is revoked; an
                // access token until its sign-in ends or it expires.
                let pat = token.starts_with(api_tokens::PREFIX);
                let claims = self.app.keys.verify(token, self.app.clock.now());
                if !pat && claims.is_none() {
                    return Err(Closed(close::FORBIDDEN, "Token de acesso inválido ou expirado."));
                }
                let viewer = self.viewer(token).await?;
                let Some(user) = &viewer.user else {
                    let reason =
                        if pat { "Token de API inválido, revogado ou expirado." } else { "Sessão encerrada." };
                    return Err(Closed(close::FORBIDDEN, reason));
                };
                let expires_at = match (&viewer.token, claims) {
                    (Some(grant), _) => grant.expires_at,
                    (None, Some(claims)) => claims.expires_at,
                    (None, None) => return Err(Closed(close::FORBIDDEN, "Token de acesso inválido ou expirado.")),
                };
                self.authority =
                    Some(Authority { token: token.clone(), user_id: user.id, role: user.role, expires_at });
                viewer
            }
        };
        self.standing = viewer.token.is_none().then(|| {
            let role = viewer.user.as_ref().map(|u| u.role);
            format!("{role:?}|{}", viewer.admin_blocked)
        });
        let mut data = Data::default();
        data.insert(viewer);
        data.insert(self.meta.clone());
        data.insert(Loaders::uncached(&self.app.db));
        self.session = Some(Arc::new(data));
        Ok(())
    }

    async fn viewer(&self, token: &str) -> Result<Viewer, Closed> {
        accounts::viewer_from_token(&self.app, Some(token)).await.map_err(|err| {
            tracing::warn!(error = %err, "websocket sign-in check failed");
            Closed(1011, "Erro interno.")
        })
    }

    /// Whether the sign-in behind the socket is still live with the same role. A failed
    /// check (the database is away) keeps the socket: the next change checks again.
    async fn still_authorised(&self) -> bool {
        let Some(authority) = &self.authority else { return true };
        match self.viewer(&authority.token).await {
            Ok(viewer) => viewer.user.is_some_and(|u| u.id == authority.user_id && u.role == authority.role),
            Err(_) => true,
        }
    }

    /// Starts one operation, or says why it cannot run (as the `error` payload). An
    /// operation whose answer is the same for everyone of the socket's standing joins the
    /// run other sockets share (`runs`).
    fn start(&self, mut request: Request, session: Arc<Data>) -> Result<BoxStream<'static, Outcome>, Vec<ServerError>> {
        if let Err(err) = limits::costly_mutations(std::iter::once(&mut request)) {
            let error: async_graphql::Error = err.into();
            let mut error = error.into_server_error(async_graphql::Pos::default());
            error.locations.clear();
            return Err(vec![error]);
        }
        if let Some(key) = self.standing.as_deref().and_then(|standing| shared_key(&request, standing)) {
            let schema = self.schema.clone();
            let run =
                move || schema.execute_stream_with_session_data(request, session).map(|r| frame(with_codes(r))).boxed();
            let shared = self.app.runs.join(key, run);
            return Ok(shared
                .map(|shared| match shared {
                    Shared::Frame(frame) => Outcome::Shared(frame),
                    Shared::End => Outcome::End,
                })
                .boxed());
        }
        let stream = self.schema.execute_stream_with_session_data(request, session);
        Ok(stream
            .map(|response| Outcome::Answer(Box::new(with_codes(response))))
            .chain(futures_util::stream::once(async { Outcome::End }))
            .boxed())
    }

    async fn send(&mut self, message: serde_json::Value) -> bool {
        self.sink.send(Message::Text(message.to_string().into())).await.is_ok()
    }

    /// Sends the close frame (after everything queued before it) and ends the socket.
    async fn close(mut self, Closed(code, reason): Closed) {
        if code != 0 {
            tracing::debug!(code, reason, "closing a websocket");
            let frame = CloseFrame { code, reason: reason.into() };
            let _ = self.sink.send(Message::Close(Some(frame))).await;
        }
        let _ = self.sink.close().await;
    }
}

/// Root fields whose answer depends only on their arguments and on the viewer's standing
/// (anonymous, user or admin), never on who the viewer is: a space's day.
const SHAREABLE: &[&str] = &["availabilityChanged"];

/// The key of the run a request may share: a subscription of one operation whose only root
/// field is shareable, keyed by the socket's standing, the variables and the text.
fn shared_key(request: &Request, standing: &str) -> Option<String> {
    use async_graphql::parser::types::{DocumentOperations, OperationType, Selection};
    let document = async_graphql::parser::parse_query(&request.query).ok()?;
    let DocumentOperations::Single(operation) = &document.operations else { return None };
    let operation = &operation.node;
    if operation.ty != OperationType::Subscription || !operation.directives.is_empty() {
        return None;
    }
    let [item] = operation.selection_set.node.items.as_slice() else { return None };
    let Selection::Field(field) = &item.node else { return None };
    if !SHAREABLE.contains(&field.node.name.node.as_str()) || !field.node.directives.is_empty() {
        return None;
    }
    let variables = serde_json::to_string(&request.variables).ok()?;
    let name = request.operation_name.as_deref().unwrap_or_default();
    Some(format!("{standing}\n{name}\n{variables}\n{}", request.query))
}

/// An answer serialised once, for every socket of a shared run.
fn frame(answer: Answer) -> Frame {
    if answer.request_error {
        Frame::Error(serde_json::to_string(&answer.response.errors).unwrap_or_else(|_| "[]".into()).into())
    } else {
        Frame::Next(serde_json::to_string(&answer.body()).unwrap_or_else(|_| r#"{"errors":[]}"#.into()).into())
    }
}

/// A protocol message around a payload already serialised.
fn framed(kind: &str, id: &str, payload: &str) -> String {
    let id = serde_json::to_string(id).unwrap_or_else(|_| "\"\"".into());
    format!(r#"{{"type":"{kind}","id":{id},"payload":{payload}}}"#)
}

/// tungstenite refuses an over-long message with a capacity error; axum passes it on
/// as an opaque error, so it is told apart by its text.
fn is_too_big(err: &axum::Error) -> bool {
    let text = err.to_string();
    text.contains("Message too long") || text.contains("Space limit exceeded")
}
