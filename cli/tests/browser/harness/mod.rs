//! The browser-test harness: headless Chromium driven over WebDriver (fantoccini talking to
//! Debian's chromedriver on loopback). The tests of the pages use it as:
//!
//! ```ignore
//! use crate::harness::{self, Key, Options};
//!
//! #[tokio::test]
//! async fn board_page() -> anyhow::Result<()> {
//!     // None (after printing the skip line) when Chromium is not installed and CI is not
//!     // `true`; a panic when it is missing under CI=true.
//!     let Some(b) = harness::launch(Options::phone()).await else { return Ok(()) };
//!     b.goto("http://127.0.0.1:8080/").await?;
//!     b.click("#next").await?;
//!     b.wait_for_text("#ply", "1").await?;
//!     b.press(Key::Left).await?;
//!     b.screenshot("board-phone").await?; // target/browser-screenshots/board-phone.png
//!     Ok(())
//! }
//! ```
//!
//! Its own checks are in `harness/tests.rs` (`cargo test -p sibi-cli --test browser harness::`).
//!
//! Everything is bounded in time: chromedriver's start ([`DRIVER_START_TIMEOUT`]), the
//! session's ([`SESSION_TIMEOUT`]), each WebDriver command ([`COMMAND_TIMEOUT`], page loads
//! included) and each wait (its own timeout, [`WAIT_TIMEOUT`] by default). Dropping a
//! [`Browser`] (also while a test panics) closes its session, and dropping the last handle on a
//! [`Driver`] kills chromedriver's whole process group, Chromium included.

#![allow(dead_code)]

mod driver;
mod tests;

use std::fmt::Display;
use std::future::Future;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, Context, Result};
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

#[allow(unused_imports)] // the API for test files; each uses part of it
pub use driver::{
    free_port, in_ci, missing_tools_verdict, skip_or_fail, Driver, Tools, DRIVER_START_TIMEOUT,
    SKIP_MESSAGE,
};
pub use fantoccini::key::Key;

/// How long Chromium may take to start and open the session.
pub const SESSION_TIMEOUT: Duration = Duration::from_secs(60);
/// How long one WebDriver command may take (a navigation waits for the page's load event).
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// The default timeout of the `wait_for*` helpers.
pub const WAIT_TIMEOUT: Duration = Duration::from_secs(10);
/// How often a wait checks its condition.
pub const POLL_INTERVAL: Duration = Duration::from_millis(50);

/// The flags every session's Chromium gets: headless, as root, and never reaching for the
/// network (this machine has none but loopback).
pub const CHROMIUM_FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
];

/// The size of the page area, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    pub width: u32,
    pub height: u32,
    /// Chrome's mobile emulation: a phone's screen (honours `<meta name="viewport">`, as a
    /// phone does: a page without one is laid out 980 px wide), touch events, and
    /// `device_scale_factor`.
    pub mobile: bool,
    /// Device pixels per CSS pixel (only with `mobile`; a desktop window is 1).
    pub device_scale_factor: f64,
}

impl Viewport {
    /// A desktop window, 1280×900.
    pub const DESKTOP: Viewport = Viewport::window(1280, 900);
    /// A phone, 390×844 CSS pixels at 3 device pixels each (an iPhone 12 to 14).
    pub const PHONE: Viewport = Viewport {
        width: 390,
        height: 844,
        mobile: true,
        device_scale_factor: 3.0,
    };

    /// A desktop window whose page area is `width`×`height`.
    pub const fn window(width: u32, height: u32) -> Viewport {
        Viewport {
            width,
            height,
            mobile: false,
            device_scale_factor: 1.0,
        }
    }
}

/// How to open a session.
#[derive(Clone, Debug)]
pub struct Options {
    pub viewport: Viewport,
    /// `false`: JavaScript off for every page (Chrome's content setting), checked when the
    /// session opens.
    pub javascript: bool,
    /// More Chromium flags, after [`CHROMIUM_FLAGS`].
    pub extra_args: Vec<String>,
}

impl Options {
    /// A 1280×900 desktop window with JavaScript on.
    pub fn desktop() -> Options {
        Options::with_viewport(Viewport::DESKTOP)
    }

    /// A 390×844 phone (mobile emulation) with JavaScript on.
    pub fn phone() -> Options {
        Options::with_viewport(Viewport::PHONE)
    }

    pub fn with_viewport(viewport: Viewport) -> Options {
        Options {
            viewport,
            javascript: true,
            extra_args: Vec::new(),
        }
    }

    /// The same with JavaScript off.
    pub fn without_javascript(mut self) -> Options {
        self.javascript = false;
        self
    }

    /// The same with one more Chromium flag.
    pub fn arg(mut self, flag: impl Into<String>) -> Options {
        self.extra_args.push(flag.into());
        self
    }
}

/// Starts a chromedriver for this browser alone and opens a session on it. `None` (after the
/// skip line) when the tools are missing outside CI; a panic, with the reason, when they are
/// missing under CI or the browser does not start.
pub async fn launch(options: Options) -> Option<Browser> {
    let driver = Driver::start().await?;
    Some(
        driver
            .open(&options)
            .await
            .unwrap_or_else(|e| panic!("opening a browser session: {e:#}")),
    )
}

impl Driver {
    /// Opens a Chromium session (a fresh profile in a temporary folder) on this chromedriver.
    /// Several sessions may be open on one driver at once.
    pub async fn open(&self, options: &Options) -> Result<Browser> {
        let profile = tempfile::Builder::new()
            .prefix("profile-")
            .tempdir_in(self.inner.dir.path())
            .context("temporary profile folder")?;
        let vp = options.viewport;
        let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| s.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.path().display()));
        args.push(format!("--window-size={},{}", vp.width, vp.height));
        args.extend(options.extra_args.iter().cloned());
        let mut chrome = json!({
            "binary": self.inner.tools.chromium,
            "args": args,
        });
        if !options.javascript {
            chrome["prefs"] = json!({ "profile.managed_default_content_settings.javascript": 2 });
        }
        if vp.mobile {
            chrome["mobileEmulation"] = json!({
                "deviceMetrics": {
                    "width": vp.width,
                    "height": vp.height,
                    "pixelRatio": vp.device_scale_factor,
                    "mobile": true,
                    "touch": true,
                }
            });
        }
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": chrome,
            "pageLoadStrategy": "normal",
            "timeouts": {
                "pageLoad": COMMAND_TIMEOUT.as_millis() as u64 - 1000,
                "script": COMMAND_TIMEOUT.as_millis() as u64 - 1000,
                "implicit": 0,
            },
        });
        let Value::Object(caps) = caps else {
            unreachable!()
        };
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = tokio::time::timeout(
            SESSION_TIMEOUT,
            ClientBuilder::new(connector)
                .capabilities(caps)
                .connect(&self.url()),
        )
        .await
        .map_err(|_| {
            anyhow!(
                "Chromium did not open a session within {SESSION_TIMEOUT:?}; chromedriver's log:\n{}",
                self.log()
            )
        })?
        .map_err(|e| anyhow!("{e}; chromedriver's log:\n{}", self.log()))?;
        let session_id = client
            .session_id()
            .await
            .ok()
            .flatten()
            .context("the new session has no id")?;
        let browser = Browser {
            client,
            session_id,
            options: options.clone(),
            driver: self.clone(),
            _profile: profile,
        };
        browser.check_javascript().await?;
        if !vp.mobile {
            browser.fit_window().await?;
        }
        Ok(browser)
    }
}

/// One Chromium session. Its methods each fail (never hang) after their timeout, with an error
/// that says what was being done.
pub struct Browser {
    client: Client,
    session_id: String,
    pub options: Options,
    driver: Driver,
    // Dropped after the session is closed (fields drop after `Drop::drop`).
    _profile: tempfile::TempDir,
}

impl Browser {
    /// The fantoccini client, for whatever the helpers do not cover.
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// The chromedriver this session runs on.
    pub fn driver(&self) -> &Driver {
        &self.driver
    }

    /// Runs one WebDriver command under [`COMMAND_TIMEOUT`].
    async fn cmd<T, E: Display>(
        &self,
        what: impl Display,
        fut: impl Future<Output = Result<T, E>>,
    ) -> Result<T> {
        match tokio::time::timeout(COMMAND_TIMEOUT, fut).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(e)) => Err(anyhow!("{what}: {e}")),
            Err(_) => Err(anyhow!("{what}: no answer within {COMMAND_TIMEOUT:?}")),
        }
    }

    /// Navigates to `url` and waits for its load event.
    pub async fn goto(&self, url: &str) -> Result<()> {
        self.cmd(format_args!("goto {url}"), self.client.goto(url))
            .await
    }

    /// The address of the page shown now.
    pub async fn current_url(&self) -> Result<String> {
        let url = self.cmd("current URL", self.client.current_url()).await?;
        Ok(url.to_string())
    }

    /// The browser's Back button.
    pub async fn back(&self) -> Result<()> {
        self.cmd("back", self.client.back()).await
    }

    /// Reloads the page.
    pub async fn refresh(&self) -> Result<()> {
        self.cmd("refresh", self.client.refresh()).await
    }

    /// The page's `<title>`.
    pub async fn title(&self) -> Result<String> {
        self.cmd("title", self.client.title()).await
    }

    /// The page's HTML as the browser has it now.
    pub async fn source(&self) -> Result<String> {
        self.cmd("page source", self.client.source()).await
    }

    /// The first element matching the CSS selector; an error at once when there is none (use
    /// [`Browser::wait_for`] for one that is still to come).
    pub async fn find(&self, css: &str) -> Result<Element> {
        self.cmd(
            format_args!("find `{css}`"),
            self.client.find(Locator::Css(css)),
        )
        .await
    }

    /// Every element matching the CSS selector (maybe none).
    pub async fn find_all(&self, css: &str) -> Result<Vec<Element>> {
        self.cmd(
            format_args!("find all `{css}`"),
            self.client.find_all(Locator::Css(css)),
        )
        .await
    }

    /// Whether some element matches the CSS selector.
    pub async fn exists(&self, css: &str) -> Result<bool> {
        Ok(!self.find_all(css).await?.is_empty())
    }

    /// Clicks the first element matching the CSS selector (scrolled into view first, as
    /// WebDriver does; an error if it is hidden or covered).
    pub async fn click(&self, css: &str) -> Result<()> {
        let element = self.find(css).await?;
        self.cmd(format_args!("click `{css}`"), element.click())
            .await
    }

    /// Types `text` into the first element matching the CSS selector (appended to what it
    /// holds; [`Browser::clear`] first to replace it).
    pub async fn type_text(&self, css: &str, text: &str) -> Result<()> {
        let element = self.find(css).await?;
        self.cmd(format_args!("type into `{css}`"), element.send_keys(text))
            .await
    }

    /// Picks the option whose `value` is `value` in the `<select>` matching the CSS selector,
    /// by clicking it as a person does (the `change` event fires).
    pub async fn select(&self, css: &str, value: &str) -> Result<()> {
        let element = self.find(css).await?;
        self.cmd(
            format_args!("select {value:?} in `{css}`"),
            element.select_by(Locator::Css(&format!("option[value=\"{value}\"]"))),
        )
        .await
    }

    /// Clicks the first element matching the CSS selector at `dx`, `dy` CSS pixels from its
    /// centre (a slider at a chosen value, say).
    pub async fn click_at(&self, css: &str, dx: f64, dy: f64) -> Result<()> {
        use fantoccini::actions::{MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
        let element = self.find(css).await?;
        let actions = MouseActions::new("mouse".to_string())
            .then(PointerAction::MoveToElement {
                element,
                duration: None,
                x: dx,
                y: dy,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.cmd(
            format_args!("click `{css}` at ({dx}, {dy}) from its centre"),
            self.client.perform_actions(actions),
        )
        .await?;
        self.cmd("release the mouse", self.client.release_actions())
            .await
    }

    /// Drags the first element matching `from` onto the centre of the first matching `to`,
    /// as a person does: press, move in steps (over 200 ms), release — with the mouse, or with
    /// a finger when `touch` (pointer events of type `touch`).
    pub async fn drag(&self, from: &str, to: &str, touch: bool) -> Result<()> {
        use fantoccini::actions::{MouseActions, PointerAction, TouchActions, MOUSE_BUTTON_LEFT};
        let (a, b) = (self.find(from).await?, self.find(to).await?);
        let steps = [
            PointerAction::MoveToElement {
                element: a,
                duration: None,
                x: 0.0,
                y: 0.0,
            },
            PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            },
            PointerAction::MoveBy {
                duration: Some(Duration::from_millis(50)),
                x: 8.0,
                y: 8.0,
            },
            PointerAction::MoveToElement {
                element: b,
                duration: Some(Duration::from_millis(150)),
                x: 0.0,
                y: 0.0,
            },
            PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            },
        ];
        let what = format!("drag `{from}` to `{to}`");
        if touch {
            let actions = steps
                .into_iter()
                .fold(TouchActions::new("finger".to_string()), |s, step| {
                    s.then(step)
                });
            self.cmd(&what, self.client.perform_actions(actions))
                .await?;
        } else {
            let actions = steps
                .into_iter()
                .fold(MouseActions::new("mouse".to_string()), |s, step| {
                    s.then(step)
                });
            self.cmd(&what, self.client.perform_actions(actions))
                .await?;
        }
        self.cmd("release the pointer", self.client.release_actions())
            .await
    }

    /// Moves the mouse over the first element matching the CSS selector (no click).
    pub async fn hover(&self, css: &str) -> Result<()> {
        use fantoccini::actions::{MouseActions, PointerAction};
        let element = self.find(css).await?;
        let actions = MouseActions::new("mouse".to_string()).then(PointerAction::MoveToElement {
            element,
            duration: None,
            x: 0.0,
            y: 0.0,
        });
        self.cmd(
            format_args!("hover over `{css}`"),
            self.client.perform_actions(actions),
        )
        .await
    }

    /// The bounding box (left, top, width, height) of the first element matching the CSS
    /// selector, in CSS pixels from the document's top-left corner (WebDriver's element rect).
    pub async fn rect(&self, css: &str) -> Result<(f64, f64, f64, f64)> {
        let element = self.find(css).await?;
        self.cmd(format_args!("rectangle of `{css}`"), element.rectangle())
            .await
    }

    /// Empties the input matching the CSS selector.
    pub async fn clear(&self, css: &str) -> Result<()> {
        let element = self.find(css).await?;
        self.cmd(format_args!("clear `{css}`"), element.clear())
            .await
    }

    /// The rendered text of the first element matching the CSS selector (as a person sees it:
    /// hidden parts left out).
    pub async fn text(&self, css: &str) -> Result<String> {
        let element = self.find(css).await?;
        self.cmd(format_args!("text of `{css}`"), element.text())
            .await
    }

    /// An attribute of the first element matching the CSS selector (`None` when it has none).
    pub async fn attr(&self, css: &str, name: &str) -> Result<Option<String>> {
        let element = self.find(css).await?;
        self.cmd(
            format_args!("attribute {name} of `{css}`"),
            element.attr(name),
        )
        .await
    }

    /// A DOM property (`value`, `checked`, …) of the first element matching the CSS selector.
    pub async fn prop(&self, css: &str, name: &str) -> Result<Option<String>> {
        let element = self.find(css).await?;
        self.cmd(
            format_args!("property {name} of `{css}`"),
            element.prop(name),
        )
        .await
    }

    /// Presses and releases one key on the focused element (the page's body when nothing is
    /// focused), as a person would: `keydown`, `keypress` (for characters), `keyup`.
    /// `key` is a [`Key`] (`Key::Left` is ArrowLeft, `Key::Space`, …) or a character.
    pub async fn press(&self, key: impl Into<char>) -> Result<()> {
        let key = key.into();
        let actions = KeyActions::new("keyboard".to_string())
            .then(KeyAction::Down { value: key })
            .then(KeyAction::Up { value: key });
        self.cmd(
            format_args!("press key U+{:04X}", key as u32),
            self.client.perform_actions(actions),
        )
        .await?;
        self.cmd("release keys", self.client.release_actions())
            .await
    }

    /// Runs JavaScript in the page (`arguments[0]`… are `args`) and returns what it returns.
    /// Works when the page's own scripts are off too: it is the driver's, not the page's.
    pub async fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        self.cmd("execute script", self.client.execute(script, args))
            .await
    }

    /// The page area's size in CSS pixels (`innerWidth`, `innerHeight`).
    pub async fn viewport_size(&self) -> Result<(u32, u32)> {
        let v = self
            .execute("return [window.innerWidth, window.innerHeight];", vec![])
            .await?;
        let dim = |i: usize| {
            v[i].as_u64()
                .map(|x| x as u32)
                .with_context(|| format!("viewport size: {v}"))
        };
        Ok((dim(0)?, dim(1)?))
    }

    /// Waits until an element matches the CSS selector, within [`WAIT_TIMEOUT`].
    pub async fn wait_for(&self, css: &str) -> Result<Element> {
        wait_until(
            format_args!("an element `{css}`"),
            WAIT_TIMEOUT,
            async || Ok(self.find_all(css).await?.into_iter().next()),
        )
        .await
    }

    /// Waits until no element matches the CSS selector, within [`WAIT_TIMEOUT`].
    pub async fn wait_for_absent(&self, css: &str) -> Result<()> {
        wait_until(
            format_args!("no element `{css}`"),
            WAIT_TIMEOUT,
            async || Ok((!self.exists(css).await?).then_some(())),
        )
        .await
    }

    /// Waits until the text of the element matching the CSS selector contains `needle`,
    /// within [`WAIT_TIMEOUT`]; returns the whole text.
    pub async fn wait_for_text(&self, css: &str, needle: &str) -> Result<String> {
        wait_until(
            format_args!("the text of `{css}` to contain {needle:?}"),
            WAIT_TIMEOUT,
            async || {
                let text = self.text(css).await?;
                Ok(text.contains(needle).then_some(text))
            },
        )
        .await
    }

    /// Waits until the current URL contains `needle`, within [`WAIT_TIMEOUT`]; returns it.
    pub async fn wait_for_url(&self, needle: &str) -> Result<String> {
        wait_until(
            format_args!("the URL to contain {needle:?}"),
            WAIT_TIMEOUT,
            async || {
                let url = self.current_url().await?;
                Ok(url.contains(needle).then_some(url))
            },
        )
        .await
    }

    /// Saves a PNG of the page area to `target/browser-screenshots/<name>.png` under the
    /// workspace root (the folder is created) and returns its path. `name` may use letters,
    /// digits, `-`, `_` and `.`; anything else becomes `_`.
    pub async fn screenshot(&self, name: &str) -> Result<PathBuf> {
        let png = self
            .cmd(format_args!("screenshot {name}"), self.client.screenshot())
            .await?;
        let dir = screenshot_dir();
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let safe: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let path = dir.join(format!("{safe}.png"));
        std::fs::write(&path, png).with_context(|| format!("writing {}", path.display()))?;
        Ok(path)
    }

    /// Closes the session now (dropping the browser does the same, without the error).
    pub async fn close(self) -> Result<()> {
        let result = self
            .cmd("close the session", self.client.clone().close())
            .await;
        // Drop still sends its DELETE; chromedriver answers "invalid session id" at once.
        drop(self);
        result
    }

    /// Loads a page whose script changes its title, and checks that it ran exactly when
    /// JavaScript should be on; leaves the session on `about:blank`.
    async fn check_javascript(&self) -> Result<()> {
        self.goto(
            "data:text/html;charset=utf-8,<title>off</title><script>document.title='on'</script>",
        )
        .await?;
        let title = self.title().await?;
        let expected = if self.options.javascript { "on" } else { "off" };
        if title != expected {
            bail!(
                "JavaScript should be {} but a page's script {}",
                if self.options.javascript { "on" } else { "off" },
                if title == "on" { "ran" } else { "did not run" },
            );
        }
        self.goto("about:blank").await
    }

    /// Resizes the window so that the page area (not the window) is the viewport's size.
    async fn fit_window(&self) -> Result<()> {
        let vp = self.options.viewport;
        let (w, h) = self.window_inner_size().await?;
        if (w, h) == (vp.width, vp.height) {
            return Ok(());
        }
        let (outer_w, outer_h) = self
            .cmd("window size", self.client.get_window_size())
            .await?;
        let target_w = outer_w as i64 + vp.width as i64 - w as i64;
        let target_h = outer_h as i64 + vp.height as i64 - h as i64;
        self.cmd(
            "set the window size",
            self.client
                .set_window_size(target_w.max(1) as u32, target_h.max(1) as u32),
        )
        .await?;
        let got = self.window_inner_size().await?;
        if got != (vp.width, vp.height) {
            bail!(
                "asked for a {}×{} page area, got {}×{}",
                vp.width,
                vp.height,
                got.0,
                got.1
            );
        }
        Ok(())
    }

    async fn window_inner_size(&self) -> Result<(u32, u32)> {
        self.viewport_size().await
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // No runtime can be awaited here (and a panicking test may be unwinding through it),
        // so plain blocking HTTP, bounded: chromedriver quits this Chromium and answers.
        let _ = driver::http(
            self.driver.inner.addr,
            "DELETE",
            &format!("/session/{}", self.session_id),
            Duration::from_secs(10),
        );
    }
}

/// `target/browser-screenshots` under the workspace root.
pub fn screenshot_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ has a parent")
        .join("target")
        .join("browser-screenshots")
}

/// Polls `check` every [`POLL_INTERVAL`] until it gives `Some`, for at most `timeout`; then an
/// error saying what was awaited (and the check's last error, if it had one). A check that
/// errs is retried (an element can vanish between finding and reading it); a check that hangs
/// is cut off at the deadline.
pub async fn wait_until<T>(
    what: impl Display,
    timeout: Duration,
    mut check: impl AsyncFnMut() -> Result<Option<T>>,
) -> Result<T> {
    let deadline = Instant::now() + timeout;
    let mut last_error = None;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, check()).await {
            Ok(Ok(Some(value))) => return Ok(value),
            Ok(Ok(None)) => {}
            Ok(Err(e)) => last_error = Some(e),
            Err(_) => {}
        }
        if Instant::now() >= deadline {
            return Err(match last_error {
                Some(e) => {
                    anyhow!("timed out after {timeout:?} waiting for {what} (last error: {e:#})")
                }
                None => anyhow!("timed out after {timeout:?} waiting for {what}"),
            });
        }
        tokio::time::sleep(POLL_INTERVAL.min(deadline.saturating_duration_since(Instant::now())))
            .await;
    }
}
