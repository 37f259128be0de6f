//! Ratings: Glicko-2 (Glickman, "Example of the Glicko-2 system",
//! glicko.net/glicko/glicko2.pdf) through the `skillratings` crate, with
//! this n-player extension for UNO's multi-seat games:
//!
//! - **Who is rated.** Every guest (`guest:ID`) and every built-in bot
//!   level (`bot:LEVEL`: all `medium` bots share one rating), so that a
//!   player's rating means the same whoever they played. A seat whose
//!   player left mid-game and was played on by a stand-in bot is still
//!   the player's: they are rated by the seat's final place, and the game
//!   counts for everyone else as usual.
//! - **Which games.** Every finished game (R12) with at least two distinct
//!   rated identities, except in a room that allows hints (issue 31).
//!   Unfinished games are never rated. Every rule set counts alike.
//! - **The results.** Each game is one rating period for its players.
//!   Seats are placed by the game's end (R12): the game winners (R12.3:
//!   ties shared) first, then the others by their final score, best
//!   first (highest under `winner_takes_all` and `average`, lowest under
//!   `penalty`); equal scores share a place. Every pair of seats of
//!   different identities is one game between them: the better place
//!   wins, equal places draw. An identity with several seats (two
//!   `medium` bots at one table) gets the results of all its seats and
//!   never plays itself.
//! - **Team games (R15).** Partners share their team's place (R15.4: one
//!   total, both game winners or neither), and a team game is a game
//!   between teams: each seat's results are against every seat of the
//!   *other* teams, so partners are never rated against each other (two
//!   partners of one place would otherwise count a draw between them).
//! - **The update.** Everyone's new rating comes from everyone's rating
//!   before the game (Glicko-2's simultaneous update over a rating
//!   period), with τ = 0.5 ([`TAU`]) and a new identity at 1500, RD 350,
//!   volatility 0.06. RD does not grow with time away (there are no empty
//!   rating periods).
//!
//! The leaderboard orders by rating; the 95% interval is rating ± 1.96 RD.
//! Storage: `store/ratings.rs` (the update) and `store/ratings_read.rs`;
//! the routes: `http/ratings.rs`.

use std::collections::BTreeMap;

use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use uno_core::rules::ScoringMethod;

/// Glicko-2's system constant τ (Glickman suggests 0.3 to 1.2; his
/// example uses 0.5).
pub const TAU: f64 = 0.5;

/// A rated identity: a guest or a built-in bot level.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Identity {
    Guest(i64),
    Bot(String),
}

impl Identity {
    /// The key in the `ratings` table: `guest:ID` or `bot:LEVEL`.
    pub fn key(&self) -> String {
        match self {
            Identity::Guest(id) => format!("guest:{id}"),
            Identity::Bot(level) => format!("bot:{level}"),
        }
    }

    /// The identity a key names (`guest:12`, `bot:medium`), or a bare
    /// guest id (`12`), as `GET /api/players/{id}` takes it.
    pub fn parse(s: &str) -> Option<Identity> {
        if let Some(level) = s.strip_prefix("bot:") {
            let ok = !level.is_empty()
                && level.len() <= 32
                && level
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
            return ok.then(|| Identity::Bot(level.to_string()));
        }
        let id = s.strip_prefix("guest:").unwrap_or(s);
        // Digits only: `+5` or ` 5` is not an id.
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        id.parse().ok().map(Identity::Guest)
    }
}

/// A rating: Glicko-2's rating, deviation (RD) and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new identity's rating: 1500, RD 350, volatility 0.06.
    fn default() -> Rating {
        let r = Glicko2Rating::new();
        Rating {
            rating: r.rating,
            rd: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.rd,
            volatility: self.volatility,
        }
    }

    /// The 95% interval: rating ± 1.96 RD.
    pub fn interval(self) -> (f64, f64) {
        (self.rating - 1.96 * self.rd, self.rating + 1.96 * self.rd)
    }

    /// As stored: millionths (rating, RD) and billionths (volatility).
    pub fn to_fixed(self) -> (i64, i64, i64) {
        (
            (self.rating * 1e6).round() as i64,
            (self.rd * 1e6).round() as i64,
            (self.volatility * 1e9).round() as i64,
        )
    }

    pub fn from_fixed(rating_e6: i64, rd_e6: i64, volatility_e9: i64) -> Rating {
        Rating {
            rating: rating_e6 as f64 / 1e6,
            rd: rd_e6 as f64 / 1e6,
            volatility: volatility_e9 as f64 / 1e9,
        }
    }
}

/// One rating period for one player: their new rating from their rating
/// and their results against opponents (1 a win, 0.5 a draw, 0 a loss),
/// all at the ratings they had before the period.
pub fn rating_period(player: Rating, results: &[(Rating, f64)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|(o, s)| {
            let outcome = if *s > 0.5 {
                Outcomes::WIN
            } else if *s < 0.5 {
                Outcomes::LOSS
            } else {
                Outcomes::DRAW
            };
            (o.glicko(), outcome)
        })
        .collect();
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let r = glicko2_rating_period(&player.glicko(), &results, &config);
    Rating {
        rating: r.rating,
        rd: r.deviation,
        volatility: r.volatility,
    }
}

/// The places of a finished game's seats (1 the best; equal places are
/// shared): the game winners first (R12.3), then the others by score,
/// best first: lowest under `penalty` (R12.2), highest otherwise.
pub fn places(winners: &[usize], scores: &[i64], method: ScoringMethod) -> Vec<u32> {
    let n = scores.len();
    let won = |s: usize| winners.contains(&s);
    // `a` finished ahead of `b`.
    let ahead = |a: usize, b: usize| match (won(a), won(b)) {
        (true, false) => true,
        (false, true) | (true, true) => false,
        (false, false) => match method {
            ScoringMethod::Penalty => scores[a] < scores[b],
            _ => scores[a] > scores[b],
        },
    };
    (0..n)
        .map(|s| 1 + (0..n).filter(|&o| ahead(o, s)).count() as u32)
        .collect()
}

/// One seat of a finished game, for rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedSeat {
    pub who: Identity,
    pub place: u32,
    /// The seat's team (R15), `None` without teams: seats of one team are
    /// not rated against each other.
    pub team: Option<u8>,
}

/// What a game did to one identity's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub who: Identity,
    /// The identity's best place in the game.
    pub place: u32,
    /// Pairwise results counted (seats of other identities times its seats).
    pub opponents: u32,
    pub before: Rating,
    pub after: Rating,
    /// Whether it won the game (a first place).
    pub won: bool,
}

/// Rates one finished game: each identity's results against every seat
/// of every other identity (better place wins, equal places draw), all
/// at the ratings before the game (`before`; an identity missing from it
/// is new). Nothing when fewer than two distinct identities played.
pub fn rate_game(seats: &[RatedSeat], before: &BTreeMap<Identity, Rating>) -> Vec<Change> {
    let mut who: Vec<&Identity> = seats.iter().map(|s| &s.who).collect();
    who.sort();
    who.dedup();
    if who.len() < 2 {
        return Vec::new();
    }
    let rating_of = |i: &Identity| before.get(i).copied().unwrap_or_default();
    who.into_iter()
        .map(|me| {
            let mine: Vec<&RatedSeat> = seats.iter().filter(|s| &s.who == me).collect();
            let mut results = Vec::new();
            for a in &mine {
                let opponent =
                    |b: &&RatedSeat| &b.who != me && (a.team.is_none() || a.team != b.team);
                for b in seats.iter().filter(opponent) {
                    let score = match a.place.cmp(&b.place) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    results.push((rating_of(&b.who), score));
                }
            }
            let place = mine.iter().map(|s| s.place).min().unwrap_or(1);
            let prior = rating_of(me);
            Change {
                who: me.clone(),
                place,
                opponents: results.len() as u32,
                before: prior,
                after: rating_period(prior, &results),
                won: place == 1,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, rd: f64) -> Rating {
        Rating {
            rating,
            rd,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system",
    /// τ = 0.5): a player at 1500/200/0.06 beats a 1400/30 and loses to a
    /// 1550/100 and a 1700/300; after the period: 1464.06, 151.52, 0.05999.
    #[test]
    fn glickmans_published_example() {
        let after = rating_period(
            r(1500.0, 200.0),
            &[
                (r(1400.0, 30.0), 1.0),
                (r(1550.0, 100.0), 0.0),
                (r(1700.0, 300.0), 0.0),
            ],
        );
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.rd - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// The same example as a game: the player's results come from places.
    /// Four identities, the player second, the 1400 last, the others
    /// first: 1 win, 2 losses, the paper's numbers again.
    #[test]
    fn the_example_as_a_four_seat_game() {
        let p = Identity::Guest(1);
        let a = Identity::Guest(2);
        let b = Identity::Bot("hard".into());
        let c = Identity::Guest(3);
        let before = BTreeMap::from([
            (p.clone(), r(1500.0, 200.0)),
            (a.clone(), r(1400.0, 30.0)),
            (b.clone(), r(1550.0, 100.0)),
            (c.clone(), r(1700.0, 300.0)),
        ]);
        let seats = [
            RatedSeat {
                who: p.clone(),
                place: 3,
                team: None,
            },
            RatedSeat {
                who: a.clone(),
                place: 4,
                team: None,
            },
            RatedSeat {
                who: b.clone(),
                place: 1,
                team: None,
            },
            RatedSeat {
                who: c.clone(),
                place: 1,
                team: None,
            },
        ];
        let changes = rate_game(&seats, &before);
        assert_eq!(changes.len(), 4);
        let mine = changes.iter().find(|c| c.who == p).unwrap();
        assert_eq!((mine.place, mine.opponents, mine.won), (3, 3, false));
        assert!((mine.after.rating - 1464.06).abs() < 0.01, "{mine:?}");
        assert!((mine.after.rd - 151.52).abs() < 0.01);
        // The two who shared first place drew with each other and beat
        // the rest: both go up; the last goes down.
        let up = |i: &Identity| {
            let c = changes.iter().find(|c| &c.who == i).unwrap();
            c.after.rating - c.before.rating
        };
        assert!(up(&b) > 0.0 && up(&c) > 0.0 && up(&a) < 0.0);
        assert!(changes.iter().find(|x| x.who == c).unwrap().won);
    }

    #[test]
    fn one_identity_alone_is_not_rated_and_never_plays_itself() {
        let m = Identity::Bot("medium".into());
        let two_bots = [
            RatedSeat {
                who: m.clone(),
                place: 1,
                team: None,
            },
            RatedSeat {
                who: m.clone(),
                place: 2,
                team: None,
            },
        ];
        assert!(rate_game(&two_bots, &BTreeMap::new()).is_empty());
        // A guest between two medium bots: the bot identity gets both
        // seats' results against the guest (2), the guest 2 as well.
        let g = Identity::Guest(7);
        let seats = [
            RatedSeat {
                who: m.clone(),
                place: 1,
                team: None,
            },
            RatedSeat {
                who: g.clone(),
                place: 2,
                team: None,
            },
            RatedSeat {
                who: m.clone(),
                place: 3,
                team: None,
            },
        ];
        let ch = rate_game(&seats, &BTreeMap::new());
        let bot = ch.iter().find(|c| c.who == m).unwrap();
        let guest = ch.iter().find(|c| c.who == g).unwrap();
        assert_eq!((bot.opponents, bot.place, bot.won), (2, 1, true));
        assert_eq!((guest.opponents, guest.place), (2, 2));
        // One win, one loss between equals: the guest stays at 1500, the
        // RD shrinks.
        assert!((guest.after.rating - 1500.0).abs() < 1e-6, "{guest:?}");
        assert!(guest.after.rd < 350.0);
    }

    #[test]
    fn equal_places_draw() {
        let a = Identity::Guest(1);
        let b = Identity::Guest(2);
        let seats = [
            RatedSeat {
                who: a.clone(),
                place: 1,
                team: None,
            },
            RatedSeat {
                who: b.clone(),
                place: 1,
                team: None,
            },
        ];
        let before = BTreeMap::from([(a.clone(), r(1600.0, 80.0)), (b.clone(), r(1400.0, 80.0))]);
        let ch = rate_game(&seats, &before);
        // A draw with a weaker player costs the stronger one points.
        assert!(
            ch[0].after.rating < 1600.0 && ch[1].after.rating > 1400.0,
            "{ch:?}"
        );
    }

    /// R15: a 2v2 game is a game between teams. Partners share a place
    /// (R15.4: one total, both winners or neither) and are never rated
    /// against each other: each seat plays the two seats of the other
    /// team, so a winner's result is two wins, not two wins and a draw.
    #[test]
    fn partners_share_a_place_and_are_not_rated_against_each_other() {
        // Team 0 (seats 0 and 2) won; its total is on both partners' rows.
        let p = places(&[0, 2], &[120, 0, 120, 0], ScoringMethod::WinnerTakesAll);
        assert_eq!(p, vec![1, 3, 1, 3]);
        let who: Vec<Identity> = (1..=4).map(Identity::Guest).collect();
        let seats: Vec<RatedSeat> = (0..4)
            .map(|s| RatedSeat {
                who: who[s].clone(),
                place: p[s],
                team: Some((s % 2) as u8),
            })
            .collect();
        let ch = rate_game(&seats, &BTreeMap::new());
        for c in &ch {
            assert_eq!(c.opponents, 2, "{c:?}");
        }
        // The same as beating two new players alone: no draw with the
        // partner pulls the winners back.
        let alone = rate_game(
            &[
                RatedSeat {
                    who: who[0].clone(),
                    place: 1,
                    team: None,
                },
                RatedSeat {
                    who: who[1].clone(),
                    place: 2,
                    team: None,
                },
                RatedSeat {
                    who: who[3].clone(),
                    place: 2,
                    team: None,
                },
            ],
            &BTreeMap::new(),
        );
        let won = |v: &[Change]| v.iter().find(|c| c.who == who[0]).unwrap().after;
        assert_eq!(won(&ch), won(&alone));
        assert!(ch.iter().filter(|c| c.won).count() == 2);
    }

    #[test]
    fn places_follow_the_scoring_method() {
        // R12.2 winner_takes_all: the winner first, then higher scores.
        assert_eq!(
            places(&[2], &[10, 40, 500, 40], ScoringMethod::WinnerTakesAll),
            vec![4, 2, 1, 2]
        );
        // R12.2 penalty: lowest total best after the winners.
        assert_eq!(
            places(&[0], &[3, 90, 40], ScoringMethod::Penalty),
            vec![1, 3, 2]
        );
        // R12.3 shared wins; `none` (and R13 last_holding_loses: everyone
        // but the loser wins) ends in one round, scores all 0.
        assert_eq!(
            places(&[0, 1, 3], &[0, 0, 0, 0], ScoringMethod::None),
            vec![1, 1, 4, 1]
        );
        assert_eq!(places(&[1], &[0, 0, 0], ScoringMethod::None), vec![2, 1, 2]);
    }

    #[test]
    fn identities_parse_and_print() {
        assert_eq!(Identity::parse("12"), Some(Identity::Guest(12)));
        assert_eq!(Identity::parse("guest:12"), Some(Identity::Guest(12)));
        assert_eq!(
            Identity::parse("bot:medium"),
            Some(Identity::Bot("medium".into()))
        );
        for bad in [
            "",
            "bot:",
            "+5",
            " 5",
            "guest:",
            "bot:a b",
            "bot:x/y",
            "99999999999999999999",
        ] {
            assert_eq!(Identity::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Identity::Bot("hard".into()).key(), "bot:hard");
        assert_eq!(
            Identity::parse(&Identity::Guest(3).key()),
            Some(Identity::Guest(3))
        );
    }

    #[test]
    fn fixed_point_round_trips() {
        let x = Rating {
            rating: 1464.0506705393013,
            rd: 151.51652412385727,
            volatility: 0.059995984286488495,
        };
        let (a, b, c) = x.to_fixed();
        let y = Rating::from_fixed(a, b, c);
        assert!((x.rating - y.rating).abs() < 1e-6 && (x.rd - y.rd).abs() < 1e-6);
        assert!((x.volatility - y.volatility).abs() < 1e-9);
        let (lo, hi) = Rating::default().interval();
        assert!((lo - 814.0).abs() < 1e-9 && (hi - 2186.0).abs() < 1e-9);
    }
}
