//! The accounts' reads (store/accounts.rs) on either back-end, as [`Db`]
//! methods: apart from the statements, so that the statements' module
//! imports neither back-end (each back-end's writer runs its writes).

use super::accounts::{self, AccountInfo, StoredPasskey};
use super::{Backend, Db, StoreError, Write};
use crate::ids::GuestId;

/// Runs one of the reads above on either back-end.
macro_rules! read {
    ($db:expr, |$c:ident| $body:expr) => {
        match &*$db.0 {
            Backend::Postgres(p) => {
                let client = p.client().await?;
                let $c = &super::pg::PgConn(&client);
                $body.await
            }
            Backend::Sqlite(_) => {
                $db.sqlite_read(move |s| {
                    let $c = s.conn();
                    super::sqlite::ready($body)
                })
                .await
            }
        }
    };
}

impl Db {
    /// The account signed in with the session whose token hashes to
    /// `token_hash`, if that session is live.
    pub async fn session_guest(&self, token_hash: [u8; 32]) -> Result<Option<GuestId>, StoreError> {
        let now = super::now_ms();
        read!(self, |c| accounts::session(c, &token_hash, now))
    }

    /// An account (`None`: the guest is no account).
    pub async fn account(&self, guest: GuestId) -> Result<Option<AccountInfo>, StoreError> {
        read!(self, |c| accounts::account(c, guest))
    }

    /// A live ceremony of `kind`: its guest and state.
    pub async fn ceremony(
        &self,
        id: &str,
        kind: &'static str,
    ) -> Result<Option<(Option<GuestId>, String)>, StoreError> {
        let now = super::now_ms();
        let id = id.to_string();
        read!(self, |c| accounts::ceremony(c, &id, kind, now))
    }

    /// A passkey by its credential id.
    pub async fn passkey(&self, cred_id: &str) -> Result<Option<StoredPasskey>, StoreError> {
        let id = cred_id.to_string();
        read!(self, |c| accounts::passkey(c, &id))
    }

    /// An account's passkeys' credential ids.
    pub async fn passkey_ids(&self, guest: GuestId) -> Result<Vec<String>, StoreError> {
        read!(self, |c| accounts::passkey_ids(c, guest))
    }

    /// Takes (uses up) a one-use code of `kind` by its hash: the account
    /// it signs in to, or `None` when it is unknown, expired or used.
    pub async fn take_code(
        &self,
        kind: accounts::CodeKind,
        hash: [u8; 32],
    ) -> Result<Option<GuestId>, StoreError> {
        let got = self
            .write(Write::Account(accounts::AccountWrite::TakeCode {
                kind,
                hash,
            }))
            .await?;
        Ok((got != 0).then_some(GuestId::from_db(got)))
    }
}
