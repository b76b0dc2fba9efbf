#!/usr/bin/env python3
"""Render the application icon into what each system wants: PNG set, ``.ico`` and ``.icns``.

Input: ``assets/icons/marjolet-qt.svg`` (and ``marjolet-qt-16.svg``, drawn on the pixel grid,
for the 16 px images). Output, under ``--out`` (default ``build/icons``)::

    png/16.png ... png/1024.png   full-bleed squares (Linux hicolor, Windows, AppImage)
    marjolet-qt.ico               16, 20, 24, 32, 40, 48, 64, 128 and 256 px (Windows)
    marjolet-qt.icns              16 to 1024 px, on Apple's icon grid (macOS)

Only PySide6 is needed: ``QSvgRenderer`` draws, ``QImage`` encodes PNG, and the two icon
containers are written here (both are a header, a directory and PNG or DIB payloads), so the
script behaves the same on the three systems without Pillow or iconutil.

The macOS images leave Apple's margin round the rounded square (824 of 1024 px), the others
fill the square, as each platform's other icons do. Nothing is written when the outputs are
newer than the drawings and this script (so ``make`` can call it every time).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo

PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
ICNS_TYPES = (
    # (type, pixels): PNG payloads are accepted for every one of these since OS X 10.7
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 @2x
    (b"ic11", 32),  # 16 @2x
    (b"ic12", 64),  # 32 @2x
    (b"ic13", 256),  # 128 @2x
    (b"ic14", 512),  # 256 @2x
)
MAC_BODY = 824 / 1024
"""Apple's grid: the rounded square is 824 px wide on a 1024 px canvas."""
SVG_BODY = 480 / 512
"""Width of the rounded square in marjolet-qt.svg (16..496 of 512)."""
CARD_OUTLINE = 'stroke="#1f1f1f" stroke-width="7"'
"""The cards' outline in marjolet-qt.svg: widened to about one pixel below HINT_BELOW px,
where 7/512 of the width would fade into a grey blur between the two cards."""
HINT_BELOW = 48
CARDS_SCALE = 1.06
"""The scale of the card group in marjolet-qt.svg."""


class Renderer:
    def __init__(self, svg: Path, svg_16: Path | None) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        self._app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        self.source = svg.read_text(encoding="utf-8")
        self.main = QSvgRenderer(str(svg))
        self.small = QSvgRenderer(str(svg_16)) if svg_16 and svg_16.is_file() else None
        if not self.main.isValid():
            raise SystemExit(f"cannot read {svg}")
        self._hinted: dict[int, QSvgRenderer] = {}

    def renderer(self, side: float) -> QSvgRenderer:
        """The drawing for an image ``side`` pixels wide (the SVG's 512 units)."""
        if side >= HINT_BELOW or CARD_OUTLINE not in self.source:
            return self.main
        key = round(side)
        if key not in self._hinted:
            width = 0.9 * 512 / side / CARDS_SCALE
            text = self.source.replace(CARD_OUTLINE, CARD_OUTLINE.replace('"7"', f'"{width:.1f}"'))
            self._hinted[key] = QSvgRenderer(QByteArray(text.encode("utf-8")))
        return self._hinted[key]

    def image(self, size: int, body: float = 1.0):
        """The icon as a premultiplied ARGB image, the rounded square ``body`` of the width."""
        side = size * body / (SVG_BODY if body != 1.0 else 1.0)
        use_small = size <= 16 and self.small and body == 1.0
        renderer = self.small if use_small else self.renderer(side)
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        offset = (size - side) / 2
        renderer.render(painter, QRectF(offset, offset, side, side))
        painter.end()
        return image

    def png(self, image) -> bytes:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit("PNG encoding failed")
        buffer.close()
        return bytes(data.data())

    def dib(self, image) -> bytes:
        """A 32-bit BMP payload for .ico (height doubled, bottom-up BGRA, empty AND mask)."""
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        width, height = image.width(), image.height()
        header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
        stride = image.bytesPerLine()
        raw = bytes(image.constBits())[: stride * height]
        rows = [raw[y * stride : y * stride + width * 4] for y in range(height)]
        pixels = b"".join(reversed(rows))  # Format_ARGB32 is BGRA in memory (little-endian)
        mask_row = ((width + 31) // 32) * 4
        return header + pixels + bytes(mask_row * height)


def write_ico(path: Path, entries: list[tuple[int, bytes]]) -> None:
    directory = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    body = b""
    for size, payload in entries:
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
        body += payload
    path.write_bytes(directory + body)


def write_icns(path: Path, chunks: list[tuple[bytes, bytes]]) -> None:
    body = b"".join(kind + struct.pack(">I", len(data) + 8) + data for kind, data in chunks)
    path.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


def build(out: Path, svg: Path, svg_16: Path | None, force: bool = False) -> list[Path]:
    outputs = [out / "png" / f"{s}.png" for s in PNG_SIZES]
    outputs += [out / f"{appinfo.EXE_NAME}.ico", out / f"{appinfo.EXE_NAME}.icns"]
    sources = [svg, Path(__file__)] + ([svg_16] if svg_16 and svg_16.is_file() else [])
    newest_source = max(p.stat().st_mtime for p in sources)
    if not force and all(p.is_file() and p.stat().st_mtime >= newest_source for p in outputs):
        return outputs

    renderer = Renderer(svg, svg_16)
    (out / "png").mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (out / "png" / f"{size}.png").write_bytes(renderer.png(renderer.image(size)))

    ico = []
    for size in ICO_SIZES:
        image = renderer.image(size)
        # PNG for the 256 px entry keeps the file small; DIB below, which every Windows reads.
        ico.append((size, renderer.png(image) if size >= 256 else renderer.dib(image)))
    write_ico(out / f"{appinfo.EXE_NAME}.ico", ico)

    icns = [(kind, renderer.png(renderer.image(size, MAC_BODY))) for kind, size in ICNS_TYPES]
    write_icns(out / f"{appinfo.EXE_NAME}.icns", icns)
    return outputs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=appinfo.REPO_ROOT / "build" / "icons")
    parser.add_argument("--svg", type=Path, default=appinfo.ICON_SVG)
    parser.add_argument("--svg-16", type=Path, default=appinfo.ICON_SVG_16)
    parser.add_argument("--force", action="store_true", help="rebuild even when up to date")
    args = parser.parse_args(argv)
    for path in build(args.out, args.svg, args.svg_16, args.force):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
