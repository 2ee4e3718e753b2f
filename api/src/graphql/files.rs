//! File uploads over the GraphQL multipart request spec, and removals.

use async_graphql::{Context, Enum, InputObject, Object, Result, SimpleObject, Upload};

use crate::graphql::context::ContextExt;
use crate::services::files;
use crate::storage::Bucket;

#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
enum StorageBucket {
    /// Space photos (admins, 10 MB).
    Spaces,
    /// The viewer's profile photos (5 MB).
    Avatars,
}

#[derive(InputObject)]
struct UploadFileInput {
    bucket: StorageBucket,
    /// JPEG, PNG, WebP or GIF, decided by the content.
    file: Upload,
}

#[derive(SimpleObject)]
struct UploadFilePayload {
    /// Where the file is served, e.g. `/storage/spaces/images/…png`.
    url: String,
}

#[derive(InputObject)]
struct RemoveFileInput {
    url: String,
}

#[derive(SimpleObject)]
struct RemoveFilePayload {
    removed_url: String,
}

#[derive(Default)]
pub struct FileMutation;

#[Object]
impl FileMutation {
    /// Stores an image under a new unique name. Multipart requests need the header
    /// `X-Agora-Client: web`.
    async fn upload_file(&self, ctx: &Context<'_>, input: UploadFileInput) -> Result<UploadFilePayload> {
        let app = ctx.app()?;
        let bucket = match input.bucket {
            StorageBucket::Spaces => Bucket::Spaces,
            StorageBucket::Avatars => Bucket::Avatars,
        };
        let content = input
            .file
            .value(ctx)
            .map_err(|_| crate::error::AppError::validation("file", "Arquivo não recebido."))?
            .content;
        let key = files::upload(app, ctx.viewer(), bucket, content).await?;
        Ok(UploadFilePayload { url: key.url() })
    }

    /// Deletes a stored image the viewer may write; spaces or the profile that showed it
    /// lose the image.
    async fn remove_file(&self, ctx: &Context<'_>, input: RemoveFileInput) -> Result<RemoveFilePayload> {
        let key = files::remove(ctx.app()?, ctx.viewer(), &input.url).await?;
        Ok(RemoveFilePayload { removed_url: key.url() })
    }
}
