//! Deciding what an uploaded file is from its bytes, never from its name or declared
//! type. Only complete JPEG, PNG, WebP and GIF images pass; anything carrying markup or
//! data past the image's end (a polyglot) is refused, and so is an image claiming more
//! than `MAX_SIDE` pixels a side or `MAX_PIXELS` in all (a decompression bomb: a small
//! file that unpacks to gigabytes in whoever displays it). PNGs are decoded in full, so a
//! corrupt chunk or pixel stream is refused too.

/// The largest side and canvas we accept (a 50-megapixel photo fits).
pub const MAX_SIDE: u32 = 12_000;
pub const MAX_PIXELS: u64 = 50_000_000;

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
        ImageType::Jpeg => bytes.ends_with(&[0xFF, 0xD9]) && jpeg_size(bytes).is_some_and(acceptable),
        ImageType::Png => png_ends_at_iend(bytes) && png_decodes(bytes),
        ImageType::Webp => {
            let declared = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
            declared + 8 == bytes.len()
        }
        ImageType::Gif => {
            bytes.ends_with(&[0x3B])
                && bytes.len() >= 10
                && acceptable((
                    u16::from_le_bytes([bytes[6], bytes[7]]) as u32,
                    u16::from_le_bytes([bytes[8], bytes[9]]) as u32,
                ))
        }
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

fn acceptable((width, height): (u32, u32)) -> bool {
    width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE && width as u64 * height as u64 <= MAX_PIXELS
}

/// Decodes the whole PNG: the header's size must be acceptable before any pixel is
/// unpacked, and every chunk's CRC and the compressed stream must be sound.
fn png_decodes(bytes: &[u8]) -> bool {
    let limits = png::Limits { bytes: (MAX_PIXELS * 8) as usize };
    let decoder = png::Decoder::new_with_limits(std::io::Cursor::new(bytes), limits);
    let Ok(mut reader) = decoder.read_info() else { return false };
    if !acceptable(reader.info().size()) {
        return false;
    }
    let Some(size) = reader.output_buffer_size() else { return false };
    let mut pixels = vec![0; size];
    reader.next_frame(&mut pixels).is_ok()
}

/// The size in a JPEG's start-of-frame segment.
fn jpeg_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let mut at = 2;
    while at + 4 <= bytes.len() {
        if bytes[at] != 0xFF {
            return None;
        }
        let marker = bytes[at + 1];
        let length = u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]) as usize;
        // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
        if (0xC0..=0xCF).contains(&marker) && ![0xC4, 0xC8, 0xCC].contains(&marker) {
            let sof = bytes.get(at + 4..at + 9)?;
            return Some((u16::from_be_bytes([sof[3], sof[4]]) as u32, u16::from_be_bytes([sof[1], sof[2]]) as u32));
        }
        at += 2 + length;
    }
    None
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
        assert_eq!(sniff(&jpeg(2, 2)), Some(ImageType::Jpeg));
        assert_eq!(sniff(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"), Some(ImageType::Gif));
        let mut webp = b"RIFF\x08\x00\x00\x00WEBPVP8 ".to_vec();
        webp.truncate(20);
        assert_eq!(sniff(&webp), Some(ImageType::Webp));
    }

    /// A JPEG skeleton: SOI, a JFIF APP0, a baseline SOF0 of `w`×`h`, EOI.
    fn jpeg(w: u16, h: u16) -> Vec<u8> {
        let mut out = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 16, b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
        out.extend_from_slice(&[0xFF, 0xC0, 0, 11, 8]);
        out.extend_from_slice(&h.to_be_bytes());
        out.extend_from_slice(&w.to_be_bytes());
        out.extend_from_slice(&[1, 1, 0x11, 0, 0xFF, 0xD9]);
        out
    }

    #[test]
    fn oversized_canvases_and_corrupt_pngs_are_refused() {
        assert_eq!(sniff(&jpeg(60_000, 60_000)), None, "a 3.6-gigapixel JPEG header");
        assert_eq!(sniff(&jpeg(0, 10)), None);
        assert_eq!(sniff(b"GIF89a\xff\xff\xff\xff\x00\x00\x00;"), None, "65535×65535 GIF");
        // A PNG header claiming 100,000 × 100,000 (CRC fixed up): refused before unpacking.
        let mut bomb = tiny_png();
        bomb[16..24].copy_from_slice(&[0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0]);
        let crc = crc32fast::hash(&bomb[12..29]);
        bomb[29..33].copy_from_slice(&crc.to_be_bytes());
        assert_eq!(sniff(&bomb), None);
        // One flipped byte anywhere fails a CRC or the pixel stream.
        let png = tiny_png();
        for at in 8..png.len() - 12 {
            let mut bad = png.clone();
            bad[at] ^= 0x55;
            assert_eq!(sniff(&bad), None, "byte {at} flipped");
        }
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
