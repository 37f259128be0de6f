//! The terminal loop: raw mode and the alternate screen, keys to the
//! [`App`], bot steps after the delay, and the terminal restored on every
//! way out (a normal quit, an error, a panic: a panic hook restores it
//! before the panic message is printed).

use std::io::{self, IsTerminal, Write};
use std::sync::Once;
use std::time::{Duration, Instant};

use crossterm::cursor::Show;
use crossterm::event::{self, Event, KeyEventKind};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::Terminal;

use crate::app::{App, Exit};
use crate::args::{clock_seed, Config};
use crate::names::rematch_seed;
use crate::setup::{NewGame, SetupKey};
use crate::{ui, TuiError};

/// How long the loop sleeps when nothing is due (keys wake it at once).
const IDLE_POLL: Duration = Duration::from_millis(500);

/// Puts the terminal back: raw mode off, main screen, cursor shown.
/// Harmless when it was not changed.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, Show);
}

/// Restores the terminal when dropped (on return and on unwinding).
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore();
    }
}

/// A panic hook that restores the terminal before the previous hook
/// prints the message (so it is readable and the shell is usable).
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// How long after the last visible change the next bot step comes: the
/// bots' delay, or the reaction window `react` when it is longer and the
/// person has an out-of-turn chance (UNO, a catch, a jump-in), so that a
/// person can take it before a bot moves on (like the server's grace
/// window for catches).
pub fn bot_pause(app: &App, delay: Duration, react: Duration) -> Duration {
    if app.reaction_open() {
        delay.max(react)
    } else {
        delay
    }
}

/// Plays `app` in the terminal until the person quits, with the rematches
/// and new games they ask for; then, back on the normal screen, prints
/// each game's seed and summary (so a game can be told and replayed).
pub fn run_app(app: App, delay: Duration, react: Duration) -> Result<(), TuiError> {
    if !io::stdout().is_terminal() {
        return Err(TuiError::NotATerminal);
    }
    install_panic_hook();
    enable_raw_mode()?;
    let restore_guard = Restore;
    // Cleared here, not with `Terminal::clear`, which asks the terminal
    // for the cursor position (a query not every terminal answers).
    execute!(io::stdout(), EnterAlternateScreen, Clear(ClearType::All))?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let mut summaries: Vec<String> = Vec::new();
    let result = play_games(&mut terminal, app, delay, react, &mut summaries);
    drop(terminal);
    drop(restore_guard);
    let mut out = io::stdout().lock();
    for line in &summaries {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    result
}

/// The games of one `uno play`: each until the person leaves it, then a
/// rematch, a new game, or the end. Each game's summary goes to `summaries`.
pub fn play_games<B: Backend>(
    terminal: &mut Terminal<B>,
    mut app: App,
    delay: Duration,
    react: Duration,
    summaries: &mut Vec<String>,
) -> Result<(), TuiError>
where
    TuiError: From<B::Error>,
{
    for number in 1.. {
        let played = event_loop(terminal, &mut app, delay, react);
        summaries.extend(ui::summary(&app, number));
        played?;
        app = match app.exit() {
            Some(Exit::Rematch) => app.rematch()?,
            Some(Exit::NewGame) => match choose_new_game(terminal, app.config())? {
                Some(mut next) => {
                    if app.hints() {
                        next.enable_hints();
                    }
                    next
                }
                None => return Ok(()),
            },
            Some(Exit::Quit) | None => return Ok(()),
        };
    }
    Ok(())
}

/// The new-game screen: the person picks the rules and the bots, then
/// Enter deals a game seeded from the clock; `None` when they quit.
fn choose_new_game<B: Backend>(
    terminal: &mut Terminal<B>,
    last: &Config,
) -> Result<Option<App>, TuiError>
where
    TuiError: From<B::Error>,
{
    let mut setup = NewGame::new(last);
    loop {
        terminal.draw(|f| setup.draw(f))?;
        if let Event::Key(key) = event::read()? {
            match setup.on_key(key) {
                SetupKey::Stay => {}
                SetupKey::Quit => return Ok(None),
                SetupKey::Start => {
                    let mut seed = clock_seed();
                    if seed == last.seed {
                        seed = rematch_seed(seed);
                    }
                    // A table the rules cannot deal is said on the
                    // screen, which stays: it does not end `uno play`.
                    match setup.config(seed).and_then(|c| App::new(&c)) {
                        Ok(app) => return Ok(Some(app)),
                        Err(e) => setup.refuse(e.to_string()),
                    }
                }
            }
        }
    }
}

/// Draws, waits for a key or for the bots' delay, and repeats.
pub fn event_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    delay: Duration,
    react: Duration,
) -> Result<(), TuiError>
where
    TuiError: From<B::Error>,
{
    // When the last visible change happened: bots act `delay` after it.
    let mut last = Instant::now();
    loop {
        terminal.draw(|f| ui::draw(app, f))?;
        if app.should_quit() {
            return Ok(());
        }
        let wait = if app.bot_pending() {
            bot_pause(app, delay, react).saturating_sub(last.elapsed())
        } else {
            IDLE_POLL
        };
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(key) if key.kind != KeyEventKind::Release => {
                    let before = app.batch();
                    app.on_key(key);
                    if app.batch() != before {
                        last = Instant::now();
                    }
                }
                // A resize is drawn by the next loop.
                _ => {}
            }
        } else if app.bot_pending() {
            app.tick();
            last = Instant::now();
        }
    }
}
