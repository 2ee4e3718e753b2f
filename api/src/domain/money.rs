//! Money is exact: integer cents inside, a two-decimal string ("150.00") at the edges.

/// Parses a non-negative amount with at most two decimals ("150", "150.5", "150,50").
/// `None` for anything else (negative, more decimals, not a number, absurdly large).
pub fn parse_cents(raw: &str) -> Option<i64> {
    let text = raw.trim().replace(',', ".");
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty() || whole.len() > 12 || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let cents: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    whole.checked_mul(100)?.checked_add(cents)
}

/// "1234.50": what GraphQL's `Decimal` carries.
pub fn format_cents(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_parse_to_exact_cents() {
        assert_eq!(parse_cents("150"), Some(15000));
        assert_eq!(parse_cents("150.5"), Some(15050));
        assert_eq!(parse_cents(" 150,05 "), Some(15005));
        assert_eq!(parse_cents("0"), Some(0));
        assert_eq!(parse_cents("0.1"), Some(10));
    }

    #[test]
    fn negative_over_precise_or_malformed_amounts_are_refused() {
        for bad in ["-1", "1.234", "abc", "", ".5", "1e3", "1.2.3", "9999999999999"] {
            assert_eq!(parse_cents(bad), None, "{bad}");
        }
    }

    #[test]
    fn cents_format_with_two_decimals() {
        assert_eq!(format_cents(15000), "150.00");
        assert_eq!(format_cents(5), "0.05");
        assert_eq!(format_cents(-250), "-2.50");
    }
}
