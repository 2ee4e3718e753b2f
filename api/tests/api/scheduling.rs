//! Per-space scheduling over real HTTP and websockets (docs/scheduling.md): opening hours
//! and limits, closures and holidays, the preview → confirm that cancels what they leave
//! out, live pushes to open forms, and the races between those changes and bookings.

use api::domain::messages as msg;
use chrono::Duration;
use serde_json::{Value, json};

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

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

/// One booking of an hour of DAY per hour in `hours`, each by a user of its own, all sent
/// at once; the tasks answer (hour, body) in the order of `hours`.
async fn book_hours_at_once(
    app: &std::sync::Arc<TestApp>,
    space: &str,
    hours: std::ops::Range<i64>,
) -> Vec<tokio::task::JoinHandle<(i64, Value)>> {
    let mut users = Vec::new();
    for hour in hours {
        users.push((hour, app.user(&format!("pessoa{hour}@exemplo.com")).await));
    }
    let mut tasks = Vec::new();
    for (hour, token) in users {
        let (app, space) = (app.clone(), space.to_owned());
        tasks.push(tokio::spawn(async move {
            (hour, book_at(&app, &token, &space, &on_day(hour), &on_day(hour + 1)).await)
        }));
    }
    tasks
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
        let app = std::sync::Arc::new(app);
        let tasks = book_hours_at_once(&app, &space, 8..16).await;
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
        let app = std::sync::Arc::new(app);
        // 18:00–22:00 is outside the split week's hours.
        let tasks = book_hours_at_once(&app, &space, 16..22).await;
        let changing = {
            let (app, admin, space) = (app.clone(), admin.clone(), space.clone());
            tokio::spawn(async move {
                update(&app, &admin, json!({"spaceId": space, "openingHours": split_week(), "expectedCancelledBookings": 0})).await
            })
        };
        let mut outcomes = Vec::new();
        for task in tasks {
            outcomes.push(task.await.unwrap());
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

const MOVE: &str =
    "mutation($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id startsAt } } }";
const SLOTS: &str = "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour available buffer canStart } rules { bufferBeforeMinutes bufferAfterMinutes } } }";

async fn slots(app: &TestApp, token: &str, space: &str) -> Value {
    let body = app.gql(Some(token), SLOTS, json!({"s": space, "d": DAY})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["availability"].clone()
}

/// Every blocking booking's (times, blocked span), as the database holds them.
async fn spans(app: &TestApp) -> Vec<(i64, i64, i64, i64)> {
    use sea_orm::QueryOrder;
    let rows = entities::booking::Entity::find()
        .filter(entities::booking::Column::Status.is_in(["pending", "confirmed"]))
        .order_by_asc(entities::booking::Column::StartsAt)
        .all(&app.state.db)
        .await
        .unwrap();
    // Minutes after midnight of DAY in São Paulo.
    let midnight: chrono::DateTime<chrono::Utc> = "2031-03-11T03:00:00Z".parse().unwrap();
    let m = |t: chrono::DateTime<chrono::Utc>| (t - midnight).num_minutes();
    rows.into_iter().map(|b| (m(b.starts_at), m(b.ends_at), m(b.blocked_from), m(b.blocked_until))).collect()
}

db_test!(
    async fn buffers_keep_time_free_around_each_booking(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let body = update(&app, &admin, json!({"spaceId": space, "bufferAfterMinutes": 30})).await;
        assert!(body["errors"].is_null(), "{body}");
        let first = book(&app, &user, &space, 10, 11).await;
        assert_eq!(spans(&app).await, [(600, 660, 600, 690)], "the booking keeps 30 minutes after it");

        let day = slots(&app, &user, &space).await;
        assert_eq!(day["rules"]["bufferAfterMinutes"], 30);
        assert_eq!(hours_where(&day, "buffer"), [9, 11], "09:00 would keep 10:00–10:30, 11:00 starts inside 10:00's buffer");
        let unavailable: Vec<i64> = (8..22).filter(|h| !hours_where(&day, "available").contains(h)).collect();
        assert_eq!(unavailable, [9, 10, 11]);

        let buffer = msg::buffer_taken(Duration::zero(), Duration::minutes(30));
        assert_eq!(buffer, "Este espaço mantém 30 min livres depois de cada reserva, e este horário encosta em outra reserva. Escolha outro horário.");
        assert_eq!(error(&book_on(&app, &user, &space, DAY, 11, 12).await).1, buffer);
        assert_eq!(error(&book_on(&app, &user, &space, DAY, 9, 10).await).1, buffer);
        assert_eq!(error(&book_on(&app, &user, &space, DAY, 10, 12).await).1, "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.");
        let later = book(&app, &user, &space, 12, 13).await;

        // A move is held to the same span, excluding the booking itself.
        let input = json!({"bookingId": later, "startsAt": on_day(11), "endsAt": on_day(12)});
        assert_eq!(error(&app.gql(Some(&user), MOVE, json!({"input": input})).await).1, buffer);
        let input = json!({"bookingId": first, "startsAt": on_day(9), "endsAt": on_day(10)});
        let moved = app.gql(Some(&user), MOVE, json!({"input": input})).await;
        assert!(moved["errors"].is_null(), "{moved}");
        assert_eq!(spans(&app).await, [(540, 600, 540, 630), (720, 780, 720, 810)]);

        // The database itself refuses spans that meet, whatever the bare times say.
        let space_id = entities::space::Entity::find().one(&app.state.db).await.unwrap().unwrap().id;
        let owner = entities::user::Entity::find().filter(entities::user::Column::Email.eq("ana@exemplo.com")).one(&app.state.db).await.unwrap().unwrap().id;
        let raw = |from: i64, to: i64, blocked: (i64, i64)| {
            let midnight: chrono::DateTime<chrono::Utc> = "2031-03-11T03:00:00Z".parse().unwrap();
            let at = |m: i64| midnight + Duration::minutes(m);
            entities::booking::ActiveModel {
                id: Set(uuid::Uuid::now_v7()),
                user_id: Set(owner),
                space_id: Set(space_id),
                status: Set(entities::booking::BookingStatus::Pending),
                starts_at: Set(at(from)),
                ends_at: Set(at(to)),
                blocked_from: Set(at(blocked.0)),
                blocked_until: Set(at(blocked.1)),
                series_id: Set(None),
                decide_by: Set(None),
                total_price_cents: Set(100),
                notes: Set(None),
                idempotency_key: Set(None),
                created_at: Set(at(0)),
                updated_at: Set(at(0)),
                reminder_sent_at: Set(None),
                pay_by: Set(None),
                paying_until: Set(None),
                cancel_reason: Set(None),
                cancelled_by: Set(None),
                sequence: Set(0),
            }
        };
        raw(810, 870, (810, 870)).insert(&app.state.db).await.expect("ending where a blocked span ends is fine");
        let err = raw(660, 720, (600, 720)).insert(&app.state.db).await.expect_err("a span meeting 09:00's buffer");
        assert!(err.to_string().contains("bookings_no_overlap"), "{err}");
        let err = raw(640, 700, (650, 700)).insert(&app.state.db).await.expect_err("a span not around its times");
        assert!(err.to_string().contains("bookings_blocked_contains_times"), "{err}");

        // A shorter buffer frees time at once; the bookings keep no more than it.
        let body = update(&app, &admin, json!({"spaceId": space, "bufferAfterMinutes": 15})).await;
        assert!(body["errors"].is_null(), "{body}");
        assert_eq!(spans(&app).await, [(540, 600, 540, 615), (720, 780, 720, 795), (810, 870, 810, 870)]);
        assert_eq!(hours_where(&slots(&app, &user, &space).await, "buffer"), [8, 10, 11]);
    }
);

db_test!(
    async fn the_time_between_a_spaces_edges_and_its_buffers_is_checked(app) {
        let World { admin, space, .. } = world(&app).await;
        for (field, value) in [("bufferBeforeMinutes", 7), ("bufferAfterMinutes", -5), ("bufferAfterMinutes", 245)] {
            let body = update(&app, &admin, json!({"spaceId": space, field: value})).await;
            assert_eq!(error(&body), ("VALIDATION".into(), msg::BUFFER_RANGE.into(), Some(field.into())));
        }
        let body = update(&app, &admin, json!({"spaceId": space, "maxDurationMinutes": 1440, "bufferAfterMinutes": 5})).await;
        assert_eq!(error(&body).1, msg::SPAN_WITH_BUFFERS);
        // A buffer may fall outside the opening hours: 08:00 and 20:00–22:00 stay bookable.
        let body = update(&app, &admin, json!({"spaceId": space, "bufferBeforeMinutes": 60, "bufferAfterMinutes": 60})).await;
        assert!(body["errors"].is_null(), "{body}");
        let user = app.user("bia@exemplo.com").await;
        book(&app, &user, &space, 8, 9).await;
        book(&app, &user, &space, 20, 22).await;
        let day = slots(&app, &user, &space).await;
        assert_eq!(hours_where(&day, "buffer"), [9, 10, 18, 19]);
        assert_eq!(hours_where(&day, "canStart"), (11..18).collect::<Vec<_>>());
    }
);

// Neighbours racing with a buffer between them: whatever the order, no two blocked spans
// of live bookings ever meet.
db_test!(
    async fn bookings_racing_across_a_buffer_never_meet(app) with long_tokens(), {
        let World { admin, space, .. } = world(&app).await;
        let body = update(&app, &admin, json!({"spaceId": space, "bufferBeforeMinutes": 15, "bufferAfterMinutes": 15})).await;
        assert!(body["errors"].is_null(), "{body}");
        let app = std::sync::Arc::new(app);
        let tasks = book_hours_at_once(&app, &space, 10..18).await;
        let mut booked = 0;
        for task in tasks {
            let (_, body) = task.await.unwrap();
            if body["data"]["createBooking"]["booking"]["id"].is_string() {
                booked += 1;
            } else {
                assert_eq!(error(&body).1, msg::buffer_taken(Duration::minutes(15), Duration::minutes(15)));
            }
        }
        let rows = spans(&app).await;
        assert_eq!(rows.len(), booked);
        // Neighbouring hours always meet: at most every other hour, at least one in three.
        assert!((3..=4).contains(&booked), "{rows:?}");
        for (from, to, blocked_from, blocked_until) in &rows {
            assert_eq!((*blocked_from, *blocked_until), (from - 15, to + 15), "{rows:?}");
        }
        for pair in rows.windows(2) {
            assert!(pair[0].3 <= pair[1].2, "blocked spans meet: {rows:?}");
        }
    }
);

/// `hour`:`minute` on DAY in São Paulo (UTC−3), as an instant.
fn on_day_at(hour: i64, minute: i64) -> String {
    let midnight: chrono::DateTime<chrono::Utc> = "2031-03-11T03:00:00Z".parse().unwrap();
    (midnight + Duration::hours(hour) + Duration::minutes(minute)).to_rfc3339()
}

db_test!(
    async fn half_hour_slots_book_price_and_count_in_minutes(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let weekdays: Vec<Value> = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]
            .iter()
            .map(|d| json!({"weekday": d, "ranges": [{"opens": "08:30", "lastStart": "11:30", "closes": "12:00"}]}))
            .collect();
        let half = json!({"spaceId": space, "slotMinutes": 30, "openingHours": weekdays, "minDurationMinutes": 30, "maxDurationMinutes": 90});
        // The hours and durations must fall on the grid the space chooses.
        let whole = json!({"spaceId": space, "openingHours": weekdays, "minDurationMinutes": 30});
        assert_eq!(error(&update(&app, &admin, whole).await).1, msg::HOURS_WHOLE);
        let odd = json!({"spaceId": space, "slotMinutes": 45});
        assert_eq!(error(&update(&app, &admin, odd).await), ("VALIDATION".into(), msg::SLOT_RANGE.into(), Some("slotMinutes".into())));
        let body = update(&app, &admin, half).await;
        assert!(body["errors"].is_null(), "{body}");
        let rules = "query($s: ID!) { space(id: $s) { bookingRules { slotMinutes } ruleOverrides { slotMinutes } } }";
        let body = app.gql(Some(&admin), rules, json!({"s": space})).await;
        assert_eq!(body["data"]["space"], json!({"bookingRules": {"slotMinutes": 30}, "ruleOverrides": {"slotMinutes": 30}}));

        let slots = "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour minuteOfDay startsAt available canStart } rules { slotMinutes } } }";
        let day = app.gql(Some(&user), slots, json!({"s": space, "d": DAY})).await;
        let day = &day["data"]["availability"];
        assert_eq!(day["rules"]["slotMinutes"], 30);
        let minutes: Vec<i64> = day["slots"].as_array().unwrap().iter().map(|s| s["minuteOfDay"].as_i64().unwrap()).collect();
        assert_eq!(minutes, [510, 540, 570, 600, 630, 660, 690], "08:30 to 11:30");
        assert_eq!((&day["slots"][0]["hour"], &day["slots"][0]["startsAt"]), (&json!(8), &json!(on_day_at(8, 30))));

        // 08:30–10:00: an hour and a half at 80.50/h.
        const BOOK: &str = "mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id durationMinutes hours totalPrice } } }";
        let book = |token: String, from: String, to: String| {
            let (app, space) = (&app, space.clone());
            async move { app.gql(Some(&token), BOOK, json!({"input": {"spaceId": space, "startsAt": from, "endsAt": to}})).await }
        };
        let body = book(user.clone(), on_day_at(8, 30), on_day_at(10, 0)).await;
        let booking = &body["data"]["createBooking"]["booking"];
        assert_eq!((&booking["durationMinutes"], &booking["hours"], &booking["totalPrice"]), (&json!(90), &json!(1), &json!("120.75")), "{body}");
        let off_grid = book(user.clone(), on_day_at(10, 15), on_day_at(11, 0)).await;
        assert_eq!(error(&off_grid).1, msg::TIMES_HALF);
        let bia = app.user("bia@exemplo.com").await;
        let overlapping = book(bia.clone(), on_day_at(9, 30), on_day_at(10, 30)).await;
        assert_eq!(error(&overlapping).0, "CONFLICT", "{overlapping}");
        let next = book(bia.clone(), on_day_at(10, 0), on_day_at(10, 30)).await;
        assert!(next["errors"].is_null(), "half an hour right after: {next}");
        let day = availability(&app, &user, &space, DAY).await;
        assert_eq!(hours_where(&day, "canStart"), [10, 11, 11], "10:30, 11:00 and 11:30 are left");

        // Limits of hours count minutes: 90 held + 30 is exactly 2 hours; 30 more passes it.
        let limit = "mutation($input: CreateQuotaInput!) { createQuota(input: $input) { quota { id } } }";
        let body = app.gql(Some(&admin), limit, json!({"input": {"metric": "HOURS", "period": "DAY", "max": 2}})).await;
        assert!(body["errors"].is_null(), "{body}");
        let body = book(user.clone(), on_day_at(10, 30), on_day_at(11, 0)).await;
        assert!(body["errors"].is_null(), "{body}");
        let body = book(user.clone(), on_day_at(11, 30), on_day_at(12, 0)).await;
        assert_eq!(error(&body).1, "Limite de 2 horas por dia em todos os espaços: você já tem 2 horas reservadas nesse período, e esta reserva passaria do limite.");
        let dashboard = app.gql(Some(&user), "{ userDashboard { upcomingMinutes upcomingHours } }", json!({})).await;
        assert_eq!(dashboard["data"]["userDashboard"], json!({"upcomingMinutes": 120, "upcomingHours": 2}));

        // Back to whole hours: a 30-minute shortest booking no longer fits the grid; the
        // bookings made on half hours keep their times.
        let back = json!({"spaceId": space, "minDurationMinutes": 30});
        assert_eq!(error(&update(&app, &admin, back).await).1, msg::DURATION_RANGE);
        let body = update(&app, &admin, json!({"spaceId": space})).await;
        assert!(body["errors"].is_null(), "{body}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'pending'").await, 3);
    }
);
