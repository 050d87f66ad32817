import Foundation
import NotiCore

/// The Swift that Xcode generates from a target's asset catalogs (docs/rules/xcode.md#asset-symbols): a static
/// `ColorResource` per colour set and `ImageResource` per image set (`Color(.brand)`, `Image(.logo)`,
/// `UIImage(resource: .logo)`), and with `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` the same names
/// on `UIColor`, `UIImage`, SwiftUI's `Color` and `ShapeStyle` (`UIColor.brand`, `.foregroundStyle(.brand)`).
enum AssetSymbolSource {
    /// The generated file's name in the build folder.
    static let fileName = "GeneratedAssetSymbols.swift"

    /// An asset set: its name as the code looks it up (`Folder/name` under a folder that provides a namespace) and
    /// the symbol Xcode names it by.
    struct Asset: Hashable {
        var name: String
        var symbol: String
    }

    /// The colour and image sets of `catalogs` (asset catalog folders), each kind in name order. Sets whose
    /// symbols would clash (two names making one symbol) are left out, as Xcode leaves them out with a warning.
    static func assets(in catalogs: [String]) -> (colors: [Asset], images: [Asset]) {
        var colors: [String] = [], images: [String] = []
        for catalog in catalogs { collect(in: catalog, prefix: "", depth: 0, colors: &colors, images: &images) }
        return (unique(colors, trimming: "Color"), unique(images, trimming: "Image"))
    }

    /// The file's text, nil when the catalogs have no colour or image set.
    static func source(for catalogs: [String], extensions: Bool) -> String? {
        let (colors, images) = assets(in: catalogs)
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        var text = "// Asset symbols notisim generates from the extension's asset catalogs, as Xcode does.\nimport Foundation\nimport SwiftUI\nimport UIKit\n\n"
        text += "extension ColorResource {\n"
        for color in colors { text += "    static let \(color.symbol) = ColorResource(name: \(swiftLiteral(color.name)), bundle: .main)\n" }
        text += "}\n\nextension ImageResource {\n"
        for image in images { text += "    static let \(image.symbol) = ImageResource(name: \(swiftLiteral(image.name)), bundle: .main)\n" }
        text += "}\n"
        guard extensions else { return text }
        // A name the type already has (a system colour's) is not generated again, as Xcode skips it.
        let ownColors = colors.filter { !systemColorNames.contains($0.symbol) }
        let ownImages = images.filter { !systemImageNames.contains($0.symbol) }
        text += "\nextension UIColor {\n"
        for color in ownColors { text += "    static var \(color.symbol): UIColor { UIColor(resource: ColorResource.\(color.symbol)) }\n" }
        text += "}\n\nextension SwiftUI.Color {\n"
        for color in ownColors { text += "    static var \(color.symbol): SwiftUI.Color { SwiftUI.Color(ColorResource.\(color.symbol)) }\n" }
        text += "}\n\nextension SwiftUI.ShapeStyle where Self == SwiftUI.Color {\n"
        for color in ownColors { text += "    static var \(color.symbol): SwiftUI.Color { SwiftUI.Color(ColorResource.\(color.symbol)) }\n" }
        text += "}\n\nextension UIImage {\n"
        for image in ownImages { text += "    static var \(image.symbol): UIImage { UIImage(resource: ImageResource.\(image.symbol)) }\n" }
        text += "}\n"
        return text
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, control characters as `\u{…}`.
    static func swiftLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": literal += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The symbol Xcode makes of an asset's name: its words (split at anything not an ASCII letter or digit) in lowerCamelCase,
    /// a trailing `Color` or `Image` (`trimming`) dropped, `_` before a leading digit, backquotes around a keyword.
    static func symbol(for name: String, trimming suffix: String) -> String? {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard let first = words.first else { return nil }
        // An all-capitals first word (`URL`) is lowered whole; otherwise its first letter.
        var symbol = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    private static func unique(_ names: [String], trimming suffix: String) -> [Asset] {
        let assets = names.compactMap { name in symbol(for: name, trimming: suffix).map { Asset(name: name, symbol: $0) } }
        var counts: [String: Int] = [:]
        for asset in assets { counts[asset.symbol, default: 0] += 1 }
        return assets.filter { counts[$0.symbol] == 1 }.sorted { $0.name < $1.name }
    }

    /// Walks a catalog's folders: a folder whose Contents.json sets `provides-namespace` adds its name to the
    /// names of the sets inside it.
    private static func collect(in folder: String, prefix: String, depth: Int, colors: inout [String], images: inout [String]) {
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder + "/" + entry
            if entry.hasSuffix(".colorset") {
                colors.append(prefix + entry.dropLast(".colorset".count))
            } else if entry.hasSuffix(".imageset") {
                images.append(prefix + entry.dropLast(".imageset".count))
            } else if !entry.contains("."), (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil {
                let namespace = providesNamespace(path) ? prefix + entry + "/" : prefix
                collect(in: path, prefix: namespace, depth: depth + 1, colors: &colors, images: &images)
            }
        }
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONParser.parse([UInt8](bytes)) else { return false }
        return json["properties"]?["provides-namespace"] == .bool(true)
    }

    /// Static colours `UIColor` and SwiftUI's `Color` already have, which generated extensions would declare again.
    private static let systemColorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "indigo", "lightGray", "magenta", "mint",
        "orange", "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor", "label",
        "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "separator", "opaqueSeparator", "tint",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemFill", "placeholderText",
    ]
    /// Static images `UIImage` already has.
    private static let systemImageNames: Set<String> = ["actions", "add", "checkmark", "remove", "strokedCheckmark"]
    /// Words a property name cannot be without backquotes.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "self", "super", "throw",
        "throws", "true", "try", "any", "some",
    ]
}
