import Foundation

/// An image of an asset catalog, by the name the catalog gives it (Apple's `ImageResource`, DeveloperToolsSupport,
/// iOS 17). Xcode generates one static property per image set of a target's catalogs; notisim generates the same when
/// it builds an extension (docs/rules/xcode.md#asset-symbols).
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name, with its folder when the folder provides a namespace.
    package let name: String
    /// The bundle whose catalog holds it; the extension's own.
    package let bundle: Bundle

    /// The image named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of an asset catalog, by the name the catalog gives it (Apple's `ColorResource`, DeveloperToolsSupport,
/// iOS 17); Xcode generates one static property per colour set, as notisim does (docs/rules/xcode.md#asset-symbols).
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name, with its folder when the folder provides a namespace.
    package let name: String
    /// The bundle whose catalog holds it; the extension's own.
    package let bundle: Bundle

    /// The colour named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image `resource` names in the extension's asset catalog. A set whose pictures notisim cannot decode (only
    /// a PDF or an SVG) is drawn as the missing-image placeholder, as `Image(_:)` draws it.
    public convenience init(resource: ImageResource) {
        guard let image = UIImage(named: resource.name) else {
            self.init(placeholder: resource.name, size: CGSize(width: UILabel.pointsPerColumn, height: UILabel.pointsPerRow))
            return
        }
        self.init(data: image.data, path: image.path, symbolGlyph: nil, size: image.size)
    }
}

extension UIColor {
    /// The colour `resource` names in the extension's asset catalog, with its dark variant; the label colour when the
    /// catalog has none of that name, as SwiftUI's `Color(_:bundle:)` draws it.
    public convenience init(resource: ColorResource) {
        let named = UIColor(named: resource.name) ?? .label
        self.init(dynamicProvider: { named.resolvedColor(with: $0) })
    }
}
