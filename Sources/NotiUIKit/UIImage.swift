internal import NotiLayout

/// An image (Apple's `UIImage`), kept as its encoded bytes; notisim decodes PNG, JPEG and GIF, and reads an SVG's
/// declared size (an asset catalog's vector image, drawn by the host). A system symbol
/// (`UIImage(systemName:)`) is a glyph instead.
open class UIImage: NSObject, @unchecked Sendable {
    /// The encoded file (empty for a symbol).
    package let data: Data
    /// The file it was read from, if any.
    package let path: String?
    /// The glyph drawn for an SF Symbol.
    package let symbolGlyph: String?
    /// The text drawn for a picture notisim cannot make (a map snapshot's placeholder).
    package private(set) var placeholderText: String?
    /// The colour drawn over the image context it was made of (`UIGraphicsGetImageFromCurrentImageContext`).
    package private(set) var drawnColor: CGColor?
    /// Size in points (one pixel per point, scale 1; a symbol is one cell).
    public let size: CGSize
    public var scale: CGFloat { 1 }

    init(data: Data, path: String?, symbolGlyph: String?, size: CGSize) {
        self.data = data; self.path = path; self.symbolGlyph = symbolGlyph; self.size = size
    }

    private convenience init?(decoding data: Data, path: String?) {
        let bytes = [UInt8](data)
        if case .success(let image) = ImageDecoder.decode(bytes) {
            self.init(data: data, path: path, symbolGlyph: nil, size: CGSize(width: image.width, height: image.height))
        } else if let size = SVGDocument.declaredSize(bytes) {
            // An asset catalog's vector image: the size its document declares; the host draws it with librsvg.
            self.init(data: data, path: path, symbolGlyph: nil, size: CGSize(width: size.width, height: size.height))
        } else {
            return nil
        }
    }

    /// An image from PNG, JPEG, GIF or SVG bytes; nil when they do not decode.
    public convenience init?(data: Data) { self.init(decoding: data, path: nil) }

    /// An image from a file; nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(decoding: data, path: path)
    }

    /// An image of the extension's asset catalog or bundle, looked up in the folders the host names
    /// (`assetSearchPaths`): `NAME.imageset` in an `.xcassets` folder (its Contents.json's files), else `NAME.png`,
    /// `NAME@2x.png`, `NAME.jpg`. nil when there is none, as on iOS.
    public convenience init?(named name: String) {
        guard let path = Self.assetPath(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An SF Symbol, drawn as a glyph from notisim's table; a name the table lacks draws a placeholder glyph rather
    /// than failing (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
    public convenience init?(systemName name: String) {
        self.init(data: Data(), path: nil, symbolGlyph: SymbolGlyphs.glyph(for: name),
                  size: CGSize(width: UILabel.pointsPerColumn, height: UILabel.pointsPerRow))
    }

    /// The image an image context holds: its size and the colour drawn over it. An image view shows it as it
    /// shows an image that is no file of the extension's.
    package convenience init(drawnIn context: CGContext) {
        self.init(data: Data(), path: nil, symbolGlyph: nil, size: context.size)
        drawnColor = context.filledColor
    }

    /// A picture notisim cannot make, drawn as `text` where an image view shows it (a map snapshot's image).
    package convenience init(placeholder text: String, size: CGSize) {
        self.init(data: Data(), path: nil, symbolGlyph: nil, size: size)
        placeholderText = text
    }

    /// Folders `UIImage(named:)` looks in: the extension's asset catalogs its process was given (``environmentCatalogs``),
    /// to which a host adds the extension's resource folders.
    nonisolated(unsafe) package static var assetSearchPaths: [URL] = environmentCatalogs

    /// The asset catalogs the host names in `NOTISIM_ASSET_CATALOGS`, a JSON array of folders
    /// (docs/extension-protocol.md#resources); none without it, or when it is not an array of absolute paths.
    package static let environmentCatalogs: [URL] = {
        guard let text = ProcessInfo.processInfo.environment["NOTISIM_ASSET_CATALOGS"],
              let folders = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String] else { return [] }
        return folders.filter { $0.hasPrefix("/") }.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }()

    static func assetPath(named name: String) -> String? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        let files = FileManager.default
        for folder in assetSearchPaths {
            let imageSet = folder.appendingPathComponent(name + ".imageset")
            if let contents = files.contents(atPath: imageSet.appendingPathComponent("Contents.json").path),
               let json = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
               let images = json["images"] as? [[String: Any]] {
                // The catalog lists a file per scale; any one decodes to the same picture.
                let names = images.compactMap { $0["filename"] as? String }
                if let file = names.map({ imageSet.appendingPathComponent($0).path }).first(where: files.fileExists) { return file }
            }
            for file in [name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg"] {
                let path = folder.appendingPathComponent(file).path
                if files.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}
