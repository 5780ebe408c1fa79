//! Refusals: what an operation answers when it does not go through. The domain says what
//! kind of refusal it is ([`Kind`]) with a code and a sentence, never an HTTP status; the
//! faces map each kind to a status in one place (`omerta-server`'s `error.rs`) and send
//! `{"error": {"code", "message"}}` or a page.

/// What kind of refusal: what went wrong, as the one who asked would put it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The request is malformed (not JSON, a missing field, an unknown one).
    BadRequest,
    /// Nobody is signed in.
    Unauthenticated,
    /// The one asking may not do this.
    Forbidden,
    /// What was asked for does not exist.
    NotFound,
    /// The state changed or already holds this (drawn already, a name taken).
    Conflict,
    /// Well formed, but refused by a rule (a game's, a name's, a range's).
    Unprocessable,
    /// Too often: try again later (`retry_after`).
    TooMany,
    /// Larger than the server takes.
    TooLarge,
    /// A body in a media type the server does not read.
    UnsupportedMedia,
    /// The request took too long to arrive.
    Timeout,
    /// Another server (a forum, a receiver) did not answer as it should.
    BadGateway,
    /// The path does not take this method.
    MethodNotAllowed,
    /// The server cannot now (busy, its database down): try again later.
    Unavailable,
    /// Something went wrong on the server.
    Internal,
}

#[derive(Debug)]
pub struct ApiError {
    pub kind: Kind,
    pub code: &'static str,
    pub message: String,
    /// Seconds until a retry may succeed (a `Retry-After` header), for rate limits.
    pub retry_after: Option<u64>,
    /// The game a refused upload was uploaded as before (`duplicate_game`), for the page's
    /// link to it.
    pub duplicate_of: Option<i64>,
    /// Every problem of a refused setup, each at its place (D25); empty for other refusals.
    pub problems: Vec<omerta_live::forum::Problem>,
}

impl ApiError {
    pub fn new(kind: Kind, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            code,
            message: message.into(),
            retry_after: None,
            duplicate_of: None,
            problems: Vec::new(),
        }
    }

    /// Whether this is a rule set's own refusal of a command (what the game's state
    /// forbids), not the server's (busy, too slow, rate limits, a bad request).
    pub fn is_the_games(&self) -> bool {
        match self.kind {
            Kind::Forbidden | Kind::Conflict => true,
            Kind::Unprocessable => self.code != "too_slow",
            _ => false,
        }
    }

    /// The refusal with the problems it lists.
    pub fn with_problems(mut self, problems: Vec<omerta_live::forum::Problem>) -> ApiError {
        self.problems = problems;
        self
    }

    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::BadRequest, "bad_request", message)
    }

    pub fn unauthenticated() -> ApiError {
        ApiError::new(Kind::Unauthenticated, "unauthenticated", "sign in first")
    }

    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::Forbidden, "forbidden", message)
    }

    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::NotFound, "not_found", message)
    }

    /// The database does not answer: nothing was changed, and a retry in a few seconds may
    /// go through.
    pub fn store_unavailable() -> ApiError {
        ApiError::new(
            Kind::Unavailable,
            "store_unavailable",
            "the server's database is not answering; nothing was changed, try again in a few seconds",
        )
        .retry_after(5)
    }

    pub fn internal(message: impl std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {message}");
        ApiError::new(
            Kind::Internal,
            "internal",
            "something went wrong on the server; the request was not applied",
        )
    }
}

impl From<omerta_store::Error> for ApiError {
    fn from(error: omerta_store::Error) -> ApiError {
        if error.is_unavailable() {
            tracing::warn!("the store is unavailable: {error}");
            return ApiError::store_unavailable();
        }
        ApiError::internal(error)
    }
}

impl From<omerta_live::Refusal> for ApiError {
    fn from(refusal: omerta_live::Refusal) -> ApiError {
        let kind = match refusal.code {
            "forbidden" => Kind::Forbidden,
            "rate_limited" => Kind::TooMany,
            _ => Kind::Unprocessable,
        };
        ApiError {
            kind,
            code: refusal.code,
            message: refusal.message,
            retry_after: refusal.retry_after,
            duplicate_of: None,
            problems: Vec::new(),
        }
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
