//! Games made whole in memory before they are written: a tournament round's tables and an
//! uploaded record. The creation and every command after it are checked and folded here, as
//! [`crate::AppState::execute`] checks and folds them, and the store then writes the game
//! with all of its events in one transaction ([`omerta_store::WholeGame`]). A refusal at
//! any step leaves nothing behind, and two tries at once cannot both write.

use crate::error::{ApiError, ApiResult};
use crate::games::{self, AnyGame, CommandBody};
use omerta_live::{Actor, Limits};
use omerta_store::{GameUpdate, NewEvent, WholeGame};
use serde_json::Value;

/// A game being made, not yet written.
pub struct Planned {
    host: Actor,
    game: Box<dyn AnyGame>,
    events: Vec<NewEvent>,
    limits: Limits,
    /// The seed every command is handed, when fixed (an example replayed as recorded);
    /// otherwise a fresh one each.
    seed: Option<u64>,
}

impl Planned {
    /// A new game of `ruleset` hosted by `host`, under the operator's `limits`.
    pub fn new(
        ruleset: &str,
        title: &str,
        host: Actor,
        limits: Limits,
        now: i64,
    ) -> ApiResult<Planned> {
        let account = host
            .account
            .ok_or_else(|| ApiError::internal("a planned game has a host"))?;
        let (game, first) = games::create(ruleset, title, account, now)?;
        Ok(Planned {
            host,
            game,
            events: vec![first],
            limits,
            seed: None,
        })
    }

    /// Hands every command from now on this seed: a recorded game (its script's seed)
    /// plays again as it was recorded.
    pub fn seeded(&mut self, seed: u64) {
        self.seed = Some(seed);
    }

    /// One of the host's lobby commands, checked against the game so far and folded.
    pub fn lobby(&mut self, command: Value, now: i64) -> ApiResult<()> {
        self.run(Some(command), None, now)
    }

    /// One of the host's game commands, checked against the game so far and folded.
    pub fn game(&mut self, command: Value, now: i64) -> ApiResult<()> {
        self.run(None, Some(command), now)
    }

    /// A game command of another account at the table (a player's post, in an example
    /// game played through), checked and folded as the host's are.
    pub fn game_as(&mut self, actor: Actor, command: Value, now: i64) -> ApiResult<()> {
        self.run_as(actor, None, Some(command), now)
    }

    fn run(&mut self, lobby: Option<Value>, game: Option<Value>, now: i64) -> ApiResult<()> {
        self.run_as(self.host, lobby, game, now)
    }

    fn run_as(
        &mut self,
        actor: Actor,
        lobby: Option<Value>,
        game: Option<Value>,
        now: i64,
    ) -> ApiResult<()> {
        let command = CommandBody {
            id: None,
            lobby,
            game,
        };
        let events = self.game.handle(
            actor,
            &command,
            self.seed.unwrap_or_else(rand::random),
            now,
            &self.limits,
        )?;
        for event in &events {
            self.game
                .apply_body(&event.body)
                .map_err(ApiError::internal)?;
        }
        self.events.extend(events);
        Ok(())
    }

    /// The game to write: its row, where its events lead, and the events.
    pub fn whole(self) -> WholeGame {
        WholeGame {
            ruleset: self.game.ruleset().to_string(),
            title: self.game.title().to_string(),
            host: self.host.account.unwrap_or_default(),
            update: GameUpdate {
                status: self.game.status().to_string(),
                deadline_at: self.game.deadline(),
                members: self.game.accounts(),
            },
            events: self.events,
        }
    }
}
