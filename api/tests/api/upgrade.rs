//! Upgrades keep every row. `fixtures/round-one.*` are databases written by the release
//! that shipped before round two's first migration (demo data: users, spaces with their
//! stored images, bookings in several statuses). Today's code migrates a copy, and every
//! value of every row the old schema had must read the same afterwards; the web app's
//! sign-in and lists keep working on it.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, QueryResult, Statement};
use serde_json::json;
use uuid::Uuid;

use crate::helpers::{Backend, TestApp, TestOptions, spawn_app};

const TABLES: &[(&str, &str)] = &[
    ("users", "email"),
    ("spaces", "name"),
    ("bookings", "starts_at, id"),
    ("user_settings", "user_id"),
    ("booking_daily_totals", "1, 2, 3"),
];

/// One column's value as text, whatever its type on either database.
fn render(row: &QueryResult, column: &str) -> String {
    if let Ok(v) = row.try_get::<Option<String>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<i64>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<i32>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<i16>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<bool>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<Uuid>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<DateTime<Utc>>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<chrono::NaiveDate>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<f64>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<serde_json::Value>>("", column) {
        return format!("{v:?}");
    }
    if let Ok(v) = row.try_get::<Option<Vec<u8>>>("", column) {
        return format!("{v:?}");
    }
    panic!("column {column}: a type this test cannot read")
}

/// Every table's rows, each as column → value.
async fn snapshot(db: &DatabaseConnection) -> BTreeMap<&'static str, Vec<BTreeMap<String, String>>> {
    let mut out = BTreeMap::new();
    for (table, order) in TABLES {
        let sql = format!("SELECT * FROM {table} ORDER BY {order}");
        let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
        let rows = rows
            .iter()
            .map(|row| row.column_names().into_iter().map(|c| (render(row, &c), c)).map(|(v, c)| (c, v)).collect())
            .collect();
        out.insert(*table, rows);
    }
    out
}

/// The old snapshot is kept whole: every column it had still holds the same value.
fn assert_kept(
    before: &BTreeMap<&str, Vec<BTreeMap<String, String>>>,
    after: &BTreeMap<&str, Vec<BTreeMap<String, String>>>,
) {
    for (table, rows) in before {
        assert!(!rows.is_empty(), "the fixture has {table}");
        let now = &after[table];
        assert_eq!(rows.len(), now.len(), "{table}: every row is still there");
        for (old, new) in rows.iter().zip(now) {
            for (column, value) in old {
                assert_eq!(new.get(column), Some(value), "{table}.{column} kept its value");
            }
        }
    }
}

/// The web app's first steps on the upgraded database: sign in, list, read the spaces.
async fn still_works(app: &TestApp) {
    let (admin, _) = app.sign_in("admin@agora.dev", "agora-admin").await;
    let body = app.gql(Some(&admin), "{ bookings(first: 50) { totalCount } spaces { totalCount } }", json!({})).await;
    assert!(body["errors"].is_null(), "{body}");
    assert_eq!(body["data"]["bookings"]["totalCount"], 8);
    assert_eq!(body["data"]["spaces"]["totalCount"], 10);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_one_sqlite_database_upgrades_with_every_row() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("agora.db");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/round-one.sqlite"), &file).unwrap();
    let url = format!("sqlite://{}?mode=rwc", file.display());
    let old = Database::connect(&url).await.unwrap();
    let before = snapshot(&old).await;
    old.close().await.unwrap();

    let app = spawn_app(Backend::Sqlite, TestOptions { database_url: Some(url), ..Default::default() }).await.unwrap();
    assert_kept(&before, &snapshot(&app.state.db).await);
    still_works(&app).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_one_postgres_database_upgrades_with_every_row() {
    let Some(admin_url) = crate::helpers::postgres_url() else { return };
    let url = crate::helpers::fresh_postgres_database(&admin_url).await;
    // The dump (pg_dump --inserts) sets an empty search_path: restore on a connection of its own.
    let dump =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/round-one.postgres.sql")).unwrap();
    let script: String = dump.lines().filter(|l| !l.starts_with('\\')).collect::<Vec<_>>().join("\n");
    let restore = Database::connect(&url).await.unwrap();
    restore.execute_unprepared(&script).await.unwrap();
    restore.close().await.unwrap();
    let old = Database::connect(&url).await.unwrap();
    let before = snapshot(&old).await;
    old.close().await.unwrap();

    let app =
        spawn_app(Backend::Postgres, TestOptions { database_url: Some(url), ..Default::default() }).await.unwrap();
    assert_kept(&before, &snapshot(&app.state.db).await);
    still_works(&app).await;
}
