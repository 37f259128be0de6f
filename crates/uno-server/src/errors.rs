//! The one mapping of storage errors to protocol error codes (issue 29
//! point 3): every path that hears a [`StoreError`] (the routes, quick
//! match, bot accounts, the rooms) answers with [`store_code`], so a
//! database that cannot store anything now (a full disk, a read-only
//! file, PostgreSQL gone or restarting) always reaches clients as
//! `storage_unavailable` (retry later; nothing changed), and only what
//! is truly unexpected as `internal`.

use crate::protocol::ErrorCode;
use crate::store::StoreError;

/// `e` as the client hears it, logged at the fitting level:
/// - the database cannot store or read anything now
///   ([`StoreError::is_unavailable`]): `storage_unavailable` (a warning);
/// - this instance no longer holds the room's lease: `wrong_instance`
///   (the caller knows where the room went, if anyone does);
/// - anything else (bad stored data, a refused statement): `internal`
///   (an error).
pub fn store_code(e: &StoreError) -> ErrorCode {
    if e.is_unavailable() {
        tracing::warn!("storage unavailable: {e}");
        return ErrorCode::StorageUnavailable;
    }
    match e {
        StoreError::NotOwner => ErrorCode::WrongInstance {
            owner: String::new(),
        },
        _ => {
            tracing::error!("{e}");
            ErrorCode::Internal
        }
    }
}

/// [`store_code`] for `map_err` on an owned error.
pub fn store_err(e: StoreError) -> ErrorCode {
    store_code(&e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unavailable_store_error_says_storage_unavailable() {
        for e in [
            StoreError::Unavailable("disk full".into()),
            StoreError::Closed,
        ] {
            assert_eq!(store_code(&e), ErrorCode::StorageUnavailable, "{e}");
        }
        assert_eq!(
            store_code(&StoreError::Data("bad row".into())),
            ErrorCode::Internal
        );
        assert_eq!(
            store_code(&StoreError::Postgres("syntax error (42601)".into())),
            ErrorCode::Internal
        );
        assert!(matches!(
            store_code(&StoreError::NotOwner),
            ErrorCode::WrongInstance { .. }
        ));
    }
}
