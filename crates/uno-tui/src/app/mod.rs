//! The game as a pure state machine: the [`Game`], the bots, the log and
//! the person's selection. [`App::on_key`] takes a key, [`App::tick`] lets
//! the bots take one visible step; neither does any I/O or waits, so tests
//! drive it directly and the terminal loop ([`crate::term`]) only adds the
//! clock and the screen.
//!
//! Whose decision comes next is the engine's table contract,
//! [`uno_core::Table`] (its rotation seeded with `rotation_seed(seed)`,
//! the bots with `seat_seed(seed, seat)`, as every front end does), and
//! the bots play through the one seat runner ([`SeatRunner`], with its
//! one fallback for a rejected answer, written in the log): after
//! every action of the seat to act, when anyone but the seat to act could
//! have an out-of-turn action (a catch or an UNO call, R10.2; a jump-in,
//! R13), each bot that reacts is offered [`Bot::react`] once, in an order
//! that starts at a random seat; then the seat to act decides. Each
//! [`App::tick`] takes one decision that changes the game. The person is
//! never offered: they may send an out-of-turn action at any moment (the
//! first to arrive wins). When the person has such a chance, the terminal
//! loop holds the bots for a reaction window ([`App::reaction_open`],
//! `--react-ms`), as the server's grace window does for catches.
//!
//! A round that never ends (a rules or engine bug) cannot hang the game:
//! after a cap on its actions the bots stop and the log says so.

use uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS;
use uno_bots::{make_bot, Bot, BotFault, Level, SeatRunner, Step};
use uno_core::game::{Phase, Reveal};
use uno_core::{
    rotation_seed, seat_seed, Action, Card, Color, Event, EventKind, Game, Observation, Seat,
    SeatView, SeenEvent, Table, Viewer,
};

use crate::args::Config;
use crate::names::{bot_names, rematch_seed};
use crate::narrate::{Narrator, HUMAN};
use crate::TuiError;

mod hints;
mod keys;

/// Most lines the log keeps.
const LOG_CAP: usize = 400;

/// A line of the log, with the number of the action that wrote it (the
/// newest action's lines are shown in bold).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub text: String,
    pub batch: u64,
    /// A warning to stand out (a player who did not call UNO, the game's
    /// end), known from the events, so in every language.
    pub alert: bool,
}

/// A question the interface asks before an action can be sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Nothing asked: the game's own decision (if any) is shown.
    None,
    /// The colour for a wild card about to be played (R5.3).
    WildColor { cards: Vec<Card> },
    /// Whom to catch, when several could be (R10.2).
    Catch { targets: Vec<Seat> },
    /// `q` mid-game: quit for real? (y or q quits; n or Esc goes back.)
    ConfirmQuit,
}

/// Who sits where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    pub name: String,
    /// `None` for the person.
    pub level: Option<Level>,
}

impl PlayerInfo {
    /// "Ada (medium)" for a bot, "You" for the person, with the level's
    /// name in the engine's words (`--bots`); [`PlayerInfo::label_in`] is
    /// what the screen shows.
    pub fn label(&self) -> String {
        match self.level {
            Some(l) => format!("{} ({})", self.name, l.name()),
            None => self.name.clone(),
        }
    }

    /// The label in the person's language: "Ada (mittel)" (`tui-level`).
    pub fn label_in(&self, n: &crate::narrate::Narrator) -> String {
        match self.level {
            Some(l) => n.ta(
                "tui-bot-label",
                &[
                    ("name", self.name.as_str().into()),
                    (
                        "level",
                        n.ta("tui-level", &[("level", l.name().into())]).into(),
                    ),
                ],
            ),
            None => self.name.clone(),
        }
    }
}

/// How the person left a finished (or unfinished) game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Quit `uno play`.
    Quit,
    /// The same rules and seats again, with a new seed.
    Rematch,
    /// Choose the rules and the bots again.
    NewGame,
}

pub struct App {
    /// The game and whose decision comes next (the engine's contract).
    table: Table,
    bots: Vec<Option<Box<dyn Bot>>>,
    /// Asks the bots and shows them their events.
    runner: SeatRunner,
    players: Vec<PlayerInfo>,
    log: Vec<LogLine>,
    batch: u64,
    /// Index into the person's sorted hand.
    cursor: usize,
    /// R13 multi_play: hand indices marked for one play, in order.
    marked: Vec<usize>,
    prompt: Prompt,
    /// R10.1: call UNO with the next play.
    uno_armed: bool,
    /// Every action applied this game, by seat, in order.
    played: Vec<(Seat, Action)>,
    status: Option<String>,
    exit: Option<Exit>,
    /// The flags this game was set up with (for a rematch).
    config: Config,
    narrator: Narrator,
    /// The person's legal actions now (refreshed after every change).
    legal: Vec<Action>,
    rules_name: String,
    seed: u64,
    color: bool,
    show_help: bool,
    /// The `?` panel's page: 0 keys and rules, 1 card codes.
    help_page: usize,
    /// The last reveal (R8.3) the person was shown, and whether it is
    /// still news: shown under the prompt until the person's next action.
    last_reveal: Option<Reveal>,
    reveal_fresh: bool,
    /// Actions applied in the current round (`round_of`), against the cap.
    round_actions: u64,
    round_of: u32,
    max_round_actions: u64,
    /// The bots stopped: the round passed the cap without ending.
    stalled: bool,
    /// The colour in play after the last action (so the colour before a
    /// W+4 is known when it is played, R8.3).
    color_seen: Option<Color>,
    /// The last W+4 played: by whom, on which colour (R8.3).
    last_w4: Option<(Seat, Option<Color>)>,
    /// `--hints`: the coach of seat 0 (hints.rs).
    coach: Option<Box<uno_bots::coach::Coach>>,
}

impl App {
    /// A new game with the configured rules, bots and seed.
    pub fn new(config: &Config) -> Result<App, TuiError> {
        let players = config.lineup.len() + 1;
        if !(2..=10).contains(&players) {
            return Err(TuiError::Bots(config.lineup.len()));
        }
        if let Err(why) = config.rules.check_deal(players) {
            let ok: Vec<usize> = (2..=10)
                .filter(|&n| config.rules.check_deal(n).is_ok())
                .collect();
            if !ok.is_empty() {
                // R15.1: teams of two seat 4, 6, 8 or 10 players, not a
                // range; R2.3: a small deck deals up to some size.
                let teams = matches!(why, uno_core::SetupError::TeamPlayers(_));
                return Err(TuiError::Deal {
                    why,
                    fits: seat_counts(&ok),
                    rule: if teams { "R15.1" } else { "R2.3" },
                });
            }
        }
        let mut events = Vec::new();
        let game = Game::new_with_events(
            config.rules.clone(),
            players,
            config.seed,
            None,
            &mut events,
        )?;
        App::with_game(game, &events, config)
    }

    /// An app over a game already set up (a position, for tests and
    /// puzzles): seat 0 is the person, `config.lineup` the bots of seats
    /// 1, 2, …; `start_events` are the events of its set-up (for the log
    /// and the bots). `config.rules` is not used: the game has its rules.
    pub fn with_game(game: Game, start_events: &[Event], config: &Config) -> Result<App, TuiError> {
        // The bots' names come from the seed: the same seed, the same table.
        let names = bot_names(config.seed, config.lineup.len());
        App::build(game, start_events, config, names)
    }

    /// [`App::with_game`] with the bots' names given (seats 1, 2, …).
    fn build(
        game: Game,
        start_events: &[Event],
        config: &Config,
        names: Vec<String>,
    ) -> Result<App, TuiError> {
        if game.players() != config.lineup.len() + 1 || names.len() != config.lineup.len() {
            return Err(TuiError::Bots(config.lineup.len()));
        }
        let mut bots: Vec<Option<Box<dyn Bot>>> = vec![None];
        let i18n = std::rc::Rc::new(uno_i18n::Localizer::new(config.lang));
        let mut infos = vec![PlayerInfo {
            name: i18n.t("tui-you"),
            level: None,
        }];
        // The rotation from the configured seed (a position's game may
        // carry another).
        let mut table = Table::with_rotation(game, rotation_seed(config.seed));
        // The person sits at seat 0, the bots after them.
        for ((seat, &level), name) in Seat::all(config.lineup.len() + 1)
            .skip(1)
            .zip(config.lineup.iter())
            .zip(names.iter())
        {
            bots.push(Some(make_bot(level, seat_seed(config.seed, seat))));
            infos.push(PlayerInfo {
                name: name.clone(),
                level: Some(level),
            });
        }
        // Bots that react are offerable; the person never is: they press
        // keys when they like.
        let mut runner = SeatRunner::new(&bots, &mut table);
        runner.keep_events(true);
        runner.observe(&mut bots, start_events);
        let game_rules = &table.game().rules().clone();
        let mut app = App {
            table,
            bots,
            runner,
            players: infos,
            log: Vec::new(),
            batch: 0,
            cursor: 0,
            marked: Vec::new(),
            prompt: Prompt::None,
            uno_armed: false,
            played: Vec::new(),
            // R13: a scoring `last_holding_loses` does not use is said at
            // the start, until the first key (as `uno sim` says it).
            status: game_rules.unused_scoring(),
            exit: None,
            config: config.clone(),
            narrator: Narrator::with_localizer(&names, game_rules, i18n),
            legal: Vec::new(),
            rules_name: config.rules_name.clone(),
            seed: config.seed,
            color: config.color,
            show_help: false,
            help_page: 0,
            last_reveal: None,
            reveal_fresh: false,
            round_actions: 0,
            round_of: 0,
            max_round_actions: DEFAULT_MAX_ROUND_ACTIONS,
            stalled: false,
            color_seen: None,
            last_w4: None,
            coach: None,
        };
        app.round_of = app.table.game().round();
        app.color_seen = app.table.game().observe(HUMAN).color();
        app.record(start_events);
        app.after_action();
        Ok(app)
    }

    // ----- what the screen shows -------------------------------------------

    /// The person's view (their own hand and public state only).
    pub fn view(&self) -> SeatView {
        self.table.game().view(Viewer::Seat(HUMAN))
    }
    /// The person's sorted hand, one entry per card.
    pub fn hand(&self) -> Vec<Card> {
        self.table.game().hand(HUMAN).to_vec()
    }
    pub fn players(&self) -> &[PlayerInfo] {
        &self.players
    }
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }
    pub fn batch(&self) -> u64 {
        self.batch
    }
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    pub fn marked(&self) -> &[usize] {
        &self.marked
    }
    pub fn prompt(&self) -> &Prompt {
        &self.prompt
    }
    pub fn uno_armed(&self) -> bool {
        self.uno_armed
    }
    /// The last message for the person (an error, a hint).
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }
    /// The person's legal actions now, out-of-turn ones included.
    pub fn legal(&self) -> &[Action] {
        &self.legal
    }
    pub fn rules_name(&self) -> &str {
        &self.rules_name
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn color(&self) -> bool {
        self.color
    }
    pub fn show_help(&self) -> bool {
        self.show_help
    }
    /// The `?` panel's page: 0 keys and rules, 1 card codes.
    pub fn help_page(&self) -> usize {
        self.help_page
    }
    pub fn rules(&self) -> &uno_core::Rules {
        self.table.game().rules()
    }
    /// The game's current decision (public: every seat knows whose turn it is).
    pub fn phase(&self) -> Phase {
        self.table.game().phase()
    }
    /// Whether the person left this game (see [`App::exit`]).
    pub fn should_quit(&self) -> bool {
        self.exit.is_some()
    }
    /// How the person left this game, once they did.
    pub fn exit(&self) -> Option<Exit> {
        self.exit
    }
    /// Names the players in the log and on the screen.
    pub fn narrator(&self) -> &Narrator {
        &self.narrator
    }
    /// The flags this game was set up with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The rematch of this game: the same rules, seats, names and levels,
    /// a new seed (derived from this one, so it is the same every time).
    pub fn rematch(&self) -> Result<App, TuiError> {
        let config = Config {
            seed: rematch_seed(self.seed),
            ..self.config.clone()
        };
        let mut events = Vec::new();
        let game = Game::new_with_events(
            config.rules.clone(),
            self.players.len(),
            config.seed,
            None,
            &mut events,
        )?;
        let names = self.players[1..].iter().map(|p| p.name.clone()).collect();
        let mut next = App::build(game, &events, &config, names)?;
        if self.hints() {
            next.enable_hints();
        }
        Ok(next)
    }

    /// What the person was shown by a challenge (R8.3), while it is news:
    /// from the action that showed it until the person's next action.
    pub fn fresh_reveal(&self) -> Option<&Reveal> {
        if self.reveal_fresh && !self.table.game().round_over() {
            self.last_reveal.as_ref()
        } else {
            None
        }
    }

    /// The last Wild Draw Four played this game: who played it and the
    /// colour in play before it (what a challenge is judged on, R8.3).
    pub fn last_w4(&self) -> Option<(Seat, Option<Color>)> {
        self.last_w4
    }

    /// Whether the bots stopped because the round passed the cap on its
    /// actions without ending (a rules or engine bug).
    pub fn stalled(&self) -> bool {
        self.stalled
    }

    /// Sets the cap on one round's actions (default
    /// [`DEFAULT_MAX_ROUND_ACTIONS`]); at least 1.
    pub fn set_max_round_actions(&mut self, max: u64) {
        self.max_round_actions = max.max(1);
    }

    /// Whether the person has an out-of-turn chance now (call UNO, catch,
    /// jump in): the terminal loop then holds the bots for the reaction
    /// window, so that a person can take it.
    pub fn reaction_open(&self) -> bool {
        !self.table.game().round_over()
            && (self.legal.contains(&Action::Uno)
                || self.jump_in_possible()
                || !self.catch_targets().is_empty())
    }

    /// The distinct cards of the hand the person may play now (at their
    /// turn, as an answer to a penalty, or as a jump-in), in hand order:
    /// the number keys 1–9 pick them.
    pub fn playable(&self) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::new();
        for c in self.hand() {
            if !out.contains(&c) && self.can_play(c) {
                out.push(c);
            }
        }
        out
    }

    /// Whether some legal play starts with `card`.
    pub fn can_play(&self, card: Card) -> bool {
        self.legal
            .iter()
            .any(|a| matches!(a, Action::Play(p) if p.first() == card))
    }

    /// Whether the person's legal plays now are jump-ins (out of turn).
    pub fn jump_in_possible(&self) -> bool {
        self.table.game().to_act() != Some(HUMAN)
            && self.legal.iter().any(|a| matches!(a, Action::Play(_)))
    }

    /// The seats the person may catch now.
    pub fn catch_targets(&self) -> Vec<Seat> {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Catch { target } => Some(*target),
                _ => None,
            })
            .collect()
    }

    fn has(&self, a: &Action) -> bool {
        self.legal.contains(a)
    }

    /// Whether `u` would arm an UNO call for the next play (own turn, a
    /// play that leaves one card is possible).
    pub fn can_arm_uno(&self) -> bool {
        self.table.game().to_act() == Some(HUMAN)
            && self
                .legal
                .iter()
                .any(|a| matches!(a, Action::Play(p) if p.uno))
    }

    /// Whether multi-play marking is on offer (R13 multi_play, own turn).
    pub fn multi_play_on(&self) -> bool {
        self.table.game().rules().multi_play()
            && matches!(self.table.game().phase(), Phase::Turn { seat, .. } if seat == HUMAN)
    }

    // ----- the bots ------------------------------------------------------------

    /// Whether a bot has something to do (so the terminal loop should call
    /// [`App::tick`] after the delay).
    pub fn bot_pending(&self) -> bool {
        if self.table.game().round_over() || self.stalled {
            return false;
        }
        self.table.offers_pending() || self.table.game().to_act().is_some_and(|s| s != HUMAN)
    }

    /// The person's observation: their seat's view and legal actions (what
    /// a bot in their seat would be given).
    pub fn observation(&self) -> Observation<'_> {
        self.table.game().observe(HUMAN)
    }

    /// Every action applied this game (the person's and the bots'), by
    /// seat, in order.
    pub fn played(&self) -> &[(Seat, Action)] {
        &self.played
    }

    /// One visible bot step, as the table ([`Table`]) asks: an
    /// out-of-turn action if an offered bot takes its chance, else the
    /// action of the bot to act. Returns whether anything happened (false
    /// while the game waits for the person).
    pub fn tick(&mut self) -> bool {
        if self.table.game().round_over() || self.stalled {
            return false;
        }
        if self.table.game().round() != self.round_of {
            self.round_of = self.table.game().round();
            self.round_actions = 0;
        }
        if self.round_actions >= self.max_round_actions {
            self.stalled = true;
            let line = self.narrator.ta(
                "tui-stalled",
                &[
                    ("n", self.max_round_actions.to_string().into()),
                    ("seed", self.seed.to_string().into()),
                ],
            );
            self.push_log(line);
            return false;
        }
        loop {
            match self.runner.step(&mut self.table, &mut self.bots) {
                // The round's end, or the person's decision.
                Step::RoundOver | Step::GameOver | Step::Waiting(_) => return false,
                Step::Passed { fault, .. } => {
                    if let Some(f) = fault {
                        self.push_log(fault_line(&self.narrator, &f, "tui-bot-fault-passes", None));
                    }
                }
                Step::Applied {
                    seat,
                    action,
                    reaction,
                    fault,
                } => {
                    if let Some(f) = fault {
                        self.push_log(fault_line(
                            &self.narrator,
                            &f,
                            "tui-bot-fault-instead",
                            Some(&action),
                        ));
                    }
                    let events = self.runner.events().to_vec();
                    let jump_in = matches!(action, Action::Play(_));
                    self.applied(seat, action, &events);
                    if reaction && !jump_in {
                        // A reaction (a call, a catch): the round of
                        // offers goes on, the cursor stays where it is.
                        self.refresh();
                    } else {
                        // A turn, or a jump-in (R13), which moves the
                        // turn on: the cursor goes to a playable card.
                        self.after_action();
                    }
                    return true;
                }
                Step::Stuck(f) => {
                    self.push_log(fault_line(&self.narrator, &f, "tui-bot-stuck", None));
                    self.stalled = true;
                    return false;
                }
            }
        }
    }

    /// Book-keeping of an applied action: the turn loop, the cap, the
    /// record, the log and the bots' events.
    fn applied(&mut self, seat: Seat, action: Action, events: &[Event]) {
        if self.table.game().round() != self.round_of {
            self.round_of = self.table.game().round();
            self.round_actions = 0;
        } else {
            self.round_actions += 1;
        }
        if let Action::Play(p) = &action {
            if p.cards.iter().any(|c| c.is_draw_four()) {
                self.last_w4 = Some((seat, self.color_seen));
            }
        }
        self.color_seen = self.table.game().observe(HUMAN).color();
        self.played.push((seat, action));
        self.record(events);
    }

    /// Runs bot steps until the game waits for the person or the round
    /// ends (for tests and `--delay-ms 0`); at most `max` steps.
    pub fn run_bots(&mut self, max: usize) -> usize {
        let mut n = 0;
        while n < max && self.bot_pending() && self.tick() {
            n += 1;
        }
        n
    }

    /// Sends the person's action as the keys do (for scripted play and
    /// tests); a rejected one changes nothing (R4.4) and its reason is
    /// shown in [`App::status`].
    pub fn send(&mut self, action: Action) {
        self.act(action)
    }

    /// Sends the person's action; a rejected one changes nothing (R4.4)
    /// and its reason is shown.
    fn act(&mut self, action: Action) {
        match self
            .runner
            .apply(&mut self.table, &mut self.bots, HUMAN, &action)
        {
            Ok(()) => {
                // A reveal stays news until the person acts again.
                self.reveal_fresh = false;
                if matches!(action, Action::Play(_)) {
                    self.uno_armed = false;
                }
                if !action.is_uno_or_catch() {
                    self.marked.clear();
                }
                self.prompt = Prompt::None;
                let events = self.runner.events().to_vec();
                self.applied(HUMAN, action, &events);
                self.after_action();
            }
            Err(e) => {
                let msg = match e {
                    uno_core::ActionError::NotYourTurn { to_act, .. } => {
                        self.not_your_turn_text(to_act)
                    }
                    uno_core::ActionError::ColorRequired(c) => self
                        .narrator
                        .ta("tui-say-cannot-play", &[("card", c.to_string().into())]),
                    // In English the engine's own sentence, which says why.
                    other if self.narrator.i18n().tag() == "en" => {
                        capitalize_first(&other.to_string())
                    }
                    uno_core::ActionError::CardNotPlayable { card, .. } => self
                        .narrator
                        .ta("tui-say-cannot-play", &[("card", card.to_string().into())]),
                    // Else the page's words for the error's code where
                    // they exist, else the engine's sentence.
                    other => {
                        let id = format!("error-{}", other.code());
                        match self.narrator.t(&id) {
                            text if text != id => text,
                            _ => capitalize_first(&other.to_string()),
                        }
                    }
                };
                self.status = Some(msg);
            }
        }
    }

    /// "Not your turn: Ada is to play", in the person's language.
    pub(super) fn not_your_turn_text(&self, to_act: Seat) -> String {
        self.narrator.ta(
            "tui-say-not-your-turn",
            &[("name", self.narrator.who(to_act).into())],
        )
    }

    // ----- bookkeeping -----------------------------------------------------------

    /// Writes the person's projection of the events to the log (the seat
    /// runner has shown the bots theirs).
    fn record(&mut self, events: &[Event]) {
        self.coach_observe(events);
        let seen: Vec<SeenEvent> = events
            .iter()
            .map(|e| e.project(Viewer::Seat(HUMAN)))
            .collect();
        let revealed = self.table.game().view(Viewer::Seat(HUMAN)).revealed;
        if revealed.is_some() && revealed != self.last_reveal {
            self.reveal_fresh = true;
        }
        self.last_reveal = revealed;
        let lines = self.narrator.narrate(&seen);
        // The warnings' own lines: each alert event narrated alone.
        let alerts: Vec<String> = seen
            .iter()
            .filter(|e| {
                matches!(
                    e.kind,
                    EventKind::Exposed { .. } | EventKind::GameEnded { .. }
                )
            })
            .flat_map(|e| self.narrator.narrate(std::slice::from_ref(e)))
            .collect();
        if !lines.is_empty() {
            self.batch += 1;
            for l in lines {
                let alert = alerts.contains(&l);
                self.push_line(l);
                if let Some(last) = self.log.last_mut() {
                    last.alert = alert;
                }
            }
        }
    }

    fn push_log(&mut self, text: String) {
        self.batch += 1;
        self.push_line(text);
    }

    fn push_line(&mut self, text: String) {
        self.log.push(LogLine {
            text,
            batch: self.batch,
            alert: false,
        });
        if self.log.len() > LOG_CAP {
            let extra = self.log.len() - LOG_CAP;
            self.log.drain(..extra);
        }
    }

    fn refresh(&mut self) {
        self.table.game().legal_actions(HUMAN, &mut self.legal);
        self.refresh_catch_prompt();
        let n = self.hand().len();
        if self.cursor >= n {
            self.cursor = n.saturating_sub(1);
        }
        self.marked.retain(|&i| i < n);
        if !self.legal.iter().any(|a| matches!(a, Action::Play(_))) {
            self.uno_armed = false;
        }
    }

    /// R10.2: an open catch question offers the seats that may be caught
    /// now, from the person's legal actions after every change: a player
    /// who has called UNO since, been caught, or whose chance closed is no
    /// longer offered (a digit for them sent a catch the engine reports as
    /// failed, R10.3). With nobody left the question closes and says so.
    fn refresh_catch_prompt(&mut self) {
        if !matches!(self.prompt, Prompt::Catch { .. }) {
            return;
        }
        let now = self.catch_targets();
        if now.is_empty() {
            self.prompt = Prompt::None;
            self.status = Some(self.narrator.t("tui-say-nobody-to-catch"));
        } else {
            self.prompt = Prompt::Catch { targets: now };
        }
    }

    /// After an action: refresh and place the cursor (the turn loop
    /// already knows whether a round of offers opened).
    fn after_action(&mut self) {
        self.refresh();
        let hand = self.hand();
        match self.table.game().phase() {
            Phase::PlayOrPass { seat, card, .. } if seat == HUMAN => {
                if let Some(i) = hand.iter().position(|&c| c == card) {
                    self.cursor = i;
                }
            }
            _ => {
                let on_playable = hand.get(self.cursor).is_some_and(|&c| self.can_play(c));
                if !on_playable {
                    if let Some(i) = hand.iter().position(|&c| self.can_play(c)) {
                        self.cursor = i;
                    }
                }
            }
        }
    }
}

/// The log's line for a bot's rejected answer (the seat runner's one
/// fallback: the default action, or the chance passes).
/// The log's line for a bot's rejected choice (a bug, to report): the
/// bot, its seat, its action and the engine's reason (in the engine's
/// notation and words), and what happened instead (`id`: the chance
/// passed, nothing could be played, or `action` was played).
fn fault_line(n: &Narrator, f: &BotFault, id: &str, action: Option<&Action>) -> String {
    n.ta(
        id,
        &[
            ("bot", f.bot.to_string().into()),
            ("seat", f.seat.to_string().into()),
            ("choice", f.action.to_string().into()),
            ("error", f.error.to_string().into()),
            (
                "action",
                action.map(|a| a.to_string()).unwrap_or_default().into(),
            ),
        ],
    )
}

/// The table sizes `ok` (ascending), in words with the `--bots` that
/// give them: "2 to 3 players (--bots 1 to 2)", "4, 6, 8 or 10 players
/// (--bots 3, 5, 7 or 9)".
fn seat_counts(ok: &[usize]) -> String {
    let range = ok.windows(2).all(|w| w[1] == w[0] + 1);
    let say = |v: &[usize]| -> String {
        let v: Vec<String> = v.iter().map(usize::to_string).collect();
        match v.as_slice() {
            [one] => one.clone(),
            [first, .., last] if range => format!("{first} to {last}"),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
            [] => String::new(),
        }
    };
    let bots: Vec<usize> = ok.iter().map(|n| n - 1).collect();
    format!("{} players (--bots {})", say(ok), say(&bots))
}

fn capitalize_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::Config;
    use std::time::Duration;
    use uno_core::{Position, Rules, Setup, Start};

    fn cards(list: &str) -> Vec<Card> {
        list.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    /// An app at a table of three where seat 1, an easy bot, plays G3 or
    /// G4 from two cards; `None` when it called UNO with the play.
    fn exposed_after_a_bot_play(seed: u64) -> Option<App> {
        let setup = Setup {
            rules: Rules::default(),
            players: 3,
            seed,
            dealer: Some(Seat::new(0)),
            start: Start::Position(Position {
                hands: vec![cards("Y1 Y2 Y3"), cards("G3 G4"), cards("B5 B6 B7")],
                discard: cards("G1"),
                to_act: Some(Seat::new(1)),
                ..Position::default()
            }),
        };
        let game = setup.build(&mut Vec::new()).unwrap();
        let config = Config {
            rules: Rules::default(),
            rules_name: "classic".into(),
            lineup: vec![Level::Easy, Level::Medium],
            seed,
            delay: Duration::ZERO,
            react: Duration::ZERO,
            color: false,
            lang: "en",
        };
        let mut app = App::with_game(game, &[], &config).unwrap();
        app.tick();
        (app.catch_targets() == [Seat::new(1)]).then_some(app)
    }

    /// R10.2, R10.3: a catch question whose target stops being exposed
    /// (another seat acted, closing the chance; or the target was caught
    /// or called) is refreshed from the person's legal actions: it closes
    /// and says nobody is left, and a digit then sends no catch (it used
    /// to keep offering the seat, and the engine reported a failed catch).
    #[test]
    fn r10_a_catch_question_follows_the_state() {
        let mut app = (0..64)
            .find_map(exposed_after_a_bot_play)
            .expect("the easy bot forgets UNO for some seed");
        let bot = app.narrator().name(Seat::new(1));
        // The question open with the seats to catch (as `c` opens it when
        // several may be caught).
        app.prompt = Prompt::Catch {
            targets: app.catch_targets(),
        };
        // The bots go on: seat 2 catches seat 1 or plays, or seat 1 calls;
        // each ends seat 1's chance to be caught (R10.2).
        while app.catch_targets() == [Seat::new(1)] {
            assert!(app.tick(), "a bot acts");
        }
        assert_eq!(app.prompt(), &Prompt::None);
        let nobody = app.narrator().t("tui-say-nobody-to-catch");
        assert_eq!(app.status(), Some(nobody.as_str()), "{bot}");
        let before = app.played().len();
        app.on_key(crossterm::event::KeyEvent::from(
            crossterm::event::KeyCode::Char('1'),
        ));
        assert!(
            !app.played()[before..]
                .iter()
                .any(|(s, a)| *s == HUMAN && matches!(a, Action::Catch { .. })),
            "no catch sent"
        );
        assert!(
            !app.log().iter().any(|l| l.text.contains("tried to catch")),
            "{:?}",
            app.log()
        );
    }

    /// R10.2: while the target is still exposed, the question keeps it,
    /// and its digit catches it.
    #[test]
    fn r10_a_catch_question_keeps_a_target_still_exposed() {
        let mut app = (0..64)
            .find_map(exposed_after_a_bot_play)
            .expect("the easy bot forgets UNO for some seed");
        app.prompt = Prompt::Catch {
            targets: vec![Seat::new(1), Seat::new(2)],
        };
        app.refresh();
        assert_eq!(
            app.prompt(),
            &Prompt::Catch {
                targets: vec![Seat::new(1)]
            },
            "seat 2 was never exposed"
        );
        app.on_key(crossterm::event::KeyEvent::from(
            crossterm::event::KeyCode::Char('1'),
        ));
        assert!(app.played().iter().any(|(s, a)| *s == HUMAN
            && *a
                == Action::Catch {
                    target: Seat::new(1)
                }));
    }
}
