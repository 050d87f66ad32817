import NotiCore
import NotiStoryboard
import NotiUIKit
import NotiUIKitHost

/// A storyboard scene made into NotiUIKit views: the same instances the extension's own code would get as its
/// outlets, with the storyboard's constraints active (docs/rules/xcode.md#storyboards).
@MainActor
package final class StoryboardInstance {
    /// The view controller's root view.
    package let root: UIView
    /// Every view by its storyboard id.
    package let viewsByID: [String: UIView]
    /// The controller's outlets: property name to view.
    package let outlets: [String: UIView]
    /// Constraints and attributes that could not be made, one line each.
    package private(set) var unused: [String] = []
    /// Interface Builder's frame of each view placed by its autoresizing mask, with its superview's frame size then.
    private var designed: [ObjectIdentifier: (frame: CGRect, superviewSize: CGSize)] = [:]

    /// Makes the views of `scene` as iOS `os` draws them; `image` gives the image of an `imageView`'s name, nil when
    /// it is not found.
    package init(scene: StoryboardScene, os: OSProfile, image: (String) -> UIImage?) {
        var views: [String: UIView] = [:]
        var unused: [String] = []
        let stored = scene.rootView ?? .empty
        root = Self.make(stored, os: os, image: image, into: &views)
        viewsByID = views
        var outlets: [String: UIView] = [:]
        for outlet in scene.outlets { outlets[outlet.property] = views[outlet.destination] }
        self.outlets = outlets
        // Views the file marks so, and views no constraint names, are placed by their autoresizing mask, as Interface
        // Builder compiles them.
        let constrained = Set(scene.allConstraints.flatMap { [$0.firstItem] + ($0.secondItem.map { [$0] } ?? []) })
        let arranged = Set(stored.allViews.flatMap { view -> [String] in
            if case .stackView = view.kind { return view.subviews.map(\.id) } else { return [] }
        })
        for view in stored.allViews where view.id != stored.id && !arranged.contains(view.id) {
            views[view.id]?.translatesAutoresizingMaskIntoConstraints = view.translatesAutoresizingMaskIntoConstraints || !constrained.contains(view.id)
        }
        for constraint in scene.allConstraints {
            if let problem = StoryboardConstraints.activate(constraint, views: views) { unused.append(problem) }
        }
        for view in stored.allViews {
            guard case .stackView(let stack) = view.kind, let stackView = views[view.id] else { continue }
            StoryboardConstraints.arrange(stackView, stack)
        }
        self.unused = unused
        recordDesign(stored, superviewSize: nil)
    }

    private func recordDesign(_ view: StoryboardView, superviewSize: CGSize?) {
        let frame = view.frame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        if let frame, let superviewSize, let made = viewsByID[view.id] {
            designed[ObjectIdentifier(made)] = (frame, superviewSize)
        }
        for subview in view.subviews { recordDesign(subview, superviewSize: frame?.size) }
    }

    /// Lays the tree out at `size` points: constraints through the solver, and views without constraints moved and
    /// stretched from their Interface Builder frames by their autoresizing masks, until nothing changes.
    package func layout(size: CGSize, masks: [String: AutoresizingMask]) {
        root.frame = CGRect(origin: .zero, size: size)
        root.layoutIfNeeded()
        for _ in 0..<8 {
            var changed = false
            for (id, view) in viewsByID where view !== root && view.translatesAutoresizingMaskIntoConstraints {
                guard let design = designed[ObjectIdentifier(view)], let parent = view.superview else { continue }
                let frame = Autoresizing.frame(design.frame, mask: masks[id] ?? AutoresizingMask(), designedIn: design.superviewSize,
                                               now: parent.frame.size)
                if frame != view.frame { view.frame = frame; changed = true }
            }
            root.layoutIfNeeded()
            if !changed { break }
        }
    }

    /// The NotiUIKit view for one storyboard view and its subviews.
    private static func make(_ stored: StoryboardView, os: OSProfile, image: (String) -> UIImage?, into views: inout [String: UIView]) -> UIView {
        let view: UIView
        switch stored.kind {
        case .label(let text), .textView(let text):
            let label = UILabel()
            text.apply(to: label)
            view = label
        case let .textField(text, placeholder, borderStyle):
            let field = UITextField()
            text.apply(to: field)
            field.placeholder = placeholder
            field.borderStyle = switch borderStyle {
            case "roundedRect": .roundedRect
            case "line": .line
            case "bezel": .bezel
            default: .none
            }
            view = field
        case .button(let title):
            // The UIKit subset has no UIButton yet: the title is drawn as a centred label (docs/rules/xcode.md#storyboards).
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            view = label
        case .imageView(let name):
            let imageView = UIImageView(image: name.flatMap(image))
            if imageView.image == nil { imageView.missingImageName = name }
            view = imageView
        case .tableView(let list):
            // Empty: its rows come from its data source (docs/rules/xcode.md#storyboards).
            let table = FillerRowsView()
            if let style = list.table, style.showsFillerRows(iOSMajorVersion: os.majorVersion) {
                table.rowHeight = CGFloat(style.rowHeight)
                table.separatorInset = CGFloat(style.separatorInset)
                table.separatorColor = style.separatorColor.map(UIColor.init(storyboard:))
            }
            view = table
        case .view, .stackView, .collectionView, .unknown:
            view = UIView()
        }
        if let frame = stored.frame { view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
        view.backgroundColor = stored.backgroundColor.map(UIColor.init(storyboard:))
        view.alpha = CGFloat(stored.alpha)
        view.isHidden = stored.isHidden
        view.contentMode = stored.contentMode.flatMap { contentModes.firstIndex(of: $0) }.flatMap(UIView.ContentMode.init(rawValue:)) ?? .scaleToFill
        if let priority = stored.horizontalHugging { view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .horizontal) }
        if let priority = stored.verticalHugging { view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .vertical) }
        views[stored.id] = view
        for subview in stored.subviews { view.addSubview(make(subview, os: os, image: image, into: &views)) }
        return view
    }

    /// `contentMode` names in `UIView.ContentMode`'s raw value order.
    private static let contentModes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
                                       "topLeft", "topRight", "bottomLeft", "bottomRight"]
}

extension StoryboardView {
    /// Autoresizing masks by view id.
    var masks: [String: AutoresizingMask] {
        var table: [String: AutoresizingMask] = [:]
        for view in allViews { if let mask = view.autoresizingMask { table[view.id] = mask } }
        return table
    }
}

extension UIColor {
    /// A storyboard colour's components.
    convenience init(storyboard color: StoryboardColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}
