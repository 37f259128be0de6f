//! [`Seat`]: a seat at the table, numbered `0..players` clockwise (R2.4).
//!
//! A newtype rather than a bare `u8`, so that a seat cannot be used as a
//! count, a card index or a score by mistake, nor a count as a seat: the
//! compiler points at it. It is as cheap as the number it holds
//! (`#[repr(transparent)]`, every method `#[inline]`), and everything the
//! outside world sees of it is that number: `Display` and `Debug` print
//! it, and serde reads and writes it as a plain integer, so scenario
//! files, the WebSocket and bot protocols, the database and Python see
//! exactly what they saw when a seat was a `u8`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::vocab::Direction;

/// A seat number, `0..players`, clockwise (R2.4).
///
/// ```
/// use uno_core::{Direction, Seat};
/// let s = Seat::new(3);
/// assert_eq!(s.index(), 3);
/// assert_eq!(s.to_string(), "3");
/// assert_eq!(serde_json::to_string(&s).unwrap(), "3");
/// assert_eq!(serde_json::from_str::<Seat>("3").unwrap(), s);
/// assert_eq!(s.step(Direction::Cw, 4), Seat::new(0));
/// assert_eq!(Seat::new(0).step(Direction::Ccw, 4), s);
/// assert_eq!(Seat::all(3).collect::<Vec<_>>(), [Seat::new(0), Seat::new(1), Seat::new(2)]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
#[repr(transparent)]
pub struct Seat(u8);

impl Seat {
    /// Seat number `n`. Whether the table has that many seats is for the
    /// game to check (it refuses a seat past its table with an error).
    #[inline]
    pub const fn new(n: u8) -> Seat {
        Seat(n)
    }

    /// The seat's number (for a boundary that speaks integers: Python,
    /// a terminal prompt).
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The seat's number as an index into a per-seat array.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every seat of a table of `players`, seat 0 first.
    #[inline]
    pub fn all(players: usize) -> SeatRange {
        SeatRange(0..players.min(usize::from(u8::MAX) + 1) as u16)
    }

    /// The seat next to this one in `dir` at a table of `players`
    /// (R2.4: seat 0 follows the last seat clockwise), whether or not it
    /// is still playing. `self` must be a seat of that table.
    #[inline]
    pub const fn step(self, dir: Direction, players: usize) -> Seat {
        // Without a branch on the wrap (the turn order of a round is as
        // irregular as its cards): a mask keeps or clears each candidate.
        let s = self.0 as usize;
        match dir {
            Direction::Cw => {
                let next = s + 1;
                let keep = ((next < players) as usize).wrapping_neg();
                Seat((next & keep) as u8)
            }
            Direction::Ccw => {
                let first = ((s == 0) as usize).wrapping_neg();
                Seat(((s.wrapping_sub(1) & !first) | (players.saturating_sub(1) & first)) as u8)
            }
        }
    }
}

/// A seat number that no table can have (over 255).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatOutOfRange(pub usize);

impl fmt::Display for SeatOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {} is out of range", self.0)
    }
}

impl std::error::Error for SeatOutOfRange {}

impl TryFrom<usize> for Seat {
    type Error = SeatOutOfRange;
    /// The seat at an index (a position in a per-seat list).
    #[inline]
    fn try_from(i: usize) -> Result<Seat, SeatOutOfRange> {
        u8::try_from(i).map(Seat).map_err(|_| SeatOutOfRange(i))
    }
}

impl From<Seat> for usize {
    #[inline]
    fn from(s: Seat) -> usize {
        s.index()
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// The number alone, as when a seat was a `u8`: a derived `Seat(3)` would
/// change every `{:?}` of an event, a phase or an error that holds one.
impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// The seats of a table, in order ([`Seat::all`]).
#[derive(Clone, Debug)]
pub struct SeatRange(std::ops::Range<u16>);

impl Iterator for SeatRange {
    type Item = Seat;
    #[inline]
    fn next(&mut self) -> Option<Seat> {
        self.0.next().map(|i| Seat(i as u8))
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for SeatRange {
    #[inline]
    fn next_back(&mut self) -> Option<Seat> {
        self.0.next_back().map(|i| Seat(i as u8))
    }
}

impl ExactSizeIterator for SeatRange {}

impl std::iter::FusedIterator for SeatRange {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_wraps_both_ways_r2_4() {
        for n in 2..=10usize {
            let seats: Vec<Seat> = Seat::all(n).collect();
            assert_eq!(seats.len(), n);
            for (i, &s) in seats.iter().enumerate() {
                assert_eq!(s.index(), i);
                assert_eq!(s.step(Direction::Cw, n), seats[(i + 1) % n]);
                assert_eq!(s.step(Direction::Ccw, n), seats[(i + n - 1) % n]);
                assert_eq!(s.step(Direction::Cw, n).step(Direction::Ccw, n), s);
            }
        }
    }

    #[test]
    fn the_outside_world_sees_the_number() {
        let s = Seat::new(7);
        assert_eq!(format!("{s} {s:?} {:?}", Some(s)), "7 7 Some(7)");
        assert_eq!(serde_json::to_string(&[s, Seat::new(0)]).unwrap(), "[7,0]");
        assert_eq!(serde_json::from_str::<Option<Seat>>("null").unwrap(), None);
        assert!(serde_json::from_str::<Seat>("256").is_err());
        assert!(serde_json::from_str::<Seat>("-1").is_err());
        assert!(serde_json::from_str::<Seat>("\"1\"").is_err());
        assert_eq!(std::mem::size_of::<Option<Seat>>(), 2);
        assert_eq!(std::mem::size_of::<Seat>(), 1);
    }

    #[test]
    fn conversions() {
        assert_eq!(Seat::try_from(9usize), Ok(Seat::new(9)));
        assert_eq!(Seat::try_from(256usize), Err(SeatOutOfRange(256)));
        assert_eq!(usize::from(Seat::new(4)), 4);
        assert_eq!(Seat::new(4).get(), 4);
        assert_eq!(Seat::all(0).count(), 0);
        assert_eq!(Seat::all(1000).len(), 256);
        assert_eq!(Seat::all(3).next_back(), Some(Seat::new(2)));
    }
}
