//! The accounts' tables (issue 32 §2; crate::accounts, migration
//! `V_ACCOUNTS` in store/schema.rs), written once for both back-ends like
//! `ops`: accounts and their passkeys, signed-in browsers (sessions), one-use
//! codes (recovery and transfer) and the WebAuthn ceremonies in progress.
//!
//! Every secret is stored only as its sha256: a session's cookie token, the
//! player token the session's browser plays with, every code. A ceremony's
//! state (its challenge) is kept here, not in memory, so that the second
//! request of a ceremony may reach another instance; it is taken (deleted)
//! before it is checked, so one ceremony finishes at most once.

use super::sql::{one, Conn, Row, Val};
use super::StoreError;
use crate::ids::GuestId;
use crate::seating::SeatRecord;

/// A one-use code's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    /// Made at account creation, shown once, each usable once to sign in.
    Recovery,
    /// Made on a signed-in browser for another one, with a short expiry.
    Transfer,
}

impl CodeKind {
    fn as_str(self) -> &'static str {
        match self {
            CodeKind::Recovery => "recovery",
            CodeKind::Transfer => "transfer",
        }
    }
}

/// A new signed-in browser.
#[derive(Clone, Debug)]
pub struct NewSession {
    /// sha256 of the cookie's token.
    pub token_hash: [u8; 32],
    /// sha256 of the player token this browser plays with.
    pub player_hash: [u8; 32],
    pub expires_ms: i64,
}

/// The writes of accounts ([`super::Write::Account`]).
#[derive(Clone, Debug)]
pub enum AccountWrite {
    /// A ceremony's state until its second request (expired ones go).
    Ceremony {
        id: String,
        kind: &'static str,
        guest: Option<GuestId>,
        state: String,
        expires_ms: i64,
    },
    /// Takes a ceremony of `kind`: 1 when this write deleted it (unexpired),
    /// else 0 (unknown, expired, or already taken).
    TakeCeremony { id: String, kind: &'static str },
    /// A guest becomes an account: its user handle, first passkey,
    /// recovery codes and the session of the browser that made it, together.
    Create {
        guest: GuestId,
        user_uuid: String,
        cred_id: String,
        passkey: String,
        recovery: Vec<[u8; 32]>,
        /// The guest's own token is replaced by this (nobody's): from now
        /// on only signed-in browsers' player tokens play as the account.
        guest_token_hash: [u8; 32],
        session: NewSession,
    },
    /// Another passkey for an account.
    AddPasskey {
        guest: GuestId,
        cred_id: String,
        passkey: String,
    },
    /// A passkey's stored state after a sign-in (its counter).
    UpdatePasskey { cred_id: String, passkey: String },
    /// A signed-in browser (expired sessions of every account go).
    Session { guest: GuestId, session: NewSession },
    /// A browser signs out: its session and player token end.
    EndSession { token_hash: [u8; 32] },
    /// A one-use code (a transfer code replaces the account's earlier one).
    Code {
        guest: GuestId,
        kind: CodeKind,
        hash: [u8; 32],
        expires_ms: Option<i64>,
    },
    /// Takes a code: the account's guest id when this write used it up,
    /// else 0.
    TakeCode { kind: CodeKind, hash: [u8; 32] },
    /// Deletes an account: its passkeys, sessions, codes and ceremonies;
    /// its name becomes `anonymous` everywhere it is stored (the guest,
    /// room memberships, game results and game seats) and its guest token
    /// is replaced by `new_token_hash` (nobody's), so its games stay,
    /// anonymised. Gives 1 when the account existed.
    Delete {
        guest: GuestId,
        anonymous: String,
        new_token_hash: [u8; 32],
    },
    /// Names `guest` `anonymous` once more where a room may have written
    /// its old name after [`AccountWrite::Delete`] (room memberships,
    /// game results and seats, the listing rows of the rooms it hosts):
    /// a room that had it in memory until it heard of the deletion
    /// ([`crate::Hub::forget_guest`]). Gives 0.
    Anonymise { guest: GuestId, anonymous: String },
}

/// What a deleted account's name becomes wherever it was stored.
pub const ANONYMOUS: &str = "anonymous";

const PURGE_CEREMONIES: &str = "DELETE FROM account_ceremonies WHERE expires_ms < $1";
const INSERT_CEREMONY: &str =
    "INSERT INTO account_ceremonies (id, kind, guest_id, state, expires_ms) VALUES ($1, $2, $3, $4, $5)";
const TAKE_CEREMONY: &str =
    "DELETE FROM account_ceremonies WHERE id = $1 AND kind = $2 AND expires_ms >= $3";
const INSERT_ACCOUNT: &str =
    "INSERT INTO accounts (guest_id, user_uuid, created_ms) VALUES ($1, $2, $3)";
const INSERT_PASSKEY: &str =
    "INSERT INTO account_passkeys (cred_id, guest_id, passkey, created_ms) VALUES ($1, $2, $3, $4)";
const SET_GUEST_TOKEN: &str = "UPDATE guests SET token_hash = $2 WHERE id = $1";
const UPDATE_PASSKEY: &str = "UPDATE account_passkeys SET passkey = $2 WHERE cred_id = $1";
const PURGE_SESSIONS: &str = "DELETE FROM account_sessions WHERE expires_ms < $1";
const INSERT_SESSION: &str = "INSERT INTO account_sessions
     (token_hash, guest_id, player_hash, created_ms, expires_ms) VALUES ($1, $2, $3, $4, $5)";
const END_SESSION: &str = "DELETE FROM account_sessions WHERE token_hash = $1";
const PURGE_CODES: &str = "DELETE FROM account_codes WHERE expires_ms < $1";
const DROP_TRANSFER: &str = "DELETE FROM account_codes WHERE guest_id = $1 AND kind = 'transfer'";
const INSERT_CODE: &str =
    "INSERT INTO account_codes (code_hash, guest_id, kind, created_ms, expires_ms)
     VALUES ($1, $2, $3, $4, $5)";
const TAKE_CODE: &str = "DELETE FROM account_codes
     WHERE code_hash = $1 AND kind = $2 AND (expires_ms IS NULL OR expires_ms >= $3)
     RETURNING guest_id";
const DELETE_ACCOUNT: &str = "DELETE FROM accounts WHERE guest_id = $1";
const DELETE_ALL: [&str; 4] = [
    "DELETE FROM account_passkeys WHERE guest_id = $1",
    "DELETE FROM account_sessions WHERE guest_id = $1",
    "DELETE FROM account_codes WHERE guest_id = $1",
    "DELETE FROM account_ceremonies WHERE guest_id = $1",
];
const ANON_GUEST: &str = "UPDATE guests SET nickname = $2, token_hash = $3 WHERE id = $1";
const ANON_MEMBERS: &str = "UPDATE members SET nickname = $2 WHERE guest_id = $1";
const ANON_RESULTS: &str = "UPDATE results SET nickname = $2 WHERE guest_id = $1";
const ANON_HOSTED: &str = "UPDATE lobby_tables SET host = $2
     WHERE code IN (SELECT room FROM members WHERE guest_id = $1 AND host)";
const GAMES_SEATED: &str = "SELECT id, seats FROM games WHERE seats LIKE $1";
const SET_SEATS: &str = "UPDATE games SET seats = $2 WHERE id = $1";

/// Applies one account write at `now` (ms), in the caller's transaction.
pub(crate) async fn apply<C: Conn>(
    c: &C,
    w: &AccountWrite,
    now: i64,
) -> Result<Result<i64, StoreError>, C::Error> {
    use Val::*;
    match w {
        AccountWrite::Ceremony {
            id,
            kind,
            guest,
            state,
            expires_ms,
        } => {
            c.exec(PURGE_CEREMONIES, &[BigInt(now)]).await?;
            let p = [
                Text(id),
                Text(kind),
                OptBigInt(guest.map(GuestId::to_db)),
                Text(state),
                BigInt(*expires_ms),
            ];
            c.exec(INSERT_CEREMONY, &p).await.map(|_| Ok(0))
        }
        AccountWrite::TakeCeremony { id, kind } => c
            .exec(TAKE_CEREMONY, &[Text(id), Text(kind), BigInt(now)])
            .await
            .map(|n| Ok(n as i64)),
        AccountWrite::Create {
            guest,
            user_uuid,
            cred_id,
            passkey,
            recovery,
            guest_token_hash,
            session,
        } => {
            c.exec(
                INSERT_ACCOUNT,
                &[BigInt(guest.to_db()), Text(user_uuid), BigInt(now)],
            )
            .await?;
            c.exec(
                SET_GUEST_TOKEN,
                &[BigInt(guest.to_db()), Bytes(&guest_token_hash[..])],
            )
            .await?;
            c.exec(
                INSERT_PASSKEY,
                &[
                    Text(cred_id),
                    BigInt(guest.to_db()),
                    Text(passkey),
                    BigInt(now),
                ],
            )
            .await?;
            for h in recovery {
                let p = [
                    Bytes(&h[..]),
                    BigInt(guest.to_db()),
                    Text(CodeKind::Recovery.as_str()),
                    BigInt(now),
                    OptBigInt(None),
                ];
                c.exec(INSERT_CODE, &p).await?;
            }
            insert_session(c, *guest, session, now).await.map(|_| Ok(0))
        }
        AccountWrite::AddPasskey {
            guest,
            cred_id,
            passkey,
        } => c
            .exec(
                INSERT_PASSKEY,
                &[
                    Text(cred_id),
                    BigInt(guest.to_db()),
                    Text(passkey),
                    BigInt(now),
                ],
            )
            .await
            .map(|_| Ok(0)),
        AccountWrite::UpdatePasskey { cred_id, passkey } => c
            .exec(UPDATE_PASSKEY, &[Text(cred_id), Text(passkey)])
            .await
            .map(|_| Ok(0)),
        AccountWrite::Session { guest, session } => {
            insert_session(c, *guest, session, now).await.map(|_| Ok(0))
        }
        AccountWrite::EndSession { token_hash } => c
            .exec(END_SESSION, &[Bytes(&token_hash[..])])
            .await
            .map(|n| Ok(n as i64)),
        AccountWrite::Code {
            guest,
            kind,
            hash,
            expires_ms,
        } => {
            c.exec(PURGE_CODES, &[BigInt(now)]).await?;
            if *kind == CodeKind::Transfer {
                c.exec(DROP_TRANSFER, &[BigInt(guest.to_db())]).await?;
            }
            let p = [
                Bytes(&hash[..]),
                BigInt(guest.to_db()),
                Text(kind.as_str()),
                BigInt(now),
                OptBigInt(*expires_ms),
            ];
            c.exec(INSERT_CODE, &p).await.map(|_| Ok(0))
        }
        AccountWrite::TakeCode { kind, hash } => {
            let p = [Bytes(&hash[..]), Text(kind.as_str()), BigInt(now)];
            let got = c.ints(TAKE_CODE, &p, 1).await?;
            Ok(Ok(got.and_then(|v| v.first().copied()).unwrap_or(0)))
        }
        AccountWrite::Delete {
            guest,
            anonymous,
            new_token_hash,
        } => {
            // Read before anything changes, so a failed read changes nothing.
            let games = match games_seated(c, *guest).await {
                Ok(g) => g,
                Err(e) => return Ok(Err(e)),
            };
            let n = c.exec(DELETE_ACCOUNT, &[BigInt(guest.to_db())]).await?;
            if n == 0 {
                return Ok(Ok(0));
            }
            for sql in DELETE_ALL {
                c.exec(sql, &[BigInt(guest.to_db())]).await?;
            }
            c.exec(
                ANON_GUEST,
                &[
                    BigInt(guest.to_db()),
                    Text(anonymous),
                    Bytes(&new_token_hash[..]),
                ],
            )
            .await?;
            anonymise(c, *guest, anonymous, games).await?;
            Ok(Ok(1))
        }
        AccountWrite::Anonymise { guest, anonymous } => {
            let games = match games_seated(c, *guest).await {
                Ok(g) => g,
                Err(e) => return Ok(Err(e)),
            };
            anonymise(c, *guest, anonymous, games).await?;
            Ok(Ok(0))
        }
    }
}

/// The games whose seat lists (JSON) may name `guest`: id and seats.
async fn games_seated<C: Conn>(c: &C, guest: GuestId) -> Result<Vec<(i64, String)>, StoreError> {
    let pattern = format!("%\"guest_id\":{guest}%");
    c.rows(GAMES_SEATED, &[Val::Text(&pattern)], |r| {
        Ok((r.int(0)?, r.text(1)?))
    })
    .await
}

/// Names `guest` `anonymous` in room memberships, game results, the seat
/// lists of `games` (from [`games_seated`]) and the listing rows of the
/// rooms it hosts.
async fn anonymise<C: Conn>(
    c: &C,
    guest: GuestId,
    anonymous: &str,
    games: Vec<(i64, String)>,
) -> Result<(), C::Error> {
    use Val::*;
    for sql in [ANON_MEMBERS, ANON_RESULTS, ANON_HOSTED] {
        c.exec(sql, &[BigInt(guest.to_db()), Text(anonymous)])
            .await?;
    }
    for (id, seats) in games {
        if let Some(new) = anonymise_seats(&seats, guest, anonymous) {
            c.exec(SET_SEATS, &[BigInt(id), Owned(new)]).await?;
        }
    }
    Ok(())
}

async fn insert_session<C: Conn>(
    c: &C,
    guest: GuestId,
    s: &NewSession,
    now: i64,
) -> Result<u64, C::Error> {
    use Val::*;
    c.exec(PURGE_SESSIONS, &[BigInt(now)]).await?;
    let p = [
        Bytes(&s.token_hash[..]),
        BigInt(guest.to_db()),
        Bytes(&s.player_hash[..]),
        BigInt(now),
        BigInt(s.expires_ms),
    ];
    c.exec(INSERT_SESSION, &p).await
}

/// A game's seat list with `guest`'s nickname replaced (`None`: not seated).
fn anonymise_seats(seats: &str, guest: GuestId, anonymous: &str) -> Option<String> {
    let mut v: Vec<SeatRecord> = serde_json::from_str(seats).ok()?;
    let mut changed = false;
    for s in v.iter_mut().filter(|s| s.guest_id == Some(guest)) {
        s.nickname = anonymous.to_owned();
        changed = true;
    }
    changed.then(|| serde_json::to_string(&v).ok()).flatten()
}

// ----- reads ------------------------------------------------------------------

/// An account as its signed-in browser sees it.
#[derive(Clone, Debug)]
pub struct AccountInfo {
    pub guest: GuestId,
    pub nickname: String,
    pub user_uuid: String,
    pub passkeys: i64,
    pub recovery_codes: i64,
}

/// A stored passkey: its account, user handle and state (JSON).
#[derive(Clone, Debug)]
pub struct StoredPasskey {
    pub guest: GuestId,
    pub user_uuid: String,
    pub passkey: String,
}

const SESSION: &str =
    "SELECT guest_id FROM account_sessions WHERE token_hash = $1 AND expires_ms >= $2";
const ACCOUNT: &str = "SELECT a.guest_id, g.nickname, a.user_uuid,
       (SELECT COUNT(*) FROM account_passkeys p WHERE p.guest_id = a.guest_id),
       (SELECT COUNT(*) FROM account_codes c WHERE c.guest_id = a.guest_id AND c.kind = 'recovery')
     FROM accounts a JOIN guests g ON g.id = a.guest_id WHERE a.guest_id = $1";
const CEREMONY: &str =
    "SELECT guest_id, state FROM account_ceremonies WHERE id = $1 AND kind = $2 AND expires_ms >= $3";
const PASSKEY: &str = "SELECT p.guest_id, a.user_uuid, p.passkey FROM account_passkeys p
     JOIN accounts a ON a.guest_id = p.guest_id WHERE p.cred_id = $1";
const PASSKEY_IDS: &str = "SELECT cred_id FROM account_passkeys WHERE guest_id = $1";

pub(super) async fn session<C: Conn>(
    c: &C,
    token_hash: &[u8; 32],
    now: i64,
) -> Result<Option<GuestId>, StoreError> {
    let rows = c
        .rows(
            SESSION,
            &[Val::Bytes(&token_hash[..]), Val::BigInt(now)],
            |r| r.int(0).map(GuestId::from_db),
        )
        .await?;
    Ok(one(rows))
}

fn account_row(r: &dyn Row) -> Result<AccountInfo, StoreError> {
    Ok(AccountInfo {
        guest: GuestId::from_db(r.int(0)?),
        nickname: r.text(1)?,
        user_uuid: r.text(2)?,
        passkeys: r.int(3)?,
        recovery_codes: r.int(4)?,
    })
}

pub(super) async fn account<C: Conn>(
    c: &C,
    guest: GuestId,
) -> Result<Option<AccountInfo>, StoreError> {
    Ok(one(c
        .rows(ACCOUNT, &[Val::BigInt(guest.to_db())], account_row)
        .await?))
}

pub(super) async fn ceremony<C: Conn>(
    c: &C,
    id: &str,
    kind: &str,
    now: i64,
) -> Result<Option<(Option<GuestId>, String)>, StoreError> {
    let p = [Val::Text(id), Val::Text(kind), Val::BigInt(now)];
    let rows = c
        .rows(CEREMONY, &p, |r| {
            Ok((r.opt_int(0)?.map(GuestId::from_db), r.text(1)?))
        })
        .await?;
    Ok(one(rows))
}

pub(super) async fn passkey<C: Conn>(
    c: &C,
    cred_id: &str,
) -> Result<Option<StoredPasskey>, StoreError> {
    let rows = c
        .rows(PASSKEY, &[Val::Text(cred_id)], |r| {
            Ok(StoredPasskey {
                guest: GuestId::from_db(r.int(0)?),
                user_uuid: r.text(1)?,
                passkey: r.text(2)?,
            })
        })
        .await?;
    Ok(one(rows))
}

pub(super) async fn passkey_ids<C: Conn>(c: &C, guest: GuestId) -> Result<Vec<String>, StoreError> {
    c.rows(PASSKEY_IDS, &[Val::BigInt(guest.to_db())], |r| r.text(0))
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_anonymised_for_the_one_guest() {
        // As a room writes them (room/start.rs).
        let seats = r#"[{"occupant":{"member":1},"nickname":"Ada","guest_id":7},{"occupant":{"member":2},"nickname":"Ben","guest_id":70},{"occupant":{"bot":"medium"},"nickname":"bot"}]"#;
        let out = anonymise_seats(seats, GuestId::from_db(7), "anonymous").unwrap();
        let back: Vec<SeatRecord> = serde_json::from_str(&out).unwrap();
        let names: Vec<&str> = back.iter().map(|s| s.nickname.as_str()).collect();
        assert_eq!(names, ["anonymous", "Ben", "bot"]);
        assert_eq!(
            back[0].guest_id,
            Some(GuestId::from_db(7)),
            "the guest stays"
        );
        assert_eq!(
            back[2].occupant,
            crate::seating::Occupant::Bot("medium".into())
        );
        assert_eq!(
            anonymise_seats(seats, GuestId::from_db(8), "anonymous"),
            None
        );
        assert_eq!(anonymise_seats("not json", GuestId::from_db(7), "x"), None);
    }
}
