import NotiCore
import NotiStoryboard
import NotiUIKit

/// The views a built extension's storyboard makes when its controller's view loads: what the generated `loadView` of
/// an extension built from its own sources calls, passing the storyboard's text and its images' files, before it
/// assigns each outlet (`controller.titleLabel = storyboard.view("GcN-lo-r42")`) and returns `root`
/// (docs/rules/extension-sources.md#outlets-from-the-storyboard). The views, frames and constraints are the ones notisim draws for the
/// storyboard alone.
@MainActor
public final class StoryboardOutlets {
    /// The initial scene's root view, laid out at its Interface Builder size until the extension's view is sized.
    public let root: UIView
    private let viewsByID: [String: UIView]

    /// Makes the initial scene of `storyboard` (the file's text); `images` maps an image name to its file. A storyboard
    /// that does not read leaves an empty view, as `loadView()` without a storyboard does.
    public init(storyboard: String, images: [String: String]) {
        guard let read = try? StoryboardReader.read(Array(storyboard.utf8)), let scene = read.initialScene else {
            root = UIView()
            viewsByID = [:]
            return
        }
        // The extension's process is not told the simulated version: an empty table view is drawn as the newest draws it.
        let instance = StoryboardInstance(scene: scene, os: .latest) { name in images[name].flatMap { UIImage(contentsOfFile: $0) } }
        let designed = scene.rootView?.frame
        instance.layout(size: CGSize(width: designed?.width ?? 0, height: designed?.height ?? 0), masks: scene.rootView?.masks ?? [:])
        root = instance.root
        viewsByID = instance.viewsByID
    }

    /// The view with storyboard id `id` as the outlet's type; nil when there is none or it is of another type (the
    /// outlet then stays nil, and code force-unwrapping it crashes as on iOS).
    public func view<Outlet>(_ id: String) -> Outlet? { viewsByID[id] as? Outlet }
}
