//! Per-seat views: everything one seat may know, nothing more.

use serde::Serialize;

use crate::action::Seat;
use crate::card::{Card, Color};
use crate::event::Viewer;
use crate::game::{Direction, Game, Pending, Phase, Reveal};

/// What one seat (or a spectator) sees of the table. Holds no card of any
/// hand but the viewer's own, and a challenge reveal only for its challenger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// `None` for a spectator.
    pub seat: Option<Seat>,
    pub players: usize,
    pub round: u32,
    pub dealer: Seat,
    /// The viewer's own hand, sorted (empty for a spectator).
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub top: Card,
    pub color: Option<Color>,
    pub direction: Direction,
    pub draw_pile_size: usize,
    pub discard_size: usize,
    pub to_act: Option<Seat>,
    pub pending: Option<Pending>,
    /// R13: the penalty the player to act would draw now.
    pub penalty: u16,
    /// R6.2: the card this seat just drew and may play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<Card>,
    /// R8.5: the honour rule waiting for an answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub honour: Option<String>,
    pub exposed: Vec<Seat>,
    pub scores: Vec<i64>,
    /// Seats out of this round (last_holding_loses).
    pub out: Vec<Seat>,
    pub eliminated: Vec<Seat>,
    pub round_over: bool,
    pub round_winner: Option<Seat>,
    /// R12.1: the points each hand held at the end of the round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round_points: Option<Vec<u32>>,
    pub game_over: bool,
    pub game_winners: Vec<Seat>,
    /// R8.3: what this seat was shown when it last challenged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revealed: Option<Reveal>,
    /// R15.6: the team of every seat, in seat order (absent without
    /// teams). Partners are the two seats with the same number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<u8>>,
}

impl Game {
    /// The view of `viewer`: a view never shows other hands.
    pub fn view(&self, viewer: Viewer) -> SeatView {
        let seat = match viewer {
            Viewer::Seat(s) if s.index() < self.players() => Some(s),
            _ => None,
        };
        let hand = seat.map(|s| self.hand(s).to_vec()).unwrap_or_default();
        let drawn = match self.phase() {
            Phase::PlayOrPass { seat: s, card, .. } if Some(s) == seat => Some(card),
            _ => None,
        };
        let revealed = self.last_reveal().filter(|r| Some(r.to) == seat).cloned();
        SeatView {
            seat,
            players: self.players(),
            round: self.round(),
            dealer: self.dealer(),
            hand,
            hand_sizes: Seat::all(self.players())
                .map(|s| self.hand_size(s))
                .collect(),
            top: self.top(),
            color: self.color(),
            direction: self.direction(),
            draw_pile_size: self.draw_pile_size(),
            discard_size: self.discard_pile().len(),
            to_act: self.to_act(),
            pending: self.pending(),
            penalty: self.penalty(),
            drawn,
            honour: self.honour().map(|(t, _)| t.to_string()),
            exposed: self.exposed().into_iter().collect(),
            scores: self.scores().to_vec(),
            out: self.out_seats().iter().collect(),
            eliminated: self.eliminated_seats().iter().collect(),
            round_over: self.round_over(),
            round_winner: self.round_winner(),
            round_points: self.round_over().then(|| self.round_points().to_vec()),
            game_over: self.game_over(),
            game_winners: self.game_winners(),
            revealed,
            teams: self.teams(),
        }
    }
}

/// What one seat sees, borrowed from the game: the zero-copy form of a
/// [`SeatView`] for in-process bots. It exposes only what the seat may
/// know: its own hand, public state, and its own legal actions.
#[derive(Clone, Copy)]
pub struct Observation<'a> {
    game: &'a Game,
    seat: Seat,
}

impl Game {
    /// What `seat` may see of this game.
    #[inline]
    pub fn observe(&self, seat: Seat) -> Observation<'_> {
        Observation { game: self, seat }
    }
}

impl<'a> Observation<'a> {
    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn players(&self) -> usize {
        self.game.players()
    }
    pub fn rules(&self) -> &'a crate::rules::Rules {
        self.game.rules()
    }
    /// R15.1: this seat's partner (public: it is in the rules); `None`
    /// without teams.
    #[inline]
    pub fn partner(&self) -> Option<Seat> {
        self.game.partner(self.seat)
    }
    /// R15.1: the team of seat `s`; `None` without teams.
    #[inline]
    pub fn team_of(&self, s: Seat) -> Option<u8> {
        self.game.team_of(s)
    }
    /// The seat's own hand.
    #[inline]
    pub fn hand(&self) -> &'a crate::card::CardCounts {
        self.game.hand(self.seat)
    }
    pub fn hand_size(&self, s: Seat) -> usize {
        self.game.hand_size(s)
    }
    pub fn top(&self) -> Card {
        self.game.top()
    }
    pub fn color(&self) -> Option<Color> {
        self.game.color()
    }
    pub fn direction(&self) -> Direction {
        self.game.direction()
    }
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }
    #[inline]
    pub fn pending(&self) -> Option<Pending> {
        self.game.pending()
    }
    /// R6.2: the card this seat just drew and may play.
    #[inline]
    pub fn drawn(&self) -> Option<Card> {
        match self.game.phase() {
            Phase::PlayOrPass { seat, card, .. } if seat == self.seat => Some(card),
            _ => None,
        }
    }
    pub fn penalty(&self) -> u16 {
        self.game.penalty()
    }
    pub fn exposed(&self) -> Option<Seat> {
        self.game.exposed()
    }
    pub fn scores(&self) -> &'a [i64] {
        self.game.scores()
    }
    pub fn round(&self) -> u32 {
        self.game.round()
    }
    pub fn dealer(&self) -> Seat {
        self.game.dealer()
    }
    pub fn is_active(&self, s: Seat) -> bool {
        self.game.is_active(s)
    }
    pub fn draw_pile_size(&self) -> usize {
        self.game.draw_pile_size()
    }
    /// The discard pile, bottom first (every card in it was seen by all).
    pub fn discard_pile(&self) -> &'a [Card] {
        self.game.discard_pile()
    }
    pub fn honour(&self) -> Option<(&'a str, u8)> {
        self.game.honour()
    }
    pub fn round_over(&self) -> bool {
        self.game.round_over()
    }
    pub fn game_over(&self) -> bool {
        self.game.game_over()
    }
    /// What this seat was shown in its last challenge (R8.3).
    pub fn revealed(&self) -> Option<&'a Reveal> {
        self.game.last_reveal().filter(|r| r.to == self.seat)
    }
    /// The card types this seat may play at an ordinary turn
    /// ([`Game::playable_mask`]: R5, less a last card R13
    /// `no_action_finish` forbids).
    #[inline]
    pub fn playable_mask(&self) -> crate::card::CardMask {
        self.game.playable_mask(self.seat)
    }
    /// R10.4: the card types whose effects move hands
    /// ([`Game::hand_moving_mask`]; public, it is in the rules).
    #[inline]
    pub fn hand_moving_mask(&self) -> crate::card::CardMask {
        self.game.hand_moving_mask()
    }
    /// This seat's legal actions (see [`Game::legal_actions`]).
    pub fn legal_actions(&self, out: &mut Vec<crate::action::Action>) {
        self.game.legal_actions(self.seat, out)
    }
    /// The owned, serializable view.
    pub fn view(&self) -> SeatView {
        self.game.view(Viewer::Seat(self.seat))
    }
    /// A full game consistent with this seat's knowledge, for search:
    /// hidden cards re-dealt at random (with `known[s]` placed in seat
    /// `s`'s hand where possible), a fresh random generator. The sample
    /// gives this seat exactly the view it has now.
    pub fn determinize(&self, known: &[crate::card::CardCounts], seed: u64) -> Game {
        self.game.determinized(self.seat, known, seed)
    }
}
