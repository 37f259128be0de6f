use uno_bots::{make_bot, Bot, Level};
use uno_core::{Game, Rules, Direction};
fn main() {
    let players: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(4);
    let rules = Rules::named("classic").unwrap();
    // samples: (hand sizes relative to to-act order, winner index in that order)
    let mut data: Vec<(Vec<usize>, usize)> = Vec::new();
    for i in 0..4000u64 {
        let mut g = Game::new(rules.clone(), players, i).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..players).map(|s| make_bot(Level::Medium, i * 10 + s as u64)).collect();
        let mut snaps: Vec<(Vec<usize>, Vec<u8>)> = Vec::new();
        let mut k = 0;
        while !g.round_over() && k < 3000 {
            let s = g.to_act().unwrap();
            if g.pending().is_none() && k % 3 == 0 {
                let n = players as u8;
                let order: Vec<u8> = (0..n).map(|d| match g.direction() { Direction::Cw => (s + d) % n, Direction::Ccw => (s + n - d) % n }).collect();
                snaps.push((order.iter().map(|&t| g.hand_size(t)).collect(), order));
            }
            let a = bots[s as usize].act(&g.observe(s));
            g.apply_collect(s, &a).unwrap();
            k += 1;
        }
        if let Some(w) = g.round_winner() {
            for (h, order) in snaps {
                let wi = order.iter().position(|&t| t == w).unwrap();
                data.push((h, wi));
            }
        }
    }
    let ll = |beta: f64, delta: f64| -> f64 {
        data.iter().map(|(h, w)| {
            let z: Vec<f64> = h.iter().enumerate().map(|(d, &x)| -beta * x as f64 - delta * d as f64).collect();
            let m = z.iter().cloned().fold(f64::MIN, f64::max);
            let lse = m + z.iter().map(|v| (v - m).exp()).sum::<f64>().ln();
            z[*w] - lse
        }).sum::<f64>() / data.len() as f64
    };
    let mut best = (0.0, 0.0, f64::MIN);
    for b in 0..40 { for d in 0..20 {
        let beta = b as f64 * 0.05; let delta = d as f64 * 0.02;
        let v = ll(beta, delta);
        if v > best.2 { best = (beta, delta, v); }
    }}
    println!("{} samples; best beta {:.2} delta {:.2} ll {:.4} (uniform {:.4})", data.len(), best.0, best.1, best.2, -(players as f64).ln());
}
