//! `agora backup`: a consistent copy of the SQLite database taken while the server runs,
//! which opens, migrates as a no-op and holds every row; never over an existing file;
//! for PostgreSQL it says how to use pg_dump.

use std::process::Command;

use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

use crate::helpers::{Backend, TestOptions, spawn_app};
use crate::lifecycle::book_on;
use crate::spaces::{create, first_admin};

async fn rows(db: &DatabaseConnection) -> Vec<(String, i64)> {
    let backend = db.get_database_backend();
    let tables = db
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        ))
        .await
        .unwrap();
    let mut counts = Vec::new();
    for t in tables {
        let name: String = t.try_get_by_index(0).unwrap();
        let count = db
            .query_one_raw(Statement::from_string(backend, format!("SELECT count(*) FROM \"{name}\"")))
            .await
            .unwrap()
            .unwrap()
            .try_get_by_index::<i64>(0)
            .unwrap();
        counts.push((name, count));
    }
    counts
}

fn agora(args: &[&str], database_url: &str, data_dir: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_agora"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("AGORA_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_serving_opens_and_holds_every_row() {
    let app = spawn_app(Backend::Sqlite, TestOptions::default()).await.expect("sqlite app");
    let admin = first_admin(&app).await;
    let space = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
    let ana = app.user("ana@exemplo.com").await;
    let booked = book_on(&app, &ana, &space, "2031-03-11", 10, 12).await;
    assert!(booked["errors"].is_null(), "{booked}");

    let target = app.data_dir.join("copias").join("agora-backup.db");
    let target_text = target.display().to_string();
    let out = agora(&["backup", &target_text], &app.database_url, &app.data_dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.starts_with(&format!("backup written to {target_text} (")), "{stdout}");
    assert!(stdout.contains("copy that folder too"), "stored files are named: {stdout}");

    // The copy opens, is already migrated, and holds every row of every table.
    let copy_url = format!("sqlite://{target_text}?mode=rwc");
    let migrated = agora(&["migrate"], &copy_url, &app.data_dir);
    assert!(migrated.status.success(), "{}", String::from_utf8_lossy(&migrated.stderr));
    let copy = api::db::connect(&copy_url, 1).await.unwrap();
    let (original, copied) = (rows(&app.state.db).await, rows(&copy).await);
    assert_eq!(copied, original);
    let count = |name: &str| copied.iter().find(|(t, _)| t == name).map(|(_, n)| *n);
    assert_eq!((count("bookings"), count("spaces")), (Some(1), Some(1)));
    assert!(count("users") >= Some(2) && count("seaql_migrations") > Some(10), "{copied:?}");
    let booking = copy
        .query_one_raw(Statement::from_string(
            copy.get_database_backend(),
            "SELECT status, total_price_cents FROM bookings",
        ))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(booking.try_get_by_index::<String>(0).unwrap(), "pending");
    assert_eq!(booking.try_get_by_index::<i64>(1).unwrap(), 16_000);
    copy.close().await.unwrap();

    // Never over an existing file; nothing for PostgreSQL but how to use pg_dump.
    let again = agora(&["backup", &target_text], &app.database_url, &app.data_dir);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"), "{again:?}");
    let postgres = agora(&["backup", "x.db"], "postgres://postgres@127.0.0.1:5432/test", &app.data_dir);
    assert!(!postgres.status.success());
    assert!(String::from_utf8_lossy(&postgres.stderr).contains("pg_dump --format=custom"), "{postgres:?}");
}
