//! Per-space scheduling over real HTTP and websockets (docs/scheduling.md): opening hours
//! and limits, closures and holidays, the preview → confirm that cancels what they leave
//! out, live pushes to open forms, and the races between those changes and bookings.

use api::domain::messages as msg;
use chrono::Duration;
use serde_json::{Value, json};

use crate::helpers::{TestApp, Ws, error};
use crate::lifecycle::{World, book, book_on, long_tokens, scalar, world};

/// Tuesday, tomorrow of the test clock (Monday 2031-03-10 09:00 in São Paulo).
const DAY: &str = "2031-03-11";
const AVAILABILITY: &str = "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour available tooSoon canStart } closedReason rules { minDurationMinutes maxDurationMinutes noticeMinutes } } }";
const UPDATE: &str = "mutation($input: UpdateSpaceRulesInput!) { updateSpaceRules(input: $input) { space { bookingRules { minDurationMinutes noticeMinutes openingHours { weekday ranges { opens lastStart closes } } } ruleOverrides { noticeMinutes openingHours { weekday } } } cancelledBookings } }";
const RULES_PREVIEW: &str =
    "query($input: SpaceRulesFields!) { spaceRulesPreview(input: $input) { count bookings { id user { email } } } }";
const CLOSE: &str = "mutation($input: CreateClosureInput!) { createClosure(input: $input) { closures { id reason startsOn endsOn space { name } } cancelledBookings } }";
const CLOSURE_PREVIEW: &str =
    "query($input: ClosureFields!) { closurePreview(input: $input) { count bookings { id } } }";
const STATUS: &str = "query($id: ID!) { node(id: $id) { ... on Booking { status cancelReason } } }";

/// Weekdays 08:00–12:00 and 14:00–18:00 (last starts 11:00 and 17:00); weekends closed.
fn split_week() -> Value {
    let ranges = json!([{"opens": "08:00", "lastStart": "11:00", "closes": "12:00"}, {"opens": "14:00", "lastStart": "17:00", "closes": "18:00"}]);
    let days: Vec<Value> = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]
        .iter()
        .map(|d| json!({"weekday": d, "ranges": ranges}))
        .collect();
    json!(days)
}

async fn availability(app: &TestApp, token: &str, space: &str, date: &str) -> Value {
    let body = app.gql(Some(token), AVAILABILITY, json!({"s": space, "d": date})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["availability"].clone()
}

fn hours_where(day: &Value, field: &str) -> Vec<i64> {
    day["slots"].as_array().unwrap().iter().filter(|s| s[field] == true).map(|s| s["hour"].as_i64().unwrap()).collect()
}

/// `hour`:00 on DAY in São Paulo (UTC−3), as an instant.
fn on_day(hour: i64) -> String {
    let midnight: chrono::DateTime<chrono::Utc> = "2031-03-11T03:00:00Z".parse().unwrap();
    (midnight + Duration::hours(hour)).to_rfc3339()
}

/// Books by instants, for days whose availability has no slots to take them from.
async fn book_at(app: &TestApp, token: &str, space: &str, starts_at: &str, ends_at: &str) -> Value {
    const BOOK: &str = "mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }";
    app.gql(Some(token), BOOK, json!({"input": {"spaceId": space, "startsAt": starts_at, "endsAt": ends_at}})).await
}

async fn update(app: &TestApp, admin: &str, input: Value) -> Value {
    app.gql(Some(admin), UPDATE, json!({"input": input})).await
}

async fn status(app: &TestApp, token: &str, id: &str) -> (String, Value) {
    let body = app.gql(Some(token), STATUS, json!({"id": id})).await;
    (
        body["data"]["node"]["status"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned(),
        body["data"]["node"]["cancelReason"].clone(),
    )
}

db_test!(
    async fn a_spaces_own_hours_and_limits_decide_its_bookings(app) {
        let World { admin, user, space } = world(&app).await;
        let input = json!({"spaceId": space, "openingHours": split_week(), "minDurationMinutes": 120, "noticeMinutes": 1440});
        let body = update(&app, &admin, input).await;
        assert!(body["errors"].is_null(), "{body}");
        let saved = &body["data"]["updateSpaceRules"]["space"];
        assert_eq!(saved["bookingRules"]["minDurationMinutes"], 120);
        assert_eq!(saved["bookingRules"]["openingHours"][5]["ranges"], json!([]), "Saturday closed");
        assert_eq!(saved["ruleOverrides"]["noticeMinutes"], 1440);

        // Tomorrow (Tuesday) 09:00 is exactly 24 hours away: 08:00 is too soon.
        let day = availability(&app, &user, &space, DAY).await;
        assert_eq!(hours_where(&day, "available"), [8, 9, 10, 11, 14, 15, 16, 17]);
        assert_eq!(hours_where(&day, "tooSoon"), [8]);
        assert_eq!(hours_where(&day, "canStart"), [9, 10, 14, 15, 16], "2 hours must fit in the range");
        assert_eq!(day["rules"]["noticeMinutes"], 1440);

        let refused = |body: Value| error(&body).1;
        assert_eq!(refused(book_on(&app, &user, &space, DAY, 11, 15).await), "Neste dia, as reservas começam e terminam dentro de uma destas faixas: 08:00 às 12:00 (início até 11:00); 14:00 às 18:00 (início até 17:00).");
        assert_eq!(refused(book_on(&app, &user, &space, DAY, 14, 15).await), "A reserva deve ter pelo menos 2 horas.");
        assert_eq!(refused(book_on(&app, &user, &space, DAY, 8, 10).await), "A reserva deve ser feita com pelo menos 24 horas de antecedência.");
        let body = book_on(&app, &user, &space, DAY, 14, 16).await;
        assert_eq!(body["data"]["createBooking"]["booking"]["status"], "PENDING", "{body}");
        // Saturday has no hours at all.
        let saturday = availability(&app, &user, &space, "2031-03-15").await;
        assert_eq!(saturday["slots"], json!([]));

        // Back to the deployment's rules: every field null.
        let body = update(&app, &admin, json!({"spaceId": space})).await;
        assert!(body["data"]["updateSpaceRules"]["space"]["ruleOverrides"]["openingHours"].is_null(), "{body}");
        assert_eq!(availability(&app, &user, &space, "2031-03-15").await["slots"].as_array().unwrap().len(), 14);
    }
);

db_test!(
    async fn only_admins_set_rules_and_every_value_is_checked(app) {
        let World { admin, user, space } = world(&app).await;
        let body = update(&app, &user, json!({"spaceId": space, "noticeMinutes": 0})).await;
        assert_eq!(error(&body).0, "FORBIDDEN");
        let bad = json!([{"weekday": "MONDAY", "ranges": [{"opens": "08:00", "lastStart": "12:00", "closes": "12:00"}]}]);
        let body = update(&app, &admin, json!({"spaceId": space, "openingHours": bad})).await;
        assert_eq!(error(&body), ("VALIDATION".into(), "Na segunda-feira, o último início deve ficar entre a abertura e uma hora antes do fechamento.".into(), Some("openingHours".into())));
        let twice = json!([{"weekday": "MONDAY", "ranges": []}, {"weekday": "MONDAY", "ranges": []}]);
        assert_eq!(error(&update(&app, &admin, json!({"spaceId": space, "openingHours": twice})).await).1, "Cada dia da semana aparece uma vez só.");
        let garbled = json!([{"weekday": "MONDAY", "ranges": [{"opens": "8h", "lastStart": "11:00", "closes": "12:00"}]}]);
        assert_eq!(error(&update(&app, &admin, json!({"spaceId": space, "openingHours": garbled})).await).1, "Horário inválido: use HH:MM.");
        assert_eq!(error(&update(&app, &admin, json!({"spaceId": space, "minDurationMinutes": 600})).await).1, msg::MIN_OVER_MAX);
        assert_eq!(error(&update(&app, &admin, json!({"spaceId": space, "maxDurationMinutes": 90})).await).1, msg::DURATION_RANGE);
        assert_eq!(error(&update(&app, &admin, json!({"spaceId": space, "horizonDays": 0})).await).1, msg::HORIZON_RANGE);
        assert_eq!(scalar(&app, "SELECT CAST(MAX(schedule_version) AS BIGINT) FROM spaces").await, 0, "nothing was saved");
    }
);

db_test!(
    async fn new_hours_cancel_the_bookings_left_outside_only_once_confirmed(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let late = book(&app, &user, &space, 19, 21).await;
        let morning = book(&app, &user, &space, 9, 10).await;
        let fields = json!({"spaceId": space, "openingHours": split_week()});
        let preview = app.gql(Some(&admin), RULES_PREVIEW, json!({"input": fields})).await;
        assert_eq!(preview["data"]["spaceRulesPreview"]["count"], 1, "{preview}");
        assert_eq!(preview["data"]["spaceRulesPreview"]["bookings"][0]["id"], late.as_str());

        let body = update(&app, &admin, fields.clone()).await;
        assert_eq!(error(&body).1, msg::SCHEDULE_BOOKINGS_CHANGED, "unconfirmed: nothing happens");
        assert_eq!(status(&app, &user, &late).await.0, "PENDING");

        let mut confirmed = fields.clone();
        confirmed["expectedCancelledBookings"] = json!(1);
        let body = update(&app, &admin, confirmed).await;
        assert_eq!(body["data"]["updateSpaceRules"]["cancelledBookings"], 1, "{body}");
        assert_eq!(status(&app, &user, &late).await, ("CANCELLED".into(), json!(msg::HOURS_CHANGED_REASON)));
        assert_eq!(status(&app, &user, &morning).await.0, "PENDING", "inside the new hours");
    }
);

db_test!(
    async fn a_closure_shows_its_reason_refuses_bookings_and_cancels_on_confirm(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let booked = book(&app, &user, &space, 10, 12).await;
        let fields = json!({"spaceId": space, "startsOn": DAY, "endsOn": "2031-03-12", "reason": "  Manutenção  "});
        let preview = app.gql(Some(&admin), CLOSURE_PREVIEW, json!({"input": fields})).await;
        assert_eq!(preview["data"]["closurePreview"]["count"], 1, "{preview}");
        let body = app.gql(Some(&admin), CLOSE, json!({"input": fields})).await;
        assert_eq!(error(&body).1, msg::SCHEDULE_BOOKINGS_CHANGED);

        let mut confirmed = fields.clone();
        confirmed["expectedCancelledBookings"] = json!(1);
        let body = app.gql(Some(&admin), CLOSE, json!({"input": confirmed})).await;
        let created = &body["data"]["createClosure"];
        assert_eq!(created["cancelledBookings"], 1, "{body}");
        assert_eq!(created["closures"][0]["reason"], "Manutenção");
        assert_eq!(status(&app, &user, &booked).await, ("CANCELLED".into(), json!("Espaço fechado: Manutenção")));

        let day = availability(&app, &user, &space, DAY).await;
        assert_eq!((day["slots"].clone(), day["closedReason"].clone()), (json!([]), json!("Manutenção")));
        let refused = book_at(&app, &user, &space, "2031-03-12T13:00:00Z", "2031-03-12T14:00:00Z").await;
        assert_eq!(error(&refused).1, "Este espaço está fechado em 12/03/2031: Manutenção.");
        assert_eq!(error(&refused).0, "VALIDATION");
        let first_free = app.gql(Some(&user), "query($id: ID!) { space(id: $id) { firstFreeDate upcomingClosures { reason } } }", json!({"id": space})).await;
        assert_eq!(first_free["data"]["space"]["firstFreeDate"], "2031-03-10", "today still has hours");
        assert_eq!(first_free["data"]["space"]["upcomingClosures"][0]["reason"], "Manutenção");

        // Reopening frees the dates (the cancelled booking stays cancelled).
        let id = created["closures"][0]["id"].as_str().unwrap();
        let body = app.gql(Some(&admin), "mutation($id: ID!) { deleteClosure(id: $id) { deletedClosureId } }", json!({"id": id})).await;
        assert!(body["errors"].is_null(), "{body}");
        assert_eq!(availability(&app, &user, &space, DAY).await["slots"].as_array().unwrap().len(), 14);
        assert_eq!(status(&app, &user, &booked).await.0, "CANCELLED");
    }
);

db_test!(
    async fn a_closure_of_every_space_and_a_years_holidays(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let other = crate::spaces::create(&app, &admin, "Sala Cedro", 3, "35", &[]).await;
        let everywhere = json!({"startsOn": DAY, "endsOn": DAY, "reason": "Feriado municipal"});
        let body = app.gql(Some(&admin), CLOSE, json!({"input": everywhere})).await;
        assert!(body["data"]["createClosure"]["closures"][0]["space"].is_null(), "{body}");
        for s in [&space, &other] {
            assert_eq!(availability(&app, &user, s, DAY).await["closedReason"], "Feriado municipal");
        }

        const PREVIEW: &str = "query($input: HolidaysFields!) { holidaysPreview(input: $input) { holidays { date name } affected { count } } }";
        const ADD: &str = "mutation($input: AddHolidaysInput!) { addHolidays(input: $input) { closures { startsOn } cancelledBookings } }";
        let preview = app.gql(Some(&admin), PREVIEW, json!({"input": {"year": 2031}})).await;
        let holidays = preview["data"]["holidaysPreview"]["holidays"].as_array().unwrap_or_else(|| panic!("{preview}")).clone();
        assert_eq!(holidays.len(), 10);
        assert!(holidays.contains(&json!({"date": "2031-04-11", "name": "Feriado: Sexta-feira Santa"})));
        let body = app.gql(Some(&admin), ADD, json!({"input": {"year": 2031}})).await;
        assert_eq!(body["data"]["addHolidays"]["closures"].as_array().unwrap().len(), 10, "{body}");
        let again = app.gql(Some(&admin), PREVIEW, json!({"input": {"year": 2031, "includeOptional": true}})).await;
        let names: Vec<&str> = again["data"]["holidaysPreview"]["holidays"].as_array().unwrap().iter().map(|h| h["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["Feriado: Carnaval", "Feriado: Carnaval", "Feriado: Corpus Christi"], "only what is not closed yet");
        let far = app.gql(Some(&admin), PREVIEW, json!({"input": {"year": 2040}})).await;
        assert_eq!(error(&far).1, "Escolha um ano entre 2031 e 2033.");
        let refused = book_at(&app, &user, &other, "2031-04-21T13:00:00Z", "2031-04-21T14:00:00Z").await;
        assert_eq!(error(&refused).1, "Este espaço está fechado em 21/04/2031: Feriado: Tiradentes.");
    }
);

db_test!(
    async fn the_owners_cancellation_window_is_the_spaces(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        // Tomorrow 10:00 is 25 hours away.
        let id = book(&app, &user, &space, 10, 11).await;
        const CAN: &str = "query($id: ID!) { node(id: $id) { ... on Booking { canCancel cancelBlockedReason } } }";
        let body = app.gql(Some(&user), CAN, json!({"id": id})).await;
        assert_eq!(body["data"]["node"]["canCancel"], true);
        update(&app, &admin, json!({"spaceId": space, "cancelWindowMinutes": 2880})).await;
        let body = app.gql(Some(&user), CAN, json!({"id": id})).await;
        let too_late = msg::cancel_too_late(Duration::hours(48));
        assert_eq!(body["data"]["node"], json!({"canCancel": false, "cancelBlockedReason": too_late}));
        assert_eq!(too_late, "Só é possível cancelar com mais de 48 horas de antecedência.");
        let cancel = app.gql(Some(&user), "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { status } } }", json!({"id": id})).await;
        assert_eq!(error(&cancel).1, too_late);
        const MOVE: &str = "mutation($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { status } } }";
        let moved = app.gql(Some(&user), MOVE, json!({"input": {"bookingId": id, "startsAt": "2031-03-12T13:00:00Z", "endsAt": "2031-03-12T14:00:00Z"}})).await;
        assert_eq!(error(&moved).1, "Só é possível reagendar com mais de 48 horas de antecedência.");
    }
);

db_test!(
    async fn an_open_form_follows_closures_and_rule_changes_live(app) {
        let World { admin, user, space } = world(&app).await;
        let mut ws = Ws::connect(&app, Some(&user)).await;
        let sub = "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour } closedReason rules { maxDurationMinutes } } }";
        ws.subscribe("1", sub, json!({"s": space, "d": DAY})).await;
        let initial = ws.next_message().await;
        assert_eq!(initial["payload"]["data"]["availabilityChanged"]["slots"].as_array().unwrap().len(), 14, "{initial}");

        update(&app, &admin, json!({"spaceId": space, "maxDurationMinutes": 180})).await;
        let pushed = ws.next_message().await;
        assert_eq!(pushed["payload"]["data"]["availabilityChanged"]["rules"]["maxDurationMinutes"], 180, "{pushed}");

        let body = app.gql(Some(&admin), CLOSE, json!({"input": {"startsOn": DAY, "endsOn": DAY, "reason": "Dedetização"}})).await;
        assert!(body["errors"].is_null(), "{body}");
        let pushed = ws.next_message().await;
        let day = &pushed["payload"]["data"]["availabilityChanged"];
        assert_eq!((day["slots"].clone(), day["closedReason"].clone()), (json!([]), json!("Dedetização")));

        // Another space's closure does not disturb this form.
        let other = crate::spaces::create(&app, &admin, "Sala Cedro", 3, "35", &[]).await;
        app.gql(Some(&admin), CLOSE, json!({"input": {"spaceId": other, "startsOn": DAY, "endsOn": DAY, "reason": "Obra"}})).await;
        assert!(ws.quiet_for(500).await, "no push for another space");
    }
);

// Bookings racing a closure of every space: whichever commits first, no blocking booking
// is ever left on a closed date.
db_test!(
    async fn bookings_racing_a_closure_never_land_on_a_closed_date(app) with long_tokens(), {
        let World { admin, space, .. } = world(&app).await;
        let mut users = Vec::new();
        for i in 0..8 {
            users.push(app.user(&format!("pessoa{i}@exemplo.com")).await);
        }
        let app = std::sync::Arc::new(app);
        let mut tasks = Vec::new();
        for (i, token) in users.into_iter().enumerate() {
            let (app, space) = (app.clone(), space.clone());
            let hour = 8 + i as i64;
            tasks.push(tokio::spawn(async move { book_at(&app, &token, &space, &on_day(hour), &on_day(hour + 1)).await }));
        }
        let closing = {
            let (app, admin) = (app.clone(), admin.clone());
            tokio::spawn(async move {
                let input = json!({"startsOn": DAY, "endsOn": DAY, "reason": "Feriado", "expectedCancelledBookings": 0});
                app.gql(Some(&admin), CLOSE, json!({"input": input})).await
            })
        };
        for task in tasks {
            task.await.unwrap();
        }
        let closed = closing.await.unwrap();
        let closures = scalar(&app, "SELECT COUNT(*) FROM closures").await;
        let live = scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status IN ('pending', 'confirmed')").await;
        if closures == 1 {
            assert_eq!(live, 0, "a closure committed: nothing may stay booked that day ({closed})");
        } else {
            assert_eq!(error(&closed).1, msg::SCHEDULE_BOOKINGS_CHANGED, "the closure saw bookings it was not shown");
            assert!(live > 0);
        }
    }
);

// Bookings racing a change of hours: none is left outside the hours that end up saved.
db_test!(
    async fn bookings_racing_new_hours_never_land_outside_them(app) with long_tokens(), {
        let World { admin, space, .. } = world(&app).await;
        let mut users = Vec::new();
        for i in 0..6 {
            users.push(app.user(&format!("pessoa{i}@exemplo.com")).await);
        }
        let app = std::sync::Arc::new(app);
        let mut tasks = Vec::new();
        // 18:00–22:00 is outside the split week's hours.
        for (i, token) in users.into_iter().enumerate() {
            let (app, space) = (app.clone(), space.clone());
            let hour = 16 + i as i64;
            tasks.push(tokio::spawn(async move { book_at(&app, &token, &space, &on_day(hour), &on_day(hour + 1)).await }));
        }
        let changing = {
            let (app, admin, space) = (app.clone(), admin.clone(), space.clone());
            tokio::spawn(async move {
                update(&app, &admin, json!({"spaceId": space, "openingHours": split_week(), "expectedCancelledBookings": 0})).await
            })
        };
        let mut outcomes = Vec::new();
        for (i, task) in tasks.into_iter().enumerate() {
            outcomes.push((16 + i as i64, task.await.unwrap()));
        }
        let changed = changing.await.unwrap();
        let version = scalar(&app, "SELECT CAST(schedule_version AS BIGINT) FROM spaces").await;
        if version == 1 {
            for (hour, body) in &outcomes {
                match body["data"]["createBooking"]["booking"]["id"].as_str() {
                    Some(id) if *hour >= 18 => {
                        let (status, _) = status(&app, &admin, id).await;
                        assert_eq!(status, "CANCELLED", "{hour}:00 is outside the saved hours ({changed})");
                    }
                    Some(_) => {}
                    None => {
                        let message = error(body).1;
                        assert!(
                            message == msg::SCHEDULE_CHANGED || message.starts_with("As reservas começam entre") || message.starts_with("Neste dia"),
                            "a refused booking says why: {message}"
                        );
                    }
                }
            }
        } else {
            assert_eq!(error(&changed).1, msg::SCHEDULE_BOOKINGS_CHANGED);
        }
    }
);
