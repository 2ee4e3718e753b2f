//! Uploads: permissions, limits, content sniffing and hostile files. Nothing refused is
//! ever left on disk.

use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{TestApp, error};
use crate::spaces::first_admin;

const UPLOAD: &str =
    "mutation($file: Upload!, $bucket: StorageBucket!) { uploadFile(input: {bucket: $bucket, file: $file}) { url } }";

fn png() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, 4, 4);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&[90; 48]).unwrap();
    }
    out
}

async fn upload(
    app: &TestApp,
    token: Option<&str>,
    bucket: &str,
    name: &str,
    bytes: Vec<u8>,
    web: bool,
) -> (u16, Value) {
    let operations = json!({"query": UPLOAD, "variables": {"file": null, "bucket": bucket}});
    let form = Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({"0": ["variables.file"]}).to_string())
        .part("0", Part::bytes(bytes).file_name(name.to_owned()).mime_str("image/png").unwrap());
    let mut request = reqwest::Client::new().post(format!("{}/graphql", app.url)).multipart(form);
    if web {
        request = request.header("x-agora-client", "web");
    }
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    match request.send().await {
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.json().await.unwrap_or(Value::Null))
        }
        // The server answered 413 from the declared length and closed the connection
        // before the client finished writing: the upload was refused without being read.
        Err(err) if err.is_request() => (0, Value::Null),
        Err(err) => panic!("{err}"),
    }
}

db_test!(
    async fn an_admin_uploads_a_space_photo_that_is_served_safely(app) {
        let admin = first_admin(&app).await;
        let (status, body) = upload(&app, Some(&admin), "SPACES", "../../../etc/passwd.png", png(), true).await;
        assert_eq!(status, 200, "{body}");
        let url = body["data"]["uploadFile"]["url"].as_str().unwrap().to_owned();
        assert!(url.starts_with("/storage/spaces/images/") && url.ends_with(".png"), "{url}");
        assert!(!url.contains("passwd") && !url.contains(".."), "the client's name is never used: {url}");
        let served = reqwest::get(format!("{}{url}", app.url)).await.unwrap();
        assert_eq!(served.status(), 200);
        assert_eq!(served.headers()["content-type"], "image/png");
        assert_eq!(served.headers()["cache-control"], "public, max-age=3600");
        assert_eq!(served.headers()["x-content-type-options"], "nosniff");
        assert_eq!(served.bytes().await.unwrap().to_vec(), png());
        assert_eq!(app.stored_files().len(), 1);

        // A second upload of the same bytes gets its own name.
        let (_, again) = upload(&app, Some(&admin), "SPACES", "foto.png", png(), true).await;
        assert_ne!(again["data"]["uploadFile"]["url"], url.as_str());

        // A space using the photo loses it when the file is removed.
        let created = app.gql(Some(&admin), "mutation($u: String) { createSpace(input: {name: \"Sala\", capacity: 2, pricePerHour: \"10\", imageUrl: $u}) { space { id imageUrl } } }", json!({"u": url})).await;
        let space_id = created["data"]["createSpace"]["space"]["id"].clone();
        let removed = app.gql(Some(&admin), "mutation($u: String!) { removeFile(input: {url: $u}) { removedUrl } }", json!({"u": url})).await;
        assert_eq!(removed["data"]["removeFile"]["removedUrl"], url.as_str());
        assert_eq!(reqwest::get(format!("{}{url}", app.url)).await.unwrap().status(), 404);
        let space = app.gql(Some(&admin), "query($id: ID!) { space(id: $id) { imageUrl } }", json!({"id": space_id})).await;
        assert!(space["data"]["space"]["imageUrl"].is_null());
    }
);

db_test!(
    async fn only_admins_upload_space_photos_and_users_only_their_own_avatars(app) {
        let admin = first_admin(&app).await;
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let (_, body) = upload(&app, None, "AVATARS", "a.png", png(), true).await;
        assert_eq!(error(&body).0, "UNAUTHENTICATED");
        let (_, body) = upload(&app, Some(&ana), "SPACES", "a.png", png(), true).await;
        assert_eq!(error(&body).0, "FORBIDDEN");

        let (_, body) = upload(&app, Some(&ana), "AVATARS", "eu.png", png(), true).await;
        let url = body["data"]["uploadFile"]["url"].as_str().unwrap().to_owned();
        let ana_id = app.gql(Some(&ana), "{ viewer { id } }", json!({})).await;
        assert!(url.starts_with("/storage/avatars/"), "{url}");
        let saved = app.gql(Some(&ana), "mutation($u: String) { updateProfile(input: {fullName: \"Ana\", email: \"ana@exemplo.com\", avatarUrl: $u}) { user { avatarUrl } } }", json!({"u": url})).await;
        assert_eq!(saved["data"]["updateProfile"]["user"]["avatarUrl"], url.as_str(), "{ana_id}");

        const REMOVE: &str = "mutation($u: String!) { removeFile(input: {url: $u}) { removedUrl } }";
        assert_eq!(error(&app.gql(Some(&bia), REMOVE, json!({"u": url})).await).0, "FORBIDDEN", "not someone else's avatar");
        assert_eq!(error(&app.gql(None, REMOVE, json!({"u": url})).await).0, "UNAUTHENTICATED");
        assert_eq!(error(&app.gql(Some(&admin), REMOVE, json!({"u": "/storage/avatars/../../agora.db"})).await).0, "NOT_FOUND");
        let removed = app.gql(Some(&ana), REMOVE, json!({"u": url})).await;
        assert!(removed["errors"].is_null(), "{removed}");
        let viewer = app.gql(Some(&ana), "{ viewer { avatarUrl } }", json!({})).await;
        assert!(viewer["data"]["viewer"]["avatarUrl"].is_null(), "the profile lost the removed photo");
        assert!(app.stored_files().is_empty());
    }
);

db_test!(
    async fn hostile_uploads_are_refused_and_leave_nothing_on_disk(app) {
        let admin = first_admin(&app).await;
        let ana = app.user("ana@exemplo.com").await;
        let unsupported = "Tipo de arquivo não suportado.";
        let mut polyglot = png();
        polyglot.extend_from_slice(b"<html><script>alert(1)</script></html>");
        let mut zip_after = png();
        zip_after.extend_from_slice(b"PK\x03\x04zip");
        let cases: Vec<(&str, &str, Vec<u8>, &str)> = vec![
            ("SPACES", "vazio.png", Vec::new(), unsupported),
            ("SPACES", "foto.png", b"isto nao e uma imagem".to_vec(), unsupported),
            ("SPACES", "x.svg", b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".to_vec(), unsupported),
            ("SPACES", "x.png", b"<svg onload=alert(1)>".to_vec(), unsupported),
            ("SPACES", "x.html", b"<!doctype html><html><body><script>alert(1)</script></body></html>".to_vec(), unsupported),
            ("SPACES", "poly.png", polyglot, unsupported),
            ("SPACES", "zip.png", zip_after, unsupported),
            ("SPACES", "/etc/absolute.png", b"GIF89a<script>".to_vec(), unsupported),
        ];
        for (bucket, name, bytes, message) in cases {
            let (_, body) = upload(&app, Some(&admin), bucket, name, bytes, true).await;
            assert_eq!(error(&body).1, message, "{name}");
        }
        // An avatar over 5 MB (but under the 10 MB request limit) is refused by its bucket.
        let mut big = png();
        big.resize(6 * 1024 * 1024, 0);
        let (_, body) = upload(&app, Some(&ana), "AVATARS", "grande.png", big, true).await;
        assert_eq!(error(&body).1, "Arquivo muito grande. Máximo 5MB.");
        // Over 10 MB is cut off at the HTTP layer.
        // (The server answers 413 from the declared length and may close the connection
        // before the client has finished writing; status 0 is that.)
        let (status, body) = upload(&app, Some(&admin), "SPACES", "enorme.png", vec![0u8; 11 * 1024 * 1024], true).await;
        assert!(status == 413 || status == 0, "{status}");
        if status == 413 {
            assert_eq!(error(&body).1, "Arquivo muito grande. Máximo 10MB.");
        }
        // Without the client header a multipart request is refused outright (CSRF).
        let (status, body) = upload(&app, Some(&admin), "SPACES", "ok.png", png(), false).await;
        assert_eq!(status, 403);
        assert_eq!(error(&body).0, "FORBIDDEN");
        assert!(app.stored_files().is_empty(), "{:?}", app.stored_files());
    }
);

// A body that keeps streaming past the limit without a Content-Length is cut off too.
db_test!(
    async fn a_streamed_oversize_upload_is_cut_off_at_the_limit(app) {
        let admin = first_admin(&app).await;
        let boundary = "XBOUNDARY";
        let head = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\":[\"variables.file\"]}}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"x.png\"\r\nContent-Type: image/png\r\n\r\n",
            json!({"query": UPLOAD, "variables": {"file": null, "bucket": "SPACES"}})
        );
        // 64 chunks of 1 MiB: far more than the limit, sent as a stream.
        let chunks = std::iter::once(Ok::<_, std::io::Error>(head.into_bytes())).chain((0..64).map(|_| Ok(vec![7u8; 1024 * 1024])));
        let body = reqwest::Body::wrap_stream(futures_util::stream::iter(chunks));
        let response = reqwest::Client::new()
            .post(format!("{}/graphql", app.url))
            .header("content-type", format!("multipart/form-data; boundary={boundary}"))
            .header("x-agora-client", "web")
            .bearer_auth(&admin)
            .body(body)
            .send()
            .await;
        if let Ok(response) = response {
            // The server may answer before reading everything, or close the connection.
            assert_eq!(response.status(), 413);
        }
        assert!(app.stored_files().is_empty());
    }
);

db_test!(
    async fn a_multipart_part_with_huge_headers_is_bounded_and_stores_nothing(app) {
        let admin = first_admin(&app).await;
        let boundary = "XBOUNDARY";
        let huge = "x".repeat(2 * 1024 * 1024);
        let body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\":[\"variables.file\"]}}\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"x.png\"\r\nX-Padding: {huge}\r\nContent-Type: image/png\r\n\r\nabc\r\n--{boundary}--\r\n",
            json!({"query": UPLOAD, "variables": {"file": null, "bucket": "SPACES"}})
        );
        let response = reqwest::Client::new()
            .post(format!("{}/graphql", app.url))
            .header("content-type", format!("multipart/form-data; boundary={boundary}"))
            .header("x-agora-client", "web")
            .bearer_auth(&admin)
            .body(body)
            .send()
            .await;
        // Part headers count against the same 10 MB body limit; what arrives here is
        // refused by its content ("abc" is no image), never stored.
        if let Ok(response) = response {
            let status = response.status().as_u16();
            if status == 200 {
                let body: Value = response.json().await.unwrap();
                assert_eq!(error(&body).1, "Tipo de arquivo não suportado.");
            } else {
                assert!(matches!(status, 400 | 413), "{status}");
            }
        }
        assert!(app.stored_files().is_empty());
    }
);

// async-graphql's own Upload scalar panicked on these (found by the R4 fuzzer).
db_test!(
    async fn a_forged_upload_placeholder_in_json_is_bad_input_not_a_crash(app) {
        let admin = first_admin(&app).await;
        for placeholder in ["#__graphql_file__:x", "#__graphql_file__:0", "#__graphql_file__:99999999999999999999"] {
            let body = app.gql(Some(&admin), "mutation($f: Upload!) { uploadFile(input: {bucket: SPACES, file: $f}) { url } }", json!({"f": placeholder})).await;
            let (code, _, _) = error(&body);
            assert_eq!(code, "VALIDATION", "{placeholder}: {body}");
            let inline = app.gql(None, &format!("mutation {{ uploadFile(input: {{bucket: SPACES, file: \"{placeholder}\"}}) {{ url }} }}"), json!({})).await;
            assert!(!inline["errors"].is_null(), "{inline}");
        }
        assert!(app.stored_files().is_empty());
    }
);

// A personal access token may upload without the web client's header (no cookie can ride
// along), within its scopes: an avatar with `account:write`, a space photo with
// `spaces:write` too.
db_test!(
    async fn a_personal_access_token_uploads_within_its_scopes(app) {
        let admin = first_admin(&app).await;
        let token = crate::tokens::make_token(&app, &admin, "fotos", &["ACCOUNT_WRITE"], 1).await;
        let (status, body) = upload(&app, Some(&token), "AVATARS", "eu.png", png(), false).await;
        assert_eq!(status, 200, "{body}");
        assert!(body["data"]["uploadFile"]["url"].as_str().unwrap().starts_with("/storage/avatars/"), "{body}");
        let (_, body) = upload(&app, Some(&token), "SPACES", "sala.png", png(), false).await;
        assert_eq!(error(&body).1, "Este token de API não tem o escopo spaces:write.");
        let both = crate::tokens::make_token(&app, &admin, "fotos 2", &["ACCOUNT_WRITE", "SPACES_WRITE"], 1).await;
        let (status, body) = upload(&app, Some(&both), "SPACES", "sala.png", png(), false).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(app.stored_files().len(), 2);
    }
);
