//! Decision times: a histogram of nanoseconds ([`LatencyHist`]) and its
//! summary per bot ([`Cost`]).

use std::time::Duration;

use serde::Serialize;

/// Decision times in nanoseconds, in log buckets 1/16 of a power of two
/// wide (quantiles to within about 3%), exact below 32 ns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LatencyHist {
    counts: Vec<u64>,
    total: u64,
    sum_ns: u128,
    max_ns: u64,
}

impl Default for LatencyHist {
    fn default() -> LatencyHist {
        LatencyHist {
            counts: vec![0; 32 + 60 * 16],
            total: 0,
            sum_ns: 0,
            max_ns: 0,
        }
    }
}

impl LatencyHist {
    fn bucket(ns: u64) -> usize {
        if ns < 32 {
            return ns as usize;
        }
        let e = 63 - ns.leading_zeros() as usize; // ≥ 5
        let m = ((ns >> (e - 4)) & 15) as usize;
        32 + (e - 5) * 16 + m
    }

    /// The middle of bucket `b`, in nanoseconds.
    fn middle(b: usize) -> f64 {
        if b < 32 {
            return b as f64;
        }
        let e = (b - 32) / 16 + 5;
        let m = ((b - 32) % 16) as u64;
        let lo = (16 + m) << (e - 4);
        let hi = (17 + m) << (e - 4);
        (lo + hi) as f64 / 2.0
    }

    pub fn add(&mut self, d: Duration) {
        let ns = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        self.counts[Self::bucket(ns)] += 1;
        self.total += 1;
        self.sum_ns += u128::from(ns);
        self.max_ns = self.max_ns.max(ns);
    }

    pub fn merge(&mut self, o: &LatencyHist) {
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            *a += b;
        }
        self.total += o.total;
        self.sum_ns += o.sum_ns;
        self.max_ns = self.max_ns.max(o.max_ns);
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    /// The nearest-rank quantile `q`, in nanoseconds (bucket middles; the
    /// maximum for the top one).
    pub fn quantile_ns(&self, q: f64) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        let rank = ((q * self.total as f64).ceil() as u64).clamp(1, self.total);
        let mut seen = 0;
        for (b, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= rank {
                return Self::middle(b).min(self.max_ns as f64);
            }
        }
        self.max_ns as f64
    }

    pub fn summary(&self) -> Cost {
        let ms = |ns: f64| ns / 1e6;
        Cost {
            decisions: self.total,
            median_ms: ms(self.quantile_ns(0.5)),
            p99_ms: ms(self.quantile_ns(0.99)),
            mean_ms: if self.total == 0 {
                0.0
            } else {
                ms(self.sum_ns as f64 / self.total as f64)
            },
            max_ms: ms(self.max_ns as f64),
        }
    }
}

/// Wall time of `act` per decision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Cost {
    pub decisions: u64,
    pub median_ms: f64,
    pub p99_ms: f64,
    pub mean_ms: f64,
    pub max_ms: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latency_buckets_are_within_a_sixteenth() {
        for ns in [
            0u64,
            5,
            31,
            32,
            33,
            100,
            1000,
            12_345,
            10_000_000,
            987_654_321,
        ] {
            let b = LatencyHist::bucket(ns);
            let mid = LatencyHist::middle(b);
            assert!(
                (mid - ns as f64).abs() <= ns as f64 / 16.0 + 0.5,
                "{ns}: bucket {b} middle {mid}"
            );
        }
        let mut h = LatencyHist::default();
        for us in 1..=100u64 {
            h.add(Duration::from_micros(us));
        }
        let c = h.summary();
        assert_eq!(c.decisions, 100);
        assert!((c.median_ms - 0.050).abs() < 0.004, "{c:?}");
        assert!((c.p99_ms - 0.099).abs() < 0.007, "{c:?}");
        assert!((c.max_ms - 0.100).abs() < 1e-9);
    }
}
