//! The per-client rate limit of `sibi serve` (`--rate-limit`, off by default): tower_governor's
//! token bucket, one per client ([`client::key`]: an IPv4 address, an IPv6 address's /64).
//! Behind a reverse proxy every request comes from the proxy's address; `--trusted-proxy`
//! (addresses or CIDR ranges, any number of times) says which peers' `X-Forwarded-For` names
//! the client: the rightmost entry, over all the header's lines joined in order, that is not a
//! trusted proxy ([`Trusted::client`]; the entries left of it are the client's own words). From
//! any other peer the header is ignored. IPv4-mapped IPv6 addresses (`::ffff:a.b.c.d`, a
//! server bound to `[::]`) count as IPv4 everywhere. The `Forwarded` header (RFC 7239) is not
//! read (why: [`client`]).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response, StatusCode};
use axum::response::IntoResponse;
use governor::middleware::NoOpMiddleware;
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::key_extractor::KeyExtractor;
use tower_governor::{GovernorError, GovernorLayer};

use super::client::{self, Trusted};
use super::error::{Error, Title};
use crate::t;

/// How often the buckets of clients that have gone quiet are dropped (they would otherwise be
/// kept for every address ever seen).
const FORGET_EVERY: Duration = Duration::from_secs(60);

/// The client a request is counted against: its peer's address, or, when the peer is a
/// trusted proxy, the client its `X-Forwarded-For` names ([`Trusted::client`]); as its key
/// ([`client::key`]).
#[derive(Clone, Debug)]
pub struct ClientAddress {
    /// `--trusted-proxy`.
    pub trusted: Trusted,
}

impl KeyExtractor for ClientAddress {
    type Key = IpAddr;

    fn extract<T>(&self, req: &Request<T>) -> Result<IpAddr, GovernorError> {
        // A request without a peer (only in tests, called in-process) counts as one client.
        let peer = req
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
        // Every line of the header, in order: a proxy may add its own line after the client's.
        let lines = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .map(|v| v.to_str().ok());
        Ok(client::key(self.trusted.client(peer, lines)))
    }
}

/// The layer that lets each client make `per_second` requests a second on average and `burst`
/// at once; beyond, 429 with `Retry-After` (a page or JSON in the request's language, through
/// the router's error renderer). `None` when `per_second` is 0 (no limit). A task drops the
/// buckets of quiet clients every `FORGET_EVERY`; it needs a tokio runtime.
pub fn layer(
    per_second: u32,
    burst: u32,
    trusted: Trusted,
) -> Option<GovernorLayer<ClientAddress, NoOpMiddleware, Body>> {
    if per_second == 0 {
        return None;
    }
    let config = GovernorConfigBuilder::default()
        .period(Duration::from_nanos(1_000_000_000 / u64::from(per_second)))
        .burst_size(burst.max(1))
        .key_extractor(ClientAddress { trusted })
        .finish()?;
    let config = Arc::new(config);
    let limiter = Arc::clone(config.limiter());
    tokio::spawn(async move {
        let mut every = tokio::time::interval(FORGET_EVERY);
        loop {
            every.tick().await;
            limiter.retain_recent();
        }
    });
    Some(GovernorLayer::new(config).error_handler(too_many))
}

/// The answer past the limit: 429 with `Retry-After`.
fn too_many(e: GovernorError) -> Response<Body> {
    let wait = match e {
        GovernorError::TooManyRequests { wait_time, .. } => wait_time.max(1),
        _ => 1,
    };
    let mut res = Error::worded(StatusCode::TOO_MANY_REQUESTS, move |lang| {
        t!(lang, "error-rate-limited-why", seconds = wait)
    })
    .titled(Title::RateLimited)
    .into_response();
    if let Ok(v) = wait.to_string().parse() {
        res.headers_mut().insert("retry-after", v);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key of a request: every `X-Forwarded-For` line read, in order, from a trusted
    /// peer (here seen as an IPv4-mapped address); an IPv6 client by its /64.
    #[test]
    fn the_key_of_a_request() {
        let extractor = ClientAddress {
            trusted: Trusted::new(vec!["127.0.0.1".parse().unwrap()]),
        };
        let request = |peer: &str, lines: &[&str]| {
            let mut req = Request::builder().uri("/");
            for l in lines {
                req = req.header("x-forwarded-for", *l);
            }
            let mut req = req.body(()).unwrap();
            let peer: SocketAddr = peer.parse().unwrap();
            req.extensions_mut().insert(ConnectInfo(peer));
            extractor.extract(&req).unwrap()
        };
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(
            request("[::ffff:127.0.0.1]:5000", &["1.2.3.4", "198.51.100.3"]),
            ip("198.51.100.3")
        );
        assert_eq!(
            request("127.0.0.1:5000", &["5.6.7.8", "2001:db8:1:2:3:4:5:6"]),
            ip("2001:db8:1:2::")
        );
        assert_eq!(
            request("192.0.2.7:5000", &["198.51.100.3"]),
            ip("192.0.2.7")
        );
        // A value that is not text (obs-text bytes) stops the walk at the proxy.
        let mut req = Request::builder()
            .uri("/")
            .header("x-forwarded-for", "198.51.100.3")
            .header(
                "x-forwarded-for",
                axum::http::HeaderValue::from_bytes(b"\xff1.2.3.4").unwrap(),
            )
            .body(())
            .unwrap();
        req.extensions_mut()
            .insert(ConnectInfo("127.0.0.1:1".parse::<SocketAddr>().unwrap()));
        assert_eq!(extractor.extract(&req).unwrap(), ip("127.0.0.1"));
    }
}
