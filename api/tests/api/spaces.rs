//! Spaces: permissions, validation, filters on both databases, pagination and the delete
//! cascade.

use serde_json::{Value, json};

use crate::helpers::{TestApp, error};

const CREATE: &str = "mutation($input: CreateSpaceInput!) { createSpace(input: $input) { space { id name pricePerHour resources isActive } } }";
const LIST: &str = "query($filter: SpaceFilter, $first: Int, $after: String) { spaces(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name capacity pricePerHour resources isActive } } } }";

/// An admin token on an empty database (sign-up as ADMIN is allowed while none exists).
pub async fn first_admin(app: &TestApp) -> String {
    let body = app
        .gql(
            None,
            "mutation($input: SignUpInput!) { signUp(input: $input) { message } }",
            json!({"input": {"fullName": "Admin", "email": "admin@exemplo.com", "password": "segredo1", "role": "ADMIN"}}),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let link = app.mails_to("admin@exemplo.com")[0].link();
    app.browser.get(link).send().await.unwrap();
    app.sign_in("admin@exemplo.com", "segredo1").await.0
}

pub async fn create(app: &TestApp, admin: &str, name: &str, capacity: i32, price: &str, resources: &[&str]) -> String {
    let body = app
        .gql(Some(admin), CREATE, json!({"input": {"name": name, "description": format!("Descrição de {name}"), "capacity": capacity, "pricePerHour": price, "resources": resources}}))
        .await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["createSpace"]["space"]["id"].as_str().unwrap().to_owned()
}

fn names(body: &Value) -> Vec<String> {
    body["data"]["spaces"]["edges"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
        .collect()
}

db_test!(
    async fn only_admins_manage_spaces(app) {
        let admin = first_admin(&app).await;
        let id = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
        let user = app.user("bia@exemplo.com").await;
        let input = json!({"input": {"name": "X", "capacity": 1, "pricePerHour": "1"}});
        for (token, code) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
            assert_eq!(error(&app.gql(token, CREATE, input.clone()).await).0, code);
            let update = app.gql(token, "mutation($id: ID!) { updateSpace(input: {id: $id, name: \"Y\", capacity: 2, pricePerHour: \"2\"}) { space { id } } }", json!({"id": id})).await;
            assert_eq!(error(&update).0, code);
            let toggle = app.gql(token, "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { id } } }", json!({"id": id})).await;
            assert_eq!(error(&toggle).0, code);
            let delete = app.gql(token, "mutation($id: ID!) { deleteSpace(input: {id: $id}) { deletedBookings } }", json!({"id": id})).await;
            assert_eq!(error(&delete).0, code);
        }
        let counts = app.gql(Some(&user), "query($id: ID!) { space(id: $id) { bookingCounts { total } } }", json!({"id": id})).await;
        assert_eq!(error(&counts).0, "FORBIDDEN");
        assert_eq!(error(&app.gql(None, LIST, json!({})).await).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn the_space_form_is_validated_on_the_server(app) {
        let admin = first_admin(&app).await;
        let cases = [
            (json!({"name": " ", "capacity": 1, "pricePerHour": "1"}), "name", "Nome é obrigatório"),
            (json!({"name": "A", "capacity": 0, "pricePerHour": "1"}), "capacity", "Capacidade deve ser um número inteiro positivo"),
            (json!({"name": "A", "capacity": 2, "pricePerHour": "-5"}), "pricePerHour", "Preço deve ser um valor positivo"),
            (json!({"name": "A", "capacity": 2, "pricePerHour": "1.999"}), "pricePerHour", "Preço deve ser um valor positivo"),
            (json!({"name": "A", "capacity": 2, "pricePerHour": "1", "imageUrl": "não é url"}), "imageUrl", "URL da imagem inválida"),
        ];
        for (input, field, message) in cases {
            let body = app.gql(Some(&admin), CREATE, json!({"input": input})).await;
            assert_eq!(error(&body), ("VALIDATION".into(), message.into(), Some(field.into())), "{input}");
        }
        let body = app.gql(Some(&admin), CREATE, json!({"input": {"name": " Sala ", "capacity": 3, "pricePerHour": 99.5, "resources": [" wifi , som", "", "wifi"]}})).await;
        assert_eq!(body["data"]["createSpace"]["space"]["name"], "Sala");
        assert_eq!(body["data"]["createSpace"]["space"]["pricePerHour"], "99.50");
        assert_eq!(body["data"]["createSpace"]["space"]["resources"], json!(["wifi", "som"]));
        let listed = app.gql(Some(&admin), LIST, json!({})).await;
        assert_eq!(listed["data"]["spaces"]["totalCount"], 1, "refused forms created nothing");
    }
);

db_test!(
    async fn filters_search_and_pagination_happen_on_the_server(app) {
        let admin = first_admin(&app).await;
        create(&app, &admin, "Sala Ipê", 8, "80", &["wifi", "projetor"]).await;
        create(&app, &admin, "Auditório Jacarandá", 120, "450", &["wifi", "som", "palco"]).await;
        create(&app, &admin, "Cabine Buriti", 1, "15", &["wifi"]).await;
        create(&app, &admin, "Estúdio 100% acústico", 4, "120.50", &["som", "computadores"]).await;
        let user = app.user("bia@exemplo.com").await;
        let list = |filter: Value| {
            let user = user.clone();
            let app = &app;
            async move { app.gql(Some(&user), LIST, json!({"filter": filter})).await }
        };
        assert_eq!(names(&list(json!({})).await), ["Estúdio 100% acústico", "Cabine Buriti", "Auditório Jacarandá", "Sala Ipê"], "newest first");
        assert_eq!(names(&list(json!({"search": "IPE"})).await), ["Sala Ipê"], "case and accents ignored");
        assert_eq!(names(&list(json!({"search": "descrição jacaranda"})).await), ["Auditório Jacarandá"], "every word, name or description");
        assert_eq!(names(&list(json!({"search": "100%"})).await), ["Estúdio 100% acústico"], "% is literal");
        assert_eq!(names(&list(json!({"minCapacity": 5, "maxCapacity": 100})).await), ["Sala Ipê"]);
        assert_eq!(names(&list(json!({"minCapacity": 100})).await), ["Auditório Jacarandá"], "no upper bound");
        assert_eq!(names(&list(json!({"minPrice": "15", "maxPrice": "80.00"})).await), ["Cabine Buriti", "Sala Ipê"]);
        assert_eq!(names(&list(json!({"resources": ["wifi", "som"]})).await), ["Auditório Jacarandá"], "all of the chosen");
        assert_eq!(names(&list(json!({"resources": ["computadores"]})).await), ["Estúdio 100% acústico"]);
        let counted = list(json!({"resources": ["wifi"]})).await;
        assert_eq!(counted["data"]["spaces"]["totalCount"], 3);

        let page1 = app.gql(Some(&user), LIST, json!({"first": 3})).await;
        assert_eq!(names(&page1).len(), 3);
        assert_eq!(page1["data"]["spaces"]["pageInfo"]["hasNextPage"], true);
        assert_eq!(page1["data"]["spaces"]["totalCount"], 4);
        let cursor = page1["data"]["spaces"]["pageInfo"]["endCursor"].clone();
        let page2 = app.gql(Some(&user), LIST, json!({"first": 3, "after": cursor})).await;
        assert_eq!(names(&page2), ["Sala Ipê"]);
        assert_eq!(page2["data"]["spaces"]["pageInfo"]["hasNextPage"], false);
        assert_eq!(page2["data"]["spaces"]["totalCount"], 4, "the whole listing, not what follows the cursor");
        let past = app.gql(Some(&user), LIST, json!({"first": 3, "after": page2["data"]["spaces"]["pageInfo"]["endCursor"]})).await;
        assert_eq!(names(&past).len(), 0);
        assert_eq!(past["data"]["spaces"]["totalCount"], 4, "a page past the end still knows the total");
        assert_eq!(error(&app.gql(Some(&user), LIST, json!({"first": 101})).await).1, "`first` deve estar entre 1 e 100.");
    }
);

db_test!(
    async fn an_inactive_space_vanishes_for_users_but_not_for_admins(app) {
        let admin = first_admin(&app).await;
        let id = create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        create(&app, &admin, "Sala Cedro", 3, "35", &[]).await;
        let user = app.user("bia@exemplo.com").await;
        let off = app.gql(Some(&admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { isActive } } }", json!({"id": id})).await;
        assert_eq!(off["data"]["setSpaceActive"]["space"]["isActive"], false, "{off}");

        assert_eq!(names(&app.gql(Some(&user), LIST, json!({"filter": {"isActive": false}})).await), ["Sala Cedro"], "users never see inactive spaces");
        for query in ["query($id: ID!) { space(id: $id) { id } }", "query($id: ID!) { node(id: $id) { id } }"] {
            let body = app.gql(Some(&user), query, json!({"id": id})).await;
            assert!(body["data"].as_object().unwrap().values().all(Value::is_null), "{body}");
        }
        assert_eq!(names(&app.gql(Some(&admin), LIST, json!({"filter": {"isActive": false}})).await), ["Sala Ipê"]);
        assert_eq!(names(&app.gql(Some(&admin), LIST, json!({})).await).len(), 2);

        app.gql(Some(&admin), "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: true}) { space { isActive } } }", json!({"id": id})).await;
        assert_eq!(names(&app.gql(Some(&user), LIST, json!({})).await).len(), 2);
    }
);

db_test!(
    async fn updating_a_space_keeps_its_identity(app) {
        let admin = first_admin(&app).await;
        let id = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
        let body = app
            .gql(Some(&admin), "mutation($input: UpdateSpaceInput!) { updateSpace(input: $input) { space { id name capacity pricePerHour resources imageUrl } } }",
                 json!({"input": {"id": id, "name": "Sala Ipê Amarelo", "capacity": 10, "pricePerHour": "95", "resources": ["wifi", "som"], "imageUrl": "https://exemplo.com/x.jpg"}}))
            .await;
        assert_eq!(body["data"]["updateSpace"]["space"], json!({"id": id, "name": "Sala Ipê Amarelo", "capacity": 10, "pricePerHour": "95.00", "resources": ["wifi", "som"], "imageUrl": "https://exemplo.com/x.jpg"}));
        let bad = app.gql(Some(&admin), "mutation($id: ID!) { updateSpace(input: {id: $id, name: \"\", capacity: 2, pricePerHour: \"2\"}) { space { id } } }", json!({"id": id})).await;
        assert_eq!(error(&bad).1, "Nome é obrigatório");
        let user = app.user("bia@exemplo.com").await;
        assert_eq!(names(&app.gql(Some(&user), LIST, json!({"filter": {"search": "amarelo"}})).await), ["Sala Ipê Amarelo"], "search follows the new name");
    }
);

db_test!(
    async fn deleting_a_space_cancels_its_active_bookings_once_confirmed_and_keeps_their_history(app) with crate::helpers::TestOptions::seeded(), {
        let (admin, _) = app.sign_in("admin@agora.dev", "agora-admin").await;
        let body = app.gql(Some(&admin), "{ spaces(first: 100) { edges { node { id name bookingCounts { total active cancelled } } } } }", json!({})).await;
        let spaces = body["data"]["spaces"]["edges"].as_array().unwrap().clone();
        let find = |name: &str| spaces.iter().find(|e| e["node"]["name"] == name).unwrap()["node"].clone();
        // The demo history: Sala Cedro has one cancelled booking, Espaço Paineira one confirmed, Terraço Guarantã none.
        assert_eq!(find("Sala Cedro")["bookingCounts"], json!({"total": 1, "active": 0, "cancelled": 1}));
        assert_eq!(find("Espaço Paineira")["bookingCounts"], json!({"total": 1, "active": 1, "cancelled": 0}));
        assert_eq!(find("Terraço Guarantã")["bookingCounts"], json!({"total": 0, "active": 0, "cancelled": 0}));
        // Completed bookings are neither active nor cancelled (Sala Ipê has one).
        assert_eq!(find("Sala Ipê")["bookingCounts"], json!({"total": 1, "active": 0, "cancelled": 0}));

        let before = app.gql(None, "{ landingStats { bookings spaces } }", json!({})).await["data"]["landingStats"].clone();
        const PREVIEW: &str = "query($id: ID!) { spaceRemovalPreview(id: $id) { activeBookings totalBookings bookings { status user { email } } } }";
        const DELETE: &str = "mutation($id: ID!, $n: Int) { deleteSpace(input: {id: $id, expectedActiveBookings: $n}) { deletedSpaceId deletedBookings cancelledBookings archived } }";
        let paineira = find("Espaço Paineira")["id"].clone();
        let unconfirmed = app.gql(Some(&admin), DELETE, json!({"id": paineira})).await;
        assert_eq!(error(&unconfirmed), ("CONFLICT".into(), api::domain::messages::SPACE_BOOKINGS_CHANGED.into(), None), "never silently");
        let preview = app.gql(Some(&admin), PREVIEW, json!({"id": paineira})).await["data"]["spaceRemovalPreview"].clone();
        assert_eq!(preview, json!({"activeBookings": 1, "totalBookings": 1, "bookings": [{"status": "CONFIRMED", "user": {"email": "usuario@agora.dev"}}]}));
        let stale = app.gql(Some(&admin), DELETE, json!({"id": paineira, "n": 0})).await;
        assert_eq!(error(&stale).0, "CONFLICT", "the count changed since the preview");
        let deleted = app.gql(Some(&admin), DELETE, json!({"id": paineira, "n": 1})).await;
        assert_eq!(deleted["data"]["deleteSpace"], json!({"deletedSpaceId": paineira, "deletedBookings": 0, "cancelledBookings": 1, "archived": true}));
        let none = app.gql(Some(&admin), DELETE, json!({"id": find("Terraço Guarantã")["id"]})).await;
        assert_eq!(none["data"]["deleteSpace"]["archived"], false, "nobody booked it: deleted");
        let cedro = app.gql(Some(&admin), DELETE, json!({"id": find("Sala Cedro")["id"]})).await;
        assert_eq!(cedro["data"]["deleteSpace"]["archived"], true, "its cancelled booking keeps it in history");
        let after = app.gql(None, "{ landingStats { bookings spaces } }", json!({})).await["data"]["landingStats"].clone();
        assert_eq!(after["bookings"], before["bookings"], "no booking is erased");
        assert_eq!(after["spaces"].as_i64().unwrap(), before["spaces"].as_i64().unwrap() - 3);
        let listed = app.gql(Some(&admin), "{ spaces(first: 100) { totalCount } }", json!({})).await;
        assert_eq!(listed["data"]["spaces"]["totalCount"], spaces.len() - 3, "archived spaces leave the admin list");
        let history = app.gql(Some(&admin), "{ bookings(filter: {status: CANCELLED}) { edges { node { cancelReason space { name } } } } }", json!({})).await;
        let reasons: Vec<_> = history["data"]["bookings"]["edges"].as_array().unwrap().iter().map(|e| (e["node"]["space"]["name"].clone(), e["node"]["cancelReason"].clone())).collect();
        assert!(reasons.contains(&(json!("Espaço Paineira"), json!(api::domain::messages::SPACE_REMOVED_REASON))), "{reasons:?}");
        let again = app.gql(Some(&admin), DELETE, json!({"id": find("Terraço Guarantã")["id"]})).await;
        assert_eq!(error(&again).0, "NOT_FOUND");
    }
);

db_test!(
    /// The list's pages are kept between requests (services/spaces/pages.rs): every change
    /// of a space shows in the very next list, for the admin and for users.
    async fn the_kept_list_follows_every_change_of_a_space(app) {
        let admin = first_admin(&app).await;
        let user = app.user("bia@exemplo.com").await;
        let ipe = create(&app, &admin, "Sala Ipê", 8, "80", &["wifi"]).await;
        let list = |token: String| {
            let app = &app;
            async move { names(&app.gql(Some(&token), LIST, json!({"first": 20})).await) }
        };
        assert_eq!(list(user.clone()).await, ["Sala Ipê"]);
        assert_eq!(list(user.clone()).await, ["Sala Ipê"], "from memory");
        assert_eq!(app.state.space_pages.len(), 1);

        create(&app, &admin, "Sala Jatobá", 4, "40", &[]).await;
        assert_eq!(list(user.clone()).await, ["Sala Jatobá", "Sala Ipê"]);

        let rename = "mutation($id: ID!) { updateSpace(input: {id: $id, name: \"Sala Ipê Amarelo\", capacity: 8, pricePerHour: \"80\"}) { space { id } } }";
        assert!(app.gql(Some(&admin), rename, json!({"id": ipe})).await["errors"].is_null());
        assert_eq!(list(user.clone()).await, ["Sala Jatobá", "Sala Ipê Amarelo"]);
        assert_eq!(list(admin.clone()).await, ["Sala Jatobá", "Sala Ipê Amarelo"]);

        let off = "mutation($id: ID!) { setSpaceActive(input: {id: $id, isActive: false}) { space { id } } }";
        assert!(app.gql(Some(&admin), off, json!({"id": ipe})).await["errors"].is_null());
        assert_eq!(list(user.clone()).await, ["Sala Jatobá"]);
        assert_eq!(list(admin.clone()).await, ["Sala Jatobá", "Sala Ipê Amarelo"], "admins still see it");

        let delete = "mutation($id: ID!) { deleteSpace(input: {id: $id}) { archived } }";
        assert!(app.gql(Some(&admin), delete, json!({"id": ipe})).await["errors"].is_null());
        assert_eq!(list(admin.clone()).await, ["Sala Jatobá"]);
    }
);

/// A space changed on one node shows in the list another node kept, once its event
/// arrives (PostgreSQL NOTIFY).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_list_kept_on_one_node_follows_a_change_made_on_another() {
    use crate::helpers::{Backend, TestOptions, spawn_app};
    let Some(a) = spawn_app(Backend::Postgres, TestOptions::default()).await else { return };
    let options = TestOptions { database_url: Some(a.database_url.clone()), ..Default::default() };
    let b = spawn_app(Backend::Postgres, options).await.unwrap();
    let admin = first_admin(&a).await;
    let user = a.user("bia@exemplo.com").await;
    let ipe = create(&a, &admin, "Sala Ipê", 8, "80", &[]).await;
    assert_eq!(names(&a.gql(Some(&user), LIST, json!({"first": 20})).await), ["Sala Ipê"]);
    assert_eq!(a.state.space_pages.len(), 1);
    // Node A's LISTEN is in place once its broker started; give it a moment.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let rename = "mutation($id: ID!) { updateSpace(input: {id: $id, name: \"Sala Ipê Roxo\", capacity: 8, pricePerHour: \"80\"}) { space { id } } }";
    assert!(b.gql(Some(&admin), rename, json!({"id": ipe})).await["errors"].is_null());
    let mut seen = Vec::new();
    for _ in 0..50 {
        seen = names(&a.gql(Some(&user), LIST, json!({"first": 20})).await);
        if seen == ["Sala Ipê Roxo"] {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(seen, ["Sala Ipê Roxo"], "node A still lists the old name");
}
