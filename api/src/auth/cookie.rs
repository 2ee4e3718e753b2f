//! The refresh token's cookie: httpOnly, SameSite=Strict, sent only to `/graphql`.

use cookie::{Cookie, SameSite, time::Duration as CookieDuration};

pub const REFRESH_COOKIE: &str = "agora_refresh";

pub fn set(secret: &str, max_age_secs: i64, secure: bool) -> String {
    Cookie::build((REFRESH_COOKIE, secret.to_owned()))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/graphql")
        .max_age(CookieDuration::seconds(max_age_secs.max(0)))
        .build()
        .to_string()
}

pub fn clear(secure: bool) -> String {
    set("", 0, secure)
}

/// Finds the refresh token in a `Cookie` request header.
pub fn read(header: &str) -> Option<String> {
    Cookie::split_parse(header)
        .filter_map(Result::ok)
        .find(|c| c.name() == REFRESH_COOKIE && !c.value().is_empty())
        .map(|c| c.value().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_http_only_and_strict() {
        let c = set("abc", 60, false);
        assert!(c.contains("agora_refresh=abc") && c.contains("HttpOnly") && c.contains("SameSite=Strict"));
        assert!(c.contains("Path=/graphql") && c.contains("Max-Age=60") && !c.contains("Secure"));
        assert!(set("abc", 60, true).contains("Secure"));
    }

    #[test]
    fn the_token_is_read_among_other_cookies() {
        assert_eq!(read("sidebar_state=true; agora_refresh=xyz"), Some("xyz".into()));
        assert_eq!(read("agora_refresh="), None);
        assert_eq!(read("other=1"), None);
    }
}
