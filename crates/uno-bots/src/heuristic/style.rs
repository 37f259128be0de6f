//! The heuristic's styles: how carefully, how noisily and with which
//! [`Weights`] it plays (`easy`, `medium`, and `hard`'s playouts).

use super::weights::Weights;

/// The knobs that make one heuristic play at different strengths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Chance of a uniformly random playable card at an ordinary turn.
    pub blunder: f64,
    /// Each play's score is perturbed by up to this much either way.
    pub noise: f32,
    /// Chance of not calling UNO with a play that leaves one card (R10.1).
    pub forget_uno: f64,
    /// Chance of letting a catch (R10.2) or a late UNO call pass.
    pub miss_catch: f64,
    /// Chance of letting a jump-in (R13) pass.
    pub miss_jump_in: f64,
    /// Chance of taking an honour rule's penalty instead of complying.
    pub honour_penalty: f64,
    /// Chance of a W+4 bluff (R5.4) when the next player is about to go out.
    pub bluff: f64,
    /// Challenge a W+4 (R8.3) above this estimated chance of guilt.
    pub challenge_at: f32,
    /// What plays, colours and draws are worth.
    pub weights: Weights,
    /// R15: plays for its team (public: the partner is in the rules):
    /// does not hit or catch the partner when another choice is as good,
    /// passes the turn to a partner about to go out, favours the colours
    /// the partner seems to hold. `false`: team-blind, every other seat an
    /// opponent (research: the `-blind` levels, for comparison).
    pub team: bool,
}

impl Style {
    /// Plays carelessly: random slips, forgotten calls, missed catches.
    pub const EASY: Style = Style {
        blunder: 0.15,
        noise: 1.5,
        forget_uno: 0.25,
        miss_catch: 0.5,
        miss_jump_in: 0.5,
        honour_penalty: 0.25,
        bluff: 0.0,
        challenge_at: 0.45,
        weights: Weights::MEDIUM,
        team: true,
    };
    /// Plays every rule of thumb, uses the knowledge tracker, bluffs rarely.
    pub const MEDIUM: Style = Style {
        blunder: 0.0,
        noise: 0.0,
        forget_uno: 0.0,
        miss_catch: 0.0,
        miss_jump_in: 0.0,
        honour_penalty: 0.0,
        bluff: 0.25,
        challenge_at: 0.25,
        weights: Weights::MEDIUM,
        team: true,
    };
    /// The default policy of `hard`'s playouts: medium without its
    /// (rare) random choices.
    pub const PLAYOUT: Style = Style {
        bluff: 0.0,
        ..Style::MEDIUM
    };

    /// This style, team-blind (R15 research: today's play, which takes
    /// the partner for one more opponent).
    pub const fn blind(self) -> Style {
        Style {
            team: false,
            ..self
        }
    }
}
