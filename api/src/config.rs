//! Configuration from the environment. Every variable is documented in the
//! README; tests build a [`Config`] directly.

use std::net::SocketAddr;
use std::path::PathBuf;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use secrecy::{ExposeSecret, SecretString};

/// The development secret. Production refuses to start with it.
pub const DEFAULT_JWT_SECRET: &str = "agora-dev-secret-change-me-in-production";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Environment {
    Dev,
    Production,
}

#[derive(Clone, Debug)]
pub struct Config {
    pub database_url: String,
    pub bind: SocketAddr,
    pub env: Environment,
    pub jwt_secret: SecretString,
    pub seed: bool,
    pub graphiql: bool,
    pub allowed_origins: Vec<String>,
    pub timezone: Tz,
    pub data_dir: PathBuf,
    pub storage_dir: PathBuf,
    pub public_url: String,
    pub access_token_ttl_secs: i64,
    /// Connections to the database this node keeps at most (`AGORA_DB_POOL_SIZE`).
    pub db_pool_size: u32,
    pub smtp_url: Option<SecretString>,
    /// Without SMTP, mail goes to `outbox_dir()`; production needs `AGORA_MAIL_OUTBOX=on`
    /// to accept that (the files hold sign-in links).
    pub mail_outbox: bool,
    pub mail_from: String,
    pub clock: Option<DateTime<Utc>>,
    /// How long an unpaid booking holds its slot (`AGORA_PAYMENT_HOLD_MINUTES`, or
    /// `AGORA_PAYMENT_HOLD_SECONDS` outside production for tests).
    pub payment_hold: chrono::Duration,
    /// How long the simulated payment provider takes to answer after it charged
    /// (`AGORA_SIMULATED_PAYMENT_LATENCY_MS`, outside production: the reliability suite
    /// kills the server while money has moved and the answer is on its way).
    pub simulated_payment_latency: Option<std::time::Duration>,
    /// Days ahead a booking may start (`AGORA_BOOKING_HORIZON_DAYS`).
    pub booking_horizon_days: i64,
    /// Whether this node runs the background jobs (`AGORA_JOBS`, default on). Any number
    /// of nodes may; each row is claimed once.
    pub run_jobs: bool,
    /// How long a webhook receiver has to answer (`AGORA_WEBHOOK_TIMEOUT_SECONDS`, 1–60,
    /// default 10); a delivery is left to its node three times as long.
    pub webhook_timeout: std::time::Duration,
    /// Lets a scraper on another machine read `/metrics` with this bearer token
    /// (`AGORA_METRICS_TOKEN`); without it only loopback clients may.
    pub metrics_token: Option<SecretString>,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} is invalid: {1}")]
    Invalid(&'static str, String),
    #[error(
        "AGORA_JWT_SECRET must be set to a secret of at least 32 characters in production (the default is refused)"
    )]
    DefaultSecretInProduction,
    #[error("AGORA_CLOCK is for development and tests only; it is refused in production")]
    ClockInProduction,
    #[error("AGORA_PAYMENT_HOLD_SECONDS is for development and tests only; production sets AGORA_PAYMENT_HOLD_MINUTES")]
    HoldSecondsInProduction,
    #[error(
        "production needs AGORA_SMTP_URL to send mail, or AGORA_MAIL_OUTBOX=on to write it to files under AGORA_DATA_DIR/outbox"
    )]
    NoMailInProduction,
    #[error("AGORA_SIMULATED_PAYMENT_LATENCY_MS is for development and tests only")]
    PaymentLatencyInProduction,
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads the configuration through `get`, so tests can pass a map.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let env = match get("AGORA_ENV").as_deref() {
            None | Some("dev") | Some("development") => Environment::Dev,
            Some("production") | Some("prod") => Environment::Production,
            Some(other) => return Err(ConfigError::Invalid("AGORA_ENV", other.into())),
        };
        let production = env == Environment::Production;
        let data_dir = PathBuf::from(get("AGORA_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let database_url =
            get("DATABASE_URL").unwrap_or_else(|| format!("sqlite://{}?mode=rwc", data_dir.join("agora.db").display()));
        let bind: SocketAddr = parse(&get, "AGORA_BIND", "127.0.0.1:8080")?;
        let jwt_secret = get("AGORA_JWT_SECRET").unwrap_or_else(|| DEFAULT_JWT_SECRET.into());
        if production && (jwt_secret == DEFAULT_JWT_SECRET || jwt_secret.len() < 32) {
            return Err(ConfigError::DefaultSecretInProduction);
        }
        let clock = match get("AGORA_CLOCK") {
            Some(_) if production => return Err(ConfigError::ClockInProduction),
            Some(raw) => Some(
                DateTime::parse_from_rfc3339(&raw)
                    .map_err(|e| ConfigError::Invalid("AGORA_CLOCK", e.to_string()))?
                    .with_timezone(&Utc),
            ),
            None => None,
        };
        let timezone: Tz = get("AGORA_TIMEZONE")
            .unwrap_or_else(|| "America/Sao_Paulo".into())
            .parse()
            .map_err(|e: chrono_tz::ParseError| ConfigError::Invalid("AGORA_TIMEZONE", e.to_string()))?;
        let access_token_ttl_secs: i64 = parse(&get, "AGORA_ACCESS_TOKEN_TTL", "900")?;
        if access_token_ttl_secs < 1 {
            return Err(ConfigError::Invalid("AGORA_ACCESS_TOKEN_TTL", "must be positive".into()));
        }
        let db_pool_size: u32 = parse(&get, "AGORA_DB_POOL_SIZE", &crate::db::DEFAULT_POOL_SIZE.to_string())?;
        if !(1..=1000).contains(&db_pool_size) {
            return Err(ConfigError::Invalid("AGORA_DB_POOL_SIZE", "must be between 1 and 1000".into()));
        }
        let public_url =
            get("AGORA_PUBLIC_URL").unwrap_or_else(|| format!("http://{bind}")).trim_end_matches('/').to_owned();
        let allowed_origins = match get("AGORA_ALLOWED_ORIGINS") {
            Some(list) => {
                list.split(',').map(|o| o.trim().trim_end_matches('/').to_owned()).filter(|o| !o.is_empty()).collect()
            }
            None => {
                let mut origins = vec![public_url.clone()];
                if !production {
                    let port = bind.port();
                    origins.push(format!("http://localhost:{port}"));
                    origins.push(format!("http://127.0.0.1:{port}"));
                    // The Vite dev server.
                    origins.push("http://localhost:5173".into());
                    origins.push("http://127.0.0.1:5173".into());
                }
                origins
            }
        };
        let hold_minutes: i64 = parse(
            &get,
            "AGORA_PAYMENT_HOLD_MINUTES",
            &crate::domain::booking::DEFAULT_PAYMENT_HOLD_MINUTES.to_string(),
        )?;
        if !(1..=7 * 24 * 60).contains(&hold_minutes) {
            return Err(ConfigError::Invalid("AGORA_PAYMENT_HOLD_MINUTES", "must be between 1 and 10080".into()));
        }
        let payment_hold = match get("AGORA_PAYMENT_HOLD_SECONDS") {
            Some(_) if production => return Err(ConfigError::HoldSecondsInProduction),
            Some(_) => {
                let seconds: i64 = parse(&get, "AGORA_PAYMENT_HOLD_SECONDS", "0")?;
                if seconds < 1 {
                    return Err(ConfigError::Invalid("AGORA_PAYMENT_HOLD_SECONDS", "must be positive".into()));
                }
                chrono::Duration::seconds(seconds)
            }
            None => chrono::Duration::minutes(hold_minutes),
        };
        let booking_horizon_days: i64 =
            parse(&get, "AGORA_BOOKING_HORIZON_DAYS", &crate::domain::booking::DEFAULT_HORIZON_DAYS.to_string())?;
        if !(1..=3660).contains(&booking_horizon_days) {
            return Err(ConfigError::Invalid("AGORA_BOOKING_HORIZON_DAYS", "must be between 1 and 3660".into()));
        }
        let webhook_timeout: u64 = parse(&get, "AGORA_WEBHOOK_TIMEOUT_SECONDS", "10")?;
        if !(1..=60).contains(&webhook_timeout) {
            return Err(ConfigError::Invalid("AGORA_WEBHOOK_TIMEOUT_SECONDS", "must be between 1 and 60".into()));
        }
        let simulated_payment_latency = match get("AGORA_SIMULATED_PAYMENT_LATENCY_MS") {
            Some(_) if production => return Err(ConfigError::PaymentLatencyInProduction),
            Some(_) => Some(std::time::Duration::from_millis(parse(&get, "AGORA_SIMULATED_PAYMENT_LATENCY_MS", "0")?)),
            None => None,
        };
        let smtp_url = get("AGORA_SMTP_URL").map(SecretString::from);
        let mail_outbox = flag(&get, "AGORA_MAIL_OUTBOX", !production)?;
        if production && smtp_url.is_none() && !mail_outbox {
            return Err(ConfigError::NoMailInProduction);
        }
        Ok(Self {
            database_url,
            bind,
            env,
            jwt_secret: SecretString::from(jwt_secret),
            seed: flag(&get, "AGORA_SEED", !production)?,
            // Integrators explore in development; production opts in.
            graphiql: flag(&get, "AGORA_GRAPHIQL", !production)?,
            allowed_origins,
            timezone,
            storage_dir: get("AGORA_STORAGE_DIR").map(PathBuf::from).unwrap_or_else(|| data_dir.join("storage")),
            data_dir,
            public_url,
            access_token_ttl_secs,
            db_pool_size,
            smtp_url,
            mail_outbox,
            mail_from: get("AGORA_MAIL_FROM").unwrap_or_else(|| "Ágora <nao-responda@agora.local>".into()),
            clock,
            payment_hold,
            simulated_payment_latency,
            booking_horizon_days,
            run_jobs: flag(&get, "AGORA_JOBS", true)?,
            webhook_timeout: std::time::Duration::from_secs(webhook_timeout),
            metrics_token: get("AGORA_METRICS_TOKEN").filter(|t| !t.trim().is_empty()).map(SecretString::from),
        })
    }

    pub fn is_production(&self) -> bool {
        self.env == Environment::Production
    }

    /// The deployment's booking rules, which each space may override.
    pub fn rules(&self) -> crate::domain::schedule::SpaceRules {
        crate::domain::schedule::SpaceRules::global(self.booking_horizon_days)
    }

    pub fn is_sqlite(&self) -> bool {
        self.database_url.starts_with("sqlite:")
    }

    /// Where mail goes when no SMTP server is configured.
    pub fn outbox_dir(&self) -> PathBuf {
        self.data_dir.join("outbox")
    }

    pub fn jwt_secret_bytes(&self) -> &[u8] {
        self.jwt_secret.expose_secret().as_bytes()
    }

    /// Cookies get `Secure` when the public address is HTTPS.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

fn parse<T: std::str::FromStr>(
    get: &impl Fn(&str) -> Option<String>,
    key: &'static str,
    default: &str,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    let raw = get(key).unwrap_or_else(|| default.into());
    raw.trim().parse().map_err(|e: T::Err| ConfigError::Invalid(key, e.to_string()))
}

fn flag(get: &impl Fn(&str) -> Option<String>, key: &'static str, default: bool) -> Result<bool, ConfigError> {
    match get(key).map(|v| v.to_ascii_lowercase()).as_deref() {
        None => Ok(default),
        Some("1" | "true" | "on" | "yes") => Ok(true),
        Some("0" | "false" | "off" | "no") => Ok(false),
        Some(other) => Err(ConfigError::Invalid(key, other.into())),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn with_no_configuration_it_serves_sqlite_on_8080_in_dev_mode() {
        let c = config(&[]).unwrap();
        assert_eq!(c.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(c.database_url, "sqlite://./data/agora.db?mode=rwc");
        assert!(c.seed && c.graphiql && !c.is_production());
        assert_eq!(c.timezone, chrono_tz::America::Sao_Paulo);
        assert_eq!(c.access_token_ttl_secs, 900);
        assert_eq!(c.db_pool_size, crate::db::DEFAULT_POOL_SIZE);
    }

    #[test]
    fn production_refuses_the_default_secret() {
        assert!(matches!(config(&[("AGORA_ENV", "production")]), Err(ConfigError::DefaultSecretInProduction)));
        let secret = "a-production-secret-of-enough-length-123";
        let c =
            config(&[("AGORA_ENV", "production"), ("AGORA_JWT_SECRET", secret), ("AGORA_MAIL_OUTBOX", "on")]).unwrap();
        assert!(!c.seed, "production does not seed demo data by default");
    }

    #[test]
    fn production_is_safe_by_default() {
        let secret = "a-production-secret-of-enough-length-123";
        let base = [("AGORA_ENV", "production"), ("AGORA_JWT_SECRET", secret)];
        assert!(matches!(config(&base), Err(ConfigError::NoMailInProduction)), "no SMTP and no explicit outbox");
        let c = config(&[base[0], base[1], ("AGORA_SMTP_URL", "smtp://127.0.0.1:2525")]).unwrap();
        assert!(!c.graphiql, "the playground and introspection are off unless asked for");
        assert!(!c.mail_outbox);
        let c = config(&[base[0], base[1], ("AGORA_MAIL_OUTBOX", "on"), ("AGORA_GRAPHIQL", "on")]).unwrap();
        assert!(c.graphiql && c.mail_outbox);
        let dev = config(&[]).unwrap();
        assert!(dev.graphiql && dev.mail_outbox);
    }

    #[test]
    fn production_refuses_an_injected_clock() {
        let secret = "a-production-secret-of-enough-length-123";
        let vars = [
            ("AGORA_ENV", "production"),
            ("AGORA_JWT_SECRET", secret),
            ("AGORA_MAIL_OUTBOX", "on"),
            ("AGORA_CLOCK", "2030-01-01T10:00:00Z"),
        ];
        assert!(matches!(config(&vars), Err(ConfigError::ClockInProduction)));
    }

    #[test]
    fn the_payment_hold_and_horizon_default_and_seconds_are_for_tests_only() {
        let c = config(&[]).unwrap();
        assert_eq!(c.payment_hold, chrono::Duration::minutes(30));
        assert_eq!(c.booking_horizon_days, 180);
        assert!(c.run_jobs);
        assert!(!config(&[("AGORA_JOBS", "off")]).unwrap().run_jobs);
        let c = config(&[("AGORA_PAYMENT_HOLD_MINUTES", "45"), ("AGORA_BOOKING_HORIZON_DAYS", "30")]).unwrap();
        assert_eq!((c.payment_hold, c.booking_horizon_days), (chrono::Duration::minutes(45), 30));
        let c = config(&[("AGORA_PAYMENT_HOLD_SECONDS", "5")]).unwrap();
        assert_eq!(c.payment_hold, chrono::Duration::seconds(5));
        assert!(config(&[("AGORA_PAYMENT_HOLD_MINUTES", "0")]).is_err());
        assert!(config(&[("AGORA_BOOKING_HORIZON_DAYS", "-1")]).is_err());
        let secret = "a-production-secret-of-enough-length-123";
        let vars = [
            ("AGORA_ENV", "production"),
            ("AGORA_JWT_SECRET", secret),
            ("AGORA_MAIL_OUTBOX", "on"),
            ("AGORA_PAYMENT_HOLD_SECONDS", "5"),
        ];
        assert!(matches!(config(&vars), Err(ConfigError::HoldSecondsInProduction)));
        assert_eq!(config(&[]).unwrap().simulated_payment_latency, None);
        let c = config(&[("AGORA_SIMULATED_PAYMENT_LATENCY_MS", "250")]).unwrap();
        assert_eq!(c.simulated_payment_latency, Some(std::time::Duration::from_millis(250)));
        let vars = [vars[0], vars[1], vars[2], ("AGORA_SIMULATED_PAYMENT_LATENCY_MS", "250")];
        assert!(matches!(config(&vars), Err(ConfigError::PaymentLatencyInProduction)));
    }

    #[test]
    fn every_variable_is_read() {
        let c = config(&[
            ("DATABASE_URL", "postgres://x@127.0.0.1/db"),
            ("AGORA_BIND", "0.0.0.0:9000"),
            ("AGORA_SEED", "off"),
            ("AGORA_GRAPHIQL", "off"),
            ("AGORA_ALLOWED_ORIGINS", "https://a.example, https://b.example/"),
            ("AGORA_TIMEZONE", "America/New_York"),
            ("AGORA_STORAGE_DIR", "/tmp/files"),
            ("AGORA_PUBLIC_URL", "https://agora.example/"),
            ("AGORA_ACCESS_TOKEN_TTL", "5"),
            ("AGORA_DB_POOL_SIZE", "4"),
            ("AGORA_SMTP_URL", "smtp://127.0.0.1:2525"),
            ("AGORA_MAIL_FROM", "x@y.z"),
            ("AGORA_CLOCK", "2030-01-01T10:00:00-03:00"),
        ])
        .unwrap();
        assert!(!c.is_sqlite() && !c.seed && !c.graphiql);
        assert_eq!(c.allowed_origins, vec!["https://a.example", "https://b.example"]);
        assert_eq!(c.public_url, "https://agora.example");
        assert!(c.secure_cookies());
        assert_eq!(c.access_token_ttl_secs, 5);
        assert_eq!(c.db_pool_size, 4);
        assert_eq!(c.storage_dir, PathBuf::from("/tmp/files"));
        assert_eq!(c.clock.unwrap().to_rfc3339(), "2030-01-01T13:00:00+00:00");
        assert_eq!(c.timezone, chrono_tz::America::New_York);
    }

    #[test]
    fn a_bad_value_is_named() {
        let err = config(&[("AGORA_TIMEZONE", "Mars/Olympus")]).unwrap_err();
        assert!(err.to_string().contains("AGORA_TIMEZONE"));
        for size in ["0", "many"] {
            let err = config(&[("AGORA_DB_POOL_SIZE", size)]).unwrap_err();
            assert!(err.to_string().contains("AGORA_DB_POOL_SIZE"), "{err}");
        }
    }
}
