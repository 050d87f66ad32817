import CSVGRaster
import Foundation
import NotiLayout

/// A picture of cells as a terminal shows them, in the theme's colours (docs/rules.md#a-terminal-picture).
struct TerminalPicture {
    let grid: CellGrid
    let theme: Theme

    /// The SVG document.
    var svg: String { SVGEncoder.encode(grid, defaultStyle: theme[.card]) }

    /// The PNG librsvg draws of the SVG at `scale` device pixels per pixel; throws librsvg's reason in one line.
    func png(scale: Double) throws -> Data {
        var document = svg
        let raster = document.withUTF8 { notisim_svg_to_png($0.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, $0.count, scale) }
        guard let bytes = raster.png else {
            let reason = withUnsafeBytes(of: raster.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderCommand.RenderFailure(message: reason)
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: raster.length)
    }
}
