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
