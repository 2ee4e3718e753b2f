//! One error type with two faces: clients get an `extensions.code` and a pt-BR message;
//! internal failures are logged with their cause and reach the client as a generic text.
//! async-graphql's blanket `Display` conversion is off (`custom-error-conversion`), so a
//! `?` on a database error can never send SQL to a client.

use async_graphql::ErrorExtensions;

pub type AppResult<T> = Result<T, AppError>;

/// Every way a request can fail. `Clone` because async-graphql needs it for conversion.
#[derive(Clone, Debug, thiserror::Error)]
pub enum AppError {
    /// No valid access token: the client should refresh or sign in.
    #[error("Faça login para continuar.")]
    Unauthenticated,
    /// Signed in, but not allowed. `message` overrides the generic text.
    #[error("{0}")]
    Forbidden(String),
    #[error("Não encontrado.")]
    NotFound,
    /// Bad input: the message is the pt-BR text to show, `field` names the input.
    #[error("{message}")]
    Validation { field: Option<String>, title: Option<String>, message: String },
    /// A conflict with the current state (a taken slot, a refused transition).
    #[error("{message}")]
    Conflict { title: Option<String>, message: String },
    #[error("Muitas tentativas. Tente novamente em {minutes} {}.", if *minutes == 1 { "minuto" } else { "minutos" })]
    RateLimited { minutes: i64 },
    /// The password was right and the account signs in with a code: `challenge` goes
    /// to `completeSignIn` with it (docs/api.md, "Two-factor sign-in").
    #[error("{}", crate::domain::messages::TWO_FACTOR_REQUIRED)]
    TwoFactorRequired { challenge: String },
    /// A failure that is ours, never the client's. The cause is logged, not returned.
    #[error("internal error: {0}")]
    Internal(String),
}

/// The generic message for internal errors.
pub const INTERNAL_MESSAGE: &str = "Algo deu errado do nosso lado. Tente novamente.";
pub const FORBIDDEN_MESSAGE: &str = "Você não tem permissão para esta ação.";

impl AppError {
    pub fn forbidden() -> Self {
        Self::Forbidden(FORBIDDEN_MESSAGE.into())
    }

    pub fn validation(field: &str, message: impl Into<String>) -> Self {
        Self::Validation { field: Some(field.into()), title: None, message: message.into() }
    }

    /// A rule with a toast title and message (the booking rules).
    pub fn rule(title: &str, message: impl Into<String>) -> Self {
        Self::Validation { field: None, title: Some(title.into()), message: message.into() }
    }

    pub fn internal(cause: impl std::fmt::Display) -> Self {
        Self::Internal(cause.to_string())
    }

    /// An internal failure with its whole cause chain (`outer: inner: root`) for the log.
    pub fn caused_by(context: &str, err: &(dyn std::error::Error + 'static)) -> Self {
        let mut text = format!("{context}: {err}");
        let mut source = err.source();
        while let Some(cause) = source {
            let line = cause.to_string();
            // Some errors repeat their source in their own text; say each part once.
            if !text.ends_with(&line) {
                text.push_str(": ");
                text.push_str(&line);
            }
            source = cause.source();
        }
        Self::Internal(text)
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::Unauthenticated => "UNAUTHENTICATED",
            Self::Forbidden(_) => "FORBIDDEN",
            Self::NotFound => "NOT_FOUND",
            Self::Validation { .. } => "VALIDATION",
            Self::Conflict { .. } => "CONFLICT",
            Self::RateLimited { .. } => "RATE_LIMITED",
            Self::TwoFactorRequired { .. } => "TWO_FACTOR_REQUIRED",
            Self::Internal(_) => "INTERNAL",
        }
    }

    /// The short title a rule or conflict carries, if any.
    pub fn title(&self) -> Option<&str> {
        match self {
            Self::Validation { title, .. } | Self::Conflict { title, .. } => title.as_deref(),
            _ => None,
        }
    }

    /// The text a client sees.
    pub fn client_message(&self) -> String {
        match self {
            Self::Internal(_) => INTERNAL_MESSAGE.into(),
            other => other.to_string(),
        }
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        Self::caused_by("database", &err)
    }
}

impl From<AppError> for async_graphql::Error {
    fn from(err: AppError) -> Self {
        if let AppError::Internal(cause) = &err {
            tracing::error!(%cause, "internal error");
        }
        let code = err.code();
        async_graphql::Error::new(err.client_message()).extend_with(|_, ext| {
            ext.set("code", code);
            match &err {
                AppError::Validation { field, title, .. } => {
                    if let Some(field) = field {
                        ext.set("field", field.as_str());
                    }
                    if let Some(title) = title {
                        ext.set("title", title.as_str());
                    }
                }
                AppError::Conflict { title: Some(title), .. } => ext.set("title", title.as_str()),
                AppError::RateLimited { minutes } => ext.set("retryAfterMinutes", *minutes),
                AppError::TwoFactorRequired { challenge } => {
                    ext.set("challenge", challenge.as_str());
                    ext.set("challengeExpiresInSeconds", crate::domain::two_factor::CHALLENGE_TTL.num_seconds());
                }
                _ => {}
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_internal_error_keeps_its_cause_chain_for_the_log() {
        #[derive(Debug, thiserror::Error)]
        #[error("pool timed out")]
        struct Outer(#[source] std::io::Error);
        let err =
            Outer(std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "connection refused (os error 111)"));
        match AppError::caused_by("database", &err) {
            AppError::Internal(text) => assert_eq!(text, "database: pool timed out: connection refused (os error 111)"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_internal_error_never_shows_its_cause() {
        let err: async_graphql::Error = AppError::internal("no such table: users").into();
        assert_eq!(err.message, INTERNAL_MESSAGE);
        let ext = serde_json::to_string(&err.extensions).unwrap();
        assert!(ext.contains("INTERNAL") && !ext.contains("users"));
    }

    #[test]
    fn a_validation_error_names_its_field() {
        let err: async_graphql::Error = AppError::validation("email", "Email inválido").into();
        let ext = serde_json::to_value(&err.extensions).unwrap();
        assert_eq!(ext["code"], "VALIDATION");
        assert_eq!(ext["field"], "email");
        assert_eq!(err.message, "Email inválido");
    }

    #[test]
    fn rate_limiting_says_when_to_try_again() {
        assert_eq!(
            AppError::RateLimited { minutes: 15 }.client_message(),
            "Muitas tentativas. Tente novamente em 15 minutos."
        );
        assert_eq!(
            AppError::RateLimited { minutes: 1 }.client_message(),
            "Muitas tentativas. Tente novamente em 1 minuto."
        );
    }
}

/// What a database error says about constraints, so callers can turn a violation into a
/// client error (the one place that inspects driver errors).
#[derive(Debug, PartialEq, Eq)]
pub enum Violation {
    /// Two blocking bookings of a space would overlap (exclusion constraint or trigger).
    Overlap,
    /// A unique index refused a duplicate.
    Unique,
}

pub fn violation(err: &sea_orm::DbErr) -> Option<Violation> {
    use sea_orm::{DbErr, RuntimeErr};
    let (DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e))) = err else { return None };
    let db = e.as_database_error()?;
    if db.message().contains("bookings_no_overlap")
        || db.constraint().is_some_and(|c| c.starts_with("bookings_no_overlap"))
    {
        return Some(Violation::Overlap);
    }
    match db.kind() {
        sea_orm::sqlx::error::ErrorKind::ExclusionViolation => Some(Violation::Overlap),
        sea_orm::sqlx::error::ErrorKind::UniqueViolation => Some(Violation::Unique),
        _ => None,
    }
}
