import CSVGRaster
import Foundation
import NotiAppCore
import NotiLayout

/// A picture of cells as a terminal shows them, in the theme's colours (docs/rules/recordings.md#a-terminal-picture).
package struct TerminalPicture {
    package let grid: CellGrid
    package let theme: Theme

    package init(grid: CellGrid, theme: Theme) { self.grid = grid; self.theme = theme }

    /// The SVG document.
    package var svg: String { SVGEncoder.encode(grid, defaultStyle: theme[.card]) }

    /// The PNG librsvg draws of the SVG at `scale` device pixels per pixel; throws librsvg's reason in one line.
    package func png(scale: Double) throws(PictureError) -> Data { try SVGRaster.png(svg, scale: scale) }

    /// The picture in `format` (PNG at `scale`).
    package func data(_ format: PictureFormat, scale: Double = 2) throws(PictureError) -> Data {
        format == .svg ? Data(svg.utf8) : try png(scale: scale)
    }
}

/// SVG documents drawn as PNG by librsvg.
package enum SVGRaster {
    /// The PNG of `svg` at `scale` device pixels per SVG pixel; throws librsvg's reason in one line.
    package static func png(_ svg: String, scale: Double) throws(PictureError) -> Data {
        var document = svg
        let raster = document.withUTF8 { notisim_svg_to_png($0.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count, scale) }
        guard let bytes = raster.png else {
            throw PictureError(message: withUnsafeBytes(of: raster.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: raster.length)
    }
}

/// Why a picture could not be made, in one line.
package struct PictureError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
