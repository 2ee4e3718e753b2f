//! Two-factor sign-in rules (docs/accounts.md, "Two-factor sign-in"): RFC 6238 codes as
//! every authenticator app makes them (SHA-1, 6 digits, 30-second steps, one step of
//! clock drift either way), and single-use recovery codes.

use chrono::{DateTime, Duration, Utc};
use rand::Rng;
use totp_rs::{Algorithm, Builder, Secret, Totp};

use crate::error::{AppError, AppResult};

/// The name authenticator apps show beside the account.
pub const ISSUER: &str = "Ágora";
pub const RECOVERY_CODES: usize = 10;
/// How long the step between the password and the code lasts, and how many codes it takes.
pub const CHALLENGE_TTL: Duration = Duration::minutes(5);
pub const CHALLENGE_TRIES: i32 = 5;
/// Recovery codes use letters and digits that cannot be mistaken for one another.
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_HALF: usize = 5;

/// A fresh shared secret: 160 random bits (RFC 4226's recommendation), base32.
pub fn new_secret() -> String {
    let bytes: [u8; 20] = rand::rng().random();
    Secret::new_stack(bytes).to_base32()
}

/// The authenticator of one account.
pub struct Authenticator(Totp);

impl Authenticator {
    pub fn new(secret_base32: &str, account: &str) -> AppResult<Self> {
        let secret =
            Secret::try_from_base32(secret_base32).map_err(|e| AppError::internal(format!("totp secret: {e:?}")))?;
        let totp = Builder::new()
            .with_algorithm(Algorithm::SHA1)
            .with_digits(6)
            .with_skew(1)
            .with_step_duration(30)
            .with_secret(secret)
            .with_issuer(Some(ISSUER))
            .with_account_name(account.replace(':', ""))
            .build()
            .map_err(|e| AppError::internal(format!("totp: {e:?}")))?;
        Ok(Self(totp))
    }

    /// The `otpauth://` address the QR code carries.
    pub fn uri(&self) -> AppResult<String> {
        self.0.to_url().map_err(|e| AppError::internal(format!("totp url: {e:?}")))
    }

    /// The 30-second step `code` belongs to, if it is right at `now` (one step of drift
    /// either way). The caller refuses a step already taken.
    pub fn step_of(&self, code: &str, now: DateTime<Utc>) -> Option<i64> {
        let seconds = u64::try_from(now.timestamp()).ok()?;
        self.0.check(code, seconds).map(|step| step as i64)
    }
}

/// A QR code of `text` as an SVG document (dark modules on white, with the quiet zone).
pub fn qr_svg(text: &str) -> AppResult<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).map_err(|e| AppError::internal(format!("qr: {e}")))?;
    Ok(code
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(200, 200)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .build())
}

/// What the user typed at the code step.
#[derive(Debug, PartialEq, Eq)]
pub enum Code {
    /// Six digits from the app.
    App(String),
    /// A recovery code, normalised (lower case, no separator).
    Recovery(String),
}

impl Code {
    /// Spaces and dashes are ignored; anything else that is neither shape is refused.
    pub fn parse(raw: &str) -> AppResult<Self> {
        let compact: String = raw.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
        if compact.is_empty() {
            return Err(AppError::validation("code", crate::domain::messages::TWO_FACTOR_CODE_NEEDED));
        }
        if compact.len() == 6 && compact.chars().all(|c| c.is_ascii_digit()) {
            return Ok(Self::App(compact));
        }
        let lower = compact.to_ascii_lowercase();
        if lower.len() == 2 * RECOVERY_HALF && lower.bytes().all(|b| ALPHABET.contains(&b)) {
            return Ok(Self::Recovery(lower));
        }
        Err(AppError::validation("code", crate::domain::messages::TWO_FACTOR_WRONG_CODE))
    }
}

/// Ten new recovery codes as shown to the user ("abcde-23456").
pub fn new_recovery_codes() -> Vec<String> {
    let mut rng = rand::rng();
    (0..RECOVERY_CODES)
        .map(|_| {
            let mut code: String =
                (0..2 * RECOVERY_HALF).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect();
            code.insert(RECOVERY_HALF, '-');
            code
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_6238_sha1_vectors() {
        // RFC 6238 appendix B: the secret "12345678901234567890", 8 digits there; the
        // last 6 digits are the 6-digit code.
        let secret = Secret::new(b"12345678901234567890".to_vec().into_boxed_slice()).to_base32();
        let auth = Authenticator::new(&secret, "a@b.c").unwrap();
        let at = |s: i64| DateTime::from_timestamp(s, 0).unwrap();
        assert_eq!(auth.step_of("287082", at(59)), Some(1));
        assert_eq!(auth.step_of("081804", at(1111111109)), Some(37037036));
        assert_eq!(auth.step_of("050471", at(1111111111)), Some(37037037));
        assert_eq!(auth.step_of("005924", at(1234567890)), Some(41152263));
        // One step of drift either way, not two.
        assert_eq!(auth.step_of("005924", at(1234567890 + 30)), Some(41152263));
        assert_eq!(auth.step_of("005924", at(1234567890 + 60)), None);
        assert_eq!(auth.step_of("000000", at(1234567890)), None);
    }

    #[test]
    fn codes_are_told_apart_by_shape() {
        assert_eq!(Code::parse(" 123 456 ").unwrap(), Code::App("123456".into()));
        assert_eq!(Code::parse("ABCDE-23456").unwrap(), Code::Recovery("abcde23456".into()));
        assert!(Code::parse("").is_err());
        assert!(Code::parse("12345").is_err());
        assert!(Code::parse("abcde-2345l").is_err());
    }

    #[test]
    fn recovery_codes_are_ten_distinct_and_parse_back() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), RECOVERY_CODES);
        for code in codes {
            assert!(matches!(Code::parse(&code).unwrap(), Code::Recovery(_)));
        }
    }

    #[test]
    fn the_uri_names_the_issuer_and_account() {
        let auth = Authenticator::new(&new_secret(), "ana@agora.dev").unwrap();
        let uri = auth.uri().unwrap();
        assert!(uri.starts_with("otpauth://totp/"), "{uri}");
        assert!(uri.contains("ana%40agora.dev") || uri.contains("ana@agora.dev"), "{uri}");
        assert!(qr_svg(&uri).unwrap().starts_with("<?xml"));
    }
}
