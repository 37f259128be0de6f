use uno_bots::{AnyBot, Bot, Level};
use uno_core::rules::{house_variants, DeckPreset};
use uno_core::Game;
use uno_sim::seeds::{bot_seed, game_seed};
fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(20);
    let levels: Vec<String> = std::env::args().skip(2).collect();
    let mut stuck = 0;
    let limit: u64 = std::env::var("LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    for deck in DeckPreset::ALL {
        for (house, rules) in house_variants(deck) {
            for n in [2usize, 4, 7, 10] {
                for lvl in &levels {
                    for index in 0..games {
                        let seed = game_seed(7, index);
                        let mut g = Game::new(rules.clone(), n, seed).unwrap();
                        let mut bots: Vec<AnyBot> = (0..n)
                            .map(|s| AnyBot::new(lvl.parse::<Level>().unwrap(), bot_seed(seed, s)))
                            .collect();
                        let mut steps = 0u64;
                        while !g.round_over() {
                            let s = g.to_act().unwrap();
                            let a = bots[s as usize].act(&g.observe(s));
                            let mut ev = Vec::new();
                            g.apply(s, &a, &mut ev).unwrap();
                            steps += 1;
                            if steps > limit - 12 {
                                println!("   by {s}: {a}");
                                for e in ev {
                                    println!(
                                        "      {}",
                                        serde_json::to_string(
                                            &e.project(uno_core::Viewer::Referee)
                                        )
                                        .unwrap()
                                    );
                                }
                            }
                            if steps > limit {
                                for s in 0..n as u8 {
                                    println!("  {s}: {:?}", g.hand(s).to_vec());
                                }
                                println!("{} {:?} n={n} {lvl} index {index} stuck: phase {:?} top {} color {:?} draw {} discard {}", deck.name(), house, g.phase(), g.top(), g.color(), g.draw_pile_size(), g.discard_pile().len());
                                stuck += 1;
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    println!("stuck: {stuck}");
}
