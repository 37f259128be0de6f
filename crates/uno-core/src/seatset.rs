//! [`SeatSet`]: a set of seats as one 16-bit mask, the vocabulary for
//! "which seats" (out of the round, eliminated, blocked, game winners)
//! instead of raw `1 << seat` arithmetic.

use std::fmt;

use crate::seat::Seat;

/// A set of seats (at most [`SeatSet::CAPACITY`] of them; a table has at
/// most ten, R2.1). Copy, allocation-free, ordered by seat number.
///
/// ```
/// use uno_core::{Seat, SeatSet};
/// let seats = |v: &[u8]| v.iter().map(|&n| Seat::new(n)).collect::<Vec<_>>();
/// let mut s = SeatSet::EMPTY;
/// assert!(s.insert(Seat::new(3)));
/// assert!(!s.insert(Seat::new(3)));
/// s.insert(Seat::new(1));
/// assert_eq!(s.len(), 2);
/// assert!(s.contains(Seat::new(1)) && !s.contains(Seat::new(2)));
/// assert_eq!(s.iter().collect::<Vec<_>>(), seats(&[1, 3]));
/// assert_eq!(SeatSet::first(4).difference(s).iter().collect::<Vec<_>>(), seats(&[0, 2]));
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u16);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);
    /// The number of seat numbers a set can hold (0..16).
    pub const CAPACITY: usize = 16;

    /// Seats `0..n` (every seat of an `n`-seat table); `n` is capped at
    /// [`SeatSet::CAPACITY`].
    #[inline]
    pub const fn first(n: usize) -> SeatSet {
        if n >= Self::CAPACITY {
            SeatSet(u16::MAX)
        } else {
            SeatSet((1u16 << n) - 1)
        }
    }

    /// The set of one seat (empty for a seat number past the capacity).
    #[inline]
    pub const fn single(seat: Seat) -> SeatSet {
        match 1u16.checked_shl(seat.get() as u32) {
            Some(bit) => SeatSet(bit),
            None => SeatSet(0),
        }
    }

    /// The set whose bit `s` is set for each member `s`.
    #[inline]
    pub const fn from_bits(bits: u16) -> SeatSet {
        SeatSet(bits)
    }

    /// The mask: bit `s` set for each member `s`.
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & Self::single(seat).0 != 0
    }

    /// Adds a seat; returns whether it was newly added (`false` when it
    /// was already there, or when its number is past the capacity, which
    /// no seat of a game can be).
    #[inline]
    pub fn insert(&mut self, seat: Seat) -> bool {
        let bit = Self::single(seat).0;
        let new = self.0 & bit == 0 && bit != 0;
        self.0 |= bit;
        new
    }

    /// Removes a seat; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, seat: Seat) -> bool {
        let was = self.contains(seat);
        self.0 &= !Self::single(seat).0;
        was
    }

    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn union(self, o: SeatSet) -> SeatSet {
        SeatSet(self.0 | o.0)
    }

    #[inline]
    pub const fn intersection(self, o: SeatSet) -> SeatSet {
        SeatSet(self.0 & o.0)
    }

    /// The seats of `self` not in `o`.
    #[inline]
    pub const fn difference(self, o: SeatSet) -> SeatSet {
        SeatSet(self.0 & !o.0)
    }

    /// Whether every seat of `o` is in `self`.
    #[inline]
    pub const fn is_superset(self, o: SeatSet) -> bool {
        self.0 & o.0 == o.0
    }

    /// The members, lowest seat first.
    #[inline]
    pub fn iter(self) -> SeatSetIter {
        SeatSetIter(self.0)
    }
}

/// The members of a [`SeatSet`], lowest seat first.
#[derive(Clone, Copy, Debug)]
pub struct SeatSetIter(u16);

impl Iterator for SeatSetIter {
    type Item = Seat;
    #[inline]
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let s = Seat::new(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(s)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SeatSetIter {}

impl IntoIterator for SeatSet {
    type Item = Seat;
    type IntoIter = SeatSetIter;
    fn into_iter(self) -> SeatSetIter {
        self.iter()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(it: I) -> SeatSet {
        let mut s = SeatSet::EMPTY;
        for seat in it {
            s.insert(seat);
        }
        s
    }
}

impl Extend<Seat> for SeatSet {
    fn extend<I: IntoIterator<Item = Seat>>(&mut self, it: I) {
        for seat in it {
            self.insert(seat);
        }
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(n: u8) -> Seat {
        Seat::new(n)
    }

    fn seats(v: &[u8]) -> Vec<Seat> {
        v.iter().map(|&n| Seat::new(n)).collect()
    }

    #[test]
    fn insert_remove_contains_len() {
        let mut s = SeatSet::EMPTY;
        assert!(s.is_empty());
        assert!(s.insert(seat(0)));
        assert!(s.insert(seat(9)));
        assert!(!s.insert(seat(9)));
        assert_eq!(s.len(), 2);
        assert!(s.contains(seat(0)) && s.contains(seat(9)) && !s.contains(seat(5)));
        assert!(s.remove(seat(0)));
        assert!(!s.remove(seat(0)));
        assert_eq!(s.iter().collect::<Vec<_>>(), seats(&[9]));
        assert_eq!(format!("{s:?}"), "{9}");
    }

    #[test]
    fn out_of_range_seats_are_never_members() {
        let mut s = SeatSet::EMPTY;
        assert!(!s.insert(seat(16)));
        assert!(!s.insert(seat(200)));
        assert!(s.is_empty());
        assert!(!s.contains(seat(200)));
        assert!(!s.remove(seat(31)));
        assert_eq!(SeatSet::first(16), SeatSet::first(40));
        assert_eq!(SeatSet::first(16).len(), 16);
    }

    #[test]
    fn set_algebra() {
        let a: SeatSet = seats(&[0, 1, 2]).into_iter().collect();
        let b: SeatSet = seats(&[2, 3]).into_iter().collect();
        assert_eq!(a.union(b), SeatSet::first(4));
        assert_eq!(a.intersection(b).iter().collect::<Vec<_>>(), seats(&[2]));
        assert_eq!(a.difference(b).iter().collect::<Vec<_>>(), seats(&[0, 1]));
        assert!(SeatSet::first(4).is_superset(a));
        assert!(!a.is_superset(b));
        assert_eq!(SeatSet::first(0), SeatSet::EMPTY);
        assert_eq!(SeatSet::from_bits(a.bits()), a);
        assert_eq!(a.iter().len(), 3);
    }
}
