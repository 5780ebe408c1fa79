//! What an operator watches: Prometheus metrics (`docs/server/metrics.md` names each one).
//!
//! Off unless the operator asks (`--metrics-addr`, `Config::metrics_addr`): then
//! `listen_metrics` (lib.rs) installs the process's recorder (the `metrics` crate's facade,
//! rendered by `metrics-exporter-prometheus`) and serves `GET /metrics` on that address
//! alone, never on the site's own address. Until then every recording here returns at
//! once: no label is built, nothing is kept.
//!
//! A leaf: the modules that count call it, and it knows none of them (nor any HTTP
//! framework: the requests are counted by the API's middleware, `track`).
//!
//! The recorder is global to the process and can be set only once, so [`install`] is
//! idempotent: the first call installs it, every later call (another server, another test
//! in the same process) gets the same handle. Gauges are moved up and down by guards
//! ([`OpenStream`], [`Queued`], [`Running`]) that remember whether they counted, so a
//! gauge never drifts, whatever the number of servers in the process or when the recorder
//! was installed.
//!
//! Labels are bounded: a route is the router's path template (`/api/games/{id}`), never
//! the path asked for, and a path no route matches is `unmatched`; methods outside the
//! usual few are `other`.

use ::metrics::{counter, gauge, histogram, SharedString};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::future::Future;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The recorder installed in this process, or why it could not be.
static RECORDER: OnceLock<Result<PrometheusHandle, String>> = OnceLock::new();

/// The buckets of every `_seconds` histogram: half a millisecond to half a minute.
const SECONDS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// How often the recorder's histograms are drained into their buckets.
const UPKEEP: Duration = Duration::from_secs(5);

/// The route label of a request no route matched.
pub const UNMATCHED: &str = "unmatched";

/// Installs the Prometheus recorder for the whole process, once: later calls return the
/// same handle (or the same refusal, when another recorder was there first).
pub fn install() -> Result<PrometheusHandle, String> {
    RECORDER
        .get_or_init(|| {
            let handle = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS)
                .and_then(PrometheusBuilder::install_recorder)
                .map_err(|e| format!("the metrics recorder could not be installed: {e}"))?;
            describe();
            gauge!("omerta_streams_open").increment(0.0);
            let upkeep = handle.clone();
            std::thread::Builder::new()
                .name("omerta-metrics".into())
                .spawn(move || loop {
                    std::thread::sleep(UPKEEP);
                    upkeep.run_upkeep();
                })
                .map_err(|e| format!("the metrics upkeep thread could not start: {e}"))?;
            Ok(handle)
        })
        .clone()
}

/// Whether metrics are being recorded (the recorder is installed).
pub fn enabled() -> bool {
    RECORDER.get().is_some_and(Result::is_ok)
}

/// Each metric's help text, as `/metrics` shows it.
fn describe() {
    use ::metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        "omerta_http_requests_total",
        "HTTP requests answered, by route template, method and status."
    );
    describe_histogram!(
        "omerta_http_request_duration_seconds",
        "Time from a request's arrival to its response's headers, by route template and method."
    );
    describe_counter!(
        "omerta_commands_total",
        "Game commands run, by rule set and outcome."
    );
    describe_histogram!(
        "omerta_command_duration_seconds",
        "Time to run a game command (check, write, publish), by rule set."
    );
    describe_gauge!("omerta_streams_open", "Live game streams (SSE) open now.");
    describe_gauge!(
        "omerta_pool_queued",
        "Jobs waiting in a thread pool's queue, by pool."
    );
    describe_gauge!(
        "omerta_pool_running",
        "Jobs running on a thread pool's threads, by pool."
    );
    describe_counter!(
        "omerta_pool_rejected_total",
        "Jobs refused because a pool's queue was full (answered 503 busy), by pool."
    );
    describe_histogram!(
        "omerta_store_write_duration_seconds",
        "Time of a write to the store, by operation."
    );
    describe_counter!(
        "omerta_webhook_deliveries_total",
        "Webhook attempts by receiver (game or follow) and outcome, and receivers parked."
    );
    describe_counter!(
        "omerta_mail_sent_total",
        "Notification mails handed to the SMTP server, or not, by outcome."
    );
    describe_counter!(
        "omerta_follow_fetches_total",
        "Fetches of followed forum threads, by outcome."
    );
    describe_counter!(
        "omerta_follow_fetched_bytes_total",
        "Bytes of followed threads' pages fetched."
    );
}

/// A method as a label: the usual ones by name, any other `other`.
pub fn method_label(method: &str) -> &'static str {
    match method {
        "GET" => "GET",
        "POST" => "POST",
        "PUT" => "PUT",
        "DELETE" => "DELETE",
        "PATCH" => "PATCH",
        "HEAD" => "HEAD",
        "OPTIONS" => "OPTIONS",
        _ => "other",
    }
}

/// Counts a request answered and times it: `route` is the matched route's template
/// (none: `unmatched`), `method` the request's.
pub fn request(route: Option<&str>, method: &str, status: u16, started: Instant) {
    if !enabled() {
        return;
    }
    let route: SharedString = match route {
        Some(route) => route.to_owned().into(),
        None => UNMATCHED.into(),
    };
    let method = method_label(method);
    counter!("omerta_http_requests_total", "route" => route.clone(), "method" => method, "status" => status.to_string())
        .increment(1);
    histogram!("omerta_http_request_duration_seconds", "route" => route, "method" => method)
        .record(started.elapsed().as_secs_f64());
}

/// A rule set's name as a label (`unknown` for a game that was not found).
fn ruleset_label(ruleset: Option<&str>) -> &'static str {
    match ruleset {
        Some("pro") => "pro",
        Some("forum") => "forum",
        Some("1923") => "1923",
        _ => "unknown",
    }
}

/// How a command ended, as `AppState::execute` tells it.
pub enum Ended<'a> {
    /// Answered without error: sent before under its id, or not; events written, or not.
    Answered { duplicate: bool, wrote: bool },
    /// Refused: the refusal's code, and whether it is the rule set's own.
    Refused { code: &'a str, the_games: bool },
}

/// What became of a command, as a label.
fn command_outcome(ended: &Ended) -> &'static str {
    match *ended {
        Ended::Answered {
            duplicate: true, ..
        } => "duplicate",
        Ended::Answered { wrote: false, .. } => "unchanged",
        Ended::Answered { .. } => "applied",
        Ended::Refused { code, the_games } => match code {
            "busy" => "busy",
            "too_slow" => "too_slow",
            "store_unavailable" => "unavailable",
            "internal" => "error",
            _ if the_games => "refused",
            _ => "rejected",
        },
    }
}

/// Counts and times a command run by `AppState::execute`.
pub fn command(ruleset: Option<&str>, ended: Ended, started: Instant) {
    if !enabled() {
        return;
    }
    let ruleset = ruleset_label(ruleset);
    counter!("omerta_commands_total", "ruleset" => ruleset, "outcome" => command_outcome(&ended))
        .increment(1);
    histogram!("omerta_command_duration_seconds", "ruleset" => ruleset)
        .record(started.elapsed().as_secs_f64());
}

/// Times a write to the store (`op`: `append`, `commit`).
pub async fn store_write<T>(op: &'static str, write: impl Future<Output = T>) -> T {
    if !enabled() {
        return write.await;
    }
    let started = Instant::now();
    let written = write.await;
    histogram!("omerta_store_write_duration_seconds", "op" => op)
        .record(started.elapsed().as_secs_f64());
    written
}

/// A live stream counted among the open ones while it lives.
pub struct OpenStream {
    counted: bool,
}

impl OpenStream {
    pub fn new() -> OpenStream {
        let counted = enabled();
        if counted {
            gauge!("omerta_streams_open").increment(1.0);
        }
        OpenStream { counted }
    }
}

impl Default for OpenStream {
    fn default() -> OpenStream {
        OpenStream::new()
    }
}

impl Drop for OpenStream {
    fn drop(&mut self) {
        if self.counted {
            gauge!("omerta_streams_open").decrement(1.0);
        }
    }
}

/// A job counted in its pool's queue until it starts ([`Queued::start`]) or is dropped
/// unstarted (the queue was full, or the pool is gone).
pub struct Queued {
    pool: &'static str,
    counted: bool,
}

impl Queued {
    pub fn new(pool: &'static str) -> Queued {
        let counted = enabled();
        if counted {
            gauge!("omerta_pool_queued", "pool" => pool).increment(1.0);
        }
        Queued { pool, counted }
    }

    /// The job leaves the queue for a thread: counted as running until the guard drops
    /// (at its end, or as a panic unwinds it).
    pub fn start(self) -> Running {
        let running = Running {
            pool: self.pool,
            counted: self.counted,
        };
        drop(self);
        if running.counted {
            gauge!("omerta_pool_running", "pool" => running.pool).increment(1.0);
        }
        running
    }
}

impl Drop for Queued {
    fn drop(&mut self) {
        if self.counted {
            gauge!("omerta_pool_queued", "pool" => self.pool).decrement(1.0);
        }
    }
}

/// A job counted as running on its pool.
pub struct Running {
    pool: &'static str,
    counted: bool,
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.counted {
            gauge!("omerta_pool_running", "pool" => self.pool).decrement(1.0);
        }
    }
}

/// A pool's series, at 0 from its start: a dashboard shows an idle pool, not none.
pub fn pool_started(pool: &'static str) {
    if enabled() {
        gauge!("omerta_pool_queued", "pool" => pool).increment(0.0);
        gauge!("omerta_pool_running", "pool" => pool).increment(0.0);
        counter!("omerta_pool_rejected_total", "pool" => pool).increment(0);
    }
}

/// A job refused because its pool's queue was full.
pub fn pool_rejected(pool: &'static str) {
    if enabled() {
        counter!("omerta_pool_rejected_total", "pool" => pool).increment(1);
    }
}

/// A webhook attempt's outcome (`delivered`, `skipped`, `failed`), or a receiver parked
/// (`parked`), for a game's or a follow's receiver.
pub fn webhook(receiver: &omerta_store::Receiver, outcome: &'static str) {
    if enabled() {
        let receiver = match receiver {
            omerta_store::Receiver::Game(_) => "game",
            omerta_store::Receiver::Follow(_) => "follow",
        };
        counter!("omerta_webhook_deliveries_total", "receiver" => receiver, "outcome" => outcome)
            .increment(1);
    }
}

/// A mail handed to the SMTP server (`sent`) or not (`failed`).
pub fn mail(sent: bool) {
    if enabled() {
        let outcome = if sent { "sent" } else { "failed" };
        counter!("omerta_mail_sent_total", "outcome" => outcome).increment(1);
    }
}

/// A followed thread's fetch: `ok`, `failed`, `cut_short` (a cap stopped it; it goes on
/// later) or `busy` (the server was reading too many threads).
pub fn follow_fetch(outcome: &'static str) {
    if enabled() {
        counter!("omerta_follow_fetches_total", "outcome" => outcome).increment(1);
    }
}

/// Bytes of a followed thread's page fetched.
pub fn follow_bytes(bytes: usize) {
    if enabled() && bytes > 0 {
        counter!("omerta_follow_fetched_bytes_total").increment(bytes as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_a_bounded_set() {
        assert_eq!(method_label("GET"), "GET");
        assert_eq!(method_label("BREW"), "other");
        assert_eq!(ruleset_label(Some("1923")), "1923");
        assert_eq!(ruleset_label(Some("chess")), "unknown");
        assert_eq!(ruleset_label(None), "unknown");
        let refused = |code, the_games| command_outcome(&Ended::Refused { code, the_games });
        assert_eq!(refused("invalid_command", true), "refused");
        assert_eq!(refused("too_slow", false), "too_slow");
        assert_eq!(refused("busy", false), "busy");
        assert_eq!(refused("bad_request", false), "rejected");
        assert_eq!(refused("internal", false), "error");
        let answered = |duplicate, wrote| command_outcome(&Ended::Answered { duplicate, wrote });
        assert_eq!(answered(true, false), "duplicate");
        assert_eq!(answered(false, false), "unchanged");
        assert_eq!(answered(false, true), "applied");
    }
}
