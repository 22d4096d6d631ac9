// sibi serve: the explorer with the mouse. The page works without this script (every move is
// a link); with it, a click on a piece marks its legal targets (a dot for an empty square, a
// ring for a capture, coloured by the move's value), a click on a target makes the move, the
// page updates without a reload and the URL changes (the back button works). Drops: click a
// piece in the hand. Keys: → plays the next move of the principal variation, ← goes back,
// Space plays the best move. /play is drawn the same way (its moves are links too); on the
// engine's turn the page names the next state (data-next of main), fetched after a pause.
"use strict";
(function () {
  document.documentElement.classList.add("js");
  let selected = null; // {from: "B2"} or {drop: "P"}
  const ENGINE_PAUSE_MS = 600;
  let pending = null; // the timer of the engine's move on /play

  // /play on the engine's turn: the state after its move, after a human-sized pause.
  function followNext() {
    if (pending) clearTimeout(pending);
    pending = null;
    const next = main() && main().dataset.next;
    if (!next) return;
    pending = setTimeout(function () {
      pending = null;
      navigate(next, "replace");
    }, ENGINE_PAUSE_MS);
  }

  function main() {
    return document.getElementById("main");
  }

  function sideToMove() {
    const area = document.querySelector(".board-area");
    return area ? area.dataset.side : null;
  }

  function clearMarks() {
    document.querySelectorAll(".sq.sel, .sq.target, .drop.sel").forEach(function (e) {
      e.classList.remove("sel", "target", "capture", "t-win", "t-draw", "t-loss");
    });
    selected = null;
  }

  function movesFrom(sel) {
    const all = Array.from(document.querySelectorAll("li.mv"));
    return all.filter(function (li) {
      return sel.from ? li.dataset.from === sel.from : li.dataset.drop === sel.drop;
    });
  }

  function square(name) {
    return document.querySelector('.sq[data-sq="' + name + '"]');
  }

  function select(sel, el) {
    clearMarks();
    const moves = movesFrom(sel);
    if (moves.length === 0) return;
    selected = sel;
    el.classList.add("sel");
    moves.forEach(function (li) {
      const sq = square(li.dataset.to);
      if (!sq) return;
      sq.classList.add("target", "t-" + li.dataset.wdl);
      if (sq.querySelector(".pc")) sq.classList.add("capture");
    });
  }

  function say(text) {
    let p = document.querySelector("p.jsmsg");
    if (!p) {
      p = document.createElement("p");
      p.className = "note jsmsg";
      const area = document.querySelector(".board-area");
      area.parentNode.insertBefore(p, area.nextSibling);
    }
    p.textContent = text;
  }

  function play(li) {
    const a = li.querySelector("a[href]");
    if (a) {
      navigate(a.getAttribute("href"), true);
    } else {
      // A king capture: no position follows; say so (the move and why, not its badge).
      const part = function (sel) {
        const e = li.querySelector(sel);
        return e ? e.textContent : "";
      };
      const msg = li.querySelector(".capmsg");
      say(part(".cmv") + " " + part(".hj") + " — " + (msg ? msg.textContent : li.textContent));
    }
  }

  function onSquare(sq) {
    const name = sq.dataset.sq;
    if (selected && sq.classList.contains("target")) {
      const li = movesFrom(selected).find(function (l) {
        return l.dataset.to === name;
      });
      clearMarks();
      if (li) play(li);
      return;
    }
    const pc = sq.querySelector(".pc");
    if (pc && pc.classList.contains(sideToMove())) {
      select({ from: name }, sq);
    } else {
      clearMarks();
    }
  }

  function onDrop(d) {
    const hand = d.closest(".hand");
    if (!hand || hand.dataset.side !== sideToMove()) {
      clearMarks();
      return;
    }
    select({ drop: d.dataset.drop }, d);
  }

  // Our own pages that the script swaps in place: the explorer and /play.
  function swappable(href) {
    return href.startsWith("/?") || href.startsWith("/play?");
  }

  async function navigate(url, push) {
    if (pending) clearTimeout(pending);
    pending = null;
    const sep = url.indexOf("?") >= 0 ? "&" : "?";
    let res;
    try {
      res = await fetch(url + sep + "part=main", { headers: { Accept: "text/html" } });
    } catch (e) {
      window.location.href = url;
      return;
    }
    const text = await res.text();
    if (!res.ok || text.indexOf('id="main"') < 0 || text.indexOf("<html") >= 0) {
      window.location.href = url;
      return;
    }
    const holder = document.createElement("div");
    holder.innerHTML = text;
    const fresh = holder.querySelector("#main");
    main().replaceWith(fresh);
    selected = null;
    const pos = fresh.dataset.pos;
    if (fresh.dataset.title) document.title = fresh.dataset.title;
    const api = document.querySelector("header nav a.api");
    if (api && pos) api.setAttribute("href", "/api/v1/position?pos=" + encodeURIComponent(pos));
    if (push === "replace") history.replaceState({ url: url }, "", url);
    else if (push) history.pushState({ url: url }, "", url);
    const lang = document.querySelector("header .lang");
    if (lang) {
      const u = new URL(url, window.location.href);
      u.searchParams.set("lang", lang.getAttribute("hreflang"));
      lang.setAttribute("href", u.pathname + u.search);
    }
    followNext();
  }

  document.addEventListener("click", function (ev) {
    const t = ev.target;
    if (!(t instanceof Element)) return;
    const sq = t.closest(".board .sq");
    if (sq) {
      ev.preventDefault();
      onSquare(sq);
      return;
    }
    const d = t.closest(".hand .drop");
    if (d) {
      ev.preventDefault();
      onDrop(d);
      return;
    }
    const a = t.closest("#main a[href]");
    if (a && !ev.ctrlKey && !ev.metaKey && !ev.shiftKey && ev.button === 0) {
      const href = a.getAttribute("href");
      if (swappable(href) && !a.hasAttribute("download")) {
        ev.preventDefault();
        navigate(href, true);
      }
    }
  });

  document.addEventListener("submit", function (ev) {
    const f = ev.target;
    if (!(f instanceof HTMLFormElement) || !f.classList.contains("postext")) return;
    ev.preventDefault();
    const q = new URLSearchParams(new FormData(f)).toString();
    navigate("/?" + q, true);
  });

  window.addEventListener("popstate", function () {
    navigate(window.location.pathname + window.location.search, false);
  });

  // A game's page: ← / → step through the plies, the slider shows the ply it is moved to.
  function gameKeys(ev) {
    const game = document.querySelector("main.game");
    if (!game) return false;
    const link = document.querySelector(ev.key === "ArrowLeft" ? ".steps a.prev" : ".steps a.next");
    if ((ev.key === "ArrowLeft" || ev.key === "ArrowRight") && link) {
      ev.preventDefault();
      window.location.href = link.getAttribute("href");
    }
    return true;
  }
  document.addEventListener("change", function (ev) {
    const t = ev.target;
    if (t instanceof HTMLInputElement && t.id === "plyrange" && t.form) t.form.submit();
    // /play's form: the chosen level's description stands out.
    if (t instanceof HTMLSelectElement && t.id === "level") {
      document.querySelectorAll("ol.levels li").forEach(function (li) {
        li.classList.toggle("chosen", li.dataset.level === t.value);
      });
    }
  });

  document.addEventListener("keydown", function (ev) {
    const tag = (ev.target && ev.target.tagName) || "";
    if (tag === "SELECT" || tag === "TEXTAREA") return;
    if (tag === "INPUT" && !(ev.target.type === "range")) return;
    if (gameKeys(ev)) return;
    if (ev.key === "ArrowRight") {
      const next = document.querySelector("ol.pv li a[href]");
      if (next) {
        ev.preventDefault();
        navigate(next.getAttribute("href"), true);
      }
    } else if (ev.key === "ArrowLeft") {
      ev.preventDefault();
      history.back();
    } else if (ev.key === " " || ev.key === "Spacebar") {
      const best = document.querySelector("li.mv.best");
      if (best) {
        ev.preventDefault();
        play(best);
      }
    } else if (ev.key === "Escape") {
      clearMarks();
    }
  });
  followNext();
})();
