//! What a back-end must provide to run the statements of [`super::ops`]:
//! parameters in a neutral form ([`Val`]), result rows read through
//! [`Row`], and a connection or transaction that runs SQL ([`Conn`]).
//!
//! Every statement is written once, with PostgreSQL's `$N` placeholders;
//! SQLite reads them as its own `?N` ([`sqlite_placeholders`]). Both
//! take `INSERT … RETURNING id`. The SQLite connection runs a statement
//! when it is polled the first time, so its futures are always ready
//! (store::sqlite runs them with `now_or_never`).

use std::borrow::Cow;
use std::future::Future;

use super::StoreError;
use crate::ids::{GameId, GuestId, MemberId, RoomCode};

/// A statement parameter. The variant is the column's type
/// (PostgreSQL checks it: an `INTEGER` column takes [`Val::Int`]).
#[derive(Clone, Debug)]
pub(crate) enum Val<'a> {
    Int(i32),
    BigInt(i64),
    OptBigInt(Option<i64>),
    Text(&'a str),
    OptText(Option<&'a str>),
    Owned(String),
    Bytes(&'a [u8]),
    Flag(bool),
}

impl<'a> Val<'a> {
    /// A room code as `TEXT`.
    pub(crate) fn code(c: &'a RoomCode) -> Val<'a> {
        Val::Text(c.as_str())
    }

    /// A guest id as `BIGINT`.
    pub(crate) fn guest(g: GuestId) -> Val<'static> {
        Val::BigInt(g.to_db())
    }

    /// A game id as `BIGINT`.
    pub(crate) fn game(g: GameId) -> Val<'static> {
        Val::BigInt(g.to_db())
    }

    /// A member id as `INTEGER` (refused when it does not fit).
    pub(crate) fn member(m: MemberId) -> Result<Val<'static>, StoreError> {
        i32::try_from(m.to_db())
            .map(Val::Int)
            .map_err(|_| StoreError::Data("a member id does not fit the database's INTEGER".into()))
    }
}

/// A room code read back from a `TEXT` column.
pub(crate) fn room_code(text: &str) -> Result<RoomCode, StoreError> {
    RoomCode::from_db(text).map_err(StoreError::Data)
}

/// A member id read back from an integer column.
pub(crate) fn member_id(n: i64) -> Result<MemberId, StoreError> {
    u32::try_from(n)
        .map(MemberId::from_db)
        .map_err(|_| StoreError::Data(format!("member id out of range: {n}")))
}

/// A result row, read by column position. `int` reads any integer
/// column (PostgreSQL's `INTEGER` and `BIGINT` alike).
pub(crate) trait Row {
    fn int(&self, i: usize) -> Result<i64, StoreError>;
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError>;
    fn text(&self, i: usize) -> Result<String, StoreError>;
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError>;
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError>;
    fn flag(&self, i: usize) -> Result<bool, StoreError>;
}

/// A connection or a transaction of one back-end.
pub(crate) trait Conn {
    /// The driver's error: PostgreSQL's writer tells a failed statement
    /// (which aborts its transaction) from a refused write.
    type Error: Into<StoreError>;

    /// Whether this is PostgreSQL (for the few statements whose text
    /// differs: store/analysis.rs's claim).
    const POSTGRES: bool = false;

    /// Runs a statement; the number of rows it changed.
    fn exec(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
    ) -> impl Future<Output = Result<u64, Self::Error>>;

    /// Runs an `INSERT … RETURNING id`; the id.
    fn insert_id(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
    ) -> impl Future<Output = Result<i64, Self::Error>>;

    /// Runs a query inside a write (its errors are the driver's, as
    /// `exec`'s are): the first `n` columns of its first row, all
    /// integers (`BIGINT` on PostgreSQL), if it has a row.
    fn ints(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        n: usize,
    ) -> impl Future<Output = Result<Option<Vec<i64>>, Self::Error>>;

    /// Runs a query; each row read by `f`.
    fn rows<T>(
        &self,
        sql: &'static str,
        p: &[Val<'_>],
        f: fn(&dyn Row) -> Result<T, StoreError>,
    ) -> impl Future<Output = Result<Vec<T>, StoreError>>;
}

/// PostgreSQL's `$N` placeholders as SQLite's `?N` (the statements have
/// no `$` anywhere else).
pub(crate) fn sqlite_placeholders(sql: &str) -> Cow<'_, str> {
    if sql.contains('$') {
        Cow::Owned(sql.replace('$', "?"))
    } else {
        Cow::Borrowed(sql)
    }
}

/// At most one row.
pub(crate) fn one<T>(mut v: Vec<T>) -> Option<T> {
    if v.is_empty() {
        None
    } else {
        Some(v.swap_remove(0))
    }
}
