import Foundation
import NotiApp
import NotiLayout
import Testing

/// The fonts pictures name, checked through librsvg's own drawing: text must keep to the place the SVG gives it.
/// docs/rules/recordings.md#a-terminal-picture.
@Suite struct PictureFontTests {
    private static let black = Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))

    /// The rightmost pixel column with ink (darker than mid grey) in a PNG drawn on white.
    private func rightmostInk(_ png: Data) throws -> Int {
        let image = try ImageDecoder.decode([UInt8](png)).get()
        var rightmost = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = (y * image.width + x) * 4
                let sum = Int(image.pixels[pixel]) + Int(image.pixels[pixel + 1]) + Int(image.pixels[pixel + 2])
                if sum < 3 * 128, x > rightmost { rightmost = x }
            }
        }
        return rightmost
    }

    @Test("digits and colons in a terminal picture stay in their cells, drawn from the monospace font")
    func terminalDigitsStayInTheirCells() throws {
        var grid = CellGrid(width: 20, height: 1)
        _ = grid.write("1:00:00", x: 0, y: 0, style: Self.black)
        let png = try SVGRaster.png(SVGEncoder.encode(grid, defaultStyle: Self.black), scale: 1)
        // Seven cells of 10 pixels: the last glyph ends inside the seventh (an emoji font's digits spread past 100).
        let right = try rightmostInk(png)
        #expect(right >= 60 && right < 70, "the time's ink ends at pixel \(right)")
    }

    @Test("digits in an iOS picture are the text font's, as wide as text")
    func iOSPictureDigitsAreTextWide() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"30\" viewBox=\"0 0 200 30\">"
            + "<rect width=\"200\" height=\"30\" fill=\"#ffffff\"/><g font-family=\"\(IOSPictureEncoder.fontStack)\">"
            + "<text x=\"0\" y=\"22\" font-size=\"17\" fill=\"#000000\">12:30</text></g></svg>"
        let right = try rightmostInk(try SVGRaster.png(svg, scale: 1))
        // Five characters of body text are under 0.7 em each; an emoji font's digits took more than 100 pixels.
        #expect(right > 20 && right < 60, "the time's ink ends at pixel \(right)")
    }
}
