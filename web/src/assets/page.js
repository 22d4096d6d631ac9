// sibi serve: what the pages do besides the board (app.js), each part on its own.
"use strict";

// Values hidden until asked (web/src/hints.rs): the choice is kept in this browser. A page of
// the explorer, /play or the puzzles loaded without hide=1 while it is on is replaced by the
// same address with it: the server then leaves the values out of the page. The switch's link
// (a.hideswitch) loads its page itself; its choice is kept here for the next pages.
(function () {
  const HIDE_KEY = "sibi.hide";
  let on = false;
  try {
    on = localStorage.getItem(HIDE_KEY) === "1";
  } catch (e) {
    /* not kept */
  }
  const path = window.location.pathname;
  if (on && (path === "/" || path === "/play" || path === "/puzzles")) {
    const u = new URL(window.location.href);
    if (!u.searchParams.has("hide")) {
      u.searchParams.set("hide", "1");
      window.location.replace(u.pathname + u.search + u.hash);
    }
  }
  document.addEventListener("click", function (ev) {
    const hs = ev.target instanceof Element && ev.target.closest("a.hideswitch");
    if (!hs) return;
    try {
      localStorage.setItem(HIDE_KEY, hs.dataset.hide === "1" ? "1" : "0");
    } catch (e) {
      /* not kept: this page only */
    }
  });
})();

// The annotate form: a record over the server's limit (the form's data-max-bytes, counted in
// UTF-8 bytes as the server counts them, with a chosen file's size) is refused here before
// anything is sent, with the server's words (data-too-large); the text stays in the box.
(function () {
  "use strict";
  const form = document.getElementById("annotate-form");
  if (!form || !form.dataset.maxBytes) return;
  const max = Number(form.dataset.maxBytes);
  const box = document.getElementById("record");
  const msg = document.getElementById("annotate-refused");
  const file = form.querySelector("input[type=file]");
  const bytes = (s) => new TextEncoder().encode(s).length;
  form.addEventListener("submit", (ev) => {
    const over =
      bytes(box ? box.value : "") > max ||
      (file && file.files && file.files[0] && file.files[0].size > max);
    if (msg) {
      msg.hidden = !over;
      msg.textContent = over ? form.dataset.tooLarge : "";
    }
    if (over) ev.preventDefault();
  });
})();

// The file pickers in the page's words (web/src/file_pick.rs): the chosen file's name beside
// the button (the native input, which would name it in the browser's language, is hidden).
(function () {
  "use strict";
  for (const input of document.querySelectorAll("label.filepick input[type=file]")) {
    const name = input.closest("label").nextElementSibling;
    if (!name || !name.classList.contains("filepick-name")) continue;
    const say = function () {
      const f = input.files && input.files[0];
      name.textContent = f ? f.name : name.dataset.none || "";
    };
    input.addEventListener("change", say);
    say();
  }
})();
