//! The `agora` binary: parses the command line and calls into the library.

use std::io::{BufRead, IsTerminal};

use anyhow::Context;
use api::config::Config;
use api::heap;
use api::startup::{self, Application};
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

/// mimalloc instead of glibc's malloc: a request allocates hundreds of small values
/// (GraphQL values, rows, JSON), and glibc's per-thread arenas keep freed memory of
/// thousands of websockets as RSS. Measured by `just bench` (P1, P6). Counted, so that
/// `/metrics` can tell the bytes the server holds from the pages the allocator keeps.
#[global_allocator]
static GLOBAL: heap::Counting<mimalloc::MiMalloc> = heap::Counting(mimalloc::MiMalloc);

#[derive(Parser)]
#[command(name = "agora", version, about = "Ágora: reservas de espaços compartilhados")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web app (the default).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
    /// Seed the demo data into an empty database and exit.
    Seed,
    /// Create a confirmed admin account (the password is read from stdin unless given).
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long = "name")]
        full_name: String,
        #[arg(long, env = "AGORA_ADMIN_PASSWORD", hide_env_values = true)]
        password: Option<String>,
    },
    /// Print the GraphQL schema (SDL) that `schema.graphql` must match.
    PrintSchema,
    /// Copy the SQLite database, consistently, while the server runs, to a new file
    /// (for PostgreSQL it says how to use pg_dump). Stored files are in
    /// `AGORA_DATA_DIR/storage`: copy that folder too.
    Backup {
        /// The new file to write (never overwritten).
        path: std::path::PathBuf,
    },
}

fn main() -> anyhow::Result<()> {
    GLOBAL.installed();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // Blocking-pool threads come and go: hand their last counted bytes over.
        .on_thread_stop(heap::flush_thread)
        // A worker out of work after the heap fell far (thousands of websockets closed):
        // give the emptied pages back to the system now, not never (P6, `just bench`).
        .on_thread_park(|| {
            if heap::fallen_since_peak() {
                // SAFETY: mimalloc's collect takes no pointers; it tidies this thread's heap.
                unsafe { libmimalloc_sys::mi_collect(true) };
            }
        })
        .build()?
        .block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if let Some(Command::PrintSchema) = cli.command {
        print!("{}", api::graphql::sdl());
        return Ok(());
    }
    // Colour only on a terminal; `AGORA_LOG_FORMAT=json` writes one JSON object a line,
    // with the request's span (its id) in each, for log shippers.
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(std::io::stdout().is_terminal());
    if std::env::var("AGORA_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json")) {
        logs.json().with_current_span(true).with_span_list(false).init();
    } else {
        logs.init();
    }
    let config = Config::from_env()?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let app = Application::build(config).await?;
            tracing::info!("Ágora at http://{}", app.local_addr());
            app.run_until(startup::shutdown_signal()).await?;
        }
        Command::Migrate => {
            startup::prepare(config).await?;
            println!("migrations applied");
        }
        Command::Seed => {
            let state = startup::prepare(config).await?;
            let seeded = api::seed::seed_if_empty(
                &state.db,
                &state.config.storage_dir,
                state.config.timezone,
                state.clock.now(),
            )
            .await
            .map_err(|e| anyhow::anyhow!(e.to_string()))?;
            println!("{}", if seeded { "demo data seeded" } else { "the database is not empty: nothing seeded" });
        }
        Command::CreateAdmin { email, full_name, password } => {
            let password = match password {
                Some(p) => p,
                None => {
                    eprintln!("password:");
                    let mut line = String::new();
                    std::io::stdin().lock().read_line(&mut line).context("reading the password")?;
                    line.trim_end_matches(['\r', '\n']).to_owned()
                }
            };
            let state = startup::prepare(config).await?;
            api::seed::create_admin(&state.db, &email, &full_name, &password, state.clock.now())
                .await
                .map_err(|e| anyhow::anyhow!(e.client_message()))?;
            println!("admin {email} created");
        }
        Command::Backup { path } => {
            let bytes = api::db::backup(&config.database_url, &path).await?;
            println!(
                "backup written to {} ({bytes} bytes); stored files are in {}: copy that folder too",
                path.display(),
                config.storage_dir.display()
            );
        }
        Command::PrintSchema => unreachable!("handled above"),
    }
    Ok(())
}
