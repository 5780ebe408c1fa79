//! Reading an `omerta-pro/1` document into typed events.
//!
//! Two kinds of problems are kept apart. A document that is not JSON, or has a field of the
//! wrong JSON type, is a [`ParseError`] (with its path, line and column). Everything else
//! the reader finds (a missing field, a seat 11, a key that is not a seat, a seat listed
//! twice, an unknown event type) is a [`Violation`] naming its event, collected in
//! [`Protocol::problems`] and reported by [`crate::Game::replay`] together with the
//! table-rule violations, all at once.
//!
//! Events are read straight into their compact typed form ([`Event`] is `Copy`, its
//! lists held inline), so reading a game allocates only for its lists of players and
//! events and the players' names.

use crate::error::{i18n, Arg, Location, Said, Violation};
use crate::model::{Event, Hands, Role, Team, Will, Winner};
use crate::points::Points;
use crate::seat::{PerSeat, Seat, SeatList, SeatSet};
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use std::fmt;

mod fast;

/// Whether the fast reader read this document itself (for the differential tests).
#[doc(hidden)]
pub fn read_fast(text: &str) -> Option<Protocol> {
    fast::read(text)
}

/// A read, not yet replayed, protocol document.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Protocol {
    pub format: Option<String>,
    pub players: Vec<RawPlayer>,
    pub rules: Option<RawRules>,
    /// The events, typed; an event that could not be read is [`Event::Invalid`], so that
    /// indices stay those of the document.
    pub events: Vec<Event>,
    /// What the reader found wrong in the events, by index.
    pub problems: Vec<Violation>,
    /// Free texts the events point to (a bonus's reason), by index.
    pub texts: Vec<String>,
}

/// A player: a seat, a name and a role. The ten players are seats 1 to 10, each once:
/// six civilians, one sheriff, two mafia and one don.
#[derive(Deserialize, Debug, Clone, PartialEq)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "player"))]
pub struct RawPlayer {
    /// The player's seat, 1 to 10.
    #[cfg_attr(feature = "schema", schemars(required, with = "Seat"))]
    pub seat: Option<i64>,
    /// The player's name, shown in the score output.
    #[serde(default)]
    pub name: String,
    /// civilian or sheriff (the red team), mafia or don (the black team).
    #[cfg_attr(
        feature = "schema",
        schemars(required, with = "String", extend("enum" = crate::schema::roles()))
    )]
    pub role: Option<Named<Role>>,
}

/// Table-rule parameters as written; every key is optional.
#[derive(Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "rules", deny_unknown_fields))]
pub struct RawRules {
    /// What a lone day-1 nominee does: "no_vote" (stays, no vote is held) or "leaves"
    /// (leaves by a vote, as on later days).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["no_vote", "leaves"], "default" = "no_vote")))]
    pub day1_single_candidate: Option<String>,
    /// The hands a lift needs: "majority_of_table" (more than half of the table) or
    /// "half_of_table" (at least half).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["majority_of_table", "half_of_table"], "default" = "majority_of_table")))]
    pub lift_threshold: Option<String>,
    /// A fourth foul removes the player at once.
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    pub fourth_foul_removes: Option<bool>,
    /// What day 1's voting can do (P40): as on later days ("standard"), a single leader
    /// stays ("leader_stays"), the same and a tie may go straight to the lift
    /// ("lift_only"), no vote ("none"), or a single leader leaves only by their own ballot
    /// ("self_vote").
    #[cfg_attr(feature = "schema", schemars(extend("enum" = crate::schema::day1_votes(), "default" = "standard")))]
    pub day1_vote: Option<String>,
    /// The candidates' order in a revote, which decides who gets missing ballots (P42).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["same", "reverse"], "default" = "same")))]
    pub revote_order: Option<String>,
    /// Two tied twice at four are lifted ("yes") or the day ends ("no") (P41).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["yes", "no"], "default" = "yes")))]
    pub lift_two_at_4: Option<String>,
    /// Three tied twice at nine: lifted, not lifted, or not lifted on day 1 (P41).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["yes", "no", "after_day_1"], "default" = "yes")))]
    pub lift_three_at_9: Option<String>,
    /// A repeated tie among everybody at the table: lifted as usual, not lifted, or lifted
    /// as a draw (P41).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["lift", "no_lift", "draw"], "default" = "lift")))]
    pub tie_of_all: Option<String>,
    /// Technical fouls are given; with false a tech_foul is refused (P43).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    pub tech_fouls: Option<bool>,
    /// The First Out may leave a First Color Will (colors) (P43).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    pub first_color_will: Option<bool>,
    /// Players speak once the game has ended, so a will may follow the end (P43).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    pub end_speech: Option<bool>,
    /// A player with three fouls may nominate (P43).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    pub three_fouls_nominate: Option<bool>,
    /// A player shot at night may nominate in their last speech, before the next day's vote
    /// (P43).
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    pub last_speech_nominates: Option<bool>,
    /// With "revote", a revote that ties the same leaders with other voters behind one of
    /// them is one more revote (once a day) before the lift (P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["continue", "revote"], "default" = "continue")))]
    pub alt_split: Option<String>,
    /// After a removal at the table: a vote as usual ("no"), no vote that day
    /// ("no_voting"), or no vote unless the removed player was nominated ("nominated")
    /// (P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["no", "no_voting", "nominated"], "default" = "no")))]
    pub antimonster: Option<String>,
    /// Which seats the judge calls at night; with "seats_at_table" a shot at a seat not at
    /// the table is refused, not a miss (P4, P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["all_seats", "seats_at_table"], "default" = "all_seats")))]
    pub shooting: Option<String>,
    /// Whether a nomination may be taken back: never ("no"), by a withdraw event
    /// ("allowed"), or also by the player's later nomination ("auto") (P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["no", "auto", "allowed"], "default" = "no")))]
    pub withdraw: Option<String>,
    /// Three nights and days in a row with nobody leaving: play on, or a draw (MafiaRatings
    /// 1.5, P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["play_on", "draw"], "default" = "play_on")))]
    pub three_quiet_cycles: Option<String>,
    /// Those three quiet cycles at four players: a draw, or a red win (MafiaRatings 1.6,
    /// P43).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["draw", "red"], "default" = "draw")))]
    pub no_kill_on_four: Option<String>,
    /// Keys this version does not know: reported, never silently ignored.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schemars(skip))]
    pub unknown: std::collections::BTreeMap<String, IgnoredAny>,
}

// The document's top level as serde reads it. The doc comment is the schema's description.
/// A Pro Mafia game record (docs/pro/protocol.md): the ten players, the table's rules and
/// what happened, event by event. Checks that follow the game (who is at the table, whose
/// turn it is, what a vote decides) are the replay's, not this schema's.
#[derive(Deserialize)]
#[serde(remote = "Self")]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "protocol", transform = crate::schema::protocol_rules)
)]
pub(crate) struct Document {
    /// Always "omerta-pro/1".
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(required, extend("const" = crate::schema::FORMAT)))]
    format: Option<String>,
    /// The ten players, one per seat, in any order.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(equal = 10)))]
    players: Vec<RawPlayer>,
    /// Table-rule parameters; left out or `{}`, the defaults. Keys not listed are refused.
    #[serde(default)]
    rules: Option<RawRules>,
    /// What happened, in order. The game starts at night 0, which has no events: the first
    /// event is normally a day.
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<Fields>", extend("default" = []))
    )]
    events: Events,
}

/// serde's derived deserializers also read a JSON array as a struct, field by field; the
/// contract's documents, players and rules are objects, so only objects are read.
macro_rules! object_only {
    ($($t:ty => $what:literal),*) => {$(
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct ObjectVisitor;
                impl<'de> Visitor<'de> for ObjectVisitor {
                    type Value = $t;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<$t, A::Error> {
                        <$t>::deserialize(de::value::MapAccessDeserializer::new(map))
                    }
                }
                deserializer.deserialize_map(ObjectVisitor)
            }
        }
    )*};
}

object_only!(
    Document => "a protocol document (a JSON object)",
    RawPlayer => "a player (a JSON object)",
    RawRules => "rule parameters (a JSON object)"
);

/// A word from a fixed vocabulary (a role, an event type, a color), read without
/// allocating; an unknown word is kept for the error message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named<T> {
    Known(T),
    Unknown(String),
}

/// Words of a vocabulary.
pub trait Vocabulary: Sized {
    const EXPECTING: &'static str;
    fn from_word(word: &str) -> Option<Self>;
}

impl Vocabulary for Role {
    const EXPECTING: &'static str = "a role";
    fn from_word(word: &str) -> Option<Role> {
        Role::parse(word)
    }
}

impl Vocabulary for Team {
    const EXPECTING: &'static str = "\"red\" or \"black\"";
    fn from_word(word: &str) -> Option<Team> {
        match word {
            "red" => Some(Team::Red),
            "black" => Some(Team::Black),
            _ => None,
        }
    }
}

impl Vocabulary for Winner {
    const EXPECTING: &'static str = "a winner";
    fn from_word(word: &str) -> Option<Winner> {
        match word {
            "red" => Some(Winner::Red),
            "black" => Some(Winner::Black),
            "draw" => Some(Winner::Draw),
            _ => None,
        }
    }
}

impl<'de, T: Vocabulary> Deserialize<'de> for Named<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct WordVisitor<T>(std::marker::PhantomData<T>);
        impl<T: Vocabulary> Visitor<'_> for WordVisitor<T> {
            type Value = Named<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(T::EXPECTING)
            }
            fn visit_str<E: de::Error>(self, word: &str) -> Result<Named<T>, E> {
                Ok(match T::from_word(word) {
                    Some(known) => Named::Known(known),
                    None => Named::Unknown(word.to_owned()),
                })
            }
        }
        deserializer.deserialize_str(WordVisitor(std::marker::PhantomData))
    }
}

/// The document is not JSON, or a field has the wrong JSON type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Where, as a path into the document (`events[3]`), when known.
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        } else {
            write!(
                f,
                "{} (line {}, column {}): {}",
                self.path, self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for ParseError {}

impl Protocol {
    /// Reads a document. On failure the error names the path, line and column.
    pub fn from_json(text: &str) -> Result<Protocol, ParseError> {
        match fast::read(text) {
            Some(protocol) => Ok(protocol),
            None => Protocol::from_json_by_serde(text),
        }
    }

    /// Reads a document with serde_json alone: the reference the fast reader must agree
    /// with wherever it answers.
    pub fn from_json_by_serde(text: &str) -> Result<Protocol, ParseError> {
        let mut deserializer = serde_json::Deserializer::from_str(text);
        let document = <Document as Deserialize>::deserialize(&mut deserializer)
            .and_then(|document| deserializer.end().map(|()| document))
            .map_err(|e| ParseError {
                path: locate_error(text).unwrap_or_default(),
                line: e.line(),
                column: e.column(),
                message: clean_message(&e),
            })?;
        Ok(Protocol {
            format: document.format,
            players: document.players,
            rules: document.rules,
            events: document.events.list,
            problems: document.events.problems,
            texts: document.events.texts,
        })
    }
}

fn clean_message(err: &serde_json::Error) -> String {
    let text = err.to_string();
    // serde_json appends " at line L column C"; we print those apart.
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_owned(),
        None => text,
    }
}

/// The path of the first part of the document that does not read, found by reading the
/// document again part by part. Only paid for on failure. `None` when the text is not JSON
/// at all (the line and column say where).
fn locate_error(text: &str) -> Option<String> {
    use serde_json::Value;
    let value: Value = serde_json::from_str(text).ok()?;
    let Value::Object(top) = &value else {
        return Some(String::new());
    };
    let fails = |field: &Value, name: &str| -> Option<String> {
        let doc = serde_json::json!({ name: field });
        <Document as Deserialize>::deserialize(doc)
            .err()
            .map(|_| name.to_owned())
    };
    for (key, field) in top {
        let found = match key.as_str() {
            "players" | "events" => match field {
                Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| {
                    let one = Value::Array(vec![item.clone()]);
                    fails(&one, key).map(|_| format!("{key}[{i}]"))
                }),
                _ => Some(key.clone()),
            },
            "rules" | "format" => fails(field, key),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The events, read one by one with their index so that problems can name it.
#[derive(Default)]
struct Events {
    list: Vec<Event>,
    problems: Vec<Violation>,
    texts: Vec<String>,
}

impl<'de> Deserialize<'de> for Events {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct EventsVisitor;
        impl<'de> Visitor<'de> for EventsVisitor {
            type Value = Events;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of events")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Events, A::Error> {
                let mut events = Events {
                    list: Vec::with_capacity(seq.size_hint().unwrap_or(64)),
                    problems: Vec::new(),
                    texts: Vec::new(),
                };
                loop {
                    let seed = EventSeed {
                        index: events.list.len(),
                        problems: &mut events.problems,
                        texts: &mut events.texts,
                    };
                    match seq.next_element_seed(seed)? {
                        Some(event) => events.list.push(event),
                        None => return Ok(events),
                    }
                }
            }
        }
        deserializer.deserialize_seq(EventsVisitor)
    }
}

struct EventSeed<'p> {
    index: usize,
    problems: &'p mut Vec<Violation>,
    texts: &'p mut Vec<String>,
}

impl<'de> DeserializeSeed<'de> for EventSeed<'_> {
    type Value = Event;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Event, D::Error> {
        deserializer.deserialize_map(self)
    }
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(field_identifier, rename_all = "snake_case")]
enum Field {
    Type,
    By,
    Target,
    Candidates,
    Ballots,
    Yes,
    Passed,
    Shots,
    MissBy,
    Credit,
    Colors,
    Order,
    Helm,
    Seat,
    Seats,
    Winner,
    Points,
    Reason,
    #[serde(other)]
    Other,
}

impl Field {
    fn name(self) -> &'static str {
        match self {
            Field::Type => "type",
            Field::By => "by",
            Field::Target => "target",
            Field::Candidates => "candidates",
            Field::Ballots => "ballots",
            Field::Yes => "yes",
            Field::Passed => "passed",
            Field::Shots => "shots",
            Field::MissBy => "miss_by",
            Field::Credit => "credit",
            Field::Colors => "colors",
            Field::Order => "order",
            Field::Helm => "helm",
            Field::Seat => "seat",
            Field::Seats => "seats",
            Field::Winner => "winner",
            Field::Points => "points",
            Field::Reason => "reason",
            Field::Other => "other",
        }
    }
}

/// The event types of the contract.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Day,
    Night,
    Nominate,
    Withdraw,
    Vote,
    Lift,
    Shots,
    DonCheck,
    SheriffCheck,
    Will,
    Foul,
    TechFoul,
    Bonus,
    Removal,
    Disqualification,
    DeclaredDefeat,
    Surrender,
    End,
}

#[cfg(any(feature = "schema", test))]
impl Kind {
    /// Every event type's word, as [`Kind::from_word`] reads it.
    pub(crate) const WORDS: [&'static str; 18] = [
        "day",
        "night",
        "nominate",
        "withdraw",
        "vote",
        "lift",
        "shots",
        "don_check",
        "sheriff_check",
        "will",
        "foul",
        "tech_foul",
        "bonus",
        "removal",
        "disqualification",
        "declared_defeat",
        "surrender",
        "end",
    ];
}

impl Vocabulary for Kind {
    const EXPECTING: &'static str = "an event type";
    fn from_word(word: &str) -> Option<Kind> {
        Some(match word {
            "day" => Kind::Day,
            "night" => Kind::Night,
            "nominate" => Kind::Nominate,
            "withdraw" => Kind::Withdraw,
            "vote" => Kind::Vote,
            "lift" => Kind::Lift,
            "shots" => Kind::Shots,
            "don_check" => Kind::DonCheck,
            "sheriff_check" => Kind::SheriffCheck,
            "will" => Kind::Will,
            "foul" => Kind::Foul,
            "tech_foul" => Kind::TechFoul,
            "bonus" => Kind::Bonus,
            "removal" => Kind::Removal,
            "disqualification" => Kind::Disqualification,
            "declared_defeat" => Kind::DeclaredDefeat,
            "surrender" => Kind::Surrender,
            "end" => Kind::End,
            _ => return None,
        })
    }
}

/// A JSON array of numbers, held inline: the first ten, and how many there were.
#[derive(Clone, Copy, Default)]
struct Numbers {
    len: usize,
    items: [i64; 10],
}

impl<'de> Deserialize<'de> for Numbers {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct NumbersVisitor;
        impl<'de> Visitor<'de> for NumbersVisitor {
            type Value = Numbers;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of seat numbers")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Numbers, A::Error> {
                let mut numbers = Numbers::default();
                while let Some(n) = seq.next_element::<i64>()? {
                    if let Some(slot) = numbers.items.get_mut(numbers.len) {
                        *slot = n;
                    }
                    numbers.len += 1;
                }
                Ok(numbers)
            }
        }
        deserializer.deserialize_seq(NumbersVisitor)
    }
}

/// A JSON object keyed by seat numbers (`{"4": 7}`), held inline: the first ten entries,
/// how many there were, and the keys that are not seat numbers (for the message).
#[derive(Clone, Default)]
struct Keyed<V> {
    len: usize,
    items: [(i64, V); 10],
    not_numbers: Vec<String>,
}

/// A key that is not written as a seat number.
const NOT_A_NUMBER: i64 = i64::MIN;

/// "4" is seat 4; "04", "+4", " 4" and "four" are not how a seat is written.
fn seat_key(key: &str) -> i64 {
    let canonical = !key.is_empty()
        && key.len() <= 18
        && key.bytes().all(|b| b.is_ascii_digit())
        && !(key.len() > 1 && key.starts_with('0'));
    if canonical {
        key.bytes()
            .fold(0i64, |n, digit| n * 10 + i64::from(digit - b'0'))
    } else {
        NOT_A_NUMBER
    }
}

struct KeySeed<'k>(&'k mut Vec<String>);

impl<'de> DeserializeSeed<'de> for KeySeed<'_> {
    type Value = i64;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<i64, D::Error> {
        struct KeyVisitor<'k>(&'k mut Vec<String>);
        impl Visitor<'_> for KeyVisitor<'_> {
            type Value = i64;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a seat number as an object key")
            }
            fn visit_str<E: de::Error>(self, key: &str) -> Result<i64, E> {
                let n = seat_key(key);
                if n == NOT_A_NUMBER {
                    self.0.push(key.to_owned());
                }
                Ok(n)
            }
        }
        deserializer.deserialize_str(KeyVisitor(self.0))
    }
}

impl<'de, V: Deserialize<'de> + Default + Copy> Deserialize<'de> for Keyed<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyedVisitor<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de> + Default + Copy> Visitor<'de> for KeyedVisitor<V> {
            type Value = Keyed<V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object keyed by seat numbers")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keyed<V>, A::Error> {
                let mut keyed = Keyed {
                    len: 0,
                    items: [(0, V::default()); 10],
                    not_numbers: Vec::new(),
                };
                while let Some(key) = map.next_key_seed(KeySeed(&mut keyed.not_numbers))? {
                    let value = map.next_value::<V>()?;
                    if let Some(slot) = keyed.items.get_mut(keyed.len) {
                        *slot = (key, value);
                    }
                    keyed.len += 1;
                }
                Ok(keyed)
            }
        }
        deserializer.deserialize_map(KeyedVisitor(std::marker::PhantomData))
    }
}

/// A color in a First Color Will, read without allocating.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
enum Color {
    #[default]
    Unknown,
    Known(Team),
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Named::<Team>::deserialize(deserializer)? {
            Named::Known(team) => Color::Known(team),
            Named::Unknown(_) => Color::Unknown,
        })
    }
}

// An event's fields as written, before they are checked (`EventReader`). The doc comment
// is the schema's description.
/// An event: its `type` says which, and which of the other fields it needs. Fields this
/// version does not know are extensions, ignored.
#[derive(Default)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "event", transform = crate::schema::event_rules)
)]
pub(crate) struct Fields {
    /// The event's type.
    #[cfg_attr(
        feature = "schema",
        schemars(rename = "type", required, with = "String", extend("enum" = Kind::WORDS))
    )]
    kind: Option<Named<Kind>>,
    /// The player who nominates (nominate), withdraws a nomination (withdraw) or leaves a
    /// will (will).
    #[cfg_attr(feature = "schema", schemars(with = "Option<Seat>"))]
    by: Option<i64>,
    /// The nominee (nominate) or the player checked (don_check, sheriff_check).
    #[cfg_attr(feature = "schema", schemars(with = "Option<Seat>"))]
    target: Option<i64>,
    /// A vote's candidates, in order: optional in the first round when nominations were
    /// recorded, and in every revote.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Seats>"))]
    candidates: Option<Numbers>,
    /// A vote's ballots: voter's seat to the candidate's seat (`{"4": 7}`); a voter left
    /// out is counted for the last candidate.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::schema::BySeat<Seat>>")
    )]
    ballots: Option<Keyed<i64>>,
    /// A lift's raised hands: the players who raised a hand to remove all the tied players.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Seats>"))]
    yes: Option<Numbers>,
    /// A lift recorded without its hands: whether it passed (instead of yes).
    passed: Option<bool>,
    /// The mafia's shots: shooter's seat to the target's seat (`{"2": 6}`); `{}` when
    /// nobody shot.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<crate::schema::BySeat<Seat>>")
    )]
    shots: Option<Keyed<i64>>,
    /// Only on a miss: the black players the judge holds responsible for it.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Seats>"))]
    miss_by: Option<Numbers>,
    /// Only when the Sheriff is killed on night 1: the black player credited with finding
    /// him.
    #[cfg_attr(feature = "schema", schemars(with = "Option<Seat>"))]
    credit: Option<i64>,
    /// A First Color Will: seat to "red" or "black", at most three.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Colors>"))]
    colors: Option<Keyed<Color>>,
    /// A Last Will Ordered: the seats named, in order.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Seats>"))]
    order: Option<Numbers>,
    /// Pass the Helm: the seat the helm passes to.
    #[cfg_attr(feature = "schema", schemars(with = "Option<Seat>"))]
    helm: Option<i64>,
    /// The player concerned by a foul, tech_foul, bonus, removal, disqualification or
    /// declared_defeat.
    #[cfg_attr(feature = "schema", schemars(with = "Option<Seat>"))]
    seat: Option<i64>,
    /// A surrender's surrendering black players; left out, every black player at the table.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Seats>"))]
    seats: Option<Numbers>,
    /// The result as the table recorded it (end): "red", "black" or "draw".
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<String>", extend("enum" = crate::schema::winners()))
    )]
    winner: Option<Named<Winner>>,
    /// A bonus's points: a decimal with at most three places (0.3, -0.25), as a number or
    /// a string.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Decimal>"))]
    points: Option<Decimal>,
    /// Why a bonus was given.
    reason: Option<String>,
}

/// A number of points as written: a JSON number or a string holding a decimal with at most
/// three places, read exactly ([`Points::parse_decimal`]); `None` when it is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decimal(Option<Points>);

impl<'de> Deserialize<'de> for Decimal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct DecimalVisitor;
        impl Visitor<'_> for DecimalVisitor {
            type Value = Decimal;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a number of points")
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Decimal, E> {
                Ok(Decimal(Points::parse_decimal(&n.to_string())))
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Decimal, E> {
                Ok(Decimal(Points::parse_decimal(&n.to_string())))
            }
            // JSON numbers with a fraction arrive as the nearest binary float; its shortest
            // decimal form is the text as written for every decimal of up to 15 digits, so
            // the points are read from that text, exactly, never computed in floating point.
            fn visit_f64<E: de::Error>(self, n: f64) -> Result<Decimal, E> {
                Ok(Decimal(Points::parse_decimal(&format!("{n}"))))
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Decimal, E> {
                Ok(Decimal(Points::parse_decimal(text.trim())))
            }
        }
        deserializer.deserialize_any(DecimalVisitor)
    }
}

impl<'de> Visitor<'de> for EventSeed<'_> {
    type Value = Event;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an event (a JSON object)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Event, A::Error> {
        let mut fields = Fields::default();
        let mut seen = 0u32;
        while let Some(field) = map.next_key::<Field>()? {
            if field != Field::Other {
                let bit = 1 << (field as u32);
                if seen & bit != 0 {
                    return Err(de::Error::duplicate_field(field.name()));
                }
                seen |= bit;
            }
            match field {
                Field::Type => fields.kind = map.next_value()?,
                Field::By => fields.by = map.next_value()?,
                Field::Target => fields.target = map.next_value()?,
                Field::Candidates => fields.candidates = map.next_value()?,
                Field::Ballots => fields.ballots = map.next_value()?,
                Field::Yes => fields.yes = map.next_value()?,
                Field::Passed => fields.passed = map.next_value()?,
                Field::Shots => fields.shots = map.next_value()?,
                Field::MissBy => fields.miss_by = map.next_value()?,
                Field::Credit => fields.credit = map.next_value()?,
                Field::Colors => fields.colors = map.next_value()?,
                Field::Order => fields.order = map.next_value()?,
                Field::Helm => fields.helm = map.next_value()?,
                Field::Seat => fields.seat = map.next_value()?,
                Field::Seats => fields.seats = map.next_value()?,
                Field::Winner => fields.winner = map.next_value()?,
                Field::Points => fields.points = map.next_value()?,
                Field::Reason => fields.reason = map.next_value()?,
                // Fields this version does not know are extensions: ignored.
                Field::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let mut reader = EventReader {
            index: self.index,
            problems: self.problems,
            ok: true,
        };
        let mut event = reader.read(&fields);
        if let (Event::Bonus { reason, .. }, Some(text)) = (&mut event, fields.reason) {
            *reason = u32::try_from(self.texts.len()).ok();
            self.texts.push(text);
        }
        Ok(if reader.ok { event } else { Event::Invalid })
    }
}

/// Checks an event's fields: the ones its type needs are there, every seat is 1 to 10, no
/// seat is listed twice. Every problem is recorded; none stops the reading.
struct EventReader<'p> {
    index: usize,
    problems: &'p mut Vec<Violation>,
    ok: bool,
}

impl EventReader<'_> {
    fn bad(&mut self, said: Said, message: String) {
        self.ok = false;
        crate::error::push_capped(
            self.problems,
            Violation::new(Location::Event(self.index), said, message),
        );
    }

    /// A problem of the event's field `field`: the message `id` with the field and `args`.
    fn bad_field<const N: usize>(
        &mut self,
        field: &str,
        id: &'static str,
        args: [(&'static str, Arg); N],
        message: String,
    ) {
        let said = Said::new(
            id,
            std::iter::once(("field", Arg::Text(field.to_owned()))).chain(args),
        );
        self.bad(said, message);
    }

    fn seat(&mut self, field: &str, value: i64) -> Seat {
        Seat::new(value).unwrap_or_else(|| {
            self.bad_field(
                field,
                i18n::id("violation-field-not-a-seat"),
                [("value", Arg::Text(value.to_string()))],
                format!("{field}: {value} is not a seat 1 to 10"),
            );
            Seat::ALL[0]
        })
    }

    fn required(&mut self, field: &str, value: Option<i64>, kind: &str) -> Seat {
        match value {
            Some(v) => self.seat(field, v),
            None => {
                self.bad_field(
                    field,
                    i18n::id("violation-field-missing"),
                    [("kind", Arg::Text(kind.to_owned()))],
                    format!("{kind} needs \"{field}\""),
                );
                Seat::ALL[0]
            }
        }
    }

    fn too_many(&mut self, field: &str, len: usize) -> bool {
        if len > 10 {
            self.bad_field(
                field,
                i18n::id("violation-field-too-many"),
                [("count", Arg::from(len))],
                format!("{field}: {len} entries, but a table has ten seats"),
            );
        }
        len > 10
    }

    /// A list of distinct seats.
    fn seats(&mut self, field: &str, numbers: &Numbers) -> SeatList {
        let mut list = SeatList::new();
        if self.too_many(field, numbers.len) {
            return list;
        }
        let mut seen = SeatSet::EMPTY;
        for &n in &numbers.items[..numbers.len] {
            let seat = self.seat(field, n);
            if Seat::new(n).is_some() {
                if seen.contains(seat) {
                    self.bad_field(
                        field,
                        i18n::id("violation-field-seat-twice"),
                        [("n", Arg::Text(n.to_string()))],
                        format!("{field}: seat {n} is listed twice"),
                    );
                }
                seen.insert(seat);
                list.push(seat);
            }
        }
        list
    }

    fn seat_set(&mut self, field: &str, numbers: &Numbers) -> SeatSet {
        self.seats(field, numbers).set()
    }

    /// An object keyed by seat, each key once: the value per key seat.
    fn keyed<V: Copy, T>(
        &mut self,
        field: &str,
        keyed: &Keyed<V>,
        mut value: impl FnMut(&mut Self, Seat, V) -> Option<T>,
    ) -> PerSeat<T> {
        let mut out: PerSeat<T> = Default::default();
        for key in &keyed.not_numbers {
            self.bad_field(
                field,
                i18n::id("violation-field-key-not-seat"),
                [("key", Arg::Text(format!("{key:?}")))],
                format!("{field}: key {key:?} is not a seat number"),
            );
        }
        if self.too_many(field, keyed.len) {
            return out;
        }
        for &(key, v) in &keyed.items[..keyed.len] {
            if key == NOT_A_NUMBER {
                continue;
            }
            let seat = self.seat(field, key);
            if Seat::new(key).is_none() {
                continue;
            }
            if out[seat.index()].is_some() {
                self.bad_field(
                    field,
                    i18n::id("violation-field-key-twice"),
                    [("n", Arg::Text(key.to_string()))],
                    format!("{field}: seat {key} appears twice"),
                );
            }
            out[seat.index()] = value(self, seat, v);
        }
        out
    }

    fn seat_to_seat(&mut self, field: &str, keyed: &Keyed<i64>) -> PerSeat<Seat> {
        let field_owned = field;
        self.keyed(field, keyed, |reader, _, v| {
            Some(reader.seat(field_owned, v))
        })
    }

    fn read(&mut self, f: &Fields) -> Event {
        let kind = match &f.kind {
            None => {
                self.bad(
                    Said::plain(i18n::id("violation-event-type-missing")),
                    "the event has no \"type\"".into(),
                );
                return Event::Invalid;
            }
            Some(Named::Unknown(other)) => {
                self.bad(
                    Said::new(
                        i18n::id("violation-event-type-unknown"),
                        [("value", Arg::Text(format!("{other:?}")))],
                    ),
                    format!("unknown event type {other:?}"),
                );
                return Event::Invalid;
            }
            Some(Named::Known(kind)) => *kind,
        };
        match kind {
            Kind::Day => Event::Day,
            Kind::Night => Event::Night,
            Kind::Nominate => Event::Nominate {
                by: self.required("by", f.by, "nominate"),
                target: self.required("target", f.target, "nominate"),
            },
            Kind::Withdraw => Event::Withdraw {
                by: self.required("by", f.by, "withdraw"),
            },
            Kind::Vote => {
                let candidates = f.candidates.as_ref().map(|c| self.seats("candidates", c));
                let ballots = match &f.ballots {
                    Some(b) => self.seat_to_seat("ballots", b),
                    None => {
                        self.bad(
                            Said::plain(i18n::id("violation-vote-ballots-missing")),
                            "vote needs \"ballots\" (it may be {} for a single candidate)".into(),
                        );
                        Default::default()
                    }
                };
                Event::Vote {
                    candidates,
                    ballots,
                }
            }
            Kind::Lift => match (&f.yes, f.passed) {
                (Some(yes), None) => Event::Lift {
                    hands: Hands::Raised(self.seat_set("yes", yes)),
                },
                (None, Some(passed)) => Event::Lift {
                    hands: Hands::Unrecorded { passed },
                },
                (Some(_), Some(_)) => {
                    self.bad(
                        Said::plain(i18n::id("violation-lift-both")),
                        "a lift gives the hands (\"yes\") or, in a record that did not keep them, whether it \"passed\"; not both".into(),
                    );
                    Event::Invalid
                }
                (None, None) => {
                    self.bad(
                        Said::plain(i18n::id("violation-lift-yes-missing")),
                        "lift needs \"yes\" (the seats that raised a hand; [] for none)".into(),
                    );
                    Event::Invalid
                }
            },
            Kind::Shots => {
                let shots = match &f.shots {
                    Some(s) => self.seat_to_seat("shots", s),
                    None => {
                        self.bad(
                            Said::plain(i18n::id("violation-shots-missing")),
                            "shots needs \"shots\" ({} when nobody shot)".into(),
                        );
                        Default::default()
                    }
                };
                Event::Shots {
                    shots,
                    miss_by: f
                        .miss_by
                        .as_ref()
                        .map(|m| self.seat_set("miss_by", m))
                        .unwrap_or_default(),
                    credit: f.credit.map(|c| self.seat("credit", c)),
                }
            }
            Kind::DonCheck => Event::DonCheck {
                target: self.required("target", f.target, "don_check"),
            },
            Kind::SheriffCheck => Event::SheriffCheck {
                target: self.required("target", f.target, "sheriff_check"),
            },
            Kind::Will => self.will(f),
            Kind::Foul => Event::Foul {
                seat: self.required("seat", f.seat, "foul"),
            },
            Kind::TechFoul => Event::TechFoul {
                seat: self.required("seat", f.seat, "tech_foul"),
            },
            Kind::Bonus => {
                let seat = self.required("seat", f.seat, "bonus");
                let points = match f.points {
                    Some(Decimal(Some(points)))
                        if points.thousandths().abs() <= Points::LIMIT.thousandths() =>
                    {
                        points
                    }
                    Some(_) => {
                        self.bad(
                            Said::plain(i18n::id("violation-bonus-points-malformed")),
                            "bonus: points must be a decimal with at most three places, such as 0.3 or -0.25"
                                .into(),
                        );
                        Points::ZERO
                    }
                    None => {
                        self.bad(
                            Said::plain(i18n::id("violation-bonus-points-missing")),
                            "bonus needs \"points\"".into(),
                        );
                        Points::ZERO
                    }
                };
                Event::Bonus {
                    seat,
                    points,
                    reason: None,
                }
            }
            Kind::Removal => Event::Removal {
                seat: self.required("seat", f.seat, "removal"),
            },
            Kind::Disqualification => Event::Disqualification {
                seat: self.required("seat", f.seat, "disqualification"),
            },
            Kind::DeclaredDefeat => Event::DeclaredDefeat {
                seat: self.required("seat", f.seat, "declared_defeat"),
            },
            Kind::Surrender => Event::Surrender {
                seats: f.seats.as_ref().map(|s| self.seat_set("seats", s)),
            },
            Kind::End => match &f.winner {
                Some(Named::Known(winner)) => Event::End { winner: *winner },
                Some(Named::Unknown(other)) => {
                    self.bad(
                        Said::new(
                            i18n::id("violation-winner-unknown"),
                            [("value", Arg::Text(format!("{other:?}")))],
                        ),
                        format!("winner {other:?} is not \"red\", \"black\" or \"draw\""),
                    );
                    Event::Invalid
                }
                None => {
                    self.bad(
                        Said::plain(i18n::id("violation-end-winner-missing")),
                        "end needs \"winner\"".into(),
                    );
                    Event::Invalid
                }
            },
        }
    }

    fn will(&mut self, f: &Fields) -> Event {
        let by = self.required("by", f.by, "will");
        let given = [f.colors.is_some(), f.order.is_some(), f.helm.is_some()];
        if given.iter().filter(|g| **g).count() > 1 {
            self.bad(
                Said::plain(i18n::id("violation-will-several")),
                "a will is one of colors, order or helm, not several".into(),
            );
        }
        let will = if let Some(colors) = &f.colors {
            Will::Colors(
                self.keyed("colors", colors, |reader, seat, color| match color {
                    Color::Known(team) => Some(team),
                    Color::Unknown => {
                        reader.bad(
                            Said::new(
                                i18n::id("violation-will-color-unknown"),
                                [("n", Arg::from(seat.number()))],
                            ),
                            format!(
                                "colors: the color for seat {} is not \"red\" or \"black\"",
                                seat.number()
                            ),
                        );
                        None
                    }
                }),
            )
        } else if let Some(order) = &f.order {
            Will::Order(self.seats("order", order))
        } else if let Some(helm) = f.helm {
            Will::Helm(self.seat("helm", helm))
        } else {
            Will::Skipped
        };
        Event::Will { by, will }
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, Vocabulary};

    #[test]
    fn every_event_type_word_is_read_and_none_is_left_out() {
        let kinds: Vec<Kind> = Kind::WORDS
            .iter()
            .map(|w| Kind::from_word(w).unwrap_or_else(|| panic!("{w} is not read")))
            .collect();
        for (i, kind) in kinds.iter().enumerate() {
            assert!(!kinds[..i].contains(kind), "{:?} twice", kind);
        }
        // Every variant: the match below fails to compile when one is added.
        for kind in kinds {
            match kind {
                Kind::Day
                | Kind::Night
                | Kind::Nominate
                | Kind::Withdraw
                | Kind::Vote
                | Kind::Lift
                | Kind::Shots
                | Kind::DonCheck
                | Kind::SheriffCheck
                | Kind::Will
                | Kind::Foul
                | Kind::TechFoul
                | Kind::Bonus
                | Kind::Removal
                | Kind::Disqualification
                | Kind::DeclaredDefeat
                | Kind::Surrender
                | Kind::End => {}
            }
        }
    }
}
