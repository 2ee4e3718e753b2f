//! Administration: figures checked against a hand-computed fixture (either side of
//! midnight and of the month's end in the business zone), the authorization matrix, the
//! bookings list, roles with the last-admin guard, live updates and the CSV export.

use chrono::{DateTime, Duration, Utc};
use entities::{booking, space, user};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::{TestApp, Ws, error};
use crate::spaces::{create, first_admin};

fn at(s: &str) -> DateTime<Utc> {
    s.parse().unwrap()
}

async fn id_of_space(app: &TestApp, name: &str) -> Uuid {
    space::Entity::find().filter(space::Column::Name.eq(name)).one(&app.state.db).await.unwrap().unwrap().id
}

async fn id_of_user(app: &TestApp, email: &str) -> Uuid {
    user::Entity::find().filter(user::Column::Email.eq(email)).one(&app.state.db).await.unwrap().unwrap().id
}

/// A booking's row as it would stand after its life so far.
fn row(
    user: Uuid,
    space: Uuid,
    status: &str,
    starts: DateTime<Utc>,
    hours: i64,
    cents: i64,
    created: DateTime<Utc>,
) -> booking::ActiveModel {
    booking::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user),
        space_id: Set(space),
        status: Set(sea_orm::ActiveEnum::try_from_value(&status.to_owned()).expect("a known status")),
        starts_at: Set(starts),
        ends_at: Set(starts + Duration::hours(hours)),
        total_price_cents: Set(cents),
        notes: Set(None),
        idempotency_key: Set(None),
        created_at: Set(created),
        updated_at: Set(created),
        reminder_sent_at: Set(None),
        pay_by: Set((status == "pending").then_some(starts)),
        paying_until: Set(None),
        cancel_reason: Set(None),
        cancelled_by: Set(None),
        sequence: Set(0),
        blocked_from: Set(starts),
        blocked_until: Set(starts + Duration::hours(hours)),
        series_id: Set(None),
        decide_by: Set(None),
    }
}

/// Inserts a booking as it would stand after its life so far (a fixture, not a request).
#[allow(clippy::too_many_arguments)] // one row's columns, named at each call
async fn insert(
    app: &TestApp,
    user: Uuid,
    space: Uuid,
    status: &str,
    starts: &str,
    hours: i64,
    cents: i64,
    created: &str,
) {
    let booking = row(user, space, status, at(starts), hours, cents, at(created)).insert(&app.state.db).await.unwrap();
    // A confirmed or completed booking was paid when it was made.
    if matches!(status, "confirmed" | "completed") {
        let receipt = api::payments::Receipt { reference: "sim-fixture".into(), amount_cents: cents };
        let key = api::payments::pay_key(booking.id);
        api::payments::ledger::record_charge(&app.state.db, booking.id, &key, &receipt, at(created)).await.unwrap();
    }
}

struct Fixture {
    admin: String,
    user: String,
}

/// Now: 2031-03-10 09:00 in São Paulo (12:00 UTC). Nine bookings around the edges.
async fn fixture(app: &TestApp) -> Fixture {
    let admin = first_admin(app).await;
    for (name, capacity) in [("Sala A", 8), ("Sala B", 4), ("Sala C", 2)] {
        create(app, &admin, name, capacity, "10", &[]).await;
    }
    let c =
        app.gql(Some(&admin), "{ spaces(filter: {search: \"Sala C\"}) { edges { node { id } } } }", json!({})).await;
    let c_id = c["data"]["spaces"]["edges"][0]["node"]["id"].clone();
    app.gql(
        Some(&admin),
        "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { id } } }",
        json!({"id": c_id}),
    )
    .await;
    let user = app.user("ana@exemplo.com").await;
    let (u, a, b) =
        (id_of_user(app, "ana@exemplo.com").await, id_of_space(app, "Sala A").await, id_of_space(app, "Sala B").await);
    // b1: the month's first local instant.
    insert(app, u, a, "confirmed", "2031-03-12T13:00:00Z", 2, 20000, "2031-03-01T03:00:00Z").await;
    // b2: one second before, still February locally; starts in March.
    insert(app, u, b, "completed", "2031-03-02T13:00:00Z", 3, 15000, "2031-03-01T02:59:59Z").await;
    // b3: cancelled, earns nothing.
    insert(app, u, a, "cancelled", "2031-03-11T13:00:00Z", 1, 7000, "2031-03-05T15:00:00Z").await;
    // b4: pending, today 20:00 local (23:00 UTC).
    insert(app, u, b, "pending", "2031-03-10T23:00:00Z", 1, 1000, "2031-03-09T15:00:00Z").await;
    // b5: 23:30 local today although the UTC date is the 11th.
    insert(app, u, a, "confirmed", "2031-03-11T02:30:00Z", 1, 3050, "2031-03-09T16:00:00Z").await;
    // b6: last month, inside the same stretch as this month so far.
    insert(app, u, a, "confirmed", "2031-02-05T13:00:00Z", 2, 4000, "2031-02-03T15:00:00Z").await;
    // b7: 23:00 yesterday locally although the UTC date is the 10th.
    insert(app, u, b, "completed", "2031-03-10T02:00:00Z", 1, 1000, "2031-03-08T15:00:00Z").await;
    // b8: 23:00 on March 31st locally (April 1st in UTC): this month.
    insert(app, u, a, "confirmed", "2031-04-01T02:00:00Z", 1, 2000, "2031-03-09T17:00:00Z").await;
    // b9: midnight of April 1st locally: next month.
    insert(app, u, b, "confirmed", "2031-04-01T03:00:00Z", 1, 500, "2031-03-09T18:00:00Z").await;
    Fixture { admin, user }
}

db_test!(
    async fn the_dashboard_figures_match_the_hand_computed_fixture(app) {
        let f = fixture(&app).await;
        let body = app.gql(Some(&f.admin), "{ adminDashboard { activeSpaces bookingsToday monthRevenue registeredUsers recentBookings { space { name } user { fullName } status } performance { occupancyPercent growthPercent satisfaction } } }", json!({})).await;
        let d = &body["data"]["adminDashboard"];
        assert_eq!(d["activeSpaces"], 2, "{body}");
        assert_eq!(d["bookingsToday"], 2, "b4 and b5 start today locally; b7 started yesterday");
        // b1 200.00 + b5 30.50 + b7 10.00 + b8 20.00 + b9 5.00 = 265.50 → 266 (b2 was created in February).
        assert_eq!(d["monthRevenue"], 266);
        assert_eq!(d["registeredUsers"], 2);
        assert_eq!(d["recentBookings"].as_array().unwrap().len(), 5);
        assert_eq!(d["recentBookings"][0]["user"]["fullName"], "Usuária de Teste");
        // Earning hours starting this month: b1 2 + b2 3 + b5 1 + b7 1 + b8 1 = 8 of 2 × 14 × 31 = 868.
        let occupancy = d["performance"]["occupancyPercent"].as_f64().unwrap();
        assert!((occupancy - 8.0 / 868.0 * 100.0).abs() < 1e-9, "{occupancy}");
        // Created this month so far: b1 b3 b4 b5 b7 b8 b9 = 7; same stretch of February: b6 = 1.
        assert_eq!(d["performance"]["growthPercent"], 600.0);
        assert!(d["performance"]["satisfaction"].is_null(), "no ratings, no figure");

        let counts = app.gql(Some(&f.admin), "{ bookingStatusCounts { pending confirmed completed cancelled } }", json!({})).await;
        assert_eq!(counts["data"]["bookingStatusCounts"], json!({"pending": 1, "confirmed": 5, "completed": 2, "cancelled": 1}));
    }
);

db_test!(
    async fn a_stored_status_nobody_knows_is_an_error_never_a_cancelled_booking(app) {
        let f = fixture(&app).await;
        use sea_orm::ConnectionTrait;
        app.state.db.execute_unprepared("UPDATE bookings SET status = 'expired' WHERE status = 'pending'").await.unwrap();
        let body = app.gql(Some(&f.admin), "{ bookings(first: 20) { edges { node { status } } } }", json!({})).await;
        let (code, message, _) = error(&body);
        assert_eq!(code, "INTERNAL", "{body}");
        assert!(!message.contains("expired"), "the cause stays in the log");
        assert!(body["data"]["bookings"].is_null(), "no list that would show it under another status: {body}");
    }
);

db_test!(
    async fn the_reports_match_the_fixture(app) {
        let f = fixture(&app).await;
        let body = app.gql(Some(&f.admin), "{ reports { totalBookings pendingBookings totalRevenue monthRevenue users spaces statusDistribution { confirmed pending cancelled completed } recentBookings { totalPrice } revenueByMonth { month revenue } } }", json!({})).await;
        let r = &body["data"]["reports"];
        assert_eq!(r["totalBookings"], 9, "{body}");
        assert_eq!(r["pendingBookings"], 1);
        // Confirmed and completed, all time: 200 + 150 + 30.50 + 40 + 10 + 20 + 5.
        assert_eq!(r["totalRevenue"], "455.50");
        assert_eq!(r["monthRevenue"], "265.50");
        assert_eq!(r["users"], 2);
        assert_eq!(r["spaces"], 3);
        assert_eq!(r["statusDistribution"], json!({"confirmed": 5, "pending": 1, "cancelled": 1, "completed": 2}));
        // Created since 2031-03-03 12:00 UTC: b3 b4 b5 b7 b8 b9.
        assert_eq!(r["recentBookings"].as_array().unwrap().len(), 6);
        let months = r["revenueByMonth"].as_array().unwrap();
        assert_eq!(months.len(), 6);
        assert_eq!(months[5], json!({"month": "2031-03-01", "revenue": "265.50"}));
        assert_eq!(months[4], json!({"month": "2031-02-01", "revenue": "190.00"}), "b6 + b2 (created on Feb 28th locally)");
        assert_eq!(months[0]["revenue"], "0.00");
    }
);

db_test!(
    async fn the_daily_totals_follow_every_change_including_cascades(app) {
        use sea_orm::{ConnectionTrait, Statement};
        let f = fixture(&app).await;
        let db = &app.state.db;
        let pair = |sql: &'static str| async move {
            let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
            (row.try_get::<i64>("", "n").unwrap(), row.try_get::<i64>("", "r").unwrap())
        };
        let check = || async {
            for status in ["pending", "confirmed", "completed", "cancelled"] {
                let totals = db.query_one_raw(Statement::from_string(db.get_database_backend(), format!("SELECT CAST(COALESCE(SUM(bookings), 0) AS BIGINT) AS n, CAST(COALESCE(SUM(revenue_cents), 0) AS BIGINT) AS r FROM booking_daily_totals WHERE status = '{status}'"))).await.unwrap().unwrap();
                let direct = db.query_one_raw(Statement::from_string(db.get_database_backend(), format!("SELECT COUNT(*) AS n, CAST(COALESCE(SUM(total_price_cents), 0) AS BIGINT) AS r FROM bookings WHERE status = '{status}'"))).await.unwrap().unwrap();
                let get = |row: &sea_orm::QueryResult| (row.try_get::<i64>("", "n").unwrap(), row.try_get::<i64>("", "r").unwrap());
                assert_eq!(get(&totals), get(&direct), "{status}");
            }
        };
        check().await;
        // Status changes move a booking between rows; a space's removal cancels its active ones.
        booking::Entity::update_many()
            .col_expr(booking::Column::Status, sea_orm::sea_query::Expr::value("cancelled"))
            .filter(booking::Column::Status.eq("pending"))
            .exec(db)
            .await
            .unwrap();
        check().await;
        let space = api::graphql::ids::encode(api::graphql::ids::Kind::Space, id_of_space(&app, "Sala A").await).0;
        let preview = app.gql(Some(&f.admin), "query($id: ID!) { spaceRemovalPreview(id: $id) { activeBookings } }", json!({"id": space})).await;
        let n = preview["data"]["spaceRemovalPreview"]["activeBookings"].clone();
        let deleted = app.gql(Some(&f.admin), "mutation($id: ID!, $n: Int) { deleteSpace(input: {id: $id, expectedActiveBookings: $n}) { archived } }", json!({"id": space, "n": n})).await;
        assert_eq!(deleted["data"]["deleteSpace"]["archived"], true, "{deleted}");
        check().await;
        assert_eq!(pair("SELECT CAST(SUM(bookings) AS BIGINT) AS n, CAST(SUM(revenue_cents) AS BIGINT) AS r FROM booking_daily_totals").await, pair("SELECT COUNT(*) AS n, CAST(SUM(total_price_cents) AS BIGINT) AS r FROM bookings").await);
    }
);

db_test!(
    async fn every_admin_operation_is_refused_to_anonymous_and_ordinary_users(app) {
        let f = fixture(&app).await;
        let target = app.gql(Some(&f.user), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
        let operations = [
            "{ adminDashboard { activeSpaces } }".to_owned(),
            "{ bookingStatusCounts { pending } }".to_owned(),
            "{ users { totalCount } }".to_owned(),
            "{ userCounts { total } }".to_owned(),
            "{ reports { totalBookings } }".to_owned(),
            format!("mutation {{ setUserRole(input: {{userId: {target}, role: ADMIN}}) {{ user {{ role }} }} }}"),
        ];
        for op in &operations {
            assert_eq!(error(&app.gql(None, op, json!({})).await).0, "UNAUTHENTICATED", "{op}");
            assert_eq!(error(&app.gql(Some(&f.user), op, json!({})).await).0, "FORBIDDEN", "{op}");
        }
        for (token, status) in [(None, 401), (Some(f.user.as_str()), 403)] {
            let mut request = reqwest::Client::new().get(format!("{}/export/bookings.csv", app.url));
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            assert_eq!(request.send().await.unwrap().status(), status);
        }
        let mut ws = Ws::connect(&app, Some(&f.user)).await;
        ws.subscribe("1", "subscription { bookingChanged { id } }", json!({})).await;
        assert_eq!(ws.next_message().await["payload"]["errors"][0]["extensions"]["code"], "FORBIDDEN");
        // A user's `bookings` is theirs alone, whatever the admin filters say.
        let own = app.gql(Some(&f.user), "{ bookings(filter: {status: PENDING}) { totalCount } }", json!({})).await;
        assert_eq!(own["data"]["bookings"]["totalCount"], 9, "all nine are Ana's; the admin filter does not apply to users");
    }
);

db_test!(
    async fn admins_filter_search_and_page_through_every_booking(app) {
        let f = fixture(&app).await;
        app.user("bia@exemplo.com").await;
        const LIST: &str = "query($f: BookingFilter, $first: Int, $after: String) { bookings(filter: $f, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { status startsAt createdAt user { email } space { name capacity } } } } }";
        let all = app.gql(Some(&f.admin), LIST, json!({})).await;
        assert_eq!(all["data"]["bookings"]["totalCount"], 9);
        let created: Vec<&str> = all["data"]["bookings"]["edges"].as_array().unwrap().iter().map(|e| e["node"]["createdAt"].as_str().unwrap()).collect();
        let mut sorted = created.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(created, sorted, "newest created first");
        let total = |body: Value| body["data"]["bookings"]["totalCount"].as_i64().unwrap();
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"status": "CONFIRMED"}})).await), 5);
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"date": "2031-03-10"}})).await), 2, "b4 and b5, by local day");
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"date": "2031-03-31"}})).await), 1, "b8 at 23:00 local");
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"search": "sala b"}})).await), 4);
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"search": "ANA@exemplo"}})).await), 9);
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"search": "usuária"}})).await), 9, "by name");
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"search": "bia"}})).await), 0);
        assert_eq!(total(app.gql(Some(&f.admin), LIST, json!({"f": {"status": "CONFIRMED", "search": "sala a"}})).await), 4);
        let page = app.gql(Some(&f.admin), LIST, json!({"first": 4})).await;
        assert_eq!(page["data"]["bookings"]["pageInfo"]["hasNextPage"], true);
        let next = app.gql(Some(&f.admin), LIST, json!({"first": 10, "after": page["data"]["bookings"]["pageInfo"]["endCursor"]})).await;
        assert_eq!(next["data"]["bookings"]["edges"].as_array().unwrap().len(), 5);
        assert_eq!(total(next.clone()), 9, "the whole listing, not what follows the cursor");
        let past = app.gql(Some(&f.admin), LIST, json!({"first": 10, "after": next["data"]["bookings"]["pageInfo"]["endCursor"]})).await;
        assert_eq!(past["data"]["bookings"]["edges"].as_array().unwrap().len(), 0);
        assert_eq!(total(past), 9, "a page past the end still knows the total");
        // The four cards count everything, whatever the filter.
        let counts = app.gql(Some(&f.admin), "{ bookingStatusCounts { pending confirmed completed cancelled } }", json!({})).await;
        assert_eq!(counts["data"]["bookingStatusCounts"]["confirmed"], 5);
    }
);

db_test!(
    async fn the_list_reads_every_column_of_its_bookings_spaces_and_owners_as_sea_orm_does(app) {
        // The admin list decodes its rows by position (services/positional.rs): each model
        // must come out equal to sea-orm's own reading, NULLs and JSON included.
        let _ = fixture(&app).await;
        let db = &app.state.db;
        let (u, a) = (id_of_user(&app, "ana@exemplo.com").await, id_of_space(&app, "Sala A").await);
        let mut ana: user::ActiveModel = user::Entity::find_by_id(u).one(db).await.unwrap().unwrap().into();
        ana.phone = Set(Some("+55 11 91234-5678".into()));
        ana.bio = Set(Some("Fotógrafa".into()));
        ana.totp_last_step = Set(Some(42));
        ana.update(db).await.unwrap();
        let mut sala: space::ActiveModel = space::Entity::find_by_id(a).one(db).await.unwrap().unwrap().into();
        sala.description = Set(Some("Com vista".into()));
        sala.opening_hours = Set(Some(json!([[["08:00", "18:00"]], [], [], [], [], [], []])));
        sala.min_duration_minutes = Set(Some(30));
        sala.slot_minutes = Set(Some(30));
        sala.update(db).await.unwrap();
        let first = booking::Entity::find().filter(booking::Column::SpaceId.eq(a)).one(db).await.unwrap().unwrap();
        let mut noted: booking::ActiveModel = first.into();
        noted.notes = Set(Some("Projetor, por favor".into()));
        noted.idempotency_key = Set(Some("k-1".into()));
        noted.pay_by = Set(Some(at("2031-03-10T12:30:00Z")));
        noted.update(db).await.unwrap();

        let search = api::services::reports::admin::BookingSearch { status: None, date: None, search: None };
        let full = api::services::reports::admin::Related::Full;
        let page = api::services::reports::admin::list_bookings(db, &search, app.state.config.timezone, 50, None, true, full)
            .await
            .unwrap();
        assert_eq!(page.items.len(), 9);
        assert_eq!(page.total.map(|t| t.count), Some(9));
        for (b, s, u) in &page.items {
            assert_eq!(Some(b), booking::Entity::find_by_id(b.id).one(db).await.unwrap().as_ref());
            assert_eq!(Some(s), space::Entity::find_by_id(s.id).one(db).await.unwrap().as_ref());
            assert_eq!(Some(u), user::Entity::find_by_id(u.id).one(db).await.unwrap().as_ref());
        }
        assert!(page.items.iter().any(|(b, _, _)| b.notes.is_some() && b.pay_by.is_some()));
        assert!(page.items.iter().any(|(b, _, _)| b.notes.is_none() && b.pay_by.is_none()));
        assert!(page.items.iter().any(|(_, s, _)| s.opening_hours.is_some()));
        assert!(page.items.iter().any(|(_, s, _)| s.opening_hours.is_none()));
    }
);

db_test!(
    async fn the_last_admin_cannot_be_demoted_but_another_may_demote_themselves(app) {
        let admin = first_admin(&app).await;
        let ana = app.user("ana@exemplo.com").await;
        let me = app.gql(Some(&admin), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
        let ana_id = app.gql(Some(&ana), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
        const SET: &str = "mutation($id: ID!, $role: Role!) { setUserRole(input: {userId: $id, role: $role}) { user { role } } }";
        let refused = app.gql(Some(&admin), SET, json!({"id": me, "role": "USER"})).await;
        assert_eq!(error(&refused), ("CONFLICT".into(), "Não é possível remover o último administrador.".into(), None));

        let promoted = app.gql(Some(&admin), SET, json!({"id": ana_id, "role": "ADMIN"})).await;
        assert_eq!(promoted["data"]["setUserRole"]["user"]["role"], "ADMIN");
        let counts = app.gql(Some(&admin), "{ userCounts { total admins users newThisMonth } }", json!({})).await;
        assert_eq!(counts["data"]["userCounts"], json!({"total": 2, "admins": 2, "users": 0, "newThisMonth": 2}));
        // Ana's existing token is an admin's at once.
        assert!(app.gql(Some(&ana), "{ userCounts { total } }", json!({})).await["errors"].is_null());

        let demoted = app.gql(Some(&admin), SET, json!({"id": me, "role": "USER"})).await;
        assert_eq!(demoted["data"]["setUserRole"]["user"]["role"], "USER");
        assert_eq!(error(&app.gql(Some(&admin), "{ userCounts { total } }", json!({})).await).0, "FORBIDDEN", "takes effect at once");
        let last = app.gql(Some(&ana), SET, json!({"id": ana_id, "role": "USER"})).await;
        assert_eq!(error(&last).1, "Não é possível remover o último administrador.");

        let found = app.gql(Some(&ana), "{ users(search: \"ANA@\") { totalCount edges { node { email role createdAt } } } }", json!({})).await;
        assert_eq!(found["data"]["users"]["totalCount"], 1);
    }
);

db_test!(
    async fn an_admin_sees_a_new_booking_live(app) {
        let admin = first_admin(&app).await;
        let space = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let user = app.user("ana@exemplo.com").await;
        let mut ws = Ws::connect(&app, Some(&admin)).await;
        ws.subscribe("1", "subscription { bookingChanged { status space { name } user { email } } }", json!({})).await;
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        let body = app.gql(Some(&user), "mutation($s: ID!) { createBooking(input: {spaceId: $s, startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}) { booking { id } } }", json!({"s": space})).await;
        assert!(body["errors"].is_null(), "{body}");
        let pushed = ws.next_message().await;
        assert_eq!(pushed["payload"]["data"]["bookingChanged"], json!({"status": "PENDING", "space": {"name": "Sala Ipê"}, "user": {"email": "ana@exemplo.com"}}));
    }
);

db_test!(
    async fn the_csv_export_streams_the_filtered_list_for_excel(app) {
        let f = fixture(&app).await;
        let csv = |query: &'static str| {
            let admin = f.admin.clone();
            let url = format!("{}/export/bookings.csv{query}", app.url);
            async move {
                let response = reqwest::Client::new().get(url).bearer_auth(admin).send().await.unwrap();
                assert_eq!(response.status(), 200);
                assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
                assert!(response.headers()["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"reservas-"));
                response.bytes().await.unwrap().to_vec()
            }
        };
        let bytes = csv("").await;
        assert_eq!(&bytes[..3], b"\xEF\xBB\xBF", "UTF-8 BOM");
        let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
        let lines: Vec<&str> = text.trim_end().split("\r\n").collect();
        assert_eq!(lines[0], "Espaço;Status;Usuário;E-mail;Data;Início;Fim;Horas;Capacidade;Valor (R$);Observações;Criada em");
        assert_eq!(lines.len(), 10, "a header and nine bookings");
        // b9, the newest: midnight of April 1st locally.
        assert_eq!(lines[1], "Sala B;Confirmado;Usuária de Teste;ana@exemplo.com;01/04/2031;00:00;01:00;1;4;5,00;;09/03/2031 15:00");
        let filtered = String::from_utf8(csv("?status=confirmed&search=sala%20a").await[3..].to_vec()).unwrap();
        assert_eq!(filtered.trim_end().split("\r\n").count(), 5);
        let day = String::from_utf8(csv("?date=2031-03-10").await[3..].to_vec()).unwrap();
        assert_eq!(day.trim_end().split("\r\n").count(), 3);
        let bad = reqwest::Client::new().get(format!("{}/export/bookings.csv?date=ontem", app.url)).bearer_auth(&f.admin).send().await.unwrap();
        assert_eq!(bad.status(), 400);
    }
);

db_test!(
    async fn a_search_across_every_day_counts_up_to_its_cap_and_says_so(app) {
        let f = fixture(&app).await;
        // Zélia has 1,005 (cancelled: they block nothing) bookings on one day.
        app.user("zelia@exemplo.com").await;
        let (zelia, a) = (id_of_user(&app, "zelia@exemplo.com").await, id_of_space(&app, "Sala A").await);
        let rows = (0..1_005).map(|i| {
            let created = at("2031-03-01T12:00:00Z") + Duration::seconds(i);
            row(zelia, a, "cancelled", at("2031-03-20T12:00:00Z"), 1, 1000, created)
        });
        let rows: Vec<_> = rows.collect();
        for chunk in rows.chunks(200) {
            booking::Entity::insert_many(chunk.to_vec()).exec(&app.state.db).await.unwrap();
        }
        // Many accounts whose names hold 'Muitos': more than a search names one by one.
        let many: Vec<_> = (0..510)
            .map(|i| user::ActiveModel {
                id: Set(Uuid::now_v7()),
                full_name: Set(format!("Muitos {i}")),
                email: Set(format!("muitos{i}@exemplo.com")),
                password_hash: Set("x".into()),
                role: Set(entities::user::UserRole::User),
                created_at: Set(at("2031-01-01T00:00:00Z")),
                updated_at: Set(at("2031-01-01T00:00:00Z")),
                ..Default::default()
            })
            .collect();
        user::Entity::insert_many(many).exec(&app.state.db).await.unwrap();
        const LIST: &str = "query($f: BookingFilter, $after: String) { bookings(filter: $f, first: 20, after: $after) { totalCount totalCountPrecision pageInfo { hasNextPage endCursor } edges { node { user { email } } } } }";
        let count = |body: &Value| (body["data"]["bookings"]["totalCount"].clone(), body["data"]["bookings"]["totalCountPrecision"].clone());
        let broad = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "zelia"}})).await;
        assert_eq!(count(&broad), (json!(1000), json!("AT_LEAST")), "{broad}");
        assert_eq!(broad["data"]["bookings"]["edges"].as_array().unwrap().len(), 20);
        assert_eq!(broad["data"]["bookings"]["edges"][0]["node"]["user"]["email"], "zelia@exemplo.com");
        let next = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "zelia"}, "after": broad["data"]["bookings"]["pageInfo"]["endCursor"]})).await;
        assert_eq!(count(&next), (json!(1000), json!("AT_LEAST")), "the next page says the same");
        // A day bounds what a count reads: exact again.
        let day = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "zelia", "date": "2031-03-20"}})).await;
        assert_eq!(count(&day), (json!(1005), json!("EXACT")), "{day}");
        let everyone = app.gql(Some(&f.admin), LIST, json!({"f": {"status": "CANCELLED"}})).await;
        assert_eq!(count(&everyone), (json!(1006), json!("EXACT")), "b3 and Zélia's, from the totals");
        // Few matches, none, and more accounts than a search names by id: exact and right.
        let ana = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "ana@"}})).await;
        assert_eq!(count(&ana), (json!(9), json!("EXACT")));
        let none = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "ninguém"}})).await;
        assert_eq!(count(&none), (json!(0), json!("EXACT")));
        assert_eq!(none["data"]["bookings"]["edges"], json!([]));
        let many = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "muitos"}})).await;
        assert_eq!(count(&many), (json!(0), json!("EXACT")), "510 accounts, no bookings: {many}");
        let many_or_space = app.gql(Some(&f.admin), LIST, json!({"f": {"search": "u"}})).await;
        assert_eq!(count(&many_or_space), (json!(1000), json!("AT_LEAST")), "'u' is in every e-mail");
        // The CSV export finds the same bookings.
        let csv = reqwest::Client::new().get(format!("{}/export/bookings.csv?search=zelia", app.url)).bearer_auth(&f.admin).send().await.unwrap();
        let text = csv.text().await.unwrap();
        assert_eq!(text.trim_end().split("\r\n").count(), 1 + 1005, "the export is never capped");
    }
);

db_test!(
    async fn a_list_that_shows_little_reads_little_and_answers_the_same(app) {
        let f = fixture(&app).await;
        // The admin screen's selection: what a row shows of the space and the owner. The
        // list then reads those columns only (services/positional.rs, `light`).
        const SHOWN: &str = "{ bookings(first: 50) { edges { node { id status space { __typename id name capacity imageUrl } user { id fullName email avatarUrl } } } } }";
        let shown = app.gql(Some(&f.admin), SHOWN, json!({})).await;
        assert!(shown.get("errors").is_none(), "{shown}");
        // The same and more: every column is read, and the shown fields do not change.
        const MORE: &str = "{ bookings(first: 50) { edges { node { id status space { __typename id name capacity imageUrl pricePerHour isActive } user { id fullName email avatarUrl role } } } } }";
        let more = app.gql(Some(&f.admin), MORE, json!({})).await;
        let edges = |v: &Value| v["data"]["bookings"]["edges"].as_array().unwrap().clone();
        assert_eq!(edges(&shown).len(), 9);
        for (light, full) in edges(&shown).iter().zip(edges(&more)) {
            for field in ["id", "status"] {
                assert_eq!(light["node"][field], full["node"][field]);
            }
            for field in ["__typename", "id", "name", "capacity", "imageUrl"] {
                assert_eq!(light["node"]["space"][field], full["node"]["space"][field], "space {field}");
            }
            for field in ["id", "fullName", "email", "avatarUrl"] {
                assert_eq!(light["node"]["user"][field], full["node"]["user"][field], "user {field}");
            }
            // Real values, not a light row's placeholders (0, false, USER).
            assert_eq!(full["node"]["space"]["pricePerHour"], "10.00");
            assert_eq!(full["node"]["space"]["isActive"], true);
            assert_eq!(full["node"]["user"]["role"], "USER");
        }
        assert_eq!(edges(&shown)[0]["node"]["user"]["email"], "ana@exemplo.com");

        // A field asked through a fragment, an inline fragment or an alias counts too.
        for query in [
            "fragment P on Space { pricePerHour } { bookings(first: 50) { edges { node { space { name ...P } } } } }",
            "{ bookings(first: 50) { edges { node { space { name } ... on Booking { space { pricePerHour } } } } } }",
            "{ bookings(first: 50) { edges { node { space { name } other: space { pricePerHour } } } } }",
            "{ bookings(first: 50) { nodes { space { name pricePerHour } } } }",
        ] {
            let body = app.gql(Some(&f.admin), query, json!({})).await;
            assert!(body.get("errors").is_none(), "{query}: {body}");
            let text = body.to_string();
            assert!(text.contains("\"10.00\"") && !text.contains("\"0.00\""), "{query}: {body}");
        }

        // Another field of the same request that reads the same space in full gets it in
        // full: the light rows never reach the loaders.
        let booking = edges(&shown)[0]["node"]["id"].clone();
        let both = app
            .gql(
                Some(&f.admin),
                "query($id: ID!) { bookings(first: 50) { edges { node { space { name } } } } node(id: $id) { ... on Booking { space { pricePerHour isActive } user { role } } } }",
                json!({"id": booking}),
            )
            .await;
        assert_eq!(both["data"]["node"]["space"], json!({"pricePerHour": "10.00", "isActive": true}), "{both}");
        assert_eq!(both["data"]["node"]["user"]["role"], "USER");
    }
);
