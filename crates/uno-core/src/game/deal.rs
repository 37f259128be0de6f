//! Construction and the deal: new games, restarts, the R2.2 draw for dealer, the R2.3 deal and the R3 first card.

use super::*;

impl Game {
    // ----- construction -------------------------------------------------

    /// A new game: R2.2 dealer (the rules' fixed seat or the draw), R2.3
    /// deal, R3 first card.
    pub fn new(rules: Rules, players: usize, seed: u64) -> Result<Game, SetupError> {
        Game::new_with_events(rules, players, seed, None, &mut crate::event::NoEvents)
    }

    /// Like [`Game::new`], sharing rules compiled once (for simulations).
    pub fn from_compiled(
        rules: &CompiledRules,
        players: usize,
        seed: u64,
    ) -> Result<Game, SetupError> {
        let mut g = Game::blank_with(rules.0.clone(), players, seed)?;
        g.check_deck_size()?;
        g.restart(seed);
        Ok(g)
    }

    /// Starts a new game in place with a new seed, keeping the rules and
    /// seat count and reusing this game's memory. Equivalent to
    /// `Game::from_compiled(rules, players, seed)`.
    pub fn restart(&mut self, seed: u64) {
        self.restart_with_events(seed, &mut crate::event::NoEvents);
    }

    /// [`Game::restart`] with the start-up events (the R2.2 draw for
    /// dealer, the R2.3 deal, the R3 first card), as
    /// [`Game::new_with_events`] gives them: bots that keep memory are
    /// shown them before the first decision.
    pub fn restart_with_events<E: EventSink>(&mut self, seed: u64, ev: &mut E) {
        self.seed = seed;
        self.reseed(1);
        self.scores = [0; MAX_SEATS];
        self.eliminated = SeatSet::EMPTY;
        self.game_winners = SeatSet::EMPTY;
        self.round = 0;
        let dealer = match self.rules().dealer() {
            Some(d) if d.index() < self.players() => d,
            _ => self.draw_for_dealer(ev),
        };
        self.fill_pile(&[]);
        self.begin_round(dealer, ev);
    }

    /// One round's deal, computed from that round's seed alone: what a
    /// game whose round `round` (1-based) draws from `round_seed` deals,
    /// with `dealer` dealing and the `eliminated` seats (R12.2) left out.
    /// `dealer` may be `None` only for round 1: the rules' fixed dealer,
    /// else the R2.2 draw (made with round 1's seed, as a game does).
    ///
    /// In a game seeded with `s`, round `r`'s deal is
    /// `deal_round(rules, players, r, Some(dealer), eliminated, round_seed(s, r))`
    /// (with `dealer: None` in round 1): the deal uses the same code as the
    /// game. So a player told one round's seed can check that round's deal
    /// without knowing any other round's.
    pub fn deal_round(
        rules: &CompiledRules,
        players: usize,
        round: u32,
        dealer: Option<Seat>,
        eliminated: &[Seat],
        round_seed: u64,
    ) -> Result<RoundDeal, SetupError> {
        let mut g = Game::blank_with(rules.0.clone(), players, 0)?;
        g.check_deck_size()?;
        if round == 0 {
            return Err(SetupError::Position("round numbers start at 1".into()));
        }
        for &s in eliminated {
            if s.index() >= players {
                return Err(SetupError::Seat(s));
            }
            g.eliminated.insert(s);
        }
        if g.active_count() < 2 {
            return Err(SetupError::Position(
                "at least two seats must still be in the game".into(),
            ));
        }
        g.rng = Pcg64Mcg::seed_from_u64(round_seed);
        g.round = round - 1;
        let mut events: Vec<Event> = Vec::new();
        let dealer = match dealer {
            Some(d) if d.index() >= players => return Err(SetupError::Seat(d)),
            Some(d) => d,
            None if round == 1 => match g.rules().dealer() {
                Some(d) if d.index() < players => d,
                Some(d) => return Err(SetupError::Seat(d)),
                None => g.draw_for_dealer(&mut events),
            },
            None => {
                return Err(SetupError::Position(
                    "the dealer of a round after the first must be given".into(),
                ))
            }
        };
        if g.is_eliminated(dealer) {
            return Err(SetupError::Position(format!(
                "the dealer, seat {dealer}, is eliminated"
            )));
        }
        g.fill_pile(&[]);
        g.begin_round(dealer, &mut events);
        let events: Vec<RefereeEvent> = events.iter().map(Event::referee).collect();
        let mut hands = vec![Vec::new(); players];
        let mut first_card = None;
        for e in &events {
            match e.kind {
                EventKind::Dealt { seat, .. } => {
                    hands[seat.index()] = e.cards.iter().flatten().copied().collect();
                }
                EventKind::FirstCard { card } => first_card = Some(card),
                _ => {}
            }
        }
        Ok(RoundDeal {
            round,
            dealer,
            hands,
            first_card: first_card.expect("a round turns a first card"),
            events,
        })
    }

    pub(super) fn check_deck_size(&self) -> Result<(), SetupError> {
        self.rules().check_deal(self.seat_count as usize)
    }

    /// Like [`Game::new`], with an explicit dealer and the start-up events.
    pub fn new_with_events<E: EventSink>(
        rules: Rules,
        players: usize,
        seed: u64,
        dealer: Option<Seat>,
        ev: &mut E,
    ) -> Result<Game, SetupError> {
        let mut g = Game::blank(rules, players, seed)?;
        g.check_deck_size()?;
        let dealer = match dealer.or(g.rules().dealer()) {
            Some(d) if d.index() < players => d,
            Some(d) => return Err(SetupError::Seat(d)),
            None => g.draw_for_dealer(ev),
        };
        g.fill_pile(&[]);
        g.begin_round(dealer, ev);
        Ok(g)
    }

    /// A game with no cards dealt: shared by every constructor. Its
    /// generator is round 1's.
    pub(crate) fn blank(rules: Rules, players: usize, seed: u64) -> Result<Game, SetupError> {
        Game::blank_with(Arc::new(Table::new(rules)), players, seed)
    }

    pub(super) fn blank_with(t: Arc<Table>, players: usize, seed: u64) -> Result<Game, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        Ok(Game {
            table: Shared(t),
            seat_count: players as u8,
            seed,
            rng: Pcg64Mcg::seed_from_u64(round_seed(seed, 1)),
            hands: [CardCounts::default(); MAX_SEATS],
            draw: DrawPile::with_capacity(128),
            discard: Vec::with_capacity(128),
            color: None,
            dir: Direction::Cw,
            phase: Phase::RoundOver,
            skips: [0; MAX_SEATS],
            blocked: SeatSet::EMPTY,
            out: SeatSet::EMPTY,
            eliminated: SeatSet::EMPTY,
            first_out: None,
            scores: [0; MAX_SEATS],
            round: 0,
            dealer: Seat::new(0),
            round_winner: None,
            game_winners: SeatSet::EMPTY,
            round_points: [0; MAX_SEATS],
            reveal: None,
        })
    }

    /// Seeds the generator for round `round` (1-based). The draw pile
    /// goes with the old generator (its shuffle steps still owed would
    /// otherwise draw from the new one).
    #[inline]
    pub(crate) fn reseed(&mut self, round: u32) {
        self.rng = Pcg64Mcg::seed_from_u64(round_seed(self.seed, round));
        self.draw.clear();
    }

    /// Makes the draw pile exactly `cards` (top last), nothing owed.
    pub(crate) fn set_draw_pile(&mut self, cards: Vec<Card>) {
        self.draw = DrawPile::from_cards(cards);
    }

    /// Fills the draw pile (top last): `top` (top first) over the rest of
    /// the deck shuffled. The caller has checked that `top` fits in the
    /// deck.
    pub(crate) fn fill_pile(&mut self, top: &[Card]) {
        if top.is_empty() {
            self.draw.fill(self.table.deck_cards.iter().copied(), &[]);
            return;
        }
        let mut counts = *self.rules().deck();
        for c in top {
            counts[c.index()] -= 1;
        }
        let rest = counts
            .iter()
            .enumerate()
            .flat_map(|(i, &k)| std::iter::repeat_n(Card::from_index(i), k as usize));
        self.draw.fill(rest, top);
    }

    /// R2.2: each player draws; the highest number deals; action and wild
    /// cards count as zero; tied players draw again. The cards drawn are
    /// sampled from the deck without replacement (the same as drawing from
    /// a shuffled deck), then go back.
    pub(crate) fn draw_for_dealer<E: EventSink>(&mut self, ev: &mut E) -> Seat {
        // The deck in type order; a draw takes the k-th card not yet drawn
        // (k uniform), found by stepping over the positions already drawn.
        let deck = &self.table.deck_cards;
        let mut left = deck.len() as u32;
        let mut taken: SmallVec<[usize; 4 * MAX_SEATS]> = SmallVec::new();
        // Seats draw in seat order (a set iterates in it).
        let mut contenders = SeatSet::first(self.players());
        loop {
            if (left as usize) < contenders.len() {
                return contenders.iter().next().unwrap_or(Seat::new(0));
            }
            let mut draws = [(Seat::new(0), Card::WILD); MAX_SEATS];
            let mut best = 0;
            let mut tied = SeatSet::EMPTY;
            for (i, s) in contenders.iter().enumerate() {
                let mut pos = self.rng.random_range(0..left) as usize;
                let mut at = 0;
                while at < taken.len() && taken[at] <= pos {
                    pos += 1;
                    at += 1;
                }
                taken.insert(at, pos);
                left -= 1;
                let card = deck[pos];
                draws[i] = (s, card);
                // Action and wild cards count as zero.
                let value = card.number_value().unwrap_or(0);
                if value > best || tied.is_empty() {
                    best = value;
                    tied = SeatSet::single(s);
                } else if value == best {
                    tied.insert(s);
                }
            }
            let decided = (tied.len() == 1).then(|| tied.iter().next()).flatten();
            let n = contenders.len();
            ev.emit(|| {
                EventKind::DealerDraw {
                    draws: draws[..n].to_vec(),
                    dealer: decided,
                }
                .into()
            });
            if let Some(d) = decided {
                return d;
            }
            contenders = tied;
        }
    }

    /// Deals a round from the draw pile and turns the first card.
    pub(crate) fn begin_round<E: EventSink>(&mut self, dealer: Seat, ev: &mut E) {
        self.round += 1;
        self.dealer = dealer;
        for h in &mut self.hands[..self.seat_count as usize] {
            h.clear();
        }
        self.discard.clear();
        self.color = None;
        self.dir = Direction::Cw;
        // No decision waits while the cards are dealt (and no reaction
        // window is open): R3's first card sets the first one.
        self.phase = Phase::RoundOver;
        self.skips = [0; MAX_SEATS];
        self.blocked = SeatSet::EMPTY;
        self.out = SeatSet::EMPTY;
        self.first_out = None;
        self.round_winner = None;
        self.round_points = [0; MAX_SEATS];
        self.reveal = None;
        let round = self.round;
        ev.emit(|| {
            let teams = self.teams();
            EventKind::RoundStarted {
                round,
                dealer,
                teams,
            }
            .into()
        });
        // R2.3: one card at a time, from the dealer's left, clockwise.
        let order = self.seats_from(dealer, Direction::Cw, true);
        let records = std::mem::size_of::<E>() > 0;
        let mut dealt: Vec<EventCards> = Vec::new();
        if records {
            dealt.resize(MAX_SEATS, EventCards::new());
        }
        for _ in 0..self.rules().hand_size() {
            for &s in &order {
                if let Some(c) = self.draw.pop(&mut self.rng) {
                    self.hands[s.index()].add(c);
                    if records {
                        dealt[s.index()].push(c);
                    }
                }
            }
        }
        if records {
            for &s in &order {
                let count = self.hands[s.index()].len() as u16;
                let cards = std::mem::take(&mut dealt[s.index()]);
                ev.emit(|| Event::secret(EventKind::Dealt { seat: s, count }, cards, s, s));
            }
        }
        self.turn_first_card(ev);
    }

    /// R3: the first card.
    pub(super) fn turn_first_card<E: EventSink>(&mut self, ev: &mut E) {
        let dealer = self.dealer;
        let left = self.neighbour(dealer, Direction::Cw);
        let rule = self.rules().first_card();
        let mut card = self.pop_for_first_card();
        match rule {
            FirstCard::Official => {
                // R3: a W+4 goes back, the deck is shuffled, a new card is turned.
                let mut tries = 0;
                while card.is_draw_four() && tries < 64 && !self.draw.is_empty() {
                    ev.emit(|| EventKind::FirstCardReturned { card }.into());
                    self.draw.push(card, &mut self.rng);
                    self.draw.shuffle(&mut self.rng);
                    card = self.pop_for_first_card();
                    tries += 1;
                }
            }
            FirstCard::IgnoreActions => {
                // R3 ignore_actions: turn cards on top until a number or a
                // wild other than W+4 shows.
                let mut tries = 0;
                while (card.is_action() || card.is_draw_four()) && tries < 256 {
                    ev.emit(|| EventKind::FirstCard { card }.into());
                    self.discard.push(card);
                    if self.draw.is_empty() && !self.reshuffle(ev) {
                        break;
                    }
                    card = self.pop_for_first_card();
                    tries += 1;
                }
            }
            FirstCard::AsDealerPlayed => {}
        }
        self.discard.push(card);
        self.color = card.color();
        ev.emit(|| EventKind::FirstCard { card }.into());
        if rule == FirstCard::AsDealerPlayed {
            // R3 as_dealer_played: the dealer has "played" the card.
            // Its penalty is drawn at once: no stacking, no challenge.
            let penalty = (card.is_draw_two() || card.is_draw_four()).then(|| Penalty {
                total: if card.is_draw_two() { 2 } else { 4 },
                kind: if card.is_draw_two() {
                    PenaltyKind::DrawTwo
                } else {
                    PenaltyKind::DrawFour
                },
                challengeable: false,
                forced: true,
                offender: dealer,
                prev_color: None,
                guilty: false,
            });
            let res = Resolution::new(dealer, card, None, penalty);
            if self.names_color(card) {
                self.phase = Phase::ChooseColor {
                    seat: dealer,
                    res: Some(res),
                    exposed: None,
                };
            } else {
                self.resolve(res, ev);
            }
            return;
        }
        // Official (and ignore_actions, which only leaves numbers and wilds).
        match card.rank_index() {
            Some(10) if rule == FirstCard::Official => {
                ev.emit(|| EventKind::Skipped { seat: left }.into());
                self.give_turn(self.neighbour(left, Direction::Cw));
            }
            Some(11) if rule == FirstCard::Official => {
                self.dir = Direction::Ccw;
                let direction = self.dir;
                ev.emit(|| EventKind::DirectionChanged { direction }.into());
                self.give_turn(dealer);
            }
            Some(12) if rule == FirstCard::Official => {
                self.force_draw(left, 2, DrawReason::FirstCard, ev);
                ev.emit(|| EventKind::Skipped { seat: left }.into());
                self.give_turn(self.neighbour(left, Direction::Cw));
            }
            Some(_) => self.give_turn(left),
            // R3: a first wild: the dealer's left names the colour, then plays.
            None => {
                self.phase = Phase::ChooseColor {
                    seat: left,
                    res: None,
                    exposed: None,
                }
            }
        }
    }

    pub(super) fn pop_for_first_card(&mut self) -> Card {
        // Setup guarantees a card is left after dealing.
        self.draw.pop(&mut self.rng).unwrap_or(Card::WILD)
    }
}
