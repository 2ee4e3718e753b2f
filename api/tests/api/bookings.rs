//! The booking engine over real HTTP and websockets: rules, the race for one slot,
//! idempotency, permissions, the status machine, grouping, live availability (one node
//! and two nodes on PostgreSQL), and the mails.

use api::domain::messages as msg;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestOptions, Ws, error};
use crate::spaces::{create, first_admin};

const AVAILABILITY: &str = "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt available tooSoon } } }";
const BOOK: &str = "mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id status startsAt endsAt hours totalPrice notes canCancel space { name } } } }";
/// Tomorrow of the test clock (2031-03-10 09:00 in São Paulo).
const DAY: &str = "2031-03-11";

/// (startsAt, endsAt) instants of a slot range from the server's availability.
async fn hours(app: &TestApp, token: &str, space: &str, date: &str, from: i64, to: i64) -> (String, String) {
    let body = app.gql(Some(token), AVAILABILITY, json!({"s": space, "d": date})).await;
    let slots = body["data"]["availability"]["slots"].as_array().unwrap_or_else(|| panic!("{body}")).clone();
    let start = slots.iter().find(|s| s["hour"] == from).unwrap()["startsAt"].as_str().unwrap().to_owned();
    let end = slots.iter().find(|s| s["hour"] == to - 1).unwrap()["endsAt"].as_str().unwrap().to_owned();
    (start, end)
}

async fn book(app: &TestApp, token: &str, space: &str, from: i64, to: i64, extra: Value) -> Value {
    let (starts, ends) = hours(app, token, space, DAY, from, to).await;
    let mut input = json!({"spaceId": space, "startsAt": starts, "endsAt": ends});
    input.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    app.gql(Some(token), BOOK, json!({"input": input})).await
}

struct World {
    admin: String,
    user: String,
    space: String,
}

async fn world(app: &TestApp) -> World {
    let admin = first_admin(app).await;
    let space = create(app, &admin, "Sala Ipê", 8, "80.50", &["wifi", "projetor", "som"]).await;
    let user = app.user("ana@exemplo.com").await;
    World { admin, user, space }
}

db_test!(
    async fn a_booking_is_priced_by_the_server_and_blocks_its_hours(app) {
        let w = world(&app).await;
        let body = book(&app, &w.user, &w.space, 10, 12, json!({"notes": "   "})).await;
        let booking = &body["data"]["createBooking"]["booking"];
        assert_eq!(booking["status"], "PENDING", "{body}");
        assert_eq!(booking["hours"], 2);
        assert_eq!(booking["totalPrice"], "161.00");
        assert!(booking["notes"].is_null(), "empty notes are stored as null");
        assert_eq!(booking["space"]["name"], "Sala Ipê");
        assert_eq!(booking["startsAt"], "2031-03-11T13:00:00+00:00", "10:00 in São Paulo");

        let body = app.gql(Some(&w.user), AVAILABILITY, json!({"s": w.space, "d": DAY})).await;
        let slots = body["data"]["availability"]["slots"].as_array().unwrap();
        assert_eq!(slots.len(), 14);
        let busy: Vec<i64> = slots.iter().filter(|s| s["available"] == false).map(|s| s["hour"].as_i64().unwrap()).collect();
        assert_eq!(busy, [10, 11]);

        let taken = book(&app, &w.user, &w.space, 11, 13, json!({})).await;
        assert_eq!(error(&taken).0, "CONFLICT");
        assert_eq!(error(&taken).1, "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.");
        assert_eq!(taken["errors"][0]["extensions"]["title"], "Horário indisponível");
        assert!(book(&app, &w.user, &w.space, 12, 13, json!({})).await["errors"].is_null(), "back to back is fine");
    }
);

db_test!(
    async fn the_form_opens_on_the_first_day_with_a_free_hour(app) {
        const FIRST_FREE: &str = "query($s: ID!) { space(id: $s) { firstFreeDate } }";
        let w = world(&app).await;
        let first_free = || async { app.gql(Some(&w.user), FIRST_FREE, json!({"s": w.space})).await["data"]["space"]["firstFreeDate"].clone() };
        assert_eq!(first_free().await, "2031-03-10", "09:00 now: today still has hours");
        // Every start left today taken (10:00 is the first an hour ahead; 20:00 the last).
        for (from, to) in [(10, 18), (18, 21)] {
            let (starts, ends) = hours(&app, &w.user, &w.space, "2031-03-10", from, to).await;
            let body = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": starts, "endsAt": ends}})).await;
            assert!(body["errors"].is_null(), "{body}");
        }
        assert_eq!(first_free().await, "2031-03-11");
        let anonymous = app.gql(None, FIRST_FREE, json!({"s": w.space})).await;
        assert_eq!(error(&anonymous).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn the_rules_answer_with_their_titles(app) {
        let w = world(&app).await;
        let cases = [
            (12, 10, "Horário inválido", "O horário de fim deve ser após o horário de início."),
            (8, 17, "Duração máxima excedida", "A reserva pode ter no máximo 8 horas."),
        ];
        for (from, to, title, message) in cases {
            let (a, _) = hours(&app, &w.user, &w.space, DAY, from.min(to), from.min(to) + 1).await;
            let (_, b) = hours(&app, &w.user, &w.space, DAY, to.max(from) - 1, to.max(from)).await;
            let (starts, ends) = if from < to { (a, b) } else { (b, a) };
            let body = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": starts, "endsAt": ends}})).await;
            assert_eq!(body["errors"][0]["extensions"]["title"], title, "{body}");
            assert_eq!(error(&body).1, message);
        }
        // Today at 09:10 São Paulo: 10:00 is under an hour away.
        app.clock.advance(chrono::Duration::minutes(10));
        let (starts, ends) = hours(&app, &w.user, &w.space, "2031-03-10", 10, 11).await;
        let body = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": starts, "endsAt": ends}})).await;
        assert_eq!(error(&body).1, "A reserva deve ser feita com pelo menos 1 hora de antecedência.");
        let outside = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-11T09:00:00Z", "endsAt": "2031-03-11T10:00:00Z"}})).await;
        assert_eq!(error(&outside).1, "As reservas começam entre 08:00 e 20:00 e terminam até 22:00.");
        let half = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-11T13:30:00Z", "endsAt": "2031-03-11T15:00:00Z"}})).await;
        assert_eq!(error(&half).1, "As reservas começam e terminam em horas cheias.");

        app.gql(Some(&w.admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { id } } }", json!({"id": w.space})).await;
        let inactive = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-11T13:00:00Z", "endsAt": "2031-03-11T14:00:00Z"}})).await;
        assert_eq!(inactive["errors"][0]["extensions"]["title"], "Espaço indisponível");
        assert_eq!(error(&inactive).1, "Este espaço não está disponível para reservas.");
        let mine = app.gql(Some(&w.user), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(mine["data"]["bookings"]["totalCount"], 0, "refused requests booked nothing");
    }
);

db_test!(
    async fn fifty_clients_racing_for_one_slot_leave_exactly_one_booking(app) {
        let w = world(&app).await;
        let mut users = vec![w.user.clone()];
        for i in 0..4 {
            users.push(app.user(&format!("corredor{i}@exemplo.com")).await);
        }
        // Every variant contains 11:00–12:00, so any two of them overlap.
        let variants = [(10, 12), (11, 12), (11, 13), (9, 12), (8, 12), (11, 14), (10, 13)];
        let mut ranges = Vec::new();
        for (from, to) in variants {
            ranges.push(hours(&app, &w.user, &w.space, DAY, from, to).await);
        }
        let client = reqwest::Client::new();
        let mut tasks = Vec::new();
        for i in 0..50 {
            let (starts, ends) = ranges[i % ranges.len()].clone();
            let token = users[i % users.len()].clone();
            let url = format!("{}/graphql", app.url);
            let client = client.clone();
            let space = w.space.clone();
            tasks.push(tokio::spawn(async move {
                let response = client
                    .post(url)
                    .bearer_auth(token)
                    .json(&json!({"query": BOOK, "variables": {"input": {"spaceId": space, "startsAt": starts, "endsAt": ends}}}))
                    .send()
                    .await
                    .unwrap();
                (response.status().as_u16(), response.json::<Value>().await.unwrap())
            }));
        }
        let mut won = 0;
        for task in tasks {
            let (status, body) = task.await.unwrap();
            assert_eq!(status, 200, "never a 5xx: {body}");
            if body["errors"].is_null() {
                won += 1;
            } else {
                assert_eq!(error(&body).0, "CONFLICT", "{body}");
            }
        }
        assert_eq!(won, 1, "exactly one winner");
        let admin_view = app.gql(Some(&w.admin), AVAILABILITY, json!({"s": w.space, "d": DAY})).await;
        let busy = admin_view["data"]["availability"]["slots"].as_array().unwrap().iter().filter(|s| s["available"] == false).count();
        assert!(busy >= 1);
    }
);

db_test!(
    async fn a_retry_with_the_same_key_returns_the_first_booking(app) {
        let w = world(&app).await;
        let key = json!({"idempotencyKey": "form-123"});
        let first = book(&app, &w.user, &w.space, 14, 16, key.clone()).await;
        let again = book(&app, &w.user, &w.space, 14, 16, key.clone()).await;
        assert!(again["errors"].is_null(), "a retry is not a conflict: {again}");
        assert_eq!(first["data"]["createBooking"]["booking"]["id"], again["data"]["createBooking"]["booking"]["id"]);
        // Concurrent retries too.
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let (app_url, token, space) = (app.url.clone(), w.user.clone(), w.space.clone());
                tokio::spawn(async move {
                    let input = json!({"spaceId": space, "startsAt": "2031-03-11T20:00:00Z", "endsAt": "2031-03-11T21:00:00Z", "idempotencyKey": "form-456"});
                    let body: Value = reqwest::Client::new().post(format!("{app_url}/graphql")).bearer_auth(token).json(&json!({"query": BOOK, "variables": {"input": input}})).send().await.unwrap().json().await.unwrap();
                    body["data"]["createBooking"]["booking"]["id"].as_str().map(str::to_owned)
                })
            })
            .collect();
        let mut ids = Vec::new();
        for t in tasks {
            ids.push(t.await.unwrap().expect("every retry answers with the booking"));
        }
        ids.dedup();
        assert_eq!(ids.len(), 1);
        let mine = app.gql(Some(&w.user), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(mine["data"]["bookings"]["totalCount"], 2);
    }
);

db_test!(
    async fn other_peoples_bookings_are_out_of_reach(app) {
        let w = world(&app).await;
        let body = book(&app, &w.user, &w.space, 10, 12, json!({})).await;
        let id = body["data"]["createBooking"]["booking"]["id"].clone();
        let bia = app.user("bia@exemplo.com").await;
        let node = app.gql(Some(&bia), "query($id: ID!) { node(id: $id) { id } }", json!({"id": id})).await;
        assert!(node["data"]["node"].is_null());
        let theirs = app.gql(Some(&bia), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(theirs["data"]["bookings"]["totalCount"], 0, "users list only their own");
        for op in ["cancelBooking", "payBooking"] {
            let body = app.gql(Some(&bia), &format!("mutation($id: ID!) {{ {op}(input: {{bookingId: $id}}) {{ booking {{ id }} }} }}"), json!({"id": id})).await;
            assert_eq!(error(&body).0, "NOT_FOUND", "{op}");
        }
        let complete = app.gql(Some(&w.user), "mutation($id: ID!) { completeBooking(input: {bookingId: $id}) { booking { id } } }", json!({"id": id})).await;
        assert_eq!(error(&complete).0, "FORBIDDEN");
        for op in ["{ bookings { totalCount } }", "{ myBookingsSummary { today } }", "{ userDashboard { upcomingBookings } }"] {
            assert_eq!(error(&app.gql(None, op, json!({})).await).0, "UNAUTHENTICATED", "{op}");
        }
        let anon = app.gql(None, BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-11T13:00:00Z", "endsAt": "2031-03-11T14:00:00Z"}})).await;
        assert_eq!(error(&anon).0, "UNAUTHENTICATED");
        let admin_pays = app.gql(Some(&w.admin), "mutation($id: ID!) { payBooking(input: {bookingId: $id}) { booking { id } } }", json!({"id": id})).await;
        assert_eq!(error(&admin_pays).0, "FORBIDDEN", "only the owner pays");
    }
);

db_test!(
    async fn the_status_machine_is_enforced_on_the_server(app) {
        let w = world(&app).await;
        let a = book(&app, &w.user, &w.space, 8, 9, json!({})).await["data"]["createBooking"]["booking"]["id"].clone();
        let b = book(&app, &w.user, &w.space, 9, 10, json!({})).await["data"]["createBooking"]["booking"]["id"].clone();
        let op = |name: &str| format!("mutation($id: ID!) {{ {name}(input: {{bookingId: $id}}) {{ booking {{ status canCancel cancelBlockedReason }} }} }}");

        let paid = app.gql(Some(&w.user), &op("payBooking"), json!({"id": a})).await;
        assert_eq!(paid["data"]["payBooking"]["booking"]["status"], "CONFIRMED", "{paid}");
        let twice = app.gql(Some(&w.user), &op("payBooking"), json!({"id": a})).await;
        assert_eq!(error(&twice), ("CONFLICT".into(), "Esta reserva não pode passar de Confirmado para Confirmado.".into(), None));

        let no_reason = app.gql(Some(&w.admin), &op("cancelBooking"), json!({"id": b})).await;
        assert_eq!(error(&no_reason), ("VALIDATION".into(), msg::REASON_REQUIRED.into(), Some("reason".into())));
        let admin_cancel = "mutation($id: ID!, $r: String) { cancelBooking(input: {bookingId: $id}, reason: $r) { booking { status cancelReason } } }";
        let blank = app.gql(Some(&w.admin), admin_cancel, json!({"id": b, "r": " \u{200B} "})).await;
        assert_eq!(error(&blank).1, msg::REASON_REQUIRED, "an invisible reason is no reason");
        let admin_cancel_pending = app.gql(Some(&w.admin), admin_cancel, json!({"id": b, "r": "Manutenção do ar-condicionado"})).await;
        assert_eq!(admin_cancel_pending["data"]["cancelBooking"]["booking"], json!({"status": "CANCELLED", "cancelReason": "Manutenção do ar-condicionado"}));

        // 08:00 tomorrow is 23 h away: the owner may still cancel; 2 h before, not any more.
        app.clock.advance(chrono::Duration::hours(21));
        let (user, _) = app.sign_in("ana@exemplo.com", "senha-secreta").await;
        let (admin, _) = app.sign_in("admin@exemplo.com", "segredo1").await;
        let w = World { user, admin, space: w.space };
        let late = app.gql(Some(&w.user), &op("cancelBooking"), json!({"id": a})).await;
        assert_eq!(error(&late).1, "Só é possível cancelar com mais de 2 horas de antecedência.");
        let node = app.gql(Some(&w.user), "query($id: ID!) { node(id: $id) { ... on Booking { canCancel cancelBlockedReason } } }", json!({"id": a})).await;
        assert_eq!(node["data"]["node"], json!({"canCancel": false, "cancelBlockedReason": "Só é possível cancelar com mais de 2 horas de antecedência."}));

        let early = app.gql(Some(&w.admin), &op("completeBooking"), json!({"id": a})).await;
        assert_eq!(error(&early).1, msg::COMPLETE_BEFORE_END, "08:00–09:00 tomorrow has not happened yet");
        app.clock.advance(chrono::Duration::hours(3));
        let (admin, _) = app.sign_in("admin@exemplo.com", "segredo1").await;
        let done = app.gql(Some(&admin), &op("completeBooking"), json!({"id": a})).await;
        assert_eq!(done["data"]["completeBooking"]["booking"]["status"], "COMPLETED");
        let again = app.gql(Some(&admin), &op("completeBooking"), json!({"id": a})).await;
        assert_eq!(error(&again).1, "Esta reserva não pode passar de Realizado para Realizado.");
    }
);

db_test!(
    async fn my_bookings_are_grouped_and_counted_and_the_dashboard_adds_up(app) {
        let w = world(&app).await;
        let other = create(&app, &w.admin, "Sala Cedro", 3, "35", &["wifi"]).await;
        book(&app, &w.user, &w.space, 10, 12, json!({})).await;
        let paid = book(&app, &w.user, &other, 14, 17, json!({})).await["data"]["createBooking"]["booking"]["id"].clone();
        app.gql(Some(&w.user), "mutation($id: ID!) { payBooking(input: {bookingId: $id}) { booking { id } } }", json!({"id": paid})).await;
        // Today (09:00 now): 15:00–16:00.
        let (s, e) = hours(&app, &w.user, &w.space, "2031-03-10", 15, 16).await;
        app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": s, "endsAt": e}})).await;

        let summary = app.gql(Some(&w.user), "{ myBookingsSummary { today upcoming pending history } }", json!({})).await;
        assert_eq!(summary["data"]["myBookingsSummary"], json!({"today": 1, "upcoming": 3, "pending": 2, "history": 0}));
        let upcoming = app.gql(Some(&w.user), "{ bookings(filter: {group: UPCOMING}) { totalCount edges { node { startsAt } } } }", json!({})).await;
        let starts: Vec<&str> = upcoming["data"]["bookings"]["edges"].as_array().unwrap().iter().map(|e| e["node"]["startsAt"].as_str().unwrap()).collect();
        let mut sorted = starts.clone();
        sorted.sort();
        assert_eq!(starts, sorted, "soonest first");

        let dash = app.gql(Some(&w.user), "{ userDashboard { upcomingBookings upcomingHours availableSpaces nextBookings { id } popularSpaces { name } } }", json!({})).await;
        let d = &dash["data"]["userDashboard"];
        assert_eq!(d["upcomingBookings"], 3);
        assert_eq!(d["upcomingHours"], 6);
        assert_eq!(d["availableSpaces"], 2);
        assert_eq!(d["nextBookings"].as_array().unwrap().len(), 3);
        assert_eq!(d["popularSpaces"][0]["name"], "Sala Ipê", "two bookings beat one");

        // Two days later they have all passed: history.
        app.clock.advance(chrono::Duration::days(2));
        let (user, _) = app.sign_in("ana@exemplo.com", "senha-secreta").await;
        let summary = app.gql(Some(&user), "{ myBookingsSummary { today upcoming pending history } }", json!({})).await;
        assert_eq!(summary["data"]["myBookingsSummary"]["history"], 3);
        assert_eq!(summary["data"]["myBookingsSummary"]["upcoming"], 0);
    }
);

db_test!(
    async fn an_open_form_sees_a_slot_taken_elsewhere_at_once(app) {
        let w = world(&app).await;
        let bia = app.user("bia@exemplo.com").await;
        let mut ws = Ws::connect(&app, Some(&w.user)).await;
        ws.subscribe("1", "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }", json!({"s": w.space, "d": DAY})).await;
        let initial = ws.next_message().await;
        assert_eq!(initial["type"], "next", "{initial}");
        assert!(initial["payload"]["data"]["availabilityChanged"]["slots"].as_array().unwrap().iter().all(|s| s["available"] == true));

        book(&app, &bia, &w.space, 10, 12, json!({})).await;
        let pushed = ws.next_message().await;
        let busy: Vec<i64> = pushed["payload"]["data"]["availabilityChanged"]["slots"].as_array().unwrap().iter().filter(|s| s["available"] == false).map(|s| s["hour"].as_i64().unwrap()).collect();
        assert_eq!(busy, [10, 11]);

        // Another day or another space does not disturb this form.
        book(&app, &bia, &w.space, 14, 15, json!({"idempotencyKey": "x"})).await;
        let _same_day = ws.next_message().await;
        let other = create(&app, &w.admin, "Sala Cedro", 3, "35", &[]).await;
        book(&app, &bia, &other, 10, 12, json!({})).await;
        assert!(ws.quiet_for(500).await, "no push for another space");
    }
);

db_test!(
    async fn the_subscribers_of_one_day_share_one_feed_that_stops_when_they_leave(app) {
        let w = world(&app).await;
        const SUB: &str = "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }";
        let mut forms = Vec::new();
        for _ in 0..3 {
            let mut ws = Ws::connect(&app, Some(&w.user)).await;
            ws.subscribe("1", SUB, json!({"s": w.space, "d": DAY})).await;
            assert_eq!(ws.next_message().await["type"], "next");
            forms.push(ws);
        }
        assert_eq!(app.state.feeds.len(), 1, "one feed for three forms on the same day");
        book(&app, &w.user, &w.space, 9, 10, json!({})).await;
        for ws in &mut forms {
            let pushed = ws.next_message().await;
            let busy: Vec<i64> = pushed["payload"]["data"]["availabilityChanged"]["slots"].as_array().unwrap().iter().filter(|s| s["available"] == false).map(|s| s["hour"].as_i64().unwrap()).collect();
            assert_eq!(busy, [9]);
        }
        drop(forms);
        for _ in 0..50 {
            if app.state.feeds.is_empty() {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the feed outlived its subscribers");
    }
);

db_test!(
    async fn the_sockets_watching_one_day_share_one_run_and_its_payload(app) {
        let w = world(&app).await;
        const SUB: &str = "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }";
        let day = json!({"s": w.space, "d": DAY});
        // Three forms of users, each with its own operation id (one needing escapes).
        let bia = app.user("bia@exemplo.com").await;
        let mut forms = Vec::new();
        for (token, id) in [(&w.user, "1"), (&bia, "form-2"), (&w.user, "a\"b")] {
            let mut ws = Ws::connect(&app, Some(token)).await;
            ws.subscribe(id, SUB, day.clone()).await;
            let first = ws.next_message().await;
            assert_eq!((first["type"].as_str(), first["id"].as_str()), (Some("next"), Some(id)), "{first}");
            forms.push((id, ws));
        }
        assert_eq!(app.state.runs.len(), 1, "users' forms of one day share one run");
        // An admin, another selection or another day runs apart.
        let mut admin = Ws::connect(&app, Some(&w.admin)).await;
        admin.subscribe("1", SUB, day.clone()).await;
        assert_eq!(admin.next_message().await["type"], "next");
        let mut other = Ws::connect(&app, Some(&w.user)).await;
        other.subscribe("1", "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour } } }", day.clone()).await;
        assert_eq!(other.next_message().await["type"], "next");
        assert_eq!(app.state.runs.len(), 3);

        book(&app, &bia, &w.space, 10, 11, json!({})).await;
        let mut payloads = Vec::new();
        for (id, ws) in &mut forms {
            let pushed = ws.next_message().await;
            assert_eq!((pushed["type"].as_str(), pushed["id"].as_str()), (Some("next"), Some(*id)), "{pushed}");
            payloads.push(pushed["payload"].clone());
        }
        let busy: Vec<i64> = payloads[0]["data"]["availabilityChanged"]["slots"].as_array().unwrap().iter().filter(|s| s["available"] == false).map(|s| s["hour"].as_i64().unwrap()).collect();
        assert_eq!(busy, [10]);
        assert!(payloads.iter().all(|p| *p == payloads[0]), "one payload for every form");
        assert_eq!(admin.next_message().await["payload"], payloads[0]);
        drop((forms, admin, other));
        for _ in 0..50 {
            if app.state.runs.is_empty() {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("a run outlived its sockets");
    }
);

db_test!(
    async fn a_user_watching_a_space_is_told_when_it_is_deactivated(app) {
        let w = world(&app).await;
        const SUB: &str = "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour } } }";
        let mut user = Ws::connect(&app, Some(&w.user)).await;
        user.subscribe("1", SUB, json!({"s": w.space, "d": DAY})).await;
        assert_eq!(user.next_message().await["type"], "next");
        let mut admin = Ws::connect(&app, Some(&w.admin)).await;
        admin.subscribe("1", SUB, json!({"s": w.space, "d": DAY})).await;
        assert_eq!(admin.next_message().await["type"], "next");

        let off = app
            .gql(Some(&w.admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { isActive } } }", json!({"id": w.space}))
            .await;
        assert_eq!(off["data"]["setSpaceActive"]["space"]["isActive"], false, "{off}");
        let told = user.next_message().await;
        assert_eq!(told["payload"]["errors"][0]["extensions"]["code"], "NOT_FOUND", "{told}");
        assert_eq!(user.next_message().await["type"], "complete");
        // Admins keep watching an inactive space.
        assert_eq!(admin.next_message().await["type"], "next");
        // A new subscription of a user is refused as before.
        let mut late = Ws::connect(&app, Some(&w.user)).await;
        late.subscribe("1", SUB, json!({"s": w.space, "d": DAY})).await;
        assert_eq!(late.next_message().await["payload"]["errors"][0]["extensions"]["code"], "NOT_FOUND");
    }
);

db_test!(
    async fn subscriptions_need_a_signed_in_connection(app) {
        let w = world(&app).await;
        let mut ws = Ws::connect(&app, None).await;
        ws.subscribe("1", "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour } } }", json!({"s": w.space, "d": DAY})).await;
        let message = ws.next_message().await;
        assert_eq!(message["payload"]["errors"][0]["extensions"]["code"], "UNAUTHENTICATED", "{message}");
        let mut user_ws = Ws::connect(&app, Some(&w.user)).await;
        user_ws.subscribe("2", "subscription { bookingChanged { id } }", json!({})).await;
        let refused = user_ws.next_message().await;
        assert_eq!(refused["payload"]["errors"][0]["extensions"]["code"], "FORBIDDEN", "{refused}");
    }
);

db_test!(
    async fn booking_mails_follow_the_users_settings_and_reminders_go_once(app) {
        let w = world(&app).await;
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        let count = |app: &TestApp, prefix: &str| app.mails_to("ana@exemplo.com").iter().filter(|m| m.subject.starts_with(prefix)).count();
        let id = book(&app, &w.user, &w.space, 10, 12, json!({})).await["data"]["createBooking"]["booking"]["id"].clone();
        app.gql(Some(&w.user), "mutation($id: ID!) { payBooking(input: {bookingId: $id}) { booking { id } } }", json!({"id": id})).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(count(&app, "Reserva solicitada"), 1);
        assert_eq!(count(&app, "Reserva confirmada"), 1);
        let mail = app.mails_to("ana@exemplo.com").into_iter().find(|m| m.subject.starts_with("Reserva confirmada")).unwrap();
        assert!(mail.text.contains("Sala Ipê — 11/03/2031, 10:00–12:00 — R$ 161,00"), "{}", mail.text);

        assert_eq!(api::jobs::reminders::send_due(&app.state).await.unwrap(), 0, "10:00 tomorrow is 25 h away");
        app.clock.advance(chrono::Duration::hours(2));
        assert_eq!(api::jobs::reminders::send_due(&app.state).await.unwrap(), 1, "and now 23 h");
        assert_eq!(api::jobs::reminders::send_due(&app.state).await.unwrap(), 0, "once per booking");
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(count(&app, "Lembrete"), 1);

        let (user, _) = app.sign_in("ana@exemplo.com", "senha-secreta").await;
        app.gql(Some(&user), "mutation { updateSettings(input: {emailBookings: false}) { user { id } } }", json!({})).await;
        book(&app, &user, &w.space, 14, 15, json!({})).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(count(&app, "Reserva solicitada"), 1, "no mail once turned off");
    }
);

/// Two nodes on one PostgreSQL: a subscriber on node A sees a booking made on node B.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscriber_on_one_node_sees_a_booking_made_on_another() {
    let Some(a) = crate::helpers::spawn_app(Backend::Postgres, TestOptions::default()).await else { return };
    let b = crate::helpers::spawn_app(
        Backend::Postgres,
        TestOptions { database_url: Some(a.database_url.clone()), ..Default::default() },
    )
    .await
    .unwrap();
    let w = world(&a).await;
    let mut ws = Ws::connect(&a, Some(&w.user)).await;
    ws.subscribe(
        "1",
        "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }",
        json!({"s": w.space, "d": DAY}),
    )
    .await;
    ws.next_message().await;
    // Give node A's LISTEN a moment to be in place.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let bia = b.user("bia@exemplo.com").await;
    let body = book(&b, &bia, &w.space, 16, 18, json!({})).await;
    assert!(body["errors"].is_null(), "{body}");
    let pushed = ws.next_message().await;
    let busy: Vec<i64> = pushed["payload"]["data"]["availabilityChanged"]["slots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["available"] == false)
        .map(|s| s["hour"].as_i64().unwrap())
        .collect();
    assert_eq!(busy, [16, 17]);
}

db_test!(
    async fn metrics_count_open_websockets_and_feeds_until_they_close(app) {
        async fn gauge(app: &crate::helpers::TestApp, name: &str) -> Option<f64> {
            let response = reqwest::get(format!("{}/metrics", app.url)).await.unwrap();
            assert_eq!(response.status(), 200);
            let text = response.text().await.unwrap();
            text.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        }
        assert_eq!(gauge(&app, "agora_websockets_open").await, Some(0.0));
        // The counting allocator is the binary's (main.rs), not this test process's.
        assert_eq!(gauge(&app, "agora_heap_live_bytes").await, None);

        let w = world(&app).await;
        let mut forms = Vec::new();
        for _ in 0..2 {
            let mut ws = Ws::connect(&app, Some(&w.user)).await;
            ws.subscribe(
                "1",
                "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour } } }",
                json!({"s": w.space, "d": DAY}),
            )
            .await;
            assert_eq!(ws.next_message().await["type"], "next");
            forms.push(ws);
        }
        assert_eq!(gauge(&app, "agora_websockets_open").await, Some(2.0));
        assert_eq!(gauge(&app, "agora_availability_feeds").await, Some(1.0));
        drop(forms);
        for _ in 0..50 {
            if gauge(&app, "agora_websockets_open").await == Some(0.0)
                && gauge(&app, "agora_availability_feeds").await == Some(0.0)
            {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("closed websockets are still counted as open");
    }
);

// The client never retypes a text limit: it reads them from `appConfig`, which reports the
// constants the server enforces — a note of exactly that length is taken, one more refused.
db_test!(
    async fn the_text_limits_the_client_reads_are_the_ones_enforced(app) {
        let w = world(&app).await;
        let limits = app.gql(None, "{ appConfig { notesMaxLength cancelReasonMaxLength closureReasonMaxLength } }", json!({})).await;
        let config = &limits["data"]["appConfig"];
        assert_eq!(config["notesMaxLength"], api::domain::booking::NOTES_MAX, "{limits}");
        assert_eq!(config["cancelReasonMaxLength"], api::domain::booking::REASON_MAX);
        assert_eq!(config["closureReasonMaxLength"], api::domain::schedule::CLOSURE_REASON_MAX);
        let max = config["notesMaxLength"].as_u64().unwrap() as usize;
        let over = book(&app, &w.user, &w.space, 10, 11, json!({"notes": "é".repeat(max + 1)})).await;
        assert_eq!(error(&over).0, "VALIDATION", "{over}");
        let exact = book(&app, &w.user, &w.space, 10, 11, json!({"notes": "é".repeat(max)})).await;
        assert_eq!(exact["data"]["createBooking"]["booking"]["notes"].as_str().map(|n| n.chars().count()), Some(max), "{exact}");
    }
);
