//! `peek` (research only): `hard`'s search on the true hands, and
//! `medium-peek`, `medium` seeing its partner's colours. Apart from
//! the levels: a [`Player`] for the simulator and the arena, never a
//! [`Bot`] a server or the terminal game could seat.

use uno_core::{Action, Game, Seat, SeenEvent};

use crate::bot::Bot;
use crate::hard::{HardBot, HardConfig};
use crate::player::Player;
use crate::rule_bot::RuleBot;

/// A bot that is shown more of the [`Game`] than its seat sees before
/// each decision (research only): what [`Peeking`] needs of it.
pub trait Looks: Bot {
    /// The research player's name.
    const NAME: &'static str;
    /// Takes what it may see of `game` before deciding for `seat`.
    fn look_at(&mut self, game: &Game, seat: Seat);
}

/// A research player: the bot `B`, handed the whole [`Game`] before each
/// decision ([`Looks`]). It is a [`Player`] and not a [`Bot`]: the server
/// and the terminal game seat `Box<dyn Bot>`s and so cannot seat it. The
/// simulator and the arena take it by name ([`crate::spec::BotSpec`]).
pub struct Peeking<B>(B);

/// `peek` (research only): `hard`'s search on the true hands (it sees
/// every hand, not the draw pile's order), the ceiling for a bot at
/// `hard`'s budget.
pub type Peek = Peeking<HardBot>;

/// `medium-peek` (research only, R15): the partner-aware `medium` that
/// sees its partner's cards per colour before each decision, in place of
/// what it infers from the events ([`crate::heuristic::Heuristic::see_partner`]).
/// Everything else is `medium`'s. The ceiling of `medium`'s team play
/// through the colours it leaves its partner (docs/arena.md, "What
/// partnership is worth to `medium`").
pub type MediumPeek = Peeking<RuleBot>;

impl Peeking<HardBot> {
    pub fn new(seed: u64) -> Peek {
        Peek::with_config(seed, HardConfig::default())
    }

    pub fn with_config(seed: u64, cfg: HardConfig) -> Peek {
        Peeking(HardBot::peeking(seed, cfg))
    }

    /// Totals of the last search: samples, playouts.
    pub fn last_search(&self) -> (u32, u32) {
        self.0.last_search()
    }
}

impl Peeking<RuleBot> {
    pub fn new(seed: u64) -> MediumPeek {
        Peeking(RuleBot::medium(seed))
    }
}

impl Looks for HardBot {
    const NAME: &'static str = "peek";
    fn look_at(&mut self, game: &Game, _seat: Seat) {
        self.look(game);
    }
}

impl Looks for RuleBot {
    const NAME: &'static str = "medium-peek";
    /// Its partner's cards per colour (none without a partner).
    fn look_at(&mut self, game: &Game, seat: Seat) {
        let colours = game.rules().partner(seat, game.players()).map(|p| {
            let hand = game.hand(p);
            let mut n = [0u8; 4];
            for c in hand.mask().iter() {
                if let Some(col) = c.color() {
                    n[col as usize] += hand.count(c);
                }
            }
            n
        });
        self.see_partner(colours);
    }
}

impl<B: Looks> Player for Peeking<B> {
    fn name(&self) -> &'static str {
        B::NAME
    }
    fn act(&mut self, game: &Game, seat: Seat) -> Action {
        self.0.look_at(game, seat);
        Bot::act(&mut self.0, &game.observe(seat))
    }
    fn react(&mut self, game: &Game, seat: Seat) -> Option<Action> {
        self.0.look_at(game, seat);
        Bot::react(&mut self.0, &game.observe(seat))
    }
    fn reacts(&self) -> bool {
        Bot::reacts(&self.0)
    }
    fn wants_events(&self) -> bool {
        Bot::wants_events(&self.0)
    }
    fn observe(&mut self, event: &SeenEvent) {
        Bot::observe(&mut self.0, event)
    }
    fn reset(&mut self, seed: u64) -> bool {
        Bot::reset(&mut self.0, seed)
    }
    fn trusted(&self) -> bool {
        Bot::trusted(&self.0)
    }
    fn needs_own_thread(&self) -> bool {
        Bot::needs_own_thread(&self.0)
    }
    fn is_research(&self) -> bool {
        true
    }
}
