//! Approval over real HTTP on both databases (docs/scheduling.md, "Approval"): a request
//! on a space that requires approval holds its slot, is paid only once approved, can be
//! declined with a reason, withdrawn by its owner at any time, and is declined by the
//! server when nobody decided it in time. A series is decided as a whole.

use api::domain::messages as msg;
use chrono::Duration;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

use crate::helpers::{TestApp, error};
use crate::lifecycle::{PAY, World, book_on, long_tokens, mail_to, run_jobs, scalar, world};
use crate::spaces::create;

const RULES: &str = "mutation($input: UpdateSpaceRulesInput!) { updateSpaceRules(input: $input) { space { bookingRules { requiresApproval } ruleOverrides { requiresApproval } } } }";
const APPROVE: &str = "mutation($id: ID!) { approveBooking(input: {bookingId: $id}) { booking { status payBy decideBy } decided { id status payBy } } }";
const DECLINE: &str = "mutation($id: ID!, $r: String) { declineBooking(input: {bookingId: $id}, reason: $r) { booking { status cancelReason } decided { id } } }";
const CANCEL: &str = "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { status } } }";
const NODE: &str = "query($id: ID!) { node(id: $id) { ... on Booking { status payBy decideBy cancelReason history { kind actor reason } } } }";

async fn require_approval(app: &TestApp, admin: &str, space: &str) {
    let body = app.gql(Some(admin), RULES, json!({"input": {"spaceId": space, "requiresApproval": true}})).await;
    let space = &body["data"]["updateSpaceRules"]["space"];
    assert_eq!(space["bookingRules"]["requiresApproval"], true, "{body}");
    assert_eq!(space["ruleOverrides"]["requiresApproval"], true, "{body}");
}

fn booked(body: &Value) -> (String, Value) {
    let booking = &body["data"]["createBooking"]["booking"];
    (booking["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned(), booking.clone())
}

async fn node(app: &TestApp, token: &str, id: &str) -> Value {
    let body = app.gql(Some(token), NODE, json!({"id": id})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["node"].clone()
}

fn kinds(node: &Value) -> Vec<(String, String)> {
    let events = node["history"].as_array().unwrap();
    events.iter().map(|e| (e["kind"].as_str().unwrap().to_owned(), e["actor"].as_str().unwrap().to_owned())).collect()
}

db_test!(
    async fn a_request_holds_its_slot_until_approved_and_is_paid_after(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        require_approval(&app, &admin, &space).await;
        let bia = app.user("bia@exemplo.com").await;

        // 2031-03-11 10:00–12:00 in São Paulo; decided at the latest an hour (the notice) before.
        let (id, booking) = booked(&book_on(&app, &user, &space, "2031-03-11", 10, 12).await);
        assert_eq!(booking["status"], "AWAITING_APPROVAL");
        assert!(booking["payBy"].is_null(), "nothing to pay yet: {booking}");
        assert_eq!(node(&app, &user, &id).await["decideBy"], "2031-03-11T12:00:00+00:00");
        let mail = mail_to(&app, "ana@exemplo.com", "Pedido de reserva enviado: Sala Ipê").await;
        assert!(mail.text.contains("o pagamento vem depois da aprovação"), "{}", mail.text);
        // The admins hear of it, with the deadline and where to decide; the dashboard counts it.
        let told = mail_to(&app, "admin@exemplo.com", "Novo pedido de reserva: Sala Ipê").await;
        assert!(told.text.contains("aguarda a sua aprovação"), "{}", told.text);
        assert!(told.text.contains("Sala Ipê — 11/03/2031, 10:00–12:00 — R$ 161,00"), "{}", told.text);
        assert!(told.text.contains("Sem decisão até 11/03/2031 às 09:00"), "{}", told.text);
        assert!(told.text.contains("/admin/bookings?status=awaiting_approval"), "{}", told.text);
        let waiting = "{ adminDashboard { awaitingApproval } }";
        assert_eq!(app.gql(Some(&admin), waiting, json!({})).await["data"]["adminDashboard"]["awaitingApproval"], 1);

        // The request holds its slot, in availability and against another booking.
        let taken = book_on(&app, &bia, &space, "2031-03-11", 11, 12).await;
        assert_eq!(error(&taken).1, "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.");
        // Not payable before approval, nor approvable by its owner.
        let early = app.gql(Some(&user), PAY, json!({"id": id})).await;
        assert_eq!(error(&early).1, "Esta reserva não pode passar de Aguardando aprovação para Confirmado.");
        assert_eq!(error(&app.gql(Some(&user), APPROVE, json!({"id": id})).await).0, "FORBIDDEN");

        // Approved at 09:10: payable for the hold (30 minutes) from then.
        app.clock.advance(Duration::minutes(10));
        let approved = app.gql(Some(&admin), APPROVE, json!({"id": id})).await;
        let decided = &approved["data"]["approveBooking"];
        assert_eq!(decided["booking"]["status"], "PENDING", "{approved}");
        assert_eq!(decided["booking"]["payBy"], "2031-03-10T12:40:00+00:00");
        assert!(decided["booking"]["decideBy"].is_null());
        assert_eq!(decided["decided"].as_array().unwrap().len(), 1);
        let mail = mail_to(&app, "ana@exemplo.com", "Pedido aprovado: Sala Ipê").await;
        assert!(mail.text.contains("Pague até 10/03/2031 às 09:40"), "{}", mail.text);
        let again = app.gql(Some(&admin), APPROVE, json!({"id": id})).await;
        assert_eq!(error(&again), ("CONFLICT".into(), msg::NOT_AWAITING_APPROVAL.into(), None));

        let paid = app.gql(Some(&user), PAY, json!({"id": id})).await;
        assert_eq!(paid["data"]["payBooking"]["booking"]["status"], "CONFIRMED", "{paid}");
        let events = kinds(&node(&app, &user, &id).await);
        let expected = [("CREATED", "OWNER"), ("APPROVED", "ADMIN"), ("PAID", "OWNER")];
        assert_eq!(events, expected.map(|(k, a)| (k.to_owned(), a.to_owned())));
        // The figures count requests apart.
        let counts = app.gql(Some(&admin), "{ bookingStatusCounts { awaitingApproval confirmed } }", json!({})).await;
        assert_eq!(counts["data"]["bookingStatusCounts"], json!({"awaitingApproval": 0, "confirmed": 1}), "{counts}");
        assert_eq!(app.gql(Some(&admin), waiting, json!({})).await["data"]["adminDashboard"]["awaitingApproval"], 0);
    }
);

db_test!(
    async fn a_request_is_declined_withdrawn_or_lapses_and_its_slot_is_freed(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        require_approval(&app, &admin, &space).await;
        let bia = app.user("bia@exemplo.com").await;

        // Declined: a reason is required and reaches the owner.
        let (id, _) = booked(&book_on(&app, &user, &space, "2031-03-11", 10, 12).await);
        let counts = app.gql(Some(&admin), "{ bookingStatusCounts { awaitingApproval } }", json!({})).await;
        assert_eq!(counts["data"]["bookingStatusCounts"]["awaitingApproval"], 1, "{counts}");
        let bare = app.gql(Some(&admin), DECLINE, json!({"id": id, "r": "  "})).await;
        assert_eq!(error(&bare), ("VALIDATION".into(), msg::DECLINE_REASON_REQUIRED.into(), Some("reason".into())));
        let declined = app.gql(Some(&admin), DECLINE, json!({"id": id, "r": "Evento interno no dia"})).await;
        let booking = &declined["data"]["declineBooking"]["booking"];
        assert_eq!((booking["status"].as_str(), booking["cancelReason"].as_str()), (Some("CANCELLED"), Some("Evento interno no dia")), "{declined}");
        let mail = mail_to(&app, "ana@exemplo.com", "Pedido recusado: Sala Ipê").await;
        assert!(mail.text.contains("Motivo: Evento interno no dia"), "{}", mail.text);
        let (bias, _) = booked(&book_on(&app, &bia, &space, "2031-03-11", 10, 12).await);
        // The database itself keeps requests apart: reviving the declined one over Bia's fails.
        let db = &app.state.db;
        let revive = "UPDATE bookings SET status = 'awaiting_approval' WHERE status = 'cancelled'";
        let err = db.execute_raw(Statement::from_string(db.get_database_backend(), revive)).await.unwrap_err();
        assert!(err.to_string().contains("bookings_no_overlap"), "{err}");
        assert!(!node(&app, &bia, &bias).await["decideBy"].is_null());

        // Withdrawn by the owner inside the 2-hour window that binds a pending booking.
        let (withdrawn, _) = booked(&book_on(&app, &user, &space, "2031-03-10", 12, 13).await);
        app.clock.advance(Duration::minutes(90)); // 10:30, 90 minutes before the start
        let body = app.gql(Some(&user), CANCEL, json!({"id": withdrawn})).await;
        assert_eq!(body["data"]["cancelBooking"]["booking"]["status"], "CANCELLED", "{body}");

        // Nobody decides by the notice before the start (14:00 − 1 h): the server declines.
        let (lapsing, _) = booked(&book_on(&app, &user, &space, "2031-03-10", 14, 15).await);
        app.clock.advance(Duration::minutes(149));
        assert_eq!(run_jobs(&app).await.declined, 0, "12:59: still time");
        app.clock.advance(Duration::minutes(1));
        assert_eq!(run_jobs(&app).await.declined, 1);
        let lapsed = node(&app, &user, &lapsing).await;
        assert_eq!((lapsed["status"].as_str(), lapsed["cancelReason"].as_str()), (Some("CANCELLED"), Some(msg::APPROVAL_TIMED_OUT_REASON)));
        assert_eq!(kinds(&lapsed).last().unwrap(), &("DECLINED".to_owned(), "SYSTEM".to_owned()));
        // The same round delivered its mail: the admin's decline and this one.
        assert_eq!(app.mails_to("ana@exemplo.com").iter().filter(|m| m.subject.starts_with("Pedido recusado")).count(), 2);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'awaiting_approval'").await, 1, "Bia's");
    }
);

db_test!(
    async fn the_owner_cannot_move_into_an_approval_space_nor_move_a_request(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let studio = create(&app, &admin, "Estúdio", 4, "50.00", &[]).await;
        require_approval(&app, &admin, &studio).await;
        let (id, _) = booked(&book_on(&app, &user, &space, "2031-03-11", 10, 11).await);
        let slot = app.gql(Some(&user), "query($s: ID!) { availability(spaceId: $s, date: \"2031-03-11\") { slots { hour startsAt endsAt } } }", json!({"s": studio})).await;
        let ten = slot["data"]["availability"]["slots"].as_array().unwrap().iter().find(|s| s["hour"] == 10).unwrap().clone();
        let reschedule = "mutation($i: RescheduleBookingInput!) { rescheduleBooking(input: $i) { booking { status space { name } } } }";
        let input = json!({"i": {"bookingId": id, "spaceId": studio, "startsAt": ten["startsAt"], "endsAt": ten["endsAt"]}});
        let refused = app.gql(Some(&user), reschedule, input.clone()).await;
        assert_eq!(error(&refused), ("CONFLICT".into(), msg::RESCHEDULE_INTO_APPROVAL.into(), None));
        // An admin's move is an approval of its own.
        let moved = app.gql(Some(&admin), reschedule, input).await;
        assert_eq!(moved["data"]["rescheduleBooking"]["booking"]["status"], "PENDING", "{moved}");

        let (request, _) = booked(&book_on(&app, &user, &studio, "2031-03-12", 10, 11).await);
        let input = json!({"i": {"bookingId": request, "startsAt": ten["startsAt"], "endsAt": ten["endsAt"]}});
        let body = app.gql(Some(&admin), reschedule, input).await;
        assert_eq!(error(&body).1, msg::RESCHEDULE_INACTIVE);
    }
);

db_test!(
    async fn a_series_is_requested_approved_and_paid_as_a_whole(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        require_approval(&app, &admin, &space).await;
        // A second admin who turned booking mail off.
        let bia = app.user("bia@exemplo.com").await;
        let off = app.gql(Some(&bia), "mutation { updateSettings(input: {emailBookings: false}) { user { id } } }", json!({})).await;
        let bia_id = off["data"]["updateSettings"]["user"]["id"].clone();
        let promote = "mutation($id: ID!) { setUserRole(input: {userId: $id, role: ADMIN}) { user { role } } }";
        let promoted = app.gql(Some(&admin), promote, json!({"id": bia_id})).await;
        assert_eq!(promoted["data"]["setUserRole"]["user"]["role"], "ADMIN", "{promoted}");
        let create = "mutation($input: CreateBookingSeriesInput!) { createBookingSeries(input: $input) { series { id } bookings { id status payBy } } }";
        let start: chrono::DateTime<chrono::Utc> = "2031-03-11T13:00:00Z".parse().unwrap();
        let input = json!({
            "spaceId": space, "startsAt": start, "endsAt": start + Duration::hours(1),
            "recurrence": {"frequency": "WEEKLY", "weekdays": ["TUESDAY"], "occurrences": 3},
        });
        let body = app.gql(Some(&user), create, json!({"input": input})).await;
        let written = body["data"]["createBookingSeries"]["bookings"].as_array().unwrap_or_else(|| panic!("{body}")).clone();
        assert!(written.iter().all(|b| b["status"] == "AWAITING_APPROVAL" && b["payBy"].is_null()), "{body}");
        mail_to(&app, "ana@exemplo.com", "Pedido de série enviado: Sala Ipê (3 ocorrências)").await;
        // One mail per admin for the whole series; an admin who turned booking mail off gets none.
        let told = mail_to(&app, "admin@exemplo.com", "Novo pedido de série: Sala Ipê (3 ocorrências)").await;
        assert_eq!(told.text.matches("• Sala Ipê — ").count(), 3, "{}", told.text);
        assert_eq!(app.mails_to("admin@exemplo.com").iter().filter(|m| m.subject.starts_with("Novo pedido")).count(), 1);
        assert!(!app.mails_to("bia@exemplo.com").iter().any(|m| m.subject.starts_with("Novo pedido")), "Bia turned booking mail off");

        // One decision, asked on the last occurrence, approves all three with one deadline.
        let approved = app.gql(Some(&admin), APPROVE, json!({"id": written[2]["id"]})).await;
        let decided = approved["data"]["approveBooking"]["decided"].as_array().unwrap_or_else(|| panic!("{approved}")).clone();
        assert_eq!(decided.iter().map(|b| b["id"].clone()).collect::<Vec<_>>(), written.iter().map(|b| b["id"].clone()).collect::<Vec<_>>());
        assert!(decided.iter().all(|b| b["status"] == "PENDING" && b["payBy"] == "2031-03-10T12:30:00+00:00"), "{approved}");
        let mail = mail_to(&app, "ana@exemplo.com", "Série aprovada: Sala Ipê (3 ocorrências)").await;
        assert!(mail.text.contains("Pague até 10/03/2031 às 09:30"), "{}", mail.text);
        assert_eq!(app.mails_to("ana@exemplo.com").iter().filter(|m| m.subject.contains("aprovad")).count(), 1);

        let series = body["data"]["createBookingSeries"]["series"]["id"].clone();
        let paid = app.gql(Some(&user), "mutation($id: ID!) { payBookingSeries(input: {seriesId: $id}) { bookings { status } } }", json!({"id": series})).await;
        assert_eq!(paid["data"]["payBookingSeries"]["bookings"], json!([{"status": "CONFIRMED"}, {"status": "CONFIRMED"}, {"status": "CONFIRMED"}]), "{paid}");
    }
);
