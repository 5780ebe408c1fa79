//! Rate limits: how often one key (an address, an account, a player in a game) may do a
//! thing in a sliding window of time. In memory, per server instance: a limit is a brake
//! on one process's work, not a count shared by a cluster.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// At most `limit` hits per key in any `window`.
pub struct RateLimit {
    limit: usize,
    window: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// Keys kept before the stale ones are forgotten (memory stays bounded under a flood of
/// new keys: each key holds at most `limit` instants).
const PRUNE_AT: usize = 100_000;

impl RateLimit {
    pub fn new(limit: usize, window: Duration) -> RateLimit {
        RateLimit {
            limit,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// How long until `key` may act again, if it may not now.
    pub fn wait(&self, key: &str) -> Option<Duration> {
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("rate limit lock");
        let times = hits.get_mut(key)?;
        self.forget_old(times, now);
        (times.len() >= self.limit).then(|| self.until_free(times, now))
    }

    /// Counts a hit for `key`.
    pub fn hit(&self, key: &str) {
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("rate limit lock");
        if hits.len() >= PRUNE_AT {
            let window = self.window;
            hits.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < window)
            });
        }
        let times = hits.entry(key.to_string()).or_default();
        self.forget_old(times, now);
        times.push_back(now);
        // A key never needs more than `limit` instants to answer `wait`.
        while times.len() > self.limit.max(1) {
            times.pop_front();
        }
    }

    /// Counts a hit for `key` if it may act now; otherwise how long until it may.
    pub fn try_hit(&self, key: &str) -> Result<(), Duration> {
        let now = Instant::now();
        let mut hits = self.hits.lock().expect("rate limit lock");
        if let Some(times) = hits.get_mut(key) {
            self.forget_old(times, now);
            if times.len() >= self.limit {
                return Err(self.until_free(times, now));
            }
        }
        drop(hits);
        self.hit(key);
        Ok(())
    }

    /// Forgets `key`'s hits (a successful sign-in clears its failures).
    pub fn clear(&self, key: &str) {
        self.hits.lock().expect("rate limit lock").remove(key);
    }

    fn forget_old(&self, times: &mut VecDeque<Instant>, now: Instant) {
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            times.pop_front();
        }
    }

    fn until_free(&self, times: &VecDeque<Instant>, now: Instant) -> Duration {
        // The oldest hit that still counts leaves the window first.
        let index = times.len() - self.limit.max(1);
        times.get(index).map_or(self.window, |t| {
            self.window.saturating_sub(now.duration_since(*t))
        })
    }
}

/// The key of a client address: an IPv6 client is its /64 (one household or one server
/// holds a whole /64, and would otherwise have 2^64 addresses to rotate through).
pub fn address_key(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// Seconds for a `Retry-After` header: a wait rounded up, at least one.
pub fn retry_seconds(wait: Duration) -> u64 {
    wait.as_secs() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_may_hit_limit_times_per_window() {
        let limit = RateLimit::new(3, Duration::from_secs(60));
        for _ in 0..3 {
            assert!(limit.try_hit("a").is_ok());
        }
        let wait = limit.try_hit("a").unwrap_err();
        assert!(wait <= Duration::from_secs(60) && wait > Duration::from_secs(58));
        // Another key is not held back.
        assert!(limit.try_hit("b").is_ok());
        limit.clear("a");
        assert!(limit.try_hit("a").is_ok());
    }

    #[test]
    fn hits_leave_the_window() {
        let limit = RateLimit::new(2, Duration::from_millis(30));
        limit.hit("a");
        limit.hit("a");
        assert!(limit.wait("a").is_some());
        std::thread::sleep(Duration::from_millis(40));
        assert!(limit.wait("a").is_none());
    }

    #[test]
    fn an_ipv6_client_is_its_slash_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7");
    }
}
