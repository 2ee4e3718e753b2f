//! Building and running the server: connect, migrate, seed, bind, serve until shutdown.

use std::future::Future;
use std::net::SocketAddr;

use anyhow::Context as _;
use axum::Router;
use tokio::net::TcpListener;

use crate::clock::Clock;
use crate::config::Config;
use crate::mail::Mailer;
use crate::state::AppState;
use crate::{db, graphql, http, jobs, seed};

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
}

/// Connects to the database, applies the migrations and builds the shared state.
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    let clock = match config.clock {
        Some(start) => Clock::starting_at(start),
        None => Clock::system(),
    };
    prepare_with_clock(config, clock).await
}

/// Like [`prepare`], with a clock chosen by the caller (tests).
pub async fn prepare_with_clock(config: Config, clock: Clock) -> anyhow::Result<AppState> {
    let db = db::connect_migrated(&config.database_url, config.db_pool_size)
        .await
        .context("connecting to the database and applying migrations")?;
    let mailer = Mailer::from_config(&config).map_err(|e| anyhow::anyhow!(e.to_string()))?;
    Ok(AppState::new(db, config, clock, mailer))
}

impl Application {
    /// Prepares everything and binds `config.bind` (port 0 picks a free port).
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        Self::from_state(prepare(config).await?).await
    }

    /// Builds around prepared state (tests pass a manual clock this way).
    pub async fn from_state(state: AppState) -> anyhow::Result<Self> {
        let bind = state.config.bind;
        if state.config.seed {
            seed::seed_if_empty(&state.db, &state.config.storage_dir, state.config.timezone, state.clock.now())
                .await
                .map_err(|e| anyhow::anyhow!("seeding demo data: {e}"))?;
        }
        let listener = TcpListener::bind(bind).await.with_context(|| format!("binding {bind}"))?;
        let schema = graphql::build(state.clone());
        let router = http::router(state.clone(), schema);
        Ok(Self { listener, router, state })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener has an address")
    }

    pub fn state(&self) -> AppState {
        self.state.clone()
    }

    /// Serves until `shutdown` resolves, then finishes the requests in flight.
    pub async fn run_until(self, shutdown: impl Future<Output = ()> + Send + 'static) -> std::io::Result<()> {
        let jobs = self.state.config.run_jobs.then(|| tokio::spawn(jobs::run(self.state.clone())));
        let service = self.router.into_make_service_with_connect_info::<SocketAddr>();
        let result = axum::serve(self.listener, service).with_graceful_shutdown(shutdown).await;
        if let Some(jobs) = jobs {
            jobs.abort();
        }
        result
    }
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
