/// An image (Apple's `Image`): an SF Symbol drawn as its glyph in one cell, an asset catalog image, or a UIImage;
/// at its own size in points unless `resizable()`.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    enum Source: Equatable {
        case symbol(String)
        case image(UIImage)
        /// An asset the catalog does not have: drawn as a placeholder naming it.
        case missing(String)
    }

    let source: Source
    var isResizable = false

    /// An SF Symbol by name (the UIKit subset's symbol table).
    public init(systemName: String) { source = .symbol(systemName) }
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }
    /// An image of the extension's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { source = UIImage(named: name).map(Source.image) ?? .missing(name) }
    /// The image an asset catalog's generated symbol names (`Image(.logo)`, iOS 17).
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    public init(uiImage: UIImage) { source = .image(uiImage) }

    /// How a resizable image fills its frame (Apple's `Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }
    /// Whether an image is drawn in its colours or as a template (Apple's `Image.TemplateRenderingMode`); kept.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Interpolation quality (Apple's `Image.Interpolation`); kept.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A symbol's scale (Apple's `Image.Scale`); a glyph is one cell at every scale.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// The image sized to the space offered instead of its own size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The glyph an SF Symbol draws.
    var glyph: String? {
        switch source {
        case .symbol(let name): UIImage(systemName: name)?.symbolGlyph
        case .image(let uiImage): uiImage.symbolGlyph
        case .missing: nil
        }
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let tint = context.environment.foregroundColor?.uiColor ?? .label
        return [ImageNode(key: context.path + "/Image", image: self, tint: tint, measurements: context.graph.textMeasurements)]
    }
}

/// An `Image`: a symbol takes its glyph's cells (an emoji two), a bitmap its own size, a resizable image the space
/// offered.
final class ImageNode: LayoutNode {
    let image: Image
    let tint: UIColor
    /// How the drawn image fills its frame when an aspect ratio modifier placed it.
    var fillMode: ContentMode?

    private let measurements: TextMeasurements

    init(key: ViewPath, image: Image, tint: UIColor, measurements: TextMeasurements) {
        self.image = image
        self.tint = tint
        self.measurements = measurements
        super.init(key: key)
    }

    private lazy var ownSize: CGSize = {
        switch self.image.source {
        case .symbol: CGSize(width: self.glyphWidth, height: UILabel.pointsPerRow)
        case .image(let uiImage): uiImage.size
        case .missing: CGSize(width: 10 * UILabel.pointsPerColumn, height: 2 * UILabel.pointsPerRow)
        }
    }()

    /// The glyph's width in points, measured as a label measures it.
    private lazy var glyphWidth: CGFloat = {
        max(UILabel.pointsPerColumn, self.measurements.size(of: self.image.glyph ?? "", numberOfLines: 1, width: nil).width)
    }()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: ownSize) : ownSize
    }

    override func draw(into drawing: Drawing) {
        let view = drawing.view(key) { UIImageView() }
        // Only a changed image is set: a new image asks UIKit for another layout pass.
        switch image.source {
        case .symbol(let name): if view.image?.symbolGlyph != image.glyph { view.image = UIImage(systemName: name) }
        case .image(let uiImage): if view.image !== uiImage { view.image = uiImage }
        case .missing: if view.image != nil { view.image = nil }
        }
        if case .missing(let name) = image.source { view.missingImageName = name } else { view.missingImageName = nil }
        view.tintColor = tint
        view.contentMode = fillMode == .fit ? .scaleAspectFit : .scaleAspectFill
        drawing.add(view, frame: frame)
    }

    override var plainText: String { image.glyph ?? "" }
    override var ignoresHeightOffered: Bool { !image.isResizable }
}
