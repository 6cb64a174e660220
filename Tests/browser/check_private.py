#!/usr/bin/env python3
"""Checks a private healthreport site (built with HEALTHREPORT_PASSPHRASE set) in headless
Chromium (Selenium) and headless Firefox (WebDriver BiDi, check_firefox.Firefox), served over
http by `python3 -m http.server` on 127.0.0.1 and a free port, and from disk (file://).

usage: check_private.py SITE_DIR PASSPHRASE [PUBLIC_SITE_DIR]

In each browser:
 0. (first) SITE_DIR is private: data/daily.csv.sealed and no data/daily.csv;
 1. the unlock page of index.html: its form shown, the passphrase field labelled and focused,
    no figure, year or month in its text, one h1;
 2. a wrong passphrase says "Wrong passphrase…" and the form stays;
 3. the right passphrase opens the dashboard: its header, charts and Lock link, no console
    errors (Chromium), the public dashboard's title and number of charts (PUBLIC_SITE_DIR);
 4. other pages open without asking (the Steps link of the opened dashboard, the latest weekly
    report by its address, its Dashboard link); the time from navigation start to the opened
    page's DOMContentLoaded is measured over seven loads of the dashboard, next to the public
    dashboard's own when PUBLIC_SITE_DIR is given (served the same way); in Chromium what
    unlocking adds to the public page (best against best; without PUBLIC_SITE_DIR the best time
    itself) over 50 ms FAILs, as a busy machine only adds time; in Firefox it is reported;
 5. the opened dashboard's charts still answer focus (Chromium: Tab to a chart datum shows its
    tip) and hover (Firefox: the pointer over a datum shows its tip);
 6. the daily CSV link saves the opened file (starting `date,steps`) into a temporary folder
    (Chromium: Browser.setDownloadBehavior; Firefox: download preferences in its profile);
 7. Lock returns to the form, and another page then asks again;
 8. "Remember on this device" opens pages without the session's key (a new tab in Chromium,
    sessionStorage cleared in both);
 9. dark mode at 390 px: the form shown on a dark background, the field 44 px tall or more, no
    horizontal scrolling, and the opened dashboard works;
10. no Content-Security-Policy violation on any unlock page or opened page (the listener is
    installed again whenever the page calls document.open(), which removes it; a violation
    made on purpose in the opened page shows it listens);
11. from disk (file://): whether the page opens, or says it cannot (#unlock-unsupported);
12. (Chromium) the site served under a sub-path, at folder addresses (`/site/steps/`,
    `/site/`): the pages open and the download works;
13. (Chromium) an unlock page whose envelope has `"v":2` or `"iter":10^12` says the page cannot
    open it, and shows no form.

Prints one line per check and "N passed, N failed"; exits 1 if any check failed.
Needs selenium, websocket-client, Chromium with chromedriver, and firefox-esr.
"""
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check_firefox  # noqa: E402
import check_site  # noqa: E402  (the shared set-up and counters)

check = check_site.check

OPEN_BUDGET_MS = 50
PHONE = (390, 844)
DESKTOP = check_site.DESKTOP

# The CSP listener of check_site, keeping the violations recorded so far when run again.
CSP_AGAIN = check_site.CSP_LISTENER.replace(
    "window.__cspViolations = [];", "window.__cspViolations = window.__cspViolations || [];")
assert CSP_AGAIN != check_site.CSP_LISTENER

# Evaluated in every new document after check_site's CSP listener: document.open() (which the
# unlock script calls to show the opened page) removes the document's event listeners, so the
# CSP listener is installed again right after it, and the opened page's DOMContentLoaded is
# timed (performance.now(), milliseconds since the navigation started).
HOOK = """
(function () {
  var open = Document.prototype.open, close = Document.prototype.close;
  Document.prototype.open = function () {
    var result = open.apply(this, arguments);
    window.__replacedAt = performance.now();
    this.addEventListener('DOMContentLoaded', function () {
      window.__openedAt = performance.now();
      window.__headerAtOpen = !!document.querySelector('.site-header');
    });
    """ + CSP_AGAIN + """
    return result;
  };
  Document.prototype.close = function () {
    var result = close.apply(this, arguments);
    window.__closedAt = performance.now();
    return result;
  };
})();
"""

STATE = """
const form = document.getElementById('unlock-form');
const message = document.getElementById('unlock-message');
const missing = document.getElementById('unlock-unsupported');
return {form: !!form && !form.hidden, header: !!document.querySelector('.site-header'),
        message: message ? message.textContent : null,
        unsupported: !!missing && !missing.hidden,
        charts: document.querySelectorAll('svg.chart').length,
        lock: !!document.querySelector('.site-header nav .lock-link, .lock-link'),
        title: document.title};
"""

UNLOCK_PAGE = """
const input = document.getElementById('passphrase');
const form = document.getElementById('unlock-form');
const text = document.body.innerText + ' ' + document.title;
const r = input ? input.getBoundingClientRect() : null;
const f = form ? form.getBoundingClientRect() : null;
const bg = getComputedStyle(document.body).backgroundColor;
return {text,
        labels: input && input.labels ? [...input.labels].map(l => l.textContent.trim()) : [],
        focused: document.activeElement === input,
        h1: document.querySelectorAll('h1').length,
        formShown: !!form && !form.hidden && getComputedStyle(form).display !== 'none'
                   && !!f && f.width > 0 && f.height > 0,
        inputHeight: r ? r.height : 0,
        scroll: [document.documentElement.scrollWidth, window.innerWidth],
        background: bg};
"""

MONTHS = ("January February March April May June July August September October November "
          "December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec").split()
FIGURE = re.compile(r"\d,\d{3}|\b(?:19|20)\d\d\b|\b(?:" + "|".join(MONTHS) + r")\b")


def luminance(css):
    m = re.match(r"rgba?\(([^)]+)\)", css or "")
    if not m:
        return None
    v = [float(x) for x in re.split(r"[ ,/]+", m.group(1).strip()) if x][:3]
    f = lambda x: x / 12.92 if (x := x / 255) <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    return 0.2126 * f(v[0]) + 0.7152 * f(v[1]) + 0.0722 * f(v[2])


# ---------------------------------------------------------------------------------------------
# The two browsers behind one interface.

class Chrome:
    name = "chromium"

    def __init__(self):
        self.driver = check_site.make_driver()
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        self.first_tab = self.driver.current_window_handle
        self.downloads = Path(tempfile.mkdtemp(prefix="hr-private-dl-"))
        self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {
            "behavior": "allow", "downloadPath": str(self.downloads)})

    def new_tab(self):
        """Opens a new tab (its own sessionStorage) with the same scripts on new documents."""
        self.driver.switch_to.new_window("tab")
        self.driver.execute_cdp_cmd("Network.enable", {})
        for source in (check_site.CSP_LISTENER, HOOK):
            self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})

    def close_tab(self):
        self.driver.close()
        self.driver.switch_to.window(self.first_tab)

    def load(self, url):
        check_site.drain_logs(self.driver)
        self.driver.get(url)

    def js(self, body):
        return self.driver.execute_script(body)

    def errors(self):
        return check_site.drain_logs(self.driver)[0]

    def type_passphrase(self, passphrase, remember=False):
        if remember:
            box = self.driver.find_element(By.ID, "remember")
            if not box.is_selected():
                box.click()
        field = self.driver.find_element(By.ID, "passphrase")
        field.clear()
        field.send_keys(passphrase + Keys.ENTER)

    def viewport(self, width, height):
        check_site.set_viewport(self.driver, width, height)

    def scheme(self, scheme):
        check_site.color_scheme(self.driver, scheme)

    def tab(self):
        ActionChains(self.driver).send_keys(Keys.TAB).perform()

    def close(self):
        self.driver.quit()
        shutil.rmtree(self.downloads, ignore_errors=True)


@contextmanager
def firefox_download_prefs(folder):
    """Lets check_firefox.Firefox's new profile save downloads into `folder` without asking
    (a prefs.js written into the profile folder when it is made, before user.js and the start)."""
    real = tempfile.mkdtemp

    def mkdtemp(*args, **kwargs):
        path = real(*args, **kwargs)
        if kwargs.get("prefix") == "hr-firefox-":
            Path(path, "prefs.js").write_text(
                'user_pref("browser.download.folderList", 2);\n'
                f'user_pref("browser.download.dir", "{folder}");\n'
                'user_pref("browser.download.useDownloadDir", true);\n'
                'user_pref("browser.download.always_ask_before_handling_new_types", false);\n'
                'user_pref("browser.download.start_downloads_in_tmp_dir", false);\n'
                'user_pref("browser.download.alwaysOpenPanel", false);\n'
                'user_pref("browser.download.panel.shown", true);\n'
                'user_pref("browser.helperApps.neverAsk.saveToDisk", '
                '"application/octet-stream,text/csv");\n')
        return path

    tempfile.mkdtemp = mkdtemp
    try:
        yield
    finally:
        tempfile.mkdtemp = real


class Fox:
    def __init__(self, scheme="light"):
        self.name = "firefox"
        self.downloads = Path(tempfile.mkdtemp(prefix="hr-private-dl-"))
        with firefox_download_prefs(self.downloads):
            self.firefox = check_firefox.Firefox(scheme)
        self.firefox.command("script.addPreloadScript", {
            "functionDeclaration": "() => {" + HOOK + "}"})

    def load(self, url):
        self.firefox.load(url)

    def js(self, body):
        return self.firefox.js(body)

    def errors(self):
        return None  # not collected over BiDi here

    def type_passphrase(self, passphrase, remember=False):
        if remember:
            self.js("const b = document.getElementById('remember'); b.checked = true; return 0")
        self.js("const i = document.getElementById('passphrase'); i.value = ''; i.focus(); return 0")
        keys = [k for ch in passphrase + "\uE007"
                for k in ({"type": "keyDown", "value": ch}, {"type": "keyUp", "value": ch})]
        self.firefox.command("input.performActions", {"context": self.firefox.context, "actions": [
            {"type": "key", "id": "keyboard", "actions": keys}]})

    def viewport(self, width, height):
        self.firefox.viewport(width, height)

    def scheme(self, scheme):
        raise NotImplementedError("a Firefox profile has one scheme")

    def tab(self):
        self.firefox.key(check_firefox.TAB)

    def hover(self, x, y):
        self.firefox.command("input.performActions", {"context": self.firefox.context, "actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
             "actions": [{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"}]}]})

    def close(self):
        self.firefox.close()
        shutil.rmtree(self.downloads, ignore_errors=True)


# ---------------------------------------------------------------------------------------------

def wait_state(browser, until, timeout=20.0):
    """Polls STATE until `until(state)` holds; returns the last state."""
    end = time.monotonic() + timeout
    state = None
    while True:
        try:
            state = browser.js(STATE)
        except Exception as error:  # the document being replaced
            state = {"error": str(error)}
        if "error" not in state and until(state):
            return state
        if time.monotonic() > end:
            return state
        time.sleep(0.05)


def opened(state):
    return state.get("header") and not state.get("form")


def settled(state):
    """The page is opened, asks for the passphrase, or says it cannot open."""
    return opened(state) or state.get("form") or state.get("unsupported")


def csp(browser, name):
    violations = browser.js("return window.__cspViolations || ['no listener']")
    check(f"{name}: no Content-Security-Policy violation", not violations, "; ".join(violations))


def clear_storage(browser):
    browser.js("sessionStorage.clear(); localStorage.clear(); return 0")


def stored_keys(browser):
    return browser.js("""const k = s => Object.keys(s).filter(n => n.startsWith('healthreport-key-'));
      return {session: k(sessionStorage), local: k(localStorage)}""")


def unlock(browser, passphrase, remember=False, timeout=30.0):
    browser.type_passphrase(passphrase, remember)
    return wait_state(browser, lambda s: opened(s) or (s.get("message") or "").startswith(
        "Wrong passphrase") or s.get("unsupported"), timeout)


def latest_week(site):
    weeks = sorted(p.parent.name for p in (site / "weeks").glob("*/index.html")
                   if re.fullmatch(r"\d{4}-\d{2}-\d{2}", p.parent.name))
    return f"weeks/{weeks[-1]}/index.html" if weeks else None


def public_dashboard(public):
    """The public dashboard's title and number of charts (loaded once in Chromium)."""
    if public is None:
        return None
    driver = check_site.make_driver()
    try:
        driver.get((public / "index.html").as_uri())
        return driver.execute_script(
            "return {title: document.title, charts: document.querySelectorAll('svg.chart').length}")
    finally:
        driver.quit()


def check_unlock_page(browser, name, dark_phone=False):
    page = browser.js(UNLOCK_PAGE)
    check(f"{name}: the unlock form is shown", page["formShown"])
    if dark_phone:
        check(f"{name}: the passphrase field is 44 px tall or more "
              f"({page['inputHeight']:.0f} px)", page["inputHeight"] >= 44)
        check(f"{name}: no horizontal scrolling", page["scroll"][0] <= page["scroll"][1],
              f"scrollWidth {page['scroll'][0]}, innerWidth {page['scroll'][1]}")
        lum = luminance(page["background"])
        check(f"{name}: the page is dark ({page['background']})", lum is not None and lum < 0.1)
        return
    check(f"{name}: the passphrase field has a label ({page['labels']})",
          any(page["labels"]))
    check(f"{name}: the passphrase field is focused", page["focused"])
    figures = sorted(set(m.group(0) for m in FIGURE.finditer(page["text"])))
    check(f"{name}: no figure or date of the data in the page's text", not figures,
          ", ".join(figures))
    check(f"{name}: exactly one h1", page["h1"] == 1, f"{page['h1']} h1")


def time_opening(browser, url, runs=7):
    """Loads url (the key known) `runs` times; returns the ms from navigation start
    (performance.timeOrigin) to the opened page's DOMContentLoaded, whether .site-header was
    there then, and the failing state if a load did not open."""
    times, headers = [], []
    for _ in range(runs):
        browser.load(url)
        state = wait_state(browser, opened, 10)
        if not opened(state):
            return times, headers, state
        t = [None, None, None]
        for _ in range(40):
            t = browser.js("return [window.__openedAt ?? null, window.__closedAt ?? null, "
                           "window.__headerAtOpen ?? null]")
            if t[0] is not None:
                break
            time.sleep(0.025)
        times.append(t[0] if t[0] is not None else t[1])
        headers.append(bool(t[2]))
    return times, headers, None


def time_public(browser, url, runs=7):
    """The public dashboard's own navigation start to DOMContentLoaded, for comparison."""
    times = []
    for _ in range(runs):
        browser.load(url)
        for _ in range(40):
            t = browser.js("const n = performance.getEntriesByType('navigation')[0];"
                           "return n && n.domContentLoadedEventStart || null")
            if t:
                break
            time.sleep(0.025)
        times.append(t)
    return times


def check_dashboard_open(browser, base, public, passphrase):
    """Checks 1-3 and 10 on the dashboard, leaving it opened."""
    n = browser.name
    browser.load(base + "index.html")
    clear_storage(browser)
    browser.load(base + "index.html")
    state = wait_state(browser, settled)
    if not check(f"{n}: the unlock page of index.html asks for the passphrase",
                 state.get("form") and not state.get("header"), str(state)):
        return False
    check_unlock_page(browser, f"{n}: unlock page of index.html")
    csp(browser, f"{n}: unlock page of index.html")
    started = time.monotonic()
    state = unlock(browser, passphrase + "x")
    check(f"{n}: a wrong passphrase says so ({time.monotonic() - started:.1f} s)",
          (state.get("message") or "").startswith("Wrong passphrase"), str(state))
    check(f"{n}: after a wrong passphrase the form stays", state.get("form") and
          not state.get("header"), str(state))
    check(f"{n}: a wrong passphrase stores no key", stored_keys(browser) ==
          {"session": [], "local": []})
    browser.errors()
    started = time.monotonic()
    state = unlock(browser, passphrase)
    if not check(f"{n}: the right passphrase opens the dashboard "
                 f"({time.monotonic() - started:.1f} s)", opened(state), str(state)):
        return False
    check(f"{n}: the opened dashboard has its charts ({state['charts']} svg.chart)",
          state["charts"] > 0)
    check(f"{n}: the opened dashboard has a Lock link in its header",
          browser.js("return !!document.querySelector('.site-header nav .lock-link')"))
    keys = stored_keys(browser)
    check(f"{n}: the key is kept in sessionStorage only", len(keys["session"]) == 1
          and not keys["local"], str(keys))
    if public:
        check(f"{n}: the opened dashboard's title is the public one's ({state['title']!r})",
              state["title"] == public["title"], f"public {public['title']!r}")
        check(f"{n}: as many charts as the public dashboard ({public['charts']})",
              state["charts"] == public["charts"], f"{state['charts']} here")
    time.sleep(0.2)
    errors = browser.errors()
    if errors is not None:
        check(f"{n}: no console errors on the opened dashboard", not errors, "; ".join(errors))
    csp(browser, f"{n}: opened dashboard")
    return True


def check_charts_interactive(browser):
    """Check 5 on the opened dashboard."""
    n = browser.name
    if isinstance(browser, Chrome):
        focused = None
        for presses in range(1, 60):
            browser.tab()
            focused = browser.js("""const e = document.activeElement;
              if (!e.matches('.chart [tabindex]')) return null;
              const tip = e.querySelector(':scope > .tip');
              return {label: e.getAttribute('aria-label'),
                      tip: tip ? getComputedStyle(tip).display : null}""")
            if focused:
                break
        check(f"{n}: Tab reaches a chart datum of the opened dashboard", focused is not None)
        if focused:
            check(f"{n}: focusing {focused['label']!r} ({presses} Tabs) shows its tip",
                  focused["tip"] not in (None, "none"), str(focused))
        first = browser.js("""const e = document.querySelector('.chart [tabindex="0"]');
          e.focus(); const tip = e.querySelector(':scope > .tip');
          return tip ? getComputedStyle(tip).display : null""")
        check(f"{n}: focusing the first .chart [tabindex=\"0\"] shows its tip",
              first not in (None, "none"), str(first))
    else:
        point = browser.js("""const d = document.querySelector('.chart [tabindex="0"]');
          const t = d.querySelector(':scope > .hover-target') || d;
          t.scrollIntoView({block: 'center'}); const r = t.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2]""")
        browser.hover(*point)
        time.sleep(0.15)
        shown = browser.js("""const d = document.querySelector('.chart [tabindex="0"]');
          return {hover: d.matches(':hover'),
                  tip: getComputedStyle(d.querySelector(':scope > .tip')).display}""")
        check(f"{n}: hovering the first chart datum of the opened dashboard shows its tip",
              shown["tip"] != "none", str(shown))
        reached = None
        browser.js("document.activeElement && document.activeElement.blur && "
                   "document.activeElement.blur(); window.scrollTo(0, 0); return 0")
        for _ in range(60):
            browser.tab()
            reached = browser.js("return document.activeElement.matches('.chart [tabindex]')")
            if reached:
                break
        check(f"{n}: Tab reaches a chart datum of the opened dashboard", bool(reached))
        print(f"NOTE {n}: a headless Firefox window never has the system's focus, so the tip "
              "on focus is checked in Chromium only")
    csp(browser, f"{n}: opened dashboard after hover and focus")
    check_csp_listener(browser)


def check_csp_listener(browser):
    """The CSP listener, installed again after document.open(), hears a violation made on
    purpose in the opened page (an inline script the policy does not allow); the test's own
    entry is then removed."""
    before = browser.js("""const s = document.createElement('script');
      s.textContent = 'window.__notAllowed = 1'; document.body.appendChild(s); s.remove();
      return (window.__cspViolations || []).length""")
    heard = None
    for _ in range(40):
        time.sleep(0.025)
        heard = browser.js("return window.__cspViolations || []")
        if len(heard) > before:
            break
    ok = len(heard) > before and browser.js("return window.__notAllowed === undefined")
    check(f"{browser.name}: the CSP listener hears a violation in the opened page (self-test)",
          ok, str(heard))
    browser.js(f"window.__cspViolations.splice({before}); return 0")


def check_download(browser, n=None):
    """Check 6: the daily CSV link saves the opened file."""
    n = n or browser.name
    for old in browser.downloads.iterdir():
        old.unlink()
    href = browser.js("""const a = document.querySelector('a[href$="data/daily.csv"]');
      if (!a) return null; a.click(); return a.getAttribute('href')""")
    if not check(f"{n}: the dashboard links data/daily.csv", href is not None):
        return
    saved = None
    end = time.monotonic() + 15
    while time.monotonic() < end:
        files = [p for p in browser.downloads.iterdir()
                 if not p.name.endswith((".crdownload", ".part")) and p.stat().st_size > 0]
        if files:
            saved = files[0]
            break
        time.sleep(0.1)
    if saved is None:
        alert = browser.js("const p = document.getElementById('unlock-download');"
                           "return p ? p.textContent : null")
        check(f"{n}: clicking {href} saves the opened file", False,
              f"nothing in {browser.downloads} after 15 s; page says {alert!r}")
        return
    time.sleep(0.2)
    head = saved.read_bytes()[:40]
    check(f"{n}: clicking {href} saves {saved.name}, starting {head[:20]!r}",
          head.startswith(b"date,steps"), repr(head))


def check_other_pages(browser, base, site, public_base=None):
    """Check 4 and the timing: from the opened dashboard its Steps link, then the latest
    weekly report by its address, and from there its Dashboard link."""
    n = browser.name
    week = latest_week(site)
    check(f"{n}: the site has a weekly report", week is not None)
    for page, how in [("steps/index.html", "link"), (week, "address"), ("index.html", "link")]:
        if page is None:
            continue
        if how == "link":
            target = browser.js("""const a = [...document.querySelectorAll('.site-header nav a')]
              .find(a => new URL(a.href).pathname.endsWith('/' + arguments[0]) ||
                         new URL(a.href).pathname === '/' + arguments[0]);
              if (!a) return null; a.setAttribute('data-check', '1');
              return a.getAttribute('href')""".replace("arguments[0]", repr(page)))
            if not check(f"{n}: the opened page links {page} in its header", target is not None):
                continue
            if isinstance(browser, Chrome):
                browser.errors()
                browser.driver.find_element(By.CSS_SELECTOR, "a[data-check]").click()
            else:
                browser.js("document.querySelector('a[data-check]').click(); return 0")
            time.sleep(0.2)
            how = f"its link {target!r}"
        else:
            browser.load(base + page)
        state = wait_state(browser, lambda s: settled(s)
                           and browser.js("return location.pathname") == "/" + page)
        check(f"{n}: {page}, reached by {how}, opens without asking "
              f"({state.get('charts')} charts)", opened(state) and state.get("lock"), str(state))
        errors = browser.errors()
        if errors is not None:
            check(f"{n}: no console errors on opened {page}", not errors, "; ".join(errors))
        csp(browser, f"{n}: opened {page}")
    times, headers, failure = time_opening(browser, base + "index.html")
    if failure:
        check(f"{n}: the dashboard opens again with the kept key", False, str(failure))
        return None
    best, middle = min(times), statistics.median(times)
    check(f"{n}: .site-header exists when the opened page's DOMContentLoaded fires",
          all(headers), str(headers))
    detail = (f"best {best:.0f} ms, median {middle:.0f} ms from navigation start to the opened "
              f"page's DOMContentLoaded ({', '.join(f'{t:.0f}' for t in times)} ms)")
    plain = []
    if public_base:
        plain = [t for t in time_public(browser, public_base + "index.html") if t]
        if plain:
            detail += (f"; the public dashboard over http: best {min(plain):.0f} ms, median "
                       f"{statistics.median(plain):.0f} ms, so unlocking adds "
                       f"{best - min(plain):.0f} ms")
            if min(plain) > OPEN_BUDGET_MS * 0.7:
                print(f"NOTE {n}: the public dashboard alone takes {min(plain):.0f} ms here: "
                      "the machine is busy, and the next figure is inflated too")
    # The best of the runs is held to the budget: a busy machine only ever adds time. With the
    # public dashboard measured in the same run, what unlocking adds to it is held to the budget
    # (the page itself costs the same either way, and a loaded CI machine slows both alike).
    if isinstance(browser, Chrome):
        added = best - min(plain) if plain else best
        check(f"{n}: the dashboard opens with the kept key: {detail}",
              added <= OPEN_BUDGET_MS, f"{added:.0f} ms, over {OPEN_BUDGET_MS} ms")
    else:
        print(f"INFO {n}: the dashboard opens with the kept key: {detail} (not a check)")
    return best


def check_lock(browser, base):
    """Check 7, from the opened dashboard."""
    n = browser.name
    browser.load(base + "index.html")
    state = wait_state(browser, settled)
    if not check(f"{n}: the dashboard opens with the kept key", opened(state), str(state)):
        return
    if isinstance(browser, Chrome):
        browser.driver.find_element(By.CSS_SELECTOR, ".lock-link").click()
    else:
        browser.js("document.querySelector('.lock-link').click(); return 0")
    time.sleep(0.3)
    state = wait_state(browser, lambda s: s.get("form"), 10)
    check(f"{n}: Lock returns to the unlock form", state.get("form") and not state.get("header"),
          str(state))
    csp(browser, f"{n}: unlock page after Lock")
    check(f"{n}: Lock forgets the key", stored_keys(browser) == {"session": [], "local": []},
          str(stored_keys(browser)))
    browser.load(base + "steps/index.html")
    state = wait_state(browser, settled)
    check(f"{n}: after Lock, steps/index.html asks again", state.get("form")
          and not state.get("header"), str(state))
    csp(browser, f"{n}: unlock page of steps/index.html")


def check_remember(browser, base, passphrase):
    """Check 8 (on the unlock page of steps/index.html)."""
    n = browser.name
    state = unlock(browser, passphrase, remember=True)
    if not check(f"{n}: the passphrase with 'Remember on this device' opens steps/index.html",
                 opened(state), str(state)):
        return
    keys = stored_keys(browser)
    check(f"{n}: the remembered key is in localStorage", len(keys["local"]) == 1, str(keys))
    if isinstance(browser, Chrome):
        browser.new_tab()
        try:
            browser.load(base + "index.html")
            state = wait_state(browser, settled)
            fresh = browser.js("return Object.keys(sessionStorage).length")
            check(f"{n}: a new tab (empty sessionStorage: {fresh} keys) opens the dashboard "
                  "without asking", opened(state), str(state))
            csp(browser, f"{n}: opened dashboard in a new tab")
        finally:
            browser.close_tab()
    browser.js("sessionStorage.clear(); return 0")
    browser.load(base + "index.html")
    state = wait_state(browser, settled)
    check(f"{n}: with sessionStorage cleared the dashboard opens without asking",
          opened(state), str(state))
    csp(browser, f"{n}: dashboard opened with the remembered key")
    # Lock forgets the remembered key too.
    browser.js("document.querySelector('.lock-link').click(); return 0")
    time.sleep(0.3)
    state = wait_state(browser, lambda s: s.get("form"), 10)
    check(f"{n}: Lock forgets the remembered key", state.get("form") and
          stored_keys(browser) == {"session": [], "local": []}, str(stored_keys(browser)))


def check_dark_phone(browser, base, passphrase):
    """Check 9."""
    n = f"{browser.name} dark 390 px"
    browser.viewport(*PHONE)
    browser.load(base + "index.html")
    clear_storage(browser)
    browser.load(base + "index.html")
    state = wait_state(browser, settled)
    if not check(f"{n}: the unlock page asks for the passphrase", state.get("form"), str(state)):
        return
    check_unlock_page(browser, f"{n}: unlock page", dark_phone=True)
    csp(browser, f"{n}: unlock page")
    state = unlock(browser, passphrase)
    if not check(f"{n}: the right passphrase opens the dashboard", opened(state), str(state)):
        return
    page = browser.js("""const s = document.querySelectorAll('svg.chart');
      return {charts: [...s].filter(c => c.getBoundingClientRect().width > 0).length,
              scroll: [document.documentElement.scrollWidth, window.innerWidth],
              background: getComputedStyle(document.body).backgroundColor,
              lock: (() => { const r = document.querySelector('.lock-link').getBoundingClientRect();
                             return [r.width, r.height]; })()}""")
    check(f"{n}: the opened dashboard shows its charts ({page['charts']} drawn)",
          page["charts"] > 0)
    check(f"{n}: the opened dashboard does not scroll horizontally",
          page["scroll"][0] <= page["scroll"][1],
          f"scrollWidth {page['scroll'][0]}, innerWidth {page['scroll'][1]}")
    lum = luminance(page["background"])
    check(f"{n}: the opened dashboard is dark ({page['background']})",
          lum is not None and lum < 0.1)
    check(f"{n}: the Lock link is shown ({page['lock'][0]:.0f}x{page['lock'][1]:.0f} px)",
          page["lock"][0] > 0 and page["lock"][1] > 0)
    errors = browser.errors()
    if errors is not None:
        check(f"{n}: no console errors", not errors, "; ".join(errors))
    csp(browser, f"{n}: opened dashboard")
    browser.js("document.querySelector('.lock-link').click(); return 0")
    time.sleep(0.3)


def check_file_url(browser, site, passphrase):
    """Check 11: from disk."""
    n = f"{browser.name} file://"
    browser.load((site / "index.html").as_uri())
    clear_storage(browser)
    browser.load((site / "index.html").as_uri())
    state = wait_state(browser, settled)
    if state.get("unsupported"):
        check(f"{n}: the page says it cannot open the report here", True)
        return
    if not check(f"{n}: the unlock page asks for the passphrase", state.get("form"), str(state)):
        return
    state = unlock(browser, passphrase)
    if opened(state):
        check(f"{n}: the right passphrase opens the dashboard from disk", True)
        csp(browser, f"{n}: opened dashboard")
        browser.load((site / "steps" / "index.html").as_uri())
        state = wait_state(browser, settled)
        print(f"INFO {n}: steps/index.html then "
              + ("opens without asking" if opened(state) else f"does not open: {state}"))
        clear_storage(browser)
    elif state.get("unsupported"):
        check(f"{n}: the page says it cannot open the report here", True)
    else:
        check(f"{n}: the page opens from disk or says it cannot", False, str(state))


def check_sub_path(browser, site, passphrase):
    """The site served under a sub-path (its parent folder served), at folder addresses
    (`…/steps/`, `…/`): pages open, the key found for the whole site, the download named by
    its path inside the site."""
    n = f"{browser.name} under /{site.name}/"
    server, parent = serve(site.parent, urllib.parse.quote(site.name) + "/robots.txt")
    try:
        base = parent + urllib.parse.quote(site.name) + "/"
        browser.load(base + "steps/")
        clear_storage(browser)
        browser.load(base + "steps/")
        state = wait_state(browser, settled)
        if not check(f"{n}: steps/ asks for the passphrase", state.get("form"), str(state)):
            return
        state = unlock(browser, passphrase)
        check(f"{n}: steps/ opens with the passphrase", opened(state), str(state))
        browser.load(base)
        state = wait_state(browser, settled)
        if not check(f"{n}: the site's folder address opens the dashboard without asking",
                     opened(state), str(state)):
            return
        csp(browser, f"{n}: opened dashboard")
        check_download(browser, n)
        browser.js("document.querySelector('.lock-link').click(); return 0")
        time.sleep(0.3)
    finally:
        server.terminate()
        server.wait(timeout=5)


def check_unknown_format(browser, site):
    """Check 13: an unlock page whose envelope has a `v` the script does not know (a later
    format) or an `iter` outside 600,000 to 10,000,000 says so and shows no form, as the format
    asks of every reader (`healthreport unseal` refuses them the same way)."""
    page = (site / "index.html").read_text()
    for label, old, new in (("v 2", '{"v":1,', '{"v":2,'),
                            ("iter 10^12", '"iter":600000,', '"iter":1000000000000,')):
        n = f"{browser.name}: an envelope with {label}"
        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "robots.txt").write_text("")
            Path(folder, "index.html").write_text(page.replace(old, new, 1))
            server, base = serve(Path(folder))
            try:
                browser.load(base + "index.html")
                state = wait_state(browser, lambda s: (s.get("message") or "").startswith(
                    "This page cannot open"), timeout=10)
                check(f"{n} says the page cannot open it, with no form",
                      (state.get("message") or "").startswith("This page cannot open")
                      and not state.get("form"), str(state))
            finally:
                server.terminate()
                server.wait(timeout=5)


def run_browser(browser, site, base, public, passphrase, public_base=None):
    timing = None
    steps = [
        ("open the dashboard", lambda: check_dashboard_open(browser, base, public, passphrase)),
        ("charts", lambda: check_charts_interactive(browser)),
        ("download", lambda: check_download(browser)),
        ("other pages", lambda: check_other_pages(browser, base, site, public_base)),
        ("lock", lambda: check_lock(browser, base)),
        ("remember", lambda: check_remember(browser, base, passphrase)),
    ]
    for label, step in steps:
        try:
            result = step()
            if label == "other pages":
                timing = result
            if label == "open the dashboard" and not result:
                break
        except Exception as error:  # a crashed step is a failure; the others still run
            check(f"{browser.name}: {label} ran to the end", False,
                  f"{type(error).__name__}: {error}")
    return timing


def serve(site, probe="robots.txt"):
    port = check_firefox.free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
         "--directory", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + probe, timeout=1).read()
            return server, base
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise RuntimeError("the http server did not come up")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    site = Path(sys.argv[1]).resolve()
    passphrase = sys.argv[2]
    public_dir = Path(sys.argv[3]).resolve() if len(sys.argv) == 4 else None
    if not (site / "index.html").is_file():
        sys.exit(f"{site}/index.html not found")
    started = time.monotonic()
    envelope = '<script type="application/json" id="healthreport-sealed">'
    sealed = ((site / "data" / "daily.csv.sealed").is_file()
              and not (site / "data" / "daily.csv").exists()
              and envelope in (site / "index.html").read_text())
    if not check(f"{site} is a private site (data/daily.csv.sealed, no data/daily.csv, "
                 "index.html an unlock page)", sealed):
        print(f"{check_site.passed} passed, {check_site.failed} failed")
        sys.exit(1)
    server, base = serve(site)
    public_server, public_base = serve(public_dir) if public_dir else (None, None)
    timings = {}
    try:
        public = public_dashboard(public_dir)
        print(f"# {site} over {base}" + (f", public dashboard {public}" if public else ""))

        chrome = Chrome()
        try:
            print(f"# chromium {chrome.driver.capabilities.get('browserVersion')}")
            timings["chromium"] = run_browser(chrome, site, base, public, passphrase,
                                             public_base)
            for label, step in (("dark phone", lambda: (
                    chrome.scheme("dark"), check_dark_phone(chrome, base, passphrase))),
                    ("file://", lambda: (chrome.scheme("light"), chrome.viewport(*DESKTOP),
                                         check_file_url(chrome, site, passphrase))),
                    ("sub-path", lambda: check_sub_path(chrome, site, passphrase)),
                    ("unknown format", lambda: check_unknown_format(chrome, site))):
                try:
                    step()
                except Exception as error:
                    check(f"chromium: {label} ran to the end", False,
                          f"{type(error).__name__}: {error}")
        finally:
            chrome.close()

        fox = Fox("light")
        try:
            print("# firefox (WebDriver BiDi)")
            fox.viewport(*DESKTOP)
            timings["firefox"] = run_browser(fox, site, base, public, passphrase, public_base)
            try:
                check_file_url(fox, site, passphrase)
            except Exception as error:
                check("firefox: file:// ran to the end", False, f"{type(error).__name__}: {error}")
        except Exception as error:
            check("firefox: ran to the end", False, f"{type(error).__name__}: {error}")
        finally:
            fox.close()

        dark = Fox("dark")
        try:
            check_dark_phone(dark, base, passphrase)
        except Exception as error:
            check("firefox dark: ran to the end", False, f"{type(error).__name__}: {error}")
        finally:
            dark.close()
    finally:
        for process in (server, public_server):
            if process is None:
                continue
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
    shown = ", ".join(f"{b} {t:.0f} ms" for b, t in timings.items() if t is not None)
    print(f"# opening the dashboard with the kept key: {shown or 'not measured'}; "
          f"run time {time.monotonic() - started:.0f} s")
    print(f"{check_site.passed} passed, {check_site.failed} failed")
    sys.exit(1 if check_site.failed else 0)


if __name__ == "__main__":
    main()
