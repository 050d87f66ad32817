/// What a storyboard holds for notisim: its scenes, the initial one first in interest, and one line per thing it
/// could not use (docs/rules.md#storyboards).
public struct Storyboard: Sendable, Hashable {
    /// The scenes with a view controller, in file order.
    public var scenes: [StoryboardScene]
    /// Index into `scenes` of the initial view controller's scene (`initialViewController`, else the first).
    public var initialSceneIndex: Int?
    /// Things read but not usable (an unknown view element, a constraint naming a missing view), one line each.
    public var unused: [String]

    /// The scene iOS loads: the initial view controller's.
    public var initialScene: StoryboardScene? { initialSceneIndex.map { scenes[$0] } }
}

/// One view controller and its view tree.
public struct StoryboardScene: Sendable, Hashable {
    /// The controller's storyboard id (`M4Y-Lb-cyx`).
    public var controllerID: String
    /// Its element name (`viewController`, `tableViewController`…).
    public var controllerKind: String
    /// Its `customClass` (`NotificationViewController`) and `customModule`, when set.
    public var customClass: String?
    public var customModule: String?
    /// The controller's root view; nil when it has none.
    public var rootView: StoryboardView?
    /// The controller's outlets: property name to the view's id, in file order.
    public var outlets: [StoryboardOutlet]

    /// Every view of the tree, root first, parents before children.
    public var allViews: [StoryboardView] { rootView.map { $0.allViews } ?? [] }

    /// Every constraint of the tree, in file order.
    public var allConstraints: [StoryboardConstraint] { allViews.flatMap(\.constraints) }

    /// A scene without views.
    public static let empty = StoryboardScene(controllerID: "", controllerKind: "viewController", customClass: nil, customModule: nil,
                                              rootView: nil, outlets: [])
}

/// `<outlet property="titleLabel" destination="Quw-7p-Tdb"/>` of a view controller.
public struct StoryboardOutlet: Sendable, Hashable {
    public var property: String
    public var destination: String
}

/// A view as Interface Builder stored it.
public struct StoryboardView: Sendable, Hashable {
    /// Its storyboard id.
    public var id: String
    /// The element it came from, with what the element adds.
    public var kind: StoryboardViewKind
    /// `<rect key="frame">` in points, relative to the superview; nil when the file has none.
    public var frame: StoryboardRect?
    /// `<autoresizingMask>`; nil when absent (Interface Builder then means flexible right and bottom margins).
    public var autoresizingMask: AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints` (YES when the attribute is absent).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var backgroundColor: StoryboardColor?
    public var alpha: Double
    public var isHidden: Bool
    /// `horizontalHuggingPriority` / `verticalHuggingPriority`, when set (UIKit's default 250 otherwise).
    public var horizontalHugging: Double?
    public var verticalHugging: Double?
    /// `contentMode` (`scaleAspectFill`, `scaleToFill`…), when set.
    public var contentMode: String?
    /// The constraints this view holds (`<constraints>`), with a missing first item resolved to this view.
    public var constraints: [StoryboardConstraint]
    public var subviews: [StoryboardView]

    /// The view and its descendants, parents before children.
    public var allViews: [StoryboardView] { [self] + subviews.flatMap(\.allViews) }

    /// A root view for a controller that has none: an empty, unconstrained view.
    public static let empty = StoryboardView(id: "", kind: .view, frame: nil, autoresizingMask: nil, translatesAutoresizingMaskIntoConstraints: true,
                                             backgroundColor: nil, alpha: 1, isHidden: false, horizontalHugging: nil, verticalHugging: nil,
                                             contentMode: nil, constraints: [], subviews: [])
}

/// The kinds of view notisim reads; any other element is `.unknown` with its name and kept as an empty box.
public enum StoryboardViewKind: Sendable, Hashable {
    case view
    case label(StoryboardText)
    /// `image` names the asset catalog image (`<imageView image="hello">`).
    case imageView(image: String?)
    case stackView(StackAttributes)
    /// `title` from `<state key="normal" title=…>` or the iOS 15 `<buttonConfiguration title=…>`.
    case button(title: String?)
    case textView(StoryboardText)
    case unknown(element: String)

    /// The element name Interface Builder writes.
    public var elementName: String {
        switch self {
        case .view: "view"
        case .label: "label"
        case .imageView: "imageView"
        case .stackView: "stackView"
        case .button: "button"
        case .textView: "textView"
        case .unknown(let element): element
        }
    }
}

/// The text attributes of a label or text view.
public struct StoryboardText: Sendable, Hashable {
    public var text: String?
    public var font: StoryboardFont?
    public var color: StoryboardColor?
    /// `textAlignment`: `natural`, `left`, `center`, `right`, `justified`.
    public var alignment: String?
    /// `numberOfLines` (1 when absent, 0 = as many as needed); text views are 0.
    public var numberOfLines: Int
    /// `lineBreakMode`: `wordWrap`, `characterWrap`, `clip`, `headTruncation`, `tailTruncation`, `middleTruncation`.
    public var lineBreakMode: String?
}

/// `<fontDescription>`: the system font of a weight, a Dynamic Type style, or a named font.
public struct StoryboardFont: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case system, boldSystem, italicSystem
        /// `style="UICTFontTextStyleHeadline"`.
        case textStyle(String)
        /// `name="Avenir-Heavy"` (family and weight read from the name).
        case custom(String)
    }

    public var kind: Kind
    /// `pointSize`; nil for a text style (its size is the style's).
    public var pointSize: Double?
    /// `weight` (`semibold`, `bold`…) of a system font, when set.
    public var weight: String?
}

/// `<stackView>`'s arrangement.
public struct StackAttributes: Sendable, Hashable {
    /// `horizontal` (absent) or `vertical`.
    public var isVertical: Bool
    public var spacing: Double
    /// `fill` (absent), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: String
    /// `fill` (absent), `top`, `leading`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.
    public var alignment: String
}

/// A rectangle in points.
public struct StoryboardRect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// `<autoresizingMask>`: which margins and sizes stretch when the superview's size changes.
public struct AutoresizingMask: Sendable, Hashable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    public init() {}
}

/// One `<constraint>`: `first.attribute (relation) second.attribute × multiplier + constant @ priority`.
public struct StoryboardConstraint: Sendable, Hashable {
    public var id: String
    /// The first view's id (the holding view when the file leaves it out).
    public var firstItem: String
    public var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
}

/// A colour from the storyboard, as sRGB components; `name` keeps a system or named colour's name.
public struct StoryboardColor: Sendable, Hashable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// `systemBackgroundColor`, `darkTextColor`, an asset catalog colour's name…; nil for literal components.
    public var name: String?

    public init(red: Double, green: Double, blue: Double, alpha: Double, name: String? = nil) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name
    }

    public init(white: Double, alpha: Double, name: String? = nil) { self.init(red: white, green: white, blue: white, alpha: alpha, name: name) }
}

extension StoryboardScene {
    /// The image names the scene's image views ask for, in tree order, each once.
    public var imageNames: [String] {
        var names: [String] = []
        for view in allViews {
            if case .imageView(let name?) = view.kind, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
