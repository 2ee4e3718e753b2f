//! Deciding what an uploaded file is from its bytes, never from its name or declared
//! type. Only complete JPEG, PNG, WebP and GIF images pass; anything carrying markup or
//! data past the image's end (a polyglot) is refused.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageType {
    Jpeg,
    Png,
    Webp,
    Gif,
}

impl ImageType {
    pub fn extension(self) -> &'static str {
        match self {
            ImageType::Jpeg => "jpg",
            ImageType::Png => "png",
            ImageType::Webp => "webp",
            ImageType::Gif => "gif",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ImageType::Jpeg => "image/jpeg",
            ImageType::Png => "image/png",
            ImageType::Webp => "image/webp",
            ImageType::Gif => "image/gif",
        }
    }
}

/// The image type of `bytes`, or `None` when it is not a well-formed image we accept.
pub fn sniff(bytes: &[u8]) -> Option<ImageType> {
    let kind = if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        ImageType::Jpeg
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        ImageType::Png
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        ImageType::Webp
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        ImageType::Gif
    } else {
        return None;
    };
    let complete = match kind {
        ImageType::Jpeg => bytes.ends_with(&[0xFF, 0xD9]),
        ImageType::Png => png_ends_at_iend(bytes),
        ImageType::Webp => {
            let declared = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
            declared + 8 == bytes.len()
        }
        ImageType::Gif => bytes.ends_with(&[0x3B]),
    };
    (complete && !carries_markup(bytes)).then_some(kind)
}

/// Walks the PNG chunks: well-formed, ending exactly with IEND.
fn png_ends_at_iend(bytes: &[u8]) -> bool {
    let mut at = 8;
    while at + 12 <= bytes.len() {
        let length = u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) as usize;
        let kind = &bytes[at + 4..at + 8];
        let Some(next) = at.checked_add(12).and_then(|n| n.checked_add(length)) else { return false };
        if next > bytes.len() {
            return false;
        }
        if kind == b"IEND" {
            return next == bytes.len();
        }
        at = next;
    }
    false
}

/// Markup a browser or an interpreter could act on, anywhere in the file.
fn carries_markup(bytes: &[u8]) -> bool {
    const NEEDLES: [&[u8]; 8] =
        [b"<script", b"<html", b"<svg", b"<?php", b"<iframe", b"<body", b"javascript:", b"<!doctype"];
    bytes.windows(12).any(|w| {
        let lower: Vec<u8> = w.iter().map(u8::to_ascii_lowercase).collect();
        NEEDLES.iter().any(|n| lower.starts_with(n))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    pub fn tiny_png() -> Vec<u8> {
        let mut out = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut out, 2, 2);
            encoder.set_color(png::ColorType::Rgb);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&[200; 12]).unwrap();
        }
        out
    }

    #[test]
    fn real_images_are_recognised() {
        assert_eq!(sniff(&tiny_png()), Some(ImageType::Png));
        assert_eq!(
            sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 16, b'J', b'F', b'I', b'F', 0, 0xFF, 0xD9]),
            Some(ImageType::Jpeg)
        );
        assert_eq!(sniff(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"), Some(ImageType::Gif));
        let mut webp = b"RIFF\x08\x00\x00\x00WEBPVP8 ".to_vec();
        webp.truncate(20);
        assert_eq!(sniff(&webp), Some(ImageType::Webp));
    }

    #[test]
    fn names_do_not_matter_only_bytes() {
        assert_eq!(sniff(b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), None);
        assert_eq!(sniff(b"<!DOCTYPE html><html><body>hi</body></html>"), None);
        assert_eq!(sniff(b""), None);
        assert_eq!(sniff(b"just text pretending to be a .png"), None);
    }

    #[test]
    fn polyglots_and_truncated_images_are_refused() {
        let mut trailing = tiny_png();
        trailing.extend_from_slice(b"PK\x03\x04 a zip after the image");
        assert_eq!(sniff(&trailing), None, "data after IEND");
        let png = tiny_png();
        assert_eq!(sniff(&png[..png.len() - 4]), None, "truncated");
        let mut gif_html = b"GIF89a/*<html><script>alert(1)</script>".to_vec();
        gif_html.push(b';');
        assert_eq!(sniff(&gif_html), None, "markup inside");
    }
}
