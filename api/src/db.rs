//! Connecting to SQLite or PostgreSQL and applying the migrations.

use std::time::Duration;

use migration::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseBackend, DatabaseConnection, DbErr, Statement, Value,
};

/// Connections a node keeps at most, unless `AGORA_DB_POOL_SIZE` says otherwise. More
/// connections than the database has cores to run them only make its backends take turns:
/// on this 2-core machine, 8 instead of 32 gave PostgreSQL reads 15-25 % less CPU per
/// request and createBooking 1,494 -> 1,923 per second (`just bench`). On PostgreSQL the
/// LISTEN connection is one of them.
pub const DEFAULT_POOL_SIZE: u32 = 8;

/// Every SQL statement the application's pools sent since the process started (one
/// counter across pools; sqlx's own BEGIN and COMMIT are not counted). `/metrics` shows
/// it as `agora_sql_statements_total`: statements per request, measured, not guessed.
static STATEMENTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

pub fn statements_sent() -> u64 {
    STATEMENTS.load(std::sync::atomic::Ordering::Relaxed)
}

/// (open, idle) connections of the pool.
pub fn pool_use(db: &DatabaseConnection) -> (u32, u32) {
    match db.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => {
            let pool = db.get_postgres_connection_pool();
            (pool.size(), pool.num_idle() as u32)
        }
        _ => {
            let pool = db.get_sqlite_connection_pool();
            (pool.size(), pool.num_idle() as u32)
        }
    }
}

pub async fn connect(url: &str, pool_size: u32) -> Result<DatabaseConnection, DbErr> {
    if let Some(path) = sqlite_path(url)
        && let Some(parent) = std::path::Path::new(&path).parent().filter(|p| !p.as_os_str().is_empty())
    {
        std::fs::create_dir_all(parent).map_err(|e| DbErr::Custom(format!("creating {}: {e}", parent.display())))?;
    }
    let mut options = ConnectOptions::new(url);
    options.sqlx_logging(false).connect_timeout(Duration::from_secs(10)).acquire_timeout(Duration::from_secs(10));
    // sqlx pings every connection it hands out by default: one more round trip (and, on
    // PostgreSQL, one more wake-up of a backend) per request. Only a connection idle for a
    // second is pinged; one that breaks while busy is closed on its error, not reused.
    options.test_before_acquire_if_idle_for(Duration::from_secs(1));
    if url.starts_with("sqlite:") {
        // Several connections so reads go on while one writer holds BEGIN IMMEDIATE;
        // WAL lets readers and the writer work at once; the busy timeout queues writers.
        options.max_connections(pool_size).min_connections(1).map_sqlx_sqlite_opts(|o| {
            o.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(5))
                .foreign_keys(true)
        });
    } else {
        options.max_connections(pool_size).min_connections(1);
    }
    let mut db = Database::connect(options).await?;
    db.set_metric_callback(|_| {
        STATEMENTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    });
    Ok(db)
}

pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    Migrator::up(db, None).await
}

/// Applies the migrations on a connection of their own, then opens the pool the node
/// serves from. On SQLite a pooled connection that prepared a statement before an
/// `ALTER TABLE` on another connection can step it with the new columns while sqlx kept
/// the old ones (a panic in the driver, seen in CI on a round-one upgrade): no connection
/// of the pool predates the schema it serves.
pub async fn connect_migrated(url: &str, pool_size: u32) -> Result<DatabaseConnection, DbErr> {
    let migrator = connect(url, 1).await?;
    migrate(&migrator).await?;
    migrator.close().await?;
    connect(url, pool_size).await
}

/// Why `agora backup` made no copy.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0} already exists: choose a new file (a backup never overwrites one)")]
    Exists(String),
    #[error("no SQLite database at {0}")]
    NoDatabase(String),
    #[error(
        "this is PostgreSQL: take a consistent online copy with pg_dump, e.g.\n  \
         pg_dump --format=custom --file=agora.dump \"$DATABASE_URL\"\n\
         and restore it into an empty database with\n  \
         pg_restore --no-owner --dbname=\"$NEW_DATABASE_URL\" agora.dump"
    )]
    Postgres,
    #[error(transparent)]
    Database(#[from] DbErr),
}

/// `agora backup`: a consistent copy of the SQLite database at `url` written to `target`
/// while the server keeps serving (`VACUUM INTO` reads one snapshot of the database:
/// writes committed after it began are not in the copy, none is half in it). Returns
/// the copy's size in bytes. PostgreSQL's own tool does this for PostgreSQL.
pub async fn backup(url: &str, target: &std::path::Path) -> Result<u64, BackupError> {
    if !url.starts_with("sqlite:") {
        return Err(BackupError::Postgres);
    }
    let source = sqlite_path(url).ok_or_else(|| BackupError::NoDatabase(url.to_owned()))?;
    if !std::path::Path::new(&source).is_file() {
        return Err(BackupError::NoDatabase(source));
    }
    if target.exists() {
        return Err(BackupError::Exists(target.display().to_string()));
    }
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| DbErr::Custom(format!("creating {}: {e}", parent.display())))?;
    }
    // Read-only: the copy never changes (or creates) the database it copies.
    let db = connect(&format!("sqlite://{source}?mode=ro"), 1).await?;
    let copied = db
        .execute_raw(Statement::from_sql_and_values(
            DatabaseBackend::Sqlite,
            "VACUUM INTO ?",
            [Value::from(target.display().to_string())],
        ))
        .await;
    db.close().await?;
    copied?;
    Ok(std::fs::metadata(target).map(|m| m.len()).unwrap_or_default())
}

fn sqlite_path(url: &str) -> Option<String> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| path.to_owned())
}

/// A raw statement written with `?` placeholders, numbered (`$1`, `$2`…) for PostgreSQL.
pub fn statement(backend: DatabaseBackend, sql: &str, values: Vec<Value>) -> Statement {
    let sql = if backend == DatabaseBackend::Postgres {
        let mut out = String::with_capacity(sql.len() + 8);
        let mut n = 0;
        for c in sql.chars() {
            if c == '?' {
                n += 1;
                out.push_str(&format!("${n}"));
            } else {
                out.push(c);
            }
        }
        out
    } else {
        sql.to_owned()
    };
    Statement::from_sql_and_values(backend, sql, values)
}
