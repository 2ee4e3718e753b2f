//! POST `/graphql` (queries and mutations, GraphQL over HTTP: docs/api.md, "HTTP") and
//! GET `/graphql` (the GraphiQL playground, bundled by the frontend build so it works
//! offline; GET never executes an operation).

use std::collections::BTreeMap;
use std::net::SocketAddr;

use async_graphql::http::{MultipartOptions, receive_batch_body};
use async_graphql::{BatchRequest, ParseRequestError, Response, ServerError, Value};
use axum::extract::{ConnectInfo, RawQuery, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response as AxumResponse};
use futures_util::TryStreamExt;
use tokio_util::compat::TokioAsyncReadCompatExt;

use super::{HttpState, MAX_JSON_BODY, spa};
use crate::auth::{RequestMeta, cookie};
use crate::error::AppError;
use crate::graphql::limits::{self, Budget, MAX_BATCH, TOO_COMPLEX, TOO_DEEP};
use crate::graphql::loaders::Loaders;
use crate::services::accounts;
use crate::storage::{Bucket, MAX_UPLOAD_BYTES};

/// Room for the multipart envelope (operations, map, part headers) around the file.
const MULTIPART_OVERHEAD: u64 = 256 * 1024;

pub const CLIENT_HEADER: &str = "x-agora-client";

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ").map(str::trim)
}

pub(super) fn request_meta(headers: &HeaderMap, peer: SocketAddr) -> RequestMeta {
    RequestMeta {
        ip: peer.ip().to_string(),
        user_agent: headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned),
        refresh_cookie: headers.get(header::COOKIE).and_then(|v| v.to_str().ok()).and_then(cookie::read),
        web_client: headers.get(CLIENT_HEADER).and_then(|v| v.to_str().ok()) == Some("web"),
    }
}

/// The media type of a response, chosen from the request's `Accept`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Media {
    /// `application/json`: every well-formed request is answered with 200.
    Json,
    /// `application/graphql-response+json`: a request error (nothing executed) is a 4xx
    /// without `data`.
    GraphQLResponse,
}

impl Media {
    const JSON: &str = "application/json";
    const GRAPHQL_RESPONSE: &str = "application/graphql-response+json";

    /// The acceptable type with the highest quality (the first listed on a tie); no
    /// `Accept`, `*/*` and `application/*` mean JSON. `None`: nothing we can send (406).
    pub fn negotiate(accept: Option<&str>) -> Option<Media> {
        let Some(accept) = accept.map(str::trim).filter(|a| !a.is_empty()) else { return Some(Media::Json) };
        let mut best: Option<(f32, Media)> = None;
        for range in accept.split(',') {
            let mut parts = range.split(';').map(str::trim);
            let media = match parts.next().unwrap_or_default().to_ascii_lowercase().as_str() {
                Self::GRAPHQL_RESPONSE => Media::GraphQLResponse,
                Self::JSON | "application/*" | "*/*" => Media::Json,
                _ => continue,
            };
            let quality = parts
                .filter_map(|p| p.strip_prefix("q=").or_else(|| p.strip_prefix("Q=")))
                .find_map(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if quality > 0.0 && best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, media));
            }
        }
        best.map(|(_, media)| media)
    }

    fn content_type(self) -> HeaderValue {
        match self {
            Media::Json => HeaderValue::from_static("application/json; charset=utf-8"),
            Media::GraphQLResponse => HeaderValue::from_static("application/graphql-response+json; charset=utf-8"),
        }
    }

    /// The status of a well-formed request that failed before anything ran.
    fn request_error_status(self) -> StatusCode {
        match self {
            Media::Json => StatusCode::OK,
            Media::GraphQLResponse => StatusCode::BAD_REQUEST,
        }
    }
}

/// What a POST body is, from its `Content-Type`; anything else is refused with 415, so
/// a cross-site form (`text/plain`, `application/x-www-form-urlencoded`) never runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Payload {
    Json,
    Multipart,
}

fn body_kind(content_type: Option<&str>) -> Option<Payload> {
    let content_type = content_type?;
    let mut parts = content_type.split(';').map(str::trim);
    let essence = parts.next()?.to_ascii_lowercase();
    match essence.as_str() {
        Media::JSON | Media::GRAPHQL_RESPONSE => {
            // JSON is UTF-8; a charset parameter may only say so.
            let charset_ok = parts
                .filter_map(|p| p.split_once('='))
                .filter(|(k, _)| k.trim().eq_ignore_ascii_case("charset"))
                .all(|(_, v)| v.trim().trim_matches('"').eq_ignore_ascii_case("utf-8"));
            charset_ok.then_some(Payload::Json)
        }
        "multipart/form-data" => Some(Payload::Multipart),
        _ => None,
    }
}

/// A GraphQL response body as the spec wants it: no `data` when nothing executed.
#[derive(serde::Serialize)]
pub(super) struct ResponseBody<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    data: Option<&'a Value>,
    #[serde(skip_serializing_if = "<[ServerError]>::is_empty")]
    errors: &'a [ServerError],
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    extensions: &'a BTreeMap<String, Value>,
}

/// One executed (or refused) operation, ready to serialise.
pub(super) struct Answer {
    pub response: Response,
    /// Refused before any resolver ran (syntax, validation, variables, limits).
    pub request_error: bool,
}

impl Answer {
    fn refused(err: AppError) -> Self {
        let gql: async_graphql::Error = err.into();
        let mut error = gql.into_server_error(async_graphql::Pos::default());
        error.locations.clear();
        Self { response: Response::from_errors(vec![error]), request_error: true }
    }

    pub fn body(&self) -> ResponseBody<'_> {
        ResponseBody {
            data: (!self.request_error).then_some(&self.response.data),
            errors: &self.response.errors,
            extensions: &self.response.extensions,
        }
    }
}

fn respond(media: Media, status: StatusCode, body: &impl serde::Serialize, headers: HeaderMap) -> AxumResponse {
    let json = serde_json::to_vec(body).unwrap_or_else(|_| b"{\"errors\":[]}".to_vec());
    let mut response = (status, [(header::CONTENT_TYPE, media.content_type())], json).into_response();
    response.headers_mut().extend(headers);
    response
}

fn refuse(media: Media, status: StatusCode, err: AppError) -> AxumResponse {
    respond(media, status, &Answer::refused(err).body(), HeaderMap::new())
}

fn invalid(media: Media, status: StatusCode, message: impl Into<String>) -> AxumResponse {
    refuse(media, status, AppError::Validation { field: None, title: None, message: message.into() })
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

pub async fn execute(
    State(state): State<HttpState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
) -> AxumResponse {
    let headers = request.headers().clone();
    let accept = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok());
    let Some(media) = Media::negotiate(accept) else {
        return invalid(
            Media::Json,
            StatusCode::NOT_ACCEPTABLE,
            "Respostas são application/json ou application/graphql-response+json.",
        );
    };
    let meta = request_meta(&headers, peer);
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let Some(kind) = body_kind(content_type.as_deref()) else {
        return invalid(
            media,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Envie a operação como application/json (ou multipart/form-data para arquivos).",
        );
    };
    // A multipart POST is a "simple" request a foreign page can send without preflight:
    // only the app's own client (which sets the header) may upload, or an integration
    // that authenticates with a personal access token.
    // A personal access token comes only in the header, which a foreign page cannot set.
    let personal_token = bearer(&headers).is_some_and(|t| t.starts_with(accounts::api_tokens::PREFIX));
    if kind == Payload::Multipart && !meta.web_client && !personal_token {
        return refuse(
            media,
            StatusCode::FORBIDDEN,
            AppError::Forbidden("Envio de arquivos requer o cabeçalho X-Agora-Client: web.".into()),
        );
    }
    let (limit, too_large) = match kind {
        Payload::Multipart => (MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, Bucket::Spaces.too_large_message()),
        Payload::Json => (MAX_JSON_BODY as u64, "Requisição grande demais.".to_owned()),
    };
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit) {
        return invalid(media, StatusCode::PAYLOAD_TOO_LARGE, too_large);
    }
    let reader = tokio_util::io::StreamReader::new(limited(request.into_body(), limit));
    let options = MultipartOptions::default().max_file_size(MAX_UPLOAD_BYTES as usize).max_num_files(1);
    // async-graphql reads any non-multipart body as JSON; the type was checked above.
    let batch = match receive_batch_body(content_type, reader.compat(), options).await {
        Ok(batch) => batch,
        Err(ParseRequestError::PayloadTooLarge) => return invalid(media, StatusCode::PAYLOAD_TOO_LARGE, too_large),
        Err(err) if err.to_string().contains(TOO_LARGE) => {
            return invalid(media, StatusCode::PAYLOAD_TOO_LARGE, too_large);
        }
        Err(err) => {
            tracing::debug!(error = %err, "unreadable GraphQL request");
            return invalid(media, StatusCode::BAD_REQUEST, "Requisição GraphQL inválida.");
        }
    };
    let (is_batch, requests) = match batch {
        BatchRequest::Single(request) => (false, vec![request]),
        BatchRequest::Batch(list) if list.len() > MAX_BATCH => {
            return invalid(media, StatusCode::BAD_REQUEST, format!("No máximo {MAX_BATCH} operações por requisição."));
        }
        BatchRequest::Batch(list) if list.is_empty() => {
            return invalid(media, StatusCode::BAD_REQUEST, "Requisição GraphQL inválida.");
        }
        BatchRequest::Batch(list) => (true, list),
    };
    // `{"qeury": …}` reads as an empty query: the parameters are wrong, nothing to run.
    if requests.iter().any(|r| r.query.trim().is_empty()) {
        return invalid(media, StatusCode::BAD_REQUEST, "Requisição GraphQL inválida: falta o parâmetro query.");
    }
    let mut requests: Vec<_> = requests.into_iter().map(|r| state.documents.attach(r)).collect();
    if let Err(err) = limits::costly_mutations(requests.iter_mut()) {
        return refuse(media, media.request_error_status(), err);
    }
    let viewer = match accounts::viewer_from_token(&state.app, bearer(&headers)).await {
        Ok(viewer) => viewer,
        Err(err) => return refuse(media, StatusCode::SERVICE_UNAVAILABLE, err),
    };
    // One budget and one set of DataLoaders for the whole request. The operations of a
    // batch run one after another: a batch is never ten heavy reads at once.
    let budget = Budget::default();
    let loaders = Loaders::new(&state.app.db);
    let mut answers = Vec::with_capacity(requests.len());
    let mut http_headers = HeaderMap::new();
    for request in requests {
        let request = request.data(viewer.clone()).data(meta.clone()).data(loaders.clone()).data(budget.clone());
        let answer = with_codes(state.schema.execute(request).await);
        http_headers.extend(answer.response.http_headers.clone());
        answers.push(answer);
    }
    if is_batch {
        let bodies: Vec<ResponseBody<'_>> = answers.iter().map(Answer::body).collect();
        return respond(media, StatusCode::OK, &bodies, http_headers);
    }
    let answer = &answers[0];
    let status = if answer.request_error { media.request_error_status() } else { StatusCode::OK };
    respond(media, status, &answer.body(), http_headers)
}

/// Every error carries a code: the ones async-graphql raises itself before any resolver
/// runs (syntax, unknown fields, bad variables, the depth and complexity limits) are the
/// request's fault, so `VALIDATION`; the limits get their pt-BR message. A response
/// with no data whose every error is of that kind is a request error.
pub(super) fn with_codes(mut response: Response) -> Answer {
    let mut only_ours = !response.errors.is_empty();
    for error in &mut response.errors {
        let extensions = error.extensions.get_or_insert_with(Default::default);
        if extensions.get("code").is_none() {
            extensions.set("code", "VALIDATION");
            if error.message.contains("nested too deep") {
                error.message = TOO_DEEP.into();
            } else if error.message.contains("too complex") {
                error.message = TOO_COMPLEX.into();
            } else if let Some((title, message)) = crate::graphql::input_form_message(&error.message) {
                extensions.set("title", title);
                error.message = message.into();
            }
        } else {
            only_ours = false;
        }
    }
    let request_error = only_ours && response.data == Value::Null;
    Answer { response, request_error }
}

/// GET `/graphql`: the playground when `AGORA_GRAPHIQL` is on. A GET that carries an
/// operation is refused with 405: operations run only on POST (no CSRF through links or
/// images, no mutation through a cache).
pub async fn playground(State(state): State<HttpState>, RawQuery(query): RawQuery) -> AxumResponse {
    let carries_operation = query.as_deref().is_some_and(|q| {
        url::form_urlencoded::parse(q.as_bytes()).any(|(key, _)| key == "query" || key == "extensions")
    });
    if carries_operation {
        let mut response =
            invalid(Media::Json, StatusCode::METHOD_NOT_ALLOWED, "Operações GraphQL são enviadas por POST.");
        response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("POST"));
        return response;
    }
    if !state.app.config.graphiql {
        return (StatusCode::NOT_FOUND, "GraphiQL está desativado.").into_response();
    }
    spa::file("graphiql.html").unwrap_or_else(|| {
        (StatusCode::NOT_FOUND, "GraphiQL não foi incluído neste build (rode `just build`).").into_response()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_is_negotiated_with_json_as_the_default() {
        assert_eq!(Media::negotiate(None), Some(Media::Json));
        assert_eq!(Media::negotiate(Some("*/*")), Some(Media::Json));
        assert_eq!(Media::negotiate(Some("application/json")), Some(Media::Json));
        assert_eq!(Media::negotiate(Some("application/graphql-response+json")), Some(Media::GraphQLResponse));
        assert_eq!(
            Media::negotiate(Some("application/graphql-response+json, application/json;q=0.9")),
            Some(Media::GraphQLResponse)
        );
        assert_eq!(
            Media::negotiate(Some("application/graphql-response+json;q=0.5, application/json")),
            Some(Media::Json)
        );
        assert_eq!(Media::negotiate(Some("application/xml")), None);
        assert_eq!(Media::negotiate(Some("application/json;q=0")), None);
        assert_eq!(Media::negotiate(Some("text/html, */*;q=0.8")), Some(Media::Json));
    }

    #[test]
    fn only_json_and_multipart_bodies_are_read() {
        assert_eq!(body_kind(Some("application/json")), Some(Payload::Json));
        assert_eq!(body_kind(Some("application/json; charset=UTF-8")), Some(Payload::Json));
        assert_eq!(body_kind(Some("application/graphql-response+json")), Some(Payload::Json));
        assert_eq!(body_kind(Some("multipart/form-data; boundary=x")), Some(Payload::Multipart));
        assert_eq!(body_kind(Some("application/json; charset=latin1")), None);
        assert_eq!(body_kind(Some("text/plain")), None);
        assert_eq!(body_kind(Some("application/x-www-form-urlencoded")), None);
        assert_eq!(body_kind(None), None);
    }
}
