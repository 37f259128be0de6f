//! A perft-style check of `legal_actions` against `apply`, from positions
//! reached in random games of every deck preset (R1) × house variant
//! (`house_variants`: none, killer, german, each R13 rule alone) × 2–10
//! seats. At each checked position:
//!
//! - `legal_actions(seat)` lists no action twice, and every action it lists, for every seat (out-of-turn
//!   catches, UNO calls and jump-ins included), is accepted by `apply` on a
//!   clone of the game;
//! - a sample of candidate actions that are NOT listed (every verb, every
//!   card in the hand and some that are not, each colour, every target seat
//!   and one off the table, plays by seats not to act, multi-card plays,
//!   an empty `cards` list, a seat off the table) is refused with an
//!   `ActionError` that names itself (a code and a message), sends no
//!   event, and leaves the game unchanged (R4.4). Two documented
//!   exceptions: `uno` by a seat that is not exposed (R10.1) and `catch` of
//!   a seat that is not exposed (R10.3) are accepted, change nothing, and
//!   send exactly one event saying the call did not count / the catch
//!   failed;
//! - the variants of a listed action that `apply` treats the same
//!   (`tests/common::canonical`: a colour on a card that names none, an UNO
//!   flag, the middle order of a multi-play) are accepted too, and a swap
//!   target given with the play is accepted or refused as `invalid_target`.
//!
//! After each game, the scenario that `Scenario::from_record` writes for
//! its action record is printed, parsed back (equal), and run: every action
//! applies, and the replayed game equals the played one (state, every
//! seat's view, the spectator's, the scenario state and the referee's
//! events).
//!
//! The same checks run on games started from random positions (short
//! hands and draw piles, empty hands under `last_holding_loses`), replayed
//! as position scenarios, and on games under mixed rule sets (several R13
//! rules with R3/R8/R12 options and R14 `WC` effect lists).
//!
//! R15 partnerships use the same budget: every (deck, house variant) that
//! R15 allows (all but `last_holding_loses`) plays with `teams = "pairs"`
//! at 4 and 8 seats in the dealt-games sweep and at 6 and 10 seats in the
//! positions sweep (each sweep keeps the other seat counts without teams),
//! and the mixed rule sets draw teams one time in four.
//!
//! Seeded and deterministic. `UNO_PERFT_GAMES` sets the number of games
//! of each start (default: one per (deck, house variant, seats) cell, 576;
//! mixed-rules games: 200, or half of `UNO_PERFT_GAMES`); longer runs:
//! `UNO_PERFT_GAMES=20000 cargo test -p uno-core --release --test perft`.
//!
//! R6.5: a position in which nobody still in can play or draw is
//! recognized (`is_blocked`); the round must then end within one turn of
//! each seat, with a `round_blocked` event, and the tests from positions
//! (which often start with dry piles) must reach it. A round longer than
//! `MAX_ACTIONS_PER_ROUND`, or a game longer than `MAX_ACTIONS_PER_GAME`,
//! stops too. The counts are printed (`--nocapture`). One game in eight is
//! played by a uniformly random player over every seat's legal actions,
//! the others by `tests/common::choose`.

mod common;

use common::{canonical, choose, random_card};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use uno_core::card::Card;
use uno_core::event::{EventKind, Viewer};
use uno_core::rules::{house_variants, DeckPreset, Teams};
use uno_core::scenario::{RulesRef, Scenario, ScenarioAction, ScenarioState};
use uno_core::{
    Action, Color, CompiledRules, Direction, Event, Game, Phase, Play, Position, Rules, Seat,
};

/// Rounds and games are cut here to bound the run time (the careful
/// player ends an ordinary round in a few hundred actions).
const MAX_ACTIONS_PER_ROUND: usize = 1_000;
const MAX_ACTIONS_PER_GAME: usize = 1_200;
/// Candidates tried per seat not to act (all of them for the seat to act).
const OUT_OF_TURN_SAMPLE: usize = 12;
/// The share of positions checked (the first few of each game always are).
const CHECK_P: f64 = 0.15;

fn games() -> usize {
    std::env::var("UNO_PERFT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[derive(Default, Debug)]
struct Stats {
    games: usize,
    positions: usize,
    legal: usize,
    refused: usize,
    noops: usize,
    variants: usize,
    blocked: usize,
    /// `round_blocked` events seen (R6.5).
    blocked_events: usize,
    long_rounds: usize,
    cut: usize,
}

struct Cell {
    label: String,
    rules: Rules,
    compiled: CompiledRules,
    players: usize,
}

/// The (deck, house variant, seats) cells; at the seat counts in
/// `team_seats`, the variants R15 allows play with `teams = "pairs"`.
fn cells(team_seats: &[usize]) -> Vec<Cell> {
    let mut out = Vec::new();
    for deck in DeckPreset::ALL {
        for (house, rules) in house_variants(deck) {
            let mut spec = rules.to_spec();
            spec.options.teams = Some(Teams::Pairs);
            let teams = spec.resolve().ok();
            for players in 2..=10 {
                let (rules, label) = match &teams {
                    Some(t) if team_seats.contains(&players) => {
                        (t.clone(), format!("{} + {:?} + teams", deck.name(), house))
                    }
                    _ => (rules.clone(), format!("{} + {:?}", deck.name(), house)),
                };
                out.push(Cell {
                    label,
                    compiled: CompiledRules::new(rules.clone()),
                    rules,
                    players,
                });
            }
        }
    }
    out
}

/// Candidate actions by `seat` (which may be off the table) at this
/// position: every verb, with every colour and target, plays of held and
/// unheld cards, multi-card plays and an empty play.
fn candidates(rng: &mut Pcg64Mcg, g: &Game, seat: Seat) -> Vec<Action> {
    // Seats 0..=n: every seat of the table and one off it. Drawn as a u8,
    // as when a seat was one, so a seed's positions stay the same.
    let n = g.players() as u8;
    let mut out = vec![
        Action::Draw,
        Action::Pass,
        Action::Accept,
        Action::Challenge,
        Action::Comply,
        Action::Penalty,
        Action::NextRound,
        Action::Uno,
    ];
    for color in Color::ALL {
        out.push(Action::ChooseColor { color });
    }
    for target in (0..=n).map(Seat::new) {
        out.push(Action::ChoosePlayer { target });
        out.push(Action::Catch { target });
    }
    let held: Vec<Card> = if seat.index() < g.players() {
        g.hand(seat).to_vec()
    } else {
        vec![]
    };
    let mut kinds: Vec<Card> = held.clone();
    kinds.dedup();
    for _ in 0..3 {
        let c = random_card(rng);
        if !kinds.contains(&c) {
            kinds.push(c);
        }
    }
    // Also the top card (a jump-in candidate) and a Draw Two.
    kinds.push(g.top());
    kinds.push(Card::draw_two(Color::ALL[rng.random_range(0..4)]));
    for &c in &kinds {
        let color = if rng.random_bool(0.5) {
            Some(Color::ALL[rng.random_range(0..4)])
        } else {
            None
        };
        let target = if rng.random_bool(0.3) {
            Some(Seat::new(rng.random_range(0..=n)))
        } else {
            None
        };
        out.push(Action::Play(Play {
            color,
            target,
            uno: rng.random_bool(0.3),
            ..Play::card(c)
        }));
        // The same card with and without each colour, for wilds.
        if c.is_wild() {
            out.push(Action::Play(Play::card(c)));
            for col in Color::ALL {
                out.push(Action::Play(Play::wild(c, col)));
            }
        }
    }
    // Multi-card plays: a held card twice, two held cards, three cards.
    let pick = |rng: &mut Pcg64Mcg| {
        if !held.is_empty() && rng.random_bool(0.8) {
            held[rng.random_range(0..held.len())]
        } else {
            random_card(rng)
        }
    };
    for k in [2usize, 2, 3] {
        let mut cards = uno_core::action::PlayCards::new();
        let first = pick(rng);
        cards.push(first);
        for _ in 1..k {
            cards.push(if rng.random_bool(0.5) {
                first
            } else {
                pick(rng)
            });
        }
        out.push(Action::Play(Play {
            cards,
            color: None,
            target: None,
            uno: false,
        }));
    }
    // Same-number plays built from the hand, the ones multi_play allows.
    for &c in &held {
        if let Some(v) = c.number_value() {
            let same: Vec<Card> = held
                .iter()
                .copied()
                .filter(|x| x.number_value() == Some(v))
                .collect();
            if same.len() >= 2 {
                out.push(Action::Play(Play {
                    cards: same.into_iter().collect(),
                    color: None,
                    target: None,
                    uno: false,
                }));
            }
        }
    }
    // An empty play (through the API only: scenarios refuse it on parsing).
    out.push(Action::Play(Play {
        cards: Default::default(),
        color: None,
        target: None,
        uno: false,
    }));
    out
}

fn has_target(a: &Action) -> bool {
    matches!(a, Action::Play(p) if p.target.is_some())
}

/// The checks of one position. Panics with a description on a failure.
fn check_position(rng: &mut Pcg64Mcg, g: &Game, st: &mut Stats, where_: &dyn Fn() -> String) {
    let mut legal = Vec::new();
    // Every seat of the table and one off it.
    for seat in Seat::all(g.players() + 1) {
        g.legal_actions(seat, &mut legal);
        if seat.index() == g.players() {
            assert!(
                legal.is_empty(),
                "{}: a seat off the table has legal actions",
                where_()
            );
        }
        // The list is a set: no action is listed twice.
        for (i, a) in legal.iter().enumerate() {
            if legal[..i].contains(a) {
                panic!("{}: {a:?} is listed twice for seat {seat}", where_());
            }
        }
        // 1. Every listed action is accepted.
        for a in &legal {
            let mut probe = g.clone();
            if let Err(e) = probe.apply(seat, a, &mut Vec::new()) {
                panic!("{}: legal {a:?} by seat {seat} refused: {e}", where_());
            }
            st.legal += 1;
        }
        let listed: Vec<Action> = legal.iter().map(canonical).collect();
        // 2. Candidates: unlisted ones are refused, with no trace.
        let mut cands = candidates(rng, g, seat);
        if Some(seat) != g.to_act() {
            // Out of turn: a sample (most are refused as not_your_turn).
            cands.shuffle(rng);
            cands.truncate(OUT_OF_TURN_SAMPLE);
        }
        for a in cands {
            let mut probe = g.clone();
            let mut ev: Vec<Event> = Vec::new();
            let result = probe.apply(seat, &a, &mut ev);
            let is_listed = listed.contains(&canonical(&a));
            match result {
                Err(e) => {
                    if probe != *g {
                        panic!(
                            "{}: refused {a:?} by seat {seat} ({e}) changed the game (R4.4)",
                            where_()
                        );
                    }
                    assert!(
                        ev.is_empty(),
                        "{}: refused {a:?} by seat {seat} sent events {ev:?}",
                        where_()
                    );
                    assert!(
                        !e.code().is_empty() && !e.to_string().is_empty(),
                        "{}: an error without a code or a message",
                        where_()
                    );
                    if is_listed {
                        // Only a swap target can make a listed play fail.
                        if !(has_target(&a) && e.code() == "invalid_target") {
                            panic!(
                                "{}: {a:?} by seat {seat}, a form of a legal action, refused: {e}",
                                where_()
                            );
                        }
                    } else {
                        st.refused += 1;
                    }
                }
                Ok(()) => {
                    if is_listed {
                        if a != canonical(&a) || !legal.contains(&a) {
                            st.variants += 1;
                        }
                        continue;
                    }
                    // R10.1, R10.3: `uno` by / `catch` of a seat that is not
                    // exposed: accepted, no effect but an event.
                    let noop_event = match (&a, ev.as_slice()) {
                        (Action::Uno, [e]) => {
                            matches!(e.kind, EventKind::UnoNotCounted { seat: s } if s == seat)
                        }
                        (Action::Catch { target }, [e]) => matches!(
                            e.kind,
                            EventKind::CatchFailed { by, target: t } if by == seat && t == *target
                        ),
                        _ => false,
                    };
                    if !noop_event {
                        panic!(
                            "{}: {a:?} by seat {seat} is not listed but was accepted, events {ev:?}",
                            where_()
                        );
                    }
                    if probe != *g {
                        panic!(
                            "{}: the no-op {a:?} by seat {seat} changed the game (R10.1, R10.3)",
                            where_()
                        );
                    }
                    st.noops += 1;
                }
            }
        }
    }
    st.positions += 1;
}

/// R6.5: at an ordinary turn, nobody still in the round can play and
/// there is nothing to draw (the draw pile is empty and the discard pile
/// is only its top card, R6.4).
fn is_blocked(g: &Game) -> bool {
    matches!(g.phase(), Phase::Turn { .. })
        && g.draw_pile_size() == 0
        && g.discard_pile().len() <= 1
        && Seat::all(g.players())
            .filter(|&s| g.is_active(s))
            .all(|s| g.playable_mask(s).is_empty())
}

fn count_blocked(events: &[Event], st: &mut Stats) {
    st.blocked_events += events
        .iter()
        .filter(|e| matches!(e.referee().kind, EventKind::RoundBlocked { .. }))
        .count();
}

/// A harmless variant of a chosen play, as `apply` accepts it: a colour on
/// a card that names none, an UNO flag that counts for nothing, a target
/// on a card that takes none. The record then carries these fields
/// through `from_record` and the scenario parser.
fn decorate(rng: &mut Pcg64Mcg, g: &Game, a: &Action) -> Action {
    let Action::Play(p) = a else { return a.clone() };
    let mut p = p.clone();
    if !p.last().is_wild() && rng.random_bool(0.5) {
        p.color = Some(Color::ALL[rng.random_range(0..4)]);
    }
    if rng.random_bool(0.5) {
        p.uno = !p.uno;
    }
    if rng.random_bool(0.5) {
        p.target = Some(Seat::new(rng.random_range(0..g.players() as u8)));
    }
    Action::Play(p)
}

/// Plays `g` on with the `choose` player, checking positions on the way;
/// gives back the final game and the action record. `events` receives
/// every event.
fn drive(
    label: &str,
    mut g: Game,
    rng: &mut Pcg64Mcg,
    events: &mut Vec<Event>,
    st: &mut Stats,
    uniform: bool,
) -> (Game, Vec<(Seat, Action)>) {
    let players = g.players();
    let mut record: Vec<(Seat, Action)> = Vec::new();
    let mut buf = Vec::new();
    let mut in_round = 0usize;
    let mut blocked_at: Option<usize> = None;
    loop {
        let step = record.len();
        let where_ = || {
            format!(
                "{label} step={step}\nphase={:?} top={} color={:?}",
                g.phase(),
                g.top(),
                g.color()
            )
        };
        if step < 4 || rng.random_bool(CHECK_P) {
            check_position(rng, &g, st, &where_);
        }
        if g.game_over() {
            break;
        }
        if g.round_over() {
            blocked_at = None;
        } else if blocked_at.is_none() && is_blocked(&g) {
            blocked_at = Some(step);
            st.blocked += 1;
        }
        if let Some(at) = blocked_at {
            // R6.5: every seat still in gets at most one more ordinary
            // turn (out-of-turn calls and catches aside) before it ends.
            assert!(
                step <= at + 4 * players + 8,
                "{}\nR6.5: a blocked round did not end",
                where_()
            );
        }
        if in_round > MAX_ACTIONS_PER_ROUND {
            st.long_rounds += 1;
            break;
        }
        if step >= MAX_ACTIONS_PER_GAME {
            st.cut += 1;
            break;
        }
        let was_over = g.round_over();
        let (s, mut a) = if uniform && !was_over {
            // Any legal action of any seat, uniformly: reaches positions
            // the careful player avoids (blocked rounds among them).
            let all = g.all_legal_actions();
            all[rng.random_range(0..all.len())].clone()
        } else {
            choose(rng, &g, &mut buf)
        };
        if rng.random_bool(0.1) {
            let d = decorate(rng, &g, &a);
            if g.clone().apply(s, &d, &mut Vec::new()).is_ok() {
                a = d;
            }
        } else if rng.random_bool(0.03) && !g.round_over() {
            // A no-op call or catch, also recorded and replayed.
            let t = Seat::new(rng.random_range(0..players as u8));
            let noop = if g.exposed().is_none() && t != s && rng.random_bool(0.5) {
                Some(Action::Catch { target: t })
            } else if g.exposed() != Some(s) {
                Some(Action::Uno)
            } else {
                None
            };
            if let Some(noop) = noop {
                if g.apply(s, &noop, events).is_ok() {
                    record.push((s, noop));
                }
            }
        }
        if let Err(e) = g.apply(s, &a, events) {
            panic!("{label} step={step}: chosen legal {a:?} by {s} refused: {e}");
        }
        record.push((s, a));
        in_round = if was_over { 0 } else { in_round + 1 };
    }
    st.games += 1;
    (g, record)
}

/// A game dealt by `Game::new`, replayed through `Scenario::from_record`.
fn play_game(cell: &Cell, seed: u64, st: &mut Stats) {
    let (rules, players) = (&cell.rules, cell.players);
    let label = format!("{} players={players} seed={seed}", cell.label);
    let mut events: Vec<Event> = Vec::new();
    let g = Game::new_with_events(rules.clone(), players, seed, None, &mut events)
        .expect("the game starts");
    let compiled = Game::from_compiled(&cell.compiled, players, seed).expect("the game starts");
    assert!(compiled == g, "{label}: from_compiled differs from new");
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x0123_4567_89ab_cdef);
    let uniform = seed.is_multiple_of(8);
    let (g, record) = drive(&label, g, &mut rng, &mut events, st, uniform);
    count_blocked(&events, st);
    let sc = Scenario::from_record(rules, players, seed, None, &record);
    replay(&label, sc, record.len(), &g, &events);
}

/// A random position (SCENARIOS.md `position`): short hands, a short
/// discard pile, and often a short draw pile (R6.4 reshuffles, empty
/// piles), empty hands under `last_holding_loses`.
fn random_position(rng: &mut Pcg64Mcg, rules: &Rules, players: usize) -> Position {
    let mut deck: Vec<Card> = Card::all()
        .flat_map(|c| std::iter::repeat_n(c, rules.count(c) as usize))
        .collect();
    deck.shuffle(rng);
    let lhl = rules.players_leave_when_out();
    let hands: Vec<Vec<Card>> = (0..players)
        .map(|s| {
            // Seats 0 and 1 always hold cards: two players must (SCENARIOS.md).
            let k = if lhl && s >= 2 && rng.random_bool(0.2) {
                0
            } else {
                rng.random_range(1..=6)
            };
            deck.split_off(deck.len() - k)
        })
        .collect();
    // One position in four is dry (R6.4, R6.5): a lone top card and no
    // draw pile, so blocked rounds come up.
    let dry = rng.random_bool(0.25);
    let discard = deck.split_off(deck.len() - if dry { 1 } else { rng.random_range(1..=3) });
    let top = *discard.last().expect("a discard");
    let draw_pile = if dry {
        Some(Vec::new())
    } else if rng.random_bool(0.6) {
        let k = rng.random_range(0..=12).min(deck.len());
        Some(deck.split_off(deck.len() - k))
    } else {
        None
    };
    let holders: Vec<Seat> = Seat::all(players)
        .filter(|&s| !hands[s.index()].is_empty())
        .collect();
    Position {
        color: top.is_wild().then(|| Color::ALL[rng.random_range(0..4)]),
        to_act: Some(holders[rng.random_range(0..holders.len())]),
        direction: Some(if rng.random_bool(0.5) {
            Direction::Cw
        } else {
            Direction::Ccw
        }),
        hands,
        discard,
        draw_pile,
        ..Position::default()
    }
}

/// A game from a random position, replayed as a scenario with that
/// position and the action record.
fn play_position(cell: &Cell, seed: u64, st: &mut Stats) {
    let (rules, players) = (&cell.rules, cell.players);
    let label = format!("{} players={players} position seed={seed}", cell.label);
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x0fed_cba9_8765_4321);
    let mut sc = Scenario {
        rules: RulesRef::of(rules),
        players,
        seed,
        dealer: None,
        deck: None,
        position: Some(random_position(&mut rng, rules, players)),
        actions: Vec::new(),
    };
    let mut events: Vec<Event> = Vec::new();
    let g = sc.build(&mut events).unwrap_or_else(|e| {
        panic!(
            "{label}: the position does not build: {e}\n{}",
            sc.to_json()
        )
    });
    let uniform = seed.is_multiple_of(8);
    let (g, record) = drive(&label, g, &mut rng, &mut events, st, uniform);
    count_blocked(&events, st);
    sc.actions = record
        .into_iter()
        .map(|(by, action)| ScenarioAction { by, action })
        .collect();
    let n = sc.actions.len();
    replay(&label, sc, n, &g, &events);
}

/// The scenario, printed and parsed back, replays the game exactly.
fn replay(label: &str, sc: Scenario, actions: usize, g: &Game, events: &[Event]) {
    let json = sc.to_json();
    let back = Scenario::parse(&json)
        .unwrap_or_else(|e| panic!("{label}: the written scenario does not parse: {e}"));
    assert_eq!(back, sc, "{label}: the scenario changes through JSON");
    let (r, out) = back
        .run_game()
        .unwrap_or_else(|e| panic!("{label}: the written scenario does not run: {e}"));
    assert!(
        out.ok && out.applied == actions,
        "{label}: the replay stops at {:?}",
        out.error
    );
    assert!(r == *g, "{label}: the replayed game differs");
    for s in Seat::all(g.players()) {
        assert_eq!(
            r.view(Viewer::Seat(s)),
            g.view(Viewer::Seat(s)),
            "{label}: seat {s}'s view differs after the replay"
        );
    }
    assert_eq!(r.view(Viewer::Spectator), g.view(Viewer::Spectator));
    assert_eq!(out.state, ScenarioState::of(g), "{label}: scenario state");
    let direct: Vec<_> = events.iter().map(Event::referee).collect();
    assert!(
        out.events == direct,
        "{label}: the replay's events differ from the game's"
    );
}

/// Plays `start` (a dealt game or a position) once per game over the
/// (deck, house variant, seats) cells in turn, each with its own seed, and
/// checks that the checks ran: positions, refusals, no-ops were all seen.
fn sweep_cells(
    what: &str,
    seed_mul: u64,
    salt: u64,
    team_seats: &[usize],
    start: fn(&Cell, u64, &mut Stats),
) -> Stats {
    let cells = cells(team_seats);
    let total = match games() {
        0 => cells.len(),
        n => n,
    };
    let mut st = Stats::default();
    for i in 0..total {
        let seed = (i as u64).wrapping_mul(seed_mul) ^ salt;
        start(&cells[i % cells.len()], seed, &mut st);
    }
    eprintln!("{what}: {st:?}");
    assert_eq!(st.games, total);
    assert!(st.positions >= total && st.refused > 0 && st.noops > 0 && st.legal > 0);
    st
}

#[test]
fn perft_legal_actions_agree_with_apply_and_replays() {
    sweep_cells("perft", 0x9e37_79b9_7f4a_7c15, 0x5eed, &[4, 8], play_game);
}

#[test]
fn perft_from_random_positions() {
    let st = sweep_cells(
        "perft from positions",
        0xd134_2543_de82_ef95,
        0x905,
        &[6, 10],
        play_position,
    );
    // R6.5: dry positions reach blocked rounds, and each one ends.
    assert!(
        st.blocked > 0 && st.blocked_events > 0,
        "no blocked round reached"
    );
}

/// Rules that mix several R13 house rules and R3/R8/R12 options, with
/// `WC` cards carrying R14 effect lists (shuffle-hands deck), for
/// interactions the one-rule-at-a-time matrix cannot reach.
fn mixed_rules(rng: &mut Pcg64Mcg) -> Rules {
    const EFFECTS: [&str; 16] = [
        "draw(next, 2)",
        "draw(chosen, 1)",
        "draw(all_others, 1)",
        "skip(next)",
        "skip(chosen)",
        "skip(previous)",
        "reverse",
        "swap_hands(chosen)",
        "swap_hands(next)",
        "rotate_hands",
        "shuffle_hands",
        "extra_turn",
        "everyone_else_draws(1)",
        "fewest_cards_draw(2)",
        "reveal_and_item",
        "honour(\"Next player: clap\", 2, chosen)",
    ];
    loop {
        let deck = DeckPreset::ALL[rng.random_range(0..DeckPreset::ALL.len())];
        let house: Vec<String> = uno_core::HouseRule::ALL
            .iter()
            .filter(|_| rng.random_bool(0.3))
            .map(|r| r.name().to_string())
            .collect();
        let wc: Vec<uno_core::rules::WcRule> = (0..3)
            .map(|_| {
                let k = rng.random_range(1..=3);
                let effects = (0..k)
                    .map(|_| EFFECTS[rng.random_range(0..EFFECTS.len())].parse().unwrap())
                    .collect();
                uno_core::rules::WcRule::Effects { effects }
            })
            .collect();
        let first = ["official", "as_dealer_played", "ignore_actions"][rng.random_range(0..3)];
        let method = ["winner_takes_all", "average", "penalty", "none"][rng.random_range(0..4)];
        let game_end = if method == "penalty" && rng.random_bool(0.5) {
            "elimination"
        } else if rng.random_bool(0.3) {
            "hands:2"
        } else {
            "target"
        };
        let spec = serde_json::json!({
            "preset": deck.name(),
            "house": house,
            "options": {
                "first_card": first,
                "challenge": rng.random_bool(0.8),
                "badtz_maru_counts_self": rng.random_bool(0.5),
                "zero_counts_ten": rng.random_bool(0.5),
                "hand_size": rng.random_range(3..=8),
                "wc": if deck == DeckPreset::ShuffleHands { Some(wc) } else { None },
            },
            "scoring": {"method": method, "target": rng.random_range(60..=200), "game_end": game_end},
        });
        // R15: teams one time in four (refused with elimination and
        // last_holding_loses, R15.4, R15.5: then drawn again).
        let mut spec = spec;
        if rng.random_bool(0.25) {
            spec["options"]["teams"] = serde_json::json!("pairs");
        }
        // Some mixes are invalid (zero_rotates with zero_swap): draw again.
        if let Ok(r) = Rules::from_json(&spec.to_string()) {
            return r;
        }
    }
}

#[test]
fn perft_mixed_rules() {
    let total = match games() {
        0 => 200,
        n => n / 2,
    };
    let mut st = Stats::default();
    let mut rng = Pcg64Mcg::seed_from_u64(0x006d_6978_6564);
    for i in 0..total {
        let rules = mixed_rules(&mut rng);
        let players = if rules.teams().on() {
            [4, 6, 8, 10][rng.random_range(0..4)]
        } else {
            rng.random_range(2..=10)
        };
        let cell = Cell {
            label: format!("mixed {:?}", rules.to_spec()),
            compiled: CompiledRules::new(rules.clone()),
            rules,
            players,
        };
        let seed = (i as u64).wrapping_mul(0xa076_1d64_78bd_642f) ^ 0x313;
        if i % 2 == 0 {
            play_game(&cell, seed, &mut st);
        } else {
            play_position(&cell, seed, &mut st);
        }
    }
    eprintln!("perft mixed rules: {st:?}");
    assert_eq!(st.games, total);
    assert!(st.positions >= total && st.refused > 0 && st.legal > 0);
}
