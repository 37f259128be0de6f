//! `learned` allocates nothing per decision once warm: its observation,
//! hidden activations, legal actions and candidates live in buffers it
//! reuses (a counting allocator over real positions, turn decisions and
//! out-of-turn offers, R10.2). Its own test binary, so no other test's
//! allocations are counted.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

use uno_bots::learned::Learned;
use uno_bots::{make_bot, Bot, Level};
use uno_core::{Decision, Game, Rules, Seat, Table};

struct Counting;

static ALLOCS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn decisions_allocate_nothing_once_warm() {
    for players in [2usize, 4] {
        // Positions of a round of easy bots (they forget UNO calls, so
        // catches are offered).
        let rules = Rules::named("classic").unwrap();
        let game = Game::new(rules, players, 3).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..players)
            .map(|s| make_bot(Level::Easy, s as u64))
            .collect();
        let mut table = Table::with_rotation(game, 3);
        for s in Seat::all(players) {
            table.set_offerable(s, true);
        }
        let mut positions = Vec::new();
        while positions.len() < 200 {
            let (s, offer) = match table.decision() {
                Decision::Act(s) => (s, false),
                Decision::Offer(s) => (s, true),
                _ => break,
            };
            positions.push((table.game().clone(), s, offer));
            let obs = table.observe(s);
            let a = if offer {
                bots[s.index()].react(&obs)
            } else {
                Some(bots[s.index()].act(&obs))
            };
            match a {
                Some(a) => table.apply(s, &a, &mut uno_core::NoEvents).unwrap(),
                None => table.pass(s).unwrap(),
            }
        }
        assert!(positions.len() > 30);
        let mut bot = Learned::new(1);
        let decide = |bot: &mut Learned| {
            for (g, s, offer) in &positions {
                let obs = g.observe(*s);
                if *offer {
                    std::hint::black_box(bot.react(&obs));
                } else {
                    std::hint::black_box(bot.act(&obs));
                }
            }
        };
        decide(&mut bot); // warm: buffers grow to their size
        let before = ALLOCS.load(Ordering::Relaxed);
        decide(&mut bot);
        let n = ALLOCS.load(Ordering::Relaxed) - before;
        assert_eq!(n, 0, "{n} allocations in {} decisions", positions.len());
    }
}
