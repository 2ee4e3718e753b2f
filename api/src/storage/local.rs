//! Files in a local directory (`AGORA_STORAGE_DIR`), one folder per bucket.

use std::path::PathBuf;

use tokio::io::AsyncWriteExt;

use super::{FileKey, Storage};

pub struct LocalStorage {
    root: PathBuf,
}

impl LocalStorage {
    pub fn new(root: PathBuf) -> Self {
        Self { root }
    }

    fn path(&self, key: &FileKey) -> PathBuf {
        // FileKey only holds safe segments, so this stays inside the root.
        self.root.join(key.bucket.name()).join(&key.path)
    }
}

#[async_trait::async_trait]
impl Storage for LocalStorage {
    async fn put(&self, key: &FileKey, bytes: &[u8]) -> std::io::Result<()> {
        let path = self.path(key);
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await?;
        }
        let mut file = tokio::fs::OpenOptions::new().write(true).create_new(true).open(&path).await?;
        let written = async {
            file.write_all(bytes).await?;
            file.sync_all().await
        }
        .await;
        if written.is_err() {
            let _ = tokio::fs::remove_file(&path).await;
        }
        written
    }

    async fn remove(&self, key: &FileKey) -> std::io::Result<bool> {
        match tokio::fs::remove_file(self.path(key)).await {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(e),
        }
    }
}
