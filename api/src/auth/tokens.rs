//! Access tokens (short-lived HS256 JWTs naming the user and the sign-in) and refresh
//! tokens (random, stored only as a SHA-256 hash).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::AppError;

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    /// The user.
    sub: Uuid,
    /// The sign-in (refresh token family) this token belongs to.
    sid: Uuid,
    iat: i64,
    exp: i64,
}

/// What a valid access token says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccessClaims {
    pub user_id: Uuid,
    pub family_id: Uuid,
    /// When the token stops being accepted.
    pub expires_at: DateTime<Utc>,
}

#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    pub ttl: Duration,
}

impl TokenKeys {
    pub fn new(secret: &[u8], ttl_secs: i64) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            ttl: Duration::seconds(ttl_secs),
        }
    }

    pub fn issue(
        &self,
        user_id: Uuid,
        family_id: Uuid,
        now: DateTime<Utc>,
    ) -> Result<(String, DateTime<Utc>), AppError> {
        let expires_at = now + self.ttl;
        let claims = Claims { sub: user_id, sid: family_id, iat: now.timestamp(), exp: expires_at.timestamp() };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(AppError::internal)?;
        Ok((token, expires_at))
    }

    /// Checks the signature and the expiry against the injected clock (jsonwebtoken's
    /// own expiry check reads the system clock, which `AGORA_CLOCK` may have shifted).
    pub fn verify(&self, token: &str, now: DateTime<Utc>) -> Option<AccessClaims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.validate_exp = false;
        validation.required_spec_claims.clear();
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).ok()?;
        let expires_at = DateTime::from_timestamp(data.claims.exp, 0)?;
        (expires_at > now).then_some(AccessClaims { user_id: data.claims.sub, family_id: data.claims.sid, expires_at })
    }
}

/// A new random secret for a refresh token or an e-mail link: 256 bits, URL-safe.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What the database stores instead of the secret.
pub fn hash_token(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_access_token_is_valid_until_it_expires_by_the_injected_clock() {
        let keys = TokenKeys::new(b"test-secret", 900);
        let now: DateTime<Utc> = "2031-05-01T12:00:00Z".parse().unwrap();
        let (user, family) = (Uuid::now_v7(), Uuid::now_v7());
        let (token, expires_at) = keys.issue(user, family, now).unwrap();
        assert_eq!(expires_at, now + Duration::seconds(900));
        assert_eq!(
            keys.verify(&token, now + Duration::seconds(899)),
            Some(AccessClaims { user_id: user, family_id: family, expires_at })
        );
        assert_eq!(keys.verify(&token, now + Duration::seconds(900)), None);
    }

    #[test]
    fn a_token_signed_with_another_secret_is_refused() {
        let now = Utc::now();
        let (token, _) = TokenKeys::new(b"one", 900).issue(Uuid::now_v7(), Uuid::now_v7(), now).unwrap();
        assert_eq!(TokenKeys::new(b"two", 900).verify(&token, now), None);
    }

    #[test]
    fn refresh_tokens_are_random_and_stored_hashed() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(hash_token(&a).len(), 64);
        assert_ne!(hash_token(&a), a);
    }
}
