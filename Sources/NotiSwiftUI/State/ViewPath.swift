/// A view's structural identity: the types, positions and identifiers on the way from the root to it, under which
/// its state and the UIKit views drawing it are kept between passes. It is a hash of that route, worked out a
/// component at a time, so building one allocates nothing and keeping things by it hashes one number.
/// *Decision:* routes are told apart by their 64-bit hash alone; among the few thousand views a notification's
/// extension shows, two sharing one is less likely than one chance in 10^12.
struct ViewPath: Hashable, Sendable {
    private let digest: Int

    /// The hosting view's root.
    static let root = ViewPath(digest: 0)

    /// The route one component further (a type name, a position, a branch, an identifier or a property name).
    static func + (path: ViewPath, component: String) -> ViewPath {
        var hasher = Hasher()
        hasher.combine(path.digest)
        hasher.combine(component)
        return ViewPath(digest: hasher.finalize())
    }
}
