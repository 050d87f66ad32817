import CSVGRaster
import Foundation
import NotiLayout

/// A picture of cells as a terminal shows them, in the theme's colours (docs/rules.md#a-terminal-picture).
public struct TerminalPicture {
    /// What a picture can be written as, by its file name's extension.
    public enum Format: String, Sendable, CaseIterable {
        case svg, png

        /// The format a file name's extension names; nil for another extension.
        public init?(path: String) { self.init(rawValue: (path as NSString).pathExtension.lowercased()) }
    }

    public let grid: CellGrid
    public let theme: Theme

    public init(grid: CellGrid, theme: Theme) { self.grid = grid; self.theme = theme }

    /// The SVG document.
    public var svg: String { SVGEncoder.encode(grid, defaultStyle: theme[.card]) }

    /// The PNG librsvg draws of the SVG at `scale` device pixels per pixel; throws librsvg's reason in one line.
    public func png(scale: Double) throws(PictureError) -> Data { try SVGRaster.png(svg, scale: scale) }

    /// The picture in `format` (PNG at `scale`).
    public func data(_ format: Format, scale: Double = 2) throws(PictureError) -> Data {
        format == .svg ? Data(svg.utf8) : try png(scale: scale)
    }
}

/// SVG documents drawn as PNG by librsvg.
public enum SVGRaster {
    /// The PNG of `svg` at `scale` device pixels per SVG pixel; throws librsvg's reason in one line.
    public static func png(_ svg: String, scale: Double) throws(PictureError) -> Data {
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
public struct PictureError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
