//! Broadcast links of a Pro table (issue 31): a stream overlay that reads the game as its
//! judge does (every card, shot and check), for a stream shown with a delay.
//!
//! The judge makes a link with a delay of 0 to 15 minutes and may revoke it. Its secret
//! (64 hex digits) is shown once and stored only as its SHA-256, as a session's token is.
//! Whoever holds it reads [`delayed`]: the judge's view of the game folded from the events
//! recorded at least the delay ago, and nothing else. This is the one place the delay is
//! enforced: the overlay's page, its view and its stream all read through it, so no event,
//! nor any view reflecting it, leaves the server before `recorded_at + delay`.
//!
//! A key that is malformed, unknown or revoked is [`Kind::NotFound`] with one sentence
//! whatever the case, which the faces answer as any missing page: it tells nothing about
//! the game or whether the link ever existed.

use crate::auth::{random_token, token_hash, Caller};
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::games::Folded;
use crate::AppState;
use omerta_i18n as i18n;
use omerta_live::Viewer;
use serde::Serialize;
use serde_json::{json, Value};

/// The longest delay a link may hold events back by: 15 minutes.
pub const MAX_DELAY_SECONDS: i64 = 15 * 60;

/// Links a game may have that are not revoked, at once.
pub const MAX_LINKS: usize = 20;

/// A link as its judge lists it (never its secret, which is not kept).
#[derive(Clone, Debug, Serialize)]
pub struct LinkView {
    pub id: i64,
    pub delay_seconds: i64,
    pub created_at: i64,
    pub revoked_at: Option<i64>,
}

/// A new link: its secret key, shown once.
#[derive(Clone, Debug, Serialize)]
pub struct NewLink {
    pub id: i64,
    pub key: String,
    pub delay_seconds: i64,
}

/// Reads a delay as the judge typed it, in whole seconds from 0 to 900.
pub fn delay_of(text: &str) -> ApiResult<i64> {
    let refusal = invalid_delay;
    let text = text.trim();
    if text.is_empty() || text.len() > 12 {
        return Err(refusal());
    }
    match text.parse::<i64>() {
        Ok(seconds) if (0..=MAX_DELAY_SECONDS).contains(&seconds) => Ok(seconds),
        _ => Err(refusal()),
    }
}

fn invalid_delay() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_delay",
        format!(
            "the delay is a whole number of seconds from 0 to {MAX_DELAY_SECONDS} (15 minutes)"
        ),
        i18n::id("refusal-broadcast-delay"),
        [("most", Arg::Number(MAX_DELAY_SECONDS))],
    )
}

fn not_pro(game: i64, ruleset: &str) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "not_pro",
        format!("broadcast links are made for Pro Mafia tables; game {game} is a {ruleset} game"),
        i18n::id("refusal-broadcast-not-pro"),
        [
            ("game", Arg::Text(game.to_string())),
            ("ruleset", Arg::from(ruleset)),
        ],
    )
}

fn judge_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the game's judge may make, list or revoke its broadcast links",
        i18n::id("refusal-broadcast-judge-only"),
        [],
    )
}

fn too_many_links() -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "too_many_links",
        format!("a game has at most {MAX_LINKS} broadcast links at once; revoke one first"),
        i18n::id("refusal-broadcast-too-many"),
        [("most", Arg::Number(MAX_LINKS as i64))],
    )
}

fn no_such_link(game: i64, link: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("game {game} has no broadcast link {link}"),
        i18n::id("refusal-broadcast-no-link"),
        [
            ("game", Arg::Text(game.to_string())),
            ("link", Arg::Text(link.to_string())),
        ],
    )
}

/// Every worded refusal of the broadcasts, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        invalid_delay(),
        not_pro(3, "forum"),
        judge_only(),
        too_many_links(),
        no_such_link(3, 4),
        no_link(),
    ]
}

/// The game, when the caller is its judge (its host, or a site admin) and it is a Pro
/// table: links are made for nothing else.
async fn judged(state: &AppState, caller: &Caller, game: i64) -> ApiResult<()> {
    caller.require()?;
    let folded = state.folded(game).await?;
    if folded.game.ruleset() != "pro" {
        return Err(not_pro(game, folded.game.ruleset()));
    }
    if folded.game.viewer(caller.id(), caller.admin()) != Viewer::Host {
        return Err(judge_only());
    }
    Ok(())
}

/// Makes a link to read `game` as its judge does, every event `delay_seconds` late.
pub async fn create(
    state: &AppState,
    caller: &Caller,
    game: i64,
    delay_seconds: i64,
) -> ApiResult<NewLink> {
    if !(0..=MAX_DELAY_SECONDS).contains(&delay_seconds) {
        return Err(invalid_delay());
    }
    judged(state, caller, game).await?;
    let open = state
        .store
        .broadcasts_of(game)
        .await?
        .iter()
        .filter(|l| l.revoked_at.is_none())
        .count();
    if open >= MAX_LINKS {
        return Err(too_many_links());
    }
    let key = random_token();
    let account = caller.require()?.id;
    let id = state
        .store
        .create_broadcast(
            game,
            &token_hash(&key),
            delay_seconds,
            account,
            crate::now(),
        )
        .await?;
    Ok(NewLink {
        id,
        key,
        delay_seconds,
    })
}

/// A game's links, newest first, for its judge.
pub async fn list(state: &AppState, caller: &Caller, game: i64) -> ApiResult<Vec<LinkView>> {
    judged(state, caller, game).await?;
    Ok(state
        .store
        .broadcasts_of(game)
        .await?
        .into_iter()
        .map(|l| LinkView {
            id: l.id,
            delay_seconds: l.delay_seconds,
            created_at: l.created_at,
            revoked_at: l.revoked_at,
        })
        .collect())
}

/// Revokes one of a game's links: from now on it reads as a missing page.
pub async fn revoke(state: &AppState, caller: &Caller, game: i64, link: i64) -> ApiResult<()> {
    judged(state, caller, game).await?;
    if !state
        .store
        .revoke_broadcast(game, link, crate::now())
        .await?
    {
        return Err(no_such_link(game, link));
    }
    Ok(())
}

/// What every key that opens nothing answers: the same for a malformed, an unknown and a
/// revoked key.
fn no_link() -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        "there is no such broadcast",
        i18n::id("refusal-broadcast-none"),
        [],
    )
}

/// The game and delay of a live link's key.
pub async fn open(state: &AppState, key: &str) -> ApiResult<(i64, i64)> {
    // A key is 64 hex digits: anything else (10 MB of text) is refused before it is hashed
    // or looked up.
    if key.len() != 64 || !key.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(no_link());
    }
    match state.store.broadcast_by_hash(&token_hash(key)).await? {
        Some(link) if link.revoked_at.is_none() => Ok((link.game_id, link.delay_seconds)),
        _ => Err(no_link()),
    }
}

/// The game as a broadcast link reads it at `now` (ms).
#[derive(Clone, Debug)]
pub struct Delayed {
    pub game: i64,
    pub delay_seconds: i64,
    /// How many of the game's events it shows (the stream sends a view when it moves).
    pub shown: i64,
    /// The judge's view of the game folded from those events; none while no event is as
    /// old as the delay.
    pub view: Option<Value>,
    /// When the first event held back becomes visible (ms); none: nothing is held back.
    pub next_due: Option<i64>,
    /// The moment it was drawn for (ms): the overlay counts the speech timer down from it.
    pub now: i64,
}

impl Delayed {
    /// The JSON the overlay reads.
    pub fn to_json(&self) -> Value {
        json!({
            "delay_seconds": self.delay_seconds,
            "shown": self.shown,
            "view": self.view,
            "now": self.now,
        })
    }
}

/// The events shown at `now` through a delay: the longest run from the first whose every
/// event was recorded at or before `now − delay`. A run, not a filter: an event whose clock
/// stamp is early (another instance's clock) never shows before the events recorded before
/// it, so nothing is shown out of order and nothing early.
pub fn shown_at(recorded: &[i64], delay_seconds: i64, now: i64) -> usize {
    let cutoff = now.saturating_sub(delay_seconds.saturating_mul(1000));
    recorded.iter().take_while(|at| **at <= cutoff).count()
}

/// The game as the judge read it `delay` before `now`: the one reading of a broadcast
/// link, and the one place its delay is enforced. The clock is the caller's (the server's
/// `now()`; a test's own).
pub async fn delayed(state: &AppState, key: &str, now: i64) -> ApiResult<Delayed> {
    let (game, delay_seconds) = open(state, key).await?;
    let events = state.store.events(game, 0).await?;
    // A link is made for a Pro table only, and a game's rule set never changes.
    let ruleset = "pro";
    let recorded: Vec<i64> = events.iter().map(|e| e.at).collect();
    let shown = shown_at(&recorded, delay_seconds, now);
    let next_due = recorded
        .get(shown)
        .map(|at| at.saturating_add(delay_seconds * 1000));
    let mut events = events;
    events.truncate(shown);
    let view = if events.is_empty() {
        None
    } else {
        let view = state
            .drawing
            .run(move || -> Result<Value, String> {
                let folded = Folded::load(ruleset, &events)?;
                let mut view = folded.game.view(Viewer::Host);
                view["version"] = json!(folded.version());
                view["id"] = json!(game);
                Ok(view)
            })
            .await?
            .map_err(|e| ApiError::internal(format!("game {game}: {e}")))?;
        Some(view)
    };
    Ok(Delayed {
        game,
        delay_seconds,
        shown: shown as i64,
        view,
        next_due,
        now,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_delay_is_whole_seconds_from_0_to_15_minutes() {
        assert_eq!(delay_of("0").ok(), Some(0));
        assert_eq!(delay_of(" 900 ").ok(), Some(900));
        for wrong in [
            "-1",
            "901",
            "1000000000000",
            "1.5",
            "",
            "ten",
            &"9".repeat(10_000),
        ] {
            let refusal = delay_of(wrong).unwrap_err();
            assert_eq!(refusal.code, "invalid_delay", "{wrong}");
            assert!(refusal.message.contains("0 to 900"), "{}", refusal.message);
        }
    }

    #[test]
    fn an_event_shows_once_its_delay_has_passed_and_never_before() {
        let recorded = [1_000, 5_000, 9_000];
        // Delay 60 s: the event of 5,000 shows at 65,000, not a millisecond before.
        assert_eq!(shown_at(&recorded, 60, 64_999), 1);
        assert_eq!(shown_at(&recorded, 60, 65_000), 2);
        assert_eq!(shown_at(&recorded, 60, 60_999), 0);
        assert_eq!(shown_at(&recorded, 0, 9_000), 3);
        // A stamp out of order waits for the ones before it.
        assert_eq!(shown_at(&[1_000, 9_000, 2_000], 0, 5_000), 1);
        // No overflow at the clock's ends.
        assert_eq!(shown_at(&recorded, MAX_DELAY_SECONDS, i64::MIN), 0);
        assert_eq!(shown_at(&recorded, MAX_DELAY_SECONDS, i64::MAX), 3);
    }
}
