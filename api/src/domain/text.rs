//! Free text as people type it: what counts as blank, and what is never accepted.

/// Characters that show nothing: white space and the invisible format characters
/// (zero-width spaces and joiners, the word joiner, the byte-order mark, the soft hyphen,
/// Hangul fillers, the Braille blank). A name made only of these is no name.
pub fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
        )
}

/// Trims invisible characters from both ends.
pub fn trim(raw: &str) -> &str {
    raw.trim_matches(is_invisible)
}

/// Trimmed text, or `None` when nothing visible is left.
pub fn optional(raw: Option<&str>) -> Option<String> {
    raw.map(trim).filter(|t| !t.is_empty()).map(str::to_owned)
}

/// A control character no text field accepts: C0 (NUL included) except tab, line feed and
/// carriage return, DEL, and C1.
pub fn is_forbidden_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

pub fn has_forbidden_control(raw: &str) -> bool {
    raw.chars().any(is_forbidden_control)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_characters_are_trimmed_like_spaces() {
        assert_eq!(trim("\u{200B}\u{FEFF} Ana \u{00A0}\u{2060}"), "Ana");
        assert_eq!(optional(Some("\u{200B}\u{200C}\u{3164}")), None);
        assert_eq!(optional(Some("  nota  ")), Some("nota".into()));
        assert_eq!(trim("👩\u{200D}💻"), "👩\u{200D}💻", "a joiner inside an emoji stays");
    }

    #[test]
    fn nul_and_other_controls_are_forbidden_but_line_breaks_and_tabs_are_text() {
        for bad in ["a\u{0}b", "\u{1B}[31m", "x\u{7F}", "\u{85}", "\u{8}"] {
            assert!(has_forbidden_control(bad), "{bad:?}");
        }
        assert!(!has_forbidden_control("linha 1\nlinha 2\r\n\tfim — ção"));
    }
}
