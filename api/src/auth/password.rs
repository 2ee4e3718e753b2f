//! argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Hashing takes tens of
//! milliseconds of CPU, so it runs on the blocking pool, and sign-in is throttled before it.

use std::sync::LazyLock;

use argon2::{Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version};

use crate::error::AppError;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// A hash of a random password, verified when the account does not exist so that the
/// answer takes as long as for a real account.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| hash_now("not-a-real-password-ever").unwrap_or_default());

fn hash_now(password: &str) -> Result<String, AppError> {
    let hash: PasswordHash = argon2().hash_password(password.as_bytes()).map_err(AppError::internal)?;
    Ok(hash.to_string())
}

fn verify_now(password: &str, stored: &str) -> bool {
    match stored.parse::<PasswordHash>() {
        Ok(parsed) => argon2().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

pub async fn hash(password: String) -> Result<String, AppError> {
    tokio::task::spawn_blocking(move || hash_now(&password)).await.map_err(AppError::internal)?
}

/// Checks `password` against `stored`, or against a dummy hash when there is no account.
pub async fn verify(password: String, stored: Option<String>) -> Result<bool, AppError> {
    tokio::task::spawn_blocking(move || match stored {
        Some(stored) => verify_now(&password, &stored),
        None => {
            verify_now(&password, &DUMMY_HASH);
            false
        }
    })
    .await
    .map_err(AppError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let stored = hash_now("segredo123").unwrap();
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_now("segredo123", &stored));
        assert!(!verify_now("segredo124", &stored));
        assert!(!verify_now("segredo123", "not a hash"));
    }
}
