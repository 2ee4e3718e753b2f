//! File uploads over the GraphQL multipart request spec, and removals.

use async_graphql::{
    Context, Enum, InputObject, InputValueError, InputValueResult, Object, Result, Scalar, ScalarType, SimpleObject,
    UploadValue, Value,
};

use crate::auth::scopes::ApiScope;
use crate::graphql::context::ContextExt;
use crate::services::spaces::files;
use crate::storage::Bucket;

#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
enum StorageBucket {
    /// Space photos (admins, 10 MB).
    Spaces,
    /// The viewer's profile photos (5 MB).
    Avatars,
}

/// async-graphql's own `Upload` trusts the `#__graphql_file__:N` placeholder that the
/// multipart reader puts in the variables: it panics on a placeholder that is not a number
/// (`parse`) or names a file the request did not carry (`value`), and anyone can send one
/// in a plain JSON request. This one refuses both as bad input.
struct Upload(usize);

const PLACEHOLDER: &str = "#__graphql_file__:";

/// A multipart file upload
#[Scalar(name = "Upload")]
impl ScalarType for Upload {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::String(s) => match s.strip_prefix(PLACEHOLDER).and_then(|n| n.parse().ok()) {
                Some(index) => Ok(Upload(index)),
                None => Err(InputValueError::custom("Envie o arquivo como multipart.")),
            },
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn is_valid(value: &Value) -> bool {
        matches!(value, Value::String(_))
    }

    fn to_value(&self) -> Value {
        Value::Null
    }
}

impl Upload {
    /// The file this request carried under the placeholder, if it carried one.
    fn value(&self, ctx: &Context<'_>) -> Option<UploadValue> {
        ctx.query_env.uploads.get(self.0).and_then(|upload| upload.try_clone().ok())
    }
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
    /// `X-Agora-Client: web`, or a personal access token (`account:write`; a space photo
    /// also `spaces:write`).
    async fn upload_file(&self, ctx: &Context<'_>, input: UploadFileInput) -> Result<UploadFilePayload> {
        let app = ctx.app()?;
        let bucket = match input.bucket {
            StorageBucket::Spaces => Bucket::Spaces,
            StorageBucket::Avatars => Bucket::Avatars,
        };
        if bucket == Bucket::Spaces {
            ctx.viewer().require_scope(ApiScope::SpacesWrite)?;
        }
        let content = input
            .file
            .value(ctx)
            .ok_or_else(|| crate::error::AppError::validation("file", "Arquivo não recebido."))?
            .content;
        let key = files::upload(app, ctx.viewer(), bucket, content).await?;
        Ok(UploadFilePayload { url: key.url() })
    }

    /// Deletes a stored image the viewer may write; spaces or the profile that showed it
    /// lose the image.
    async fn remove_file(&self, ctx: &Context<'_>, input: RemoveFileInput) -> Result<RemoveFilePayload> {
        if input.url.starts_with("/storage/spaces/") {
            ctx.viewer().require_scope(ApiScope::SpacesWrite)?;
        }
        let key = files::remove(ctx.app()?, ctx.viewer(), &input.url).await?;
        Ok(RemoveFilePayload { removed_url: key.url() })
    }
}
