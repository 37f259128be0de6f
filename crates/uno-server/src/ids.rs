//! The server's ids as types, so that a member id is never passed where a
//! connection id or a guest id is meant:
//!
//! - [`RoomCode`]: a room's six-letter code, well-formed by construction
//!   ([`RoomCode::parse`] where a code comes in: a URL, a client message);
//! - [`MemberId`]: a member of one room (1 is the room's creator);
//! - [`ConnId`]: one client connection to this server process;
//! - [`GuestId`]: a guest identity (`player_id` on the wire);
//! - [`GameId`]: a stored game (`game_id` on the wire).
//!
//! On the wire each is what it was as a bare value (a string or a number:
//! `serde(transparent)`), so the protocol does not change. Only the store
//! (`store/`) turns them into and out of the database's integers and text
//! (`from_db`, `to_db`; the test `ids_stay_typed` checks that no
//! other module does); everywhere else they come from the hub (new codes,
//! connection numbers), from input (parsed once) or from the store.

use std::borrow::Borrow;
use std::fmt;
use std::sync::Arc;

use rand::Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 6;

/// A room's code: six characters of [`CODE_ALPHABET`], upper case. Cheap
/// to clone (shared text).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoomCode(Arc<str>);

impl RoomCode {
    /// A code from user input: trimmed, upper-cased, checked against the
    /// alphabet and the length; `None` when it cannot be a room's code.
    pub fn parse(code: &str) -> Option<RoomCode> {
        let c = code.trim().to_ascii_uppercase();
        (c.len() == CODE_LEN && c.bytes().all(|b| CODE_ALPHABET.contains(&b)))
            .then(|| RoomCode(c.into()))
    }

    /// A new random code (the hub checks it is not taken).
    pub fn random() -> RoomCode {
        let mut rng = rand::rng();
        let c: String = (0..CODE_LEN)
            .map(|_| CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())] as char)
            .collect();
        RoomCode(c.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A code read back from the database (store only): checked as input
    /// is, since a stored room's code was written by a server.
    pub(crate) fn from_db(s: &str) -> Result<RoomCode, String> {
        RoomCode::parse(s).ok_or_else(|| format!("a stored room code {s:?} is not well-formed"))
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl Borrow<str> for RoomCode {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for RoomCode {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Serialize for RoomCode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for RoomCode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RoomCode, D::Error> {
        let s = String::deserialize(d)?;
        RoomCode::parse(&s).ok_or_else(|| serde::de::Error::custom("not a room code"))
    }
}

macro_rules! numeric_id {
    ($(#[$doc:meta])* $name:ident($raw:ty)) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name($raw);

        impl $name {
            /// The id read back from the database (the store and tests
            /// only: `ids_stay_typed` checks the server's other modules).
            pub const fn from_db(v: $raw) -> $name {
                $name(v)
            }

            /// The id as the database keeps it (the store only).
            pub const fn to_db(self) -> $raw {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }
    };
}

numeric_id!(
    /// A member of one room: numbered from 1 (the room's creator) in the
    /// order they joined.
    MemberId(u32)
);

numeric_id!(
    /// One client connection to this process (never stored).
    ConnId(u64)
);

numeric_id!(
    /// A guest identity (`player_id` on the wire).
    GuestId(i64)
);

numeric_id!(
    /// A stored game (`game_id` on the wire).
    GameId(i64)
);

numeric_id!(
    /// A queued analysis of one seat of a finished game (crate::analysis).
    JobId(i64)
);

impl GameId {
    /// A number from the id alone that seeds work done for this game (the
    /// coach's review), the same on every instance and every run.
    pub const fn as_seed(self) -> u64 {
        self.0 as u64
    }
}

impl MemberId {
    /// The room's creator.
    pub const FIRST: MemberId = MemberId(1);

    /// The id after this one (the next member to join).
    pub fn next(self) -> MemberId {
        MemberId(self.0 + 1)
    }
}

impl ConnId {
    /// The connection numbered `n` by the hub's counter.
    pub(crate) const fn numbered(n: u64) -> ConnId {
        ConnId(n)
    }
}

impl std::str::FromStr for GameId {
    type Err = std::num::ParseIntError;

    /// A game id from a URL.
    fn from_str(s: &str) -> Result<GameId, Self::Err> {
        s.parse().map(GameId)
    }
}

impl std::str::FromStr for GuestId {
    type Err = std::num::ParseIntError;

    /// A guest id from a URL.
    fn from_str(s: &str) -> Result<GuestId, Self::Err> {
        s.parse().map(GuestId)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_codes_are_checked_once() {
        assert_eq!(RoomCode::parse(" abcdef ").unwrap().as_str(), "ABCDEF");
        for bad in [
            "", "ABCDE", "ABCDEFG", "ABCDE0", "ABCDE1", "ÄBCDEF", "ABC DE",
        ] {
            assert!(RoomCode::parse(bad).is_none(), "{bad:?}");
        }
        for _ in 0..100 {
            let c = RoomCode::random();
            assert_eq!(RoomCode::parse(c.as_str()), Some(c));
        }
    }

    #[test]
    fn the_wire_sees_bare_values() {
        let code = RoomCode::parse("ABCDEF").unwrap();
        assert_eq!(serde_json::to_string(&code).unwrap(), "\"ABCDEF\"");
        assert_eq!(
            serde_json::from_str::<RoomCode>("\"abcdef\"").unwrap(),
            code
        );
        assert!(serde_json::from_str::<RoomCode>("\"ABC\"").is_err());
        assert_eq!(serde_json::to_string(&MemberId::FIRST.next()).unwrap(), "2");
        assert_eq!(
            serde_json::from_str::<GuestId>("42").unwrap(),
            GuestId::from_db(42)
        );
        assert_eq!(GameId::from_db(7).to_string(), "7");
        assert_eq!("7".parse::<GameId>().unwrap(), GameId::from_db(7));
    }

    /// Only the store turns ids into database values and back: no other
    /// file of the server calls `from_db` or `to_db`.
    /// Modules that still keep guest and game ids as bare integers in
    /// their own tables (accounts, the daily deal, analyses) and convert
    /// where they meet the typed ones; to be typed next.
    #[test]
    fn ids_stay_typed() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut stack = vec![src.clone()];
        let mut offenders = Vec::new();
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(&dir).unwrap() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                let rel = path
                    .strip_prefix(&src)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                if rel.starts_with("store") || rel == "ids.rs" || !rel.ends_with(".rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                // Unit tests may make ids from numbers.
                let text = text.split("#[cfg(test)]").next().unwrap_or_default();
                if text.contains("from_db(") || text.contains(".to_db()") {
                    offenders.push(rel);
                }
            }
        }
        assert!(
            offenders.is_empty(),
            "ids turned into raw values outside the store: {offenders:?}"
        );
    }
}
