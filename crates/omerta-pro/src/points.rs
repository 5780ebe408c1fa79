//! Exact points, held as integer thousandths (never binary floating point).

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg};

/// Points in thousandths: `Points::milli(200)` is +0.2.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Debug)]
pub struct Points(i32);

impl Points {
    pub const ZERO: Points = Points(0);

    pub const fn milli(thousandths: i32) -> Points {
        Points(thousandths)
    }

    /// Tenths, the unit the scoring tables are written in: `Points::tenths(2)` is +0.2.
    pub const fn tenths(tenths: i32) -> Points {
        Points(tenths * 100)
    }

    pub const fn thousandths(self) -> i32 {
        self.0
    }

    /// `percent` of these points, rounded half away from zero to a thousandth.
    pub fn percent(self, percent: i32) -> Points {
        let scaled = self.0 * percent;
        let rounded = if scaled >= 0 {
            (scaled + 50) / 100
        } else {
            (scaled - 50) / 100
        };
        Points(rounded)
    }

    pub fn min(self, other: Points) -> Points {
        Points(self.0.min(other.0))
    }

    /// The most a judge's hand-given points may be, either way: far beyond any real bonus,
    /// and small enough that a sheet's sum can never overflow.
    pub const LIMIT: Points = Points(1_000_000);

    /// Reads a decimal as written (`"0.3"`, `"-1"`, `"+0.25"`, `".5"` is not one) with at
    /// most three places, exactly; `None` for anything else or beyond [`Points::LIMIT`].
    pub fn parse_decimal(text: &str) -> Option<Points> {
        let (negative, unsigned) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        let fraction = fraction.trim_end_matches('0');
        if whole.is_empty() || whole.len() > 7 || !digits(whole) {
            return None;
        }
        if fraction.len() > 3 || !digits(fraction) || unsigned.ends_with('.') {
            return None;
        }
        let whole: i64 = whole.parse().ok()?;
        let fraction: i64 = format!("{fraction:0<3}").parse().ok()?;
        let milli = whole * 1000 + fraction;
        if milli > i64::from(Points::LIMIT.0) {
            return None;
        }
        let milli = i32::try_from(milli).ok()?;
        Some(Points(if negative { -milli } else { milli }))
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// Decimal form with at most three decimals and no trailing zeros: `0.45`, `-0.1`, `0`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let (whole, frac) = (abs / 1000, abs % 1000);
        if frac == 0 {
            return write!(f, "{sign}{whole}");
        }
        let mut digits = format!("{frac:03}");
        while digits.ends_with('0') {
            digits.pop();
        }
        write!(f, "{sign}{whole}.{digits}")
    }
}

#[cfg(test)]
mod tests {
    use super::Points;

    #[test]
    fn prints_at_most_three_decimals_without_trailing_zeros() {
        assert_eq!(Points::milli(450).to_string(), "0.45");
        assert_eq!(Points::milli(-100).to_string(), "-0.1");
        assert_eq!(Points::milli(0).to_string(), "0");
        assert_eq!(Points::milli(-1000).to_string(), "-1");
        assert_eq!(Points::milli(125).to_string(), "0.125");
        assert_eq!(Points::milli(-50).to_string(), "-0.05");
    }

    #[test]
    fn decimals_are_read_exactly_or_not_at_all() {
        assert_eq!(Points::parse_decimal("0.3"), Some(Points::milli(300)));
        assert_eq!(Points::parse_decimal("-1"), Some(Points::milli(-1000)));
        assert_eq!(Points::parse_decimal("+0.125"), Some(Points::milli(125)));
        assert_eq!(Points::parse_decimal("0.10"), Some(Points::milli(100)));
        assert_eq!(Points::parse_decimal("0.1234"), None);
        assert_eq!(Points::parse_decimal("1."), None);
        assert_eq!(Points::parse_decimal(".5"), None);
        assert_eq!(Points::parse_decimal("1e3"), None);
        assert_eq!(Points::parse_decimal("99999999"), None);
        assert_eq!(Points::parse_decimal(""), None);
    }

    #[test]
    fn percent_of_black_values_is_exact() {
        assert_eq!(Points::tenths(2).percent(50), Points::milli(100));
        assert_eq!(Points::tenths(3).percent(75), Points::milli(225));
        assert_eq!(Points::tenths(4).percent(50), Points::milli(200));
        assert_eq!(Points::tenths(3).percent(50), Points::milli(150));
    }
}
