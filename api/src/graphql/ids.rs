//! Opaque global IDs (Relay): base64 of `Type:uuid`. Clients must not parse them.

use async_graphql::ID;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use uuid::Uuid;

use crate::error::AppError;

/// Object types that can be fetched through `Query.node`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    User,
    ActiveSession,
    Space,
    Booking,
    Closure,
    Quota,
    BookingSeries,
    ApiToken,
    WebhookEndpoint,
    WebhookDelivery,
}

impl Kind {
    const ALL: [Kind; 10] = [
        Kind::User,
        Kind::ActiveSession,
        Kind::Space,
        Kind::Booking,
        Kind::Closure,
        Kind::Quota,
        Kind::BookingSeries,
        Kind::ApiToken,
        Kind::WebhookEndpoint,
        Kind::WebhookDelivery,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::User => "User",
            Kind::ActiveSession => "ActiveSession",
            Kind::Space => "Space",
            Kind::Booking => "Booking",
            Kind::Closure => "Closure",
            Kind::Quota => "Quota",
            Kind::BookingSeries => "BookingSeries",
            Kind::ApiToken => "ApiToken",
            Kind::WebhookEndpoint => "WebhookEndpoint",
            Kind::WebhookDelivery => "WebhookDelivery",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }
}

pub fn encode(kind: Kind, id: Uuid) -> ID {
    ID(URL_SAFE_NO_PAD.encode(format!("{}:{}", kind.name(), id)))
}

/// Decodes any global ID; an unreadable one is simply not found.
pub fn decode(id: &ID) -> Result<(Kind, Uuid), AppError> {
    let bytes = URL_SAFE_NO_PAD.decode(id.as_str().trim_end_matches('=')).map_err(|_| AppError::NotFound)?;
    let text = String::from_utf8(bytes).map_err(|_| AppError::NotFound)?;
    let (name, uuid) = text.split_once(':').ok_or(AppError::NotFound)?;
    let kind = Kind::from_name(name).ok_or(AppError::NotFound)?;
    Ok((kind, Uuid::parse_str(uuid).map_err(|_| AppError::NotFound)?))
}

/// Decodes an ID that must be of `kind`.
pub fn decode_as(kind: Kind, id: &ID) -> Result<Uuid, AppError> {
    match decode(id)? {
        (k, uuid) if k == kind => Ok(uuid),
        _ => Err(AppError::NotFound),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_round_trips_and_keeps_its_kind() {
        let uuid = Uuid::now_v7();
        let id = encode(Kind::User, uuid);
        assert_eq!(decode(&id).unwrap(), (Kind::User, uuid));
        assert!(decode_as(Kind::ActiveSession, &id).is_err());
    }

    #[test]
    fn every_kind_decodes() {
        for kind in Kind::ALL {
            let uuid = Uuid::now_v7();
            assert_eq!(decode(&encode(kind, uuid)).unwrap(), (kind, uuid));
        }
    }

    #[test]
    fn garbage_is_not_found() {
        for bad in ["", "!!!", "VXNlcg", "Rm9vOjEyMw"] {
            assert!(matches!(decode(&ID(bad.into())), Err(AppError::NotFound)), "{bad}");
        }
    }
}
