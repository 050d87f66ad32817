/// What a storyboard holds for notisim: its scenes, the initial one first in interest, and one line per thing it
/// could not use (docs/rules/xcode.md#storyboards).
package struct Storyboard: Sendable, Hashable {
    /// The scenes with a view controller, in file order.
    package var scenes: [StoryboardScene]
    /// Index into `scenes` of the initial view controller's scene (`initialViewController`, else the first).
    var initialSceneIndex: Int?
    /// Things read but not usable (an unknown view element, a constraint naming a missing view), one line each.
    package var unused: [String]
    /// Views drawn other than iOS draws them once the extension's code has run (a table or collection view, empty
    /// without its data source), one line each.
    package var notes: [String] = []

    /// The scene iOS loads: the initial view controller's.
    package var initialScene: StoryboardScene? { initialSceneIndex.map { scenes[$0] } }
}

/// One view controller and its view tree.
package struct StoryboardScene: Sendable, Hashable {
    /// The controller's storyboard id (`M4Y-Lb-cyx`).
    package var controllerID: String
    /// Its element name (`viewController`, `tableViewController`…).
    var controllerKind: String
    /// Its `customClass` (`NotificationViewController`) and `customModule`, when set.
    package var customClass: String?
    var customModule: String?
    /// The controller's root view; nil when it has none.
    package var rootView: StoryboardView?
    /// The controller's outlets: property name to the view's id, in file order.
    package var outlets: [StoryboardOutlet]

    /// Every view of the tree, root first, parents before children.
    package var allViews: [StoryboardView] { rootView.map { $0.allViews } ?? [] }

    /// Every constraint of the tree, in file order.
    package var allConstraints: [StoryboardConstraint] { allViews.flatMap(\.constraints) }

    /// A scene without views.
    package static let empty = StoryboardScene(controllerID: "", controllerKind: "viewController", customClass: nil, customModule: nil,
                                              rootView: nil, outlets: [])
}

/// `<outlet property="titleLabel" destination="Quw-7p-Tdb"/>` of a view controller.
package struct StoryboardOutlet: Sendable, Hashable {
    package var property: String
    package var destination: String
}

/// A view as Interface Builder stored it.
package struct StoryboardView: Sendable, Hashable {
    /// Its storyboard id.
    package var id: String
    /// The element it came from, with what the element adds.
    package var kind: StoryboardViewKind
    /// `<rect key="frame">` in points, relative to the superview; nil when the file has none.
    package var frame: StoryboardRect?
    /// `<autoresizingMask>`; nil when absent (Interface Builder then means flexible right and bottom margins).
    package var autoresizingMask: AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints` (YES when the attribute is absent).
    package var translatesAutoresizingMaskIntoConstraints: Bool
    package var backgroundColor: StoryboardColor?
    package var alpha: Double
    package var isHidden: Bool
    /// `horizontalHuggingPriority` / `verticalHuggingPriority`, when set (UIKit's default 250 otherwise).
    package var horizontalHugging: Double?
    package var verticalHugging: Double?
    /// `contentMode` (`scaleAspectFill`, `scaleToFill`…), when set.
    package var contentMode: String?
    /// The constraints this view holds (`<constraints>`), with a missing first item resolved to this view.
    package var constraints: [StoryboardConstraint]
    package var subviews: [StoryboardView]

    /// The view and its descendants, parents before children.
    package var allViews: [StoryboardView] { [self] + subviews.flatMap(\.allViews) }

    /// A root view for a controller that has none: an empty, unconstrained view.
    package static let empty = StoryboardView(id: "", kind: .view, frame: nil, autoresizingMask: nil, translatesAutoresizingMaskIntoConstraints: true,
                                             backgroundColor: nil, alpha: 1, isHidden: false, horizontalHugging: nil, verticalHugging: nil,
                                             contentMode: nil, constraints: [], subviews: [])
}

/// The kinds of view notisim reads; any other element is `.unknown` with its name and kept as an empty box.
package enum StoryboardViewKind: Sendable, Hashable {
    case view
    case label(StoryboardText)
    /// `image` names the image (`<imageView image="hello">`): an asset catalog's, or a loose file of the target.
    case imageView(image: String?)
    case stackView(StackAttributes)
    /// `title` from `<state key="normal" title=…>` or the iOS 15 `<buttonConfiguration title=…>`.
    case button(title: String?)
    case textView(StoryboardText)
    /// `<textField>`: its text and style, its `placeholder`, and its `borderStyle` (`roundedRect`, `line`, `bezel`).
    case textField(StoryboardText, placeholder: String?, borderStyle: String?)
    /// `<tableView>`, drawn empty: its rows come from its data source.
    case tableView(StoryboardList)
    /// `<collectionView>`, drawn empty: its cells come from its data source.
    case collectionView(StoryboardList)
    case unknown(element: String)

    /// The element name Interface Builder writes.
    package var elementName: String {
        switch self {
        case .view: "view"
        case .label: "label"
        case .imageView: "imageView"
        case .stackView: "stackView"
        case .button: "button"
        case .textView: "textView"
        case .textField: "textField"
        case .tableView: "tableView"
        case .collectionView: "collectionView"
        case .unknown(let element): element
        }
    }
}

/// The text attributes of a label or text view.
package struct StoryboardText: Sendable, Hashable {
    package var text: String?
    package var font: StoryboardFont?
    package var color: StoryboardColor?
    /// `textAlignment`: `natural`, `left`, `center`, `right`, `justified`.
    package var alignment: String?
    /// `numberOfLines` (1 when absent, 0 = as many as needed); text views are 0.
    package var numberOfLines: Int
    /// `lineBreakMode`: `wordWrap`, `characterWrap`, `clip`, `headTruncation`, `tailTruncation`, `middleTruncation`.
    package var lineBreakMode: String?
}

/// `<fontDescription>`: the system font of a weight, a Dynamic Type style, or a named font.
package struct StoryboardFont: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case system, boldSystem, italicSystem
        /// `style="UICTFontTextStyleHeadline"`.
        case textStyle(String)
        /// `name="Avenir-Heavy"` (family and weight read from the name).
        case custom(String)
    }

    package var kind: Kind
    /// `pointSize`; nil for a text style (its size is the style's).
    package var pointSize: Double?
    /// `weight` (`semibold`, `bold`…) of a system font, when set.
    package var weight: String?
}

/// `<stackView>`'s arrangement.
package struct StackAttributes: Sendable, Hashable {
    /// `horizontal` (absent) or `vertical`.
    package var isVertical: Bool
    package var spacing: Double
    /// `fill` (absent), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    package var distribution: String
    /// `fill` (absent), `top`, `leading`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.
    package var alignment: String
}

/// A rectangle in points.
package struct StoryboardRect: Sendable, Hashable {
    package var x: Double, y: Double, width: Double, height: Double
    package init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
}

/// `<autoresizingMask>`: which margins and sizes stretch when the superview's size changes.
package struct AutoresizingMask: Sendable, Hashable {
    package var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    package var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    package init() {}
}

/// One `<constraint>`: `first.attribute (relation) second.attribute × multiplier + constant @ priority`.
package struct StoryboardConstraint: Sendable, Hashable {
    package var id: String
    /// The first view's id (the holding view when the file leaves it out).
    package var firstItem: String
    package var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    package var relation: String
    package var secondItem: String?
    package var secondAttribute: String?
    package var multiplier: Double
    package var constant: Double
    package var priority: Double
}

/// A colour from the storyboard, as sRGB components; `name` keeps a system or named colour's name.
package struct StoryboardColor: Sendable, Hashable {
    package var red: Double, green: Double, blue: Double, alpha: Double
    /// `systemBackgroundColor`, `darkTextColor`, an asset catalog colour's name…; nil for literal components.
    package var name: String?

    package init(red: Double, green: Double, blue: Double, alpha: Double, name: String? = nil) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name
    }

    package init(white: Double, alpha: Double, name: String? = nil) { self.init(red: white, green: white, blue: white, alpha: alpha, name: name) }
}

extension StoryboardScene {
    /// The image names the scene's image views ask for, in tree order, each once.
    package var imageNames: [String] {
        var names: [String] = []
        for view in allViews {
            if case .imageView(let name?) = view.kind, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
