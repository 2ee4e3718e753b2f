//! Small builders the migrations share. A change here must not change what an earlier
//! migration creates.

use sea_orm_migration::prelude::*;

pub async fn index(manager: &SchemaManager<'_>, name: &str, table: &str, cols: &[&str]) -> Result<(), DbErr> {
    manager.create_index(index_statement(name, table, cols)).await
}

pub async fn unique_index(manager: &SchemaManager<'_>, name: &str, table: &str, cols: &[&str]) -> Result<(), DbErr> {
    manager.create_index(index_statement(name, table, cols).unique().to_owned()).await
}

fn index_statement(name: &str, table: &str, cols: &[&str]) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table(Alias::new(table));
    for col in cols {
        stmt.col(Alias::new(*col));
    }
    stmt.to_owned()
}

/// A foreign key to `to.id` that deletes the row with its parent.
pub fn cascade(name: &str, from: &str, col: &str, to: &str) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(name)
        .from(Alias::new(from), Alias::new(col))
        .to(Alias::new(to), Alias::new("id"))
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}
