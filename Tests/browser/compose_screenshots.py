#!/usr/bin/env python3
"""Makes the README screenshots from check_site.py's screenshots (Pillow).

usage: compose_screenshots.py SCREENSHOT_DIR DOCS_DIR

DOCS_DIR/dashboard.png: the dashboard in light mode (steps, a bar hovered) beside dark mode
(weight, a point hovered), cropped to the page's content column, at most 1600 px wide.
DOCS_DIR/dashboard-phone.png: the dashboard 375 px wide in light mode.
DOCS_DIR/dashboard-dark.png: the whole dashboard in dark mode (the steps panel), its content column.
DOCS_DIR/dashboard-phone-dark.png: the dashboard 390 px wide in dark mode.
DOCS_DIR/weekly.png: the latest weekly report in light mode (a steps bar hovered) beside dark mode
(a weight point hovered), made the same way; DOCS_DIR/weekly-phone.png: that page 375 px wide.
"""
import sys
from pathlib import Path

from PIL import Image

MAX_WIDTH = 1600
GAP = 24
MAX_BYTES = 400_000


def content(image):
    """The page's content column (the header, main and footer are 1100 px wide, centred)."""
    width, height = image.size
    column = min(width, 1100)
    left = (width - column) // 2
    return image.crop((left, 0, left + column, height))


def save(image, path):
    """An optimized truecolour PNG; above MAX_BYTES, a 256-colour one (median cut, no dither:
    flat UI colours and text survive it)."""
    image.convert("RGB").save(path, optimize=True)
    if path.stat().st_size > MAX_BYTES:
        image.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                                      dither=Image.Dither.NONE).save(path, optimize=True)
    print(f"{path}: {image.size[0]}×{image.size[1]}, {path.stat().st_size // 1024} KB")


def side_by_side(light_path, dark_path):
    """Light and dark content columns side by side, at most MAX_WIDTH wide."""
    light = content(Image.open(light_path).convert("RGB"))
    dark = content(Image.open(dark_path).convert("RGB"))
    height = max(light.size[1], dark.size[1])
    both = Image.new("RGB", (light.size[0] + GAP + dark.size[0], height), (255, 255, 255))
    both.paste(light, (0, 0))
    # The dark half keeps its black page background down to the bottom.
    both.paste(Image.new("RGB", (dark.size[0] + GAP // 2, height), (0, 0, 0)),
               (light.size[0] + GAP // 2, 0))
    both.paste(dark, (light.size[0] + GAP, 0))
    if both.size[0] > MAX_WIDTH:
        scale = MAX_WIDTH / both.size[0]
        both = both.resize((MAX_WIDTH, round(height * scale)), Image.Resampling.LANCZOS)
    return both


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    shots, docs = Path(sys.argv[1]), Path(sys.argv[2])
    docs.mkdir(parents=True, exist_ok=True)
    save(side_by_side(shots / "dashboard-hover.png", shots / "dashboard-dark-weight-hover.png"),
         docs / "dashboard.png")
    save(Image.open(shots / "dashboard-phone.png"), docs / "dashboard-phone.png")
    save(content(Image.open(shots / "dashboard-dark.png").convert("RGB")), docs / "dashboard-dark.png")
    save(Image.open(shots / "dashboard-phone-dark.png"), docs / "dashboard-phone-dark.png")
    save(side_by_side(shots / "week-light.png", shots / "week-dark.png"), docs / "weekly.png")
    save(Image.open(shots / "week-phone.png"), docs / "weekly-phone.png")


if __name__ == "__main__":
    main()
