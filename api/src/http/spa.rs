//! The built frontend. Release builds embed `frontend/dist`; debug builds read it from
//! disk at run time. `/` gets `landing.html` (index.html with the landing page already
//! rendered in it, see frontend/src/prerender.tsx); other paths without an extension get
//! `index.html` (the SPA shows its 404 page); a missing asset is a real 404.

use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

/// `allow_missing`: `cargo build` and `cargo test` work in a fresh clone before the web
/// app is built (the SPA routes then answer 404 until `just build-frontend` runs).
#[derive(RustEmbed)]
#[folder = "../frontend/dist"]
#[allow_missing = true]
struct Assets;

/// One embedded file as a response, or `None` if the build does not have it.
pub fn file(path: &str) -> Option<Response> {
    let asset = Assets::get(path)?;
    let mime = asset.metadata.mimetype().to_owned();
    // Hashed assets never change; HTML must be revalidated so a deploy takes effect.
    let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
    let mut response = (StatusCode::OK, asset.data.into_owned()).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&mime).unwrap_or(HeaderValue::from_static("application/octet-stream")),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    Some(response)
}

pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let found = if path.is_empty() { file("landing.html") } else { file(path) };
    if let Some(response) = found {
        return response;
    }
    let last = path.rsplit('/').next().unwrap_or_default();
    if last.contains('.') {
        return (StatusCode::NOT_FOUND, "Arquivo não encontrado.").into_response();
    }
    file("index.html").unwrap_or_else(|| {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "A interface ainda não foi compilada: rode `just build` (ou `npm run build` em frontend/).",
        )
            .into_response()
    })
}
