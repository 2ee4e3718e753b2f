//! Uploaded files: buckets with their limits and permissions, content sniffing, unique
//! names, and the [`Storage`] trait (a local directory by default; an S3-compatible store
//! can implement it without touching callers).

mod local;
mod sniff;

use std::fmt;

pub use local::LocalStorage;
pub use sniff::{ImageType, sniff};

/// Where a file lives. Each bucket has its own size limit and its own rule for who writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bucket {
    /// Space photos: admins only, 10 MB.
    Spaces,
    /// Profile photos: each user in a folder named by their id, 5 MB.
    Avatars,
}

impl Bucket {
    pub fn name(self) -> &'static str {
        match self {
            Bucket::Spaces => "spaces",
            Bucket::Avatars => "avatars",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "spaces" => Some(Bucket::Spaces),
            "avatars" => Some(Bucket::Avatars),
            _ => None,
        }
    }

    pub fn max_mb(self) -> u64 {
        match self {
            Bucket::Spaces => 10,
            Bucket::Avatars => 5,
        }
    }

    pub fn max_bytes(self) -> u64 {
        self.max_mb() * 1024 * 1024
    }

    pub fn too_large_message(self) -> String {
        format!("Arquivo muito grande. Máximo {}MB.", self.max_mb())
    }
}

/// The largest file any bucket accepts (the multipart parser's own limit).
pub const MAX_UPLOAD_BYTES: u64 = 10 * 1024 * 1024;
pub const UNSUPPORTED_TYPE: &str = "Tipo de arquivo não suportado.";

/// A file's place: bucket plus a path of safe segments made by the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileKey {
    pub bucket: Bucket,
    pub path: String,
}

impl FileKey {
    /// The public URL the files route serves it at.
    pub fn url(&self) -> String {
        format!("/storage/{}/{}", self.bucket.name(), self.path)
    }

    /// Parses `/storage/{bucket}/{path}` (or `{bucket}/{path}`), refusing anything that
    /// could leave the bucket.
    pub fn parse(url: &str) -> Option<Self> {
        let rest = url.strip_prefix("/storage/").unwrap_or(url);
        let (bucket, path) = rest.split_once('/')?;
        let bucket = Bucket::from_name(bucket)?;
        let safe = !path.is_empty()
            && path.split('/').all(|s| {
                !s.is_empty()
                    && s != "."
                    && s != ".."
                    && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
            });
        safe.then(|| FileKey { bucket, path: path.to_owned() })
    }
}

impl fmt::Display for FileKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.bucket.name(), self.path)
    }
}

/// A new unique file name: timestamp, random string and the extension of the type the
/// content really is (never the client's name).
pub fn unique_name(kind: ImageType, now_millis: i64) -> String {
    use rand::distr::{Alphanumeric, SampleString};
    let random = Alphanumeric.sample_string(&mut rand::rng(), 12).to_lowercase();
    format!("{now_millis}-{random}.{}", kind.extension())
}

#[async_trait::async_trait]
pub trait Storage: Send + Sync {
    /// Stores `bytes` at `key`; fails if something is already there (never overwrites).
    async fn put(&self, key: &FileKey, bytes: &[u8]) -> std::io::Result<()>;
    /// Removes the file; `Ok(false)` when there was none.
    async fn remove(&self, key: &FileKey) -> std::io::Result<bool>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_parse_only_safe_paths() {
        let key = FileKey::parse("/storage/avatars/0190-abc/123-x.png").unwrap();
        assert_eq!(key.bucket, Bucket::Avatars);
        assert_eq!(key.url(), "/storage/avatars/0190-abc/123-x.png");
        for bad in [
            "/storage/other/x.png",
            "/storage/spaces/../x",
            "/storage/spaces/",
            "/storage/spaces//x",
            "/storage/spaces/a b.png",
            "/storage/spaces/%2e%2e/x",
        ] {
            assert_eq!(FileKey::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn unique_names_carry_the_detected_extension() {
        let a = unique_name(ImageType::Webp, 1_700_000_000_000);
        let b = unique_name(ImageType::Webp, 1_700_000_000_000);
        assert!(a.starts_with("1700000000000-") && a.ends_with(".webp"));
        assert_ne!(a, b);
    }

    #[test]
    fn limits_have_their_messages() {
        assert_eq!(Bucket::Spaces.too_large_message(), "Arquivo muito grande. Máximo 10MB.");
        assert_eq!(Bucket::Avatars.too_large_message(), "Arquivo muito grande. Máximo 5MB.");
    }
}
