//! Who a request or a connection comes from, as the limits count it: the rate limit (`rate`)
//! and the share of connections each client may hold (`listen`), both above this file.
//!
//! - **Mapped addresses.** A server bound to `[::]` sees an IPv4 peer as an IPv4-mapped IPv6
//!   address (`::ffff:127.0.0.1`); every address here — a peer, an `X-Forwarded-For` entry, a
//!   `--trusted-proxy` — is compared as IPv4 then ([`canonical`]).
//! - **Trusted proxies** (`--trusted-proxy`, [`Trusted`]): addresses or CIDR ranges
//!   ([`Network`]: `127.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`). From any other peer the
//!   forwarding headers are ignored: the peer is the client.
//! - **The client behind them** ([`Trusted::client`]): the rightmost `X-Forwarded-For` entry,
//!   over all the header's lines joined in order, that is not a trusted proxy. Each proxy
//!   appends the address it got the request from; the entries left of the one the first trusted
//!   proxy appended are whatever the client wrote, so they are never believed. An entry that is
//!   not an address (`unknown`, junk, an empty one) stops the walk: the client is then the
//!   nearest trusted hop to its right (the peer, when it is the last entry), never a claim from
//!   beyond it; when every entry is trusted, the leftmost. The `Forwarded` header (RFC 7239) is
//!   not read: a proxy that appends to one header while passing the client's other one on
//!   unchanged would let the client choose, so only the header every common proxy appends to
//!   (nginx, HAProxy `option forwardfor`, Caddy, Traefik, Envoy) counts.
//! - **One client, one key** ([`key`]): an IPv4 address as itself, an IPv6 address by its /64
//!   (one subscriber's network, in which a host picks any of 2⁶⁴ addresses at will).

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;
use std::sync::Arc;

/// `addr`, with an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) turned into its IPv4 address;
/// every other address as it is.
pub fn canonical(addr: IpAddr) -> IpAddr {
    addr.to_canonical()
}

/// The prefix length that counts one IPv6 client: a /64, one subscriber's network.
pub const IPV6_CLIENT_PREFIX: u8 = 64;

/// The key a client is counted under: its IPv4 address (a mapped one as IPv4), or its IPv6
/// address's /64 ([`IPV6_CLIENT_PREFIX`]).
pub fn key(addr: IpAddr) -> IpAddr {
    match canonical(addr) {
        IpAddr::V6(a) => IpAddr::V6(mask6(a, IPV6_CLIENT_PREFIX)),
        v4 => v4,
    }
}

/// An address, or a range of them in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`); a
/// mapped range of at least 96 bits (`::ffff:10.0.0.0/104`) is its IPv4 range (`10.0.0.0/8`).
/// Bits past the prefix are ignored (`10.1.2.3/8` is `10.0.0.0/8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    /// The first address of the range.
    first: IpAddr,
    /// Its prefix length: 32 or 128 for a single address.
    prefix: u8,
}

impl Network {
    /// Whether `addr` is in the range; a mapped address is compared as IPv4, and an IPv4
    /// address is in an IPv6 range that holds its mapped form (`::/0` holds every address).
    pub fn contains(&self, addr: IpAddr) -> bool {
        match (self.first, canonical(addr)) {
            (IpAddr::V4(n), IpAddr::V4(a)) => mask4(a, self.prefix) == n,
            (IpAddr::V6(n), IpAddr::V6(a)) => mask6(a, self.prefix) == n,
            (IpAddr::V6(n), IpAddr::V4(a)) => mask6(a.to_ipv6_mapped(), self.prefix) == n,
            (IpAddr::V4(_), IpAddr::V6(_)) => false,
        }
    }
}

fn mask4(a: Ipv4Addr, prefix: u8) -> Ipv4Addr {
    let keep = u32::MAX.checked_shl(32 - u32::from(prefix)).unwrap_or(0);
    Ipv4Addr::from(u32::from(a) & keep)
}

fn mask6(a: Ipv6Addr, prefix: u8) -> Ipv6Addr {
    let keep = u128::MAX.checked_shl(128 - u32::from(prefix)).unwrap_or(0);
    Ipv6Addr::from(u128::from(a) & keep)
}

/// Why a `--trusted-proxy` value is not an address or a range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Not an IP address before the `/` (or at all).
    Address,
    /// A prefix length that is not a number up to the family's bits (32 or 128).
    Prefix { max: u8 },
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::Address => write!(
                f,
                "not an IP address or a CIDR range (127.0.0.1, 10.0.0.0/8, 2001:db8::/32)"
            ),
            NetworkError::Prefix { max } => {
                write!(f, "the prefix length must be a number from 0 to {max}")
            }
        }
    }
}

impl std::error::Error for NetworkError {}

impl FromStr for Network {
    type Err = NetworkError;

    fn from_str(s: &str) -> Result<Network, NetworkError> {
        let (addr, prefix) = match s.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s, None),
        };
        let addr: IpAddr = addr.parse().map_err(|_| NetworkError::Address)?;
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => match p.parse::<u8>() {
                Ok(n) if n <= max && p.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => return Err(NetworkError::Prefix { max }),
            },
        };
        Ok(match addr {
            IpAddr::V4(a) => Network {
                first: IpAddr::V4(mask4(a, prefix)),
                prefix,
            },
            IpAddr::V6(a) => match a.to_ipv4_mapped() {
                Some(v4) if prefix >= 96 => Network {
                    first: IpAddr::V4(mask4(v4, prefix - 96)),
                    prefix: prefix - 96,
                },
                _ => Network {
                    first: IpAddr::V6(mask6(a, prefix)),
                    prefix,
                },
            },
        })
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.first, self.prefix) {
            (IpAddr::V4(a), 32) => write!(f, "{a}"),
            (IpAddr::V6(a), 128) => write!(f, "{a}"),
            (a, p) => write!(f, "{a}/{p}"),
        }
    }
}

/// The trusted proxies (`--trusted-proxy`, any number of times): none by default.
#[derive(Clone, Debug, Default)]
pub struct Trusted(Arc<[Network]>);

impl Trusted {
    /// These networks.
    pub fn new(networks: Vec<Network>) -> Trusted {
        Trusted(networks.into())
    }

    /// Whether `addr` is a trusted proxy's (a mapped address compared as IPv4).
    pub fn contains(&self, addr: IpAddr) -> bool {
        self.0.iter().any(|n| n.contains(addr))
    }

    /// The client of a request that came from `peer` with these `X-Forwarded-For` lines, in
    /// the order they came (`None` for a line that is not text): the peer when it is not a
    /// trusted proxy; else the rightmost entry over all the lines that is not a trusted proxy;
    /// when an entry that is not an address comes first, or every entry is trusted, the last
    /// trusted address reached (the peer, or the leftmost entry). Always canonical
    /// ([`canonical`]).
    pub fn client<'a>(
        &self,
        peer: IpAddr,
        lines: impl DoubleEndedIterator<Item = Option<&'a str>>,
    ) -> IpAddr {
        let mut client = canonical(peer);
        if !self.contains(client) {
            return client;
        }
        for line in lines.rev() {
            let Some(line) = line else { return client };
            for entry in line.rsplit(',') {
                let Some(addr) = entry_address(entry) else {
                    return client;
                };
                client = canonical(addr);
                if !self.contains(client) {
                    return client;
                }
            }
        }
        client
    }
}

/// The address of one `X-Forwarded-For` entry: an address with optional spaces or tabs
/// around it; a port after an IPv4 address (`192.0.2.1:4711`) or a bracketed IPv6 address
/// (`[2001:db8::1]:4711`) is allowed, as some proxies write it. `None` for anything else.
fn entry_address(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim_matches([' ', '\t']);
    if let Ok(a) = entry.parse() {
        return Some(a);
    }
    let port = |p: &str| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit());
    if let Some(rest) = entry.strip_prefix('[') {
        let (inside, after) = rest.split_once(']')?;
        if !(after.is_empty() || after.strip_prefix(':').is_some_and(port)) {
            return None;
        }
        return inside.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    let (addr, p) = entry.split_once(':')?;
    if !port(p) {
        return None;
    }
    addr.parse::<Ipv4Addr>().ok().map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn net(s: &str) -> Network {
        s.parse().unwrap()
    }

    fn trusted(list: &[&str]) -> Trusted {
        Trusted::new(list.iter().map(|s| net(s)).collect())
    }

    /// `client` over header lines given as text.
    fn client(t: &Trusted, peer: &str, lines: &[&str]) -> IpAddr {
        t.client(ip(peer), lines.iter().map(|l| Some(*l)))
    }

    /// CIDR ranges and single addresses, by hand: membership at both edges of a range, host
    /// bits ignored, mapped ranges as IPv4, and what is refused.
    #[test]
    fn networks_by_hand() {
        let eight = net("10.0.0.0/8");
        assert!(eight.contains(ip("10.0.0.0")));
        assert!(eight.contains(ip("10.255.255.255")));
        assert!(!eight.contains(ip("11.0.0.0")));
        assert!(!eight.contains(ip("9.255.255.255")));
        assert!(eight.contains(ip("::ffff:10.1.2.3")));
        assert!(!eight.contains(ip("2001:db8::1")));
        assert_eq!(net("10.1.2.3/8"), eight);
        assert_eq!(net("::ffff:10.0.0.0/104"), eight);
        assert_eq!(net("::ffff:127.0.0.1"), net("127.0.0.1"));
        assert_eq!(eight.to_string(), "10.0.0.0/8");
        assert_eq!(net("127.0.0.1").to_string(), "127.0.0.1");
        let doc = net("2001:db8::/32");
        assert!(doc.contains(ip("2001:db8::")));
        assert!(doc.contains(ip("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff")));
        assert!(!doc.contains(ip("2001:db9::")));
        assert!(!doc.contains(ip("10.0.0.1")));
        assert_eq!(doc.to_string(), "2001:db8::/32");
        let one = net("192.0.2.7");
        assert!(one.contains(ip("192.0.2.7")) && !one.contains(ip("192.0.2.8")));
        // /0 holds every address of its family; ::/0 every IPv4 address too, by its mapped form.
        assert!(net("0.0.0.0/0").contains(ip("203.0.113.1")));
        assert!(!net("0.0.0.0/0").contains(ip("2001:db8::1")));
        assert!(net("::/0").contains(ip("203.0.113.1")));
        assert!(net("::ffff:0:0/96").contains(ip("203.0.113.1")));
        assert_eq!(net("::ffff:0:0/96"), net("0.0.0.0/0"));
        for bad in [
            "",
            "junk",
            "10.0.0.0/33",
            "2001:db8::/129",
            "10.0.0.0/",
            "10.0.0.0/+8",
        ] {
            assert!(bad.parse::<Network>().is_err(), "{bad}");
        }
        assert_eq!(
            "1.2.3.4/40".parse::<Network>(),
            Err(NetworkError::Prefix { max: 32 })
        );
        assert_eq!("10.0.0/8".parse::<Network>(), Err(NetworkError::Address));
    }

    /// The client behind trusted proxies, by hand: the rightmost untrusted entry over every
    /// line, spaces and ports allowed; junk stops the walk at the nearest trusted hop; every
    /// entry trusted gives the leftmost; mapped addresses are IPv4 everywhere.
    #[test]
    fn the_client_behind_trusted_proxies() {
        let t = trusted(&["127.0.0.1", "10.0.0.0/8"]);
        // No proxy trusted, or a peer that is not one: the peer, whatever the header says.
        assert_eq!(
            client(&Trusted::default(), "127.0.0.1", &["203.0.113.9"]),
            ip("127.0.0.1")
        );
        assert_eq!(client(&t, "192.0.2.7", &["203.0.113.9"]), ip("192.0.2.7"));
        // One line: the last entry (what the proxy appended), spaces around entries allowed.
        assert_eq!(
            client(&t, "127.0.0.1", &["203.0.113.9, 198.51.100.3"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &[" 2001:db8::1 "]),
            ip("2001:db8::1")
        );
        // Two lines (HAProxy's `option forwardfor` adds its own): the client wrote the first.
        assert_eq!(
            client(&t, "127.0.0.1", &["1.2.3.4, 5.6.7.8", "198.51.100.3"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &["1.2.3.4", "198.51.100.3,\t10.0.0.2"]),
            ip("198.51.100.3")
        );
        // Trusted hops are passed over, across lines: a CDN in 10/8, then the local proxy.
        assert_eq!(
            client(
                &t,
                "127.0.0.1",
                &["6.6.6.6, 198.51.100.3, 10.1.1.1", "10.2.2.2"]
            ),
            ip("198.51.100.3")
        );
        // Ports as some proxies write them.
        assert_eq!(
            client(&t, "127.0.0.1", &["198.51.100.3:4711"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &["[2001:db8::5]:443"]),
            ip("2001:db8::5")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &["[2001:db8::5]"]),
            ip("2001:db8::5")
        );
        // Junk: the walk stops; the client is the nearest trusted hop right of it, never an
        // entry beyond it.
        assert_eq!(client(&t, "127.0.0.1", &["junk"]), ip("127.0.0.1"));
        assert_eq!(
            client(&t, "127.0.0.1", &["198.51.100.3, unknown"]),
            ip("127.0.0.1")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &["198.51.100.3, unknown, 10.9.9.9"]),
            ip("10.9.9.9")
        );
        assert_eq!(
            client(&t, "127.0.0.1", &["198.51.100.3", ""]),
            ip("127.0.0.1")
        );
        assert_eq!(client(&t, "127.0.0.1", &["198.51.100.3,"]), ip("127.0.0.1"));
        for junk in [
            "1.2.3.4:",
            "1.2.3.4:123456",
            "[2001:db8::1",
            "[1.2.3.4]",
            "1.2.3.4 5",
        ] {
            assert_eq!(client(&t, "127.0.0.1", &[junk]), ip("127.0.0.1"), "{junk}");
        }
        // A line that is not text stops the walk as junk does.
        assert_eq!(
            t.client(ip("127.0.0.1"), [Some("198.51.100.3"), None].into_iter()),
            ip("127.0.0.1")
        );
        assert_eq!(
            t.client(ip("127.0.0.1"), [None, Some("198.51.100.3")].into_iter()),
            ip("198.51.100.3")
        );
        // No header, or every entry trusted: the leftmost trusted address reached.
        assert_eq!(client(&t, "127.0.0.1", &[]), ip("127.0.0.1"));
        assert_eq!(
            client(&t, "127.0.0.1", &["10.0.0.5, 10.0.0.6", "127.0.0.1"]),
            ip("10.0.0.5")
        );
        // Mapped addresses, the peer's and the entries', are IPv4: a server bound to [::] sees
        // its IPv4 proxy as ::ffff:127.0.0.1.
        assert_eq!(
            client(&t, "::ffff:127.0.0.1", &["198.51.100.3"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "::ffff:127.0.0.1", &["::ffff:198.51.100.3"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "::ffff:127.0.0.1", &["198.51.100.3, ::ffff:10.0.0.9"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            client(&t, "::ffff:192.0.2.7", &["198.51.100.3"]),
            ip("192.0.2.7")
        );
        // A mapped trusted proxy matches its IPv4 peer too.
        let mapped = trusted(&["::ffff:127.0.0.1"]);
        assert_eq!(
            client(&mapped, "127.0.0.1", &["198.51.100.3"]),
            ip("198.51.100.3")
        );
        // IPv6 ranges.
        let v6 = trusted(&["2001:db8::/32"]);
        assert_eq!(
            client(&v6, "2001:db8:1::1", &["2001:db9::7, 2001:db8:2::2"]),
            ip("2001:db9::7")
        );
    }

    /// The key a client is counted under: IPv4 (mapped too) as itself, IPv6 by its /64.
    #[test]
    fn one_key_per_client() {
        assert_eq!(key(ip("192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(key(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(
            key(ip("2001:db8:1:2:3:4:5:6")),
            key(ip("2001:db8:1:2:ffff::1"))
        );
        assert_eq!(key(ip("2001:db8:1:2:3:4:5:6")), ip("2001:db8:1:2::"));
        assert_ne!(key(ip("2001:db8:1:2::1")), key(ip("2001:db8:1:3::1")));
    }
}
