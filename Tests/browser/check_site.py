#!/usr/bin/env python3
"""Checks a built healthreport site in headless Chromium (Selenium), over file://.

usage: check_site.py [--pages-only | --long-views] SITE_DIR [SCREENSHOT_DIR]

With --pages-only only the checks of every page run (for sites that are not the demo: a
weight-only log, a year-crossing one). With --long-views the long views' checks run on a site of
years of data (its dashboard must show trends): the steps and weight pages' charts, the years,
and the checks of every page over every page but the weekly reports, plus the last three weekly
reports that list trends.

Prints one line per check and a final "N passed, N failed" line; exits 1 if any check failed.
Screenshots go to SCREENSHOT_DIR when given: dashboard-light.png, dashboard-dark.png (1280 px
wide), dashboard-phone.png (375 px), dashboard-phone-dark.png (390 px, dark mode),
dashboard-hover.png (a hovered steps bar) and
dashboard-dark-weight-hover.png (the weight panel in dark mode, a point hovered); for the latest
weekly report week-light.png (a steps bar hovered), week-dark.png (a weight point hovered) and
week-phone.png (375 px); for the long views steps-year.png (a weekly bar hovered),
steps-year-phone.png (375 px), weight-year-dark.png (a day hovered in dark mode) and year.png
(the newest year in review, a month hovered).
Besides the detailed dashboard checks (hover, Tab focus and arrow keys, the Steps/Weight switch,
dark mode), the hover and keyboard checks on the latest weekly page and those of the long views
(the steps and weight pages' year charts at both widths and in dark mode, the dashboard's Trends
and goals, the links to the years in review, a year's monthly charts), every HTML page of the
site (found by walking the folder) is loaded at 1280, 375 and 390 px: no console errors, only
file: requests, lang on <html>, exactly one h1, every svg.chart with a non-zero size, no
horizontal scrolling, each long chart showing the rendering for the width (the wide one taking
the page's width); at 1280 px one tab stop per chart, U+2212 minus signs, one font stack,
and (light and dark mode) every chart text, with every tip shown, inside its chart and its
annotation box and at 4.5:1 against what is behind it; at 375 and 390 px chart text drawn at
11 px or more, tap targets of 24 px, and on the dashboard a touch selecting the nearest day.
Needs `selenium` and Chromium with its driver (CHROMIUM / CHROMEDRIVER override the paths).
"""
import io
import json
import os
import sys
import time
from pathlib import Path

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

DESKTOP = (1280, 900)
PHONE_WIDTH = 375
PHONE_390 = 390  # the phone
DATUMS = ".chart g[tabindex]"

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS {name}")
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))
    sys.stdout.flush()
    return ok


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1",
                     f"--window-size={DESKTOP[0]},{DESKTOP[1]}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.execute_cdp_cmd("Network.enable", {})
    # Every document records the Content-Security-Policy violations it reports, from its
    # first script on; check_clean_load fails on any.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CSP_LISTENER})
    return driver


CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', e => {
  window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' '
    + (e.sourceFile || '') + ':' + e.lineNumber);
});
"""


def set_viewport(driver, width, height):
    """Makes the layout viewport width × height CSS pixels (window size, then CDP if needed)."""
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    if inner != [width, height]:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def drain_logs(driver):
    """Returns (console errors, requested URLs) since the last call."""
    errors = [entry["message"] for entry in driver.get_log("browser")
              if entry.get("level") == "SEVERE"]
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return errors, urls


def load(driver, url):
    drain_logs(driver)
    driver.get(url)
    driver.execute_script("return document.fonts ? document.fonts.ready : null")
    time.sleep(0.2)  # let late resource loads (favicon) be logged


def check_clean_load(driver, name):
    errors, urls = drain_logs(driver)
    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)")
    check(f"{name}: no console errors", not errors, "; ".join(errors))
    violations = driver.execute_script("return window.__cspViolations || []")
    check(f"{name}: no Content-Security-Policy violation", not violations, "; ".join(violations))
    foreign = [u for u in urls + resources if not u.startswith(("file:", "data:"))]
    check(f"{name}: only file: requests ({len(set(urls + resources))} requests)",
          not foreign, ", ".join(sorted(set(foreign))))


def js(driver, script, *args):
    return driver.execute_script(script, *args)


TIP_STATE = """
const datum = arguments[0];
const tip = datum.querySelector(':scope > .tip');
// The annotation box (bars, points) or, for donut sectors, the enlarged sector.
const box = tip.querySelector('rect.tip-box, use') || tip.firstElementChild;
const r = box ? box.getBoundingClientRect() : null;
return {display: getComputedStyle(tip).display,
        box: r ? [r.width, r.height] : null,
        label: datum.getAttribute('aria-label')};
"""

OTHER_MARK_OPACITIES = """
const datum = arguments[0];
const chart = datum.closest('svg.chart');
const own = [...datum.querySelectorAll('.mark')].map(m => getComputedStyle(m).opacity);
const others = [...chart.querySelectorAll('.mark')].filter(m => !datum.contains(m))
  .map(m => getComputedStyle(m).opacity);
return {own, others};
"""


BOX_PROBE = """
// A point inside the annotation box that no text covers: in the left padding, level with the
// middle of the first text line. Null for tips without a box (donut sectors).
const tip = arguments[0].querySelector(':scope > .tip');
const texts = tip.querySelectorAll('text');
if (!tip.querySelector('rect.tip-box, use') || texts.length < 2) return null;
const a = texts[0].getBoundingClientRect(), b = texts[1].getBoundingClientRect();
return [Math.round(Math.min(a.left, b.left) - 3), Math.round(a.top + a.height / 2)];
"""

LIGHT_BOX = (255, 255, 255)  # .tip-box{fill:#FFFFFF} (the theme's light --raised)
DARK_BOX = (0x2C, 0x2C, 0x2E)  # the dark-mode .tip-box fill (dark --raised)


def box_colour(driver, datum):
    """The colour painted inside the datum's annotation box (from a screenshot), or None."""
    probe = js(driver, BOX_PROBE, datum)
    if probe is None:
        return None
    image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return image.getpixel(tuple(probe))


def check_box_colour(driver, datum, name, expected):
    colour = box_colour(driver, datum)
    if colour is None:
        return
    close = all(abs(c - e) <= 12 for c, e in zip(colour, expected))
    check(f"{name}: the annotation box is painted #{bytes(expected).hex()}", close,
          f"painted #{bytes(colour).hex()}")


def tip_shown(state):
    return state["display"] != "none" and state["box"] is not None \
        and state["box"][0] > 0 and state["box"][1] > 0


def hover(driver, datum):
    """Moves the mouse to the centre of the datum's hover target (class hover-target)."""
    target = js(driver, "return arguments[0].querySelector(':scope > .hover-target')", datum)
    # Centre the chart in the window first: a chart low on a long page (a week's report with
    # its sleep, heart and workout rows) may otherwise be scrolled only partly into view.
    js(driver, "arguments[0].scrollIntoView({block: 'center', inline: 'nearest'})", target)
    ActionChains(driver).move_to_element(target).perform()
    time.sleep(0.1)
    return target


def unhover(driver):
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".page-title")) \
        .perform()
    time.sleep(0.1)


def check_hover(driver, chart_class, index, name, expect_dimming, box=LIGHT_BOX, scope=""):
    """Hovers the index-th datum of svg.chart_class (inside `scope`, a CSS selector prefix such
    as ".chart-wide " for the shown rendering of a long chart)."""
    datums = driver.find_elements(By.CSS_SELECTOR, f"{scope}svg.{chart_class} g[tabindex]")
    if not check(f"{name}: chart has datums", len(datums) > index, f"{len(datums)} datums"):
        return None
    datum = datums[index]
    target = hover(driver, datum)
    # The element under the pointer must belong to the datum (hit testing reaches the target).
    hit = js(driver, """
      const r = arguments[0].getBoundingClientRect();
      const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!e && arguments[1].contains(e);""", target, datum)
    check(f"{name}: the hover target receives the pointer", hit)
    state = js(driver, TIP_STATE, datum)
    check(f"{name}: hovering {state['label']!r} shows its tip", tip_shown(state), str(state))
    check_box_colour(driver, datum, name, box)
    hovered = js(driver, "return arguments[0].matches(':hover')", datum)
    check(f"{name}: the datum matches :hover", hovered)
    if expect_dimming:
        opacities = js(driver, OTHER_MARK_OPACITIES, datum)
        others_dim = bool(opacities["others"]) and all(
            abs(float(o) - 0.3) < 1e-6 for o in opacities["others"])
        own_full = all(abs(float(o) - 1) < 1e-6 for o in opacities["own"])
        check(f"{name}: the other marks are dimmed to 0.3, the hovered one is not",
              others_dim and own_full, str({"own": opacities["own"],
                                            "others": sorted(set(opacities["others"]))}))
    # Within the hovered chart: a section's two charts share their accent class, and with
    # --select the other chart keeps showing its selected day, as it should.
    shown = js(driver, """return [...arguments[0].closest('svg.chart').querySelectorAll('g[tabindex]')]
      .filter(d => getComputedStyle(d.querySelector(':scope > .tip')).display !== 'none').length""",
               datum)
    check(f"{name}: exactly one tip is shown in its chart while hovering", shown == 1,
          f"{shown} shown")
    return datum


def check_tips_inside_charts(driver, name):
    """Every datum's tip, when shown, lies inside its chart (not clipped by the SVG's edge)."""
    outside = js(driver, """
      const bad = [];
      for (const datum of document.querySelectorAll('.chart g[tabindex]')) {
        const tip = datum.querySelector(':scope > .tip');
        const old = tip.style.display;
        tip.style.display = 'inline';
        const svg = datum.closest('svg').getBoundingClientRect();
        const parts = [...tip.children].filter(e => e.matches('rect.tip-box, use, text'));
        for (const part of parts) {
          const r = part.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (r.left < svg.left - 0.5 || r.right > svg.right + 0.5 ||
              r.top < svg.top - 0.5 || r.bottom > svg.bottom + 0.5)
            bad.push(datum.getAttribute('aria-label') + ' (' + part.tagName + ')');
        }
        tip.style.display = old;
      }
      return bad;""")
    check(f"{name}: every tip lies inside its chart", not outside, ", ".join(outside[:8]))


def check_keyboard(driver, url, name, chart_class=None, max_tabs=40):
    """Tab from the start of the page to the first chart datum: its tip shows, it has a focus
    ring, the arrow keys move the focus (and the tip) to the next datum inside the chart, and
    the next Tab leaves the chart (one tab stop per chart). With chart_class, that datum must be
    in that chart."""
    load(driver, url)
    focused = None
    for presses in range(1, max_tabs + 1):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if js(driver, "return document.activeElement.matches(arguments[0])", DATUMS):
            focused = driver.switch_to.active_element
            break
    if not check(f"{name}: Tab reaches a chart datum", focused is not None):
        return
    if chart_class:
        inside = js(driver, "return !!arguments[0].closest('svg.' + arguments[1])", focused,
                    chart_class)
        check(f"{name}: the first datum reached is in svg.{chart_class}", inside)
    state = js(driver, TIP_STATE, focused)
    check(f"{name}: focusing {state['label']!r} ({presses} Tabs) shows its tip",
          tip_shown(state), str(state))
    visible = js(driver, "return arguments[0].matches(':focus-visible')", focused)
    check(f"{name}: the datum matches :focus-visible", visible)
    ring = js(driver, """const d = arguments[0];
      const r = d.querySelector(':scope > .tip .focus-ring') ||
                d.querySelector(':scope > .hover-target:not(.mark)');
      return r ? getComputedStyle(r).stroke : 'none'""", focused)
    check(f"{name}: the focused datum has a focus ring", ring not in ("none", ""), ring)
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    moved = driver.switch_to.active_element
    state2 = js(driver, TIP_STATE, moved)
    old = js(driver, TIP_STATE, focused)
    same_chart = js(driver, "return arguments[0].closest('svg') === arguments[1].closest('svg')",
                    focused, moved)
    check(f"{name}: ArrowRight moves focus and tip to the next datum of the chart",
          same_chart and tip_shown(state2) and old["display"] == "none"
          and state2["label"] != old["label"], f"{state2} / {old}")
    check(f"{name}: the datum moved to is the chart's tab stop now",
          js(driver, "return arguments[0].getAttribute('tabindex')", moved) == "0")
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    back = js(driver, TIP_STATE, driver.switch_to.active_element)
    check(f"{name}: ArrowLeft moves back", back["label"] == old["label"], str(back))
    ActionChains(driver).send_keys(Keys.TAB).perform()
    left = js(driver, "return !arguments[0].closest('svg').contains(document.activeElement)",
              focused)
    check(f"{name}: the next Tab leaves the chart", left)


TAB_STOPS = """
const stops = [...document.querySelectorAll(
  'a[href], button, input, select, textarea, summary, [tabindex]')].filter(e => {
  if (e.tabIndex < 0 || e.disabled) return false;
  if (e.matches('input[type=radio]') && !e.checked) return false;  // one stop per radio group
  return true;
});
const perChart = [...document.querySelectorAll('svg.chart')].map(svg =>
  stops.filter(e => svg.contains(e)).length);
return {total: stops.length, perChart};
"""


def check_tab_stops(driver, name):
    """Each chart is one tab stop (none when it has no datums); the page's stop count is
    printed."""
    stops = js(driver, TAB_STOPS)
    check(f"{name}: one tab stop per chart ({stops['total']} tab stops on the page, "
          f"per chart {stops['perChart']})", all(n <= 1 for n in stops["perChart"]),
          str(stops["perChart"]))


CHART_TEXTS = """
// Every chart text, with every datum's tip shown (as hovering it would), whether it lies inside
// its chart, the text colour against what is behind it, and the size it is drawn at.
const parse = c => {
  const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
  const v = m[1].split(/[ ,\\/]+/).filter(x => x).map(Number);
  return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
};
const lum = c => {
  const f = x => { x /= 255; return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
};
const over = (top, bottom) => [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3]));
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
const pageBackground = e => {
  for (let n = e; n; n = n.parentElement) {
    if (n instanceof SVGElement) continue;
    const c = parse(getComputedStyle(n).backgroundColor);
    if (c && c[3] > 0) return c;
  }
  return [255, 255, 255, 1];
};
const boxFill = tip => {
  let box = tip.querySelector('rect.tip-box');
  if (!box) {
    const use = tip.querySelector('use');
    const ref = use && document.getElementById((use.getAttribute('href') || '').slice(1));
    // The shared frame (a centred box) or the shared box itself (a moved one).
    box = ref && (ref.matches('.tip-box') ? ref : ref.querySelector('.tip-box'));
  }
  return box ? parse(getComputedStyle(box).fill) : null;
};
const results = [];
const shown = [];
for (const tip of document.querySelectorAll('svg.chart .tip')) {
  shown.push([tip, tip.style.display]);
  tip.style.display = 'inline';
}
for (const svg of document.querySelectorAll('svg.chart')) {
  const s = svg.getBoundingClientRect();
  if (s.width === 0) continue;
  const vb = svg.viewBox.baseVal;
  const scale = vb && vb.width ? s.width / vb.width : 1;
  const card = pageBackground(svg);
  for (const text of svg.querySelectorAll('text')) {
    const r = text.getBoundingClientRect();
    if (r.width === 0 || !text.textContent.trim()) continue;
    const style = getComputedStyle(text);
    const fill = parse(style.fill);
    const tip = text.closest('.tip');
    const box = tip ? boxFill(tip) : null;
    const back = box && box[3] > 0 ? over(box, card) : card;
    const inside = r.left >= s.left - 0.5 && r.right <= s.right + 0.5 &&
      r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5;
    let inBox = true;
    if (tip && box) {
      const b = (tip.querySelector('rect.tip-box, use') || text).getBoundingClientRect();
      inBox = r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
    }
    results.push({chart: svg.getAttribute('class'), text: text.textContent,
      ratio: fill ? ratio(over(fill, back), back) : 0, inside, inBox,
      size: parseFloat(style.fontSize) * scale,
      colour: style.fill, background: 'rgb(' + back.map(Math.round).join(',') + ')'});
  }
}
for (const [tip, old] of shown) tip.style.display = old;
return results;
"""


def chart_texts(driver):
    return js(driver, CHART_TEXTS)


def check_chart_text(driver, name, minimum_size=None):
    """Every visible chart text (tips shown) lies inside its chart and inside its annotation
    box, and reaches 4.5:1 against what is behind it; with minimum_size, none is drawn smaller."""
    texts = chart_texts(driver)
    if not texts:
        return
    outside = [f"{t['chart']}: {t['text']!r}" for t in texts if not t["inside"]]
    check(f"{name}: every chart text lies inside its chart ({len(texts)} texts)", not outside,
          ", ".join(sorted(set(outside))[:8]))
    unboxed = [f"{t['chart']}: {t['text']!r}" for t in texts if not t["inBox"]]
    check(f"{name}: every annotation text lies inside its box", not unboxed,
          ", ".join(sorted(set(unboxed))[:8]))
    low = sorted({(round(t["ratio"], 2), t["chart"], t["colour"], t["background"])
                  for t in texts if t["ratio"] < 4.5})
    lowest = min(t["ratio"] for t in texts)
    check(f"{name}: every chart text reaches 4.5:1 (lowest {lowest:.2f}:1)", not low,
          "; ".join(f"{r}:1 {c} {fg} on {bg}" for r, c, fg, bg in low[:6]))
    if minimum_size:
        smallest = min(t["size"] for t in texts)
        small = sorted({(round(t["size"], 1), t["text"]) for t in texts if t["size"] < minimum_size})
        check(f"{name}: chart text is drawn at {minimum_size} px or more (smallest "
              f"{smallest:.1f} px)", not small, str(small[:6]))


MINUS = """
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const bad = [];
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (n.parentElement.closest('script, style')) continue;
  const m = n.textContent.match(/(^|[\\s(:])-\\d/);
  if (m) bad.push(n.textContent.trim().slice(0, 40));
}
return bad;
"""


def check_minus(driver, name):
    bad = js(driver, MINUS)
    check(f"{name}: minus signs are U+2212, never a hyphen", not bad, ", ".join(bad[:5]))


FONTS = """return [getComputedStyle(document.body).fontFamily,
  ...[...document.querySelectorAll('svg.chart')].map(s => getComputedStyle(s).fontFamily)]"""


def check_one_font(driver, name):
    fonts = set(js(driver, FONTS))
    check(f"{name}: charts and page use one font stack", len(fonts) == 1, str(fonts))


TARGETS = """
const sel = '.site-header a, .segment, .chart-data summary, .chart-data > a, a.card-header, .week-nav a';
return [...document.querySelectorAll(sel)].map(e => {
  const r = e.getBoundingClientRect();
  return [e.textContent.trim().slice(0, 30), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
}).filter(t => t[1] > 0);
"""


def check_targets(driver, name):
    """Links and controls outside running text are at least 24 × 24 px (WCAG 2.2, 2.5.8)."""
    small = [t for t in js(driver, TARGETS) if t[1] < 24 or t[2] < 24]
    check(f"{name}: tap targets are at least 24 px", not small, str(small[:6]))


def check_touch(driver, name):
    """A touch anywhere on a bar chart's plot selects the nearest datum (the whole chart is the
    tap target, however narrow the bars): its tip shows."""
    switch = driver.find_elements(By.CSS_SELECTOR, "label[for=show-steps]")
    if switch:
        switch[0].click()  # the steps panel may be hidden by an earlier check
    svg = driver.find_elements(By.CSS_SELECTOR, "svg.chart-steps")
    if not svg or not driver.find_elements(By.CSS_SELECTOR, "svg.chart-steps g[tabindex]"):
        return  # no steps chart, or an empty one
    point = js(driver, """arguments[0].scrollIntoView({block: 'center'});
      const q = arguments[0].getBoundingClientRect();
      return [Math.round(q.left + q.width * 0.4), Math.round(q.top + q.height * 0.6)]""", svg[0])
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled",
                           {"enabled": True, "maxTouchPoints": 1})
    for kind in ("touchStart", "touchEnd"):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
            "type": kind, "touchPoints": [] if kind == "touchEnd" else
            [{"x": point[0], "y": point[1]}]})
    time.sleep(0.1)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    active = js(driver, """const a = document.querySelector('svg.chart-steps .active');
      return a ? [a.getAttribute('aria-label'),
                  getComputedStyle(a.querySelector('.tip')).display] : null""")
    check(f"{name}: a touch on the steps chart selects the nearest day and shows its tip",
          bool(active) and active[1] != "none", str(active))


def segment_ids(driver):
    """The ids of the switch's radio buttons, in order (show-steps, show-weight, …)."""
    return js(driver, "return [...document.querySelectorAll('label.segment')].map(l => l.htmlFor)")


def check_dashboard(driver, site, shots):
    url = (site / "index.html").as_uri()
    set_viewport(driver, *DESKTOP)
    color_scheme(driver, "light")
    load(driver, url)
    check_clean_load(driver, "dashboard")

    # The switcher's charts; the Activity rings card (with rings in the data) stands outside it.
    sizes = js(driver, """return [...document.querySelectorAll('svg.chart:not(.chart-rings)')]
      .map(s => { const r = s.getBoundingClientRect();
        return [s.getAttribute('class'), r.width, r.height]; })""")
    rings = js(driver, """return [...document.querySelectorAll('.rings-card svg.chart-rings')]
      .map(s => { const r = s.getBoundingClientRect(); return [r.width, r.height]; })""")
    check(f"dashboard: the rings card's drawing has a size ({len(rings)} drawings)",
          all(w > 0 and h > 0 for w, h in rings), str(rings))
    segments = segment_ids(driver)
    # Two charts per segment (steps, weight, and sleep, heart, workouts when the data has them).
    check(f"dashboard: {2 * len(segments)} charts for {len(segments)} segments",
          len(sizes) == 2 * len(segments), str(sizes))
    # Only the first panel is shown at first; show each to measure its charts.
    still_zero = [s for s in sizes if not (s[1] > 0 and s[2] > 0)]
    for segment in segments:
        driver.find_element(By.CSS_SELECTOR, f"label[for={segment}]").click()
        panel = "." + segment.replace("show-", "panel-")
        shown = js(driver, f"""return [...document.querySelectorAll('{panel} svg.chart')]
          .map(s => {{ const r = s.getBoundingClientRect(); return [s.getAttribute('class'), r.width, r.height]; }})""")
        check(f"dashboard: the {segment[5:]} segment shows two charts with a size",
              len(shown) == 2 and all(w[1] > 0 and w[2] > 0 for w in shown), str(shown))
        still_zero = [s for s in still_zero if s[0] not in {w[0] for w in shown if w[1] > 0 and w[2] > 0}]
        check_tips_inside_charts(driver, f"dashboard, {segment[5:]}")
    driver.find_element(By.CSS_SELECTOR, "label[for=show-steps]").click()
    check("dashboard: every svg.chart has a non-zero width and height", not still_zero and sizes,
          str(still_zero))
    check_tips_inside_charts(driver, "dashboard")

    selected = js(driver, "return [...document.querySelectorAll('.panel-steps .chart .selected')]"
                          ".map(d => getComputedStyle(d.querySelector('.tip')).display)")
    if shots:
        driver.save_screenshot(str(shots / "dashboard-light-viewport.png"))

    # Hover a steps bar.
    datum = check_hover(driver, "chart-steps", 20, "steps bar", expect_dimming=True)
    if selected:
        check("steps: selected datums show their tip at rest", all(d != "none" for d in selected),
              str(selected))
        others = js(driver, """return [...document.querySelectorAll('.panel-steps .chart-steps .selected')]
          .filter(d => !d.matches(':hover')).map(d => getComputedStyle(d.querySelector('.tip')).display)""")
        check("steps: hovering another bar hides the selected datum's tip",
              all(d == "none" for d in others), str(others))
    if shots and datum is not None:
        full_screenshot(driver, shots / "dashboard-hover.png", keep_hover=datum)
    unhover(driver)
    rest = js(driver, """return [...document.querySelectorAll('.chart-steps g[tabindex]:not(.selected)')]
      .filter(d => getComputedStyle(d.querySelector('.tip')).display !== 'none').length""")
    check("steps: moving away hides the tip again", rest == 0, f"{rest} shown")

    # The Steps/Weight switch.
    def panels():
        return js(driver, """return ['.panel-steps', '.panel-weight'].map(s =>
          getComputedStyle(document.querySelector(s)).display)""")
    at_rest = panels()
    check("switch: Steps is shown at first", at_rest[0] != "none" and at_rest[1] == "none", str(at_rest))
    driver.find_element(By.CSS_SELECTOR, "label[for=show-weight]").click()
    after = panels()
    check("switch: clicking Weight hides the steps and shows the weight panel",
          after[0] == "none" and after[1] != "none", str(after))
    check_hover(driver, "chart-weight", 12, "weight point", expect_dimming=False)
    check_hover(driver, "chart-change", 3, "weight change bar", expect_dimming=True)
    unhover(driver)
    # The sleep, heart and workout segments, when the data has them.
    for segment, chart, index, label, dims in [
        ("show-sleep", "chart-sleep", 20, "sleep night", True),
        ("show-heart", "chart-heart", 12, "resting heart rate point", False),
        ("show-workouts", "chart-workout", 3, "workout day", True),
    ]:
        if segment not in segment_ids(driver):
            continue
        driver.find_element(By.CSS_SELECTOR, f"label[for={segment}]").click()
        shown = js(driver, """return [...document.querySelectorAll('.switcher > .panel')]
          .filter(p => getComputedStyle(p).display !== 'none').map(p => p.className)""")
        check(f"switch: clicking {segment[5:]} shows only its panel",
              shown == ["panel panel-" + segment[5:]], str(shown))
        check_hover(driver, chart, index, label, expect_dimming=dims)
        unhover(driver)
    driver.find_element(By.CSS_SELECTOR, "label[for=show-steps]").click()
    back = panels()
    check("switch: clicking Steps shows the steps panel again",
          back[0] != "none" and back[1] == "none", str(back))
    check_hover(driver, "chart-donut", 2, "donut sector", expect_dimming=True)
    unhover(driver)

    check_keyboard(driver, url, "keyboard")

    # Dark mode.
    def colours():
        return js(driver, """return [getComputedStyle(document.body).backgroundColor,
          getComputedStyle(document.querySelector('.card')).backgroundColor]""")
    load(driver, url)
    light = colours()
    if shots:
        full_screenshot(driver, shots / "dashboard-light.png")
    color_scheme(driver, "dark")
    dark = colours()
    check("dark mode: body and card backgrounds change",
          light[0] != dark[0] and light[1] != dark[1], f"light {light}, dark {dark}")
    if shots:
        full_screenshot(driver, shots / "dashboard-dark.png")
    check_hover(driver, "chart-steps", 10, "dark mode: steps bar", expect_dimming=True, box=DARK_BOX)
    unhover(driver)
    driver.find_element(By.CSS_SELECTOR, "label[for=show-weight]").click()
    weight = check_hover(driver, "chart-weight", 14, "dark mode: weight point", expect_dimming=False,
                         box=DARK_BOX)
    if shots and weight is not None:
        full_screenshot(driver, shots / "dashboard-dark-weight-hover.png", keep_hover=weight)
    unhover(driver)
    driver.find_element(By.CSS_SELECTOR, "label[for=show-steps]").click()
    color_scheme(driver, "light")

    # Phone width.
    set_viewport(driver, PHONE_WIDTH, 812)
    load(driver, url)
    check_clean_load(driver, "dashboard at 375 px")
    widths = js(driver, "return [document.documentElement.scrollWidth, window.innerWidth]")
    check(f"phone: no horizontal scrolling at {PHONE_WIDTH} px", widths[0] <= widths[1] == PHONE_WIDTH,
          f"scrollWidth {widths[0]}, innerWidth {widths[1]}")
    if shots:
        full_screenshot(driver, shots / "dashboard-phone.png")
        set_viewport(driver, PHONE_390, 844)
        color_scheme(driver, "dark")
        load(driver, url)
        full_screenshot(driver, shots / "dashboard-phone-dark.png")
        color_scheme(driver, "light")
    set_viewport(driver, *DESKTOP)


def full_screenshot(driver, path, keep_hover=None):
    """A screenshot of the whole page at the current width (the viewport grown to the page)."""
    width, height = js(driver, "return [window.innerWidth, window.innerHeight]")
    full = js(driver, "return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": full, "deviceScaleFactor": 1, "mobile": False})
    if keep_hover is not None:
        hover(driver, keep_hover)
    time.sleep(0.2)
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def html_pages(site):
    """Every HTML page of the site, relative to it, sorted (the dashboard first)."""
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    return sorted(pages, key=lambda p: p != "index.html")


def long_view_pages(site):
    """The pages of the long views: every page but the weekly reports, and the last three
    weekly reports that list trends that changed."""
    pages = html_pages(site)
    weeks = [p for p in pages if p.startswith("weeks/2") or p.startswith("weeks/1")]
    trending = [p for p in weeks if "Trends this week" in (site / p).read_text(encoding="utf-8")]
    return [p for p in pages if p not in weeks] + trending[-3:]


CHART_SIZES = """return [...document.querySelectorAll('svg.chart')]
  // A long chart is drawn twice; the rendering for the other screen width is meant to be hidden.
  .filter(s => { const w = s.closest('.chart-narrow, .chart-wide');
                 return !w || getComputedStyle(w).display !== 'none'; })
  .map(s => {
  const r = s.getBoundingClientRect();
  return [s.getAttribute('class'), Math.round(r.width), Math.round(r.height)]; })"""

LONG_CHARTS = """
// Each long chart's card: which of its two renderings show, the shown chart's width, the card's
// width against the main column's, and the shown chart's tab stops.
const main = document.querySelector('main').getBoundingClientRect().width;
return [...document.querySelectorAll('.card-wide')].map(card => {
  const shown = [...card.querySelectorAll('.chart-narrow, .chart-wide')]
    .filter(w => getComputedStyle(w).display !== 'none').map(w => w.className);
  const svg = card.querySelector(shown.length ? '.' + shown[0] + ' svg.chart' : 'svg.chart');
  return {shown, chart: svg ? Math.round(svg.getBoundingClientRect().width) : 0,
          card: Math.round(card.getBoundingClientRect().width), main: Math.round(main),
          viewBox: svg && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0};
});
"""


def check_long_charts(driver, name, width):
    """Each long chart shows one rendering, the narrow one on phones and the wide one from
    760 px, where its card takes (nearly) the main column's width."""
    cards = js(driver, LONG_CHARTS)
    if not cards:
        return
    wanted = "chart-wide" if width >= 760 else "chart-narrow"
    wrong = [c for c in cards if c["shown"] != [wanted] or c["chart"] <= 0]
    check(f"{name}: each of {len(cards)} long charts shows its {wanted[6:]} rendering only",
          not wrong, str(wrong[:3]))
    if width >= 760:
        narrow = [c for c in cards if c["card"] < 0.9 * c["main"] or c["viewBox"] != 640]
        check(f"{name}: long charts take the page's width (640-point view box)", not narrow,
              str(narrow[:3]))


def check_every_page(driver, site, _shots=None, pages=None):
    """Every HTML page (or `pages`), at 1280 and at 375 px: a clean load, lang, one h1, charts
    with a size, no horizontal scrolling."""
    pages = pages if pages is not None else html_pages(site)
    check(f"site: {len(pages)} HTML pages found", len(pages) >= 5, ", ".join(pages))
    for width in (DESKTOP[0], PHONE_WIDTH, PHONE_390):
        set_viewport(driver, width, DESKTOP[1])
        for page in pages:
            name = f"{page} at {width} px"
            load(driver, (site / page).as_uri())
            check_clean_load(driver, name)
            lang = js(driver, "return document.documentElement.getAttribute('lang')")
            check(f"{name}: lang on <html> ({lang!r})", bool(lang and lang.strip()))
            h1 = js(driver, "return document.querySelectorAll('h1').length")
            check(f"{name}: exactly one h1", h1 == 1, f"{h1} h1")
            sizes = js(driver, CHART_SIZES)
            zero = [s for s in sizes if not (s[1] > 0 and s[2] > 0)]
            if zero and driver.find_elements(By.CSS_SELECTOR, "label[for=show-weight]"):
                # The dashboard's other panels are hidden until the switch shows them.
                shown = set()
                for panel in segment_ids(driver)[1:] + ["show-steps"]:
                    driver.find_element(By.CSS_SELECTOR, f"label[for={panel}]").click()
                    shown |= {s[0] for s in js(driver, CHART_SIZES) if s[1] > 0 and s[2] > 0}
                zero = [s for s in zero if s[0] not in shown]
            check(f"{name}: every svg.chart has a non-zero size ({len(sizes)} charts)", not zero,
                  str(zero))
            widths = js(driver, "return [document.documentElement.scrollWidth, window.innerWidth]")
            check(f"{name}: no horizontal scrolling", widths[0] <= widths[1] == width,
                  f"scrollWidth {widths[0]}, innerWidth {widths[1]}")
            check_long_charts(driver, name, width)
            if width == DESKTOP[0]:
                check_tab_stops(driver, name)
                check_minus(driver, name)
                check_one_font(driver, name)
                for scheme in ("light", "dark"):
                    color_scheme(driver, scheme)
                    check_chart_text(driver, f"{name}, {scheme} mode")
                color_scheme(driver, "light")
            else:
                check_chart_text(driver, name, minimum_size=11)
                check_targets(driver, name)
                if page == "index.html":
                    check_touch(driver, name)
    set_viewport(driver, *DESKTOP)


def latest_week(site):
    weeks = sorted(p.parent.name for p in (site / "weeks").glob("*/index.html"))
    return weeks[-1] if weeks else None


def check_weekly(driver, site, shots):
    """The latest weekly report: hover and Tab focus on its steps chart, dark mode, screenshots."""
    week = latest_week(site)
    if not check("weekly: the site has weekly pages", week is not None):
        return
    name = f"weekly {week}"
    url = (site / "weeks" / week / "index.html").as_uri()
    set_viewport(driver, *DESKTOP)
    color_scheme(driver, "light")
    load(driver, url)
    check_clean_load(driver, name)
    check_tips_inside_charts(driver, name)
    datum = check_hover(driver, "chart-steps", 24, f"{name}: steps bar", expect_dimming=True)
    if shots and datum is not None:
        full_screenshot(driver, shots / "week-light.png", keep_hover=datum)
    unhover(driver)
    # A week with Activity rings shows their row first, before the charts.
    first = "chart-rings" if driver.find_elements(By.CSS_SELECTOR, "svg.chart-rings") else \
        "chart-steps"
    check_keyboard(driver, url, f"{name}: keyboard", chart_class=first, max_tabs=80)

    load(driver, url)
    color_scheme(driver, "dark")
    datum = check_hover(driver, "chart-weight", -2, f"{name}: dark mode: weight point",
                        expect_dimming=False, box=DARK_BOX)
    if shots and datum is not None:
        full_screenshot(driver, shots / "week-dark.png", keep_hover=datum)
    unhover(driver)
    color_scheme(driver, "light")

    if shots:
        set_viewport(driver, PHONE_WIDTH, 812)
        load(driver, url)
        full_screenshot(driver, shots / "week-phone.png")
        set_viewport(driver, *DESKTOP)


def check_long_views(driver, site, shots):
    """The long views: the steps page's weekly bars and the weight page's 7-day average over
    faint points (hover in light and dark mode, at 1280 px the wide rendering and at 375 px the
    narrow one; Tab reaches a datum), the dashboard's Trends and goals cards and its links to
    the years, the archive's links to the years, and a year's monthly charts (hover)."""
    steps = site / "steps" / "index.html"
    weight = site / "weight" / "index.html"
    set_viewport(driver, *DESKTOP)
    color_scheme(driver, "light")
    load(driver, steps.as_uri())
    if driver.find_elements(By.CSS_SELECTOR, ".card-wide svg.chart-steps"):
        datum = check_hover(driver, "chart-steps", 5, "steps page: weekly bar",
                            expect_dimming=True, scope=".chart-wide ")
        if shots and datum is not None:
            full_screenshot(driver, shots / "steps-year.png", keep_hover=datum)
        unhover(driver)
        check_keyboard(driver, steps.as_uri(), "steps page: keyboard", chart_class="chart-steps")
        load(driver, weight.as_uri())
        check_hover(driver, "chart-weight", 20, "weight page: daily point",
                    expect_dimming=False, scope=".chart-wide ")
        unhover(driver)
        color_scheme(driver, "dark")
        datum = check_hover(driver, "chart-weight", -3, "dark mode: weight page: daily point",
                            expect_dimming=False, box=DARK_BOX, scope=".chart-wide ")
        if shots and datum is not None:
            full_screenshot(driver, shots / "weight-year-dark.png", keep_hover=datum)
        unhover(driver)
        color_scheme(driver, "light")
        set_viewport(driver, PHONE_WIDTH, 812)
        load(driver, steps.as_uri())
        check_hover(driver, "chart-steps", 3, "steps page at 375 px: weekly bar",
                    expect_dimming=True, scope=".chart-narrow ")
        if shots:
            full_screenshot(driver, shots / "steps-year-phone.png")
        set_viewport(driver, *DESKTOP)

    load(driver, (site / "index.html").as_uri())
    insights = js(driver, """const s = document.querySelector('.insights');
      return s ? [...s.querySelectorAll('.card-title')].map(t => t.textContent.trim()) : null""")
    check("dashboard: a Trends and goals section with its cards",
          insights is not None and "Trends" in insights, str(insights))
    years = js(driver, "return [...document.querySelectorAll('.years-links a')]"
                       ".map(a => a.getAttribute('href'))")
    check(f"dashboard: links to {len(years)} years in review, each a page of the site",
          bool(years) and all((site / y).is_file() for y in years), str(years))
    archive = site / "weeks" / "index.html"
    load(driver, archive.as_uri())
    reviews = js(driver, "return [...document.querySelectorAll('.year-review a')]"
                         ".map(a => a.getAttribute('href'))")
    check(f"archive: links to {len(reviews)} years in review, each a page of the site",
          bool(reviews) and all((archive.parent / r).resolve().is_file() for r in reviews),
          str(reviews))
    if years:
        year = site / years[0]
        load(driver, year.as_uri())
        check_clean_load(driver, f"{years[0]}")
        check_tips_inside_charts(driver, f"{years[0]}")
        datum = check_hover(driver, "chart-steps", 0, f"{years[0]}: monthly steps bar",
                            expect_dimming=True)
        if shots and datum is not None:
            full_screenshot(driver, shots / "year.png", keep_hover=datum)
        unhover(driver)


def check_standalone_charts(driver, site):
    """The email SVGs carry their own style sheet: hovering a datum shows its tip there too."""
    for svg in sorted((site / "charts").glob("*.svg")):
        load(driver, svg.as_uri())
        check_clean_load(driver, f"charts/{svg.name}")
        datums = driver.find_elements(By.CSS_SELECTOR, "g[tabindex]")
        if not datums:
            check(f"charts/{svg.name}: has datums", False)
            continue
        datum = datums[len(datums) // 2]
        hover(driver, datum)
        state = js(driver, TIP_STATE, datum)
        check(f"charts/{svg.name}: hovering {state['label']!r} shows its tip", tip_shown(state),
              str(state))
        check_box_colour(driver, datum, f"charts/{svg.name}", LIGHT_BOX)


def check_long_view_pages(driver, site, _shots=None):
    """check_every_page over the long views' pages (long_view_pages), and the trends a week
    lists."""
    pages = long_view_pages(site)
    trending = [p for p in pages if p.startswith("weeks/")]
    check(f"long views: {len(trending)} weekly reports list trends that changed", bool(trending))
    load(driver, (site / "index.html").as_uri())
    shown = js(driver, "return document.querySelectorAll('.insights .trend-list li').length")
    check(f"long views: the dashboard shows {shown} trends", shown > 0)
    check_every_page(driver, site, pages=pages)


def main():
    long_views = "--long-views" in sys.argv
    arguments = [a for a in sys.argv[1:] if a not in ("--pages-only", "--long-views")]
    pages_only = "--pages-only" in sys.argv
    if len(arguments) not in (1, 2):
        sys.exit(__doc__)
    site = Path(arguments[0]).resolve()
    shots = Path(arguments[1]).resolve() if len(arguments) == 2 else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    if not (site / "index.html").is_file():
        sys.exit(f"{site}/index.html not found")
    driver = make_driver()
    try:
        print(f"# {site} in {driver.capabilities.get('browserName')} "
              f"{driver.capabilities.get('browserVersion')}")
        if long_views:
            steps = (check_long_views, check_long_view_pages)
        elif pages_only:
            steps = (check_every_page,)
        else:
            steps = (check_dashboard, check_weekly, check_long_views, check_every_page,
                     check_standalone_charts)
        for step in steps:
            try:
                step(driver, site, shots) if step is not check_standalone_charts \
                    else step(driver, site)
            except Exception as error:  # a crashed step is a failure, the others still run
                check(f"{step.__name__} ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
