/// A view controller showing a SwiftUI view (Apple's `UIHostingController`): as a content extension's own
/// controller or a child whose view is placed in a UIKit tree. Its view lays the SwiftUI body out whenever UIKit lays
/// it out, after its state changed, and draws it as UIKit views (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    let hostingView: _UIHostingView<Content>

    /// The SwiftUI view shown; setting it draws the new view on the next layout pass, keeping the state of views
    /// that stay in the same place.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    /// Whether the controller keeps `preferredContentSize` at its view's ideal size (iOS 16).
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { hostingView.controllerSizing = sizingOptions.contains(.preferredContentSize) ? self : nil }
    }

    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller needs its root view: from a storyboard, a subclass calls `init?(coder:rootView:)`.
    public required init?(coder aDecoder: NSCoder) { return nil }

    open override func loadView() { view = hostingView }

    /// The size the SwiftUI view would take inside `size`: a finite dimension is offered, an infinite one asks for
    /// the view's ideal length.
    public func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }
}

/// How a hosting controller sizes itself (Apple's `UIHostingControllerSizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a `UIHostingController`: resolves the root view against the graph, lays it out in its bounds
/// (centred, as SwiftUI places a root view smaller than its window) and makes the drawn UIKit views its subviews.
@MainActor
public final class _UIHostingView<Content: View>: UIView {
    var rootView: Content {
        didSet {
            resolved = nil
            setNeedsLayout()
        }
    }
    /// The controller whose preferred content size follows the view's ideal size.
    weak var controllerSizing: UIViewController?
    private let graph = ViewGraph()
    private var keptViews: [ViewPath: Drawing.Kept] = [:]
    /// The body resolved since the last change (state, observed objects, a new root view); sizing and drawing share
    /// it, so Auto Layout asking for the intrinsic size does not resolve the body again.
    private var resolved: LayoutNode?
    private var isRendering = false
    private var changedWhileRendering = false

    init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        placesSubviewsByFrame = true
        let graph = graph
        graph.invalidate = { [weak self] in
            guard let self else { return }
            resolved = nil
            if isRendering { changedWhileRendering = true } else { setNeedsLayout() }
        }
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        var passes = 0
        repeat {
            changedWhileRendering = false
            render()
            passes += 1
        } while changedWhileRendering && passes < hostingPassLimit
    }

    private func render() {
        isRendering = true
        let root = resolvedRoot()
        let size = root.size(for: ProposedViewSize(bounds.size))
        root.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
        let drawing = Drawing(previous: keptViews)
        root.draw(into: drawing)
        keptViews = drawing.kept
        replaceSubviewsFromLayout(with: drawing.views)
        if let controller = controllerSizing {
            controller.preferredContentSize = root.size(for: ProposedViewSize(width: bounds.width, height: nil))
        }
        isRendering = false
    }

    /// The root view's nodes (several of them stacked as a `VStack` would), resolved in a pass over the body when
    /// anything changed since the last one; the pass's actions (`onAppear`, `onChange`) run at its end.
    private func resolvedRoot() -> LayoutNode {
        if let resolved { return resolved }
        graph.beginPass()
        let nodes = ResolveContext(graph: graph, path: .root, environment: EnvironmentValues()).resolve(rootView)
        let root = nodes.count == 1 ? nodes[0] : StackNode(key: .root + "root", axis: .vertical, crossAlignment: 0.5, spacing: nil, children: nodes)
        resolved = root
        graph.endPass()
        return root
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let offered = ProposedViewSize(width: size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : nil,
                                       height: size.height.isFinite && size.height < .greatestFiniteMagnitude ? size.height : nil)
        return resolvedRoot().size(for: offered)
    }

    /// What the root view's tree handed up to the host under `key`, the body resolved first if it needs to be.
    func handedUp(_ key: ObjectIdentifier) -> Any? {
        _ = resolvedRoot()
        return graph.handedUp(key)
    }

    /// The ideal size at the view's width, so Auto Layout can size a hosting view that is not pinned on every edge.
    public override var intrinsicContentSize: CGSize {
        resolvedRoot().size(for: ProposedViewSize(width: bounds.width > 0 ? bounds.width : nil, height: nil))
    }
}

/// Most passes one layout of a hosting view runs when the actions after a pass (`onAppear`, `onChange`) keep
/// changing state.
let hostingPassLimit = 4
