//! Relay pagination helpers: `first` with a default and a cap, and opaque keyset cursors.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::error::AppError;

pub const DEFAULT_PAGE: i32 = 20;
pub const MAX_PAGE: i32 = 100;

/// `first` within 1..=100 (default 20); anything else is a clear error.
pub fn page_size(first: Option<i32>) -> Result<u64, AppError> {
    match first.unwrap_or(DEFAULT_PAGE) {
        n if (1..=MAX_PAGE).contains(&n) => Ok(n as u64),
        _ => Err(AppError::validation("first", format!("`first` deve estar entre 1 e {MAX_PAGE}."))),
    }
}

/// A cursor for the (created_at, id) order.
pub fn encode_cursor(created_at: DateTime<Utc>, id: Uuid) -> String {
    URL_SAFE_NO_PAD.encode(format!("{}|{}", created_at.to_rfc3339(), id))
}

pub fn decode_cursor(cursor: &str) -> Result<(DateTime<Utc>, Uuid), AppError> {
    let invalid = || AppError::validation("after", "Cursor inválido.");
    let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| invalid())?;
    let text = String::from_utf8(bytes).map_err(|_| invalid())?;
    let (at, id) = text.split_once('|').ok_or_else(invalid)?;
    let at = DateTime::parse_from_rfc3339(at).map_err(|_| invalid())?.with_timezone(&Utc);
    Ok((at, Uuid::parse_str(id).map_err(|_| invalid())?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_is_capped_and_defaulted() {
        assert_eq!(page_size(None).unwrap(), 20);
        assert_eq!(page_size(Some(100)).unwrap(), 100);
        assert!(page_size(Some(101)).is_err());
        assert!(page_size(Some(0)).is_err());
    }

    #[test]
    fn cursors_round_trip_and_garbage_is_refused() {
        let at: DateTime<Utc> = "2031-01-01T10:00:00.123456Z".parse().unwrap();
        let id = Uuid::now_v7();
        assert_eq!(decode_cursor(&encode_cursor(at, id)).unwrap(), (at, id));
        assert!(decode_cursor("garbage").is_err());
    }
}
