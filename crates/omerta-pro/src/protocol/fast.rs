//! A fast reader for the usual shape of a protocol document.
//!
//! serde_json's generic machinery costs more than replaying and scoring the game. This
//! reader handles the documents judges and tools actually write (plain strings, integer
//! seats, the contract's fields) in one pass over the bytes, and steps aside (`None`) at
//! the first thing it does not handle exactly as serde would: an escape in a string, a
//! float, a duplicate field, a `null` where serde would refuse it, any syntax error. The
//! serde path then reads the document and gives the real result or error. So this reader
//! never decides anything serde would decide differently: where it answers, its answer
//! is serde's (checked by a differential property test and the fuzz target).

use super::{seat_key, NOT_A_NUMBER};
use super::{
    Color, EventReader, Fields, Keyed, Kind, Named, Numbers, Protocol, RawPlayer, RawRules,
    Vocabulary,
};
use crate::model::{Event, Role, Team, Winner};

/// Reads the document, or `None` to let serde read it.
pub(super) fn read(text: &str) -> Option<Protocol> {
    let mut r = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    let protocol = r.document()?;
    r.ws();
    (r.at == r.bytes.len()).then_some(protocol)
}

/// Byte classes for the scanning loops.
const PLAIN: u8 = 0;
const SPACE: u8 = 1;
const QUOTE: u8 = 2;
const STOP: u8 = 3;

static CLASS: [u8; 256] = {
    let mut class = [PLAIN; 256];
    let mut b = 0;
    while b < 0x20 {
        class[b] = STOP;
        b += 1;
    }
    class[b' ' as usize] = SPACE;
    class[b'"' as usize] = QUOTE;
    class[b'\\' as usize] = STOP;
    class
};

/// JSON's whitespace between tokens: space, tab, newline, return (the last three are
/// control characters inside a string).
static WHITESPACE: [bool; 256] = {
    let mut ws = [false; 256];
    ws[b' ' as usize] = true;
    ws[b'\t' as usize] = true;
    ws[b'\n' as usize] = true;
    ws[b'\r' as usize] = true;
    ws
};

struct Reader<'t> {
    text: &'t str,
    bytes: &'t [u8],
    at: usize,
}

impl<'t> Reader<'t> {
    fn ws(&mut self) {
        while let Some(&b) = self.bytes.get(self.at) {
            if !WHITESPACE[usize::from(b)] {
                return;
            }
            self.at += 1;
        }
    }

    /// The next non-space byte, not consumed.
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.bytes.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> Option<()> {
        (self.peek()? == byte).then(|| self.at += 1)
    }

    fn literal(&mut self, word: &[u8]) -> Option<()> {
        self.ws();
        let end = self.at + word.len();
        (self.bytes.get(self.at..end)? == word).then(|| self.at = end)
    }

    /// `null`, consumed, if it is next.
    fn null(&mut self) -> bool {
        self.peek() == Some(b'n') && self.literal(b"null").is_some()
    }

    /// A string without escapes or control characters, borrowed from the text.
    fn str(&mut self) -> Option<&'t str> {
        self.eat(b'"')?;
        let start = self.at;
        let mut len = 0;
        let mut closed = false;
        for &b in &self.bytes[start..] {
            match CLASS[usize::from(b)] {
                PLAIN | SPACE => len += 1,
                QUOTE => {
                    closed = true;
                    break;
                }
                // An escape or a control character: serde's to judge.
                _ => return None,
            }
        }
        if !closed {
            return None;
        }
        let end = start + len;
        self.at = end + 1;
        // The quotes are ASCII, so the slice between them is whole characters.
        self.text.get(start..end)
    }

    /// An integer as serde reads into an `i64`: no fraction, no exponent, no leading
    /// zeros, no "-0", at most 18 digits (so it never overflows).
    fn int(&mut self) -> Option<i64> {
        self.ws();
        let negative = self.bytes.get(self.at) == Some(&b'-');
        if negative {
            self.at += 1;
        }
        let start = self.at;
        let mut n: i64 = 0;
        while let Some(&d @ b'0'..=b'9') = self.bytes.get(self.at) {
            if self.at - start == 18 {
                return None;
            }
            n = n * 10 + i64::from(d - b'0');
            self.at += 1;
        }
        let digits = self.at - start;
        let leading_zero = digits > 1 && self.bytes[start] == b'0';
        let negative_zero = negative && n == 0;
        let followed_by_number_part = matches!(self.bytes.get(self.at), Some(b'.' | b'e' | b'E'));
        if digits == 0 || leading_zero || negative_zero || followed_by_number_part {
            return None;
        }
        Some(if negative { -n } else { n })
    }

    fn opt_int(&mut self) -> Option<Option<i64>> {
        if self.null() {
            Some(None)
        } else {
            self.int().map(Some)
        }
    }

    fn opt_str(&mut self) -> Option<Option<&'t str>> {
        if self.null() {
            Some(None)
        } else {
            self.str().map(Some)
        }
    }

    /// Calls `item` for each element of an array.
    fn array(&mut self, mut item: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        self.eat(b'[')?;
        if self.peek()? == b']' {
            self.at += 1;
            return Some(());
        }
        loop {
            item(self)?;
            match self.peek()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Some(());
                }
                _ => return None,
            }
        }
    }

    /// Calls `entry` with each key of an object, the reader placed on its value.
    fn object(&mut self, mut entry: impl FnMut(&mut Self, &'t str) -> Option<()>) -> Option<()> {
        self.eat(b'{')?;
        if self.peek()? == b'}' {
            self.at += 1;
            return Some(());
        }
        loop {
            let key = self.str()?;
            self.eat(b':')?;
            entry(self, key)?;
            match self.peek()? {
                b',' => self.at += 1,
                b'}' => {
                    self.at += 1;
                    return Some(());
                }
                _ => return None,
            }
        }
    }

    /// Skips any JSON value, checking its syntax as serde's `IgnoredAny` would.
    fn skip(&mut self, depth: usize) -> Option<()> {
        if depth > 100 {
            return None;
        }
        match self.peek()? {
            b'"' => self.str().map(drop),
            b'{' => self.object(|r, _| r.skip(depth + 1)),
            b'[' => self.array(|r| r.skip(depth + 1)),
            b't' => self.literal(b"true"),
            b'f' => self.literal(b"false"),
            b'n' => self.literal(b"null"),
            _ => self.number(),
        }
    }

    /// Any JSON number (for skipped values).
    fn number(&mut self) -> Option<()> {
        let digits = |r: &mut Self| {
            let start = r.at;
            while let Some(b'0'..=b'9') = r.bytes.get(r.at) {
                r.at += 1;
            }
            (r.at > start).then_some(())
        };
        if self.bytes.get(self.at) == Some(&b'-') {
            self.at += 1;
        }
        if self.bytes.get(self.at) == Some(&b'0') {
            self.at += 1;
        } else {
            digits(self)?;
        }
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            digits(self)?;
        }
        if let Some(b'e' | b'E') = self.bytes.get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.at) {
                self.at += 1;
            }
            digits(self)?;
        }
        Some(())
    }

    /// Each key once, as serde's derived structs require.
    fn once(seen: &mut u32, bit: u32) -> Option<()> {
        (*seen & (1 << bit) == 0).then(|| *seen |= 1 << bit)
    }

    fn document(&mut self) -> Option<Protocol> {
        let mut protocol = Protocol::default();
        let mut seen = 0;
        self.object(|r, key| match key {
            "format" => {
                Self::once(&mut seen, 0)?;
                protocol.format = r.opt_str()?.map(str::to_owned);
                Some(())
            }
            "players" => {
                Self::once(&mut seen, 1)?;
                protocol.players.reserve(10);
                r.array(|r| {
                    protocol.players.push(r.player()?);
                    Some(())
                })
            }
            "rules" => {
                Self::once(&mut seen, 2)?;
                protocol.rules = if r.null() { None } else { Some(r.rules()?) };
                Some(())
            }
            "events" => {
                Self::once(&mut seen, 3)?;
                protocol.events.reserve(64);
                r.array(|r| {
                    let index = protocol.events.len();
                    let event = r.event(index, &mut protocol.problems)?;
                    protocol.events.push(event);
                    Some(())
                })
            }
            _ => r.skip(0),
        })?;
        Some(protocol)
    }

    fn player(&mut self) -> Option<RawPlayer> {
        let mut player = RawPlayer {
            seat: None,
            name: String::new(),
            role: None,
        };
        let mut seen = 0;
        self.object(|r, key| match key {
            "seat" => {
                Self::once(&mut seen, 0)?;
                player.seat = r.opt_int()?;
                Some(())
            }
            "name" => {
                Self::once(&mut seen, 1)?;
                player.name = r.str()?.to_owned();
                Some(())
            }
            "role" => {
                Self::once(&mut seen, 2)?;
                player.role = r.opt_str()?.map(named::<Role>);
                Some(())
            }
            _ => r.skip(0),
        })?;
        Some(player)
    }

    /// Only the three known parameters; anything else is left to serde.
    fn rules(&mut self) -> Option<RawRules> {
        let mut rules = RawRules::default();
        let mut seen = 0;
        self.object(|r, key| match key {
            "day1_single_candidate" => {
                Self::once(&mut seen, 0)?;
                rules.day1_single_candidate = r.opt_str()?.map(str::to_owned);
                Some(())
            }
            "lift_threshold" => {
                Self::once(&mut seen, 1)?;
                rules.lift_threshold = r.opt_str()?.map(str::to_owned);
                Some(())
            }
            "fourth_foul_removes" => {
                Self::once(&mut seen, 2)?;
                rules.fourth_foul_removes = if r.null() {
                    None
                } else if r.peek()? == b't' {
                    r.literal(b"true")?;
                    Some(true)
                } else {
                    r.literal(b"false")?;
                    Some(false)
                };
                Some(())
            }
            _ => None,
        })?;
        Some(rules)
    }

    fn numbers(&mut self) -> Option<Option<Numbers>> {
        if self.null() {
            return Some(None);
        }
        let mut numbers = Numbers::default();
        self.array(|r| {
            let n = r.int()?;
            if let Some(slot) = numbers.items.get_mut(numbers.len) {
                *slot = n;
            }
            numbers.len += 1;
            Some(())
        })?;
        Some(Some(numbers))
    }

    fn keyed<V: Copy + Default>(
        &mut self,
        mut value: impl FnMut(&mut Self) -> Option<V>,
    ) -> Option<Option<Keyed<V>>> {
        if self.null() {
            return Some(None);
        }
        let mut keyed = Keyed {
            len: 0,
            items: [(0, V::default()); 10],
            not_numbers: Vec::new(),
        };
        self.object(|r, key| {
            let n = seat_key(key);
            if n == NOT_A_NUMBER {
                keyed.not_numbers.push(key.to_owned());
            }
            let v = value(r)?;
            if let Some(slot) = keyed.items.get_mut(keyed.len) {
                *slot = (n, v);
            }
            keyed.len += 1;
            Some(())
        })?;
        Some(Some(keyed))
    }

    fn event(&mut self, index: usize, problems: &mut Vec<crate::Violation>) -> Option<Event> {
        let mut f = Fields::default();
        let mut seen = 0;
        self.object(|r, key| {
            match key {
                "type" => {
                    Self::once(&mut seen, 0)?;
                    f.kind = r.opt_str()?.map(named::<Kind>);
                }
                "by" => {
                    Self::once(&mut seen, 1)?;
                    f.by = r.opt_int()?;
                }
                "target" => {
                    Self::once(&mut seen, 2)?;
                    f.target = r.opt_int()?;
                }
                "candidates" => {
                    Self::once(&mut seen, 3)?;
                    f.candidates = r.numbers()?;
                }
                "ballots" => {
                    Self::once(&mut seen, 4)?;
                    f.ballots = r.keyed(Self::int)?;
                }
                "yes" => {
                    Self::once(&mut seen, 5)?;
                    f.yes = r.numbers()?;
                }
                "shots" => {
                    Self::once(&mut seen, 6)?;
                    f.shots = r.keyed(Self::int)?;
                }
                "miss_by" => {
                    Self::once(&mut seen, 7)?;
                    f.miss_by = r.numbers()?;
                }
                "credit" => {
                    Self::once(&mut seen, 8)?;
                    f.credit = r.opt_int()?;
                }
                "colors" => {
                    Self::once(&mut seen, 9)?;
                    f.colors = r.keyed(|r| {
                        Some(match Team::from_word(r.str()?) {
                            Some(team) => Color::Known(team),
                            None => Color::Unknown,
                        })
                    })?;
                }
                "order" => {
                    Self::once(&mut seen, 10)?;
                    f.order = r.numbers()?;
                }
                "helm" => {
                    Self::once(&mut seen, 11)?;
                    f.helm = r.opt_int()?;
                }
                "seat" => {
                    Self::once(&mut seen, 12)?;
                    f.seat = r.opt_int()?;
                }
                "seats" => {
                    Self::once(&mut seen, 13)?;
                    f.seats = r.numbers()?;
                }
                "winner" => {
                    Self::once(&mut seen, 14)?;
                    f.winner = r.opt_str()?.map(named::<Winner>);
                }
                // A bonus's points and reason are read by serde (exact decimals, texts).
                // Left to serde, the reference: rare fields.
                "points" | "reason" | "passed" => return None,
                _ => r.skip(0)?,
            }
            Some(())
        })?;
        let mut reader = EventReader {
            index,
            problems,
            ok: true,
        };
        let event = reader.read(&f);
        Some(if reader.ok { event } else { Event::Invalid })
    }
}

fn named<T: Vocabulary>(word: &str) -> Named<T> {
    match T::from_word(word) {
        Some(known) => Named::Known(known),
        None => Named::Unknown(word.to_owned()),
    }
}
