#!/usr/bin/env python3
"""Checks a built healthreport site in headless Firefox, over file://, without geckodriver:
Firefox is started with --remote-debugging-port and driven over WebDriver BiDi (a websocket,
the `websocket-client` package Selenium already depends on).

usage: check_firefox.py SITE_DIR [SCREENSHOT_DIR]

Every HTML page of the site is loaded at 1280 px in light and dark mode (two Firefox profiles:
`layout.css.prefers-color-scheme.content-override`) and at 390 and 375 px: every chart text lies
inside its chart and reaches 4.5:1 against what is behind it, at phone widths it is drawn at
11 px or more, each chart is one tab stop, minus signs are U+2212, no horizontal scrolling;
on the dashboard Tab reaches a chart and the arrow keys move the focus inside it.
The checks are check_site.py's, run here by Firefox's engine. Screenshots of the dashboard at
1280 px (light, dark) and 390 px go to SCREENSHOT_DIR when given (firefox-*.png).
Prints one line per check and "N passed, N failed"; exits 1 if any check failed.
Needs firefox-esr (FIREFOX overrides the path).
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websocket

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check_site  # noqa: E402  (the shared scripts and counters)

check = check_site.check


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Firefox:
    """One headless Firefox with a fresh profile, driven over WebDriver BiDi."""

    def __init__(self, scheme):
        self.profile = tempfile.mkdtemp(prefix="hr-firefox-")
        override = {"dark": 0, "light": 1}[scheme]
        Path(self.profile, "user.js").write_text(
            f'user_pref("layout.css.prefers-color-scheme.content-override", {override});\n'
            'user_pref("browser.shell.checkDefaultBrowser", false);\n'
            'user_pref("datareporting.policy.dataSubmissionEnabled", false);\n'
            'user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);\n'
            'user_pref("app.update.disabledForTesting", true);\n'
            'user_pref("network.proxy.type", 0);\n')
        self.port = free_port()
        binary = os.environ.get("FIREFOX", shutil.which("firefox-esr") or "firefox")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", str(self.port), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.socket = None
        for _ in range(150):
            try:
                self.socket = websocket.create_connection(
                    f"ws://127.0.0.1:{self.port}/session", timeout=60, suppress_origin=True)
                break
            except OSError:
                time.sleep(0.2)
        if self.socket is None:
            self.close()
            raise RuntimeError("Firefox's WebDriver BiDi endpoint did not come up")
        self.next_id = 0
        self.command("session.new", {"capabilities": {}})
        tree = self.command("browsingContext.getTree", {})
        self.context = tree["contexts"][0]["context"]
        # Every document records the Content-Security-Policy violations it reports.
        self.command("script.addPreloadScript", {
            "functionDeclaration": "() => {" + check_site.CSP_LISTENER + "}"})

    def command(self, method, params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if message.get("type") == "error":
                    raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def viewport(self, width, height):
        self.command("browsingContext.setViewport", {
            "context": self.context, "viewport": {"width": width, "height": height}})

    def load(self, url):
        self.command("browsingContext.navigate",
                     {"context": self.context, "url": url, "wait": "complete"})


    def js(self, body):
        """Runs a function body (with `return`) and gives back its JSON-able result."""
        result = self.command("script.callFunction", {
            "functionDeclaration": "async function() { return JSON.stringify(await (async function() {"
                                   + body + "})()); }",
            "target": {"context": self.context}, "awaitPromise": True})
        value = result.get("result", {})
        if result.get("type") == "exception":
            raise RuntimeError(result.get("exceptionDetails", {}).get("text"))
        return json.loads(value.get("value", "null"))

    def key(self, value):
        """Presses and releases one key (a WebDriver key code such as "\uE004", Tab)."""
        self.command("input.performActions", {"context": self.context, "actions": [
            {"type": "key", "id": "keyboard", "actions": [
                {"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]}]})

    def screenshot(self, path):
        data = self.command("browsingContext.captureScreenshot",
                            {"context": self.context, "origin": "document"})["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            if self.socket is not None:
                self.command("session.end", {})
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Adapter:
    """Lets check_site's check functions, written for Selenium, run their scripts in Firefox."""

    def __init__(self, firefox):
        self.firefox = firefox

    def execute_script(self, script, *args):
        assert not args, "no element arguments over BiDi"
        return self.firefox.js(script)


def check_pages(firefox, site, scheme, shots):
    driver = Adapter(firefox)
    widths = (1280,) if scheme == "dark" else (1280, 390, 375)
    pages = check_site.html_pages(site)
    for width in widths:
        firefox.viewport(width, 900)
        for page in pages:
            name = f"firefox {scheme}: {page} at {width} px"
            firefox.load((site / page).as_uri())
            firefox.js("await document.fonts.ready; return 0")
            if page == "index.html" and shots:
                firefox.screenshot(shots / f"firefox-dashboard-{scheme}-{width}.png")
            violations = firefox.js("return window.__cspViolations || ['no listener']")
            check(f"{name}: no Content-Security-Policy violation", not violations,
                  "; ".join(violations))
            scroll = firefox.js(
                "return [document.documentElement.scrollWidth, window.innerWidth]")
            check(f"{name}: no horizontal scrolling", scroll[0] <= scroll[1],
                  f"scrollWidth {scroll[0]}, innerWidth {scroll[1]}")
            if width == 1280:
                check_site.check_chart_text(driver, name)
                if scheme == "light":
                    check_site.check_tab_stops(driver, name)
                    check_site.check_minus(driver, name)
                    check_site.check_one_font(driver, name)
            else:
                check_site.check_chart_text(driver, name, minimum_size=11)


TAB, ARROW_RIGHT = "\uE004", "\uE014"

FOCUSED = """const e = document.activeElement;
if (!e || !e.matches('.chart [tabindex]')) return null;
const tip = e.querySelector(':scope > .tip');
return {label: e.getAttribute('aria-label'), chart: e.closest('svg').getAttribute('class'),
        tip: tip ? getComputedStyle(tip).display : null,
        visible: e.matches(':focus-visible')};"""


def check_keyboard(firefox, site):
    """Tab reaches the first chart's tab stop, its tip shows; ArrowRight moves to the next datum
    of the same chart; the next Tab leaves the chart."""
    firefox.viewport(1280, 900)
    firefox.load((site / "index.html").as_uri())
    first = None
    for _ in range(40):
        firefox.key(TAB)
        first = firefox.js(FOCUSED)
        if first:
            break
    if not check("firefox: Tab reaches a chart datum", first is not None):
        return
    # A headless Firefox window never has the system's focus, so :focus and :focus-visible do
    # not match there (document.hasFocus() is false): the tip on focus is checked in Chromium;
    # here the focus moves (the script) and the tab stop follows it.
    firefox.key(ARROW_RIGHT)
    moved = firefox.js(FOCUSED)
    check("firefox: ArrowRight moves the focus to the next datum of the chart",
          bool(moved) and moved["chart"] == first["chart"] and moved["label"] != first["label"],
          f"{moved} / {first}")
    stops = firefox.js("""return [...document.activeElement.closest('svg')
      .querySelectorAll('[tabindex]')].filter(e => e.getAttribute('tabindex') === '0')
      .map(e => e.getAttribute('aria-label'))""")
    check("firefox: the datum moved to is the chart's one tab stop now",
          bool(moved) and stops == [moved["label"]], str(stops))
    firefox.key(TAB)
    left = firefox.js(FOCUSED)
    check("firefox: the next Tab leaves the chart",
          not left or left["chart"] != first["chart"], str(left))


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    site = Path(sys.argv[1]).resolve()
    shots = Path(sys.argv[2]).resolve() if len(sys.argv) == 3 else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    if not (site / "index.html").is_file():
        sys.exit(f"{site}/index.html not found")
    for scheme in ("light", "dark"):
        firefox = Firefox(scheme)
        try:
            if scheme == "light":
                print(f"# {site} in Firefox (WebDriver BiDi)")
            check_pages(firefox, site, scheme, shots)
            if scheme == "light":
                check_keyboard(firefox, site)
        except Exception as error:  # a crashed run is a failure
            check(f"firefox {scheme}: ran to the end", False, f"{type(error).__name__}: {error}")
        finally:
            firefox.close()
    print(f"{check_site.passed} passed, {check_site.failed} failed")
    sys.exit(1 if check_site.failed else 0)


if __name__ == "__main__":
    main()
