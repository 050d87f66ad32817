import Foundation
import NotiAppCore
import NotiLayout
import NotiWorkspace

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
        switch SVGRasterizer.png(of: Array(svg.utf8), scale: scale, maxPixels: ImageDecoder.maximumPixels) {
        case .success(let png): return png
        case .failure(let error): throw PictureError(message: error.reason)
        }
    }
}

/// Why a picture could not be made, in one line.
package struct PictureError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
