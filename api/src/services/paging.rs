//! A page and its listing's total in one statement: the page query carries the count as
//! an uncorrelated scalar subquery (`(SELECT COUNT(*) …) AS page_total`), which both
//! databases evaluate once per statement. One round trip instead of two, and the count
//! sees the same snapshot as the page.

use sea_orm::sea_query::{Expr, SelectStatement, SimpleExpr};
use sea_orm::{DbErr, FromQueryResult, QueryResult};

use crate::error::AppResult;

const TOTAL: &str = "page_total";

/// A row of a page and the total of the whole listing.
pub struct Counted<M>(pub M, pub i64);

impl<M: FromQueryResult> FromQueryResult for Counted<M> {
    fn from_query_result(res: &QueryResult, pre: &str) -> Result<Self, DbErr> {
        Ok(Self(M::from_query_result(res, pre)?, res.try_get("", TOTAL)?))
    }
}

/// The column to add to a page query (`.column_as(expr, alias)`) so that its rows read as
/// [`Counted`]: `count` must select one integer.
pub fn total_column(count: SelectStatement) -> (SimpleExpr, &'static str) {
    (Expr::SubQuery(None, Box::new(count.into())), TOTAL)
}

/// Splits the rows read with [`total_column`] into the models and the total. A page
/// past the end has no row to carry the total: `None`, to count on its own.
pub fn split<M>(rows: Vec<Counted<M>>) -> (Vec<M>, Option<u64>) {
    let total = rows.first().map(|r| u64::try_from(r.1).unwrap_or(0));
    (rows.into_iter().map(|r| r.0).collect(), total)
}

/// The listing's total: the one the page carried, else none at all on a first page that
/// came back empty, else (a page past the end) `count` on its own.
pub async fn total(
    carried: Option<u64>,
    after_a_cursor: bool,
    count: impl Future<Output = AppResult<u64>>,
) -> AppResult<u64> {
    match carried {
        Some(n) => Ok(n),
        None if !after_a_cursor => Ok(0),
        None => count.await,
    }
}
