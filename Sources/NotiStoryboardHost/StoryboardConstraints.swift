import NotiStoryboard
import NotiUIKit

/// Storyboard constraints as NotiUIKit constraints, and the constraints a stack view makes for its arranged views
/// (docs/rules/xcode.md#storyboards).
@MainActor
enum StoryboardConstraints {
    /// The default layout margin, in points, that `leadingMargin` and the other margin attributes stand back from the edge.
    static let layoutMargin: CGFloat = 8

    /// An attribute name as a NotiUIKit attribute, with how far the storyboard's attribute lies from it (margins
    /// inside the edges; baselines read as the text's top or bottom edge).
    static func attribute(_ name: String) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        switch name {
        case "left": (.left, 0)
        case "right": (.right, 0)
        case "top", "firstBaseline": (.top, 0)
        case "bottom", "baseline", "lastBaseline": (.bottom, 0)
        case "leading": (.leading, 0)
        case "trailing": (.trailing, 0)
        case "width": (.width, 0)
        case "height": (.height, 0)
        case "centerX", "centerXWithinMargins": (.centerX, 0)
        case "centerY", "centerYWithinMargins": (.centerY, 0)
        case "leftMargin": (.left, layoutMargin)
        case "rightMargin": (.right, -layoutMargin)
        case "topMargin": (.top, layoutMargin)
        case "bottomMargin": (.bottom, -layoutMargin)
        case "leadingMargin": (.leading, layoutMargin)
        case "trailingMargin": (.trailing, -layoutMargin)
        default: nil
        }
    }

    /// Activates one storyboard constraint; returns why it could not be made, if it could not.
    static func activate(_ constraint: StoryboardConstraint, views: [String: UIView]) -> String? {
        guard let first = views[constraint.firstItem] else { return "constraint \(constraint.id): no view \(constraint.firstItem); left out" }
        guard let (firstAttribute, firstOffset) = attribute(constraint.firstAttribute) else {
            return "constraint \(constraint.id): attribute \"\(constraint.firstAttribute)\" is not supported; left out"
        }
        var second: UIView?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute, secondOffset: CGFloat = 0
        if let item = constraint.secondItem {
            guard let view = views[item] else { return "constraint \(constraint.id): no view \(item); left out" }
            guard let (attribute, offset) = attribute(constraint.secondAttribute ?? constraint.firstAttribute) else {
                return "constraint \(constraint.id): attribute \"\(constraint.secondAttribute ?? "")\" is not supported; left out"
            }
            second = view; secondAttribute = attribute; secondOffset = offset
        }
        let relation: NSLayoutConstraint.Relation = switch constraint.relation {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        default: .equal
        }
        // first + o1 (rel) (second + o2) × m + c  ⇔  first (rel) second × m + (c + o2 × m − o1)
        let multiplier = CGFloat(constraint.multiplier)
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                                      multiplier: multiplier, constant: CGFloat(constraint.constant) + secondOffset * multiplier - firstOffset)
        made.priority = UILayoutPriority(Float(constraint.priority))
        made.identifier = constraint.id
        made.isActive = true
        return nil
    }

    /// The constraints a `UIStackView` makes: arranged views (the visible subviews) one after another along the axis
    /// with the spacing, first and last at the ends; across the axis placed by the alignment. `fillEqually` makes
    /// them the same length; the other distributions are laid out as `fill`.
    static func arrange(_ stack: UIView, _ attributes: StackAttributes) {
        let arranged = stack.subviews.filter { !$0.isHidden }
        let vertical = attributes.isVertical
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = vertical ? (.top, .bottom) : (.leading, .trailing)
        let (crossStart, crossEnd, crossCentre): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        let length: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, to other: UIView,
                 _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0) {
            made.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                                           multiplier: 1, constant: constant))
        }
        for (index, view) in arranged.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            if index == 0 { pin(view, start, .equal, to: stack, start) } else {
                pin(view, start, .equal, to: arranged[index - 1], end, CGFloat(attributes.spacing))
            }
            if index == arranged.count - 1 { pin(view, end, .equal, to: stack, end) }
            if attributes.distribution == "fillEqually", index > 0 { pin(view, length, .equal, to: arranged[0], length) }
            switch attributes.alignment {
            case "leading", "top", "firstBaseline":
                pin(view, crossStart, .equal, to: stack, crossStart); pin(view, crossEnd, .lessThanOrEqual, to: stack, crossEnd)
            case "trailing", "bottom", "lastBaseline":
                pin(view, crossEnd, .equal, to: stack, crossEnd); pin(view, crossStart, .greaterThanOrEqual, to: stack, crossStart)
            case "center":
                pin(view, crossCentre, .equal, to: stack, crossCentre); pin(view, crossStart, .greaterThanOrEqual, to: stack, crossStart)
            default:
                pin(view, crossStart, .equal, to: stack, crossStart); pin(view, crossEnd, .equal, to: stack, crossEnd)
            }
        }
        NSLayoutConstraint.activate(made)
    }
}

/// Where a view placed by its autoresizing mask goes when its superview's size changes.
enum Autoresizing {
    /// `designed` moved and stretched from a superview of `designedIn` to one of `now`: the size change is shared
    /// among the flexible parts (margins and size) in proportion to their lengths, or equally when they are all zero;
    /// with no flexible part the left/top margin and the size are kept.
    static func frame(_ designed: CGRect, mask: AutoresizingMask, designedIn old: CGSize, now new: CGSize) -> CGRect {
        let x = axis(start: designed.minX, length: designed.width, end: old.width - designed.maxX, change: new.width - old.width,
                     flexible: (mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX))
        let y = axis(start: designed.minY, length: designed.height, end: old.height - designed.maxY, change: new.height - old.height,
                     flexible: (mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY))
        return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }

    private static func axis(start: CGFloat, length: CGFloat, end: CGFloat, change: CGFloat,
                             flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.start, max(start, 0)), (flexible.length, max(length, 0)), (flexible.end, max(end, 0))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, change != 0 else { return (start, length) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? change * parts[index].1 / total : change / CGFloat(flexibleCount)
        }
        return (start + share(0), max(0, length + share(1)))
    }
}

extension StoryboardText {
    /// Sets a text field's text, font, colour and alignment from the storyboard's.
    @MainActor
    func apply(to field: UITextField) {
        field.text = text
        if let font { field.font = font.uiFont }
        if let color { field.textColor = UIColor(storyboard: color) }
        field.textAlignment = textAlignment
    }

    /// `alignment` as UIKit's alignment.
    var textAlignment: NSTextAlignment {
        switch alignment {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: .natural
        }
    }

    /// Sets a label's text, font, colour, alignment, lines and line breaks from the storyboard's.
    @MainActor
    func apply(to label: UILabel) {
        label.text = text
        if let font { label.font = font.uiFont }
        if let color { label.textColor = UIColor(storyboard: color) }
        label.textAlignment = textAlignment
        label.numberOfLines = numberOfLines
        label.lineBreakMode = switch lineBreakMode {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "middleTruncation": .byTruncatingMiddle
        default: .byTruncatingTail
        }
    }
}

extension StoryboardFont {
    /// The NotiUIKit font: a system font of the weight, a text style's font, or a named font whose weight is read
    /// from its name (`Avenir-Heavy` is heavy).
    var uiFont: UIFont {
        let size = CGFloat(pointSize ?? 17)
        switch kind {
        case .system: return .systemFont(ofSize: size, weight: weight.flatMap(Self.weights.first(named:)) ?? .regular)
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .italicSystem: return .italicSystemFont(ofSize: size)
        case .textStyle(let style): return .preferredFont(forTextStyle: UIFont.TextStyle(style))
        case .custom(let name):
            let lowered = name.lowercased()
            let weight = Self.weights.sorted { $0.name.count > $1.name.count }.first { lowered.contains($0.name.lowercased()) }?.weight ?? .regular
            return .systemFont(ofSize: size, weight: weight)
        }
    }

    /// Weight names as storyboards and font names write them, lightest first.
    static let weights: [(name: String, weight: UIFont.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
}

extension Array where Element == (name: String, weight: UIFont.Weight) {
    func first(named name: String) -> UIFont.Weight? { first { $0.name == name }?.weight }
}
