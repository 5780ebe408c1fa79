//! Where the server may send requests of its own (webhooks, followed forum threads):
//! public internet addresses only, unless the operator allows private ones.
//!
//! A webhook URL is checked when it is set ([`check_url`]: scheme, no credentials, no
//! IP literal in a forbidden range, no `localhost` name) and again when delivering: the
//! HTTP client resolves names with [`Resolver`], which drops every forbidden address, so a
//! name that resolves (or is rebound) to a private address is never connected to; IP
//! literals never reach a resolver, so [`check_url`] runs before each batch of deliveries.

use crate::error::{Arg, Words};
use omerta_i18n as i18n;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::Url;
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// What the server calls an address for: the words of its sentences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Purpose {
    #[default]
    Webhook,
    /// A followed forum thread's pages (`follows.rs`).
    Thread,
}

impl Purpose {
    /// "webhook URL", "thread address".
    fn noun(self) -> &'static str {
        match self {
            Purpose::Webhook => "webhook URL",
            Purpose::Thread => "thread address",
        }
    }

    /// The rule, to end a refusal with.
    fn rule(self) -> &'static str {
        match self {
            Purpose::Webhook => "webhooks go to public internet addresses only",
            Purpose::Thread => "omerta follows threads on public internet addresses only",
        }
    }

    /// The noun's message, for a refusal's words.
    fn noun_id(self) -> &'static str {
        match self {
            Purpose::Webhook => i18n::id("refusal-url-noun-webhook"),
            Purpose::Thread => i18n::id("refusal-url-noun-thread"),
        }
    }

    /// The rule's message.
    fn rule_id(self) -> &'static str {
        match self {
            Purpose::Webhook => i18n::id("refusal-url-rule-webhook"),
            Purpose::Thread => i18n::id("refusal-url-rule-thread"),
        }
    }
}

/// Why an address may not be called, as data (issue 30): its sentence in English is
/// [`Refused`]'s `Display`, and [`UrlRefused::words`] the same for every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Spaces or control characters.
    Spaces,
    /// Not a URL: the `url` crate's reason (its English, a technical detail).
    NotUrl {
        detail: String,
    },
    /// Another scheme than http or https.
    Scheme {
        scheme: String,
    },
    /// A user name or password in the URL.
    Credentials,
    NoHost,
    /// `localhost` or a name of it.
    Localhost {
        host: String,
    },
    /// An IP address in a range that may not be called ([`forbidden`]'s words).
    Forbidden {
        ip: IpAddr,
        why: &'static str,
    },
}

/// An address refused for a purpose: why, in its purpose's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UrlRefused {
    pub purpose: Purpose,
    pub unfit: Unfit,
}

impl fmt::Display for UrlRefused {
    /// The sentence in English, as the checks have always said it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (noun, purpose) = (self.purpose.noun(), self.purpose);
        match &self.unfit {
            Unfit::Spaces => write!(f, "a {noun} has no spaces or control characters"),
            Unfit::NotUrl { detail } => write!(
                f,
                "the {noun} is not a valid http:// or https:// address ({detail})"
            ),
            Unfit::Scheme { scheme } => {
                write!(
                    f,
                    "a {noun} is an http:// or https:// address, not {scheme}:"
                )
            }
            Unfit::Credentials => write!(
                f,
                "a {noun} may not carry a user name or password (user:pass@){}",
                match purpose {
                    Purpose::Webhook => "; put a token in the path or use the secret",
                    Purpose::Thread => "",
                }
            ),
            Unfit::NoHost => write!(f, "a {noun} is an http:// or https:// address with a host"),
            Unfit::Localhost { host } => write!(
                f,
                "the host {host} of the {noun} is localhost, this server itself; {}",
                purpose.rule()
            ),
            Unfit::Forbidden { ip, why } => write!(
                f,
                "the address {ip} of the {noun} is {why}; {}",
                purpose.rule()
            ),
        }
    }
}

impl UrlRefused {
    /// The sentence as data: a message of the `refusals` area and its arguments.
    pub fn words(&self) -> Words {
        let noun = ("noun", Arg::Message(self.purpose.noun_id()));
        let rule = ("rule", Arg::Message(self.purpose.rule_id()));
        match &self.unfit {
            Unfit::Spaces => Words::new(i18n::id("refusal-url-spaces"), [noun]),
            Unfit::NotUrl { detail } => Words::new(
                i18n::id("refusal-url-not-a-url"),
                [noun, ("detail", Arg::Text(detail.clone()))],
            ),
            Unfit::Scheme { scheme } => Words::new(
                i18n::id("refusal-url-scheme"),
                [noun, ("scheme", Arg::Text(scheme.clone()))],
            ),
            Unfit::Credentials => match self.purpose {
                Purpose::Webhook => Words::new(i18n::id("refusal-url-credentials-webhook"), []),
                Purpose::Thread => Words::new(i18n::id("refusal-url-credentials-thread"), []),
            },
            Unfit::NoHost => Words::new(i18n::id("refusal-url-no-host"), [noun]),
            Unfit::Localhost { host } => Words::new(
                i18n::id("refusal-url-localhost"),
                [noun, rule, ("host", Arg::Text(host.clone()))],
            ),
            Unfit::Forbidden { ip, why } => Words::new(
                i18n::id("refusal-url-forbidden"),
                [
                    noun,
                    rule,
                    ("ip", Arg::Text(ip.to_string())),
                    (
                        "why",
                        range_id(why).map_or_else(|| Arg::Text(why.to_string()), Arg::Message),
                    ),
                ],
            ),
        }
    }

    /// The refusal of a setting (`code`: `invalid_follow`, `invalid_webhook`), worded.
    pub fn refusal(&self, code: &'static str) -> crate::error::ApiError {
        let words = self.words();
        crate::error::ApiError::worded(
            crate::error::Kind::Unprocessable,
            code,
            self.to_string(),
            words.id,
            words.args,
        )
    }
}

/// The message of a range's words ([`forbidden`]).
fn range_id(why: &str) -> Option<&'static str> {
    Some(match why {
        "an unspecified (\"this network\") address" => i18n::id("refusal-url-range-this-network"),
        "an unspecified address" => i18n::id("refusal-url-range-unspecified"),
        "a private address" => i18n::id("refusal-url-range-private"),
        "a shared (carrier-grade NAT) address" => i18n::id("refusal-url-range-shared"),
        "a loopback address" => i18n::id("refusal-url-range-loopback"),
        "a link-local address" => i18n::id("refusal-url-range-link-local"),
        "a site-local address" => i18n::id("refusal-url-range-site-local"),
        "a unique local address" => i18n::id("refusal-url-range-unique-local"),
        "a reserved (IETF protocol) address" => i18n::id("refusal-url-range-ietf"),
        "a documentation address" => i18n::id("refusal-url-range-documentation"),
        "a reserved (6to4 relay) address" => i18n::id("refusal-url-range-6to4-relay"),
        "a benchmarking address" => i18n::id("refusal-url-range-benchmarking"),
        "a multicast address" => i18n::id("refusal-url-range-multicast"),
        "the broadcast address" => i18n::id("refusal-url-range-broadcast"),
        "a reserved address" => i18n::id("refusal-url-range-reserved"),
        "a local NAT64 address" => i18n::id("refusal-url-range-nat64"),
        "a discard-only address" => i18n::id("refusal-url-range-discard"),
        _ => return None,
    })
}

/// Every worded refusal of an address: each kind for both purposes, and an address of
/// every forbidden range (each range's first address).
pub fn refusal_samples() -> Vec<crate::error::ApiError> {
    let mut all = Vec::new();
    for purpose in [Purpose::Webhook, Purpose::Thread] {
        for unfit in [
            Unfit::Spaces,
            Unfit::NotUrl {
                detail: "relative URL without a base".into(),
            },
            Unfit::Scheme {
                scheme: "ftp".into(),
            },
            Unfit::Credentials,
            Unfit::NoHost,
            Unfit::Localhost {
                host: "localhost".into(),
            },
        ] {
            all.push(UrlRefused { purpose, unfit }.refusal("invalid_follow"));
        }
    }
    let v4 = RANGES_V4
        .iter()
        .map(|(net, _, why)| (IpAddr::V4(Ipv4Addr::from(*net)), *why));
    let v6 = RANGES_V6
        .iter()
        .map(|(net, _, why)| (IpAddr::V6(Ipv6Addr::from(*net)), *why));
    let special = [
        (IpAddr::V6(Ipv6Addr::UNSPECIFIED), "an unspecified address"),
        (IpAddr::V6(Ipv6Addr::LOCALHOST), "a loopback address"),
        (
            IpAddr::V6(Ipv6Addr::new(0x4000, 0, 0, 0, 0, 0, 0, 1)),
            "a reserved address",
        ),
    ];
    for (ip, why) in v4.chain(v6).chain(special) {
        let unfit = Unfit::Forbidden { ip, why };
        all.push(
            UrlRefused {
                purpose: Purpose::Thread,
                unfit,
            }
            .refusal("invalid_follow"),
        );
    }
    all
}

/// Why an address may not be called, as words for a sentence ("a loopback address"), or
/// `None` for a public address.
pub fn forbidden(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => forbidden_v4(v4),
        IpAddr::V6(v6) => forbidden_v6(v6),
    }
}

fn in_v4(ip: Ipv4Addr, net: [u8; 4], bits: u32) -> bool {
    let mask = u32::MAX.checked_shl(32 - bits).unwrap_or(0);
    u32::from(ip) & mask == u32::from(Ipv4Addr::from(net)) & mask
}

/// The IPv4 ranges that may not be called, with their words.
const RANGES_V4: &[([u8; 4], u32, &str)] = &[
    ([0, 0, 0, 0], 8, "an unspecified (\"this network\") address"),
    ([10, 0, 0, 0], 8, "a private address"),
    ([100, 64, 0, 0], 10, "a shared (carrier-grade NAT) address"),
    ([127, 0, 0, 0], 8, "a loopback address"),
    ([169, 254, 0, 0], 16, "a link-local address"),
    ([172, 16, 0, 0], 12, "a private address"),
    ([192, 0, 0, 0], 24, "a reserved (IETF protocol) address"),
    ([192, 0, 2, 0], 24, "a documentation address"),
    ([192, 88, 99, 0], 24, "a reserved (6to4 relay) address"),
    ([192, 168, 0, 0], 16, "a private address"),
    ([198, 18, 0, 0], 15, "a benchmarking address"),
    ([198, 51, 100, 0], 24, "a documentation address"),
    ([203, 0, 113, 0], 24, "a documentation address"),
    ([224, 0, 0, 0], 4, "a multicast address"),
    ([255, 255, 255, 255], 32, "the broadcast address"),
    ([240, 0, 0, 0], 4, "a reserved address"),
];

fn forbidden_v4(ip: Ipv4Addr) -> Option<&'static str> {
    RANGES_V4
        .iter()
        .find(|(net, bits, _)| in_v4(ip, *net, *bits))
        .map(|(_, _, why)| *why)
}

fn in_v6(ip: Ipv6Addr, net: [u16; 8], bits: u32) -> bool {
    let mask = u128::MAX.checked_shl(128 - bits).unwrap_or(0);
    u128::from(ip) & mask == u128::from(Ipv6Addr::from(net)) & mask
}

/// The IPv4 address inside an IPv6 form that carries one: mapped `::ffff:a.b.c.d`,
/// translated `::ffff:0:a.b.c.d`, compatible `::a.b.c.d` (including `::` and `::1`),
/// NAT64 `64:ff9b::a.b.c.d` and 6to4 `2002:aabb:ccdd::`.
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let bits = u128::from(ip);
    let low = Ipv4Addr::from(bits as u32);
    if in_v6(ip, [0, 0, 0, 0, 0, 0xffff, 0, 0], 96)
        || in_v6(ip, [0, 0, 0, 0, 0xffff, 0, 0, 0], 96)
        || in_v6(ip, [0; 8], 96)
        || in_v6(ip, [0x64, 0xff9b, 0, 0, 0, 0, 0, 0], 96)
    {
        return Some(low);
    }
    if in_v6(ip, [0x2002, 0, 0, 0, 0, 0, 0, 0], 16) {
        return Some(Ipv4Addr::from((bits >> 80) as u32));
    }
    None
}

fn forbidden_v6(ip: Ipv6Addr) -> Option<&'static str> {
    if ip.is_unspecified() {
        return Some("an unspecified address");
    }
    if ip.is_loopback() {
        return Some("a loopback address");
    }
    if let Some(v4) = embedded_v4(ip) {
        return forbidden_v4(v4);
    }
    if let Some((_, _, why)) = RANGES_V6
        .iter()
        .find(|(net, bits, _)| in_v6(ip, *net, *bits))
    {
        return Some(why);
    }
    // Only global unicast (2000::/3) is left as public.
    if !in_v6(ip, [0x2000, 0, 0, 0, 0, 0, 0, 0], 3) {
        return Some("a reserved address");
    }
    None
}

/// The IPv6 ranges that may not be called (beyond the unspecified and loopback addresses
/// and those carrying an IPv4 address), with their words.
const RANGES_V6: &[([u16; 8], u32, &str)] = &[
    ([0xfe80, 0, 0, 0, 0, 0, 0, 0], 10, "a link-local address"),
    ([0xfec0, 0, 0, 0, 0, 0, 0, 0], 10, "a site-local address"),
    ([0xfc00, 0, 0, 0, 0, 0, 0, 0], 7, "a unique local address"),
    ([0xff00, 0, 0, 0, 0, 0, 0, 0], 8, "a multicast address"),
    (
        [0x64, 0xff9b, 1, 0, 0, 0, 0, 0],
        48,
        "a local NAT64 address",
    ),
    ([0x100, 0, 0, 0, 0, 0, 0, 0], 64, "a discard-only address"),
    (
        [0x2001, 0xdb8, 0, 0, 0, 0, 0, 0],
        32,
        "a documentation address",
    ),
    ([0x3fff, 0, 0, 0, 0, 0, 0, 0], 20, "a documentation address"),
    // IETF protocol assignments: Teredo (which hides an IPv4 address), benchmarking,
    // ORCHID and the like.
    (
        [0x2001, 0, 0, 0, 0, 0, 0, 0],
        23,
        "a reserved (IETF protocol) address",
    ),
];

/// Whether a host name means this machine whatever DNS says (`localhost`, `*.localhost`).
fn local_name(host: &str) -> bool {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "localhost"
        || host.ends_with(".localhost")
        || host == "localhost.localdomain"
        || host == "ip6-localhost"
        || host == "ip6-loopback"
}

/// Checks a webhook URL: an `http://` or `https://` address with a host and no user name
/// or password; unless `allow_private`, its host is not `localhost` and not an IP address
/// in a forbidden range. The error is a sentence for the person who gave the URL.
pub fn check_url(raw: &str, allow_private: bool) -> Result<Url, String> {
    check_url_for(raw, allow_private, Purpose::Webhook)
}

/// [`check_url`] for an address called for `purpose`, its sentences in its words.
pub fn check_url_for(raw: &str, allow_private: bool, purpose: Purpose) -> Result<Url, String> {
    check(raw, allow_private, purpose).map_err(|refused| refused.to_string())
}

/// [`check_url_for`] with why not as data, for a refusal worded in the reader's language.
pub fn check(raw: &str, allow_private: bool, purpose: Purpose) -> Result<Url, UrlRefused> {
    let refused = |unfit: Unfit| UrlRefused { purpose, unfit };
    if raw.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(refused(Unfit::Spaces));
    }
    let url = Url::parse(raw).map_err(|error| {
        refused(Unfit::NotUrl {
            detail: error.to_string(),
        })
    })?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(refused(Unfit::Scheme {
            scheme: url.scheme().to_owned(),
        }));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(refused(Unfit::Credentials));
    }
    let Some(host) = url.host() else {
        return Err(refused(Unfit::NoHost));
    };
    if allow_private {
        return Ok(url);
    }
    let ip = match host {
        url::Host::Domain(name) => {
            if local_name(name) {
                return Err(refused(Unfit::Localhost {
                    host: name.to_owned(),
                }));
            }
            return Ok(url);
        }
        url::Host::Ipv4(v4) => IpAddr::V4(v4),
        url::Host::Ipv6(v6) => IpAddr::V6(v6),
    };
    match forbidden(ip) {
        Some(why) => Err(refused(Unfit::Forbidden { ip, why })),
        None => Ok(url),
    }
}

/// The host of a URL for logs (never the whole URL: its path or query may carry a token).
pub fn host_of(raw: &str) -> String {
    match Url::parse(raw) {
        Ok(url) => url.host_str().unwrap_or("(no host)").to_string(),
        Err(_) => "(not a URL)".to_string(),
    }
}

/// A name that resolved to forbidden addresses only: the delivery is refused, not retried.
#[derive(Debug)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// Whether an error (or one of its causes) is a [`Refused`] resolution.
pub fn is_refused(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut next = Some(error);
    while let Some(error) = next {
        if error.is::<Refused>() {
            return true;
        }
        next = error.source();
    }
    false
}

/// An error of a name resolution.
pub type ResolveError = Box<dyn std::error::Error + Send + Sync>;

/// Resolves `host` and keeps only the addresses that may be called (all of them with
/// `allow_private`). A name with addresses, none of them allowed, is [`Refused`] with a
/// sentence that tells none of them; a failed lookup is an ordinary error (worth
/// retrying).
pub async fn resolve(
    host: &str,
    allow_private: bool,
    purpose: Purpose,
) -> Result<Vec<SocketAddr>, ResolveError> {
    let found: Vec<SocketAddr> = tokio::net::lookup_host((host, 0)).await?.collect();
    if allow_private {
        return Ok(found);
    }
    let mut why = None;
    let allowed: Vec<SocketAddr> = found
        .into_iter()
        .filter(|address| match forbidden(address.ip()) {
            Some(reason) => {
                why.get_or_insert((address.ip(), reason));
                false
            }
            None => true,
        })
        .collect();
    match (allowed.is_empty(), why) {
        (false, _) => Ok(allowed),
        (true, Some((ip, reason))) => {
            // The answer is the operator's to read, not the host's: a host who names an
            // internal name learns nothing of the network from the refusal (issue 25).
            tracing::info!("{host} resolves to {ip}, {reason}: not called");
            Err(Box::new(Refused(format!(
                "the address of {host} is not a public internet address; {}",
                purpose.rule()
            ))))
        }
        (true, None) => Err(format!("{host} resolves to no address").into()),
    }
}

/// The webhook client's DNS resolver: [`resolve`] behind reqwest's [`Resolve`], so the
/// client connects only to addresses that passed the check (no DNS rebinding between a
/// check and the connection).
#[derive(Clone, Copy, Debug)]
pub struct Resolver {
    pub allow_private: bool,
    pub purpose: Purpose,
}

impl Resolve for Resolver {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_string();
        let (allow_private, purpose) = (self.allow_private, self.purpose);
        Box::pin(async move {
            let addresses = resolve(&host, allow_private, purpose).await?;
            let addresses: Addrs = Box::new(addresses.into_iter());
            Ok(addresses)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(ip: &str) -> Option<&'static str> {
        forbidden(ip.parse().expect("an IP address in the test"))
    }

    #[test]
    fn every_forbidden_ipv4_range_is_refused_at_both_ends() {
        let cases = [
            ("0.0.0.0", "0.255.255.255", "unspecified"),
            ("10.0.0.0", "10.255.255.255", "private"),
            ("100.64.0.0", "100.127.255.255", "shared"),
            ("127.0.0.0", "127.255.255.255", "loopback"),
            ("169.254.0.0", "169.254.255.255", "link-local"),
            ("172.16.0.0", "172.31.255.255", "private"),
            ("192.0.0.0", "192.0.0.255", "reserved"),
            ("192.0.2.0", "192.0.2.255", "documentation"),
            ("192.88.99.0", "192.88.99.255", "reserved"),
            ("192.168.0.0", "192.168.255.255", "private"),
            ("198.18.0.0", "198.19.255.255", "benchmarking"),
            ("198.51.100.0", "198.51.100.255", "documentation"),
            ("203.0.113.0", "203.0.113.255", "documentation"),
            ("224.0.0.0", "239.255.255.255", "multicast"),
            ("240.0.0.0", "255.255.255.254", "reserved"),
            ("255.255.255.255", "255.255.255.255", "broadcast"),
        ];
        for (first, last, word) in cases {
            for ip in [first, last] {
                let reason = why(ip).unwrap_or_else(|| panic!("{ip} is allowed"));
                assert!(reason.contains(word), "{ip}: {reason}");
            }
        }
        assert!(why("169.254.169.254").unwrap().contains("link-local"));
    }

    #[test]
    fn public_ipv4_addresses_next_to_the_ranges_are_allowed() {
        for ip in [
            "1.1.1.1",
            "8.8.8.8",
            "9.255.255.255",
            "11.0.0.0",
            "100.63.255.255",
            "100.128.0.0",
            "126.255.255.255",
            "128.0.0.0",
            "169.253.255.255",
            "169.255.0.0",
            "172.15.255.255",
            "172.32.0.0",
            "192.0.1.0",
            "192.0.3.0",
            "192.167.255.255",
            "192.169.0.0",
            "198.17.255.255",
            "198.20.0.0",
            "198.51.99.255",
            "203.0.112.255",
            "223.255.255.255",
        ] {
            assert_eq!(why(ip), None, "{ip}");
        }
    }

    #[test]
    fn forbidden_ipv6_ranges_are_refused() {
        let cases = [
            ("::", "unspecified"),
            ("::1", "loopback"),
            ("fe80::1", "link-local"),
            ("febf:ffff::1", "link-local"),
            ("fec0::1", "site-local"),
            ("fc00::1", "unique local"),
            ("fdff:ffff::1", "unique local"),
            ("ff02::1", "multicast"),
            ("ff0e::1", "multicast"),
            ("64:ff9b:1::1", "NAT64"),
            ("100::1", "discard"),
            ("2001:db8::1", "documentation"),
            ("3fff::1", "documentation"),
            ("2001::1", "reserved"),
            ("2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"),
            ("2001:2::1", "reserved"),
            ("2001:1ff::1", "reserved"),
            ("4000::1", "reserved"),
            ("8000::1", "reserved"),
            ("1::1", "reserved"),
        ];
        for (ip, word) in cases {
            let reason = why(ip).unwrap_or_else(|| panic!("{ip} is allowed"));
            assert!(reason.contains(word), "{ip}: {reason}");
        }
        for ip in [
            "2606:4700:4700::1111",
            "2a00:1450:4001:81d::200e",
            "2001:200::1",
            "2001:db9::1",
        ] {
            assert_eq!(why(ip), None, "{ip}");
        }
    }

    #[test]
    fn ipv6_forms_of_ipv4_addresses_are_judged_by_their_ipv4_address() {
        let forms: [fn(&str) -> String; 5] = [
            |v4| format!("::ffff:{v4}"),
            |v4| format!("::ffff:0:{v4}"),
            |v4| format!("::{v4}"),
            |v4| format!("64:ff9b::{v4}"),
            |v4| {
                let ip: Ipv4Addr = v4.parse().expect("IPv4");
                let [a, b, c, d] = ip.octets();
                format!("2002:{:02x}{:02x}:{:02x}{:02x}::1", a, b, c, d)
            },
        ];
        let cases = [
            ("127.0.0.1", "loopback"),
            ("10.1.2.3", "private"),
            ("172.16.0.1", "private"),
            ("192.168.0.1", "private"),
            ("100.64.0.1", "shared"),
            ("169.254.169.254", "link-local"),
            ("0.0.0.0", "unspecified"),
            ("224.0.0.1", "multicast"),
            ("255.255.255.255", "broadcast"),
            ("192.0.2.1", "documentation"),
            ("198.18.0.1", "benchmarking"),
            ("240.0.0.1", "reserved"),
        ];
        for form in forms {
            for (v4, word) in cases {
                let v6 = form(v4);
                let reason = why(&v6).unwrap_or_else(|| panic!("{v6} is allowed"));
                assert!(reason.contains(word), "{v6}: {reason}");
            }
            // The same forms of a public address are public.
            let v6 = form("8.8.8.8");
            assert_eq!(why(&v6), None, "{v6}");
        }
    }

    #[test]
    fn urls_are_checked_for_scheme_credentials_and_host() {
        let refused = [
            ("http://127.0.0.1/x", "loopback"),
            ("http://2130706433/x", "loopback"),
            ("http://0x7f.1/x", "loopback"),
            ("http://127.0.0.1./x", "loopback"),
            ("http://[::ffff:7f00:1]/x", "loopback"),
            ("http://localhost/x", "localhost"),
            ("http://LOCALHOST./x", "localhost"),
            ("http://a.b.localhost/x", "localhost"),
            ("http://169.254.169.254/x", "link-local"),
            ("https://u:p@example.com/x", "user name or password"),
            ("https://u@example.com/x", "user name or password"),
            ("https://:p@example.com/x", "user name or password"),
            ("gopher://example.com/x", "http:// or https://"),
            ("data:text/plain,hi", "http:// or https://"),
            ("https://exa mple.com/x", "spaces"),
            ("https://example.com/\u{0}", "control"),
            ("https://example.com/\u{85}", "control"),
            ("not a url", "spaces"),
            ("nope", "http:// or https://"),
        ];
        for (raw, word) in refused {
            let error = check_url(raw, false).expect_err(raw);
            assert!(error.contains(word), "{raw}: {error}");
        }
        for raw in [
            "https://discord.com/api/webhooks/1/abc?wait=true",
            "http://8.8.8.8:8080/x",
            "https://[2606:4700::1111]/x",
            "https://xn--bcher-kva.example/x",
        ] {
            assert!(check_url(raw, false).is_ok(), "{raw}");
        }
        // An operator who allows private addresses still gets no credentials in URLs.
        assert!(check_url("http://127.0.0.1:9/x", true).is_ok());
        assert!(check_url("http://localhost:9/x", true).is_ok());
        assert!(check_url("http://u:p@127.0.0.1:9/x", true).is_err());
        assert!(check_url("ftp://127.0.0.1/x", true).is_err());
    }

    #[test]
    fn logs_name_the_host_only() {
        assert_eq!(
            host_of("https://discord.com/api/webhooks/1/SECRET?token=x"),
            "discord.com"
        );
        assert_eq!(host_of("::"), "(not a URL)");
    }

    #[tokio::test]
    async fn the_resolver_drops_forbidden_addresses() {
        for host in [
            "localhost",
            "127.0.0.1",
            "::1",
            "169.254.169.254",
            "10.0.0.1",
        ] {
            let error = resolve(host, false, Purpose::Webhook)
                .await
                .expect_err(host);
            assert!(error.is::<Refused>(), "{host}: {error}");
            assert!(
                error.to_string().contains("not a public internet address"),
                "{host}: {error}"
            );
        }
        // A failed lookup is not a refusal: it is retried.
        if let Err(error) = resolve("no-such-host.invalid", false, Purpose::Webhook).await {
            assert!(!error.is::<Refused>(), "{error}");
        }
        // With private addresses allowed, localhost resolves as usual.
        let found = resolve("localhost", true, Purpose::Webhook)
            .await
            .expect("localhost");
        assert!(found.iter().all(|a| a.ip().is_loopback()), "{found:?}");
        // A public literal passes through.
        let found = resolve("8.8.8.8", false, Purpose::Webhook)
            .await
            .expect("a public address");
        assert_eq!(found[0].ip(), "8.8.8.8".parse::<IpAddr>().expect("IP"));
    }

    /// Issue 25, item 7: a refused name's sentence tells none of its DNS answers (which
    /// address, of which kind): only that the name is not a public internet address.
    #[tokio::test]
    async fn a_refused_name_does_not_tell_its_addresses() {
        for purpose in [Purpose::Webhook, Purpose::Thread] {
            let error = resolve("localhost", false, purpose)
                .await
                .expect_err("refused")
                .to_string();
            for told in ["127.0.0.1", "::1", "loopback", "resolves to"] {
                assert!(!error.contains(told), "{error}");
            }
            assert!(
                error.starts_with("the address of localhost is not a public internet address; "),
                "{error}"
            );
            assert!(error.ends_with(purpose.rule()), "{error}");
        }
    }

    /// The resolver in a real client: a name for a loopback listener is never connected
    /// to, and the error says the resolution was refused.
    #[tokio::test]
    async fn a_client_with_the_resolver_never_connects_to_loopback_names() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a listener");
        let port = listener.local_addr().expect("an address").port();
        let accepted = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let count = accepted.clone();
        tokio::spawn(async move {
            // Count the connection and close it at once.
            while listener.accept().await.is_ok() {
                count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        });
        let client = reqwest::Client::builder()
            .no_proxy()
            .dns_resolver(std::sync::Arc::new(Resolver {
                allow_private: false,
                purpose: Purpose::Webhook,
            }))
            .build()
            .expect("a client");
        let error = client
            .post(format!("http://localhost:{port}/hook"))
            .send()
            .await
            .expect_err("refused");
        assert!(is_refused(&error), "{error:?}");
        assert_eq!(accepted.load(std::sync::atomic::Ordering::SeqCst), 0);
        // The same client with private addresses allowed does connect.
        let open = reqwest::Client::builder()
            .no_proxy()
            .dns_resolver(std::sync::Arc::new(Resolver {
                allow_private: true,
                purpose: Purpose::Webhook,
            }))
            .timeout(std::time::Duration::from_secs(5))
            .build()
            .expect("a client");
        let _ = open
            .post(format!("http://localhost:{port}/hook"))
            .send()
            .await;
        assert!(accepted.load(std::sync::atomic::Ordering::SeqCst) >= 1);
    }
}
