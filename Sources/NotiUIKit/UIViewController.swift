/// A view controller (Apple's `UIViewController`): owns a view loaded on first use, and is told of its
/// appearance in the order UIKit tells it.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The root view, loaded (with `loadView()` then `viewDidLoad()`) the first time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var title: String?
    /// The size the controller would like its view to have; a content extension's height comes from it.
    open var preferredContentSize: CGSize = .zero
    /// The extension's context, set by the host before the view loads.
    open package(set) var extensionContext: NSExtensionContext?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    public var isViewLoaded: Bool { loadedView != nil }
    public func loadViewIfNeeded() { _ = view }

    /// Builds the view and connects the outlets when the controller comes from a storyboard, as UIKit's default
    /// `loadView()` does; set by the extension host before the view loads. nil: no storyboard, an empty view.
    package var storyboardViewLoader: (@MainActor (UIViewController) -> UIView)?

    /// Creates the view: the storyboard's, connected to the outlets, when there is one, else an empty view.
    open func loadView() { loadedView = storyboardViewLoader?(self) ?? UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called as the controller is added to `parent` (by `addChild`) or is about to leave it (`nil`, by the caller).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called once the controller's view is in place in `parent` (by the caller) or it has left (`nil`, by `removeFromParent`).
    open func didMove(toParent parent: UIViewController?) {}

    /// The parent and children of view controller containment (UIViewController+Containment.swift).
    final class Containment {
        weak var parent: UIViewController?
        var children: [UIViewController] = []
    }
    let containment = Containment()

    /// Lays the view out, between `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    package func performLayout() {
        viewWillLayoutSubviews()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }
}
