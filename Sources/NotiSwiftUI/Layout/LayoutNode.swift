/// A resolved view in a layout pass: asked for its size under a proposal, then placed in a rectangle it chose, then
/// drawn as UIKit views (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@MainActor
class LayoutNode {
    /// The view's structural identity, under which the UIKit view drawing it is kept between passes.
    let key: ViewPath
    /// Stacks size children of higher priority first (`layoutPriority`).
    var layoutPriority: Double = 0
    /// Where the pass placed the node, in the hosting view's points.
    private(set) var frame: CGRect = .zero
    /// The last two measurements, then any further ones: most nodes are asked for one or two sizes a pass, which
    /// need no dictionary.
    private var recent: (ProposedViewSize, CGSize)?, previous: (ProposedViewSize, CGSize)?
    private var measured: [ProposedViewSize: CGSize] = [:]

    init(key: ViewPath) { self.key = key }

    /// The size the node chooses under `proposal`; each proposal is measured once per pass (once per width for a
    /// node whose size does not depend on the height offered).
    final func size(for proposal: ProposedViewSize) -> CGSize {
        let key = ignoresHeightOffered ? ProposedViewSize(width: proposal.width, height: nil) : proposal
        if let recent, recent.0 == key { return recent.1 }
        if let previous, previous.0 == key { return previous.1 }
        if let size = measured[key] { return size }
        let size = sizeThatFits(proposal)
        if let previous { measured[previous.0] = previous.1 }
        previous = recent
        recent = (key, size)
        return size
    }

    /// Whether the size the node chooses depends only on the width offered (text, symbols, bitmaps, buttons, and
    /// stacks and padding of such views side by side): a `VStack` probing a row at several heights measures it once.
    var ignoresHeightOffered: Bool { false }

    /// The size the node chooses under `proposal` (what subclasses compute).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node at `rect` (a size it chose), then its children inside.
    final func place(in rect: CGRect) {
        frame = rect
        placeChildren(in: rect)
    }

    /// Places the children inside `rect`.
    func placeChildren(in rect: CGRect) {}

    /// Adds the UIKit views that draw the node, back to front.
    func draw(into drawing: Drawing) {}

    /// Whether the node is a `Spacer`, which a stack sizes after every other child.
    var isSpacer: Bool { false }

    /// Tells the node it is a child of a stack along `axis` (a spacer grows along it, a divider runs across it).
    func placedInStack(along axis: Axis) {}


    /// The text the node shows, as a button's title reads it (texts and symbols, space-separated).
    var plainText: String { "" }
}

/// A node wrapping one child, placed in the child's own rectangle unless the subclass says otherwise.
class WrapperNode: LayoutNode {
    let child: LayoutNode

    init(key: ViewPath, child: LayoutNode) {
        self.child = child
        super.init(key: key)
        layoutPriority = child.layoutPriority
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override func placeChildren(in rect: CGRect) { child.place(in: rect) }
    override func draw(into drawing: Drawing) { child.draw(into: drawing) }
    override func placedInStack(along axis: Axis) { child.placedInStack(along: axis) }
    override var isSpacer: Bool { child.isSpacer }
    override var ignoresHeightOffered: Bool { child.ignoresHeightOffered }
    override var plainText: String { child.plainText }
}

/// The UIKit views a pass draws, kept by key so that a view drawn again is the same object (a focused button keeps
/// the focus), with the opacity and clipping of the modifiers being drawn.
@MainActor
final class Drawing {
    /// A view kept between passes, with what it showed when that was recorded (`view(_:showing:make:)`).
    struct Kept {
        let view: UIView
        var signature: AnyHashable?
    }

    private let previous: [ViewPath: Kept]
    /// The views drawn in this pass, by key, to keep for the next one.
    private(set) var kept: [ViewPath: Kept] = [:]
    private(set) var views: [UIView] = []
    /// The opacity the views drawn now are multiplied by (`opacity`).
    var alpha: CGFloat = 1
    /// The rectangle views are cut to (`ScrollView`, `clipped`).
    var clip: CGRect?
    /// Set on the borders drawn now (`cornerRadius`, `clipShape` with a rounded shape).
    var rounded = false
    /// Moves everything drawn now (`offset`).
    var offset = CGSize.zero

    init(previous: [ViewPath: Kept]) { self.previous = previous }

    /// The view kept under `key` if it is a `V`, else a new one.
    func view<V: UIView>(_ key: ViewPath, make: () -> V) -> V {
        if let entry = previous[key], let view = entry.view as? V {
            kept[key] = entry
            return view
        }
        if let view = kept[key]?.view as? V { return view }
        let view = make()
        kept[key] = Kept(view: view)
        return view
    }

    /// The view kept under `key` if it is a `V`, else a new one, and whether it must be set to show what `signature`
    /// describes: it is new, or showed something else in the last pass.
    func view<V: UIView>(_ key: ViewPath, showing signature: some Hashable, make: () -> V) -> (view: V, changed: Bool) {
        let signature = AnyHashable(signature)
        if let entry = previous[key], let view = entry.view as? V {
            kept[key] = Kept(view: view, signature: signature)
            return (view, entry.signature != signature)
        }
        let view = make()
        kept[key] = Kept(view: view, signature: signature)
        return (view, true)
    }

    /// Adds `view` at `frame`, cut to the clip rectangle; a view wholly outside it is left out.
    func add(_ view: UIView, frame: CGRect, alpha ownAlpha: CGFloat = 1) {
        var frame = frame.offsetBy(dx: offset.width, dy: offset.height)
        if let clip {
            frame = frame.intersection(clip)
            guard !frame.isNull, frame.width > 0, frame.height > 0 else { return }
        }
        view.applyLayoutFrame(frame)
        view.alpha = alpha * ownAlpha
        if rounded, view.layer.borderWidth > 0 { view.layer.cornerRadius = max(view.layer.cornerRadius, 1) }
        views.append(view)
    }

    /// Draws `body` with the drawing state changed by `change`, then restores it.
    func with(_ change: (Drawing) -> Void, _ body: () -> Void) {
        let saved = (alpha, clip, rounded, offset)
        change(self)
        body()
        (alpha, clip, rounded, offset) = saved
    }
}
