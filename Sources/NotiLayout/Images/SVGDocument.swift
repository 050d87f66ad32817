import Foundation

/// What notisim reads of an SVG document without drawing it: whether bytes are one, and the size its root `<svg>`
/// declares (an asset catalog's vector image set, whose picture the host draws with librsvg).
package enum SVGDocument {
    /// How far into the bytes the root element is looked for (a prolog of comments and a doctype fits).
    static let prologLimit = 8_192

    /// Whether `bytes` are an SVG document: its first element, after an optional byte order mark, whitespace, an XML
    /// declaration, comments and a doctype, is `<svg`.
    package static func isSVG(_ bytes: [UInt8]) -> Bool { rootAttributes(bytes) != nil }

    /// The width and height in pixels the root element declares: its `width` and `height` (plain numbers or `px`,
    /// `pt`, `pc`, `in`, `cm`, `mm` at CSS's 96 pixels an inch), else its `viewBox`'s; nil when it declares neither,
    /// either is not a positive number, or the picture would be over `ImageDecoder.maximumPixels`.
    package static func declaredSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard let attributes = rootAttributes(bytes) else { return nil }
        var size: (width: Double, height: Double)?
        if let width = attributes["width"].flatMap(length), let height = attributes["height"].flatMap(length) {
            size = (width, height)
        } else if let box = attributes["viewBox"].map(numbers), box.count == 4 {
            size = (box[2], box[3])
        }
        guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              size.width * size.height <= Double(ImageDecoder.maximumPixels) else { return nil }
        return size
    }

    /// The attributes of the root element when it is `<svg`, by name; nil for anything else.
    private static func rootAttributes(_ bytes: [UInt8]) -> [String: String]? {
        let text = bytes.prefix(prologLimit)
        var index = text.startIndex
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        func skipSpace() { while index < text.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 } }
        func skip(past end: [UInt8]) -> Bool {
            guard let found = text[index...].firstRange(of: end) else { return false }
            index = found.upperBound
            return true
        }
        while true {
            skipSpace()
            if text[index...].starts(with: Array("<?".utf8)) { guard skip(past: Array("?>".utf8)) else { return nil }; continue }
            if text[index...].starts(with: Array("<!--".utf8)) { guard skip(past: Array("-->".utf8)) else { return nil }; continue }
            if text[index...].starts(with: Array("<!".utf8)) { guard skip(past: [UInt8(ascii: ">")]) else { return nil }; continue }
            break
        }
        guard text[index...].starts(with: Array("<svg".utf8)) else { return nil }
        index += 4
        guard index < text.endIndex, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[index]) else { return nil }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < text.endIndex else { return nil }
            if text[index] == UInt8(ascii: ">") || text[index] == UInt8(ascii: "/") { return attributes }
            let nameStart = index
            while index < text.endIndex, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ">")].contains(text[index]) { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            skipSpace()
            guard index < text.endIndex, text[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpace()
            guard index < text.endIndex, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { return nil }
            let quote = text[index]
            index += 1
            guard let close = text[index...].firstIndex(of: quote) else { return nil }
            attributes[name] = String(decoding: text[index..<close], as: UTF8.self)
            index = close + 1
        }
    }

    /// A length in pixels: a number with no unit or an absolute one; nil for a percentage or a font-relative unit.
    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        for (unit, scale) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * scale }
        }
        return Double(trimmed)
    }

    /// The numbers of a `viewBox`, separated by whitespace or commas.
    private static func numbers(_ text: String) -> [Double] {
        text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap { Double($0) }
    }
}
