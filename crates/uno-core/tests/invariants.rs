//! Random-game invariants over the whole rules matrix: every deck preset
//! (R1) × house preset (none, killer, german, each single R13 rule) × 2–10
//! players × many seeds. For every game:
//! - the number of cards is conserved through every action;
//! - the game never waits on a decision with no legal action;
//! - every chosen legal action is accepted (and, in sampled games, every
//!   legal action of every seat at every step);
//! - a random action is either rejected with the state unchanged (R4.4) or
//!   is one of the legal actions (up to the documented equivalences);
//! - every round ends, and the game ends;
//! - replaying seed + action list reproduces the same state;
//! - re-dealing the cards a seat cannot see leaves its view unchanged, and
//!   so does a bot's determinized sample (`Observation::determinize`).
//!
//! R15 partnerships ride on the same cells, at no extra cost: at 4, 6, 8
//! and 10 seats, under every house variant R15 allows (all but
//! `last_holding_loses`, R15.5), every other game of the cell plays with
//! `teams = "pairs"`, and checks that partners' totals are one number
//! (R15.4), that a round's winning team holds no points, that the game's
//! winners are whole teams, and that every view names the teams (R15.6).
//!
//! `UNO_INVARIANT_GAMES` sets the games per (rules, players) cell (default
//! 174: 16 house variants × 9 seat counts × 174 = 25,056 games per deck,
//! 100,224 in all, 6,960 of them with teams per deck).

mod common;

use common::{choose, listed, random_card};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::card::Card;
use uno_core::rules::{house_variants, DeckPreset, Teams};
use uno_core::{Action, Color, Game, Play, Rules, Seat, Viewer};

// Far above what the test's player needs (a few thousand at most).
const MAX_ACTIONS_PER_ROUND: usize = 100_000;

fn games_per_cell() -> u64 {
    std::env::var("UNO_INVARIANT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(174)
}

/// Any action at all, legal or not, by any seat (sometimes off the table).
fn random_action(rng: &mut Pcg64Mcg, n: usize, g: &Game) -> (Seat, Action) {
    let seat = if rng.random_bool(0.02) {
        Seat::try_from(rng.random_range(n..12)).unwrap()
    } else {
        Seat::try_from(rng.random_range(0..n)).unwrap()
    };
    let target =
        |rng: &mut Pcg64Mcg| -> Seat { Seat::try_from(rng.random_range(0..n + 1)).unwrap() };
    let color = |rng: &mut Pcg64Mcg| Color::ALL[rng.random_range(0..4)];
    let a = match rng.random_range(0..13) {
        0..=2 => {
            // Often a card from the seat's own hand, so card checks are reached.
            let hand: Vec<Card> = if seat.index() < n {
                g.hand(seat).to_vec()
            } else {
                vec![]
            };
            let pick = |rng: &mut Pcg64Mcg| {
                if !hand.is_empty() && rng.random_bool(0.7) {
                    hand[rng.random_range(0..hand.len())]
                } else {
                    random_card(rng)
                }
            };
            let k = if rng.random_bool(0.9) {
                1
            } else {
                rng.random_range(0..4)
            };
            let cards = (0..k).map(|_| pick(rng)).collect();
            Action::Play(Play {
                cards,
                color: rng.random_bool(0.7).then(|| color(rng)),
                target: rng.random_bool(0.2).then(|| target(rng)),
                uno: rng.random_bool(0.3),
            })
        }
        3 => Action::Draw,
        4 => Action::Pass,
        5 => Action::Accept,
        6 => Action::Challenge,
        7 => Action::ChooseColor { color: color(rng) },
        8 => Action::ChoosePlayer {
            target: target(rng),
        },
        9 => Action::Uno,
        10 => Action::Catch {
            target: target(rng),
        },
        11 => {
            if rng.random_bool(0.5) {
                Action::Comply
            } else {
                Action::Penalty
            }
        }
        _ => Action::NextRound,
    };
    (seat, a)
}

struct Ctx {
    label: String,
    deck_size: usize,
}

fn play_one_game(rules: &Rules, players: usize, seed: u64, exhaustive: bool, ctx: &Ctx) {
    let mut g = Game::new(rules.clone(), players, seed).expect("game starts");
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    let mut buf = Vec::new();
    let mut in_round = 0usize;
    let mut rounds = 1;
    let fail = |what: &str, g: &Game| -> ! {
        panic!(
            "{} players={players} seed={seed}: {what}\nphase={:?} top={} color={:?}",
            ctx.label,
            g.phase(),
            g.top(),
            g.color()
        )
    };
    while !g.game_over() {
        if g.card_count() != ctx.deck_size {
            fail(
                &format!("{} cards, deck has {}", g.card_count(), ctx.deck_size),
                &g,
            );
        }
        // Illegal (or accepted no-op) actions: rejected leaves no trace.
        for _ in 0..2 {
            let (s, a) = random_action(&mut rng, players, &g);
            let mut probe = g.clone();
            match probe.apply(s, &a, &mut Vec::new()) {
                Err(_) => {
                    if probe != g {
                        fail(&format!("rejected {a:?} by {s} changed the state"), &g)
                    }
                }
                Ok(()) => {
                    let noop = matches!(a, Action::Uno | Action::Catch { .. });
                    if !noop && !listed(&g, s, &a) {
                        fail(
                            &format!("accepted {a:?} by {s} which is not a legal action"),
                            &g,
                        )
                    }
                }
            }
        }
        if exhaustive {
            for s in Seat::all(players) {
                g.legal_actions(s, &mut buf);
                for a in buf.clone() {
                    let mut probe = g.clone();
                    if let Err(e) = probe.apply(s, &a, &mut Vec::new()) {
                        fail(&format!("legal {a:?} by {s} rejected: {e}"), &g)
                    }
                }
            }
        }
        // Hidden information: re-dealing what a seat cannot see.
        if rng.random_bool(0.05) && !g.round_over() {
            let s = Seat::try_from(rng.random_range(0..players)).unwrap();
            let other = g.permute_hidden(s, rng.random());
            if other.view(Viewer::Seat(s)) != g.view(Viewer::Seat(s)) {
                fail(&format!("seat {s}'s view depends on hidden cards"), &g)
            }
            if other.view(Viewer::Spectator) != g.view(Viewer::Spectator) {
                fail("the spectator view depends on hidden cards", &g)
            }
            // A bot's determinization: the same view, the same card count.
            let sample = g.observe(s).determinize(&[], rng.random());
            if sample.view(Viewer::Seat(s)) != g.view(Viewer::Seat(s)) {
                fail(
                    &format!("a determinized sample changes seat {s}'s view"),
                    &g,
                )
            }
            if sample.card_count() != g.card_count() {
                fail("a determinized sample does not conserve cards", &g)
            }
        }
        if g.rules().teams().on() && g.round_over() {
            check_teams(&g, &|what| fail(what, &g));
        }
        let was_over = g.round_over();
        let (s, a) = choose(&mut rng, &g, &mut buf);
        if let Err(e) = g.apply(s, &a, &mut Vec::new()) {
            fail(&format!("chosen legal {a:?} by {s} rejected: {e}"), &g)
        }
        log.push((s, a));
        if was_over {
            rounds += 1;
            in_round = 0;
        } else {
            in_round += 1;
            if in_round > MAX_ACTIONS_PER_ROUND {
                fail("round did not end", &g)
            }
        }
        if rounds > 200 {
            fail("game did not end after 200 rounds", &g)
        }
    }
    if g.rules().teams().on() {
        check_teams(&g, &|what| fail(what, &g));
    }
    let mut legal = Vec::new();
    for s in Seat::all(players) {
        g.legal_actions(s, &mut legal);
        assert!(legal.is_empty(), "legal actions after the game ended");
    }
    // Replay: seed + actions reproduce the game exactly.
    let mut r = Game::new(rules.clone(), players, seed).unwrap();
    for (s, a) in &log {
        r.apply(*s, a, &mut Vec::new())
            .expect("replay accepts the record");
    }
    assert!(r == g, "{}: replay differs (seed {seed})", ctx.label);
}

/// R15 at the end of a round or game: partners share one total (R15.4),
/// the winning team's hands count nothing, winners are whole teams, and
/// every view names each seat's team (R15.1, R15.6).
fn check_teams(g: &Game, fail: &dyn Fn(&str)) {
    let n = g.players();
    for s in Seat::all(n) {
        let p = g.partner(s).expect("teams give every seat a partner");
        if p.index() != (s.index() + n / 2) % n || g.team_of(s) != g.team_of(p) {
            fail(&format!("R15.1: seat {s}'s partner is {p}"));
        }
        if g.scores()[s.index()] != g.scores()[p.index()] {
            fail(&format!(
                "R15.4: partners {s} and {p} have different totals"
            ));
        }
        let winners = g.game_winners();
        if winners.contains(&s) != winners.contains(&p) {
            fail(&format!(
                "R15.4: seat {s} and its partner {p} did not win together"
            ));
        }
    }
    if let Some(w) = g.round_winner() {
        let p = g.partner(w).expect("a partner");
        if g.round_points()[w.index()] != 0 || g.round_points()[p.index()] != 0 {
            fail("R15.4: the winning team's hands scored points");
        }
        if g.round_winning_team() != g.team_of(w) {
            fail("R15.3: the round's team is not its winner's");
        }
    }
    let teams: Vec<u8> = (0..n).map(|s| (s % (n / 2)) as u8).collect();
    for v in Seat::all(n).map(Viewer::Seat).chain([Viewer::Spectator]) {
        if g.view(v).teams.as_ref() != Some(&teams) {
            fail("R15.6: a view does not name the teams");
        }
    }
}

fn run_deck(deck: DeckPreset) -> u64 {
    let per = games_per_cell();
    let mut played = 0;
    for (house, rules) in house_variants(deck) {
        // Shorter games: a lower target keeps every round-to-round path
        // (scoring, next_round, game end) while bounding the run time.
        let mut spec = rules.to_spec();
        spec.scoring.target = Some(150);
        let rules = spec.resolve().expect("a lower target is valid");
        // R15: the same rules with partnerships, where R15.5 allows them.
        spec.options.teams = Some(Teams::Pairs);
        let teams = spec.resolve().ok();
        let ctx = Ctx {
            label: format!("{} + {:?}", deck.name(), house),
            deck_size: rules.deck_size(),
        };
        let team_ctx = Ctx {
            label: format!("{} + {:?} + teams", deck.name(), house),
            deck_size: rules.deck_size(),
        };
        for players in 2..=10 {
            for i in 0..per {
                let seed = (players as u64) << 32 | i;
                match &teams {
                    // Every other game of a cell that can play teams.
                    Some(t) if i % 2 == 1 && Teams::Pairs.allows(players) => {
                        play_one_game(t, players, seed, i % 16 == 1, &team_ctx)
                    }
                    _ => play_one_game(&rules, players, seed, i % 16 == 0, &ctx),
                }
                played += 1;
            }
        }
    }
    played
}

#[test]
fn invariants_classic() {
    let n = run_deck(DeckPreset::Classic);
    assert_eq!(n, 16 * 9 * games_per_cell());
}

#[test]
fn invariants_shuffle_hands() {
    run_deck(DeckPreset::ShuffleHands);
}

#[test]
fn invariants_hello_kitty() {
    run_deck(DeckPreset::HelloKitty);
}

#[test]
fn invariants_mario_kart() {
    run_deck(DeckPreset::MarioKart);
}
