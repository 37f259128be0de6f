//! The numbers behind the heuristic's scores ([`Weights`]): the hand-set
//! ones of `easy` and `medium`, and those fitted by `examples/tune.rs`.

/// The numbers behind the heuristic's scores: what a play, a colour, a
/// draw are worth. `easy` and `medium` play the hand-set
/// [`Weights::MEDIUM`]; `hard` plays its own seat in its playouts with
/// [`Weights::TUNED`], fitted against `medium` by `examples/tune.rs`.
/// Only the rules of the classic deck are tuned; what house rules add
/// (hand moves, items, `no_action_finish`) keeps fixed values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// R10-R13 threat of a hand of 2, 3 and 4 cards (1 for one card, 0
    /// from five): how close it is to going out.
    pub threat: [f32; 3],
    /// Per card of the played colour still held after the play (R5.1).
    pub keep_color: f32,
    /// For a colour the next player seems to lack.
    pub next_lacks: f32,
    /// Against the colour the next player named or played last.
    pub next_named: f32,
    /// Per point shed (R12.1); half of it per point held breaks ties
    /// between colours to name.
    pub points: f32,
    /// A Draw Two (R7.3): always, and times the next player's threat.
    pub draw_two: f32,
    pub draw_two_threat: f32,
    /// An honest W+4 (R7.5): always, and times the next player's threat.
    pub draw_four: f32,
    pub draw_four_threat: f32,
    /// Scales of the rules' card effects (skips and the like, R7, R14):
    /// always, times the next player's threat, times the leader's.
    pub effect: f32,
    pub effect_next: f32,
    pub effect_lead: f32,
    /// A Reverse with two players (a skip, R7.2): always, and times the
    /// threat; with more, times the next player's threat less the
    /// previous one's.
    pub reverse_duel: f32,
    pub reverse_duel_threat: f32,
    pub reverse_threat: f32,
    /// Against spending a wild while other cards are left.
    pub keep_wild: f32,
    /// Naming a colour: for one the next player lacks, against the one it
    /// named or played last.
    pub color_lacks: f32,
    pub color_named: f32,
    /// The score a play must beat to be made rather than drawing (R6.1),
    /// and to play a card just drawn rather than keep it (R6.2).
    pub draw: f32,
    pub pass: f32,
}

impl Weights {
    /// The hand-set weights of `easy` and `medium`.
    pub const MEDIUM: Weights = Weights {
        threat: [0.6, 0.3, 0.1],
        keep_color: 0.5,
        next_lacks: 1.0,
        next_named: 0.4,
        points: 0.02,
        draw_two: 0.8,
        draw_two_threat: 3.0,
        draw_four: 1.5,
        draw_four_threat: 4.0,
        effect: 1.0,
        effect_next: 1.0,
        effect_lead: 1.0,
        reverse_duel: 0.6,
        reverse_duel_threat: 2.0,
        reverse_threat: 1.5,
        keep_wild: 2.0,
        color_lacks: 1.2,
        color_named: 0.6,
        draw: -4.0,
        pass: -1.5,
    };

    /// Fitted for a table of three or more against `medium`.
    pub const TUNED: Weights = Weights {
        threat: [0.605, 0.323, 0.083],
        keep_color: 0.552,
        next_lacks: 1.035,
        next_named: 0.361,
        points: -0.036,
        draw_two: 0.412,
        draw_two_threat: 3.699,
        draw_four: 0.770,
        draw_four_threat: 3.032,
        effect: 0.895,
        effect_next: 1.198,
        effect_lead: 0.558,
        reverse_duel: 0.486,
        reverse_duel_threat: 1.960,
        reverse_threat: 1.371,
        keep_wild: 2.626,
        color_lacks: 1.094,
        color_named: 0.619,
        draw: -4.686,
        pass: -1.336,
    };

    /// Fitted for 1v1 against `medium`.
    pub const TUNED_DUEL: Weights = Weights {
        threat: [0.571, 0.334, 0.090],
        keep_color: 0.531,
        next_lacks: 0.963,
        next_named: 0.335,
        points: -0.019,
        draw_two: 0.507,
        draw_two_threat: 3.660,
        draw_four: 0.871,
        draw_four_threat: 3.447,
        effect: 1.038,
        effect_next: 1.386,
        effect_lead: 0.542,
        reverse_duel: 0.569,
        reverse_duel_threat: 1.632,
        reverse_threat: 1.318,
        keep_wild: 2.888,
        color_lacks: 1.133,
        color_named: 0.645,
        draw: -4.302,
        pass: -0.892,
    };

    /// The fitted weights for a table of `players`.
    pub fn tuned(players: usize) -> Weights {
        if players <= 2 {
            Weights::TUNED_DUEL
        } else {
            Weights::TUNED
        }
    }

    /// How many numbers [`Weights::to_array`] gives.
    pub const LEN: usize = 22;

    /// Names of the numbers of [`Weights::to_array`], in order.
    pub const NAMES: [&'static str; Weights::LEN] = [
        "threat2",
        "threat3",
        "threat4",
        "keep_color",
        "next_lacks",
        "next_named",
        "points",
        "draw_two",
        "draw_two_threat",
        "draw_four",
        "draw_four_threat",
        "effect",
        "effect_next",
        "effect_lead",
        "reverse_duel",
        "reverse_duel_threat",
        "reverse_threat",
        "keep_wild",
        "color_lacks",
        "color_named",
        "draw",
        "pass",
    ];

    /// All weights as numbers (for tuning).
    pub fn to_array(&self) -> [f32; Weights::LEN] {
        let w = self;
        [
            w.threat[0],
            w.threat[1],
            w.threat[2],
            w.keep_color,
            w.next_lacks,
            w.next_named,
            w.points,
            w.draw_two,
            w.draw_two_threat,
            w.draw_four,
            w.draw_four_threat,
            w.effect,
            w.effect_next,
            w.effect_lead,
            w.reverse_duel,
            w.reverse_duel_threat,
            w.reverse_threat,
            w.keep_wild,
            w.color_lacks,
            w.color_named,
            w.draw,
            w.pass,
        ]
    }

    /// The weights of [`Weights::to_array`]'s numbers.
    pub fn from_array(a: [f32; Weights::LEN]) -> Weights {
        Weights {
            threat: [a[0], a[1], a[2]],
            keep_color: a[3],
            next_lacks: a[4],
            next_named: a[5],
            points: a[6],
            draw_two: a[7],
            draw_two_threat: a[8],
            draw_four: a[9],
            draw_four_threat: a[10],
            effect: a[11],
            effect_next: a[12],
            effect_lead: a[13],
            reverse_duel: a[14],
            reverse_duel_threat: a[15],
            reverse_threat: a[16],
            keep_wild: a[17],
            color_lacks: a[18],
            color_named: a[19],
            draw: a[20],
            pass: a[21],
        }
    }

    /// R10-R13 threat: how close a hand of `size` cards is to going out.
    #[inline]
    pub(super) fn threat(&self, size: usize) -> f32 {
        match size {
            0 | 1 => 1.0,
            2 => self.threat[0],
            3 => self.threat[1],
            4 => self.threat[2],
            _ => 0.0,
        }
    }
}
