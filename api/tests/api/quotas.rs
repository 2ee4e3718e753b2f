//! Quotas over real HTTP (docs/scheduling.md, "Quotas"): per person, per day, week or
//! month, in hours or bookings, in one space or across every space; checked inside the
//! booking transaction, so concurrent requests never pass a limit together.

use api::domain::messages as msg;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error};
use crate::lifecycle::{World, book, book_on, long_tokens, scalar, world};
use crate::spaces::create;

const DAY: &str = "2031-03-11";
const CREATE: &str = "mutation($input: CreateQuotaInput!) { createQuota(input: $input) { quota { id metric period max space { name } } } }";
const DELETE: &str = "mutation($id: ID!) { deleteQuota(input: {quotaId: $id}) { deletedQuotaId } }";
const MOVE: &str = "mutation($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }";

async fn quota(app: &TestApp, admin: &str, input: Value) -> Value {
    app.gql(Some(admin), CREATE, json!({"input": input})).await
}

fn created(body: &Value) -> String {
    body["data"]["createQuota"]["quota"]["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

/// `hour`:00 on DAY in São Paulo (UTC−3), as an instant.
fn on_day(hour: i64) -> String {
    let midnight: chrono::DateTime<chrono::Utc> = "2031-03-11T03:00:00Z".parse().unwrap();
    (midnight + chrono::Duration::hours(hour)).to_rfc3339()
}

db_test!(
    async fn a_quota_counts_a_persons_bookings_in_its_period_and_scope(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let other = create(&app, &admin, "Sala Jatobá", 6, "40.00", &[]).await;
        let weekly = created(&quota(&app, &admin, json!({"metric": "HOURS", "period": "WEEK", "max": 4})).await);
        let daily = quota(&app, &admin, json!({"spaceId": space, "metric": "BOOKINGS", "period": "DAY", "max": 2})).await;
        assert_eq!(daily["data"]["createQuota"]["quota"]["space"]["name"], "Sala Ipê", "{daily}");
        // The booking form reads the limits of a space: its own and every space's, not another's.
        let limits = "query($s: ID!) { space(id: $s) { bookingLimits { metric period max acrossSpaces } } }";
        let ipe = app.gql(Some(&user), limits, json!({"s": space})).await;
        assert_eq!(ipe["data"]["space"]["bookingLimits"], json!([
            {"metric": "HOURS", "period": "WEEK", "max": 4, "acrossSpaces": true},
            {"metric": "BOOKINGS", "period": "DAY", "max": 2, "acrossSpaces": false},
        ]), "{ipe}");
        let jatoba = app.gql(Some(&user), limits, json!({"s": other})).await;
        assert_eq!(jatoba["data"]["space"]["bookingLimits"].as_array().map(Vec::len), Some(1), "{jatoba}");

        let first = book(&app, &user, &space, 9, 11).await;
        book(&app, &user, &space, 14, 15).await;
        let refused = book_on(&app, &user, &space, DAY, 16, 17).await;
        assert_eq!(error(&refused), ("VALIDATION".into(), "Limite de 2 reservas por dia neste espaço: você já tem 2 reservas nesse período.".into(), None));
        // The weekly hours count every space: 3 held, 2 more would be 5.
        let refused = book_on(&app, &user, &other, DAY, 16, 18).await;
        assert_eq!(error(&refused).1, "Limite de 4 horas por semana em todos os espaços: você já tem 3 horas reservadas nesse período, e esta reserva passaria do limite.");
        book(&app, &user, &other, 16, 17).await;
        // Another week starts on Monday: the same hours are free to book again.
        let next_week = book_on(&app, &user, &other, "2031-03-17", 9, 12).await;
        assert!(next_week["errors"].is_null(), "{next_week}");
        // Someone else has quotas of their own.
        let bia = app.user("bia@exemplo.com").await;
        book(&app, &bia, &space, 16, 18).await;

        // A move does not count against itself: 2 hours to 2 other hours stays at 4.
        let input = json!({"bookingId": first, "startsAt": on_day(11), "endsAt": on_day(13)});
        let moved = app.gql(Some(&user), MOVE, json!({"input": input})).await;
        assert!(moved["errors"].is_null(), "{moved}");
        let input = json!({"bookingId": first, "startsAt": on_day(11), "endsAt": on_day(14)});
        assert!(error(&app.gql(Some(&user), MOVE, json!({"input": input})).await).1.starts_with("Limite de 4 horas por semana"));

        // Without the weekly limit the hours are free again.
        let body = app.gql(Some(&admin), DELETE, json!({"id": weekly})).await;
        assert_eq!(body["data"]["deleteQuota"]["deletedQuotaId"], weekly.as_str(), "{body}");
        book(&app, &user, &other, 18, 21).await;
    }
);

db_test!(
    async fn only_admins_set_quotas_and_each_is_checked(app) {
        let World { admin, user, .. } = world(&app).await;
        let input = json!({"metric": "BOOKINGS", "period": "MONTH", "max": 10});
        assert_eq!(error(&quota(&app, &user, input.clone()).await).0, "FORBIDDEN");
        created(&quota(&app, &admin, input.clone()).await);
        assert_eq!(error(&quota(&app, &admin, input).await), ("VALIDATION".into(), msg::QUOTA_EXISTS.into(), Some("period".into())));
        for max in [0, 1001] {
            let body = quota(&app, &admin, json!({"metric": "HOURS", "period": "DAY", "max": max})).await;
            assert_eq!(error(&body), ("VALIDATION".into(), msg::QUOTA_RANGE.into(), Some("max".into())));
        }
        let listed = app.gql(Some(&admin), "{ quotas { metric period max space { id } } }", json!({})).await;
        assert_eq!(listed["data"]["quotas"], json!([{"metric": "BOOKINGS", "period": "MONTH", "max": 10, "space": null}]));
    }
);

// One limit per scope, metric and period, held by the database itself: admins creating
// the same limit at once get one limit, and a duplicate written behind the service's back
// is refused, for one space and for every space (whose null space id PostgreSQL would
// otherwise treat as distinct).
db_test!(
    async fn the_database_keeps_one_limit_per_scope(app) {
        let World { admin, space, .. } = world(&app).await;
        let app = std::sync::Arc::new(app);
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let (app, admin) = (app.clone(), admin.clone());
            tasks.push(tokio::spawn(async move {
                quota(&app, &admin, json!({"metric": "HOURS", "period": "WEEK", "max": 4})).await
            }));
        }
        let mut made = 0;
        for task in tasks {
            let body = task.await.unwrap();
            if body["data"]["createQuota"]["quota"]["id"].is_string() {
                made += 1;
            } else {
                assert_eq!(error(&body), ("VALIDATION".into(), msg::QUOTA_EXISTS.into(), Some("period".into())));
            }
        }
        assert_eq!(made, 1);
        created(&quota(&app, &admin, json!({"spaceId": space, "metric": "HOURS", "period": "WEEK", "max": 2})).await);
        let db = &app.state.db;
        let backend = db.get_database_backend();
        let new_id = if backend == sea_orm::DatabaseBackend::Postgres { "gen_random_uuid()" } else { "randomblob(16)" };
        for scope in ["space_id IS NULL", "space_id IS NOT NULL"] {
            let copy = format!(
                "INSERT INTO quotas (id, space_id, metric, period, max, created_by, created_at) \
                 SELECT {new_id}, space_id, metric, period, max + 1, created_by, created_at FROM quotas WHERE {scope}"
            );
            let err = db.execute_raw(sea_orm::Statement::from_string(backend, copy)).await.unwrap_err();
            assert_eq!(api::error::violation(&err), Some(api::error::Violation::Unique), "{scope}: {err}");
        }
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM quotas").await, 2);
    }
);

// One person's 20 requests at once, across two spaces and ten hours, against a limit of
// 3 bookings a day: the person's lock makes them count one after another.
db_test!(
    async fn twenty_requests_at_once_never_pass_a_quota(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let other = create(&app, &admin, "Sala Jatobá", 6, "40.00", &[]).await;
        created(&quota(&app, &admin, json!({"metric": "BOOKINGS", "period": "DAY", "max": 3})).await);
        let app = std::sync::Arc::new(app);
        let mut tasks = Vec::new();
        for (space, hour) in [&space, &other].into_iter().flat_map(|s| (8..18).map(move |h| (s.clone(), h))) {
            let (app, user) = (app.clone(), user.clone());
            tasks.push(tokio::spawn(async move {
                const BOOK: &str = "mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }";
                let input = json!({"spaceId": space, "startsAt": on_day(hour), "endsAt": on_day(hour + 1)});
                app.gql(Some(&user), BOOK, json!({"input": input})).await
            }));
        }
        let mut booked = 0;
        for task in tasks {
            let body = task.await.unwrap();
            if body["data"]["createBooking"]["booking"]["id"].is_string() {
                booked += 1;
            } else {
                assert_eq!(error(&body).1, "Limite de 3 reservas por dia em todos os espaços: você já tem 3 reservas nesse período.");
            }
        }
        assert_eq!(booked, 3);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 3, "never more than the limit");
    }
);
