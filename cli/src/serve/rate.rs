//! The per-client rate limit of `sibi serve` (`--rate-limit`, off by default): tower_governor's
//! token bucket, one per client address. Behind a reverse proxy every request comes from the
//! proxy's address; `--trusted-proxy ADDR` says that requests from ADDR carry the client's
//! address as the last entry of `X-Forwarded-For` (the one the proxy added: the entries before
//! it are the client's own words). From any other peer the header is ignored.

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

use super::error::{Error, Title};
use crate::t;

/// How often the buckets of clients that have gone quiet are dropped (they would otherwise be
/// kept for every address ever seen).
const FORGET_EVERY: Duration = Duration::from_secs(60);

/// The client a request is counted against: its peer's address, or, when the peer is the
/// trusted proxy, the last address of `X-Forwarded-For`.
#[derive(Clone, Copy, Debug)]
pub struct ClientAddress {
    /// `--trusted-proxy`.
    pub trusted_proxy: Option<IpAddr>,
}

impl ClientAddress {
    /// The client's address of a request from `peer` with `forwarded` (the `X-Forwarded-For`
    /// header's value, if any).
    pub fn of(&self, peer: IpAddr, forwarded: Option<&str>) -> IpAddr {
        if self.trusted_proxy != Some(peer) {
            return peer;
        }
        forwarded
            .and_then(|f| f.rsplit(',').next())
            .and_then(|last| last.trim().parse().ok())
            .unwrap_or(peer)
    }
}

impl KeyExtractor for ClientAddress {
    type Key = IpAddr;

    fn extract<T>(&self, req: &Request<T>) -> Result<IpAddr, GovernorError> {
        // A request without a peer (only in tests, called in-process) counts as one client.
        let peer = req
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
        let forwarded = req
            .headers()
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok());
        Ok(self.of(peer, forwarded))
    }
}

/// The layer that lets each client make `per_second` requests a second on average and `burst`
/// at once; beyond, 429 with `Retry-After` (a page or JSON in the request's language, through
/// the router's error renderer). `None` when `per_second` is 0 (no limit). A task drops the
/// buckets of quiet clients every `FORGET_EVERY`; it needs a tokio runtime.
pub fn layer(
    per_second: u32,
    burst: u32,
    trusted_proxy: Option<IpAddr>,
) -> Option<GovernorLayer<ClientAddress, NoOpMiddleware, Body>> {
    if per_second == 0 {
        return None;
    }
    let config = GovernorConfigBuilder::default()
        .period(Duration::from_nanos(1_000_000_000 / u64::from(per_second)))
        .burst_size(burst.max(1))
        .key_extractor(ClientAddress { trusted_proxy })
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

    /// The client's address: the peer's, unless the peer is the trusted proxy; then the last
    /// entry of `X-Forwarded-For` (spaces around it allowed), or the peer's when that entry is
    /// missing or not an address.
    #[test]
    fn the_client_behind_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let other: IpAddr = "192.0.2.7".parse().unwrap();
        let behind = ClientAddress {
            trusted_proxy: Some(proxy),
        };
        let direct = ClientAddress {
            trusted_proxy: None,
        };
        let xff = Some("203.0.113.9, 198.51.100.3");
        assert_eq!(
            behind.of(proxy, xff),
            "198.51.100.3".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            behind.of(proxy, Some(" 2001:db8::1 ")),
            "2001:db8::1".parse::<IpAddr>().unwrap()
        );
        assert_eq!(behind.of(other, xff), other);
        assert_eq!(direct.of(proxy, xff), proxy);
        assert_eq!(behind.of(proxy, Some("junk")), proxy);
        assert_eq!(behind.of(proxy, None), proxy);
    }
}
