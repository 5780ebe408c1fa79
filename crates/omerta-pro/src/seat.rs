//! Seats at a Pro Mafia table and sets of them.

use std::fmt;

/// A seat at the table, 1 to 10.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(u8);

impl Seat {
    /// Every seat, in table order.
    pub const ALL: [Seat; 10] = [
        Seat(1),
        Seat(2),
        Seat(3),
        Seat(4),
        Seat(5),
        Seat(6),
        Seat(7),
        Seat(8),
        Seat(9),
        Seat(10),
    ];

    /// The seat with this number, if it is 1 to 10.
    pub fn new(number: i64) -> Option<Seat> {
        (1..=10).contains(&number).then_some(Seat(number as u8))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// 0-based index, for per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A set of seats, as a bit mask (bit `n` is seat `n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct SeatSet(u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);
    pub const FULL: SeatSet = SeatSet(0b111_1111_1110);

    pub fn of(seats: impl IntoIterator<Item = Seat>) -> SeatSet {
        seats.into_iter().fold(SeatSet::EMPTY, |set, s| set.with(s))
    }

    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    #[must_use]
    pub fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | (1 << seat.0))
    }

    #[must_use]
    pub fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.0))
    }

    pub fn insert(&mut self, seat: Seat) {
        *self = self.with(seat);
    }

    pub fn remove(&mut self, seat: Seat) {
        *self = self.without(seat);
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub fn and(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }

    #[must_use]
    pub fn or(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    #[must_use]
    pub fn minus(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }

    pub fn is_subset(self, other: SeatSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The seats in table order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().filter(move |s| self.contains(*s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        SeatSet::of(iter)
    }
}

impl fmt::Display for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for seat in self.iter() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{seat}")?;
        }
        if first {
            f.write_str("nobody")?;
        }
        Ok(())
    }
}

/// An ordered list of distinct seats (at most ten), held inline: candidates, leaders, a
/// Last Will Ordered.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeatList {
    len: u8,
    seats: [Seat; 10],
}

impl Default for SeatList {
    fn default() -> SeatList {
        SeatList::new()
    }
}

impl SeatList {
    pub const fn new() -> SeatList {
        SeatList {
            len: 0,
            seats: [Seat(1); 10],
        }
    }

    /// Appends a seat; a list is full at ten seats (a seat listed twice is refused by the
    /// reader before it gets here).
    pub fn push(&mut self, seat: Seat) {
        if usize::from(self.len) < self.seats.len() {
            self.seats[usize::from(self.len)] = seat;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Seat] {
        &self.seats[..usize::from(self.len)]
    }

    pub fn set(&self) -> SeatSet {
        SeatSet::of(self.iter().copied())
    }
}

impl std::ops::Deref for SeatList {
    type Target = [Seat];
    fn deref(&self) -> &[Seat] {
        self.as_slice()
    }
}

impl FromIterator<Seat> for SeatList {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut list = SeatList::new();
        for seat in iter {
            list.push(seat);
        }
        list
    }
}

impl From<&[Seat]> for SeatList {
    fn from(seats: &[Seat]) -> SeatList {
        seats.iter().copied().collect()
    }
}

impl PartialEq<Vec<Seat>> for SeatList {
    fn eq(&self, other: &Vec<Seat>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<[Seat]> for SeatList {
    fn eq(&self, other: &[Seat]) -> bool {
        self.as_slice() == other
    }
}

impl fmt::Debug for SeatList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for SeatList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, seat) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{seat}")?;
        }
        f.write_str("]")
    }
}

/// One optional seat per seat, held inline: each voter's candidate, each shooter's target.
pub type PerSeat<T> = [Option<T>; 10];
