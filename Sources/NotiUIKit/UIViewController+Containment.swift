/// View controller containment (Apple's `addChild(_:)`, `removeFromParent()`, `willMove(toParent:)`,
/// `didMove(toParent:)`): a content extension that shows a `UIHostingController`'s view as its own subview adds the
/// hosting controller as a child, and so do extensions that split their view among controllers. As in UIKit,
/// `addChild` calls the child's `willMove(toParent:)` and the caller calls `didMove(toParent:)` once the child's view
/// is in place; `removeFromParent` calls `didMove(toParent: nil)` after the caller's `willMove(toParent: nil)`.
extension UIViewController {
    /// The controllers added with `addChild(_:)`, in order.
    public var children: [UIViewController] { containment.children }

    /// The controller this one was added to as a child.
    public var parent: UIViewController? { containment.parent }

    /// The view if it is loaded; nil without loading it.
    public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }

    /// Adds `childController` as a child, taking it from its parent first, and calls its `willMove(toParent:)`.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        containment.children.append(childController)
        childController.containment.parent = self
        childController.extensionContext = extensionContext
    }

    /// Takes the controller out of its parent's children and calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.containment.children.removeAll { $0 === self }
        containment.parent = nil
        didMove(toParent: nil)
    }
}
