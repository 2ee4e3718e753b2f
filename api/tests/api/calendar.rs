//! The calendar over real HTTP and websockets: the agenda (spaces × a day, a space × a
//! week), who sees whose bookings on it, and its one live subscription.

use serde_json::{Value, json};

use crate::helpers::{TestApp, Ws, error, parse_ics};
use crate::lifecycle::{book_on, long_tokens};
use crate::spaces::{create, first_admin};

/// Tomorrow of the test clock (2031-03-10 09:00 in São Paulo).
const DAY: &str = "2031-03-11";
const AGENDA: &str = "query($input: AgendaInput!) { agenda(input: $input) { days truncated rows { id date space { id name } \
    availability { closedReason slots { hour available canStart } } \
    bookings { startsAt endsAt status mine ownerName booking { id } } } } }";
const WATCH: &str = "subscription($d: Date!, $n: Int, $s: [ID!]!) { agendaChanged(date: $d, days: $n, spaceIds: $s) { id date space { name } \
    availability { closedReason slots { hour available } } bookings { mine status } } }";

async fn agenda(app: &TestApp, token: &str, input: Value) -> Value {
    let body = app.gql(Some(token), AGENDA, json!({"input": input})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["agenda"].clone()
}

fn busy_hours(row: &Value) -> Vec<i64> {
    row["availability"]["slots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["available"] == false)
        .map(|s| s["hour"].as_i64().unwrap())
        .collect()
}

db_test!(
    async fn the_agenda_shows_each_space_by_name_and_who_sees_whose_booking(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
        let cedro = create(&app, &admin, "Auditório Cedro", 40, "120", &["projetor"]).await;
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let mine = book_on(&app, &ana, &ipe, DAY, 10, 12).await;
        let mine = mine["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        book_on(&app, &bia, &ipe, DAY, 14, 15).await;

        let seen = agenda(&app, &ana, json!({"date": DAY})).await;
        assert_eq!(seen["days"], json!([DAY]));
        assert_eq!(seen["truncated"], false);
        let names: Vec<&str> = seen["rows"].as_array().unwrap().iter().map(|r| r["space"]["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["Auditório Cedro", "Sala Ipê"], "by name");
        let row = &seen["rows"][1];
        assert_eq!(busy_hours(row), [10, 11, 14]);
        assert_eq!(
            row["bookings"],
            json!([
                {"startsAt": "2031-03-11T13:00:00+00:00", "endsAt": "2031-03-11T15:00:00+00:00", "status": "PENDING", "mine": true, "ownerName": null, "booking": {"id": mine}},
                {"startsAt": "2031-03-11T17:00:00+00:00", "endsAt": "2031-03-11T18:00:00+00:00", "status": "PENDING", "mine": false, "ownerName": null, "booking": null},
            ]),
            "a user sees others' bookings only as busy time"
        );
        assert!(seen["rows"][0]["bookings"].as_array().unwrap().is_empty());

        let admins = agenda(&app, &admin, json!({"date": DAY})).await;
        let owners: Vec<&Value> = admins["rows"][1]["bookings"].as_array().unwrap().iter().map(|b| &b["ownerName"]).collect();
        assert_eq!(owners, [&json!("Usuária de Teste"), &json!("Usuária de Teste")]);
        assert!(admins["rows"][1]["bookings"][1]["booking"]["id"].is_string(), "admins see whose");

        // The explore filters choose the rows.
        let big = agenda(&app, &ana, json!({"date": DAY, "filter": {"minCapacity": 10}})).await;
        assert_eq!(big["rows"].as_array().unwrap().len(), 1);
        assert_eq!(big["rows"][0]["space"]["name"], "Auditório Cedro");
        let wifi = agenda(&app, &ana, json!({"date": DAY, "filter": {"resources": ["wifi"]}})).await;
        assert_eq!(wifi["rows"][0]["space"]["id"], ipe);

        // An inactive space is in the admin's agenda only.
        let off = app.gql(Some(&admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { isActive } } }", json!({"id": cedro})).await;
        assert!(off["errors"].is_null(), "{off}");
        assert_eq!(agenda(&app, &ana, json!({"date": DAY})).await["rows"].as_array().unwrap().len(), 1);
        assert_eq!(agenda(&app, &admin, json!({"date": DAY})).await["rows"].as_array().unwrap().len(), 2);

        let anonymous = app.gql(None, AGENDA, json!({"input": {"date": DAY}})).await;
        assert_eq!(error(&anonymous).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn a_week_of_one_space_shows_closures_and_stays_within_its_bounds(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        book_on(&app, &ana, &ipe, "2031-03-13", 9, 10).await;
        let close = json!({"input": {"spaceId": ipe, "startsOn": "2031-03-12", "endsOn": "2031-03-12", "reason": "Manutenção"}});
        let closed = app.gql(Some(&admin), "mutation($input: CreateClosureInput!) { createClosure(input: $input) { cancelledBookings } }", close).await;
        assert!(closed["errors"].is_null(), "{closed}");

        let week = agenda(&app, &ana, json!({"date": DAY, "days": 7, "spaceIds": [ipe]})).await;
        let dates: Vec<&str> = week["rows"].as_array().unwrap().iter().map(|r| r["date"].as_str().unwrap()).collect();
        assert_eq!(dates, ["2031-03-11", "2031-03-12", "2031-03-13", "2031-03-14", "2031-03-15", "2031-03-16", "2031-03-17"]);
        assert_eq!(week["days"].as_array().unwrap().len(), 7);
        let closed = &week["rows"][1];
        assert_eq!((closed["availability"]["closedReason"].clone(), closed["availability"]["slots"].clone()), (json!("Manutenção"), json!([])));
        assert_eq!(busy_hours(&week["rows"][2]), [9]);
        assert_eq!(week["rows"][2]["bookings"][0]["mine"], true);
        assert_ne!(week["rows"][0]["id"], week["rows"][2]["id"], "a row's id names its space and day");

        let today = agenda(&app, &ana, json!({})).await;
        assert_eq!(today["days"], json!(["2031-03-10"]), "no date: today in the business zone");

        for days in [0, 8] {
            let body = app.gql(Some(&ana), AGENDA, json!({"input": {"date": DAY, "days": days}})).await;
            assert_eq!((error(&body).0, error(&body).1), ("VALIDATION".into(), "Mostre de 1 a 7 dias.".into()), "{days}");
        }
        // A week fits 14 spaces (100 rows at most): a 15th is left out and said so.
        for i in 0..14 {
            create(&app, &admin, &format!("Sala {i:02}"), 4, "30", &[]).await;
        }
        let full = agenda(&app, &ana, json!({"date": DAY, "days": 7})).await;
        assert_eq!((full["rows"].as_array().unwrap().len(), full["truncated"].clone()), (98, json!(true)));
        let day = agenda(&app, &ana, json!({"date": DAY})).await;
        assert_eq!((day["rows"].as_array().unwrap().len(), day["truncated"].clone()), (15, json!(false)));
    }
);

db_test!(
    async fn one_subscription_keeps_the_whole_grid_live(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let cedro = create(&app, &admin, "Sala Cedro", 4, "40", &[]).await;
        let elsewhere = create(&app, &admin, "Sala Jatobá", 4, "40", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let mut ws = Ws::connect(&app, Some(&ana)).await;
        ws.subscribe("1", WATCH, json!({"d": DAY, "s": [ipe, cedro]})).await;
        if let Some(m) = ws.message_within(300).await { panic!("nothing is pushed before a change: {m}"); }

        let booked = book_on(&app, &bia, &cedro, DAY, 10, 11).await;
        let pushed = ws.next_message().await;
        let row = &pushed["payload"]["data"]["agendaChanged"];
        assert_eq!((row["space"]["name"].as_str(), row["date"].as_str()), (Some("Sala Cedro"), Some(DAY)), "{pushed}");
        assert_eq!(busy_hours(row), [10]);
        assert_eq!(row["bookings"], json!([{"mine": false, "status": "PENDING"}]));

        // Another space, or another day, is not this grid's news.
        book_on(&app, &bia, &elsewhere, DAY, 10, 11).await;
        book_on(&app, &bia, &ipe, "2031-03-12", 10, 11).await;
        assert!(ws.quiet_for(500).await, "no push for rows not shown");

        // A cancellation frees the hour live.
        let id = booked["data"]["createBooking"]["booking"]["id"].as_str().unwrap();
        let cancel = app.gql(Some(&bia), "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { status } } }", json!({"id": id})).await;
        assert!(cancel["errors"].is_null(), "{cancel}");
        let pushed = ws.next_message().await;
        assert_eq!(busy_hours(&pushed["payload"]["data"]["agendaChanged"]), Vec::<i64>::new());

        // A closure reaches the grid too.
        let close = json!({"input": {"spaceId": ipe, "startsOn": DAY, "endsOn": DAY, "reason": "Dedetização"}});
        app.gql(Some(&admin), "mutation($input: CreateClosureInput!) { createClosure(input: $input) { cancelledBookings } }", close).await;
        let pushed = ws.next_message().await;
        assert_eq!(pushed["payload"]["data"]["agendaChanged"]["availability"]["closedReason"], "Dedetização", "{pushed}");

        let mut bad = Ws::connect(&app, Some(&ana)).await;
        bad.subscribe("2", WATCH, json!({"d": DAY, "n": 9, "s": [ipe]})).await;
        let refused = bad.next_message().await;
        assert_eq!(refused["payload"]["errors"][0]["message"], "Mostre de 1 a 7 dias.", "{refused}");
    }
);

const FREE: &str =
    "query($input: FreeSpacesInput!) { freeSpaces(input: $input) { space { name } startsAt endsAt totalPrice } }";

async fn free(app: &TestApp, token: &str, input: Value) -> Vec<(String, String, String, String)> {
    let body = app.gql(Some(token), FREE, json!({"input": input})).await;
    let list = body["data"]["freeSpaces"].as_array().unwrap_or_else(|| panic!("{body}"));
    list.iter()
        .map(|f| {
            let s = |v: &Value| v.as_str().unwrap().to_owned();
            (s(&f["space"]["name"]), s(&f["startsAt"]), s(&f["endsAt"]), s(&f["totalPrice"]))
        })
        .collect()
}

fn names(found: &[(String, String, String, String)]) -> Vec<&str> {
    found.iter().map(|f| f.0.as_str()).collect()
}

db_test!(
    async fn free_spaces_at_a_time_cheapest_first_under_buffers_and_closures(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
        let cedro = create(&app, &admin, "Sala Cedro", 3, "35", &[]).await;
        let jatoba = create(&app, &admin, "Auditório Jatobá", 20, "120", &["projetor"]).await;
        let off = create(&app, &admin, "Sala Desativada", 3, "10", &[]).await;
        let toggled = app.gql(Some(&admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { isActive } } }", json!({"id": off})).await;
        assert!(toggled["errors"].is_null(), "{toggled}");
        let ana = app.user("ana@exemplo.com").await;
        book_on(&app, &ana, &cedro, DAY, 10, 11).await;

        let at_ten = free(&app, &ana, json!({"date": DAY, "startTime": "10:00", "endTime": "11:00"})).await;
        assert_eq!(names(&at_ten), ["Sala Ipê", "Auditório Jatobá"], "Cedro is taken, the inactive space never listed");
        assert_eq!(at_ten[0], ("Sala Ipê".into(), "2031-03-11T13:00:00+00:00".into(), "2031-03-11T14:00:00+00:00".into(), "80.00".into()));

        let later = free(&app, &ana, json!({"date": DAY, "startTime": "14:00", "endTime": "16:00"})).await;
        assert_eq!(names(&later), ["Sala Cedro", "Sala Ipê", "Auditório Jatobá"], "cheapest first");
        assert_eq!(later[0].3, "70.00", "two hours of Cedro");
        assert_eq!(names(&free(&app, &ana, json!({"date": DAY, "startTime": "14:00", "endTime": "15:00", "minCapacity": 10})).await), ["Auditório Jatobá"]);
        assert_eq!(names(&free(&app, &ana, json!({"date": DAY, "startTime": "14:00", "endTime": "15:00", "resources": ["wifi"]})).await), ["Sala Ipê"]);

        // A duration, any time that day: each space's first hours that allow it.
        let two_hours = free(&app, &ana, json!({"date": DAY, "durationMinutes": 120})).await;
        assert_eq!(two_hours[0], ("Sala Cedro".into(), "2031-03-11T11:00:00+00:00".into(), "2031-03-11T13:00:00+00:00".into(), "70.00".into()));
        let after_booking = free(&app, &ana, json!({"date": DAY, "durationMinutes": 180})).await;
        assert_eq!(after_booking[0].1, "2031-03-11T14:00:00+00:00", "08:00–11:00 would meet the booking at 10:00: Cedro's next three hours start at 11:00");

        // Buffers: a Cedro booking now keeps 30 minutes free before it, so 11:00 would
        // reach into the booking at 10:00.
        let rules = json!({"input": {"spaceId": cedro, "bufferBeforeMinutes": 30}});
        let saved = app.gql(Some(&admin), "mutation($input: UpdateSpaceRulesInput!) { updateSpaceRules(input: $input) { cancelledBookings } }", rules).await;
        assert!(saved["errors"].is_null(), "{saved}");
        assert_eq!(names(&free(&app, &ana, json!({"date": DAY, "startTime": "11:00", "endTime": "12:00"})).await), ["Sala Ipê", "Auditório Jatobá"]);

        // A closure takes the space out of the day.
        let close = json!({"input": {"spaceId": jatoba, "startsOn": DAY, "endsOn": DAY, "reason": "Evento"}});
        app.gql(Some(&admin), "mutation($input: CreateClosureInput!) { createClosure(input: $input) { cancelledBookings } }", close).await;
        assert_eq!(names(&free(&app, &ana, json!({"date": DAY, "startTime": "14:00", "endTime": "15:00"})).await), ["Sala Cedro", "Sala Ipê"]);
        // The notice: an hour that starts too soon is no one's.
        assert!(free(&app, &ana, json!({"date": "2031-03-10", "startTime": "09:00", "endTime": "10:00"})).await.is_empty());
        let _ = ipe;

        for (input, message) in [
            (json!({"date": DAY}), "Informe o início e o fim, ou a duração."),
            (json!({"date": DAY, "startTime": "10:15", "endTime": "11:00"}), "Horário inválido. Use HH:MM, em horas cheias ou meias horas."),
            (json!({"date": DAY, "startTime": "11:00", "endTime": "10:00"}), "O horário de fim deve ser após o horário de início."),
            (json!({"date": DAY, "durationMinutes": 45}), "A duração deve ser de 30 minutos a 24 horas, em meias horas."),
        ] {
            let body = app.gql(Some(&ana), FREE, json!({"input": input})).await;
            assert_eq!(error(&body).1, message, "{input}");
        }
    }
);

const CREATE_FEED: &str = "mutation { createCalendarFeed { url webcalUrl token feed { createdAt } } }";

async fn fetch_ics(url: &str) -> (u16, String, Option<String>) {
    let response = reqwest::get(url).await.expect("GET");
    let status = response.status().as_u16();
    let kind = response.headers().get("content-type").map(|v| v.to_str().unwrap().to_owned());
    (status, response.text().await.unwrap(), kind)
}

db_test!(
    async fn a_secret_feed_lists_the_persons_bookings_and_refuses_any_other_token(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let kept = book_on(&app, &ana, &ipe, DAY, 10, 12).await["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        let dropped = book_on(&app, &ana, &ipe, DAY, 14, 15).await["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        book_on(&app, &bia, &ipe, DAY, 16, 17).await;
        let cancel = app.gql(Some(&ana), "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { status } } }", json!({"id": dropped})).await;
        assert!(cancel["errors"].is_null(), "{cancel}");

        assert!(app.gql(Some(&ana), "{ calendarFeed { createdAt } }", json!({})).await["data"]["calendarFeed"].is_null());
        let made = app.gql(Some(&ana), CREATE_FEED, json!({})).await;
        let made = &made["data"]["createCalendarFeed"];
        let url = made["url"].as_str().unwrap().to_owned();
        assert!(url.starts_with(&format!("{}/calendar/agora_cal_", app.url)) && url.ends_with(".ics"), "{url}");
        assert_eq!(made["webcalUrl"].as_str().unwrap(), url.replacen("http://", "webcal://", 1));
        assert!(app.gql(Some(&ana), "{ calendarFeed { createdAt } }", json!({})).await["data"]["calendarFeed"]["createdAt"].is_string());

        let (status, body, kind) = fetch_ics(&url).await;
        assert_eq!((status, kind.as_deref()), (200, Some("text/calendar; charset=utf-8")));
        let cal = parse_ics(&body);
        assert_eq!((cal["method"].as_str(), cal["name"].as_str()), (Some("PUBLISH"), Some("Ágora: minhas reservas")));
        assert_eq!((cal["timezone"].clone(), cal["vtimezones"].clone()), (json!("America/Sao_Paulo"), json!(["America/Sao_Paulo"])));
        let events = cal["events"].as_array().unwrap();
        assert_eq!(events.len(), 1, "only her standing booking: {cal}");
        let uuid = |global: &str| {
            let text = String::from_utf8(base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, global).unwrap()).unwrap();
            text.split_once(':').unwrap().1.to_owned()
        };
        let event = &events[0];
        assert_eq!(event["uid"], format!("{}@agora", uuid(&kept)));
        assert_eq!((event["start"].as_str(), event["end"].as_str()), (Some("2031-03-11T13:00:00+00:00"), Some("2031-03-11T15:00:00+00:00")));
        assert_eq!((event["summary"].as_str(), event["location"].as_str()), (Some("Reserva: Sala Ipê"), Some("Sala Ipê")));
        assert_eq!((event["status"].as_str(), event["sequence"].as_i64()), (Some("TENTATIVE"), Some(0)));
        assert!(event["description"].as_str().unwrap().starts_with("Status: Pendente\nValor: R$ 160,00"), "{event}");

        // A move keeps the UID and raises SEQUENCE.
        let slots = app.gql(Some(&ana), "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt } } }", json!({"s": ipe, "d": DAY})).await;
        let slots = slots["data"]["availability"]["slots"].as_array().unwrap().clone();
        let at = |h: i64, k: &str| slots.iter().find(|s| s["hour"] == h).unwrap()[k].as_str().unwrap().to_owned();
        let moved = app.gql(Some(&ana), "mutation($i: RescheduleBookingInput!) { rescheduleBooking(input: $i) { booking { id } } }",
            json!({"i": {"bookingId": kept, "startsAt": at(8, "startsAt"), "endsAt": at(9, "endsAt"), "idempotencyKey": "mover-1"}})).await;
        assert!(moved["errors"].is_null(), "{moved}");
        let event = parse_ics(&fetch_ics(&url).await.1)["events"][0].clone();
        assert_eq!((event["uid"].clone(), event["sequence"].clone(), event["start"].clone()), (json!(format!("{}@agora", uuid(&kept))), json!(1), json!("2031-03-11T11:00:00+00:00")));

        // Someone else's token shows only their own bookings; a wrong one, nothing at all.
        let bias = app.gql(Some(&bia), CREATE_FEED, json!({})).await["data"]["createCalendarFeed"]["url"].as_str().unwrap().to_owned();
        let theirs = parse_ics(&fetch_ics(&bias).await.1);
        assert_eq!(theirs["events"].as_array().unwrap().len(), 1);
        assert_ne!(theirs["events"][0]["uid"], event["uid"]);
        let missing = fetch_ics(&format!("{}/calendar/agora_cal_naoexiste.ics", app.url)).await;
        assert_eq!((missing.0, missing.1.as_str()), (404, "Não encontrado."));
        assert_eq!(fetch_ics(&format!("{}/calendar/nada", app.url)).await.0, 404, "not the web app's page either");

        // Revoked: the same 404. A new link works; the one before it no longer does.
        let revoked = app.gql(Some(&ana), "mutation { revokeCalendarFeed { revoked } }", json!({})).await;
        assert_eq!(revoked["data"]["revokeCalendarFeed"]["revoked"], true);
        assert_eq!(fetch_ics(&url).await, missing);
        let again = app.gql(Some(&ana), CREATE_FEED, json!({})).await["data"]["createCalendarFeed"]["url"].as_str().unwrap().to_owned();
        let newer = app.gql(Some(&ana), CREATE_FEED, json!({})).await["data"]["createCalendarFeed"]["url"].as_str().unwrap().to_owned();
        assert_eq!(fetch_ics(&again).await.0, 404, "replaced");
        assert_eq!(fetch_ics(&newer).await.0, 200);

        // An admin's token opens any space's feed, named by owner; a user's never does.
        let admins = app.gql(Some(&admin), CREATE_FEED, json!({})).await["data"]["createCalendarFeed"]["token"].as_str().unwrap().to_owned();
        let space_feed = fetch_ics(&format!("{}/calendar/{admins}/{ipe}.ics", app.url)).await;
        let space_cal = parse_ics(&space_feed.1);
        assert_eq!(space_cal["name"], "Ágora: Sala Ipê");
        let summaries: Vec<&str> = space_cal["events"].as_array().unwrap().iter().map(|e| e["summary"].as_str().unwrap()).collect();
        assert_eq!(summaries, ["Sala Ipê: Usuária de Teste", "Sala Ipê: Usuária de Teste"]);
        let token = newer.rsplit('/').next().unwrap().trim_end_matches(".ics");
        assert_eq!(fetch_ics(&format!("{}/calendar/{token}/{ipe}.ics", app.url)).await, missing, "users have no space feeds");
    }
);

db_test!(
    async fn booking_mails_carry_an_invitation_that_a_cancellation_withdraws(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        let booked = book_on(&app, &ana, &ipe, DAY, 10, 12).await;
        let id = booked["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        let made = crate::lifecycle::mail_to(&app, "ana@exemplo.com", "Reserva solicitada").await;
        let invite = made.invite.expect("an invitation");
        assert_eq!(invite.method, "REQUEST");
        let cal = parse_ics(&invite.ics);
        assert_eq!(cal["method"], "REQUEST");
        let event = &cal["events"][0];
        assert_eq!((event["status"].as_str(), event["sequence"].as_i64()), (Some("TENTATIVE"), Some(0)));
        assert_eq!(event["start"], "2031-03-11T13:00:00+00:00");
        assert_eq!(event["organizer"], "mailto:nao-responda@agora.local");
        assert_eq!(event["attendee"], "mailto:ana@exemplo.com");

        let paid = app.gql(Some(&ana), crate::lifecycle::PAY, json!({"id": id})).await;
        assert!(paid["errors"].is_null(), "{paid}");
        let confirmed = crate::lifecycle::mail_to(&app, "ana@exemplo.com", "Reserva confirmada").await;
        let confirmed = parse_ics(&confirmed.invite.expect("an invitation").ics);
        assert_eq!(confirmed["events"][0]["status"], "CONFIRMED");
        assert_eq!(confirmed["events"][0]["uid"], event["uid"], "one UID for life");

        let cancel = app.gql(Some(&ana), "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { status } } }", json!({"id": id})).await;
        assert!(cancel["errors"].is_null(), "{cancel}");
        let cancelled = crate::lifecycle::mail_to(&app, "ana@exemplo.com", "Reserva cancelada").await;
        let invite = cancelled.invite.expect("an invitation");
        assert_eq!(invite.method, "CANCEL");
        let withdrawn = parse_ics(&invite.ics);
        assert_eq!(withdrawn["method"], "CANCEL");
        assert_eq!((withdrawn["events"][0]["uid"].clone(), withdrawn["events"][0]["status"].clone()), (event["uid"].clone(), json!("CANCELLED")));
        assert_eq!(withdrawn["events"][0]["sequence"], 1, "above every update before it");
    }
);

/// The fewest statements one request sent over three tries (a background NOTIFY or a
/// session's touch may land in one of them).
async fn statements_of(app: &TestApp, token: &str, query: &str, variables: Value) -> u64 {
    let mut fewest = u64::MAX;
    for _ in 0..3 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let before = api::db::statements_sent();
        let body = app.gql(Some(token), query, variables.clone()).await;
        assert!(body["errors"].is_null(), "{body}");
        fewest = fewest.min(api::db::statements_sent() - before);
    }
    fewest
}

db_test!(
    async fn the_agenda_and_the_free_spaces_read_a_fixed_number_of_statements_whatever_their_size(app) with long_tokens(), {
        let admin = first_admin(&app).await;
        let ana = app.user("ana@exemplo.com").await;
        let mut spaces = Vec::new();
        for i in 0..2 {
            let id = create(&app, &admin, &format!("Sala {i:02}"), 4, "30", &[]).await;
            book_on(&app, &ana, &id, DAY, 10, 11).await;
            spaces.push(id);
        }
        let day = json!({"input": {"date": DAY}});
        let free = json!({"input": {"date": DAY, "startTime": "14:00", "endTime": "15:00"}});
        let small = (statements_of(&app, &admin, AGENDA, day.clone()).await, statements_of(&app, &ana, FREE, free.clone()).await);
        for i in 2..20 {
            let id = create(&app, &admin, &format!("Sala {i:02}"), 4, "30", &[]).await;
            book_on(&app, &ana, &id, DAY, 10, 11).await;
            spaces.push(id);
        }
        let large = (statements_of(&app, &admin, AGENDA, day).await, statements_of(&app, &ana, FREE, free).await);
        assert_eq!(small, large, "2 spaces and 20 spaces: the same statements (agenda, free spaces)");
        assert!(large.0 <= 6 && large.1 <= 5, "{large:?}");
        let week = statements_of(&app, &admin, AGENDA, json!({"input": {"date": DAY, "days": 7, "spaceIds": [spaces[0]]}})).await;
        assert!(week <= large.0, "a week of one space: {week}");
    }
);

db_test!(
    async fn a_request_cannot_alias_the_agenda_or_the_free_spaces_many_times(app) {
        let ana = app.user("ana@exemplo.com").await;
        let many = |field: &str, n: usize| {
            let one = match field {
                "agenda" => format!("agenda(input: {{date: \"{DAY}\"}}) {{ truncated }}"),
                _ => format!("freeSpaces(input: {{date: \"{DAY}\", durationMinutes: 60}}) {{ startsAt }}"),
            };
            format!("{{ {} }}", (0..n).map(|i| format!("a{i}: {one}")).collect::<Vec<_>>().join(" "))
        };
        // Each agenda weighs 100 (+2), each search 50 (+2): a request holds 1,000.
        assert!(app.gql(Some(&ana), &many("agenda", 9), json!({})).await["errors"].is_null());
        assert_eq!(error(&app.gql(Some(&ana), &many("agenda", 10), json!({})).await).1, "Consulta complexa demais.");
        assert!(app.gql(Some(&ana), &many("freeSpaces", 19), json!({})).await["errors"].is_null());
        assert_eq!(error(&app.gql(Some(&ana), &many("freeSpaces", 20), json!({})).await).1, "Consulta complexa demais.");
    }
);
