import NotiCore

/// How pixels become cells.
package enum ImageCellStyle: String, Sendable, Hashable, CaseIterable {
    /// Half blocks (`▀`) whose foreground is the upper pixel and background the lower one: two pixels per cell.
    case halfBlocks
    /// Shading characters ` ░▒▓█` by luminance, for terminals without colour.
    case shading
}

extension CellGrid {
    /// Draws an image into `rect` (a cell is 1 pixel wide and 2 pixels tall, matching cell aspect 2).
    /// Transparent pixels keep the background already in the cell.
    package mutating func drawImage(_ image: RGBAImage, in rect: Rect, mode: ImageContentMode, cellStyle: ImageCellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let targetWidth = Double(rect.width), targetHeight = Double(rect.height * 2)
        let scaleX = targetWidth / Double(image.width), scaleY = targetHeight / Double(image.height)
        let scale = mode == .fill ? max(scaleX, scaleY) : min(scaleX, scaleY)
        let offsetX = (targetWidth - Double(image.width) * scale) / 2
        let offsetY = (targetHeight - Double(image.height) * scale) / 2

        // Shrinking averages an n×n grid of samples inside each target pixel (n ≤ 4, so the cost stays fixed);
        // enlarging takes the nearest pixel.
        let samplesPerAxis = scale >= 1 ? 1 : min(4, Int((1 / scale).rounded(.up)))
        func sample(_ px: Int, _ py: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
            var red = 0, green = 0, blue = 0, opaque = 0, total = 0
            for sy in 0..<samplesPerAxis {
                for sx in 0..<samplesPerAxis {
                    let fx = Double(px) + (Double(sx) + 0.5) / Double(samplesPerAxis)
                    let fy = Double(py) + (Double(sy) + 0.5) / Double(samplesPerAxis)
                    let x = Int(((fx - offsetX) / scale).rounded(.down)), y = Int(((fy - offsetY) / scale).rounded(.down))
                    guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
                    total += 1
                    let pixel = image.pixel(x, y)
                    guard pixel.3 >= 128 else { continue }
                    red += Int(pixel.0); green += Int(pixel.1); blue += Int(pixel.2); opaque += 1
                }
            }
            guard opaque > 0, opaque * 2 >= total else { return nil }
            return (UInt8(red / opaque), UInt8(green / opaque), UInt8(blue / opaque), 255)
        }

        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let px = column - rect.x, py = (row - rect.y) * 2
                let top = sample(px, py), bottom = sample(px, py + 1)
                var style = self[column, row].style
                style.dim = false
                switch cellStyle {
                case .halfBlocks:
                    if let top, let bottom {
                        style.foreground = .rgb(top.0, top.1, top.2); style.background = .rgb(bottom.0, bottom.1, bottom.2)
                        put("▀", columns: 1, x: column, y: row, style: style)
                    } else if let top {
                        style.foreground = .rgb(top.0, top.1, top.2)
                        put("▀", columns: 1, x: column, y: row, style: style)
                    } else if let bottom {
                        style.foreground = .rgb(bottom.0, bottom.1, bottom.2)
                        put("▄", columns: 1, x: column, y: row, style: style)
                    } else if mode == .fit {
                        put(" ", columns: 1, x: column, y: row, style: style)
                    }
                case .shading:
                    let pixels = [top, bottom].compactMap { $0 }
                    guard !pixels.isEmpty else {
                        put(" ", columns: 1, x: column, y: row, style: style); continue
                    }
                    let luminance = pixels.map { 0.2126 * Double($0.0) + 0.7152 * Double($0.1) + 0.0722 * Double($0.2) }
                        .reduce(0, +) / Double(pixels.count)
                    let shades = [" ", "░", "▒", "▓", "█"]
                    let level = min(shades.count - 1, Int(luminance / 256 * Double(shades.count)))
                    put(shades[level], columns: 1, x: column, y: row, style: style)
                }
            }
        }
    }

    /// Draws a box saying why an image is missing (the reason wrapped inside, or a short mark when tiny).
    package mutating func drawImagePlaceholder(reason: String, in rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        fill(area, with: Cell(" ", style: Style(background: style.background == .default ? self[area.x, area.y].style.background : style.background)))
        if area.width >= 4, area.height >= 3 {
            frame(area, style: style)
            let inner = area.inset(by: 1)
            let lines = TextWrapper.wrap("⚠ " + reason, width: inner.width, maxLines: inner.height)
            for (index, line) in lines.enumerated() {
                write(line.text, x: inner.x, y: inner.y + index, style: style, clip: inner)
            }
        } else {
            write(TextWrapper.truncate("⚠ " + reason, width: area.width).text, x: area.x, y: area.y, style: style, clip: area)
        }
    }
}
