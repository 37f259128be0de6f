//! Partnerships (R15): the `teams` option and the seating it implies.
//!
//! `teams = "pairs"` seats partners opposite each other: with `N` players
//! (4, 6, 8 or 10), team `t` is seats `t` and `t + N/2` (R15.1). The
//! option is public information: every seat knows every seat's team.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::SetupError;
use crate::seat::Seat;

/// R15: whether players form teams, and how.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Teams {
    /// Each for themselves (the default).
    #[default]
    None,
    /// R15.1: teams of two, partners opposite (seat `s` and `s + N/2`).
    Pairs,
}

impl Teams {
    pub const ALL: [Teams; 2] = [Teams::None, Teams::Pairs];

    /// The name a rules file uses.
    pub fn name(self) -> &'static str {
        match self {
            Teams::None => "none",
            Teams::Pairs => "pairs",
        }
    }

    pub fn from_name(s: &str) -> Option<Teams> {
        Teams::ALL.into_iter().find(|t| t.name() == s)
    }

    pub fn describe(self) -> &'static str {
        match self {
            Teams::None => "each for themselves",
            Teams::Pairs => {
                "teams of two with 4, 6, 8 or 10 players, partners opposite; a round is won by the team of the player who goes out, and scored by team"
            }
        }
    }

    /// Whether players form teams at all.
    #[inline]
    pub fn on(self) -> bool {
        self != Teams::None
    }

    /// R15.1: whether a table of `players` seats can play these teams.
    pub fn allows(self, players: usize) -> bool {
        match self {
            Teams::None => true,
            Teams::Pairs => matches!(players, 4 | 6 | 8 | 10),
        }
    }

    /// R15.1: refuses a seat count these teams cannot be formed at.
    pub fn check_players(self, players: usize) -> Result<(), SetupError> {
        if self.allows(players) {
            Ok(())
        } else {
            Err(SetupError::TeamPlayers(players))
        }
    }

    /// The number of teams at a table of `players` (0 without teams).
    pub fn count(self, players: usize) -> usize {
        match self {
            Teams::None => 0,
            Teams::Pairs => players / 2,
        }
    }

    /// R15.1: the team of `seat` at a table of `players`, numbered from 0
    /// (team `t` is seats `t` and `t + N/2`); `None` without teams.
    #[inline]
    pub fn team_of(self, seat: Seat, players: usize) -> Option<u8> {
        match self {
            Teams::None => None,
            Teams::Pairs => Some((seat.index() % (players / 2).max(1)) as u8),
        }
    }

    /// R15.1: the partner of `seat` (the seat opposite); `None` without
    /// teams.
    #[inline]
    pub fn partner(self, seat: Seat, players: usize) -> Option<Seat> {
        match self {
            Teams::None => None,
            Teams::Pairs => {
                let half = players / 2;
                let p = (seat.index() + half) % players.max(1);
                (p != seat.index()).then(|| Seat::new(p as u8))
            }
        }
    }

    /// Whether `a` and `b` are the same seat or partners.
    #[inline]
    pub fn same_side(self, a: Seat, b: Seat, players: usize) -> bool {
        a == b || self.partner(a, players) == Some(b)
    }

    /// The team of every seat, in seat order (`None` without teams): what
    /// views, events and records carry (R15.6).
    pub fn of_seats(self, players: usize) -> Option<Vec<u8>> {
        self.on().then(|| {
            Seat::all(players)
                .map(|s| self.team_of(s, players).unwrap_or(0))
                .collect()
        })
    }

    /// The seats of team `team`, in seat order.
    pub fn seats(self, team: u8, players: usize) -> Vec<Seat> {
        Seat::all(players)
            .filter(|&s| self.team_of(s, players) == Some(team))
            .collect()
    }
}

impl fmt::Display for Teams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Teams {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Teams::from_name(&s.to_ascii_lowercase())
            .ok_or_else(|| format!("unknown teams {s:?} (expected none or pairs, R15)"))
    }
}

impl Serialize for Teams {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Teams {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r15_1_partners_sit_opposite() {
        for n in [4usize, 6, 8, 10] {
            let t = Teams::Pairs;
            assert_eq!(t.count(n), n / 2);
            for s in Seat::all(n) {
                let p = t.partner(s, n).unwrap();
                assert_eq!(p.index(), (s.index() + n / 2) % n);
                assert_eq!(t.partner(p, n), Some(s));
                assert_eq!(t.team_of(s, n), t.team_of(p, n));
                assert_eq!(t.team_of(s, n), Some((s.index() % (n / 2)) as u8));
                assert!(t.same_side(s, p, n) && t.same_side(s, s, n));
            }
            assert_eq!(t.seats(0, n), vec![Seat::new(0), Seat::new((n / 2) as u8)]);
            assert!(t.allows(n) && t.check_players(n).is_ok());
        }
        for n in [2usize, 3, 5, 7, 9] {
            assert!(!Teams::Pairs.allows(n));
            let e = Teams::Pairs.check_players(n).unwrap_err();
            assert!(e.to_string().contains("R15.1"), "{e}");
            assert!(Teams::None.allows(n));
        }
        assert_eq!(Teams::None.team_of(Seat::new(1), 4), None);
        assert_eq!(Teams::None.of_seats(4), None);
        assert_eq!(Teams::Pairs.of_seats(6), Some(vec![0, 1, 2, 0, 1, 2]));
    }

    #[test]
    fn r15_names_round_trip() {
        for t in Teams::ALL {
            assert_eq!(t.name().parse::<Teams>(), Ok(t));
            assert_eq!(serde_json::to_string(&t).unwrap(), format!("\"{t}\""));
        }
        assert!("trios".parse::<Teams>().unwrap_err().contains("R15"));
    }
}
