//! R15 partnerships: the partner-aware heuristic (`medium`) plays for its
//! team from public information only, and its team logic does nothing
//! without teams.
//!
//! Under R15.1 partners sit opposite, so at 4 seats the partner is never
//! the next player: a Draw Two, Skip or W+4 always hits an opponent, and a
//! card that costs the next player their turn hands it to the partner.

use smallvec::smallvec;
use uno_bots::driver::play_game;
use uno_bots::evidence::Evidence;
use uno_bots::heuristic::{Heuristic, Style};
use uno_bots::{AnyPlayer, BotSpec, Until};
use uno_core::rules::Teams;
use uno_core::{
    Action, Card, Color, Event, Game, NoEvents, Play, Position, Rules, RulesSpec, Seat, Setup,
    Start, Viewer,
};

fn rules(teams: bool, house: &[&str]) -> Rules {
    RulesSpec {
        preset: Some("classic".into()),
        house: house.iter().map(|s| s.to_string()).collect(),
        teams: teams.then_some(Teams::Pairs),
        ..RulesSpec::default()
    }
    .resolve()
    .expect("valid rules")
}

fn seat(i: usize) -> Seat {
    Seat::try_from(i).expect("a seat")
}

/// A 4-seat game from a position: `hands` by seat, `top` on the discard
/// pile (with `color` for a wild), `to_act` to play.
fn position(
    rules: Rules,
    hands: [&[Card]; 4],
    top: Card,
    color: Option<Color>,
    to_act: usize,
) -> Game {
    Setup {
        rules,
        players: 4,
        seed: 7,
        dealer: None,
        start: Start::Position(Position {
            hands: hands.iter().map(|h| h.to_vec()).collect(),
            discard: vec![top],
            color,
            to_act: Some(seat(to_act)),
            ..Position::default()
        }),
    }
    .build(&mut NoEvents)
    .expect("a valid position")
}

fn play(card: Card, color: Option<Color>) -> Action {
    Action::Play(Play {
        cards: smallvec![card],
        color,
        target: None,
        uno: false,
    })
}

/// Applies `a` for `s`, feeding the events to `know` (seat 0's view).
fn apply(game: &mut Game, know: &mut Evidence, s: usize, a: &Action) {
    let mut ev: Vec<Event> = Vec::new();
    game.apply(seat(s), a, &mut ev).expect("a legal action");
    for e in &ev {
        know.observe(&e.project(Viewer::Seat(seat(0))));
    }
}

/// What `style` decides for seat 0.
fn decide(style: Style, game: &Game, know: &Evidence) -> Action {
    let obs = game.observe(seat(0));
    let mut know = know.clone();
    know.sync(&obs);
    Heuristic::new(style, 1).act(&obs, Some(&know))
}

fn played(a: &Action) -> (Card, Option<Color>) {
    match a {
        Action::Play(p) => (p.first(), p.color),
        other => panic!("expected a play, got {other:?}"),
    }
}

/// Six different yellow numbers (an opponent's long hand; each number
/// has two copies in the deck, so two hands may hold these).
const LONG: [Card; 6] = [
    Card::number(Color::Yellow, 1),
    Card::number(Color::Yellow, 2),
    Card::number(Color::Yellow, 3),
    Card::number(Color::Yellow, 4),
    Card::number(Color::Yellow, 5),
    Card::number(Color::Yellow, 6),
];

const R: Color = Color::Red;
const B: Color = Color::Blue;
const G: Color = Color::Green;
const Y: Color = Color::Yellow;

#[test]
fn a_skip_hands_the_turn_to_a_partner_about_to_go_out() {
    // Seat 0 can play the Red Skip or the Blue 9 (staying in blue, the
    // colour it holds most, is what it would do alone); its partner (seat
    // 2) holds one card, the opponents many. The Skip costs seat 1 its
    // turn and hands it to the partner.
    let hands: [&[Card]; 4] = [
        &[
            Card::skip(R),
            Card::number(B, 9),
            Card::number(B, 1),
            Card::number(B, 2),
            Card::number(G, 3),
        ],
        &LONG,
        &[Card::number(Y, 7)],
        &LONG,
    ];
    let game = position(rules(true, &[]), hands, Card::number(R, 9), None, 0);
    let know = Evidence::from_observation(&game.observe(seat(0)));
    let team = decide(Style::MEDIUM, &game, &know);
    assert_eq!(played(&team).0, Card::skip(R), "partner-aware: {team:?}");
    let blind = decide(Style::MEDIUM.blind(), &game, &know);
    assert_eq!(
        played(&blind).0,
        Card::number(B, 9),
        "team-blind stays in blue: {blind:?}"
    );
}

#[test]
fn a_wild_names_the_colour_the_partner_named() {
    // The partner (seat 2) plays a wild naming green; seat 3 a wild naming
    // yellow; seat 0 can only play its wild and keeps a red and a green of
    // equal worth: the partner-aware seat names green, the partner's.
    let hands: [&[Card]; 4] = [
        &[Card::WILD, Card::number(R, 5), Card::number(G, 5)],
        &LONG,
        &[Card::WILD, Card::number(G, 2), Card::number(G, 3)],
        &[Card::WILD, Card::number(B, 3), Card::number(B, 4)],
    ];
    let mut game = position(rules(true, &[]), hands, Card::number(B, 9), None, 2);
    let mut know = Evidence::from_observation(&game.observe(seat(0)));
    apply(&mut game, &mut know, 2, &play(Card::WILD, Some(G)));
    apply(&mut game, &mut know, 3, &play(Card::WILD, Some(Y)));
    assert_eq!(game.to_act(), Some(seat(0)));
    let team = decide(Style::MEDIUM, &game, &know);
    assert_eq!(played(&team), (Card::WILD, Some(G)), "{team:?}");
    let blind = decide(Style::MEDIUM.blind(), &game, &know);
    assert_eq!(played(&blind), (Card::WILD, Some(R)), "{blind:?}");
}

#[test]
fn a_seven_swap_takes_an_opponents_hand_not_the_partners() {
    // R13 seven_swap: the partner holds the fewest cards, but taking its
    // hand gains the team nothing; the partner-aware seat takes the
    // opponent's short hand, the team-blind one the partner's.
    let hands: [&[Card]; 4] = [
        &[
            Card::number(R, 7),
            Card::number(B, 1),
            Card::number(B, 2),
            Card::number(G, 3),
            Card::number(G, 4),
        ],
        &LONG,
        &[Card::number(Y, 7)],
        &[Card::number(Y, 8), Card::number(Y, 9)],
    ];
    let r = rules(true, &["seven_swap"]);
    for (style, want) in [(Style::MEDIUM, 3), (Style::MEDIUM.blind(), 2)] {
        let mut game = position(r.clone(), hands, Card::number(R, 9), None, 0);
        let mut know = Evidence::from_observation(&game.observe(seat(0)));
        apply(&mut game, &mut know, 0, &play(Card::number(R, 7), None));
        let a = decide(style, &game, &know);
        assert_eq!(
            a,
            Action::ChoosePlayer { target: seat(want) },
            "team {}",
            style.team
        );
    }
}

#[test]
fn a_partner_about_to_go_out_is_not_caught() {
    // R10.2: the partner forgot its UNO call; the opponent is caught, the
    // partner is not.
    let hands: [&[Card]; 4] = [
        &[Card::number(R, 1), Card::number(B, 6), Card::number(G, 7)],
        &LONG,
        &[Card::number(Y, 7), Card::number(Y, 8)],
        &LONG,
    ];
    let mut game = position(rules(true, &[]), hands, Card::number(Y, 9), None, 2);
    let mut know = Evidence::from_observation(&game.observe(seat(0)));
    apply(&mut game, &mut know, 2, &play(Card::number(Y, 8), None));
    assert_eq!(game.exposed(), Some(seat(2)), "the partner is exposed");
    let obs = game.observe(seat(0));
    know.sync(&obs);
    let team = Heuristic::new(Style::MEDIUM, 1).react(&obs, Some(&know));
    assert!(
        !matches!(team, Some(Action::Catch { .. })),
        "partner-aware: {team:?}"
    );
    let blind = Heuristic::new(Style::MEDIUM.blind(), 1).react(&obs, Some(&know));
    assert_eq!(blind, Some(Action::Catch { target: seat(2) }));
}

#[test]
fn medium_peek_names_the_colour_its_partner_holds() {
    // Research (`medium-peek`): nothing has been played, so `medium` knows
    // nothing of its partner's colours and names red (its red and green
    // are worth the same); `medium-peek` sees that the partner, one card
    // from going out, holds a green card, and names green.
    let hands: [&[Card]; 4] = [
        &[Card::WILD, Card::number(R, 5), Card::number(G, 5)],
        &LONG,
        &[Card::number(G, 2)],
        &LONG,
    ];
    let game = position(rules(true, &[]), hands, Card::number(B, 9), None, 0);
    let know = Evidence::from_observation(&game.observe(seat(0)));
    let medium = decide(Style::MEDIUM, &game, &know);
    assert_eq!(played(&medium), (Card::WILD, Some(R)), "{medium:?}");
    let mut peek = "medium-peek".parse::<BotSpec>().expect("a spec").make(1);
    let a = uno_bots::Player::act(&mut peek, &game, seat(0));
    assert_eq!(played(&a), (Card::WILD, Some(G)), "{a:?}");
    // Without teams there is no partner to see: it plays as `medium`.
    let solo = position(rules(false, &[]), hands, Card::number(B, 9), None, 0);
    let mut peek = "medium-peek".parse::<BotSpec>().expect("a spec").make(1);
    let a = uno_bots::Player::act(&mut peek, &solo, seat(0));
    assert_eq!(played(&a), (Card::WILD, Some(R)), "{a:?}");
}

/// The rounds' winners and lengths of `games` games of `spec` at every
/// seat.
fn games_of(spec: &str, rules: &Rules, players: usize, games: u64) -> Vec<(Option<Seat>, u64)> {
    let spec: BotSpec = spec.parse().expect("a bot");
    (0..games)
        .map(|i| {
            let seed = uno_core::game_seed(5, i);
            let mut game = Game::new(rules.clone(), players, seed).expect("a game");
            let mut bots: Vec<AnyPlayer> = Seat::all(players)
                .map(|s| spec.make(uno_core::seat_seed(seed, s)))
                .collect();
            let o = play_game(&mut game, &mut bots, Until::Round, seed, |_, _, _, _| {})
                .expect("built-in bots do not fault");
            (o.round_winners[0], o.turns)
        })
        .collect()
}

#[test]
fn without_teams_the_team_logic_changes_nothing() {
    // The same games, move for move, partner-aware or team-blind, when
    // the rules have no teams (the heuristic's and hard's team logic is a
    // no-op there).
    for (players, house) in [(2, &[][..]), (4, &[][..]), (4, &["seven_swap"][..])] {
        let r = rules(false, house);
        assert_eq!(
            games_of("medium", &r, players, 300),
            games_of("medium-blind", &r, players, 300),
            "{players} seats, {house:?}"
        );
    }
    let r = rules(false, &[]);
    assert_eq!(
        games_of("hard@2000", &r, 4, 4),
        games_of("hard-blind@2000", &r, 4, 4)
    );
}

#[test]
fn with_teams_the_team_logic_plays_differently() {
    // The comparison above would pass if the team logic were never used.
    let r = rules(true, &[]);
    assert_ne!(
        games_of("medium", &r, 4, 300),
        games_of("medium-blind", &r, 4, 300)
    );
}
